// The CUDA names of inputs/runtime_headers.hip, compiled the same way.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuComplex.h>
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include <library_types.h>
#include <math_constants.h>
#include <nvrtc.h>
#include <nvToolsExt.h>

__global__ void scale(float* p, float s) {
  namespace cg = cooperative_groups;
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  float v = p[threadIdx.x] * s;
  p[threadIdx.x] = cg::reduce(tile, v, cg::plus<float>()) + __shfl_down_sync(~0u, v, 1);
}

int main() {
  float* p = nullptr;
  return cudaMalloc(&p, 64 * sizeof(float)) == cudaSuccess ? 0 : 1;
}
