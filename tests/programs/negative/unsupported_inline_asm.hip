// Negative test: inline PTX assembly cannot run on the CPU. hipcc must reject
// it at compile time, naming the kernel and the source location (line 8).
#include <hip/hip_runtime.h>

__global__ void reads_lane_with_ptx(int* out) {
  int lane = 0;
  // The next line is the unsupported construct.
  asm volatile("mov.u32 %0, %%laneid;"
               : "=r"(lane));
  out[threadIdx.x] = lane;
}

int main() {
  int* out = nullptr;
  if (hipMalloc(&out, 64 * sizeof(int)) != hipSuccess) return 1;
  reads_lane_with_ptx<<<1, 64>>>(out);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
