// Grid-stride loops (split into a block-uniform part and a remainder by the
// compiler): every element must be visited exactly as often as the original
// loop visits it, for n not a multiple of the grid, tiny and empty n, strides
// smaller than the block (the split is skipped at run time), unsigned
// indices that wrap, divergent early returns, a warp reduction after the loop,
// and several consecutive items per work-item (start (u + threadIdx.x) * K).
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

__global__ void scale_and_count(const int* in, int* out, int* visits, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    out[i] = in[i] * 3 + 1;
    atomicAdd(&visits[i], 1);
  }
}

// A stride given by the caller (may be smaller than blockDim.x).
__global__ void strided_visits(int* visits, int n, int stride) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) atomicAdd(&visits[i], 1);
}

// Unsigned index from an offset near the top of the range: starts and steps
// may wrap. Counts the iterations of each work-item.
__global__ void unsigned_wrap(unsigned* iterations, unsigned offset, unsigned n, unsigned stride) {
  unsigned count = 0;
  for (unsigned i = offset + threadIdx.x; i < n; i += stride) ++count;
  iterations[blockIdx.x * blockDim.x + threadIdx.x] = count;
}

// Per-work-item partial sums, reduced in the warp: shuffles after the loop,
// and odd work-items of block 1 leave before it.
__global__ void partial_sums(const int* in, int* sums, int n) {
  if (blockIdx.x == 1 && threadIdx.x % 2 == 1) return;
  long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += in[i];
  sums[blockIdx.x * blockDim.x + threadIdx.x] = static_cast<int>(sum);
}

__global__ void warp_sums(const int* in, int* out, int n) {
  int v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down(v, offset);
  if (threadIdx.x % warpSize == 0) atomicAdd(out, v);
}

// K consecutive items per work-item and iteration, as atomicReduction's v2..v16.
template <int K>
__global__ void items_per_work_item(const int* in, int* visits, int* out, int n) {
  int sum = 0;
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = idx * K; i < n; i += blockDim.x * gridDim.x * K)
    for (int k = 0; k < K && i + k < n; ++k) {
      sum += in[i + k];
      atomicAdd(&visits[i + k], 1);
    }
  atomicAdd(out, sum);
}

