#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <thread>

#include "test_kernels.h"

TEST(Errors, GetLastErrorResetsPeekDoesNot) {
  (void)hipGetLastError();
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(hipSetDevice(42), hipErrorInvalidDevice);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(hipPeekAtLastError(), hipSuccess);
}

TEST(Errors, SuccessfulCallsDoNotClearTheLastError) {
  (void)hipGetLastError();
  EXPECT_EQ(hipMalloc(nullptr, 16), hipErrorInvalidValue);
  int count = 0;
  HIP_EXPECT_OK(hipGetDeviceCount(&count));
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
}

TEST(Errors, LastErrorIsPerThread) {
  (void)hipGetLastError();
  EXPECT_EQ(hipSetDevice(-3), hipErrorInvalidDevice);
  hipError_t seen_by_other = hipErrorUnknown;
  std::thread([&] { seen_by_other = hipGetLastError(); }).join();
  EXPECT_EQ(seen_by_other, hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
}

TEST(Errors, LaunchErrorsAreRecorded) {
  test_kernels::registerTestKernels();
  (void)hipGetLastError();
  EXPECT_EQ(hipLaunchKernel(test_kernels::kBounded, dim3(1), dim3(0), nullptr, 0, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
}

// hipErrorNotReady "is not actually an error" (HIP's header): polling never
// changes the last error, as in CUDA and ROCm.
TEST(Errors, NotReadyIsNeverTheLastError) {
  test_kernels::registerTestKernels();
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  hipEvent_t event = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&event));
  (void)hipGetLastError();
  int milliseconds = 300;
  void* args[] = {&milliseconds};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), args, 0, stream));
  HIP_ASSERT_OK(hipEventRecord(event, stream));
  EXPECT_EQ(hipStreamQuery(stream), hipErrorNotReady);
  EXPECT_EQ(hipEventQuery(event), hipErrorNotReady);
  EXPECT_EQ(hipPeekAtLastError(), hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  HIP_EXPECT_OK(hipStreamSynchronize(stream));
  HIP_EXPECT_OK(hipEventDestroy(event));
  HIP_EXPECT_OK(hipStreamDestroy(stream));
}

TEST(Errors, NamesAndStrings) {
  EXPECT_STREQ(hipGetErrorName(hipSuccess), "hipSuccess");
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue");
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidConfiguration), "hipErrorInvalidConfiguration");
  EXPECT_GT(std::strlen(hipGetErrorString(hipErrorOutOfMemory)), 0u);
}
