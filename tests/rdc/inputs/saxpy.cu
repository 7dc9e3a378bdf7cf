// A CUDA unit (warp size 32) for the mixed-warp-size error.
__device__ float scaled(float x) { return 2.0f * x; }
