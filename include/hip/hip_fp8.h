// 8-bit floating point as HIP 6 has it (hip_fp8.h): the OCP formats
// __hip_fp8_e4m3 / __hip_fp8_e5m2 and AMD's FNUZ formats __hip_fp8_e4m3_fnuz /
// __hip_fp8_e5m2_fnuz, each also as pairs (x2) and quads (x4); the
// interpretation and saturation enums; and the free conversion functions
// __hip_cvt_*. Both families are available on host and device (AMD enables
// each only on the GPUs that have it). Bits follow AMD's software
// conversions exactly, see hip/detail/hip_fp8_conversions.h.
#ifndef HIP_INCLUDE_HIP_HIP_FP8_H
#define HIP_INCLUDE_HIP_HIP_FP8_H

#include <hip/hip_common.h>

#define HIP_FP8_TYPE_OCP 1
#define HIP_FP8_TYPE_FNUZ 1
#define HIP_FP8_CVT_FAST_PATH 0

enum __hip_fp8_interpretation_t {
  __HIP_E4M3 = 0,       ///< OCP E4M3
  __HIP_E5M2 = 1,       ///< OCP E5M2
  __HIP_E4M3_FNUZ = 2,  ///< AMD's E4M3 (no -0, no infinity, NaN 0x80)
  __HIP_E5M2_FNUZ = 3,  ///< AMD's E5M2 (likewise)
};
enum __hip_saturation_t {
  __HIP_NOSAT = 0,      ///< overflow gives infinity or NaN
  __HIP_SATFINITE = 1,  ///< overflow gives the largest finite value
};
typedef unsigned char __hip_fp8_storage_t;
typedef unsigned short int __hip_fp8x2_storage_t;
typedef unsigned int __hip_fp8x4_storage_t;

#ifdef __cplusplus

#include <hip/detail/hip_fp8_types.h>

#define __OPENHIP_HIP_FP8 __host__ __device__ inline

// ---- Free conversions --------------------------------------------------------------------
__OPENHIP_HIP_FP8 __hip_fp8_storage_t __hip_cvt_double_to_fp8(const double d, const __hip_saturation_t sat,
                                                              const __hip_fp8_interpretation_t interp) {
  return __openhip_fp8::fromDouble(d, interp, sat == __HIP_SATFINITE, __openhip_fp8::kAmd);
}
__OPENHIP_HIP_FP8 __hip_fp8_storage_t __hip_cvt_float_to_fp8(const float f, const __hip_saturation_t sat,
                                                             const __hip_fp8_interpretation_t interp) {
  return __hip_cvt_double_to_fp8(static_cast<double>(f), sat, interp);
}
__OPENHIP_HIP_FP8 __hip_fp8x2_storage_t __hip_cvt_double2_to_fp8x2(const double2 d2, const __hip_saturation_t sat,
                                                                   const __hip_fp8_interpretation_t interp) {
  return __openhip_fp8::pack2(__hip_cvt_double_to_fp8(d2.x, sat, interp), __hip_cvt_double_to_fp8(d2.y, sat, interp));
}
__OPENHIP_HIP_FP8 __hip_fp8x2_storage_t __hip_cvt_float2_to_fp8x2(const float2 f2, const __hip_saturation_t sat,
                                                                  const __hip_fp8_interpretation_t interp) {
  return __openhip_fp8::pack2(__hip_cvt_float_to_fp8(f2.x, sat, interp), __hip_cvt_float_to_fp8(f2.y, sat, interp));
}
__OPENHIP_HIP_FP8 __hip_fp8_storage_t __hip_cvt_halfraw_to_fp8(const __half_raw x, const __hip_saturation_t sat,
                                                               const __hip_fp8_interpretation_t interp) {
  return __hip_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.x), sat, interp);
}
__OPENHIP_HIP_FP8 __hip_fp8x2_storage_t __hip_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __hip_saturation_t sat,
                                                                    const __hip_fp8_interpretation_t interp) {
  return __openhip_fp8::pack2(__hip_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.x), sat, interp),
                              __hip_cvt_float_to_fp8(__openhip_fp16::halfBitsToFloat(x.y), sat, interp));
}
__OPENHIP_HIP_FP8 __hip_fp8_storage_t __hip_cvt_bfloat16raw_to_fp8(const __hip_bfloat16_raw x,
                                                                   const __hip_saturation_t sat,
                                                                   const __hip_fp8_interpretation_t interp) {
  return __hip_cvt_float_to_fp8(__openhip_bf16::toFloat(x.x), sat, interp);
}
__OPENHIP_HIP_FP8 __hip_fp8x2_storage_t __hip_cvt_bfloat16raw2_to_fp8x2(const __hip_bfloat162_raw x,
                                                                        const __hip_saturation_t sat,
                                                                        const __hip_fp8_interpretation_t interp) {
  return __openhip_fp8::pack2(__hip_cvt_float_to_fp8(__openhip_bf16::toFloat(x.x), sat, interp),
                              __hip_cvt_float_to_fp8(__openhip_bf16::toFloat(x.y), sat, interp));
}
__OPENHIP_HIP_FP8 __half_raw __hip_cvt_fp8_to_halfraw(const __hip_fp8_storage_t x,
                                                      const __hip_fp8_interpretation_t interp) {
  __half_raw raw;
  raw.x = __openhip_fp8::toHalfBits(x, interp, __openhip_fp8::kAmd);
  return raw;
}
__OPENHIP_HIP_FP8 __half2_raw __hip_cvt_fp8x2_to_halfraw2(const __hip_fp8x2_storage_t x,
                                                          const __hip_fp8_interpretation_t interp) {
  __half2_raw raw;
  raw.x = __openhip_fp8::toHalfBits(__openhip_fp8::byteOf(x, 0), interp, __openhip_fp8::kAmd);
  raw.y = __openhip_fp8::toHalfBits(__openhip_fp8::byteOf(x, 1), interp, __openhip_fp8::kAmd);
  return raw;
}