template <int K>
void check_items_per_work_item(Checker& check, const int* din, int* dvisits, const std::vector<int>& in) {
  struct Shape { int n, blocks, threads; };
  int* dsum;
  HIP_CHECK(hipMalloc(&dsum, sizeof(int)));
  std::vector<int> visits(in.size());
  for (Shape s : {Shape{static_cast<int>(in.size()), 3, 128}, Shape{1000, 2, 64}, Shape{7, 1, 32}, Shape{5000, 40, 96}}) {
    HIP_CHECK(hipMemset(dsum, 0, sizeof(int)));
    HIP_CHECK(hipMemset(dvisits, 0, in.size() * sizeof(int)));
    hipLaunchKernelGGL(items_per_work_item<K>, dim3(s.blocks), dim3(s.threads), 0, 0, din, dvisits, dsum, s.n);
    HIP_CHECK_LAUNCH();
    int got = 0, want = 0;
    HIP_CHECK(hipMemcpy(&got, dsum, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(visits.data(), dvisits, in.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < s.n; ++i) want += in[i];
    check.expect_eq("items.sum", K * 1000000 + s.n, got, want);
    for (size_t i = 0; i < in.size(); ++i)
      check.expect_eq("items.visits", K * 1000000 + static_cast<int>(i), visits[i], static_cast<int>(i) < s.n ? 1 : 0);
  }
  HIP_CHECK(hipFree(dsum));
}

int main() {
  Checker check;
  const int maxN = 100003;
  std::vector<int> in(maxN);
  for (int i = 0; i < maxN; ++i) in[i] = (i * 37) % 1001 - 500;
  int *din, *dout, *dvisits;
  HIP_CHECK(hipMalloc(&din, maxN * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, maxN * sizeof(int)));
  HIP_CHECK(hipMalloc(&dvisits, maxN * sizeof(int)));
  HIP_CHECK(hipMemcpy(din, in.data(), maxN * sizeof(int), hipMemcpyHostToDevice));
  std::vector<int> out(maxN), visits(maxN);

  struct Shape { int n, blocks, threads; };
  for (Shape s : {Shape{maxN, 7, 128}, Shape{1000, 3, 256}, Shape{5, 2, 64}, Shape{0, 2, 64}, Shape{4096, 4, 64},
                  Shape{777, 1, 1}}) {
    HIP_CHECK(hipMemset(dout, 0, maxN * sizeof(int)));
    HIP_CHECK(hipMemset(dvisits, 0, maxN * sizeof(int)));
    hipLaunchKernelGGL(scale_and_count, dim3(s.blocks), dim3(s.threads), 0, 0, din, dout, dvisits, s.n);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), dout, maxN * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(visits.data(), dvisits, maxN * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < maxN; ++i) {
      check.expect_eq("scale.out", i, out[i], i < s.n ? in[i] * 3 + 1 : 0);
      check.expect_eq("scale.visits", i, visits[i], i < s.n ? 1 : 0);
    }
  }

  // Stride 24 < blockDim.x 64: element i is visited by every work-item t of
  // block b with b*64 + t <= i and (i - b*64 - t) % 24 == 0.
  for (int stride : {24, 64, 1000}) {
    const int n = 3000, blocks = 2, threads = 64;
    HIP_CHECK(hipMemset(dvisits, 0, maxN * sizeof(int)));
    hipLaunchKernelGGL(strided_visits, dim3(blocks), dim3(threads), 0, 0, dvisits, n, stride);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(visits.data(), dvisits, maxN * sizeof(int), hipMemcpyDeviceToHost));
    std::vector<int> want(maxN, 0);
    for (int g = 0; g < blocks * threads; ++g)
      for (int i = g; i < n; i += stride) ++want[i];
    for (int i = 0; i < n + 10; ++i) check.expect_eq("strided.visits", i, visits[i], want[i]);
  }

  {  // unsigned wrap-around
    const int threads = 128;
    unsigned* dit;
    HIP_CHECK(hipMalloc(&dit, threads * sizeof(unsigned)));
    std::vector<unsigned> got(threads);
    struct Wrap { unsigned offset, n, stride; };
    // (Chosen so that the original loops end: an index that wraps below n
    // would loop forever.) The second one's starts wrap for t >= 64.
    for (Wrap w : {Wrap{0xFFFFFF00u, 0xFFFFFF40u, 128u}, Wrap{0xFFFFFFC0u, 300u, 128u}, Wrap{10u, 0xB0000000u, 0x40000000u},
                   Wrap{0u, 1000u, 128u}}) {
      hipLaunchKernelGGL(unsigned_wrap, dim3(1), dim3(threads), 0, 0, dit, w.offset, w.n, w.stride);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(got.data(), dit, threads * sizeof(unsigned), hipMemcpyDeviceToHost));
      for (unsigned t = 0; t < threads; ++t) {
        unsigned count = 0;
        for (unsigned i = w.offset + t; i < w.n; i += w.stride) ++count;
        check.expect_eq("unsigned.iterations", t, got[t], count);
      }
    }
    HIP_CHECK(hipFree(dit));
  }

  {  // early returns before the loop
    const int n = 9999, blocks = 3, threads = 96;
    HIP_CHECK(hipMemset(dout, 0, maxN * sizeof(int)));
    hipLaunchKernelGGL(partial_sums, dim3(blocks), dim3(threads), 0, 0, din, dout, n);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), dout, blocks * threads * sizeof(int), hipMemcpyDeviceToHost));
    for (int g = 0; g < blocks * threads; ++g) {
      long long sum = 0;
      if (!(g / threads == 1 && g % 2 == 1))
        for (int i = g; i < n; i += blocks * threads) sum += in[i];
      check.expect_eq("partial.sums", g, out[g], static_cast<int>(sum));
    }
  }

  for (Shape s : {Shape{maxN, 5, 256}, Shape{100, 2, 128}}) {  // warp shuffles after the loop
    int* dsum;
    HIP_CHECK(hipMalloc(&dsum, sizeof(int)));
    HIP_CHECK(hipMemset(dsum, 0, sizeof(int)));
    hipLaunchKernelGGL(warp_sums, dim3(s.blocks), dim3(s.threads), 0, 0, din, dsum, s.n);
    HIP_CHECK_LAUNCH();
    int got = 0, want = 0;
    HIP_CHECK(hipMemcpy(&got, dsum, sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < s.n; ++i) want += in[i];
    check.expect_eq("warp.sum", s.n, got, want);
    HIP_CHECK(hipFree(dsum));
  }

  check_items_per_work_item<2>(check, din, dvisits, in);
  check_items_per_work_item<4>(check, din, dvisits, in);
  check_items_per_work_item<16>(check, din, dvisits, in);

  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(dout));
  HIP_CHECK(hipFree(dvisits));
  return check.finish();
}
