// Runtime API: streams and events.
#include <cuda_runtime.h>
float timing() {
  cudaStream_t stream;
  // CHECK: hipStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  cudaEvent_t start, stop;
  // CHECK: hipEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  // CHECK: hipEventCreate(&start);
  // CHECK: hipEventCreateWithFlags(&stop, hipEventBlockingSync);
  cudaEventRecord(start, stream);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  // CHECK: hipEventRecord(start, stream);
  // CHECK-NEXT: hipEventRecord(stop, stream);
  // CHECK-NEXT: hipEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: hipEventElapsedTime(&ms, start, stop);
  cudaStreamSynchronize(stream);
  cudaStreamDestroy(stream);
  // CHECK: hipStreamSynchronize(stream);
  // CHECK-NEXT: hipStreamDestroy(stream);
  return ms;
}
