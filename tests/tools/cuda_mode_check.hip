// Compiled (not run) by clang++-16 in CUDA mode, host and device side, the
// way hipcc does: the public headers must parse there, dim3 must be usable
// in device code, and kernel launches must find the launch ABI.
#include <hip/hip_complex.h>
#include <hip/hip_ext.h>
#include <hip/hip_bfloat16.h>
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

__global__ void scale(float* data, float factor, int n) {
  (void)data;
  (void)factor;
  (void)n;
}

__host__ __device__ inline dim3 square(unsigned side) { return dim3(side, side); }

// Vector types in device code: __shared__ arrays need a trivial constructor.
__global__ void shift(float4* data) {
  __shared__ float4 tile[64];
  tile[0] = make_float4(1, 2, 3, 4) * 2.0f + float4(1.0f);
  data[0] = tile[0];
}

__global__ void axpyHalf(__half* y, const __half* x, __half a) {
  __shared__ __half2 pairs[32];
  pairs[0] = __halves2half2(x[0], x[1]);
  y[threadIdx.x] = __hfma(a, x[threadIdx.x], y[threadIdx.x]) + hsqrt(a);
  y[0] = __low2half(pairs[0] * __float2half2_rn(2.0f));
}

__global__ void scaleBf16(hip_bfloat16* v, float factor) {
  v[threadIdx.x] = hip_bfloat16(float(v[threadIdx.x]) * factor) + v[0];
}

__global__ void rotate(hipFloatComplex* z) { z[0] = z[0] * make_hipFloatComplex(0, 1); }

int launchAll(float* data, int n, hipStream_t stream) {
  scale<<<dim3(4), dim3(64)>>>(data, 2.0f, n);
  scale<<<square(2), 32, 0, stream>>>(data, 2.0f, n);
  hipLaunchKernelGGL(scale, dim3(1), dim3(1), 0, hipStreamPerThread, data, 3.0f, n);
  hipExtLaunchKernelGGL(scale, dim3(1), dim3(1), 0, stream, nullptr, nullptr, 0, data, 2, n);
  float factor = 1.0f;
  void* args[] = {&data, &factor, &n};
  return hipLaunchKernel(reinterpret_cast<const void*>(&scale), dim3(1), dim3(1), args, 0,
                         stream) == hipSuccess;
}
