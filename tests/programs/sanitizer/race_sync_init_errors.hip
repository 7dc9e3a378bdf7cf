// Hazards built with hipcc -fsanitize=racecheck,synccheck,initcheck: each is
// reported with its source lines (checked by CTest, programs.sanitizer.*);
// these tools report and let the kernel finish, as compute-sanitizer does.
#include <hip/hip_runtime.h>

#include <cstdio>

#include "../program_check.h"

// racecheck: the reduction reads its neighbour's slot with no barrier.
__global__ void missingBarrier(const int* in, int* out) {
  __shared__ int s[64];
  s[threadIdx.x] = in[threadIdx.x];                                // line 13
  if (threadIdx.x < 32) s[threadIdx.x] += s[threadIdx.x + 32];     // line 14
  __syncthreads();
  if (threadIdx.x == 0) out[0] = s[0];
}

// racecheck: warp-synchronous code with no __syncwarp between its steps.
__global__ void lockstepReduce(int* out) {
  __shared__ volatile int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x < 16) {
    s[threadIdx.x] += s[threadIdx.x + 16];                         // line 25
    s[threadIdx.x] += s[threadIdx.x + 8];                          // line 26
  }
  __syncthreads();
  if (threadIdx.x == 0) out[0] = s[0];
}

// synccheck: two different __syncthreads() meet.
__global__ void divergentBarrier(int* out) {
  __shared__ int s[64];
  if (threadIdx.x < 32) {
    s[threadIdx.x] = 1;
    __syncthreads();                                               // line 37
  } else {
    s[threadIdx.x] = 2;
    __syncthreads();                                               // line 40
  }
  out[threadIdx.x] = s[63 - threadIdx.x];
}

// synccheck: the mask names lanes a 16-thread block does not have.
__global__ void wideMask(int* out) {
  out[threadIdx.x] = 1;  __syncwarp(0xffffffu);                       // line 47
}

// initcheck: reads memory nobody wrote.
__global__ void sum(const int* in, int* out, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) total += in[i];                      // line 53
  out[0] = total;
}

// Correct: no report expected.
__global__ void treeReduce(const int* in, int* out) {
  __shared__ int s[64];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  for (int stride = 32; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[0] = s[0];
}

int main() {
  int *in = nullptr, *out = nullptr, *fresh = nullptr;
  HIP_CHECK(hipMalloc(&in, 64 * sizeof(int)));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(int)));
  HIP_CHECK(hipMalloc(&fresh, 64 * sizeof(int)));
  int host[64];
  for (int i = 0; i < 64; ++i) host[i] = 1;
  HIP_CHECK(hipMemcpy(in, host, sizeof(host), hipMemcpyHostToDevice));

  bool ok = true;
  treeReduce<<<1, 64>>>(in, out);
  HIP_CHECK(hipDeviceSynchronize());
  int result = 0;
  HIP_CHECK(hipMemcpy(&result, out, sizeof(int), hipMemcpyDeviceToHost));
  ok &= result == 64;

  missingBarrier<<<1, 64>>>(in, out);
  lockstepReduce<<<1, 64>>>(out);
  divergentBarrier<<<1, 64>>>(out);
  wideMask<<<1, 16>>>(out);
  sum<<<1, 1>>>(fresh, out, 64);
  HIP_CHECK(hipMemset(fresh, 0, 64 * sizeof(int)));
  sum<<<1, 1>>>(fresh, out, 64);  // written by the memset: no report
  ok &= hipDeviceSynchronize() == hipSuccess;

  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
