// Binomial-lattice option pricing in OpenCL C: the HIP kernel of lattice.hip.
#define STEPS 1024
#ifndef BLOCK
#define BLOCK 128
#endif
#define ITEMS (STEPS / BLOCK)

float payoff(float spot, float strike, float vdt, int node) {
  return fmax(spot * exp(vdt * (2.0f * node - STEPS)) - strike, 0.0f);
}

__kernel void lattice(__global const float* spot, __global const float* strike, __global float* value, float vdt,
                      float pu, float pd) {
  __local float edge[BLOCK + 1];
  const int t = get_local_id(0);
  const float s = spot[get_group_id(0)], k = strike[get_group_id(0)];
  float v[ITEMS + 1];
  for (int j = 0; j < ITEMS; ++j) v[j] = payoff(s, k, vdt, t * ITEMS + j);
  if (t == 0) edge[BLOCK] = payoff(s, k, vdt, STEPS);
  const int first = max(0, t * ITEMS - 1);
  for (int i = STEPS; i > 0; --i) {
    edge[t] = v[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    v[ITEMS] = edge[t + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i > first) {
      for (int j = 0; j < ITEMS; ++j) v[j] = pu * v[j + 1] + pd * v[j];
    }
  }
  if (t == 0) value[get_group_id(0)] = v[0];
}
