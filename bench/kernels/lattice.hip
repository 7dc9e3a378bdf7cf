// Binomial-lattice option pricing (a time-step loop with barriers): one block
// per option, each work-item keeps kItems lattice nodes in registers, hands
// its first node to its left neighbour through __shared__ memory between two
// barriers per step, and updates its nodes while the step is above its own
// first node (a work-item dependent branch inside the step loop). Variants:
// BENCH_LATTICE_OPTIONS (blocks), BENCH_LATTICE_BLOCK (64, 128, 256 or 512
// work-items per block: 16, 8, 4 or 2 nodes each).
#include <hip/hip_runtime.h>

#include <cmath>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void lattice_omp(const float* spot, const float* strike, float* value, long options, int steps,
                            float vdt, float pu, float pd);

namespace {
constexpr int kSteps = 1024;
constexpr float kVdt = 0.01f, kPu = 0.497f, kPd = 0.502f;

__device__ float payoff(float spot, float strike, float vdt, int node) {
  return fmaxf(spot * expf(vdt * (2.0f * node - kSteps)) - strike, 0.0f);
}

template <int kBlock>
__global__ void lattice(const float* spot, const float* strike, float* value, float vdt, float pu, float pd) {
  constexpr int kItems = kSteps / kBlock;
  __shared__ float edge[kBlock + 1];
  const int t = threadIdx.x;
  const float s = spot[blockIdx.x], k = strike[blockIdx.x];
  float v[kItems + 1];
#pragma unroll
  for (int j = 0; j < kItems; ++j) v[j] = payoff(s, k, vdt, t * kItems + j);
  if (t == 0) edge[kBlock] = payoff(s, k, vdt, kSteps);
  const int first = max(0, t * kItems - 1);
  for (int i = kSteps; i > 0; --i) {
    edge[t] = v[0];
    __syncthreads();
    v[kItems] = edge[t + 1];
    __syncthreads();
    if (i > first) {
#pragma unroll
      for (int j = 0; j < kItems; ++j) v[j] = pu * v[j + 1] + pd * v[j];
    }
  }
  if (t == 0) value[blockIdx.x] = v[0];
}

void launchLattice(int block, int options, const float* spot, const float* strike, float* value) {
  switch (block) {
    case 64: lattice<64><<<options, 64>>>(spot, strike, value, kVdt, kPu, kPd); break;
    case 128: lattice<128><<<options, 128>>>(spot, strike, value, kVdt, kPu, kPd); break;
    case 256: lattice<256><<<options, 256>>>(spot, strike, value, kVdt, kPu, kPd); break;
    default: lattice<512><<<options, 512>>>(spot, strike, value, kVdt, kPu, kPd); break;
  }
}
}  // namespace

int main() {
  const int options =
      bench::setting("BENCH_LATTICE_OPTIONS", 512 / (bench::scaleDown() > 16 ? 16 : bench::scaleDown()), 1, 1 << 20);
  const int block = bench::choiceSetting("BENCH_LATTICE_BLOCK", 128, {64, 128, 256, 512});
  std::vector<float> spot(options), strike(options), got(options), want(options), scale(options);
  bench::Random random(11);
  for (int o = 0; o < options; ++o) spot[o] = random.uniform(5, 30), strike[o] = random.uniform(1, 100);
  for (int o = 0; o < options; ++o) {  // backward induction in double
    std::vector<double> v(kSteps + 1);
    for (int n = 0; n <= kSteps; ++n)
      v[n] = std::max(spot[o] * std::exp(double(kVdt) * (2.0 * n - kSteps)) - strike[o], 0.0);
    for (int i = kSteps; i > 0; --i)
      for (int j = 0; j < i; ++j) v[j] = double(kPu) * v[j + 1] + double(kPd) * v[j];
    want[o] = float(v[0]);
    scale[o] = float(std::max(1.0, v[0]));
  }
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), got.size(), 1e-3, scale.data());
  };

  bench::FormResult omp = bench::measure("lattice", "omp",
      [&] { lattice_omp(spot.data(), strike.data(), got.data(), options, kSteps, kVdt, kPu, kPd); },
      [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  bench::DeviceArray<float> dspot(options, spot.data()), dstrike(options, strike.data()), dvalue(options);
  bench::FormResult hip = bench::measure("lattice", "hip",
      [&] {
        launchLattice(block, options, dspot.ptr, dstrike.ptr, dvalue.ptr);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dvalue.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("lattice", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("lattice.cl"), "-DBLOCK=" + std::to_string(block));
    cl_kernel kernel = cl.kernel("lattice");
    cl_mem cspot = cl.buffer(options * sizeof(float), spot.data());
    cl_mem cstrike = cl.buffer(options * sizeof(float), strike.data());
    cl_mem cvalue = cl.buffer(options * sizeof(float));
    cl.setArgs(kernel, cspot, cstrike, cvalue, kVdt, kPu, kPd);
    const size_t global = size_t(options) * block, local = block;
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("lattice", "pocl", [&] { cl.launch(kernel, 1, &global, &local); cl.finish(); },
        [&] { cl.read(cvalue, got.data(), got.size() * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("lattice",
                     std::to_string(options) + " options x " + std::to_string(kSteps) + " steps in blocks of " +
                     std::to_string(block), omp, hip, pocl);
}
