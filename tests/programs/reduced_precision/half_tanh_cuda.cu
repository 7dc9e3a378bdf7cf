// CUDA's half and bfloat16 tanh (htanh, h2tanh and their _approx forms, which
// AMD's headers lack; flashinfer calls h2tanh_approx): each within one ulp of
// its type around the host's tanh of the same input, for both lanes of a pair.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>

constexpr int kCount = 256;

__global__ void tanhKernel(const float* in, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half h = __float2half(in[i]);
  __half2 hp = __halves2half2(h, __hneg(h));
  __nv_bfloat16 b = __float2bfloat16(in[i]);
  __nv_bfloat162 bp = __halves2bfloat162(b, __hneg(b));
  float* o = out + 8 * i;
  o[0] = __half2float(htanh(h));
  o[1] = __half2float(htanh_approx(h));
  o[2] = __low2float(h2tanh(hp));
  o[3] = __high2float(h2tanh_approx(hp));
  o[4] = __bfloat162float(htanh(b));
  o[5] = __bfloat162float(htanh_approx(b));
  o[6] = __low2float(h2tanh(bp));
  o[7] = __high2float(h2tanh_approx(bp));
}

int main() {
  float in[kCount], out[8 * kCount];
  for (int i = 0; i < kCount; ++i) in[i] = (i - kCount / 2) / 24.0f;  // -5.3 .. 5.3
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof(in));
  cudaMalloc(&d_out, sizeof(out));
  cudaMemcpy(d_in, in, sizeof(in), cudaMemcpyHostToDevice);
  tanhKernel<<<kCount / 64, 64>>>(d_in, d_out);
  if (cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost) != cudaSuccess) {
    std::printf("FAIL (launch)\n");
    return 1;
  }
  int errors = 0;
  for (int i = 0; i < kCount; ++i) {
    const float xh = __half2float(__float2half(in[i]));
    const float xb = __bfloat162float(__float2bfloat16(in[i]));
    const float wants[8] = {std::tanh(xh), std::tanh(xh), std::tanh(xh),  -std::tanh(xh),
                            std::tanh(xb), std::tanh(xb), std::tanh(xb),  -std::tanh(xb)};
    for (int k = 0; k < 8; ++k) {
      const float ulp = (k < 4 ? 0x1p-10f : 0x1p-7f) * std::fmax(std::fabs(wants[k]), 0x1p-14f);
      if (std::fabs(out[8 * i + k] - wants[k]) > ulp) {
        if (++errors <= 5) std::printf("x=%g form %d: got %g, want %g\n", in[i], k, out[8 * i + k], wants[k]);
      }
    }
  }
  cudaFree(d_in);
  cudaFree(d_out);
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
