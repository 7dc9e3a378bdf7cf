// bfloat16 conversions of <cuda_bf16.h> against the host reference. A CUDA
// source: every NaN result is CUDA's canonical 0x7FFF.
#include <cuda_bf16.h>

constexpr bool kCanonicalNan = true;

#include "bf16_conversions.h"
