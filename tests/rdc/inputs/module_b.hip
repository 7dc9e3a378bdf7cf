__device__ int module_offset = 1000;
__device__ int module_helper(int x) { return x + module_offset; }
