// A 5-point Jacobi update through a 16x16 shared tile with a one-cell halo,
// the update and the squared change only for interior points, and a
// block-uniform loop after it (the rolled warp reduction's shape), so the
// stencil's work-item loop ends where that loop starts.
#define N 2048
#define AT(i, j) ((j) * N + (i))

extern "C" __global__ void tile_stencil(float* __restrict__ f, const float* __restrict__ f_old, float* __restrict__ change) {
  __shared__ float tile[18][18];
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int j = threadIdx.y + blockIdx.y * blockDim.y;
  tile[threadIdx.y + 1][threadIdx.x + 1] = f_old[AT(i, j)];
  if (threadIdx.x == 0 && i >= 1) tile[threadIdx.y + 1][0] = f_old[AT(i - 1, j)];
  if (threadIdx.x == 15 && i <= N - 2) tile[threadIdx.y + 1][17] = f_old[AT(i + 1, j)];
  if (threadIdx.y == 0 && j >= 1) tile[0][threadIdx.x + 1] = f_old[AT(i, j - 1)];
  if (threadIdx.y == 15 && j <= N - 2) tile[17][threadIdx.x + 1] = f_old[AT(i, j + 1)];
  __syncthreads();
  float err = 0.0f;
  if (j >= 1 && j <= N - 2 && i >= 1 && i <= N - 2) {
    float next = 0.25f * (tile[threadIdx.y + 1][threadIdx.x + 2] + tile[threadIdx.y + 1][threadIdx.x] +
                          tile[threadIdx.y + 2][threadIdx.x + 1] + tile[threadIdx.y][threadIdx.x + 1]);
    f[AT(i, j)] = next;
    float d = next - tile[threadIdx.y + 1][threadIdx.x + 1];
    err = d * d;
  }
  change[AT(i, j)] = err;
}
