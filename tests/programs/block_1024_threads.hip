// 1024-thread blocks (the maximum) in 1-D, 2-D and 3-D shapes, with barriers:
// a 1024-element tree reduction and a 32x32 shared-memory transpose.
#include "program_check.h"

#include <vector>

__global__ void sum_1024(const int* in, int* sums) {
  __shared__ int partial[1024];
  unsigned t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  partial[t] = in[blockIdx.x * 1024 + t];
  __syncthreads();
  for (unsigned stride = 512; stride > 0; stride >>= 1) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) sums[blockIdx.x] = partial[0];
}

__global__ void transpose_32(const int* in, int* out) {
  __shared__ int tile[32][33];
  const int* src = in + blockIdx.x * 1024;
  tile[threadIdx.y][threadIdx.x] = src[threadIdx.y * 32 + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * 1024 + threadIdx.y * 32 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  Checker check;
  const int blocks = 6, n = blocks * 1024;
  std::vector<int> in(n), out(n), sums(blocks);
  for (int i = 0; i < n; ++i) in[i] = (i * 29) % 1001 - 500;
  int *d_in, *d_out, *d_sums;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_sums, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));

  const dim3 shapes[] = {dim3(1024), dim3(32, 32), dim3(8, 16, 8), dim3(1, 1, 1024)};
  for (int s = 0; s < 4; ++s) {
    HIP_CHECK(hipMemset(d_sums, 0, blocks * sizeof(int)));
    sum_1024<<<blocks, shapes[s]>>>(d_in, d_sums);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(sums.data(), d_sums, blocks * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      int want = 0;
      for (int i = 0; i < 1024; ++i) want += in[b * 1024 + i];
      check.expect_eq("sum", s * blocks + b, sums[b], want);
    }
  }

  transpose_32<<<blocks, dim3(32, 32)>>>(d_in, d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b)
    for (int r = 0; r < 32; ++r)
      for (int c = 0; c < 32; ++c)
        check.expect_eq("transpose", b * 1024 + r * 32 + c, out[b * 1024 + r * 32 + c], in[b * 1024 + c * 32 + r]);
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_sums));
  return check.finish();
}
