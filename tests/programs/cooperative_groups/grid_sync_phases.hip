// grid_group under hipLaunchCooperativeKernel: every block writes its part,
// grid.sync(), every block reads the other blocks' parts; launched many
// times with the grid size a GPU program computes from the occupancy API.
// Also grid_group's sizes/ranks, and is_valid() false in an ordinary launch.
#include <hip/hip_cooperative_groups.h>

#include <vector>

#include "cooperative_check.h"

namespace cg = cooperative_groups;

constexpr int kThreads = 64;

// data[block * kThreads + t] = f(round, block, t); after grid.sync() each
// thread sums the element with its rank in every block and checks it.
__global__ void twoPhases(int* data, int* errors, int round) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  const unsigned blocks = gridDim.x;
  data[blockIdx.x * kThreads + threadIdx.x] = round * 7919 + blockIdx.x * 131 + threadIdx.x;
  grid.sync();
  int sum = 0, want = 0;
  for (unsigned b = 0; b < blocks; ++b) {
    sum += data[b * kThreads + threadIdx.x];
    want += round * 7919 + b * 131 + threadIdx.x;
  }
  if (sum != want) atomicAdd(errors, 1);
  grid.sync();  // nobody overwrites data before everyone has read it
  data[blockIdx.x * kThreads + threadIdx.x] = -1;
  grid.sync();
  if (data[((blockIdx.x + 1) % blocks) * kThreads + threadIdx.x] != -1) atomicAdd(errors, 1);
  (void)block;
}

struct GridInfo {
  unsigned long long size, rank, num_blocks, block_rank;
  unsigned dim_blocks_x, group_dim_x, valid;
};

__global__ void gridInfo(GridInfo* out) {
  cg::grid_group grid = cg::this_grid();
  GridInfo& g = out[grid.thread_rank()];
  g.size = grid.size();
  g.rank = grid.thread_rank();
  g.num_blocks = grid.num_blocks();
  g.block_rank = grid.block_rank();
  g.dim_blocks_x = grid.dim_blocks().x;
  g.group_dim_x = grid.group_dim().x;
  g.valid = grid.is_valid() ? 1 : 0;
  cg::thread_group base = grid;
  if (base.thread_rank() != grid.thread_rank() || !base.is_valid() != !grid.is_valid()) g.valid = 7;
}

int main() {
  Checker check;
  const int blocks = cooperativeGridSize(twoPhases, kThreads);
  check.expect_true("at least one block may be resident", blocks >= 1);
  int *data = nullptr, *errors = nullptr;
  HIP_CHECK(hipMalloc(&data, sizeof(int) * blocks * kThreads));
  HIP_CHECK(hipMalloc(&errors, sizeof(int)));
  HIP_CHECK(hipMemset(errors, 0, sizeof(int)));
  for (int round = 0; round < 30; ++round) {
    void* args[] = {&data, &errors, &round};
    HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(twoPhases), dim3(blocks),
                                         dim3(kThreads), args, 0, nullptr));
  }
  HIP_CHECK(hipDeviceSynchronize());
  int host_errors = -1;
  HIP_CHECK(hipMemcpy(&host_errors, errors, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("phase errors", 0, host_errors, 0);

  // A grid larger than what can be resident is refused.
  int round = 0;
  void* args[] = {&data, &errors, &round};
  check.expect_eq("too large", 0,
                  hipLaunchCooperativeKernel(reinterpret_cast<const void*>(twoPhases), dim3(blocks + 1),
                                             dim3(kThreads), args, 0, nullptr),
                  hipErrorCooperativeLaunchTooLarge);
  (void)hipGetLastError();

  const int threads = 32;
  const int info_blocks = cooperativeGridSize(gridInfo, threads);
  GridInfo* info = nullptr;
  const int total = info_blocks * threads;
  HIP_CHECK(hipMalloc(&info, sizeof(GridInfo) * total));
  std::vector<GridInfo> h(total);
  for (int cooperative = 0; cooperative < 2; ++cooperative) {
    void* info_args[] = {&info};
    if (cooperative)
      HIP_CHECK(hipLaunchCooperativeKernel(reinterpret_cast<const void*>(gridInfo), dim3(info_blocks),
                                           dim3(threads), info_args, 0, nullptr));
    else
      hipLaunchKernelGGL(gridInfo, dim3(info_blocks), dim3(threads), 0, 0, info);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(h.data(), info, sizeof(GridInfo) * total, hipMemcpyDeviceToHost));
    for (int i = 0; i < total; ++i) {
      check.expect_eq("grid.size", i, h[i].size, total);
      check.expect_eq("grid.thread_rank", i, h[i].rank, i);
      check.expect_eq("grid.num_blocks", i, h[i].num_blocks, info_blocks);
      check.expect_eq("grid.block_rank", i, h[i].block_rank, i / threads);
      check.expect_eq("grid.dim_blocks.x", i, h[i].dim_blocks_x, info_blocks);
      check.expect_eq("grid.group_dim.x", i, h[i].group_dim_x, threads);
      check.expect_eq("grid.is_valid", i, h[i].valid, cooperative);
    }
  }
  HIP_CHECK(hipFree(info));
  HIP_CHECK(hipFree(data));
  HIP_CHECK(hipFree(errors));
  return check.finish();
}
