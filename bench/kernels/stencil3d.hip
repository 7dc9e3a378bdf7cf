// 3-D 7-point Jacobi stencil on an n x n x n grid of floats: one work-item
// per point on a 3-D grid of 32 x 8 x 1 blocks; boundary points are copied.
// A repetition is kSteps sweeps, ping-ponging between two grids.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void stencil3d_omp(float* u, float* v, long nx, long ny, long nz, int steps);

namespace {
constexpr int kSteps = 4;  // even: the result ends in the first grid
constexpr int kBlockX = 32, kBlockY = 8;
constexpr float kCentre = 0.4f, kNeighbour = 0.1f;

__global__ void stencil3d(const float* in, float* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z;
  if (x >= nx || y >= ny) return;
  const int plane = nx * ny;
  int i = z * plane + y * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = kCentre * in[i] + kNeighbour * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] +
                                           in[i - plane] + in[i + plane]);
}

void referenceStep(const std::vector<float>& in, std::vector<float>& out, int nx, int ny, int nz) {
  const size_t plane = size_t(nx) * ny;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        const size_t i = z * plane + size_t(y) * nx + x;
        if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1)
          out[i] = in[i];
        else
          out[i] = kCentre * in[i] + kNeighbour * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] +
                                                   in[i - plane] + in[i + plane]);
      }
}
}  // namespace

int main() {
  // BENCH_STENCIL3D_N picks another cube edge (default 256: two 64 MB grids).
  const int edge = bench::setting("BENCH_STENCIL3D_N", 256, 8, 512);
  const int nx = edge, ny = edge, nz = static_cast<int>(std::max<uint64_t>(3, edge / bench::scaleDown()));
  const size_t points = size_t(nx) * ny * nz;
  std::vector<float> init(points), want(points), scratch(points), got(points);
  bench::Random random(12);
  for (float& v : init) v = random.uniform(0, 1);
  want = init;
  for (int s = 0; s < kSteps; s += 2) {
    referenceStep(want, scratch, nx, ny, nz);
    referenceStep(scratch, want, nx, ny, nz);
  }
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), points, 1e-5); };

  got = init;
  bench::FormResult omp = bench::measure("stencil3d", "omp",
      [&] { stencil3d_omp(got.data(), scratch.data(), nx, ny, nz, kSteps); }, [&] { return check("omp"); });

  bench::DeviceArray<float> du(points, init.data()), dv(points);
  const dim3 block(kBlockX, kBlockY), grid((nx + kBlockX - 1) / kBlockX, (ny + kBlockY - 1) / kBlockY, nz);
  bench::FormResult hip = bench::measure("stencil3d", "hip",
      [&] {
        for (int s = 0; s < kSteps; s += 2) {
          stencil3d<<<grid, block>>>(du.ptr, dv.ptr, nx, ny, nz);
          stencil3d<<<grid, block>>>(dv.ptr, du.ptr, nx, ny, nz);
        }
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { du.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("stencil3d", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("stencil3d.cl"));
    cl_kernel forward = cl.kernel("stencil3d"), backward = cl.kernel("stencil3d");
    cl_mem cu = cl.buffer(points * sizeof(float), init.data()), cv = cl.buffer(points * sizeof(float));
    cl.setArgs(forward, cu, cv, nx, ny, nz);
    cl.setArgs(backward, cv, cu, nx, ny, nz);
    const size_t global[3] = {size_t(grid.x) * kBlockX, size_t(grid.y) * kBlockY, size_t(nz)};
    const size_t local[3] = {kBlockX, kBlockY, 1};
    return bench::measure("stencil3d", "pocl",
        [&] {
          for (int s = 0; s < kSteps; s += 2) {
            cl.launch(forward, 3, global, local);
            cl.launch(backward, 3, global, local);
          }
          cl.finish();
        },
        [&] { cl.read(cu, got.data(), points * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("stencil3d", std::to_string(nx) + "x" + std::to_string(ny) + "x" + std::to_string(nz) +
                     " " + std::to_string(kSteps) + " sweeps", omp, hip, pocl);
}
