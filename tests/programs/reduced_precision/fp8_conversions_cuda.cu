// fp8 conversions of <cuda_fp8.h> against the host reference: E4M3 and E5M2
// with NVIDIA's rules, through CUDA's names and explicit value types.
#include <cuda_fp8.h>

#include "reference.h"

#define FP8_STORAGE __nv_fp8_storage_t
#define FP8_INTERPRETATION __nv_fp8_interpretation_t
#define FP8_SATURATION __nv_saturation_t
#define FP8_SATFINITE __NV_SATFINITE
#define FP8_NOSAT __NV_NOSAT
#define FP8_CVT_FLOAT __nv_cvt_float_to_fp8
#define FP8_CVT_DOUBLE __nv_cvt_double_to_fp8
#define FP8_CVT_HALFRAW __nv_cvt_halfraw_to_fp8
#define FP8_CVT_BF16RAW __nv_cvt_bfloat16raw_to_fp8
#define FP8_TO_HALFRAW __nv_cvt_fp8_to_halfraw
#define FP8_E4M3 __nv_fp8_e4m3
#define FP8_E5M2 __nv_fp8_e5m2
#define FP8_X2_E4M3 __nv_fp8x2_e4m3
#define FP8_X2_E5M2 __nv_fp8x2_e5m2
#define FP8_X4_E4M3 __nv_fp8x4_e4m3
#define FP8_FNUZ_VALUES(kind, bits, f, d, i, viaType) (void)0
#define FP8_FNUZ_TYPED(kind, f) 0

constexpr ref::Vendor kVendor = ref::kNvidia;
constexpr int kKinds = 2;

#include "fp8_conversions.h"
