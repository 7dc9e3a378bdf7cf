// hipProfilerStart/Stop open and close the runtime's trace window. Runs with
// OPENHIP_LOG_LEVEL=3 (launch trace on stderr), once as is and once with
// OPENHIP_PROFILE_FROM_START=0 (tests/unit/devices.cmake).
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstdlib>
#include <string>

#include "test_kernels.h"

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"  // hipProfiler* are deprecated in HIP

namespace {

// The stderr output of one launch of the no-op kernel.
std::string traceOfOneLaunch() {
  testing::internal::CaptureStderr();
  EXPECT_EQ(hipLaunchKernel(test_kernels::kBounded, dim3(1), dim3(1), nullptr, 0, nullptr),
            hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  return testing::internal::GetCapturedStderr();
}

bool fromStart() {
  const char* value = std::getenv("OPENHIP_PROFILE_FROM_START");
  return !value || std::string(value) != "0";
}

}  // namespace

TEST(Profiler, WindowGatesTheLaunchTrace) {
  test_kernels::registerTestKernels();
  const std::string first = traceOfOneLaunch();
  EXPECT_EQ(first.find("launch _Z7boundedv") != std::string::npos, fromStart()) << first;

  HIP_ASSERT_OK(hipProfilerStart());
  EXPECT_NE(traceOfOneLaunch().find("launch _Z7boundedv"), std::string::npos);

  HIP_ASSERT_OK(hipProfilerStop());
  const std::string stopped = traceOfOneLaunch();
  EXPECT_EQ(stopped.find("launch"), std::string::npos) << stopped;

  // Errors are not part of the trace: they still print.
  testing::internal::CaptureStderr();
  EXPECT_EQ(hipSetDevice(1000), hipErrorInvalidDevice);
  const std::string errors = testing::internal::GetCapturedStderr();
  EXPECT_NE(errors.find("hipErrorInvalidDevice"), std::string::npos) << errors;
  (void)hipGetLastError();

  HIP_ASSERT_OK(hipProfilerStart());
  HIP_ASSERT_OK(hipProfilerStart());  // starting twice is harmless
  EXPECT_NE(traceOfOneLaunch().find("launch _Z7boundedv"), std::string::npos);
  HIP_ASSERT_OK(hipProfilerStop());
}
