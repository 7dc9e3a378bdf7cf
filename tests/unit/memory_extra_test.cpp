#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <vector>

#include "test_kernels.h"

namespace {
class MemoryExtra : public ::testing::Test {
 protected:
  void TearDown() override { (void)hipGetLastError(); }
};
}  // namespace

TEST_F(MemoryExtra, Malloc3DAndMemset3D) {
  hipPitchedPtr p{};
  const hipExtent extent{100, 6, 4};
  HIP_ASSERT_OK(hipMalloc3D(&p, extent));
  ASSERT_NE(p.ptr, nullptr);
  EXPECT_GE(p.pitch, 100u);
  EXPECT_EQ(p.xsize, 100u);
  EXPECT_EQ(p.ysize, 6u);
  HIP_ASSERT_OK(hipMemset3D(p, 0, extent));
  HIP_ASSERT_OK(hipMemset3D(p, 9, hipExtent{50, 2, 4}));  // a sub-box
  const char* bytes = static_cast<const char*>(p.ptr);
  EXPECT_EQ(readDevice<char>(bytes + 3 * 6 * p.pitch + 1 * p.pitch + 49), 9);  // z=3, y=1, x=49
  EXPECT_EQ(readDevice<char>(bytes + 3 * 6 * p.pitch + 1 * p.pitch + 50), 0);
  EXPECT_EQ(readDevice<char>(bytes + 3 * 6 * p.pitch + 2 * p.pitch + 0), 0);
  HIP_ASSERT_OK(hipMemset3DAsync(p, 1, extent, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(readDevice<char>(bytes + 3 * 6 * p.pitch + 5 * p.pitch + 99), 1);
  EXPECT_EQ(hipMemset3D(p, 0, hipExtent{100, 7, 4}), hipErrorInvalidValue);
  EXPECT_EQ(hipMemset3D(p, 0, hipExtent{100, 6, 5}), hipErrorInvalidValue);
  EXPECT_EQ(hipMemset3D(p, 0, hipExtent{p.pitch + 1, 1, 1}), hipErrorInvalidPitchValue);
  EXPECT_EQ(hipMalloc3D(nullptr, extent), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(p.ptr));
}

TEST_F(MemoryExtra, AddressRange) {
  char* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&p), 300));
  hipDeviceptr_t base = nullptr;
  size_t size = 0;
  HIP_ASSERT_OK(hipMemGetAddressRange(&base, &size, p + 123));
  EXPECT_EQ(base, p);
  EXPECT_EQ(size, 300u);
  int local = 0;
  EXPECT_EQ(hipMemGetAddressRange(&base, &size, &local), hipErrorInvalidDevicePointer);
  EXPECT_EQ(hipMemGetAddressRange(&base, &size, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(p));
}

TEST_F(MemoryExtra, PeerCopiesAndCopiesWithStream) {
  int *a = nullptr, *b = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&a), 64));
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&b), 64));
  std::vector<int> values(16);
  for (int i = 0; i < 16; ++i) values[i] = i;
  writeDevice(a, values);
  HIP_ASSERT_OK(hipMemcpyPeer(b, 0, a, 0, 64));
  EXPECT_EQ(readDevice<int>(b + 15), 15);
  HIP_ASSERT_OK(hipMemsetAsync(b, 0, 64, nullptr));
  HIP_ASSERT_OK(hipMemcpyPeerAsync(b, 0, a, 0, 32, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(readDevice<int>(b + 7), 7);
  EXPECT_EQ(readDevice<int>(b + 8), 0);
  EXPECT_EQ(hipMemcpyPeer(b, 1, a, 0, 64), hipErrorInvalidDevice);
  EXPECT_EQ(hipMemcpyPeer(b, 0, a, 0, 65), hipErrorInvalidValue);
  std::vector<int> host(16, -1);
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  HIP_ASSERT_OK(hipMemcpyWithStream(host.data(), a, 64, hipMemcpyDeviceToHost, s));
  EXPECT_EQ(host[9], 9);  // synchronous
  EXPECT_EQ(hipMemcpyWithStream(host.data(), a, 68, hipMemcpyDeviceToHost, s), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipMemcpyWithStream(host.data(), a, 64, hipMemcpyDeviceToHost, s), hipErrorInvalidHandle);
  HIP_ASSERT_OK(hipFree(a));
  HIP_ASSERT_OK(hipFree(b));
}

TEST_F(MemoryExtra, StreamOrderedAllocation) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  size_t free0 = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  int* p = nullptr;
  HIP_ASSERT_OK(hipMallocAsync(reinterpret_cast<void**>(&p), 4096, s));
  ASSERT_NE(p, nullptr);
  HIP_ASSERT_OK(hipMemsetAsync(p, 0, 4096, s));
  HIP_ASSERT_OK(hipFreeAsync(p, s));
  EXPECT_EQ(hipFree(p), hipErrorInvalidValue);  // already handed to the stream
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  size_t free1 = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free0);
  int local = 0;
  EXPECT_EQ(hipFreeAsync(&local, s), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocAsync(nullptr, 16, s), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipMallocAsync(reinterpret_cast<void**>(&p), 16, s), hipErrorInvalidHandle);
  EXPECT_EQ(hipFreeAsync(nullptr, s), hipErrorInvalidHandle);
}

