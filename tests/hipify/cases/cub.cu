// CUB -> hipCUB: only the namespace use cub:: is renamed.
#include <cub/cub.cuh>
// CHECK: #include <hipcub/hipcub.hpp>
__global__ void blockSum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, 128>;
  // CHECK: using BlockReduce = hipcub::BlockReduce<int, 128>;
  __shared__ typename BlockReduce::TempStorage storage;
  int sum = BlockReduce(storage).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) *out = sum;
}
void deviceSum(const int *in, int *out, int n) {
  void *temp = nullptr; size_t bytes = 0;
  cub::DeviceReduce::Sum(temp, bytes, in, out, n);
  // CHECK: hipcub::DeviceReduce::Sum(temp, bytes, in, out, n);
  ::cub::DeviceReduce::Max(temp, bytes, in, out, n);
  // CHECK: ::hipcub::DeviceReduce::Max(temp, bytes, in, out, n);
  int cub = 3; (void)cub;
  // CHECK: int cub = 3; (void)cub;
}
