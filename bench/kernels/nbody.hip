// All-pairs n-body accelerations (compute bound): one work-item per body
// loops over every body, softened distance, rsqrtf; 256-work-item blocks.
// Variants: BENCH_NBODY_N bodies, BENCH_NBODY_BLOCK work-items per block.
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void nbody_omp(const float* pos, float* acc, long n, float eps2);

namespace {
constexpr float kSoftening = 0.01f;

__global__ void nbody(const float4* pos, float4* acc, int n, float eps2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < n; ++j) {
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
    float s = q.w * inv * inv * inv;
    ax += dx * s;
    ay += dy * s;
    az += dz * s;
  }
  acc[i] = make_float4(ax, ay, az, 0.0f);
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_NBODY_N", 8192 / (bench::scaleDown() > 8 ? 8 : bench::scaleDown()), 1, 1 << 16);
  const int block = bench::setting("BENCH_NBODY_BLOCK", 256, 1, 1024);
  std::vector<float> pos(4 * size_t(n)), want(4 * size_t(n), 0.0f), scale(4 * size_t(n), 0.0f),
      got(4 * size_t(n));
  bench::Random random(7);
  for (int i = 0; i < n; ++i) {
    for (int c = 0; c < 3; ++c) pos[4 * i + c] = random.uniform(-1, 1);
    pos[4 * i + 3] = random.uniform(0.5f, 1.0f);
  }
  for (int i = 0; i < n; ++i) {
    double a[3] = {0, 0, 0}, m[3] = {0, 0, 0};
    for (int j = 0; j < n; ++j) {
      double d[3];
      for (int c = 0; c < 3; ++c) d[c] = double(pos[4 * j + c]) - pos[4 * i + c];
      const double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + kSoftening * kSoftening;
      const double s = pos[4 * j + 3] / (r2 * std::sqrt(r2));
      for (int c = 0; c < 3; ++c) a[c] += d[c] * s, m[c] += std::fabs(d[c] * s);
    }
    for (int c = 0; c < 3; ++c) want[4 * i + c] = float(a[c]), scale[4 * i + c] = float(m[c]);
  }
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), got.size(), 1e-4, scale.data());
  };
  const float eps2 = kSoftening * kSoftening;

  bench::FormResult omp = bench::measure("nbody", "omp",
      [&] { nbody_omp(pos.data(), got.data(), n, eps2); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float4> dpos(n, reinterpret_cast<const float4*>(pos.data())), dacc(n);
  const int blocks = (n + block - 1) / block;
  bench::FormResult hip = bench::measure("nbody", "hip",
      [&] {
        nbody<<<blocks, block>>>(dpos.ptr, dacc.ptr, n, eps2);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dacc.copyTo(reinterpret_cast<float4*>(got.data())); return check("hip"); });

  bench::FormResult pocl = bench::guarded("nbody", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("nbody.cl"));
    cl_kernel k = cl.kernel("nbody");
    cl_mem cpos = cl.buffer(pos.size() * sizeof(float), pos.data()), cacc = cl.buffer(got.size() * sizeof(float));
    cl.setArgs(k, cpos, cacc, n, eps2);
    const size_t global = size_t(blocks) * block, local = block;
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("nbody", "pocl", [&] { cl.launch(k, 1, &global, &local); cl.finish(); },
        [&] { cl.read(cacc, got.data(), got.size() * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("nbody", std::to_string(n) + " bodies in blocks of " + std::to_string(block), omp, hip, pocl);
}
