// Loops with a block-uniform trip count (they get an implicit barrier and run
// one work-item loop per iteration): n-body-like and naive matrix multiply,
// with divergent early returns and 2-D blocks.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

__global__ void nbody_like(const float4* pos, float4* acc, int n, float eps2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < n; ++j) {
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float s = q.w / (dx * dx + dy * dy + dz * dz + eps2);
    ax += dx * s;
    ay += dy * s;
    az += dz * s;
  }
  acc[i] = make_float4(ax, ay, az, float(i));
}

__global__ void naive_matmul(const int* A, const int* B, int* C, int M, int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N) return;
  int sum = 0;
  for (int k = 0; k < K; ++k) sum += A[row * K + k] * B[k * N + col];
  C[row * N + col] = sum;
}

// A uniform loop inside a uniform loop, and a second one after it whose body
// branches on the work-item (the trip count stays uniform).
__global__ void nested_and_branchy(const int* in, int* out, int outer, int inner) {
  int t = threadIdx.x;
  int total = 0;
  for (int a = 0; a < outer; ++a)
    for (int b = 0; b < inner; ++b) total += in[(a * inner + b) % 97] * (t + 1);
  for (int c = 0; c < inner; ++c) {
    if ((t + c) % 3 == 0) total -= c;
    else total ^= c;
  }
  out[blockIdx.x * blockDim.x + t] = total;
}

int main() {
  Checker check;

  {  // n-body: n not a multiple of the block, so the last block returns early.
    const int n = 1000;
    const float eps2 = 0.01f;
    std::vector<float4> pos(n), acc(n);
    for (int i = 0; i < n; ++i)
      pos[i] = make_float4(float(i % 17) * 0.25f, float(i % 13) * -0.5f, float(i % 7), 1.0f + float(i % 5));
    float4 *dpos, *dacc;
    HIP_CHECK(hipMalloc(&dpos, n * sizeof(float4)));
    HIP_CHECK(hipMalloc(&dacc, n * sizeof(float4)));
    HIP_CHECK(hipMemcpy(dpos, pos.data(), n * sizeof(float4), hipMemcpyHostToDevice));
    for (int block : {128, 96, 1}) {
      HIP_CHECK(hipMemset(dacc, 0, n * sizeof(float4)));
      hipLaunchKernelGGL(nbody_like, dim3((n + block - 1) / block), dim3(block), 0, 0, dpos, dacc, n, eps2);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(acc.data(), dacc, n * sizeof(float4), hipMemcpyDeviceToHost));
      for (int i = 0; i < n; i += 7) {
        double ax = 0, ay = 0, az = 0;
        for (int j = 0; j < n; ++j) {
          double dx = pos[j].x - pos[i].x, dy = pos[j].y - pos[i].y, dz = pos[j].z - pos[i].z;
          double s = pos[j].w / (dx * dx + dy * dy + dz * dz + eps2);
          ax += dx * s;
          ay += dy * s;
          az += dz * s;
        }
        check.expect_near("nbody.x", i, acc[i].x, ax, 1e-3);
        check.expect_near("nbody.y", i, acc[i].y, ay, 1e-3);
        check.expect_near("nbody.z", i, acc[i].z, az, 1e-3);
        check.expect_eq("nbody.w", i, int(acc[i].w), i);
      }
    }
    HIP_CHECK(hipFree(dpos));
    HIP_CHECK(hipFree(dacc));
  }

  {  // naive matmul, 2-D blocks that overhang the matrix on both sides.
    const int M = 37, N = 53, K = 129;
    std::vector<int> A(M * K), B(K * N), C(M * N);
    for (int i = 0; i < M * K; ++i) A[i] = (i * 7) % 11 - 5;
    for (int i = 0; i < K * N; ++i) B[i] = (i * 5) % 13 - 6;
    int *dA, *dB, *dC;
    HIP_CHECK(hipMalloc(&dA, A.size() * sizeof(int)));
    HIP_CHECK(hipMalloc(&dB, B.size() * sizeof(int)));
    HIP_CHECK(hipMalloc(&dC, C.size() * sizeof(int)));
    HIP_CHECK(hipMemcpy(dA, A.data(), A.size() * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemcpy(dB, B.data(), B.size() * sizeof(int), hipMemcpyHostToDevice));
    for (dim3 block : {dim3(16, 16), dim3(32, 4), dim3(5, 3)}) {
      HIP_CHECK(hipMemset(dC, 0, C.size() * sizeof(int)));
      dim3 grid((N + block.x - 1) / block.x, (M + block.y - 1) / block.y);
      hipLaunchKernelGGL(naive_matmul, grid, block, 0, 0, dA, dB, dC, M, N, K);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(C.data(), dC, C.size() * sizeof(int), hipMemcpyDeviceToHost));
      for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
          int want = 0;
          for (int k = 0; k < K; ++k) want += A[r * K + k] * B[k * N + c];
          check.expect_eq("matmul", r * N + c, C[r * N + c], want);
        }
    }
    HIP_CHECK(hipFree(dA));
    HIP_CHECK(hipFree(dB));
    HIP_CHECK(hipFree(dC));
  }

  {  // nested uniform loops and a branchy body
    const int blocks = 3, threads = 80, outer = 5, inner = 70;
    std::vector<int> in(97), out(blocks * threads);
    for (int i = 0; i < 97; ++i) in[i] = i * 3 - 100;
    int *din, *dout;
    HIP_CHECK(hipMalloc(&din, in.size() * sizeof(int)));
    HIP_CHECK(hipMalloc(&dout, out.size() * sizeof(int)));
    HIP_CHECK(hipMemcpy(din, in.data(), in.size() * sizeof(int), hipMemcpyHostToDevice));
    hipLaunchKernelGGL(nested_and_branchy, dim3(blocks), dim3(threads), 0, 0, din, dout, outer, inner);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), dout, out.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (int g = 0; g < blocks * threads; ++g) {
      int t = g % threads, total = 0;
      for (int a = 0; a < outer; ++a)
        for (int b = 0; b < inner; ++b) total += in[(a * inner + b) % 97] * (t + 1);
      for (int c = 0; c < inner; ++c) {
        if ((t + c) % 3 == 0) total -= c;
        else total ^= c;
      }
      check.expect_eq("nested", g, out[g], total);
    }
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
  }
  return check.finish();
}
