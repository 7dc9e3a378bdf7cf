// Recursive device functions that read threadIdx, blockIdx, blockDim and
// gridDim, directly, through a helper inlined into them, and through assert()
// (whose message names the failing work-item). They cannot be inlined into
// the kernel, so hipcc passes them the calling work-item's ids
// (docs/cpu-lowering.md, "Recursion"). A failing assert at the bottom of a
// recursion reports the right block and thread (checked on stderr by
// expect_output.sh) and fails the launch as any device assert does.
#include <hip/hip_runtime.h>

#include <cassert>

#include "../program_check.h"

__device__ int flatId() {  // not recursive: inlined into its callers
  const int block = blockIdx.y * gridDim.x + blockIdx.x;
  return block * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x;
}

// depth steps down, then the work-item's own id at the bottom.
__device__ int climb(int depth) {
  assert(depth >= 0);
  if (depth == 0) return flatId();
  return climb(depth - 1) + 1;
}

// Mutual recursion: each level adds threadIdx.y or blockIdx.x by parity.
__device__ int odd(int n);
__device__ int even(int n) { return n == 0 ? 0 : int(threadIdx.y) + odd(n - 1); }
__device__ int odd(int n) { return n == 0 ? 0 : int(blockIdx.x) + even(n - 1); }

__global__ void recurse(int* out, int* parity, int depth) {
  const int i = flatId();
  out[i] = climb(depth + threadIdx.x % 3);
  parity[i] = even(depth + threadIdx.y);
}

// The assert fails at the bottom of the recursion for one work-item.
__device__ int descend(int n, const int* bad) {
  if (n == 0) {
    assert(bad[flatId()] == 0);
    return 0;
  }
  return descend(n - 1, bad) + 1;
}

__global__ void checkBottom(const int* bad, int* out) { out[flatId()] = descend(5, bad); }

int main() {
  Checker check;
  const dim3 grid(3, 2), block(8, 4);
  const int n = 3 * 2 * 8 * 4, depth = 4;
  int *out = nullptr, *parity = nullptr, *bad = nullptr;
  HIP_CHECK(hipMallocManaged(&out, n * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&parity, n * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&bad, n * sizeof(int)));

  recurse<<<grid, block>>>(out, parity, depth);
  HIP_CHECK_LAUNCH();
  for (unsigned by = 0; by < grid.y; ++by)
    for (unsigned bx = 0; bx < grid.x; ++bx)
      for (unsigned ty = 0; ty < block.y; ++ty)
        for (unsigned tx = 0; tx < block.x; ++tx) {
          const int i = int(((by * grid.x + bx) * block.y + ty) * block.x + tx);
          const int levels = depth + int(tx % 3);
          check.expect_eq("climb", i, out[i], i + levels);
          const int calls = depth + int(ty);  // even, odd, even, ... calls that add
          const int wantParity = (calls + 1) / 2 * int(ty) + calls / 2 * int(bx);
          check.expect_eq("even/odd", i, parity[i], wantParity);
        }

  for (int i = 0; i < n; ++i) bad[i] = 0;
  checkBottom<<<grid, block>>>(bad, out);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < n; ++i) check.expect_eq("descend", i, out[i], 5);

  // Block (2,1), thread (3,2) fails.
  bad[((1 * 3 + 2) * 4 + 2) * 8 + 3] = 1;
  checkBottom<<<grid, block>>>(bad, out);
  check.expect_eq("hipDeviceSynchronize after the assert", 0, hipDeviceSynchronize(), hipErrorLaunchFailure);
  HIP_CHECK(hipDeviceReset());
  return check.finish();
}
