// A 1-D three-point smoothing through a shared tile with a one-cell halo on
// each side, loaded by the first and the last thread, and the array's end
// points copied: two order compares on the global index (`i > 0`, `i < n - 1`)
// and two equality compares on the thread index (`t == 0`, `t == 255`).
__global__ void halo_smooth(const float* in, float* out, int n) {
  __shared__ float s[258];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 256 + t;
  if (i < n) {
    s[t + 1] = in[i];
    if (t == 0 && i > 0) s[0] = in[i - 1];
    if (t == 255 && i + 1 < n) s[257] = in[i + 1];
  }
  __syncthreads();
  if (i > 0 && i < n - 1)
    out[i] = 0.25f * s[t] + 0.5f * s[t + 1] + 0.25f * s[t + 2];
  else if (i < n)
    out[i] = s[t + 1];
}
