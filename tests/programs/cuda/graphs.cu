// CUDA graphs: a captured stream (kernels + async copies) replayed several
// times, and a graph built by hand (memset -> kernel -> host node) whose
// kernel parameters are updated in the instantiated graph; a user object
// whose lifetime the graph and its executable graph share.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

__global__ void scaleAdd(float* data, float scale, float add, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * scale + add;
}

static void countCall(void* counter) { ++*static_cast<int*>(counter); }

int main() {
  const int n = 1000;
  int errors = 0;
  std::vector<float> host(n), back(n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i);
  float* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  // Captured: upload, two kernels, download. Nothing runs while capturing.
  cudaGraph_t captured;
  CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  CUDA_CHECK(cudaStreamIsCapturing(stream, &status));
  if (status != cudaStreamCaptureStatusActive) ++errors;
  CUDA_CHECK(cudaMemcpyAsync(d, host.data(), n * sizeof(float), cudaMemcpyHostToDevice, stream));
  scaleAdd<<<(n + 127) / 128, 128, 0, stream>>>(d, 2.0f, 1.0f, n);
  scaleAdd<<<(n + 127) / 128, 128, 0, stream>>>(d, 1.0f, -1.0f, n);
  CUDA_CHECK(cudaMemcpyAsync(back.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamEndCapture(stream, &captured));
  size_t count = 0;
  CUDA_CHECK(cudaGraphGetNodes(captured, nullptr, &count));
  if (count != 4) ++errors;
  cudaGraphExec_t exec;
  CUDA_CHECK(cudaGraphInstantiate(&exec, captured, nullptr, nullptr, 0));  // CUDA 11 form
  for (int launch = 0; launch < 3; ++launch) {
    back.assign(n, -1.0f);
    CUDA_CHECK(cudaGraphLaunch(exec, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    for (int i = 0; i < n; ++i)
      if (back[i] != 2.0f * i) ++errors;  // (i * 2 + 1) - 1
  }
  CUDA_CHECK(cudaGraphExecDestroy(exec));
  CUDA_CHECK(cudaGraphDestroy(captured));

  // Built by hand: memset to zero, then add 5 to every element, then a host node.
  cudaGraph_t graph;
  CUDA_CHECK(cudaGraphCreate(&graph, 0));
  cudaMemsetParams memset = {};
  memset.dst = d;
  memset.value = 0;
  memset.elementSize = sizeof(float);
  memset.width = n;
  memset.height = 1;
  cudaGraphNode_t clear, kernel, host_node;
  CUDA_CHECK(cudaGraphAddMemsetNode(&clear, graph, nullptr, 0, &memset));
  float scale = 1.0f, add = 5.0f;
  int count_n = n;
  void* args[] = {&d, &scale, &add, &count_n};
  cudaKernelNodeParams kp = {};
  kp.func = reinterpret_cast<void*>(scaleAdd);
  kp.gridDim = dim3((n + 127) / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = args;
  CUDA_CHECK(cudaGraphAddKernelNode(&kernel, graph, &clear, 1, &kp));
  int calls = 0;
  cudaHostNodeParams hp = {countCall, &calls};
  CUDA_CHECK(cudaGraphAddHostNode(&host_node, graph, &kernel, 1, &hp));
  cudaGraphNodeType type;
  CUDA_CHECK(cudaGraphNodeGetType(kernel, &type));
  if (type != cudaGraphNodeTypeKernel) ++errors;
  CUDA_CHECK(cudaGraphNodeGetType(clear, &type));
  if (type != cudaGraphNodeTypeMemset) ++errors;
  cudaKernelNodeParams readBack = {};
  CUDA_CHECK(cudaGraphKernelNodeGetParams(kernel, &readBack));
  if (readBack.func != kp.func || readBack.gridDim.x != kp.gridDim.x || readBack.blockDim.x != 128) ++errors;
  CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));  // CUDA 12 form
  CUDA_CHECK(cudaGraphLaunch(exec, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaMemcpy(back.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (back[i] != 5.0f) ++errors;
  add = 7.0f;  // parameters are copied at set time
  CUDA_CHECK(cudaGraphExecKernelNodeSetParams(exec, kernel, &kp));
  CUDA_CHECK(cudaGraphLaunch(exec, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaMemcpy(back.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (back[i] != 7.0f) ++errors;
  if (calls != 2) ++errors;
  if (cudaGraphAddKernelNode(&kernel, graph, nullptr, 0, nullptr) != cudaErrorInvalidValue) ++errors;

  // User objects: the destructor runs after the last reference (the graph's
  // and the executable graph's) goes.
  int deleted = 0;
  cudaUserObject_t object;
  CUDA_CHECK(cudaUserObjectCreate(&object, &deleted, countCall, 1, cudaUserObjectNoDestructorSync));
  CUDA_CHECK(cudaGraphRetainUserObject(graph, object, 1, cudaGraphUserObjectMove));
  cudaGraphExec_t holder;
  CUDA_CHECK(cudaGraphInstantiate(&holder, graph, 0));
  CUDA_CHECK(cudaGraphExecDestroy(exec));
  CUDA_CHECK(cudaGraphDestroy(graph));
  if (deleted != 0) ++errors;
  CUDA_CHECK(cudaGraphExecDestroy(holder));
  if (deleted != 1) ++errors;
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(d));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
