// Standard C++ in a HIP program: <vector>, <algorithm>, <numeric> on the
// host; std::min, std::max and std::array (constexpr, hence usable on the
// device) inside a kernel.
#include "program_check.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

__global__ void clamp_and_window(const int* in, int* out, int n, int lo, int hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  std::array<int, 3> window{};
  for (int k = -1; k <= 1; ++k) {
    int j = std::min(std::max(i + k, 0), n - 1);
    window[k + 1] = in[j];
  }
  int best = std::max(window[0], std::max(window[1], window[2]));
  out[i] = std::min(std::max(best, lo), hi);
}

int main() {
  Checker check;
  const int n = 2000, lo = -50, hi = 60;
  std::vector<int> in(n);
  std::iota(in.begin(), in.end(), -1000);
  std::reverse(in.begin() + 500, in.end());
  std::rotate(in.begin(), in.begin() + 333, in.end());
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  clamp_and_window<<<(n + 255) / 256, 256>>>(d_in, d_out, n, lo, hi);
  HIP_CHECK_LAUNCH();
  std::vector<int> out(n);
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    auto first = in.begin() + std::max(i - 1, 0), last = in.begin() + std::min(i + 2, n);
    int want = std::clamp(*std::max_element(first, last), lo, hi);
    check.expect_eq("out", i, out[i], want);
  }
  std::vector<int> sorted = out;
  std::sort(sorted.begin(), sorted.end());
  check.expect_true("results stay within [lo, hi]", sorted.front() >= lo && sorted.back() <= hi);
  check.expect_eq("sum", 0, std::accumulate(out.begin(), out.end(), 0LL),
                  std::accumulate(sorted.begin(), sorted.end(), 0LL));
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
