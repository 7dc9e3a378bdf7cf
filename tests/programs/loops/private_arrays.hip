// Private arrays indexed by small constant-trip loops (unrolled before the
// work-item loops so that the arrays become registers, docs/cpu-lowering.md):
// a pnpoly-style tile of T points per work-item tested against every edge of
// a uniform loop, guarded loads and stores per tile slot, a 2-D array filled
// and read by nested loops, and a private array live across __syncthreads()
// (tile values exchanged through shared memory). Integer arithmetic only, so
// the host reference is exact.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kBlock = 64;

// Work-item t of block b owns points b*kBlock*T + t + kBlock*k, k < T.
template <int T>
__global__ void crossings(int* counts, const int* points, const int* edges, int n, int nedges) {
  const int i = blockIdx.x * kBlock * T + threadIdx.x;
  if (i < n) {
    int c[T];
    int p[T];
#pragma unroll
    for (int k = 0; k < T; k++) {
      c[k] = 0;
      if (i + kBlock * k < n) p[k] = points[i + kBlock * k];
    }
    for (int e = 0; e < nedges; e++) {
      const int lo = edges[2 * e], hi = edges[2 * e + 1];
      for (int k = 0; k < T; k++)
        if (p[k] >= lo && p[k] < hi) c[k] += e + 1;
    }
    for (int k = 0; k < T; k++)
      if (i + kBlock * k < n) counts[i + kBlock * k] = c[k];
  }
}

// m[r][s] = in[...] * (r + 1) + s, then a weighted sum over both indices.
__global__ void matrix_sums(int* out, const int* in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int m[4][3];
  for (int r = 0; r < 4; r++)
    for (int s = 0; s < 3; s++) m[r][s] = in[(i + r + s) % n] * (r + 1) + s;
  int sum = 0;
  for (int r = 0; r < 4; r++)
    for (int s = 0; s < 3; s++) sum += m[r][s] * (s + 2);
  out[i] = sum;
}

// Each work-item keeps 4 values across two barriers; in between they are
// published in shared memory and the neighbour's are added.
__global__ void across_barriers(int* out, const int* in) {
  __shared__ int slots[4][kBlock];
  const int t = threadIdx.x, base = blockIdx.x * kBlock * 4;
  int v[4];
  for (int k = 0; k < 4; k++) v[k] = in[base + t * 4 + k];
  for (int k = 0; k < 4; k++) slots[k][t] = v[k];
  __syncthreads();
  for (int k = 0; k < 4; k++) v[k] += slots[k][(t + 1) % kBlock];
  __syncthreads();
  for (int k = 0; k < 4; k++) slots[k][t] = v[k] * 2;
  __syncthreads();
  for (int k = 0; k < 4; k++) out[base + t * 4 + k] = v[k] + slots[3 - k][t];
}

template <int T>
void check_crossings(Checker& check, int n) {
  const int nedges = 37;
  std::vector<int> points(n), edges(2 * nedges), counts(n, -1);
  for (int i = 0; i < n; ++i) points[i] = (i * 7919) % 1000;
  for (int e = 0; e < nedges; ++e) {
    edges[2 * e] = (e * 131) % 900;
    edges[2 * e + 1] = edges[2 * e] + 50 + e;
  }
  int *dcounts, *dpoints, *dedges;
  HIP_CHECK(hipMalloc(&dcounts, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dpoints, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dedges, edges.size() * sizeof(int)));
  HIP_CHECK(hipMemcpy(dpoints, points.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dedges, edges.data(), edges.size() * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dcounts, 0xff, n * sizeof(int)));
  const int blocks = (n + kBlock * T - 1) / (kBlock * T);
  hipLaunchKernelGGL(crossings<T>, dim3(blocks), dim3(kBlock), 0, 0, dcounts, dpoints, dedges, n, nedges);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(counts.data(), dcounts, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int want = 0;
    for (int e = 0; e < nedges; ++e)
      if (points[i] >= edges[2 * e] && points[i] < edges[2 * e + 1]) want += e + 1;
    check.expect_eq("crossings", T * 1000000 + i, counts[i], want);
  }
  HIP_CHECK(hipFree(dcounts));
  HIP_CHECK(hipFree(dpoints));
  HIP_CHECK(hipFree(dedges));
}

int main() {
  Checker check;
  for (int n : {1, 100, 4096, 5003}) {
    check_crossings<1>(check, n);
    check_crossings<2>(check, n);
    check_crossings<8>(check, n);
    check_crossings<64>(check, n);
  }

  const int n = 1000;
  std::vector<int> in(n * 4), out(n * 4);
  for (int i = 0; i < n * 4; ++i) in[i] = (i * 37) % 101 - 50;
  int *din, *dout;
  HIP_CHECK(hipMalloc(&din, n * 4 * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, n * 4 * sizeof(int)));
  HIP_CHECK(hipMemcpy(din, in.data(), n * 4 * sizeof(int), hipMemcpyHostToDevice));

  hipLaunchKernelGGL(matrix_sums, dim3((n + 127) / 128), dim3(128), 0, 0, dout, din, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), dout, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int sum = 0;
    for (int r = 0; r < 4; r++)
      for (int s = 0; s < 3; s++) sum += (in[(i + r + s) % n] * (r + 1) + s) * (s + 2);
    check.expect_eq("matrix", i, out[i], sum);
  }

  const int blocks = n * 4 / (kBlock * 4);
  hipLaunchKernelGGL(across_barriers, dim3(blocks), dim3(kBlock), 0, 0, dout, din);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), dout, n * 4 * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < kBlock; ++t) {
      const int base = b * kBlock * 4;
      int v[4];
      for (int k = 0; k < 4; k++) v[k] = in[base + t * 4 + k] + in[base + ((t + 1) % kBlock) * 4 + k];
      for (int k = 0; k < 4; k++) check.expect_eq("barriers", base + t * 4 + k, out[base + t * 4 + k], v[k] + v[3 - k] * 2);
    }
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  return check.finish();
}
