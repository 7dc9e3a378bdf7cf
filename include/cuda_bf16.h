// CUDA's bfloat16 header: __nv_bfloat16 and __nv_bfloat162 are OpenHIP's
// __hip_bfloat16 and __hip_bfloat162 (<hip/hip_bf16.h>), which carry CUDA's
// functions, rounding modes and operators as well as AMD's.
#ifndef OPENHIP_CUDA_BF16_H
#define OPENHIP_CUDA_BF16_H

#include <hip/hip_bf16.h>

#ifdef __cplusplus
typedef __hip_bfloat16 __nv_bfloat16;
typedef __hip_bfloat162 __nv_bfloat162;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif
typedef __hip_bfloat16_raw __nv_bfloat16_raw;
typedef __hip_bfloat162_raw __nv_bfloat162_raw;

#define __CUDA_BF16_TYPES_EXIST__

#ifdef __cplusplus
// A helper of CUDA's own header that programs call directly: raw bits to float.
__host__ __device__ inline float __internal_bfloat162float(const unsigned short h) {
  return __openhip_bf16::toFloat(h);
}
// CUDA's approximate bf16 tanh (PTX tanh.approx.bf16 on NVIDIA): the
// correctly rounded htanh here.
__host__ __device__ inline __nv_bfloat16 htanh_approx(__nv_bfloat16 a) { return htanh(a); }
__host__ __device__ inline __nv_bfloat162 h2tanh_approx(__nv_bfloat162 a) { return h2tanh(a); }
#endif
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)

#endif  // OPENHIP_CUDA_BF16_H
