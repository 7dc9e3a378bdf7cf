// CUDA 11/12 runtime calls, types and enumerators HIP 5.2 lacks stay as they
// are, each with a warning; their neighbours HIP has are renamed.
#include <cuda_runtime.h>
void f(cudaStream_t s, void *p, cudaGraph_t g) {
  cudaLaunchConfig_t config = {}; cudaLaunchAttribute attr[1];
  // CHECK: cudaLaunchConfig_t config = {}; cudaLaunchAttribute attr[1];
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-2]]:3: warning: 'cudaLaunchConfig_t' is not supported by HIP
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-3]]:35: warning: 'cudaLaunchAttribute' is not supported by HIP
  cudaMemPrefetchAsync(p, 64, 0, s); cudaStreamGetId(s, nullptr);
  // CHECK: hipMemPrefetchAsync(p, 64, 0, s); cudaStreamGetId(s, nullptr);
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-2]]:38: warning: 'cudaStreamGetId' is not supported by HIP
  cudaGraphInstantiateWithParams(nullptr, g, nullptr); cudaGraphEventRecordNodeGetEvent(nullptr, nullptr);
  // CHECK: cudaGraphInstantiateWithParams(nullptr, g, nullptr); hipGraphEventRecordNodeGetEvent(nullptr, nullptr);
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-2]]:3: warning: 'cudaGraphInstantiateWithParams' is not supported by HIP
  int a = cudaDevAttrNumaId; int b = CUDA_R_32F; int c = CUDA_R_8I;
  // CHECK: int a = cudaDevAttrNumaId; int b = HIP_R_32F; int c = CUDA_R_8I;
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-2]]:11: warning: 'cudaDevAttrNumaId' is not supported by HIP
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-3]]:58: warning: 'CUDA_R_8I' is not supported by HIP
  cudaLibrary_t library; cudaLibraryLoadFromFile(&library, "k.cubin", nullptr, nullptr, 0, nullptr, nullptr, 0);
  // CHECK: cudaLibrary_t library; cudaLibraryLoadFromFile(&library, "k.cubin", nullptr, nullptr, 0, nullptr, nullptr, 0);
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-2]]:3: warning: 'cudaLibrary_t' is not supported by HIP
  // STDERR: unsupported_runtime_more.cu:[[#@LINE-3]]:26: warning: 'cudaLibraryLoadFromFile' is not supported by HIP
  (void)config; (void)attr; (void)a; (void)b; (void)c;
}
