// matrix_multiply: C = A * B with shared-memory tiles.
//
// A 16x16 block of threads computes a 16x16 tile of C. It walks along K in
// steps of 16: each thread loads one element of A's tile and one of B's into
// __shared__ memory, the block waits (__syncthreads) until both tiles are
// complete, then each thread accumulates 16 products from the fast tiles. A
// second barrier keeps the tiles alive until every thread is done with them.
//
//   hipcc -O2 matrix_multiply.hip -o matrix_multiply && ./matrix_multiply
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                              \
  do {                                                                               \
    hipError_t status_ = (expr);                                                     \
    if (status_ != hipSuccess) {                                                     \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,             \
                   hipGetErrorString(status_));                                      \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

constexpr int kTile = 16;

// A is m x k, B is k x n, C is m x n, all row-major. Sizes need not be
// multiples of the tile: out-of-range elements load as zero.
__global__ void matmul_tiled(const float* a, const float* b, float* c, int m, int n, int k) {
  __shared__ float tile_a[kTile][kTile];
  __shared__ float tile_b[kTile][kTile];

  int row = blockIdx.y * kTile + threadIdx.y;
  int col = blockIdx.x * kTile + threadIdx.x;
  float sum = 0.0f;

  for (int t = 0; t < k; t += kTile) {
    int a_col = t + threadIdx.x;
    int b_row = t + threadIdx.y;
    tile_a[threadIdx.y][threadIdx.x] = (row < m && a_col < k) ? a[row * k + a_col] : 0.0f;
    tile_b[threadIdx.y][threadIdx.x] = (b_row < k && col < n) ? b[b_row * n + col] : 0.0f;
    __syncthreads();  // both tiles are loaded

    for (int i = 0; i < kTile; ++i) sum += tile_a[threadIdx.y][i] * tile_b[i][threadIdx.x];
    __syncthreads();  // nobody still reads the tiles we overwrite next
  }

  if (row < m && col < n) c[row * n + col] = sum;
}

int main() {
  const int m = 200, n = 150, k = 130;

  // Small integer values: every product and sum is exact in float.
  std::vector<float> a(m * k), b(k * n), c(m * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < k; ++j) a[i * k + j] = static_cast<float>((i + 2 * j) % 5 - 2);
  for (int i = 0; i < k; ++i)
    for (int j = 0; j < n; ++j) b[i * n + j] = static_cast<float>((3 * i + j) % 4 - 1);

  float *d_a, *d_b, *d_c;
  HIP_CHECK(hipMalloc(&d_a, a.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_b, b.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_c, c.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_a, a.data(), a.size() * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_b, b.data(), b.size() * sizeof(float), hipMemcpyHostToDevice));

  // A 2-D grid of 2-D blocks: x walks the columns of C, y the rows.
  dim3 block(kTile, kTile);
  dim3 grid((n + kTile - 1) / kTile, (m + kTile - 1) / kTile);
  matmul_tiled<<<grid, block>>>(d_a, d_b, d_c, m, n, k);
  HIP_CHECK(hipGetLastError());

  HIP_CHECK(hipMemcpy(c.data(), d_c, c.size() * sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_a));
  HIP_CHECK(hipFree(d_b));
  HIP_CHECK(hipFree(d_c));

  int errors = 0;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      float expected = 0.0f;
      for (int p = 0; p < k; ++p) expected += a[i * k + p] * b[p * n + j];
      if (c[i * n + j] != expected && ++errors <= 5)
        std::fprintf(stderr, "C[%d][%d] = %g, expected %g\n", i, j, c[i * n + j], expected);
    }
  if (errors) {
    std::printf("FAIL: %d wrong elements\n", errors);
    return 1;
  }
  std::printf("matrix_multiply: %dx%d times %dx%d\nPASS\n", m, k, k, n);
  return 0;
}
