// block_reduction: summing an array with shared memory and barriers.
//
// Each block loads 256 elements into fast on-chip (__shared__) memory, then
// halves the number of active threads at every step, each adding a partner's
// value to its own. __syncthreads() between steps makes every thread's write
// visible before anyone reads it. Each block writes one partial sum; the host
// adds the partial sums.
//
//   hipcc -O2 block_reduction.hip -o block_reduction && ./block_reduction
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                              \
  do {                                                                               \
    hipError_t status_ = (expr);                                                     \
    if (status_ != hipSuccess) {                                                     \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,             \
                   hipGetErrorString(status_));                                      \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

constexpr int kBlockSize = 256;

__global__ void block_sum(const float* input, float* block_sums, int n) {
  // One copy of this array per block, shared by the block's threads.
  __shared__ float partial[kBlockSize];

  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  partial[tid] = i < n ? input[i] : 0.0f;
  __syncthreads();  // every load is done before the first addition

  // Tree reduction: 128 threads add, then 64, ... then 1.
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride) partial[tid] += partial[tid + stride];
    __syncthreads();  // this step's additions are visible to the next step
  }

  if (tid == 0) block_sums[blockIdx.x] = partial[0];
}

int main() {
  const int n = 1 << 22;
  const int blocks = (n + kBlockSize - 1) / kBlockSize;

  // Small integers keep every partial sum exact in float, so the check is exact.
  std::vector<float> input(n);
  for (int i = 0; i < n; ++i) input[i] = static_cast<float>(i % 7 - 3);

  float *d_input, *d_block_sums;
  HIP_CHECK(hipMalloc(&d_input, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_block_sums, blocks * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_input, input.data(), n * sizeof(float), hipMemcpyHostToDevice));

  block_sum<<<blocks, kBlockSize>>>(d_input, d_block_sums, n);
  HIP_CHECK(hipGetLastError());

  std::vector<float> block_sums(blocks);
  HIP_CHECK(hipMemcpy(block_sums.data(), d_block_sums, blocks * sizeof(float),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_input));
  HIP_CHECK(hipFree(d_block_sums));

  // Check every block's sum, and the total, against the host.
  int errors = 0;
  double total = 0.0, expected_total = 0.0;
  for (int b = 0; b < blocks; ++b) {
    double expected = 0.0;
    for (int i = b * kBlockSize; i < (b + 1) * kBlockSize && i < n; ++i) expected += input[i];
    if (block_sums[b] != expected && ++errors <= 5)
      std::fprintf(stderr, "block %d: sum %g, expected %g\n", b, block_sums[b], expected);
    total += block_sums[b];
    expected_total += expected;
  }
  if (errors || total != expected_total) {
    std::printf("FAIL: %d wrong block sums, total %g (expected %g)\n", errors, total,
                expected_total);
    return 1;
  }
  std::printf("block_reduction: %d elements in %d blocks, sum %g\nPASS\n", n, blocks, total);
  return 0;
}