TEST_F(MemoryExtra, ManagedMemoryHints) {
  char* m = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&m), 1024, hipMemAttachGlobal));
  HIP_ASSERT_OK(hipMemPrefetchAsync(m, 1024, 0, nullptr));
  HIP_ASSERT_OK(hipMemPrefetchAsync(m + 512, 512, hipCpuDeviceId, nullptr));
  EXPECT_EQ(hipMemPrefetchAsync(m + 512, 513, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPrefetchAsync(m, 16, 4, nullptr), hipErrorInvalidDevice);
  HIP_ASSERT_OK(hipMemAdvise(m, 1024, hipMemAdviseSetReadMostly, 0));
  HIP_ASSERT_OK(hipMemAdvise(m, 1024, hipMemAdviseSetPreferredLocation, hipCpuDeviceId));
  EXPECT_EQ(hipMemAdvise(m, 1024, hipMemAdviseSetAccessedBy, 3), hipErrorInvalidDevice);
  EXPECT_EQ(hipMemAdvise(m, 1024, static_cast<hipMemoryAdvise>(55), 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamAttachMemAsync(nullptr, m, 0, hipMemAttachHost));
  EXPECT_EQ(hipStreamAttachMemAsync(nullptr, m, 10, hipMemAttachHost), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamAttachMemAsync(nullptr, m, 0, 0x40), hipErrorInvalidValue);
  void* d = nullptr;
  HIP_ASSERT_OK(hipMalloc(&d, 64));
  EXPECT_EQ(hipMemPrefetchAsync(d, 64, 0, nullptr), hipErrorInvalidValue);  // not managed
  EXPECT_EQ(hipMemAdvise(d, 64, hipMemAdviseSetReadMostly, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  HIP_ASSERT_OK(hipFree(d));
  HIP_ASSERT_OK(hipFree(m));
}

TEST_F(MemoryExtra, AllocationVariants) {
  void* p = nullptr;
  HIP_ASSERT_OK(hipExtMallocWithFlags(&p, 128, hipDeviceMallocFinegrained));
  hipPointerAttribute_t a;
  HIP_ASSERT_OK(hipPointerGetAttributes(&a, p));
  EXPECT_EQ(a.memoryType, hipMemoryTypeDevice);
  HIP_ASSERT_OK(hipFree(p));
  HIP_ASSERT_OK(hipExtMallocWithFlags(&p, 8, 0x2));  // signal memory
  HIP_ASSERT_OK(hipFree(p));
  EXPECT_EQ(hipExtMallocWithFlags(&p, 16, 0x2), hipErrorInvalidValue);
  EXPECT_EQ(hipExtMallocWithFlags(&p, 16, 0x8), hipErrorInvalidValue);
  EXPECT_EQ(hipExtMallocWithFlags(nullptr, 16, 0), hipErrorInvalidValue);

  hipDeviceptr_t d = nullptr;
  size_t pitch = 0;
  HIP_ASSERT_OK(hipMemAllocPitch(&d, &pitch, 100, 3, 4));
  EXPECT_GE(pitch, 100u);
  HIP_ASSERT_OK(hipFree(d));
  EXPECT_EQ(hipMemAllocPitch(&d, &pitch, 100, 3, 3), hipErrorInvalidValue);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  HIP_ASSERT_OK(hipMemAllocHost(&p, 64));
#pragma GCC diagnostic pop
  HIP_ASSERT_OK(hipPointerGetAttributes(&a, p));
  EXPECT_EQ(a.memoryType, hipMemoryTypeHost);
  HIP_ASSERT_OK(hipHostFree(p));
}
