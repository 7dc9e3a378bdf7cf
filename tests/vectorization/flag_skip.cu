// Work-items that skip cells by their flag, as lattice-Boltzmann kernels do
// (HeCBench d3q19-bgk: `if (flag == bounce || flag == moving_wall) continue;`).
extern "C" __global__ void flag_skip(int n, const char* flags, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  char flag = flags[i];
  if (flag == 1 || flag == 3 || flag == 4) return;
  y[i] = 2.0f * x[i] + 1.0f;
}
