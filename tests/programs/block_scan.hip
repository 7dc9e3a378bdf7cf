// An inclusive prefix sum per block (Hillis-Steele with double buffering in
// dynamic shared memory): log2(n) steps, each ending in a barrier, with the
// buffer index kept in a private variable across barriers.
#include "program_check.h"

#include <vector>

__global__ void inclusive_scan(const int* in, int* out) {
  extern __shared__ int buffers[];  // 2 * blockDim.x ints
  int n = blockDim.x, t = threadIdx.x;
  int* src = buffers;
  int* dst = buffers + n;
  src[t] = in[blockIdx.x * n + t];
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    dst[t] = t >= offset ? src[t] + src[t - offset] : src[t];
    __syncthreads();
    int* swap = src;
    src = dst;
    dst = swap;
  }
  out[blockIdx.x * n + t] = src[t];
}

int main() {
  Checker check;
  const int blocks = 11;
  for (int threads : {1, 7, 64, 250, 1024}) {
    const int n = blocks * threads;
    std::vector<int> in(n), out(n);
    for (int i = 0; i < n; ++i) in[i] = (i * 5) % 9 - 4;
    int *d_in, *d_out;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
    HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
    inclusive_scan<<<blocks, threads, 2 * threads * sizeof(int)>>>(d_in, d_out);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      int running = 0;
      for (int t = 0; t < threads; ++t) {
        running += in[b * threads + t];
        check.expect_eq("scan", threads * 100000L + b * threads + t, out[b * threads + t], running);
      }
    }
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
  }
  return check.finish();
}
