// Driver API streams, events and memory calls.
#include <cuda.h>
void driver(CUdeviceptr d, void *h, size_t n) {
  CUstream stream; CUevent start, stop;
  // CHECK: hipStream_t stream; hipEvent_t start, stop;
  cuStreamCreate(&stream, CU_STREAM_DEFAULT);
  cuEventCreate(&start, CU_EVENT_DEFAULT);
  cuEventCreate(&stop, CU_EVENT_BLOCKING_SYNC);
  // CHECK: hipStreamCreateWithFlags(&stream, hipStreamDefault);
  // CHECK-NEXT: hipEventCreateWithFlags(&start, hipEventDefault);
  // CHECK-NEXT: hipEventCreateWithFlags(&stop, hipEventBlockingSync);
  cuEventRecord(start, stream);
  cuMemcpyHtoDAsync_v2(d, h, n, stream);
  cuMemcpyDtoHAsync(h, d, n, stream);
  cuEventRecord(stop, stream);
  // CHECK: hipEventRecord(start, stream);
  // CHECK-NEXT: hipMemcpyHtoDAsync(d, h, n, stream);
  // CHECK-NEXT: hipMemcpyDtoHAsync(h, d, n, stream);
  // CHECK-NEXT: hipEventRecord(stop, stream);
  float ms;
  cuEventSynchronize(stop);
  cuEventElapsedTime(&ms, start, stop);
  cuStreamDestroy(stream);
  // CHECK: hipEventSynchronize(stop);
  // CHECK-NEXT: hipEventElapsedTime(&ms, start, stop);
  // CHECK-NEXT: hipStreamDestroy(stream);
}
