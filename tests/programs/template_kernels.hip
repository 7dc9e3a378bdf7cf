// Kernel templates: type and non-type parameters, instantiated for several
// types, launched with <<<...>>> and with hipLaunchKernelGGL +
// HIP_KERNEL_NAME (whose argument contains commas); a template __device__
// helper and a template kernel with barriers and a templated shared array.
#include "program_check.h"

#include <vector>

struct Point {
  int x, y;
};

template <typename T>
__device__ T combine(T a, T b) {
  return a + b;
}
template <>
__device__ Point combine<Point>(Point a, Point b) {
  return Point{a.x + b.x, a.y - b.y};
}

template <typename T, int Repeat>
__global__ void accumulate(const T* in, T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T acc = in[i];
  for (int r = 1; r < Repeat; ++r) acc = combine(acc, in[i]);
  out[i] = acc;
}

template <typename T, unsigned BlockSize>
__global__ void block_reverse(T* data) {
  __shared__ T tile[BlockSize];
  unsigned t = threadIdx.x;
  tile[t] = data[blockIdx.x * BlockSize + t];
  __syncthreads();
  data[blockIdx.x * BlockSize + t] = tile[BlockSize - 1 - t];
}

template <typename T>
static T* to_device(const std::vector<T>& host) {
  T* d;
  HIP_CHECK(hipMalloc(&d, host.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(d, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return d;
}

template <typename T>
static std::vector<T> to_host(const T* d, size_t n) {
  std::vector<T> host(n);
  HIP_CHECK(hipMemcpy(host.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

int main() {
  Checker check;
  const int n = 300;
  std::vector<int> ints(n);
  std::vector<double> doubles(n);
  std::vector<Point> points(n);
  for (int i = 0; i < n; ++i) {
    ints[i] = i - 100;
    doubles[i] = i * 0.5;
    points[i] = Point{i, 2 * i};
  }
  int *d_ints = to_device(ints), *d_ints_out = to_device(ints);
  double *d_doubles = to_device(doubles), *d_doubles_out = to_device(doubles);
  Point *d_points = to_device(points), *d_points_out = to_device(points);

  accumulate<int, 3><<<(n + 63) / 64, 64>>>(d_ints, d_ints_out, n);
  HIP_CHECK_LAUNCH();
  auto got_ints = to_host(d_ints_out, n);
  for (int i = 0; i < n; ++i) check.expect_eq("int x3", i, got_ints[i], 3 * ints[i]);

  hipLaunchKernelGGL(HIP_KERNEL_NAME(accumulate<double, 4>), dim3((n + 31) / 32), dim3(32), 0, 0, d_doubles,
                     d_doubles_out, n);
  HIP_CHECK_LAUNCH();
  auto got_doubles = to_host(d_doubles_out, n);
  for (int i = 0; i < n; ++i) check.expect_near("double x4", i, got_doubles[i], 4 * doubles[i], 0.0);

  hipLaunchKernelGGL(HIP_KERNEL_NAME(accumulate<Point, 2>), (n + 127) / 128, 128, 0, 0, d_points, d_points_out, n);
  HIP_CHECK_LAUNCH();
  auto got_points = to_host(d_points_out, n);
  for (int i = 0; i < n; ++i) {
    check.expect_eq("point.x", i, got_points[i].x, 2 * i);
    check.expect_eq("point.y", i, got_points[i].y, 0);
  }

  // 300 = 5 * 60 = 3 * 100: two instantiations with different shared sizes.
  block_reverse<int, 60><<<5, 60>>>(d_ints);
  HIP_CHECK_LAUNCH();
  got_ints = to_host(d_ints, n);
  for (int i = 0; i < n; ++i) check.expect_eq("reverse<int,60>", i, got_ints[i], ints[(i / 60) * 60 + 59 - i % 60]);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(block_reverse<double, 100>), 3, 100, 0, 0, d_doubles);
  HIP_CHECK_LAUNCH();
  got_doubles = to_host(d_doubles, n);
  for (int i = 0; i < n; ++i)
    check.expect_near("reverse<double,100>", i, got_doubles[i], doubles[(i / 100) * 100 + 99 - i % 100], 0.0);

  for (void* p : {(void*)d_ints, (void*)d_ints_out, (void*)d_doubles, (void*)d_doubles_out, (void*)d_points,
                  (void*)d_points_out})
    HIP_CHECK(hipFree(p));
  return check.finish();
}
