// A time-step loop in the style of binomial option pricing: each work-item
// keeps a few nodes of a lattice in registers, passes its first one to its
// left neighbour through __shared__ memory between two barriers, and updates
// its nodes only while the step count is above its own start (a work-item
// dependent branch whose sides rejoin before the next barrier).
#define ITEMS 4
__global__ void time_steps(const float* in, float* out, float up, float down, int steps) {
  __shared__ float exchange[257];
  const int t = threadIdx.x;
  float v[ITEMS + 1];
#pragma unroll
  for (int j = 0; j < ITEMS; ++j) v[j] = in[(blockIdx.x * blockDim.x + t) * ITEMS + j];
  if (t == 0) exchange[blockDim.x] = 0.0f;
  const int first = t * ITEMS - 1 > 0 ? t * ITEMS - 1 : 0;
  for (int i = steps; i > 0; --i) {
    exchange[t] = v[0];
    __syncthreads();
    v[ITEMS] = exchange[t + 1];
    __syncthreads();
    if (i > first) {
#pragma unroll
      for (int j = 0; j < ITEMS; ++j) v[j] = up * v[j + 1] + down * v[j];
    }
  }
  if (t == 0) out[blockIdx.x] = v[0];
}
