// __syncthreads_count/_and/_or: block-wide votes that are also barriers,
// with predicates that are all-true, all-false and mixed, and used in a loop.
#include "program_check.h"

#include <vector>

struct Votes {
  int count, all, any;
};

__global__ void vote(const int* in, int threshold, Votes* out, int* loop_total) {
  int t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  int count = __syncthreads_count(v > threshold);
  int all = __syncthreads_and(v > threshold);
  int any = __syncthreads_or(v > threshold);
  // Votes return the same value in every thread: thread 0 and the last
  // thread both write, the host checks they agree through one slot each.
  if (t == 0) out[2 * blockIdx.x] = Votes{count, all != 0, any != 0};
  if (t == static_cast<int>(blockDim.x) - 1) out[2 * blockIdx.x + 1] = Votes{count, all != 0, any != 0};

  int total = 0;
  for (int k = 0; k < 5; ++k) total += __syncthreads_count((v + k) % 3 == 0);
  if (t == 0) loop_total[blockIdx.x] = total;
}

int main() {
  Checker check;
  const int threads = 200, blocks = 6, n = threads * blocks, threshold = 50;
  std::vector<int> in(n);
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int v = (t * 7 + b) % 100;  // mixed
      if (b == 1) v = 100 + t;     // all above
      if (b == 2) v = t % 50;      // none above
      if (b == 3) v = t == 123 ? 51 : 0;  // exactly one
      in[b * threads + t] = v;
    }
  int *d_in, *d_loop;
  Votes* d_votes;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_votes, 2 * blocks * sizeof(Votes)));
  HIP_CHECK(hipMalloc(&d_loop, blocks * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  vote<<<blocks, threads>>>(d_in, threshold, d_votes, d_loop);
  HIP_CHECK_LAUNCH();
  std::vector<Votes> votes(2 * blocks);
  std::vector<int> loop_total(blocks);
  HIP_CHECK(hipMemcpy(votes.data(), d_votes, votes.size() * sizeof(Votes), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(loop_total.data(), d_loop, blocks * sizeof(int), hipMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    int count = 0, total = 0;
    for (int t = 0; t < threads; ++t) {
      int v = in[b * threads + t];
      count += v > threshold;
      for (int k = 0; k < 5; ++k) total += (v + k) % 3 == 0;
    }
    for (int w = 0; w < 2; ++w) {
      const Votes& got = votes[2 * b + w];
      check.expect_eq("count", b, got.count, count);
      check.expect_eq("and", b, got.all, count == threads);
      check.expect_eq("or", b, got.any, count > 0);
    }
    check.expect_eq("loop_total", b, loop_total[b], total);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_votes));
  HIP_CHECK(hipFree(d_loop));
  return check.finish();
}
