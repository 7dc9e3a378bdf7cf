// Tiled matrix multiply C = A * B (n x n floats, row major): 16 x 16 blocks,
// each step loads one tile of A and one of B into __shared__ memory, with a
// __syncthreads() before and after the inner product over the tile.
// Variants: BENCH_MATMUL_N (a multiple of the tile), BENCH_MATMUL_TILE (8,
// 16 or 32: blocks of tile x tile work-items).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void matmul_omp(const float* a, const float* b, float* c, long n);

namespace {
template <int kTile>
__global__ void matmul(const float* a, const float* b, float* c, int n) {
  __shared__ float ta[kTile][kTile];
  __shared__ float tb[kTile][kTile];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * kTile + ty;
  int col = blockIdx.x * kTile + tx;
  float sum = 0.0f;
  for (int t = 0; t < n / kTile; ++t) {
    ta[ty][tx] = a[row * n + t * kTile + tx];
    tb[ty][tx] = b[(t * kTile + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < kTile; ++k) sum += ta[ty][k] * tb[k][tx];
    __syncthreads();
  }
  c[row * n + col] = sum;
}

void launchMatmul(int tile, const float* a, const float* b, float* c, int n) {
  const dim3 grid(n / tile, n / tile), block(tile, tile);
  if (tile == 8)
    matmul<8><<<grid, block>>>(a, b, c, n);
  else if (tile == 16)
    matmul<16><<<grid, block>>>(a, b, c, n);
  else
    matmul<32><<<grid, block>>>(a, b, c, n);
}
}  // namespace

int main() {
  const int tile = bench::choiceSetting("BENCH_MATMUL_TILE", 16, {8, 16, 32});
  const int n = bench::setting("BENCH_MATMUL_N", 768 / (bench::scaleDown() > 4 ? 4 : bench::scaleDown()), tile,
                               4096, tile);
  const size_t elems = static_cast<size_t>(n) * n;
  std::vector<float> a(elems), b(elems), want(elems, 0.0f), got(elems);
  bench::Random random(3);
  for (size_t i = 0; i < elems; ++i) a[i] = random.uniform(0, 1), b[i] = random.uniform(0, 1);
  {
    std::vector<double> row(n);
    for (int i = 0; i < n; ++i) {
      std::fill(row.begin(), row.end(), 0.0);
      for (int k = 0; k < n; ++k)
        for (int j = 0; j < n; ++j) row[j] += double(a[size_t(i) * n + k]) * b[size_t(k) * n + j];
      for (int j = 0; j < n; ++j) want[size_t(i) * n + j] = static_cast<float>(row[j]);
    }
  }
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), elems, 1e-4); };

  bench::FormResult omp = bench::measure("matmul", "omp",
      [&] { matmul_omp(a.data(), b.data(), got.data(), n); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float> da(elems, a.data()), db(elems, b.data()), dc(elems);
  bench::FormResult hip = bench::measure("matmul", "hip",
      [&] {
        launchMatmul(tile, da.ptr, db.ptr, dc.ptr, n);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dc.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("matmul", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("matmul.cl"), "-DTILE=" + std::to_string(tile));
    cl_kernel k = cl.kernel("matmul");
    cl_mem ca = cl.buffer(elems * sizeof(float), a.data()), cb = cl.buffer(elems * sizeof(float), b.data()),
           cc = cl.buffer(elems * sizeof(float));
    cl.setArgs(k, ca, cb, cc, n);
    const size_t global[2] = {size_t(n), size_t(n)}, local[2] = {size_t(tile), size_t(tile)};
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("matmul", "pocl", [&] { cl.launch(k, 2, global, local); cl.finish(); },
        [&] { cl.read(cc, got.data(), elems * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("matmul", std::to_string(n) + "x" + std::to_string(n) + " in tiles of " + std::to_string(tile),
                     omp, hip, pocl);
}
