// Atomic scatter-add: bins[idx[i]] += val[i] with a float atomicAdd per
// element, one work-item per element, 256-work-item blocks, into `bins`
// bins at uniformly random indices: few bins are heavily contended, many
// bins spread the atomics over memory. The values are small integers, so
// every order of the additions gives the same, exact sums.
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void scatter_omp(const int* idx, const float* val, float* bins, long n, long nbins);

namespace {
constexpr int kBlock = 256;

__global__ void scatter(const int* idx, const float* val, float* bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[idx[i]], val[i]);
}
}  // namespace

int main() {
  // BENCH_SCATTER_BINS picks another bin count (default 4096). At least 16:
  // a bin's sum (about 2.5 per element) must stay below 2^24 to be exact.
  const int nbins = bench::setting("BENCH_SCATTER_BINS", 4096, 16, 1 << 24);
  const int n = static_cast<int>((1u << 23) / bench::scaleDown());
  std::vector<int> idx(n);
  std::vector<float> val(n), want(nbins, 0.0f), got(nbins);
  bench::Random random(16);
  for (int i = 0; i < n; ++i) {
    const uint64_t r = random.next();
    idx[i] = static_cast<int>((r >> 32) % uint64_t(nbins));
    val[i] = float(1 + (r & 3));
  }
  for (int i = 0; i < n; ++i) want[idx[i]] += val[i];
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), nbins, 0); };

  bench::FormResult omp = bench::measure("scatter", "omp",
      [&] { scatter_omp(idx.data(), val.data(), got.data(), n, nbins); }, [&] { return check("omp"); });

  bench::DeviceArray<int> didx(n, idx.data());
  bench::DeviceArray<float> dval(n, val.data()), dbins(nbins);
  const int blocks = (n + kBlock - 1) / kBlock;
  bench::FormResult hip = bench::measure("scatter", "hip",
      [&] {
        HIP_CHECK(hipMemset(dbins.ptr, 0, nbins * sizeof(float)));
        scatter<<<blocks, kBlock>>>(didx.ptr, dval.ptr, dbins.ptr, n);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dbins.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("scatter", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("scatter.cl"));
    cl_kernel k = cl.kernel("scatter");
    cl_mem cidx = cl.buffer(n * sizeof(int), idx.data()), cval = cl.buffer(n * sizeof(float), val.data()),
           cbins = cl.buffer(nbins * sizeof(float));
    cl.setArgs(k, cidx, cval, cbins, n);
    const std::vector<float> zeros(nbins, 0.0f);
    const size_t global = size_t(blocks) * kBlock, local = kBlock;
    return bench::measure("scatter", "pocl",
        [&] {
          cl.write(cbins, zeros.data(), nbins * sizeof(float));
          cl.launch(k, 1, &global, &local);
          cl.finish();
        },
        [&] { cl.read(cbins, got.data(), nbins * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("scatter", std::to_string(n) + " adds into " + std::to_string(nbins) + " bins", omp,
                     hip, pocl);
}
