// A string literal spelling exactly one CUDA error-code name (compared with
// cudaGetErrorName's result) names the HIP code; other literals (kernel and
// symbol names looked up at run time), prefixed and raw literals and codes
// HIP lacks stay.
#include <cstring>
bool isNotReady(cudaError_t e) { return std::strcmp(cudaGetErrorName(e), "cudaErrorNotReady") == 0; }
// CHECK: bool isNotReady(hipError_t e) { return std::strcmp(hipGetErrorName(e), "hipErrorNotReady") == 0; }
const char *codes[] = {"cudaSuccess", "cudaErrorMemoryAllocation", "CUDA_ERROR_NOT_FOUND"};
// CHECK: const char *codes[] = {"hipSuccess", "hipErrorOutOfMemory", "hipErrorNotFound"};
const char *kept[] = {"cudaMalloc", "cudaErrorNotReady ", "cudaErrorInvalidHostPointer", u8"cudaErrorNotReady",
                      R"(cudaErrorNotReady)"};
// CHECK: const char *kept[] = {"cudaMalloc", "cudaErrorNotReady ", "cudaErrorInvalidHostPointer", u8"cudaErrorNotReady",
// CHECK-NEXT: R"(cudaErrorNotReady)"};
// STDERR-NOT: warning
