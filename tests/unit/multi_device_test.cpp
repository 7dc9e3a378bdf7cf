// Several virtual CPU devices (run with OPENHIP_CPU_DEVICES=4, see
// tests/unit/devices.cmake): each has its own identity, null stream, flags,
// configuration, peer-access state and allocations; the current device is
// per thread; peer copies work.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "test_kernels.h"

namespace {

class MultiDevice : public ::testing::Test {
 protected:
  void SetUp() override {
    test_kernels::registerTestKernels();
    ASSERT_EQ(hipGetDeviceCount(&count_), hipSuccess);
    if (count_ < 4) GTEST_SKIP() << "run with OPENHIP_CPU_DEVICES=4";
    ASSERT_EQ(hipSetDevice(0), hipSuccess);
  }
  void TearDown() override {
    (void)hipSetDevice(0);
    (void)hipGetLastError();
  }
  int count_ = 0;
};

}  // namespace

TEST_F(MultiDevice, EachDeviceHasItsOwnIdentity) {
  std::set<std::string> bus_ids;
  std::set<int> pci_device_ids;
  for (int d = 0; d < count_; ++d) {
    hipDeviceProp_t p;
    HIP_ASSERT_OK(hipGetDeviceProperties(&p, d));
    pci_device_ids.insert(p.pciDeviceID);
    char bus_id[16];
    HIP_ASSERT_OK(hipDeviceGetPCIBusId(bus_id, sizeof(bus_id), d));
    bus_ids.insert(bus_id);
    hipUUID uuid;
    HIP_ASSERT_OK(hipDeviceGetUuid(&uuid, d));
  }
  EXPECT_EQ(bus_ids.size(), size_t(count_));
  EXPECT_EQ(pci_device_ids.size(), size_t(count_));
}

TEST_F(MultiDevice, CurrentDeviceIsPerThread) {
  HIP_ASSERT_OK(hipSetDevice(2));
  int seen_in_thread = -1, after_set = -1;
  std::thread other([&] {
    (void)hipGetDevice(&seen_in_thread);  // a new thread starts on device 0
    (void)hipSetDevice(3);
    (void)hipGetDevice(&after_set);
  });
  other.join();
  EXPECT_EQ(seen_in_thread, 0);
  EXPECT_EQ(after_set, 3);
  int mine = -1;
  HIP_ASSERT_OK(hipGetDevice(&mine));
  EXPECT_EQ(mine, 2);
}

TEST_F(MultiDevice, NullStreamBelongsToTheCurrentDevice) {
  constexpr int n = 1000;
  for (int d = 0; d < count_; ++d) {
    HIP_ASSERT_OK(hipSetDevice(d));
    EXPECT_EQ(hipGetStreamDeviceId(nullptr), d);
    int* data = nullptr;
    HIP_ASSERT_OK(hipMallocManaged(&data, n * sizeof(int)));
    for (int i = 0; i < n; ++i) data[i] = d;
    int count = n;
    void* args[] = {&data, &count};
    HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kAddOne, dim3(4), dim3(256), args, 0, nullptr));
    HIP_ASSERT_OK(hipDeviceSynchronize());
    for (int i = 0; i < n; ++i) ASSERT_EQ(data[i], d + 1) << "device " << d << " index " << i;
    hipPointerAttribute_t attributes;
    HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, data));
    EXPECT_EQ(attributes.device, d);
    HIP_ASSERT_OK(hipFree(data));
  }
}

TEST_F(MultiDevice, StreamsRememberTheirDevice) {
  HIP_ASSERT_OK(hipSetDevice(3));
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipSetDevice(1));
  EXPECT_EQ(hipGetStreamDeviceId(stream), 3);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
}

TEST_F(MultiDevice, FlagsAndConfigurationArePerDevice) {
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipDeviceSetCacheConfig(hipFuncCachePreferL1));
  HIP_ASSERT_OK(hipSetDeviceFlags(hipDeviceScheduleSpin));
  HIP_ASSERT_OK(hipSetDevice(2));
  hipFuncCache_t cache = hipFuncCachePreferEqual;
  HIP_ASSERT_OK(hipDeviceGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferNone);
  unsigned flags = 99;
  HIP_ASSERT_OK(hipGetDeviceFlags(&flags));
  EXPECT_EQ(flags, 0u);
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipDeviceGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferL1);
  HIP_ASSERT_OK(hipGetDeviceFlags(&flags));
  EXPECT_EQ(flags, unsigned(hipDeviceScheduleSpin));
  HIP_ASSERT_OK(hipDeviceSetCacheConfig(hipFuncCachePreferNone));
  HIP_ASSERT_OK(hipSetDeviceFlags(0));
}

