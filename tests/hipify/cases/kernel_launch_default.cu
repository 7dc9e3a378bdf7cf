// Without --hip-kernel-execution-syntax the triple-chevron launch is kept.
#include <cuda_runtime.h>
__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }
void launch(float *p, cudaStream_t stream) {
  scale<<<1, 64>>>(p, 2.0f);
  // CHECK: scale<<<1, 64>>>(p, 2.0f);
  scale<<<dim3(2), dim3(32), 0, stream>>>(p, 3.0f);
  // CHECK: scale<<<dim3(2), dim3(32), 0, stream>>>(p, 3.0f);
}
