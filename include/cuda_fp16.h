// CUDA's half-precision header: __half, __half2 and their intrinsics come
// from OpenHIP's hip_fp16.h (same names as CUDA's); this adds CUDA's
// aliases (__nv_half, nv_half, ...) and constants (CUDART_*_FP16).
#ifndef OPENHIP_CUDA_FP16_H
#define OPENHIP_CUDA_FP16_H
#include <hip/hip_fp16.h>

#define __CUDA_FP16_TYPES_EXIST__
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
#ifdef __cplusplus
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half nv_half;
typedef __half2 nv_half2;
#endif

#ifdef __cplusplus
// CUDA's half tanh (AMD's hip_fp16.h has none): through float, correctly
// rounded; the _approx forms (PTX tanh.approx on NVIDIA) are the same here.
__host__ __device__ inline __half htanh(__half a) { return __half(tanhf(float(a))); }
__host__ __device__ inline __half htanh_approx(__half a) { return htanh(a); }
__host__ __device__ inline __half2 h2tanh(__half2 a) { return __half2(htanh(a.x), htanh(a.y)); }
__host__ __device__ inline __half2 h2tanh_approx(__half2 a) { return h2tanh(a); }
#endif

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)

#endif  // OPENHIP_CUDA_FP16_H
