// 256-bin histogram of bytes: each 256-work-item block counts its grid-stride
// share in a __shared__ histogram with atomicAdd, then adds it to the global
// one with atomicAdd. 1024 blocks. Variants: BENCH_HISTOGRAM_N bytes,
// BENCH_HISTOGRAM_GRID blocks, BENCH_HISTOGRAM_BLOCK work-items per block.
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void histogram_omp(const unsigned char* data, unsigned* bins, long n);

namespace {
constexpr int kBins = 256;

__global__ void histogram(const unsigned char* data, unsigned* bins, int n) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_HISTOGRAM_N", (1u << 27) / bench::scaleDown(), 1, 1 << 30);
  const int grid = bench::setting("BENCH_HISTOGRAM_GRID", 1024, 1, 1 << 20);
  const int block = bench::setting("BENCH_HISTOGRAM_BLOCK", 256, 1, 1024);
  std::vector<unsigned char> data(n);
  bench::Random random(5);
  for (auto& v : data) v = static_cast<unsigned char>(random.next() >> 56);
  std::vector<unsigned> want(kBins, 0), got(kBins);
  for (unsigned char v : data) ++want[v];
  auto check = [&](const char* form) { return bench::equalExactly(form, got.data(), want.data(), kBins); };

  bench::FormResult omp = bench::measure("histogram", "omp",
      [&] { histogram_omp(data.data(), got.data(), n); }, [&] { return check("omp"); });

  bench::DeviceArray<unsigned char> ddata(n, data.data());
  bench::DeviceArray<unsigned> dbins(kBins);
  bench::FormResult hip = bench::measure("histogram", "hip",
      [&] {
        HIP_CHECK(hipMemset(dbins.ptr, 0, kBins * sizeof(unsigned)));
        histogram<<<grid, block>>>(ddata.ptr, dbins.ptr, n);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dbins.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("histogram", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("histogram.cl"));
    cl_kernel k = cl.kernel("histogram");
    cl_mem cdata = cl.buffer(n, data.data()), cbins = cl.buffer(kBins * sizeof(unsigned));
    cl.setArgs(k, cdata, cbins, n);
    const std::vector<unsigned> zeros(kBins, 0);
    const size_t global = size_t(grid) * block, local = block;
    return bench::measure("histogram", "pocl",
        [&] {
          cl.write(cbins, zeros.data(), kBins * sizeof(unsigned));
          cl.launch(k, 1, &global, &local);
          cl.finish();
        },
        [&] { cl.read(cbins, got.data(), kBins * sizeof(unsigned)); return check("pocl"); });
  });
  bench::printResult("histogram", std::to_string(n) + " bytes in " + std::to_string(grid) + " blocks of " +
                     std::to_string(block), omp, hip, pocl);
}
