// A persistent, grid-stride kernel with several grid.sync() steps (the way
// cooperative kernels are written for GPUs): square, per-block partial sums,
// normalise by the grand total, then ping-pong smoothing iterations, each
// separated by a grid barrier. Checked against the same steps on the host.
#include <hip/hip_cooperative_groups.h>

#include <vector>

#include "cooperative_check.h"

namespace cg = cooperative_groups;

constexpr int kThreads = 128;
constexpr int kIterations = 12;
constexpr long long kModulus = 1000003;

__global__ void pipeline(const int* x, long long* y, long long* partial, long long* total_out,
                         long long* a, long long* b, int n) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ long long sums[kThreads];
  const unsigned long long stride = grid.size();

  for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += stride)
    y[i] = static_cast<long long>(x[i]) * x[i];
  grid.sync();

  long long mine = 0;
  for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += stride)
    mine += y[i];
  sums[block.thread_rank()] = mine;
  block.sync();
  for (unsigned s = kThreads / 2; s > 0; s /= 2) {
    if (block.thread_rank() < s) sums[block.thread_rank()] += sums[block.thread_rank() + s];
    block.sync();
  }
  if (block.thread_rank() == 0) partial[blockIdx.x] = sums[0];
  grid.sync();

  long long total = 0;
  for (unsigned blk = 0; blk < gridDim.x; ++blk) total += partial[blk];
  if (grid.thread_rank() == 0) *total_out = total;
  for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += stride)
    a[i] = (y[i] * 1000) % (total % kModulus + 1);
  grid.sync();

  for (int it = 0; it < kIterations; ++it) {
    const long long* src = (it % 2 == 0) ? a : b;
    long long* dst = (it % 2 == 0) ? b : a;
    for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += stride) {
      const long long left = i > 0 ? src[i - 1] : 0;
      const long long right = i + 1 < static_cast<unsigned long long>(n) ? src[i + 1] : 0;
      dst[i] = (left + 2 * src[i] + right + it) % kModulus;
    }
    grid.sync();
  }
}

int main() {
  Checker check;
  const int n = 50000;
  std::vector<int> x(n);
  for (int i = 0; i < n; ++i) x[i] = (i * 37 + 11) % 1000 - 500;

  // Host reference.
  std::vector<long long> y(n), a(n), b(n);
  long long total = 0;
  for (int i = 0; i < n; ++i) total += y[i] = static_cast<long long>(x[i]) * x[i];
  for (int i = 0; i < n; ++i) a[i] = (y[i] * 1000) % (total % kModulus + 1);
  for (int it = 0; it < kIterations; ++it) {
    std::vector<long long>& src = it % 2 == 0 ? a : b;
    std::vector<long long>& dst = it % 2 == 0 ? b : a;
    for (int i = 0; i < n; ++i)
      dst[i] = ((i > 0 ? src[i - 1] : 0) + 2 * src[i] + (i + 1 < n ? src[i + 1] : 0) + it) % kModulus;
  }
  const std::vector<long long>& want = kIterations % 2 == 0 ? a : b;

  const int blocks = cooperativeGridSize(pipeline, kThreads);
  int* d_x = nullptr;
  long long *d_y, *d_partial, *d_total, *d_a, *d_b;
  HIP_CHECK(hipMalloc(&d_x, sizeof(int) * n));
  HIP_CHECK(hipMalloc(&d_y, sizeof(long long) * n));
  HIP_CHECK(hipMalloc(&d_partial, sizeof(long long) * blocks));
  HIP_CHECK(hipMalloc(&d_total, sizeof(long long)));
  HIP_CHECK(hipMalloc(&d_a, sizeof(long long) * n));
  HIP_CHECK(hipMalloc(&d_b, sizeof(long long) * n));
  HIP_CHECK(hipMemcpy(d_x, x.data(), sizeof(int) * n, hipMemcpyHostToDevice));
  for (int run = 0; run < 5; ++run) {
    int count = n;
    void* args[] = {&d_x, &d_y, &d_partial, &d_total, &d_a, &d_b, &count};
    HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(pipeline), dim3(blocks),
                                         dim3(kThreads), args, 0, nullptr));
    HIP_CHECK_LAUNCH();
    long long got_total = 0;
    std::vector<long long> got(n);
    HIP_CHECK(hipMemcpy(&got_total, d_total, sizeof(long long), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(got.data(), kIterations % 2 == 0 ? d_a : d_b, sizeof(long long) * n,
                        hipMemcpyDeviceToHost));
    check.expect_eq("total", run, got_total, total);
    for (int i = 0; i < n; ++i) check.expect_eq("smoothed", i, got[i], want[i]);
  }
  HIP_CHECK(hipFree(d_x));
  HIP_CHECK(hipFree(d_y));
  HIP_CHECK(hipFree(d_partial));
  HIP_CHECK(hipFree(d_total));
  HIP_CHECK(hipFree(d_a));
  HIP_CHECK(hipFree(d_b));
  return check.finish();
}
