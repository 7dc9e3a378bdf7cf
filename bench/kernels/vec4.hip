// float4 a*x + y: out[i] = a * x[i] + y[i] on float4 elements (16-byte loads
// and stores), a fixed grid of 256-work-item blocks walking the array with
// a grid-stride loop. Memory bound, like triad.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void vec4_omp(float* out, const float* x, const float* y, float a, long n);

namespace {
constexpr int kBlock = 256;
constexpr float kScale = 1.5f;

__global__ void vec4(float4* out, const float4* x, const float4* y, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    const float4 u = x[i], v = y[i];
    out[i] = make_float4(a * u.x + v.x, a * u.y + v.y, a * u.z + v.z, a * u.w + v.w);
  }
}
}  // namespace

int main() {
  // BENCH_VEC4_BLOCKS picks another grid size: the default 1024 blocks make
  // each work-item loop 32 times over the 8M float4 elements (at scale 1).
  const int blocks = bench::setting("BENCH_VEC4_BLOCKS", 1024, 1, 65536);
  const int n4 = static_cast<int>((1u << 23) / bench::scaleDown());  // float4 elements
  const size_t n = size_t(n4) * 4;
  std::vector<float> x(n), y(n), want(n), magnitude(n), got(n);
  bench::Random random(15);
  for (size_t i = 0; i < n; ++i) x[i] = random.uniform(-1, 1), y[i] = random.uniform(-1, 1);
  // The tolerance is relative to the terms: a form may contract a * x + y to an FMA.
  for (size_t i = 0; i < n; ++i) {
    want[i] = float(double(kScale) * x[i] + y[i]);
    magnitude[i] = std::fabs(kScale * x[i]) + std::fabs(y[i]);
  }
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), n, 1e-6, magnitude.data());
  };

  bench::FormResult omp = bench::measure("vec4", "omp",
      [&] { vec4_omp(got.data(), x.data(), y.data(), kScale, n); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float4> dout(n4), dx(n4, reinterpret_cast<const float4*>(x.data())),
      dy(n4, reinterpret_cast<const float4*>(y.data()));
  bench::FormResult hip = bench::measure("vec4", "hip",
      [&] {
        vec4<<<blocks, kBlock>>>(dout.ptr, dx.ptr, dy.ptr, kScale, n4);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(reinterpret_cast<float4*>(got.data())); return check("hip"); });

  bench::FormResult pocl = bench::guarded("vec4", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("vec4.cl"));
    cl_kernel k = cl.kernel("vec4");
    cl_mem cout = cl.buffer(n * sizeof(float)), cx = cl.buffer(n * sizeof(float), x.data()),
           cy = cl.buffer(n * sizeof(float), y.data());
    cl.setArgs(k, cout, cx, cy, kScale, n4);
    const size_t global = size_t(blocks) * kBlock, local = kBlock;
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("vec4", "pocl", [&] { cl.launch(k, 1, &global, &local); cl.finish(); },
        [&] { cl.read(cout, got.data(), n * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("vec4", std::to_string(n4) + " float4 in " + std::to_string(blocks) + " blocks", omp,
                     hip, pocl);
}
