// Bitonic sort of 2^n unsigned keys: the classic one-step kernel (each
// work-item compares key i with key i ^ j and orders the pair by the
// direction bit i & k), launched once per (k, j) stage, n(n+1)/2 launches,
// 256-work-item blocks. A repetition sorts a fresh copy of the input (the
// copy is timed too, in every form).
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void bitonic_omp(unsigned* keys, long n);

namespace {
constexpr int kBlock = 256;

__global__ void bitonic(unsigned* keys, int j, int k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ixj = i ^ j;
  if (ixj > i) {
    unsigned a = keys[i], b = keys[ixj];
    if ((i & k) == 0 ? a > b : a < b) {  // ascending where bit k of i is 0
      keys[i] = b;
      keys[ixj] = a;
    }
  }
}
}  // namespace

int main() {
  // BENCH_BITONIC_LOG2N picks another key count (default 2^20, 4 MB).
  const int log2n = bench::setting("BENCH_BITONIC_LOG2N", 20, 8, 26);
  int shift = 0;  // BENCH_SCALE_DOWN halves the keys per power of two
  while (shift < log2n - 8 && (uint64_t(2) << shift) <= bench::scaleDown()) ++shift;
  const int n = 1 << (log2n - shift);
  std::vector<unsigned> input(n), want(n), got(n);
  bench::Random random(14);
  for (unsigned& v : input) v = static_cast<unsigned>(random.next() >> 32);
  want = input;
  std::sort(want.begin(), want.end());
  auto check = [&](const char* form) { return bench::equalExactly(form, got.data(), want.data(), n); };

  bench::FormResult omp = bench::measure("bitonic", "omp",
      [&] {
        std::copy(input.begin(), input.end(), got.begin());
        bitonic_omp(got.data(), n);
      },
      [&] { return check("omp"); });

  bench::DeviceArray<unsigned> dkeys(n);
  const int blocks = (n + kBlock - 1) / kBlock;
  bench::FormResult hip = bench::measure("bitonic", "hip",
      [&] {
        HIP_CHECK(hipMemcpy(dkeys.ptr, input.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
        for (int k = 2; k <= n; k <<= 1)
          for (int j = k >> 1; j > 0; j >>= 1) bitonic<<<blocks, kBlock>>>(dkeys.ptr, j, k);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dkeys.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("bitonic", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("bitonic.cl"));
    cl_mem ckeys = cl.buffer(n * sizeof(unsigned));
    // One kernel object per stage: clSetKernelArg between enqueues is legal
    // too, but this keeps the timed loop to launches only.
    std::vector<cl_kernel> stages;
    for (int k = 2; k <= n; k <<= 1)
      for (int j = k >> 1; j > 0; j >>= 1) {
        stages.push_back(cl.kernel("bitonic"));
        cl.setArgs(stages.back(), ckeys, j, k);
      }
    const size_t global = size_t(blocks) * kBlock, local = kBlock;
    return bench::measure("bitonic", "pocl",
        [&] {
          cl.write(ckeys, input.data(), n * sizeof(unsigned));
          for (cl_kernel stage : stages) cl.launch(stage, 1, &global, &local);
          cl.finish();
        },
        [&] { cl.read(ckeys, got.data(), n * sizeof(unsigned)); return check("pocl"); });
  });
  bench::printResult("bitonic", std::to_string(n) + " keys", omp, hip, pocl);
}
