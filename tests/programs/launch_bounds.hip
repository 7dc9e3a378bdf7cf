// __launch_bounds__ on kernels (one and two arguments, on a template
// kernel); launches at and below the bound run correctly, and
// hipFuncGetAttributes reports the bound as maxThreadsPerBlock.
#include "program_check.h"

#include <vector>

__global__ void __launch_bounds__(256) bounded_256(int* out) {
  __shared__ int tile[256];
  tile[threadIdx.x] = blockIdx.x * 1000 + threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void __launch_bounds__(1024, 1) bounded_1024(int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = -static_cast<int>(threadIdx.x);
}

template <int Threads>
__global__ void __launch_bounds__(Threads) bounded_template(int* out) {
  out[blockIdx.x * Threads + threadIdx.x] = Threads + threadIdx.x;
}

int main() {
  Checker check;
  int* d_out;
  const int max_n = 4 * 1024;
  std::vector<int> out(max_n);
  HIP_CHECK(hipMalloc(&d_out, max_n * sizeof(int)));

  for (int threads : {256, 100}) {
    bounded_256<<<4, threads>>>(d_out);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, 4 * threads * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < 4; ++b)
      for (int t = 0; t < threads; ++t)
        check.expect_eq("bounded_256", threads * 10 + b * threads + t, out[b * threads + t], b * 1000 + threads - 1 - t);
  }

  bounded_1024<<<4, 1024>>>(d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, max_n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < max_n; ++i) check.expect_eq("bounded_1024", i, out[i], -(i % 1024));

  bounded_template<64><<<3, 64>>>(d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, 3 * 64 * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < 3 * 64; ++i) check.expect_eq("bounded_template", i, out[i], 64 + i % 64);

  hipFuncAttributes attributes;
  HIP_CHECK(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(&bounded_256)));
  check.expect_eq("maxThreadsPerBlock(bounded_256)", 0, attributes.maxThreadsPerBlock, 256);
  check.expect_eq("sharedSizeBytes(bounded_256)", 0, attributes.sharedSizeBytes, 256 * sizeof(int));
  HIP_CHECK(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(&bounded_template<64>)));
  check.expect_eq("maxThreadsPerBlock(bounded_template<64>)", 0, attributes.maxThreadsPerBlock, 64);

  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
