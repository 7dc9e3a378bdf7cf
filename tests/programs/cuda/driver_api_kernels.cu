// Kernels of driver_api.cpp, compiled into a code object with `hipcc --genco`
// (nvcc --cubin/--fatbin in CUDA) and looked up by their extern "C" names.
extern "C" __global__ void axpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__device__ int launches;

extern "C" __global__ void countLaunch() {
  if (threadIdx.x == 0 && blockIdx.x == 0) atomicAdd(&launches, 1);
}

extern "C" __global__ void warpWidth(int* out) { out[threadIdx.x] = warpSize; }
