// A graph built node by node: two independent branches (each a memset and a
// kernel) joined by a kernel that combines them, then a copy back. The
// executable graph is launched with several parameter sets changed through
// hipGraphExecKernelNodeSetParams / hipGraphExecMemsetNodeSetParams, and
// the graph is also embedded as a child graph of a second graph.
#include "../program_check.h"

#include <vector>

constexpr int kCount = 1000;

__global__ void addConstant(int* data, int value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += value;
}

__global__ void combine(int* out, const int* a, const int* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] * b[i] + i;
}

int main() {
  Checker check;
  int *a = nullptr, *b = nullptr, *out = nullptr;
  HIP_CHECK(hipMalloc(&a, kCount * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, kCount * sizeof(int)));
  HIP_CHECK(hipMalloc(&out, kCount * sizeof(int)));
  std::vector<int> host(kCount, 0);
  int n = kCount;
  const dim3 grid((kCount + 127) / 128), block(128);

  hipGraph_t graph = nullptr;
  HIP_CHECK(hipGraphCreate(&graph, 0));
  hipMemsetParams fill_a{};
  fill_a.dst = a;
  fill_a.elementSize = 4;
  fill_a.width = kCount;
  fill_a.height = 1;
  fill_a.value = 3;
  hipMemsetParams fill_b = fill_a;
  fill_b.dst = b;
  fill_b.value = 5;
  hipGraphNode_t set_a, set_b, add_a, add_b, join, copy;
  HIP_CHECK(hipGraphAddMemsetNode(&set_a, graph, nullptr, 0, &fill_a));
  HIP_CHECK(hipGraphAddMemsetNode(&set_b, graph, nullptr, 0, &fill_b));
  int add_value_a = 1, add_value_b = 2;
  void* args_a[] = {&a, &add_value_a, &n};
  void* args_b[] = {&b, &add_value_b, &n};
  hipKernelNodeParams kernel_a{};
  kernel_a.func = reinterpret_cast<void*>(addConstant);
  kernel_a.gridDim = grid;
  kernel_a.blockDim = block;
  kernel_a.kernelParams = args_a;
  hipKernelNodeParams kernel_b = kernel_a;
  kernel_b.kernelParams = args_b;
  HIP_CHECK(hipGraphAddKernelNode(&add_a, graph, &set_a, 1, &kernel_a));
  HIP_CHECK(hipGraphAddKernelNode(&add_b, graph, &set_b, 1, &kernel_b));
  void* args_join[] = {&out, &a, &b, &n};
  hipKernelNodeParams kernel_join = kernel_a;
  kernel_join.func = reinterpret_cast<void*>(combine);
  kernel_join.kernelParams = args_join;
  hipGraphNode_t branches[] = {add_a, add_b};
  HIP_CHECK(hipGraphAddKernelNode(&join, graph, branches, 2, &kernel_join));
  HIP_CHECK(hipGraphAddMemcpyNode1D(&copy, graph, &join, 1, host.data(), out,
                                    kCount * sizeof(int), hipMemcpyDeviceToHost));

  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipGraphExec_t exec = nullptr;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int round = 0; round < 20; ++round) {
    // Round r: a = 3 + r, b = 5 + 2; out = a * b + i.
    fill_a.value = 3 + round;
    HIP_CHECK(hipGraphExecMemsetNodeSetParams(exec, set_a, &fill_a));
    add_value_b = 2 + round;
    HIP_CHECK(hipGraphExecKernelNodeSetParams(exec, add_b, &kernel_b));
    HIP_CHECK(hipGraphLaunch(exec, stream));
    HIP_CHECK(hipStreamSynchronize(stream));
    for (int i = 0; i < kCount; ++i)
      check.expect_eq("out", i, host[i], (3 + round + 1) * (5 + 2 + round) + i);
  }

  // The original graph (parameters unchanged) as a child of another graph.
  hipGraph_t outer = nullptr;
  HIP_CHECK(hipGraphCreate(&outer, 0));
  hipGraphNode_t child = nullptr;
  HIP_CHECK(hipGraphAddChildGraphNode(&child, outer, nullptr, 0, graph));
  hipGraphExec_t outer_exec = nullptr;
  HIP_CHECK(hipGraphInstantiate(&outer_exec, outer, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(outer_exec, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  for (int i = 0; i < kCount; ++i) check.expect_eq("child graph out", i, host[i], 4 * 7 + i);

  HIP_CHECK(hipGraphExecDestroy(outer_exec));
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(outer));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(out));
  return check.finish();
}
