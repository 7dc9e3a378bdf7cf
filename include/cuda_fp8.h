// CUDA's 8-bit floating point header: __nv_fp8_e4m3 / __nv_fp8_e5m2 with
// pairs and quads, the storage types, the interpretation and saturation
// enums, and the free conversions __nv_cvt_*. Bits follow NVIDIA's
// conversions (see hip/detail/hip_fp8_conversions.h); constructors and
// conversion operators are explicit, as in CUDA.
#ifndef OPENHIP_CUDA_FP8_H
#define OPENHIP_CUDA_FP8_H

#include <hip/hip_common.h>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#define __CUDA_FP8_TYPES_EXIST__

#ifdef __cplusplus

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <hip/detail/hip_fp8_types.h>

#define __OPENHIP_NV_FP8 __host__ __device__ inline

__OPENHIP_NV_FP8 __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                           const __nv_fp8_interpretation_t fp8_interpretation) {
  return __openhip_fp8::fromDouble(x, fp8_interpretation, saturate == __NV_SATFINITE, __openhip_fp8::kNvidia);
}
__OPENHIP_NV_FP8 __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                          const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_double_to_fp8(static_cast<double>(x), saturate, fp8_interpretation);
}
__OPENHIP_NV_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                                const __nv_fp8_interpretation_t fp8_interpretation) {
  return __openhip_fp8::pack2(__nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation),
                              __nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation));
}
__OPENHIP_NV_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                               const __nv_fp8_interpretation_t fp8_interpretation) {
  return __openhip_fp8::pack2(__nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation),
                              __nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation));
}
__OPENHIP_NV_FP8 __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.x), saturate, fp8_interpretation);
}
__OPENHIP_NV_FP8 __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                                 const __nv_fp8_interpretation_t fp8_interpretation) {
  return __openhip_fp8::pack2(
      __nv_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.x), saturate, fp8_interpretation),
      __nv_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.y), saturate, fp8_interpretation));
}
__OPENHIP_NV_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x,
                                                                const __nv_saturation_t saturate,
                                                                const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8(__openhip_bf16::toFloat(x.x), saturate, fp8_interpretation);
}
__OPENHIP_NV_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(
    const __nv_bfloat162_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation) {
  return __openhip_fp8::pack2(__nv_cvt_float_to_fp8(__openhip_bf16::toFloat(x.x), saturate, fp8_interpretation),
                              __nv_cvt_float_to_fp8(__openhip_bf16::toFloat(x.y), saturate, fp8_interpretation));
}
__OPENHIP_NV_FP8 __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                    const __nv_fp8_interpretation_t fp8_interpretation) {
  __half_raw raw;
  raw.x = __openhip_fp8::toHalfBits(x, fp8_interpretation, __openhip_fp8::kNvidia);
  return raw;
}
__OPENHIP_NV_FP8 __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                        const __nv_fp8_interpretation_t fp8_interpretation) {
  __half2_raw raw;
  raw.x = __openhip_fp8::toHalfBits(__openhip_fp8::byteOf(x, 0), fp8_interpretation, __openhip_fp8::kNvidia);
  raw.y = __openhip_fp8::toHalfBits(__openhip_fp8::byteOf(x, 1), fp8_interpretation, __openhip_fp8::kNvidia);
  return raw;
}
#undef __OPENHIP_NV_FP8

__OPENHIP_FP8_SCALAR(__nv_fp8_e4m3, __nv_fp8_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kNvidia, explicit, )
__OPENHIP_FP8_SCALAR(__nv_fp8_e5m2, __nv_fp8_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kNvidia, explicit, )
__OPENHIP_FP8_PAIR(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kNvidia, explicit, )
__OPENHIP_FP8_PAIR(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kNvidia, explicit, )
__OPENHIP_FP8_QUAD(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kNvidia, explicit, )
__OPENHIP_FP8_QUAD(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kNvidia, explicit, )

#endif  // __cplusplus

#endif  // OPENHIP_CUDA_FP8_H
