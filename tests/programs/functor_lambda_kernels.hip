// Functors and lambdas passed by value to template kernels: a functor with
// state, a __device__ lambda capturing by value, a host+device lambda, and a
// generic "for_each" kernel that also uses shared memory with a barrier.
#include "program_check.h"

#include <vector>

template <typename Op>
__global__ void transform(const int* in, int* out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(in[i], i);
}

// Applies `op` to each element and its mirror within the block.
template <typename Op>
__global__ void with_mirror(const int* in, int* out, Op op) {
  __shared__ int tile[128];
  int t = threadIdx.x;
  tile[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = op(tile[t], tile[blockDim.x - 1 - t]);
}

struct AffineFunctor {
  int scale, offset;
  __device__ int operator()(int v, int i) const { return v * scale + offset + (i & 1); }
};

struct MaxFunctor {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

int main() {
  Checker check;
  const int n = 512;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 211 - 100;
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  auto fetch = [&] {
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  };

  transform<<<n / 64, 64>>>(d_in, d_out, n, AffineFunctor{3, -4});
  fetch();
  for (int i = 0; i < n; ++i) check.expect_eq("functor", i, out[i], in[i] * 3 - 4 + (i & 1));

  int bias = 17, factor = -2;
  auto device_lambda = [=] __device__(int v, int i) { return v * factor + bias - i; };
  transform<<<n / 128, 128>>>(d_in, d_out, n, device_lambda);
  fetch();
  for (int i = 0; i < n; ++i) check.expect_eq("__device__ lambda", i, out[i], in[i] * factor + bias - i);

  auto both_sides = [=] __host__ __device__(int v, int i) { return (v ^ i) + bias; };
  hipLaunchKernelGGL(transform<decltype(both_sides)>, dim3(n / 32), dim3(32), 0, 0, d_in, d_out, n, both_sides);
  fetch();
  for (int i = 0; i < n; ++i) check.expect_eq("__host__ __device__ lambda", i, out[i], both_sides(in[i], i));

  with_mirror<<<n / 128, 128>>>(d_in, d_out, MaxFunctor{});
  fetch();
  for (int i = 0; i < n; ++i) {
    int mirror = in[(i / 128) * 128 + 127 - i % 128];
    check.expect_eq("mirror max", i, out[i], in[i] > mirror ? in[i] : mirror);
  }

  with_mirror<<<n / 128, 128>>>(d_in, d_out, [] __device__(int a, int b) { return a - b; });
  fetch();
  for (int i = 0; i < n; ++i) check.expect_eq("mirror lambda", i, out[i], in[i] - in[(i / 128) * 128 + 127 - i % 128]);

  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
