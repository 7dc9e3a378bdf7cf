// A CUDA source linked into the same code object as module_kernels.hip
// (hipcc --genco module_kernels.hip cuda_kernels.cu): one module, two kernel
// tables, each with its own warp size.
// No include needed: hipcc compiles .cu sources with the CUDA builtins in scope.

extern "C" __global__ void cuda_warp_size(int* out) {
  if (threadIdx.x == 0) out[0] = warpSize;
}
