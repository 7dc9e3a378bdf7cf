// Work-items whose input is negative leave early; the others meet at a
// barrier and read a neighbour's staged value.
__global__ void early_exit(const float* in, float* out) {
  __shared__ float staged[256];
  const int t = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + t;
  const float v = in[i];
  if (v < 0.0f) return;
  staged[t] = 2.0f * v;
  __syncthreads();
  out[i] = staged[t ^ 1];
}
