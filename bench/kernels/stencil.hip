// 2-D 5-point Jacobi stencil on an nx x ny grid of floats, 32 x 8 blocks,
// one work-item per point; boundary points are copied. A repetition is
// kSteps sweeps, ping-ponging between two grids. Variants: BENCH_STENCIL_NX
// and _NY (grid), BENCH_STENCIL_BLOCK_X and _Y (block shape).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void stencil_omp(float* u, float* v, long nx, long ny, int steps);

namespace {
constexpr int kSteps = 6;  // even: the result ends in the first grid

__global__ void stencil(const float* in, float* out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

void referenceStep(const std::vector<float>& in, std::vector<float>& out, int nx, int ny) {
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      const size_t i = size_t(y) * nx + x;
      if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
        out[i] = in[i];
      else
        out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
    }
}
}  // namespace

int main() {
  const int nx = bench::setting("BENCH_STENCIL_NX", 4096, 3, 1 << 15);
  const int ny = bench::setting("BENCH_STENCIL_NY", 4096 / bench::scaleDown(), 3, 1 << 15);
  const int blockX = bench::setting("BENCH_STENCIL_BLOCK_X", 32, 1, 1024);
  const int blockY = bench::setting("BENCH_STENCIL_BLOCK_Y", 8, 1, 1024 / blockX);
  const size_t points = size_t(nx) * ny;
  std::vector<float> init(points), want(points), scratch(points), got(points);
  bench::Random random(4);
  for (float& v : init) v = random.uniform(0, 1);
  want = init;
  for (int s = 0; s < kSteps; s += 2) {
    referenceStep(want, scratch, nx, ny);
    referenceStep(scratch, want, nx, ny);
  }
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), points, 1e-5); };

  got = init;
  bench::FormResult omp = bench::measure("stencil", "omp",
      [&] { stencil_omp(got.data(), scratch.data(), nx, ny, kSteps); }, [&] { return check("omp"); });

  bench::DeviceArray<float> du(points, init.data()), dv(points);
  const dim3 block(blockX, blockY), grid((nx + blockX - 1) / blockX, (ny + blockY - 1) / blockY);
  bench::FormResult hip = bench::measure("stencil", "hip",
      [&] {
        for (int s = 0; s < kSteps; s += 2) {
          stencil<<<grid, block>>>(du.ptr, dv.ptr, nx, ny);
          stencil<<<grid, block>>>(dv.ptr, du.ptr, nx, ny);
        }
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { du.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("stencil", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("stencil.cl"));
    cl_kernel forward = cl.kernel("stencil"), backward = cl.kernel("stencil");
    cl_mem cu = cl.buffer(points * sizeof(float), init.data()), cv = cl.buffer(points * sizeof(float));
    cl.setArgs(forward, cu, cv, nx, ny);
    cl.setArgs(backward, cv, cu, nx, ny);
    const size_t global[2] = {size_t(grid.x) * blockX, size_t(grid.y) * blockY};
    const size_t local[2] = {size_t(blockX), size_t(blockY)};
    return bench::measure("stencil", "pocl",
        [&] {
          for (int s = 0; s < kSteps; s += 2) {
            cl.launch(forward, 2, global, local);
            cl.launch(backward, 2, global, local);
          }
          cl.finish();
        },
        [&] { cl.read(cu, got.data(), points * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("stencil", std::to_string(nx) + "x" + std::to_string(ny) + " " +
                     std::to_string(kSteps) + " sweeps in blocks of " + std::to_string(blockX) + "x" +
                     std::to_string(blockY), omp, hip, pocl);
}
