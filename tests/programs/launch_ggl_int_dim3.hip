// The launch spellings: hipLaunchKernelGGL with int and dim3 sizes, with and
// without dynamic shared memory and a stream; hipLaunchKernel with an
// argument array; <<<grid, block, shared, stream>>>.
#include "program_check.h"

#include <vector>

__global__ void axpb(const int* x, int* y, int a, int b, int n) {
  extern __shared__ int scratch[];
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  int v = i < n ? x[i] : 0;
  if (i < n) y[i] = a * v + b;
  (void)scratch;
}

__global__ void set_flag(int* flag);  // declared first, defined below
__global__ void set_flag(int* flag) {
  if (threadIdx.x == 0 && blockIdx.x == 0) *flag = 42;
}

int main() {
  Checker check;
  const int n = 1000;
  std::vector<int> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = i % 97;
  int *d_x, *d_y, *d_flag;
  HIP_CHECK(hipMalloc(&d_x, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_y, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_flag, sizeof(int)));
  HIP_CHECK(hipMemcpy(d_x, x.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));

  auto verify = [&](const char* what, int a, int b) {
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(y.data(), d_y, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) check.expect_eq(what, i, y[i], a * x[i] + b);
    HIP_CHECK(hipMemset(d_y, 0, n * sizeof(int)));
  };

  hipLaunchKernelGGL(axpb, (n + 255) / 256, 256, 0, 0, d_x, d_y, 2, 1, n);
  verify("GGL int sizes", 2, 1);
  hipLaunchKernelGGL(axpb, dim3((n + 127) / 128), dim3(128), 64, stream, d_x, d_y, 3, -2, n);
  HIP_CHECK(hipStreamSynchronize(stream));
  verify("GGL dim3 sizes, shared, stream", 3, -2);
  hipLaunchKernelGGL(axpb, dim3(4, 4), dim3(64), 0, nullptr, d_x, d_y, -1, 5, n);
  verify("GGL 2-D grid", -1, 5);

  int a = 7, b = 3, count = n;
  const int* x_arg = d_x;
  int* y_arg = d_y;
  void* args[] = {&x_arg, &y_arg, &a, &b, &count};
  HIP_CHECK(hipLaunchKernel(reinterpret_cast<const void*>(&axpb), dim3(8), dim3(125), args, 0, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  verify("hipLaunchKernel", 7, 3);

  axpb<<<dim3(10), dim3(100), 128, stream>>>(d_x, d_y, 0, 9, n);
  HIP_CHECK(hipStreamSynchronize(stream));
  verify("<<<4 arguments>>>", 0, 9);

  hipLaunchKernelGGL(set_flag, 1, 1, 0, 0, d_flag);
  HIP_CHECK_LAUNCH();
  int flag = 0;
  HIP_CHECK(hipMemcpy(&flag, d_flag, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("set_flag", 0, flag, 42);

  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(d_x));
  HIP_CHECK(hipFree(d_y));
  HIP_CHECK(hipFree(d_flag));
  return check.finish();
}
