// HIP's lane masks: __lanemask_eq is the caller's lane bit; __lanemask_lt and
// __lanemask_gt are the active lanes below and above it. Lanes with
// lane % 3 == 0 are inactive, and a partial last warp has no lanes past the
// block's end; checked against a host model at warp size 32 and 64.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kThreads = 200;  // not a multiple of the warp size

__global__ void masks(unsigned long long* out) {
  const int t = threadIdx.x;
  unsigned long long* r = out + 3 * t;
  r[0] = r[1] = r[2] = ~0ull;  // inactive lanes keep this
  if (__lane_id() % 3 != 0) {
    r[0] = __lanemask_eq();
    r[1] = __lanemask_lt();
    r[2] = __lanemask_gt();
  }
}

int main() {
  unsigned long long* device_out;
  HIP_CHECK(hipMalloc(&device_out, 3 * kThreads * sizeof(unsigned long long)));
  masks<<<1, kThreads>>>(device_out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned long long> out(3 * kThreads);
  HIP_CHECK(hipMemcpy(out.data(), device_out, out.size() * sizeof(unsigned long long), hipMemcpyDeviceToHost));

  const int warp = warpSize;
  Checker check;
  for (int t = 0; t < kThreads; ++t) {
    const int lane = t % warp, first = t - lane;
    unsigned long long eq = ~0ull, lt = ~0ull, gt = ~0ull;
    if (lane % 3 != 0) {
      eq = 1ull << lane;
      lt = gt = 0;
      for (int other = 0; other < warp && first + other < kThreads; ++other) {
        if (other % 3 == 0) continue;
        if (other < lane) lt |= 1ull << other;
        if (other > lane) gt |= 1ull << other;
      }
    }
    check.expect_true("__lanemask_eq", out[3 * t] == eq);
    check.expect_true("__lanemask_lt", out[3 * t + 1] == lt);
    check.expect_true("__lanemask_gt", out[3 * t + 2] == gt);
  }
  HIP_CHECK(hipFree(device_out));
  return check.finish();
}
