// Every runtime header at once: compiled with -DA=1 ... -DZ=1 (driver.one_letter_macros),
// since a user macro of one capital letter must not break a header (template parameters are _Tp & co.).
#include <hip/channel_descriptor.h>
#include <hip/device_functions.h>
#include <hip/driver_types.h>
#include <hip/hip_bf16.h>
#include <hip/hip_bfloat16.h>
#include <hip/hip_common.h>
#include <hip/hip_complex.h>
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_ext.h>
#include <hip/hip_fp16.h>
#include <hip/hip_fp8.h>
#include <hip/hip_math_constants.h>
#include <hip/hip_runtime.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_texture_types.h>
#include <hip/hip_vector_types.h>
#include <hip/hip_version.h>
#include <hip/hiprtc.h>
#include <hip/library_types.h>
#include <hip/math_functions.h>
#include <hip/surface_types.h>
#include <hip/texture_types.h>
#include <hip/hip_cooperative_groups.h>

__global__ void scale(float* p, float s) {
  namespace cg = cooperative_groups;
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  float v = p[threadIdx.x] * s;
  p[threadIdx.x] = v + __shfl_down(v, 1) + tile.shfl(v, 0);
}

int main() {
  float* p = nullptr;
  return hipMalloc(&p, 64 * sizeof(float)) == hipSuccess ? 0 : 1;
}
