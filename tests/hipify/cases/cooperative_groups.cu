// Cooperative groups keep their namespace; the header and launch API change.
#include <cooperative_groups.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
// CHECK: namespace cg = cooperative_groups;
__global__ void reduce(int *data) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  grid.sync();
  block.sync();
  data[0] = 1;
}
void launch(int *data) {
  void *args[] = {&data};
  cudaLaunchCooperativeKernel((void *)reduce, dim3(2), dim3(64), args, 0, 0);
  // CHECK: hipLaunchCooperativeKernel((void *)reduce, dim3(2), dim3(64), args, 0, 0);
}
