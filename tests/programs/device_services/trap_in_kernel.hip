// __trap() and abort() in a kernel fail the launch with hipErrorLaunchFailure
// (sticky until hipDeviceReset) instead of killing the process; the message
// on stderr names the kernel, block and thread (checked by expect_output.sh).
#include <hip/hip_runtime.h>

#include <cstdlib>

#include "../program_check.h"

__global__ void trapAt(int bad, int use_abort, int* visited) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == bad) {
    if (use_abort)
      abort();
    else
      __trap();
  }
  visited[i] = 1;
}

int run(Checker& check, int use_abort) {
  int* visited = nullptr;
  HIP_CHECK(hipMallocManaged(&visited, 256 * sizeof(int)));
  trapAt<<<4, 64>>>(-1, use_abort, visited);  // no trap
  HIP_CHECK_LAUNCH();
  trapAt<<<4, 64>>>(use_abort ? 200 : 70, use_abort, visited);
  check.expect_eq("hipDeviceSynchronize", use_abort, hipDeviceSynchronize(), hipErrorLaunchFailure);
  check.expect_eq("hipGetLastError (sticky)", use_abort, hipGetLastError(), hipErrorLaunchFailure);
  void* p = nullptr;
  check.expect_eq("hipMalloc after the trap", use_abort, hipMalloc(&p, 16), hipErrorLaunchFailure);
  HIP_CHECK(hipDeviceReset());
  HIP_CHECK(hipMalloc(&p, 16));
  HIP_CHECK(hipFree(p));
  return 0;
}

int main() {
  Checker check;
  run(check, 0);
  run(check, 1);
  return check.finish();
}
