// Error codes: same-named and renamed enumerators.
#include <cuda_runtime.h>
const char *describe(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "ok";
  // CHECK: case hipSuccess: return "ok";
  case cudaErrorMemoryAllocation: return "oom";
  // CHECK: case hipErrorOutOfMemory: return "oom";
  case cudaErrorInitializationError: return "init";
  // CHECK: case hipErrorNotInitialized: return "init";
  case cudaErrorInvalidValue: return "value";
  // CHECK: case hipErrorInvalidValue: return "value";
  case cudaErrorInvalidResourceHandle: return "handle";
  // CHECK: case hipErrorInvalidHandle: return "handle";
  case cudaErrorNotReady: return "busy";
  // CHECK: case hipErrorNotReady: return "busy";
  default: return cudaGetErrorString(e);
  // CHECK: default: return hipGetErrorString(e);
  }
}
