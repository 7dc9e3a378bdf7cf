// fp8 conversions of <hip/hip_fp8.h> against the host reference: the OCP
// formats (E4M3, E5M2) and AMD's FNUZ formats, with AMD's rules.
#include <hip/hip_fp8.h>

#include "reference.h"

#define FP8_STORAGE __hip_fp8_storage_t
#define FP8_INTERPRETATION __hip_fp8_interpretation_t
#define FP8_SATURATION __hip_saturation_t
#define FP8_SATFINITE __HIP_SATFINITE
#define FP8_NOSAT __HIP_NOSAT
#define FP8_CVT_FLOAT __hip_cvt_float_to_fp8
#define FP8_CVT_DOUBLE __hip_cvt_double_to_fp8
#define FP8_CVT_HALFRAW __hip_cvt_halfraw_to_fp8
#define FP8_CVT_BF16RAW __hip_cvt_bfloat16raw_to_fp8
#define FP8_TO_HALFRAW __hip_cvt_fp8_to_halfraw
#define FP8_E4M3 __hip_fp8_e4m3
#define FP8_E5M2 __hip_fp8_e5m2
#define FP8_X2_E4M3 __hip_fp8x2_e4m3
#define FP8_X2_E5M2 __hip_fp8x2_e5m2
#define FP8_X4_E4M3 __hip_fp8x4_e4m3
// The FNUZ formats (kinds 2 and 3) through their value types.
#define FP8_FNUZ_VALUES(kind, bits, f, d, i, viaType)                                          \
  do {                                                                                         \
    if (kind == 2) {                                                                           \
      __hip_fp8_e4m3_fnuz v;                                                                   \
      v.__x = bits;                                                                            \
      f = v, d = v, i = v;                                                                     \
      viaType = static_cast<float>(v.operator __half());                                      \
    } else {                                                                                   \
      __hip_fp8_e5m2_fnuz v;                                                                   \
      v.__x = bits;                                                                            \
      f = v, d = v, i = v;                                                                     \
      viaType = static_cast<float>(v.operator __half());                                      \
    }                                                                                          \
  } while (0)
#define FP8_FNUZ_TYPED(kind, f)                                                                 \
  (kind == 2 ? __hip_fp8x2_e4m3_fnuz(make_float2(f, f)).__x == (__hip_fp8_e4m3_fnuz(f).__x * 0x101u)  \
                   ? __hip_fp8_e4m3_fnuz(f).__x                                                \
                   : 0x55                                                                       \
             : __hip_fp8x4_e5m2_fnuz(make_float4(f, f, f, f)).__x == (__hip_fp8_e5m2_fnuz(f).__x * 0x1010101u) \
                   ? __hip_fp8_e5m2_fnuz(f).__x                                                \
                   : 0x55)

constexpr ref::Vendor kVendor = ref::kAmd;
constexpr int kKinds = 4;

#include "fp8_conversions.h"