// ---- Types ---------------------------------------------------------------------------------
// AMD's static members: default saturation and interpretation, exponent and mantissa widths.
#define __OPENHIP_HIP_FP8_TRAITS(INTERP, WE, WM)                                                   \
  static constexpr __hip_saturation_t __default_saturation = __HIP_SATFINITE;                     \
  static constexpr __hip_fp8_interpretation_t __default_interpret = INTERP;                       \
  static constexpr unsigned int __we = WE;                                                        \
  static constexpr unsigned int __wm = WM;

__OPENHIP_FP8_SCALAR(__hip_fp8_e4m3, __hip_fp8_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kAmd, ,
                     __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3, 4, 3))
__OPENHIP_FP8_SCALAR(__hip_fp8_e5m2, __hip_fp8_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kAmd, ,
                     __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2, 5, 2))
__OPENHIP_FP8_SCALAR(__hip_fp8_e4m3_fnuz, __hip_fp8_storage_t, __openhip_fp8::kE4M3Fnuz, __openhip_fp8::kAmd, ,
                     __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3_FNUZ, 4, 3))
__OPENHIP_FP8_SCALAR(__hip_fp8_e5m2_fnuz, __hip_fp8_storage_t, __openhip_fp8::kE5M2Fnuz, __openhip_fp8::kAmd, ,
                     __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2_FNUZ, 5, 2))
__OPENHIP_FP8_PAIR(__hip_fp8x2_e4m3, __hip_fp8x2_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3, 4, 3))
__OPENHIP_FP8_PAIR(__hip_fp8x2_e5m2, __hip_fp8x2_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2, 5, 2))
__OPENHIP_FP8_PAIR(__hip_fp8x2_e4m3_fnuz, __hip_fp8x2_storage_t, __openhip_fp8::kE4M3Fnuz, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3_FNUZ, 4, 3))
__OPENHIP_FP8_PAIR(__hip_fp8x2_e5m2_fnuz, __hip_fp8x2_storage_t, __openhip_fp8::kE5M2Fnuz, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2_FNUZ, 5, 2))
__OPENHIP_FP8_QUAD(__hip_fp8x4_e4m3, __hip_fp8x4_storage_t, __openhip_fp8::kE4M3, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3, 4, 3))
__OPENHIP_FP8_QUAD(__hip_fp8x4_e5m2, __hip_fp8x4_storage_t, __openhip_fp8::kE5M2, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2, 5, 2))
__OPENHIP_FP8_QUAD(__hip_fp8x4_e4m3_fnuz, __hip_fp8x4_storage_t, __openhip_fp8::kE4M3Fnuz, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E4M3_FNUZ, 4, 3))
__OPENHIP_FP8_QUAD(__hip_fp8x4_e5m2_fnuz, __hip_fp8x4_storage_t, __openhip_fp8::kE5M2Fnuz, __openhip_fp8::kAmd, ,
                   __OPENHIP_HIP_FP8_TRAITS(__HIP_E5M2_FNUZ, 5, 2))
#undef __OPENHIP_HIP_FP8_TRAITS
#undef __OPENHIP_HIP_FP8

#endif  // __cplusplus

#endif  // HIP_INCLUDE_HIP_HIP_FP8_H
