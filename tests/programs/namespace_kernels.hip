// Kernels in namespaces: the same kernel name in two namespaces, in a nested
// namespace (taking a namespace-scope struct by value), in an inline
// namespace and at global scope; each launch must reach its own kernel.
#include "program_check.h"

#include <vector>

namespace alpha {
__global__ void store(int* out) { out[threadIdx.x] = 1000 + threadIdx.x; }
}  // namespace alpha

namespace beta {
__global__ void store(int* out) { out[threadIdx.x] = 2000 + threadIdx.x; }
namespace inner {
struct Offset {
  int value;
};
__global__ void store(int* out, Offset offset) { out[threadIdx.x] = offset.value + threadIdx.x; }
}  // namespace inner
}  // namespace beta

namespace alpha {
inline namespace v2 {
__global__ void store_twice(int* out) { out[threadIdx.x] = 2 * (3000 + static_cast<int>(threadIdx.x)); }
}  // namespace v2
}  // namespace alpha

__global__ void store(int* out) { out[threadIdx.x] = 4000 + threadIdx.x; }

int main() {
  Checker check;
  const int n = 64;
  int* d_out;
  std::vector<int> out(n);
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  auto expect = [&](const char* what, int base, int scale) {
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) check.expect_eq(what, i, out[i], scale * (base + i));
  };
  alpha::store<<<1, n>>>(d_out);
  expect("alpha::store", 1000, 1);
  beta::store<<<1, n>>>(d_out);
  expect("beta::store", 2000, 1);
  hipLaunchKernelGGL(beta::inner::store, 1, n, 0, 0, d_out, beta::inner::Offset{5000});
  expect("beta::inner::store", 5000, 1);
  alpha::store_twice<<<1, n>>>(d_out);
  expect("alpha::v2::store_twice", 3000, 2);
  ::store<<<1, n>>>(d_out);
  expect("::store", 4000, 1);
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