TEST_F(MultiDevice, PeerAccessIsPerDevicePair) {
  int can = 0;
  HIP_ASSERT_OK(hipDeviceCanAccessPeer(&can, 0, 1));
  EXPECT_EQ(can, 1);
  HIP_ASSERT_OK(hipDeviceCanAccessPeer(&can, 2, 2));
  EXPECT_EQ(can, 0);
  EXPECT_EQ(hipDeviceCanAccessPeer(&can, 0, count_), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceCanAccessPeer(nullptr, 0, 1), hipErrorInvalidValue);

  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(1, 0));
  EXPECT_EQ(hipDeviceEnablePeerAccess(1, 0), hipErrorPeerAccessAlreadyEnabled);
  EXPECT_EQ(hipDeviceEnablePeerAccess(0, 0), hipErrorInvalidDevice);  // itself
  EXPECT_EQ(hipDeviceEnablePeerAccess(2, 7), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceEnablePeerAccess(count_, 0), hipErrorInvalidDevice);
  // The reverse direction is separate state.
  HIP_ASSERT_OK(hipSetDevice(1));
  EXPECT_EQ(hipDeviceDisablePeerAccess(0), hipErrorPeerAccessNotEnabled);
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(0, 0));
  HIP_ASSERT_OK(hipDeviceDisablePeerAccess(0));
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipDeviceDisablePeerAccess(1));
  EXPECT_EQ(hipDeviceDisablePeerAccess(1), hipErrorPeerAccessNotEnabled);
  EXPECT_EQ(hipDeviceDisablePeerAccess(-1), hipErrorInvalidDevice);
}

TEST_F(MultiDevice, PeerCopiesMoveData) {
  constexpr size_t n = 4096;
  std::vector<int> host(n), back(n, 0);
  for (size_t i = 0; i < n; ++i) host[i] = int(i * 7 + 1);
  int* src = nullptr;
  int* dst = nullptr;
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipMalloc(&src, n * sizeof(int)));
  HIP_ASSERT_OK(hipMemcpy(src, host.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipSetDevice(3));
  HIP_ASSERT_OK(hipMalloc(&dst, n * sizeof(int)));
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(1, 0));
  HIP_ASSERT_OK(hipMemcpyPeer(dst, 3, src, 1, n * sizeof(int)));
  HIP_ASSERT_OK(hipMemcpy(back.data(), dst, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT_EQ(back, host);
  std::fill(back.begin(), back.end(), 0);
  HIP_ASSERT_OK(hipMemsetAsync(dst, 0, n * sizeof(int), nullptr));
  HIP_ASSERT_OK(hipMemcpyPeerAsync(dst, 3, src, 1, n * sizeof(int), nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  HIP_ASSERT_OK(hipMemcpy(back.data(), dst, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT_EQ(back, host);
  HIP_ASSERT_OK(hipDeviceDisablePeerAccess(1));
  HIP_ASSERT_OK(hipFree(dst));
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipFree(src));
}

TEST_F(MultiDevice, ResetTouchesOnlyItsDevice) {
  int* keep = nullptr;
  int* dropped = nullptr;
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipMalloc(&keep, 64));
  HIP_ASSERT_OK(hipSetDevice(2));
  HIP_ASSERT_OK(hipMalloc(&dropped, 64));
  HIP_ASSERT_OK(hipDeviceReset());
  hipPointerAttribute_t attributes;
  EXPECT_NE(hipPointerGetAttributes(&attributes, dropped), hipSuccess);
  (void)hipGetLastError();
  HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, keep));
  EXPECT_EQ(attributes.device, 0);
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipFree(keep));
}

namespace {

// A memory fault in a kernel on one device leaves that device's sticky
// error only (docs/faults.md): the others keep working.
TEST_F(MultiDevice, AFaultOnOneDeviceLeavesTheOthersWorking) {
  SKIP_UNDER_SANITIZERS();
  ASSERT_EQ(hipSetDevice(1), hipSuccess);
  int* nowhere = nullptr;
  int n = 64;
  void* fault_args[] = {&nowhere, &n};
  testing::internal::CaptureStderr();
  ASSERT_EQ(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(64), fault_args, 0, nullptr), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorIllegalAddress);
  const std::string report = testing::internal::GetCapturedStderr();
  EXPECT_NE(report.find("on device 1, block [0,0,0]"), std::string::npos) << report;

  ASSERT_EQ(hipSetDevice(2), hipSuccess);
  int* data = nullptr;
  ASSERT_EQ(hipMalloc(reinterpret_cast<void**>(&data), 64 * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemset(data, 0, 64 * sizeof(int)), hipSuccess);
  void* args[] = {&data, &n};
  ASSERT_EQ(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(64), args, 0, nullptr), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  EXPECT_EQ(readDevice<int>(data + 63), 1);
  EXPECT_EQ(hipFree(data), hipSuccess);

  ASSERT_EQ(hipSetDevice(1), hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipErrorIllegalAddress);  // still sticky there
  EXPECT_EQ(hipDeviceReset(), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
}

}  // namespace
