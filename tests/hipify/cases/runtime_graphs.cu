// Stream capture and graphs.
#include <cuda_runtime.h>
void capture(cudaStream_t stream) {
  cudaGraph_t graph; cudaGraphExec_t exec;
  // CHECK: hipGraph_t graph; hipGraphExec_t exec;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  // CHECK: hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal);
  cudaStreamEndCapture(stream, &graph);
  cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  cudaGraphLaunch(exec, stream);
  // CHECK: hipStreamEndCapture(stream, &graph);
  // CHECK-NEXT: hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
  // CHECK-NEXT: hipGraphLaunch(exec, stream);
  cudaGraphExecDestroy(exec); cudaGraphDestroy(graph);
  // CHECK: hipGraphExecDestroy(exec); hipGraphDestroy(graph);
}
