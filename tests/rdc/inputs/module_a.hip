__device__ int module_helper(int x);
extern "C" __global__ void module_kernel(int* out) { out[threadIdx.x] = module_helper(threadIdx.x); }
