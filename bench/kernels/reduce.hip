// Block reduction: each 256-work-item block loads one float per work-item
// into __shared__ memory and halves the active range in a loop with a
// __syncthreads() per step; block sums are reduced by the same kernel until
// one value is left (4 launches for 2^27 floats). Variants: BENCH_REDUCE_N
// floats, BENCH_REDUCE_BLOCK work-items per block (a power of two, 32-1024,
// also the size of the __shared__ array).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" float reduce_omp(const float* in, long n);

namespace {
template <int Block>
__global__ void block_reduce(const float* in, float* out, int n) {
  __shared__ float partial[Block];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  partial[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

void launchReduce(int block, int blocks, const float* in, float* out, int n) {
  switch (block) {
    case 32: block_reduce<32><<<blocks, 32>>>(in, out, n); break;
    case 64: block_reduce<64><<<blocks, 64>>>(in, out, n); break;
    case 128: block_reduce<128><<<blocks, 128>>>(in, out, n); break;
    case 256: block_reduce<256><<<blocks, 256>>>(in, out, n); break;
    case 512: block_reduce<512><<<blocks, 512>>>(in, out, n); break;
    default: block_reduce<1024><<<blocks, 1024>>>(in, out, n); break;
  }
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_REDUCE_N", (1u << 27) / bench::scaleDown(), 1, 1 << 29);
  const int block = bench::choiceSetting("BENCH_REDUCE_BLOCK", 256, {32, 64, 128, 256, 512, 1024});
  auto blocksFor = [block](int count) { return (count + block - 1) / block; };
  std::vector<float> in(n);
  bench::Random random(2);
  for (float& v : in) v = random.uniform(0, 1);
  double exact = 0;
  for (float v : in) exact += v;
  const float want = static_cast<float>(exact);
  float got = 0;
  auto check = [&](const char* form) { return bench::closeEnough(form, &got, &want, 1, 1e-4); };

  bench::FormResult omp = bench::measure("reduce", "omp",
      [&] { got = reduce_omp(in.data(), n); }, [&] { return check("omp"); });

  bench::DeviceArray<float> din(n, in.data()), scratch_a(blocksFor(n)), scratch_b(blocksFor(n));
  bench::FormResult hip = bench::measure("reduce", "hip",
      [&] {
        const float* src = din.ptr;
        float* dst = scratch_a.ptr;
        for (int count = n; count > 1; count = blocksFor(count)) {
          launchReduce(block, blocksFor(count), src, dst, count);
          src = dst;
          dst = dst == scratch_a.ptr ? scratch_b.ptr : scratch_a.ptr;
        }
        HIP_CHECK(hipMemcpy(&got, src, sizeof(float), hipMemcpyDeviceToHost));
      },
      [&] { return check("hip"); });

  bench::FormResult pocl = bench::guarded("reduce", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("reduce.cl"), "-DBLOCK=" + std::to_string(block));
    cl_kernel k = cl.kernel("block_reduce");
    cl_mem cin = cl.buffer(n * sizeof(float), in.data());
    cl_mem ca = cl.buffer(blocksFor(n) * sizeof(float)), cb = cl.buffer(blocksFor(n) * sizeof(float));
    return bench::measure("reduce", "pocl",
        [&] {
          cl_mem src = cin, dst = ca;
          for (int count = n; count > 1; count = blocksFor(count)) {
            cl.setArgs(k, src, dst, count);
            const size_t global = static_cast<size_t>(blocksFor(count)) * block, local = block;
            cl.launch(k, 1, &global, &local);
            src = dst;
            dst = dst == ca ? cb : ca;
          }
          cl.read(src, &got, sizeof(float));
        },
        [&] { return check("pocl"); });
  });
  bench::printResult("reduce", std::to_string(n) + " floats in blocks of " + std::to_string(block), omp, hip, pocl);
}
