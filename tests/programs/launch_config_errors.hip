// Invalid launch configurations are reported, not executed: more than 1024
// threads per block, a zero grid or block dimension, and more dynamic shared
// memory than a block may have each give hipErrorInvalidConfiguration through
// hipGetLastError (which then resets to hipSuccess); the kernel never runs,
// and a valid launch afterwards works.
#include "program_check.h"

__global__ void mark(int* flag) {
  extern __shared__ int unused[];
  (void)unused;
  *flag = 1;  // every thread writes the same value
}

static void expect_rejected(Checker& check, const char* what, dim3 grid, dim3 block, size_t shared, int* d_flag) {
  HIP_CHECK(hipMemset(d_flag, 0, sizeof(int)));
  HIP_CHECK(hipDeviceSynchronize());
  mark<<<grid, block, shared>>>(d_flag);
  hipError_t launch = hipGetLastError();
  if (launch != hipErrorInvalidConfiguration)
    std::fprintf(stderr, "%s: hipGetLastError() = %s\n", what, hipGetErrorName(launch));
  check.expect_true(what, launch == hipErrorInvalidConfiguration);
  check.expect_true("hipGetLastError resets to hipSuccess", hipGetLastError() == hipSuccess);
  HIP_CHECK(hipDeviceSynchronize());
  int flag = -1;
  HIP_CHECK(hipMemcpy(&flag, d_flag, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("rejected kernel did not run", 0, flag, 0);
}

int main() {
  Checker check;
  int* d_flag;
  HIP_CHECK(hipMalloc(&d_flag, sizeof(int)));
  expect_rejected(check, "1025 threads", dim3(1), dim3(1025), 0, d_flag);
  expect_rejected(check, "32x32x2 threads", dim3(1), dim3(32, 32, 2), 0, d_flag);
  expect_rejected(check, "grid x = 0", dim3(0), dim3(1), 0, d_flag);
  expect_rejected(check, "grid y = 0", dim3(4, 0, 1), dim3(32), 0, d_flag);
  expect_rejected(check, "grid z = 0", dim3(4, 1, 0), dim3(32), 0, d_flag);
  expect_rejected(check, "block y = 0", dim3(1), dim3(8, 0, 1), 0, d_flag);
  expect_rejected(check, "1 GiB of dynamic shared memory", dim3(1), dim3(32), size_t(1) << 30, d_flag);

  // The same with hipLaunchKernelGGL, then the error is gone for a valid launch.
  HIP_CHECK(hipMemset(d_flag, 0, sizeof(int)));
  hipLaunchKernelGGL(mark, dim3(1), dim3(2048), 0, 0, d_flag);
  check.expect_true("GGL 2048 threads", hipPeekAtLastError() == hipErrorInvalidConfiguration);
  check.expect_true("hipPeekAtLastError does not reset", hipGetLastError() == hipErrorInvalidConfiguration);

  mark<<<2, 1024>>>(d_flag);
  HIP_CHECK_LAUNCH();
  int flag = 0;
  HIP_CHECK(hipMemcpy(&flag, d_flag, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("valid 1024-thread launch ran", 0, flag, 1);
  HIP_CHECK(hipFree(d_flag));
  return check.finish();
}
