// Jacobi sweep of the 2-D Laplace equation on an n x n grid with a shared
// tile and a convergence error, as iterative solvers write it: each block
// loads its tile plus a one-point halo into __shared__ memory, updates the
// interior points, sums the squared changes with __shfl_down within each
// warp, meets the warp sums in __shared__ memory, lets the first warp reduce
// them with __shfl_down again and adds the block's sum to the global error
// with atomicAdd. The host reads the error after every sweep (the solver's
// convergence test). Block shapes 16x16 (default), 32x8 and 32x32 through
// BENCH_TILE_JACOBI_BLOCK; grid edge through BENCH_TILE_JACOBI_N.
#include <hip/hip_runtime.h>

#include <cstring>
#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"

extern "C" float tile_jacobi_omp(float* u, float* v, long n, int sweeps);

namespace {
constexpr int kSweeps = 6;  // even: the result ends in the first grid

__device__ float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  return v;
}

template <int BX, int BY>
__global__ void tile_jacobi(const float* in, float* out, float* error, int n) {
  __shared__ float tile[BY + 2][BX + 2];
  __shared__ float warp_sums[BX * BY / 32];  // enough for warps of 32 or 64
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = blockIdx.x * BX + tx, y = blockIdx.y * BY + ty;
  const bool inside = x < n && y < n;

  if (inside) {
    tile[ty + 1][tx + 1] = in[y * n + x];
    if (tx == 0 && x > 0) tile[ty + 1][0] = in[y * n + x - 1];
    if (tx == BX - 1 && x < n - 1) tile[ty + 1][tx + 2] = in[y * n + x + 1];
    if (ty == 0 && y > 0) tile[0][tx + 1] = in[(y - 1) * n + x];
    if (ty == BY - 1 && y < n - 1) tile[ty + 2][tx + 1] = in[(y + 1) * n + x];
  }
  __syncthreads();

  float change = 0.0f;
  if (x > 0 && y > 0 && x < n - 1 && y < n - 1) {
    const float updated =
        0.25f * (tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2]);
    change = updated - tile[ty + 1][tx + 1];
    out[y * n + x] = updated;
  } else if (inside) {
    out[y * n + x] = tile[ty + 1][tx + 1];
  }

  float sum = warpSum(change * change);
  const int linear = ty * BX + tx;
  const int lane = linear % warpSize, warp = linear / warpSize;
  if (lane == 0) warp_sums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = lane < BX * BY / warpSize ? warp_sums[lane] : 0.0f;
    sum = warpSum(sum);
    if (lane == 0) atomicAdd(error, sum);
  }
}

void referenceSweep(const std::vector<float>& in, std::vector<float>& out, int n, double& error) {
  error = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const size_t i = size_t(y) * n + x;
      if (x == 0 || y == 0 || x == n - 1 || y == n - 1) {
        out[i] = in[i];
        continue;
      }
      out[i] = 0.25f * (in[i - n] + in[i + n] + in[i - 1] + in[i + 1]);
      const double change = double(out[i]) - in[i];
      error += change * change;
    }
}

struct Shape {
  int bx, by;
  void (*kernel)(const float*, float*, float*, int);
};

Shape pickShape() {
  const char* setting = std::getenv("BENCH_TILE_JACOBI_BLOCK");
  const std::string name = setting ? setting : "16x16";
  if (name == "16x16") return {16, 16, tile_jacobi<16, 16>};
  if (name == "32x8") return {32, 8, tile_jacobi<32, 8>};
  if (name == "32x32") return {32, 32, tile_jacobi<32, 32>};
  std::fprintf(stderr, "tile_jacobi: BENCH_TILE_JACOBI_BLOCK must be 16x16, 32x8 or 32x32\n");
  std::exit(1);
}
}  // namespace

int main() {
  const Shape shape = pickShape();
  const int requested = bench::setting("BENCH_TILE_JACOBI_N", 2048, 16, 16384);
  const int n = std::max<int>(16, static_cast<int>(requested / bench::scaleDown()));
  const size_t points = size_t(n) * n;
  std::vector<float> init(points), want(points), scratch(points), got(points);
  bench::Random random(13);
  for (float& v : init) v = random.uniform(0, 1);
  want = init;
  double wantError = 0;
  for (int s = 0; s < kSweeps; s += 2) {
    referenceSweep(want, scratch, n, wantError);
    referenceSweep(scratch, want, n, wantError);
  }
  const float wantLastError = static_cast<float>(wantError);
  float gotError = 0;
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), points, 1e-5) &&
           bench::closeEnough(form, &gotError, &wantLastError, 1, 1e-3);
  };

  got = init;
  bench::FormResult omp = bench::measure("tile_jacobi", "omp",
      [&] { gotError = tile_jacobi_omp(got.data(), scratch.data(), n, kSweeps); },
      [&] { return check("omp"); });

  bench::DeviceArray<float> du(points, init.data()), dv(points), derror(1);
  const dim3 block(shape.bx, shape.by), grid((n + shape.bx - 1) / shape.bx, (n + shape.by - 1) / shape.by);
  bench::FormResult hip = bench::measure("tile_jacobi", "hip",
      [&] {
        for (int s = 0; s < kSweeps; ++s) {
          HIP_CHECK(hipMemsetAsync(derror.ptr, 0, sizeof(float)));
          if (s % 2 == 0)
            shape.kernel<<<grid, block>>>(du.ptr, dv.ptr, derror.ptr, n);
          else
            shape.kernel<<<grid, block>>>(dv.ptr, du.ptr, derror.ptr, n);
          HIP_CHECK(hipMemcpy(&gotError, derror.ptr, sizeof(float), hipMemcpyDeviceToHost));
        }
      },
      [&] { du.copyTo(got.data()); return check("hip"); });

  // PoCL 3.1 on this CPU exposes no sub-groups, so there is no OpenCL form
  // of a warp shuffle.
  bench::printResult("tile_jacobi",
                     std::to_string(n) + "x" + std::to_string(n) + " " + std::to_string(shape.bx) + "x" +
                         std::to_string(shape.by) + " blocks " + std::to_string(kSweeps) + " sweeps",
                     omp, hip, bench::FormResult{});
}
