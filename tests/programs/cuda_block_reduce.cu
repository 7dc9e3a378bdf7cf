// A .cu source with barriers: each block reduces 2 * blockDim.x elements
// (first add while loading), with the classic "sequential addressing" loop
// and a final 32-wide stage that still uses __syncthreads (no warp tricks).
#include "program_check.h"

#include <vector>

template <unsigned BlockSize>
__global__ void reduce(const long long* in, long long* out, unsigned n) {
  __shared__ long long sdata[BlockSize];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * (BlockSize * 2) + t;
  long long v = i < n ? in[i] : 0;
  if (i + BlockSize < n) v += in[i + BlockSize];
  sdata[t] = v;
  __syncthreads();
  for (unsigned s = BlockSize / 2; s > 32; s >>= 1) {
    if (t < s) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  for (unsigned s = 32; s > 0 && s < BlockSize; s >>= 1) {
    if (t < s) sdata[t] += sdata[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = sdata[0];
}

int main() {
  Checker check;
  const unsigned n = 300000, block = 256, blocks = (n + 2 * block - 1) / (2 * block);
  std::vector<long long> in(n), out(blocks);
  for (unsigned i = 0; i < n; ++i) in[i] = (static_cast<long long>(i) * 2654435761LL) % 1000003 - 500000;
  long long *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(long long)));
  HIP_CHECK(hipMalloc(&d_out, blocks * sizeof(long long)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(long long), hipMemcpyHostToDevice));
  reduce<block><<<blocks, block>>>(d_in, d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, blocks * sizeof(long long), hipMemcpyDeviceToHost));
  for (unsigned b = 0; b < blocks; ++b) {
    long long want = 0;
    for (unsigned i = b * 2 * block; i < (b + 1) * 2 * block && i < n; ++i) want += in[i];
    check.expect_eq("block sum", b, out[b], want);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
