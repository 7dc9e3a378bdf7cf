// Memory faults in kernels end the kernel, not the process (docs/faults.md):
// a null pointer, a wild index, a write just past a 4 KiB allocation, a
// freed pointer, recursion deeper than the stack and extern __shared__
// memory without dynamic bytes each leave
// hipErrorIllegalAddress, sticky until hipDeviceReset, and the process goes on
// to the next. The report on stderr is checked by expect_output.sh.
#include <hip/hip_runtime.h>

#include "../program_check.h"

__global__ void writeEach(int* p, long long offset) { p[offset + threadIdx.x] = 1; }

__device__ int descend(volatile int* trail, int depth, int limit) {
  volatile int frame[256];
  frame[depth & 255] = depth;
  if (depth == limit) return 0;
  return descend(trail, depth + 1, limit) + frame[(depth * 3) & 255] + trail[0];
}

__global__ void useDynamicShared(int* out) {
  extern __shared__ int scratch[];
  scratch[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = scratch[63 - threadIdx.x];
}

__global__ void recurse(int* out, int limit) { out[0] = descend(out, 0, limit); }

/// One fault: the launch succeeds, the synchronization reports the fault,
/// later calls keep reporting it until hipDeviceReset, which heals the device.
void expectFault(Checker& check, const char* what, int step) {
  check.expect_eq(what, step, hipDeviceSynchronize(), hipErrorIllegalAddress);
  check.expect_eq("hipGetLastError (sticky)", step, hipGetLastError(), hipErrorIllegalAddress);
  void* p = nullptr;
  check.expect_eq("hipMalloc after the fault", step, hipMalloc(&p, 16), hipErrorIllegalAddress);
  HIP_CHECK(hipDeviceReset());
  HIP_CHECK(hipMalloc(&p, 16));
  HIP_CHECK(hipFree(p));
}

int main() {
  Checker check;
  writeEach<<<1, 64>>>(nullptr, 0);
  expectFault(check, "null pointer", 0);

  writeEach<<<2, 64>>>(nullptr, 1LL << 40);  // 4 TiB: unmapped
  expectFault(check, "wild address", 1);

  int* small = nullptr;
  HIP_CHECK(hipMalloc(&small, 1024 * sizeof(int)));
  writeEach<<<2, 64>>>(small, 1LL << 40);  // beyond the 47-bit address space
  expectFault(check, "wild index", 1);

  HIP_CHECK(hipMalloc(&small, 1024 * sizeof(int)));  // 4 KiB
  writeEach<<<1, 64>>>(small, 1024);
  expectFault(check, "just past a 4 KiB allocation", 2);

  int* freed = nullptr;
  HIP_CHECK(hipMalloc(&freed, 1 << 20));
  HIP_CHECK(hipFree(freed));
  writeEach<<<1, 64>>>(freed, 0);
  expectFault(check, "freed pointer", 3);

  int* out = nullptr;
  HIP_CHECK(hipMallocManaged(&out, sizeof(int)));
  out[0] = 0;
  recurse<<<1, 1>>>(out, 1 << 30);
  expectFault(check, "stack overflow", 4);

  HIP_CHECK(hipMallocManaged(&out, 64 * sizeof(int)));
  useDynamicShared<<<1, 64, 0>>>(out);  // no dynamic shared bytes
  expectFault(check, "extern __shared__ without bytes", 5);

  // The device works after the last reset.
  HIP_CHECK(hipMallocManaged(&out, 64 * sizeof(int)));
  writeEach<<<1, 64>>>(out, 0);
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < 64; ++i) check.expect_eq("write after reset", i, out[i], 1);
  return check.finish();
}
