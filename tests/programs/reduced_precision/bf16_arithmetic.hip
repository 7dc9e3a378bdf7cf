// bfloat16 arithmetic of <hip/hip_bf16.h> against the host reference. A HIP
// source: NaN results are NaN (with AMD's sign and payload rule).
#include <hip/hip_bf16.h>

constexpr bool kCanonicalNan = false;

#include "bf16_arithmetic.h"
