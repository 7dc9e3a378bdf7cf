// HIP_DYNAMIC_SHARED: dynamic shared memory declared with HIP's macro, its
// size chosen per launch through hipLaunchKernelGGL and <<<...>>>; the
// kernel uses as many elements as the launch provided.
#include "program_check.h"

#include <vector>

__global__ void windowed_sum(const float* in, float* out, int window) {
  HIP_DYNAMIC_SHARED(float, staged)
  int t = threadIdx.x, n = blockDim.x;
  // Each thread stages `window` consecutive values: n * window floats in all.
  for (int w = 0; w < window; ++w) staged[t * window + w] = in[(blockIdx.x * n + t) * window + w];
  __syncthreads();
  float sum = 0.0f;
  int partner = n - 1 - t;
  for (int w = 0; w < window; ++w) sum += staged[partner * window + w];
  out[blockIdx.x * n + t] = sum;
}

int main() {
  Checker check;
  const int blocks = 5, threads = 64;
  for (int window : {1, 3, 32, 200}) {
    const int n = blocks * threads;
    std::vector<float> in(n * window), out(n);
    for (int i = 0; i < n * window; ++i) in[i] = static_cast<float>(i % 13);
    float *d_in, *d_out;
    HIP_CHECK(hipMalloc(&d_in, in.size() * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_out, n * sizeof(float)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice));
    const size_t shared_bytes = threads * window * sizeof(float);
    for (int launch = 0; launch < 2; ++launch) {
      HIP_CHECK(hipMemset(d_out, 0, n * sizeof(float)));
      if (launch == 0)
        hipLaunchKernelGGL(windowed_sum, dim3(blocks), dim3(threads), shared_bytes, 0, d_in, d_out, window);
      else
        windowed_sum<<<blocks, threads, shared_bytes>>>(d_in, d_out, window);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(float), hipMemcpyDeviceToHost));
      for (int b = 0; b < blocks; ++b)
        for (int t = 0; t < threads; ++t) {
          float want = 0.0f;
          int partner = b * threads + threads - 1 - t;
          for (int w = 0; w < window; ++w) want += in[partner * window + w];
          check.expect_near("sum", window * 10000 + launch * n + b * threads + t, out[b * threads + t], want, 0.0);
        }
    }
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
  }
  return check.finish();
}
