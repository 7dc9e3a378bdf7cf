// Only whole identifiers known to the tables are renamed.
#include <cuda_runtime.h>
#define cudaCheck(call) do { if ((call) != cudaSuccess) return 1; } while (0)
// CHECK: #define cudaCheck(call) do { if ((call) != hipSuccess) return 1; } while (0)
int mycudaMalloc(void **p) { return cudaMalloc(p, 4) == cudaSuccess ? 0 : 1; }
// CHECK: int mycudaMalloc(void **p) { return hipMalloc(p, 4) == hipSuccess ? 0 : 1; }
int cudaMallocX = 0;
// CHECK: int cudaMallocX = 0;
int use() {
  void *p;
  cudaCheck(cudaMalloc(&p, 16));
  // CHECK: cudaCheck(hipMalloc(&p, 16));
  return mycudaMalloc(&p) + cudaMallocX;
}
