#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <vector>

#include "test_kernels.h"

TEST(HostMemory, MallocFlagsAndDevicePointer) {
  void* p = nullptr;
  HIP_ASSERT_OK(hipHostMalloc(&p, 4096, hipHostMallocMapped | hipHostMallocPortable));
  ASSERT_NE(p, nullptr);
  unsigned flags = 0;
  HIP_ASSERT_OK(hipHostGetFlags(&flags, p));
  EXPECT_EQ(flags, unsigned(hipHostMallocMapped | hipHostMallocPortable));
  void* d = nullptr;
  HIP_ASSERT_OK(hipHostGetDevicePointer(&d, p, 0));
  EXPECT_EQ(d, p);
  hipPointerAttribute_t a;
  HIP_ASSERT_OK(hipPointerGetAttributes(&a, p));
  EXPECT_EQ(a.memoryType, hipMemoryTypeHost);
  EXPECT_EQ(a.hostPointer, p);
  EXPECT_EQ(a.allocationFlags, flags);
  // Pinned memory is a valid device side of a copy.
  void* dev = nullptr;
  HIP_ASSERT_OK(hipMalloc(&dev, 4096));
  HIP_ASSERT_OK(hipMemcpy(dev, p, 4096, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemcpy(p, dev, 4096, hipMemcpyDeviceToDevice));
  HIP_ASSERT_OK(hipFree(dev));
  EXPECT_EQ(hipHostGetDevicePointer(&d, p, 1), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipHostFree(p));
  EXPECT_EQ(hipHostFree(p), hipErrorInvalidValue);
  HIP_EXPECT_OK(hipHostFree(nullptr));
  (void)hipGetLastError();
}

TEST(HostMemory, MallocErrors) {
  void* p = nullptr;
  EXPECT_EQ(hipHostMalloc(nullptr, 16, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipHostMalloc(&p, 16, 0x100), hipErrorInvalidValue);
  EXPECT_EQ(hipHostMalloc(&p, 16, hipHostMallocCoherent | hipHostMallocNonCoherent),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipHostMalloc(&p, 0, 0));
  EXPECT_EQ(p, nullptr);
  // The deprecated spellings still work.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  HIP_ASSERT_OK(hipMallocHost(&p, 32));
  HIP_ASSERT_OK(hipFreeHost(p));
  HIP_ASSERT_OK(hipHostAlloc(&p, 32, hipHostMallocDefault));
#pragma GCC diagnostic pop
  void* dev = nullptr;
  HIP_ASSERT_OK(hipMalloc(&dev, 32));
  EXPECT_EQ(hipHostFree(dev), hipErrorInvalidValue);  // device memory goes to hipFree
  HIP_ASSERT_OK(hipFree(dev));
  HIP_ASSERT_OK(hipHostFree(p));
  int local = 0;
  unsigned flags = 0;
  EXPECT_EQ(hipHostGetFlags(&flags, &local), hipErrorInvalidValue);
  EXPECT_EQ(hipHostGetFlags(nullptr, &local), hipErrorInvalidValue);
  void* d = nullptr;
  EXPECT_EQ(hipHostGetDevicePointer(&d, &local, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipHostGetDevicePointer(nullptr, &local, 0), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(HostMemory, RegisterUnregister) {
  std::vector<int> data(1024, 3);
  HIP_ASSERT_OK(hipHostRegister(data.data(), data.size() * 4, hipHostRegisterMapped));
  void* d = nullptr;
  HIP_ASSERT_OK(hipHostGetDevicePointer(&d, data.data() + 10, 0));
  EXPECT_EQ(d, data.data() + 10);
  unsigned flags = 0;
  HIP_ASSERT_OK(hipHostGetFlags(&flags, data.data()));
  EXPECT_EQ(flags, unsigned(hipHostRegisterMapped));
  // Registered memory is device-accessible: it may be the device side of a copy,
  // with bounds checked.
  std::vector<int> out(1024);
  HIP_ASSERT_OK(hipMemcpy(out.data(), data.data(), 4096, hipMemcpyDeviceToHost));
  EXPECT_EQ(out[1023], 3);
  EXPECT_EQ(hipMemcpy(out.data(), data.data() + 1, 4096, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipHostRegister(data.data() + 100, 64, 0), hipErrorHostMemoryAlreadyRegistered);
  EXPECT_EQ(hipHostRegister(data.data(), 64, 0x80), hipErrorInvalidValue);
  EXPECT_EQ(hipHostRegister(nullptr, 64, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipHostRegister(data.data(), 0, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipHostUnregister(data.data()));
  EXPECT_EQ(hipHostUnregister(data.data()), hipErrorHostMemoryNotRegistered);
  EXPECT_EQ(hipHostUnregister(nullptr), hipErrorInvalidValue);
  void* dev = nullptr;
  HIP_ASSERT_OK(hipMalloc(&dev, 16));
  EXPECT_EQ(hipHostUnregister(dev), hipErrorHostMemoryNotRegistered);
  HIP_ASSERT_OK(hipFree(dev));
  (void)hipGetLastError();
}
