// Matrix transpose through a padded 32 x 33 __shared__ tile: 32 x 8 blocks,
// each work-item moves four elements in and four out, with one
// __syncthreads() between reading rows and writing columns. Variants:
// BENCH_TRANSPOSE_N (a multiple of 32), BENCH_TRANSPOSE_ROWS (4, 8, 16 or 32:
// blocks of 32 x rows, 32 / rows elements per work-item).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void transpose_omp(const float* in, float* out, long n);

namespace {
constexpr int kTile = 32;

template <int kRows>
__global__ void transpose(const float* in, float* out, int n) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x;
  int y = blockIdx.y * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

void launchTranspose(int rows, const float* in, float* out, int n) {
  const dim3 grid(n / kTile, n / kTile), block(kTile, rows);
  switch (rows) {
    case 4: transpose<4><<<grid, block>>>(in, out, n); break;
    case 8: transpose<8><<<grid, block>>>(in, out, n); break;
    case 16: transpose<16><<<grid, block>>>(in, out, n); break;
    default: transpose<32><<<grid, block>>>(in, out, n); break;
  }
}
}  // namespace

int main() {
  // 4000, not 8192: with a power-of-two row length the 32 rows of a tile map
  // to the same cache sets and the OpenMP loop (not the shared-memory kernel)
  // thrashes L1; at 8192 OpenMP took twice as long as OpenHIP.
  const int n = bench::setting("BENCH_TRANSPOSE_N", 4000 / (bench::scaleDown() > 4 ? 4 : bench::scaleDown()), kTile,
                               1 << 15, kTile);
  const int rows = bench::choiceSetting("BENCH_TRANSPOSE_ROWS", 8, {4, 8, 16, 32});
  const size_t elems = size_t(n) * n;
  std::vector<float> in(elems), want(elems), got(elems);
  bench::Random random(6);
  for (float& v : in) v = random.uniform(-1, 1);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) want[size_t(x) * n + y] = in[size_t(y) * n + x];
  auto check = [&](const char* form) { return bench::equalExactly(form, got.data(), want.data(), elems); };

  bench::FormResult omp = bench::measure("transpose", "omp",
      [&] { transpose_omp(in.data(), got.data(), n); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float> din(elems, in.data()), dout(elems);
  bench::FormResult hip = bench::measure("transpose", "hip",
      [&] {
        launchTranspose(rows, din.ptr, dout.ptr, n);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("transpose", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("transpose.cl"), "-DROWS=" + std::to_string(rows));
    cl_kernel k = cl.kernel("transpose");
    cl_mem cin = cl.buffer(elems * sizeof(float), in.data()), cout = cl.buffer(elems * sizeof(float));
    cl.setArgs(k, cin, cout, n);
    const size_t global[2] = {size_t(n), size_t(n) / (kTile / rows)}, local[2] = {kTile, size_t(rows)};
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("transpose", "pocl", [&] { cl.launch(k, 2, global, local); cl.finish(); },
        [&] { cl.read(cout, got.data(), elems * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("transpose",
                     std::to_string(n) + "x" + std::to_string(n) + " in blocks of 32x" + std::to_string(rows), omp, hip,
                     pocl);
}
