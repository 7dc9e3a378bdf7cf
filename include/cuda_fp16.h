// CUDA's half-precision header: __half, __half2 and their intrinsics come
// from OpenHIP's hip_fp16.h (same names as CUDA's).
#ifndef OPENHIP_CUDA_FP16_H
#define OPENHIP_CUDA_FP16_H
#include <hip/hip_fp16.h>
#endif  // OPENHIP_CUDA_FP16_H
