#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "test_kernels.h"

using namespace test_kernels;

namespace {
hipError_t launchSleep(hipStream_t stream, int ms) {
  void* args[] = {&ms};
  return hipLaunchKernel(kSleep, dim3(1), dim3(1), args, 0, stream);
}
class Events : public ::testing::Test {
 protected:
  void SetUp() override { registerTestKernels(); }
  void TearDown() override { (void)hipGetLastError(); }
};
}  // namespace

TEST_F(Events, ElapsedTimeMeasuresStreamWork) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  hipEvent_t start, stop;
  HIP_ASSERT_OK(hipEventCreate(&start));
  HIP_ASSERT_OK(hipEventCreateWithFlags(&stop, hipEventBlockingSync));
  HIP_ASSERT_OK(hipEventRecord(start, s));
  HIP_ASSERT_OK(launchSleep(s, 60));
  HIP_ASSERT_OK(hipEventRecord(stop, s));
  EXPECT_EQ(hipEventQuery(stop), hipErrorNotReady);
  float ms = -1;
  EXPECT_EQ(hipEventElapsedTime(&ms, start, stop), hipErrorNotReady);
  HIP_ASSERT_OK(hipEventSynchronize(stop));
  HIP_EXPECT_OK(hipEventQuery(stop));
  HIP_ASSERT_OK(hipEventElapsedTime(&ms, start, stop));
  EXPECT_GE(ms, 55.0f);  // the sleep is a lower bound; no upper bound on a busy machine
  float reverse = 0;
  HIP_ASSERT_OK(hipEventElapsedTime(&reverse, stop, start));
  EXPECT_LE(reverse, -55.0f);
  HIP_ASSERT_OK(hipEventDestroy(start));
  HIP_ASSERT_OK(hipEventDestroy(stop));
  HIP_ASSERT_OK(hipStreamDestroy(s));
}

TEST_F(Events, RecordOnNullStreamAndRerecord) {
  hipEvent_t e;
  HIP_ASSERT_OK(hipEventCreate(&e));
  HIP_EXPECT_OK(hipEventQuery(e));        // never recorded: complete
  HIP_EXPECT_OK(hipEventSynchronize(e));  // and nothing to wait for
  HIP_ASSERT_OK(launchSleep(nullptr, 50));
  HIP_ASSERT_OK(hipEventRecord(e, nullptr));
  EXPECT_EQ(hipEventQuery(e), hipErrorNotReady);
  HIP_ASSERT_OK(hipEventSynchronize(e));
  HIP_EXPECT_OK(hipEventQuery(e));
  HIP_ASSERT_OK(hipEventRecord(e));  // default stream argument
  HIP_ASSERT_OK(hipEventSynchronize(e));
  HIP_ASSERT_OK(hipEventDestroy(e));
}

TEST_F(Events, InvalidArguments) {
  EXPECT_EQ(hipEventCreate(nullptr), hipErrorInvalidValue);
  hipEvent_t e;
  EXPECT_EQ(hipEventCreateWithFlags(&e, 0x100), hipErrorInvalidValue);
  EXPECT_EQ(hipEventCreateWithFlags(&e, hipEventInterprocess), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipEventCreateWithFlags(&e, hipEventInterprocess | hipEventDisableTiming));
  HIP_ASSERT_OK(hipEventDestroy(e));

  hipEvent_t timed, untimed, unrecorded;
  HIP_ASSERT_OK(hipEventCreate(&timed));
  HIP_ASSERT_OK(hipEventCreate(&unrecorded));
  HIP_ASSERT_OK(hipEventCreateWithFlags(&untimed, hipEventDisableTiming));
  HIP_ASSERT_OK(hipEventRecord(timed, nullptr));
  HIP_ASSERT_OK(hipEventRecord(untimed, nullptr));
  HIP_ASSERT_OK(hipEventSynchronize(timed));
  HIP_ASSERT_OK(hipEventSynchronize(untimed));
  float ms = 0;
  EXPECT_EQ(hipEventElapsedTime(nullptr, timed, timed), hipErrorInvalidValue);
  EXPECT_EQ(hipEventElapsedTime(&ms, timed, untimed), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventElapsedTime(&ms, timed, unrecorded), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventElapsedTime(&ms, nullptr, timed), hipErrorInvalidHandle);
  HIP_ASSERT_OK(hipEventElapsedTime(&ms, timed, timed));
  EXPECT_EQ(ms, 0.0f);

  hipStream_t dead;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  EXPECT_EQ(hipEventRecord(timed, dead), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventRecord(nullptr, nullptr), hipErrorInvalidHandle);

  HIP_ASSERT_OK(hipEventDestroy(timed));
  HIP_ASSERT_OK(hipEventDestroy(untimed));
  HIP_ASSERT_OK(hipEventDestroy(unrecorded));
  EXPECT_EQ(hipEventDestroy(timed), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventQuery(timed), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventSynchronize(timed), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventRecord(timed, nullptr), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventDestroy(nullptr), hipErrorInvalidHandle);
}
