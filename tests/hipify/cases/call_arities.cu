// Calls whose HIP 5.2 counterpart takes other arguments: CUDA 12's
// cudaGraphInstantiate(exec, graph[, flags]) is hipGraphInstantiateWithFlags;
// CUDA 11's five-argument form is hipGraphInstantiate; cudaMalloc3DArray's
// default flags are spelled out.
void f(cudaGraphExec_t *exec, cudaGraph_t g, cudaArray_t *a, cudaChannelFormatDesc *d) {
  cudaGraphInstantiate(exec, g, 0);
  // CHECK: hipGraphInstantiateWithFlags(exec, g, 0);
  cudaGraphInstantiate(exec, g);
  // CHECK: hipGraphInstantiateWithFlags(exec, g, 0);
  cudaGraphInstantiate(exec, g, nullptr, nullptr, 0);
  // CHECK: hipGraphInstantiate(exec, g, nullptr, nullptr, 0);
  cudaMalloc3DArray(a, d, make_cudaExtent(4, (2), 1));
  // CHECK: hipMalloc3DArray(a, d, make_hipExtent(4, (2), 1), 0);
  cudaMalloc3DArray(a, d, make_cudaExtent(4, 2, 1), cudaArrayLayered);
  // CHECK: hipMalloc3DArray(a, d, make_hipExtent(4, 2, 1), hipArrayLayered);
}
