// bfloat16 conversions of <hip/hip_bf16.h> against the host reference. A HIP
// source: NaNs keep the sign and upper payload bits of the float NaN (AMD's).
#include <hip/hip_bf16.h>

constexpr bool kCanonicalNan = false;

#include "bf16_conversions.h"
