// Triad (STREAM): a[i] = b[i] + s * c[i]. Memory bound: three streams of
// floats, one work-item per element, 256-work-item blocks. Variants:
// BENCH_TRIAD_N elements, BENCH_TRIAD_BLOCK work-items per block.
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void triad_omp(float* a, const float* b, const float* c, float s, long n);

namespace {
constexpr float kScale = 3.0f;

__global__ void triad(float* a, const float* b, const float* c, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = b[i] + s * c[i];
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_TRIAD_N", (1u << 25) / bench::scaleDown(), 1, 1 << 28);
  const int block = bench::setting("BENCH_TRIAD_BLOCK", 256, 1, 1024);
  std::vector<float> b(n), c(n), want(n), got(n);
  bench::Random random(1);
  for (int i = 0; i < n; ++i) b[i] = random.uniform(-1, 1), c[i] = random.uniform(-1, 1);
  for (int i = 0; i < n; ++i) want[i] = b[i] + kScale * c[i];
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), n, 1e-6); };

  bench::FormResult omp = bench::measure("triad", "omp",
      [&] { triad_omp(got.data(), b.data(), c.data(), kScale, n); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float> da(n), db(n, b.data()), dc(n, c.data());
  const int blocks = (n + block - 1) / block;
  bench::FormResult hip = bench::measure("triad", "hip",
      [&] {
        triad<<<blocks, block>>>(da.ptr, db.ptr, dc.ptr, kScale, n);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { da.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("triad", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("triad.cl"));
    cl_kernel k = cl.kernel("triad");
    cl_mem ca = cl.buffer(n * sizeof(float)), cb = cl.buffer(n * sizeof(float), b.data()),
           cc = cl.buffer(n * sizeof(float), c.data());
    cl.setArgs(k, ca, cb, cc, kScale, n);
    const size_t global = static_cast<size_t>(blocks) * block, local = block;
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("triad", "pocl", [&] { cl.launch(k, 1, &global, &local); cl.finish(); },
        [&] { cl.read(ca, got.data(), n * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("triad", std::to_string(n) + " floats in blocks of " + std::to_string(block), omp, hip, pocl);
}
