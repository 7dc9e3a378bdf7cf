// Names HIP lacks are left alone with a warning that names file:line:col.
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
// CHECK: #include <cuda_pipeline.h>
// STDERR: unsupported.cu:3:10: warning: 'cuda_pipeline.h' is not supported by HIP
void unsupported(cudaArray_t array) {
  cudaExtent extent; cudaChannelFormatDesc desc; unsigned flags;
  cudaArrayGetInfo(&desc, &extent, &flags, array);
  // CHECK: cudaArrayGetInfo(&desc, &extent, &flags, array);
  // STDERR: unsupported.cu:8:3: warning: 'cudaArrayGetInfo' is not supported by HIP
  cudaDeviceSynchronize(); cudaProfilerInitialize(nullptr, nullptr, cudaKeyValuePair);
  // CHECK: hipDeviceSynchronize(); cudaProfilerInitialize(nullptr, nullptr, cudaKeyValuePair);
  // STDERR: unsupported.cu:11:28: warning: 'cudaProfilerInitialize' is not supported by HIP
  // STDERR-NOT: cudaKeyValuePair
}
