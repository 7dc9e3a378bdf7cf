// Two translation units, each with a `static __global__ void fill` and an
// anonymous-namespace kernel of the same name: they must stay distinct. This
// file also launches an external kernel defined in the other unit.
#include "../program_check.h"
#include "device_helpers.h"

#include <vector>

static __global__ void fill(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = expected_fill(1, i) + twice(mix(0)) - 14;  // mix(0) = 7
}

namespace {
__global__ void tagged(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = -1 - i;
}
}  // namespace

int main() {
  Checker check;
  const int n = 1000;
  int* d_out;
  std::vector<int> out(n);
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));

  fill<<<(n + 127) / 128, 128>>>(d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("this unit's fill", i, out[i], expected_fill(1, i));

  launch_other_fill(d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("other unit's fill", i, out[i], expected_fill(2, i));

  scale_kernel<<<(n + 63) / 64, 64>>>(d_out, 3, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("scale_kernel", i, out[i], expected_fill(2, i) * 3 + i * 31 + 7);

  tagged<<<(n + 255) / 256, 256>>>(d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("this unit's tagged", i, out[i], -1 - i);

  launch_other_anonymous(d_out, n);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("other unit's tagged", i, out[i], 5 * i);

  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
