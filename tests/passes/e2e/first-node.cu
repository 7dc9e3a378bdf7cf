// A binomial lattice's time steps: work-item t updates its node while the
// step is above its first node, max(0, t * 16 - 1), whose comparison
// 16 * t > 0 holds from work-item 1 on.
extern "C" __global__ void first_node(float* __restrict__ values, int steps) {
  __shared__ float edge[1025];
  int t = threadIdx.x;
  int last = t * 16 - 1;
  int first = last > 0 ? last : 0;
  float v = values[blockIdx.x * blockDim.x + t];
  for (int i = steps; i > 0; --i) {
    edge[t] = v;
    __syncthreads();
    float right = edge[t + 1];
    __syncthreads();
    if (i > first) v = 0.5f * (v + right);
  }
  values[blockIdx.x * blockDim.x + t] = v;
}
