// Blocks that wait for later blocks (docs/runtime.md, "Forward progress"):
// tasks are chained through global flags and dealt to blocks round-robin, so
// block 0's second task waits for the last block's first one (HeCBench pad's
// in-place padding). On a GPU all blocks of such a small grid are resident;
// here they must not deadlock on a few worker threads. Also a kernel whose
// block 0 alone waits for every other block (a grid-wide "last block done"
// handshake in reverse).
#include "program_check.h"

#include <vector>

__global__ void chained_tasks(int* flags, int* order, int* counter, int tasks) {
  for (int task = blockIdx.x; task < tasks; task += gridDim.x) {
    if (threadIdx.x == 0) {
      while (atomicAdd(&flags[task], 0) == 0) {
      }
      order[task] = atomicAdd(counter, 1);
      __threadfence();
      atomicAdd(&flags[task + 1], 1);
    }
    __syncthreads();
  }
}

__global__ void first_waits_for_all(int* arrived, int* result) {
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    while (atomicAdd(arrived, 0) != int(gridDim.x) - 1) {
    }
    *result = 1;
  } else {
    atomicAdd(arrived, 1);
  }
}

int main() {
  Checker check;
  for (int blocks : {4, 16, 24}) {
    const int tasks = blocks * 4;
    std::vector<int> flags(tasks + 1, 0);
    flags[0] = 1;
    int *d_flags, *d_order, *d_counter;
    HIP_CHECK(hipMalloc(&d_flags, (tasks + 1) * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_order, tasks * sizeof(int)));
    HIP_CHECK(hipMalloc(&d_counter, sizeof(int)));
    HIP_CHECK(hipMemcpy(d_flags, flags.data(), flags.size() * sizeof(int), hipMemcpyHostToDevice));
    HIP_CHECK(hipMemset(d_counter, 0, sizeof(int)));
    chained_tasks<<<blocks, 64>>>(d_flags, d_order, d_counter, tasks);
    HIP_CHECK_LAUNCH();
    std::vector<int> order(tasks);
    HIP_CHECK(hipMemcpy(order.data(), d_order, tasks * sizeof(int), hipMemcpyDeviceToHost));
    for (int t = 0; t < tasks; ++t) check.expect_eq("chained task order", t, order[t], t);
    HIP_CHECK(hipFree(d_flags));
    HIP_CHECK(hipFree(d_order));
    HIP_CHECK(hipFree(d_counter));
  }
  int *d_arrived, *d_result;
  HIP_CHECK(hipMalloc(&d_arrived, sizeof(int)));
  HIP_CHECK(hipMalloc(&d_result, sizeof(int)));
  HIP_CHECK(hipMemset(d_arrived, 0, sizeof(int)));
  HIP_CHECK(hipMemset(d_result, 0, sizeof(int)));
  first_waits_for_all<<<32, 32>>>(d_arrived, d_result);
  HIP_CHECK_LAUNCH();
  int result = 0;
  HIP_CHECK(hipMemcpy(&result, d_result, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("block 0 saw every block arrive", 0, result, 1);
  HIP_CHECK(hipFree(d_arrived));
  HIP_CHECK(hipFree(d_result));
  return check.finish();
}
