// Behaviour selected by environment variables; CTest runs each suite with
// its settings (see CMakeLists.txt).
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>

#include "test_kernels.h"

// OPENHIP_CPU_DEVICES=3 HIP_VISIBLE_DEVICES=2,0,7,1 OPENHIP_NUM_THREADS=3
TEST(VisibleDevices, ListStopsAtFirstInvalidEntry) {
  int count = 0;
  HIP_ASSERT_OK(hipGetDeviceCount(&count));
  EXPECT_EQ(count, 2);
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  EXPECT_EQ(props.pciDeviceID, 2);  // device 0 is CPU device 2
  EXPECT_EQ(props.multiProcessorCount, 3);
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 1));
  EXPECT_EQ(props.pciDeviceID, 0);
  EXPECT_EQ(hipSetDevice(2), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

TEST(VisibleDevices, MemoryAndStreamsBelongToTheirDevice) {
  test_kernels::registerTestKernels();
  HIP_ASSERT_OK(hipSetDevice(1));
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 4096));
  hipPointerAttribute_t a;
  HIP_ASSERT_OK(hipPointerGetAttributes(&a, p));
  EXPECT_EQ(a.device, 1);
  size_t free1 = 0, free0 = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  EXPECT_EQ(free0 - free1, 4096u);  // accounted on device 1 only
  // Kernels run on every device.
  int* data = static_cast<int*>(p);
  HIP_ASSERT_OK(hipMemset(data, 0, 16));
  int n = 4;
  void* args[] = {&data, &n};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(4), args, 0, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data + 3), 1);
  HIP_ASSERT_OK(hipFree(p));
}

TEST(VisibleDevices, IdentityAndPeers) {
  char id[16];
  HIP_ASSERT_OK(hipDeviceGetPCIBusId(id, sizeof(id), 0));
  EXPECT_STREQ(id, "0000:00:02.0");
  int device = -1;
  HIP_ASSERT_OK(hipDeviceGetByPCIBusId(&device, "0000:00:00.0"));
  EXPECT_EQ(device, 1);
  EXPECT_EQ(hipDeviceGetByPCIBusId(&device, "0000:00:01.0"), hipErrorInvalidDevice);  // hidden
  hipUUID a, b;
  HIP_ASSERT_OK(hipDeviceGetUuid(&a, 0));
  HIP_ASSERT_OK(hipDeviceGetUuid(&b, 1));
  EXPECT_NE(std::memcmp(a.bytes, b.bytes, 16), 0);

  int can = 0;
  HIP_ASSERT_OK(hipDeviceCanAccessPeer(&can, 0, 1));
  EXPECT_EQ(can, 1);
  int value = -1;
  HIP_ASSERT_OK(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrAccessSupported, 0, 1));
  EXPECT_EQ(value, 1);
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(1, 0));
  EXPECT_EQ(hipDeviceEnablePeerAccess(1, 0), hipErrorPeerAccessAlreadyEnabled);
  HIP_ASSERT_OK(hipDeviceDisablePeerAccess(1));
  EXPECT_EQ(hipDeviceDisablePeerAccess(1), hipErrorPeerAccessNotEnabled);
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(1, 0));
  HIP_ASSERT_OK(hipDeviceReset());  // resets peer access too
  HIP_ASSERT_OK(hipDeviceEnablePeerAccess(1, 0));

  // A copy between the devices' memories.
  int *on0 = nullptr, *on1 = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&on0), 64));
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&on1), 64));
  HIP_ASSERT_OK(hipMemset(on1, 0x11, 64));
  HIP_ASSERT_OK(hipMemcpyPeer(on0, 0, on1, 1, 64));
  EXPECT_EQ(readDevice<int>(on0 + 15), 0x11111111);
  HIP_ASSERT_OK(hipFree(on1));
  HIP_ASSERT_OK(hipFree(on0));
  HIP_ASSERT_OK(hipSetDevice(0));
  (void)hipGetLastError();
}

// HIP_LAUNCH_BLOCKING=1 OPENHIP_LOG_LEVEL=3
TEST(LaunchBlocking, LaunchesCompleteBeforeReturning) {
  test_kernels::registerTestKernels();
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  int ms = 50;
  void* args[] = {&ms};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), args, 0, s));
  HIP_EXPECT_OK(hipStreamQuery(s));  // already done
  HIP_ASSERT_OK(hipStreamDestroy(s));
}

TEST(LaunchBlocking, LaunchesAreLogged) {
  test_kernels::registerTestKernels();
  testing::internal::CaptureStderr();
  int ms = 0;
  void* args[] = {&ms};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(3), dim3(2), args, 0, nullptr));
  const std::string log = testing::internal::GetCapturedStderr();
  EXPECT_NE(log.find("launch _Z11sleepKerneli grid (3,1,1) block (2,1,1)"), std::string::npos) << log;
}

// HIP_VISIBLE_DEVICES=-1
TEST(NoDevices, EveryDeviceCallReportsNoDevice) {
  int count = 5;
  EXPECT_EQ(hipGetDeviceCount(&count), hipErrorNoDevice);
  EXPECT_EQ(count, 0);
  void* p = nullptr;
  EXPECT_EQ(hipMalloc(&p, 16), hipErrorNoDevice);
  hipStream_t s;
  EXPECT_EQ(hipStreamCreate(&s), hipErrorNoDevice);
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorNoDevice);
  EXPECT_EQ(hipSetDevice(0), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

// OPENHIP_CPU_DEVICES=99999999999999999999 OPENHIP_NUM_THREADS=100000
// OPENHIP_LOG_LEVEL=loud: out of range or not a number, each rejected with one
// warning naming the variable, the accepted range and the value used instead.
TEST(BadSettings, AreRejectedWithOneWarningEach) {
  testing::internal::CaptureStderr();
  int count = 0;
  HIP_ASSERT_OK(hipGetDeviceCount(&count));
  HIP_ASSERT_OK(hipGetDeviceCount(&count));
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_EQ(count, 1);  // the default, not 0
  EXPECT_GE(props.multiProcessorCount, 1);
  const std::string devices =
      "openhip: warning: OPENHIP_CPU_DEVICES=99999999999999999999: not an integer in [1, 256]; using 1\n";
  const std::string threads = "openhip: warning: OPENHIP_NUM_THREADS=100000: not an integer in [1, 4096]; using ";
  const std::string level = "openhip: warning: OPENHIP_LOG_LEVEL=loud: not an integer in [0, 4]; using 0\n";
  for (const std::string& warning : {devices, threads, level}) {
    const size_t first = printed.find(warning);
    EXPECT_NE(first, std::string::npos) << warning << "\nin:\n" << printed;
    EXPECT_EQ(printed.find(warning, first + 1), std::string::npos) << "twice: " << warning;
  }
}
