// __device__ function calls: a __noinline__ function, a chain of calls, a
// __host__ __device__ function used by both the kernel and the host check,
// a function taking references and returning a struct, and __restrict__
// pointers.
#include "program_check.h"

#include <vector>

struct MinMax {
  int lo, hi;
};

__host__ __device__ int collatz_steps(int v) {
  int steps = 0;
  while (v > 1 && steps < 500) {
    v = (v % 2) ? 3 * v + 1 : v / 2;
    ++steps;
  }
  return steps;
}

__device__ __noinline__ int not_inlined(int a, int b) { return a * 3 - b; }

__device__ void widen(MinMax& range, int v) {
  if (v < range.lo) range.lo = v;
  if (v > range.hi) range.hi = v;
}

__device__ MinMax range_of(const int* __restrict__ p, int count) {
  MinMax r{p[0], p[0]};
  for (int k = 1; k < count; ++k) widen(r, p[k]);
  return r;
}

__device__ int level3(int x) { return not_inlined(x, 1) + collatz_steps(x); }
__device__ int level2(int x) { return level3(x + 1) * 2; }
__device__ int level1(int x) { return level2(x) - x; }

__global__ void calls(const int* __restrict__ in, int* __restrict__ out, MinMax* __restrict__ ranges, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = level1(in[i]);
  int count = i + 4 <= n ? 4 : n - i;
  ranges[i] = range_of(in + i, count);
}

int main() {
  Checker check;
  const int n = 777;
  std::vector<int> in(n), out(n);
  std::vector<MinMax> ranges(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 7) % 301 + 1;
  int *d_in, *d_out;
  MinMax* d_ranges;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_ranges, n * sizeof(MinMax)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  calls<<<(n + 63) / 64, 64>>>(d_in, d_out, d_ranges, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(ranges.data(), d_ranges, n * sizeof(MinMax), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int x = in[i] + 1;
    check.expect_eq("calls", i, out[i], ((x * 3 - 1) + collatz_steps(x)) * 2 - in[i]);
    int lo = in[i], hi = in[i];
    for (int k = i; k < i + 4 && k < n; ++k) {
      lo = in[k] < lo ? in[k] : lo;
      hi = in[k] > hi ? in[k] : hi;
    }
    check.expect_eq("range.lo", i, ranges[i].lo, lo);
    check.expect_eq("range.hi", i, ranges[i].hi, hi);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_ranges));
  return check.finish();
}
