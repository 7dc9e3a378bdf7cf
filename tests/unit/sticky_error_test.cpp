// Sticky errors: raised by the backend when asynchronous execution faults
// (nothing public can trigger one on a healthy CPU device, so the test raises
// it through the runtime object, the way the backend does).
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "runtime.h"
#include "test_kernels.h"

TEST(StickyErrors, PersistUntilDeviceReset) {
  test_kernels::registerTestKernels();
  HIP_ASSERT_OK(hipSetDevice(0));
  openhip::Device* device = openhip::Runtime::get().device(0);
  ASSERT_NE(device, nullptr);
  device->raiseStickyError(hipErrorIllegalAddress);
  device->raiseStickyError(hipErrorAssert);  // the first one wins

  EXPECT_EQ(hipGetLastError(), hipErrorIllegalAddress);
  EXPECT_EQ(hipGetLastError(), hipErrorIllegalAddress);  // not reset
  EXPECT_EQ(hipPeekAtLastError(), hipErrorIllegalAddress);
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorIllegalAddress);
  EXPECT_EQ(hipStreamSynchronize(nullptr), hipErrorIllegalAddress);
  EXPECT_EQ(hipStreamQuery(nullptr), hipErrorIllegalAddress);
  void* p = nullptr;
  EXPECT_EQ(hipMalloc(&p, 16), hipErrorIllegalAddress);
  int value = 0;
  int local = 0;
  EXPECT_EQ(hipMemcpy(&local, &value, 4, hipMemcpyHostToHost), hipErrorIllegalAddress);
  int* data = &value;
  int n = 1;
  void* args[] = {&data, &n};
  EXPECT_EQ(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(1), args, 0, nullptr),
            hipErrorIllegalAddress);
  EXPECT_EQ(value, 0);

  HIP_ASSERT_OK(hipDeviceReset());
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  HIP_ASSERT_OK(hipMalloc(&p, 16));
  HIP_ASSERT_OK(hipFree(p));
}
