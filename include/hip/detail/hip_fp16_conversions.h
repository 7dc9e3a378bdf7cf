// IEEE binary16 <-> binary32 conversions, usable on host and device.
// Rounding is to nearest, ties to even; NaNs stay NaNs (quiet, top payload
// bits kept).
//
// Device code converts through clang's storage-only `__fp16` (clang 16's
// NVPTX target, hipcc's device pass, rejects `_Float16` but accepts it): the
// conversion stays an IR `fptrunc`/`fpext` that each CPU kernel table lowers
// to one instruction where it has F16C (x86-64-v3 and native on most CPUs),
// which vectorizes, or to libgcc's `__truncsfhf2`/`__extendhfsf2` elsewhere.
// The bit-manipulating code below serves host code, where the call would cost
// more than it does (the host pass targets baseline x86-64).
#ifndef OPENHIP_HIP_DETAIL_HIP_FP16_CONVERSIONS_H
#define OPENHIP_HIP_DETAIL_HIP_FP16_CONVERSIONS_H

#include <hip/hip_common.h>

namespace __openhip_fp16 {

__host__ __device__ inline unsigned int floatBits(float value) {
  unsigned int bits;
  __builtin_memcpy(&bits, &value, sizeof bits);
  return bits;
}

__host__ __device__ inline float bitsToFloat(unsigned int bits) {
  float value;
  __builtin_memcpy(&value, &bits, sizeof value);
  return value;
}

/// Rounds `value` shifted right by `shift` (1..31) to nearest, ties to even.
__host__ __device__ inline unsigned int shiftRoundEven(unsigned int value, unsigned int shift) {
  const unsigned int kept = value >> shift;
  const unsigned int rest = value & ((1u << shift) - 1u);
  const unsigned int half = 1u << (shift - 1u);
  return kept + ((rest > half || (rest == half && (kept & 1u))) ? 1u : 0u);
}

__host__ __device__ inline unsigned short floatToHalfBits(float value) {
#if defined(__CUDA_ARCH__)
  const __fp16 half = value;
  unsigned short bits;
  __builtin_memcpy(&bits, &half, sizeof bits);
  return bits;
#else
  const unsigned int f = floatBits(value);
  const unsigned int sign = (f >> 16) & 0x8000u;
  const unsigned int exponent = (f >> 23) & 0xffu;
  const unsigned int mantissa = f & 0x7fffffu;
  if (exponent == 0xffu) { // infinity or NaN (quiet, top payload bits kept)
    return static_cast<unsigned short>(sign | 0x7c00u |
                                       (mantissa ? 0x200u | (mantissa >> 13) : 0u));
  }
  const int halfExponent = static_cast<int>(exponent) - 127 + 15;
  if (halfExponent >= 31)
    return static_cast<unsigned short>(sign | 0x7c00u); // overflow
  if (halfExponent <= 0) {
    // Subnormal half: value = m * 2^-24 with m = significand >> (126 - exponent).
    const unsigned int shift = static_cast<unsigned int>(126 - static_cast<int>(exponent));
    if (shift > 24u)
      return static_cast<unsigned short>(sign); // below half the smallest
    // Rounding up to 0x400 yields the smallest normal, which is the right encoding.
    return static_cast<unsigned short>(sign | shiftRoundEven(mantissa | 0x800000u, shift));
  }
  // Normal: a carry out of the rounded mantissa (1024) moves into the
  // exponent, up to infinity (0x7c00), which is IEEE's behaviour.
  const unsigned int rounded = shiftRoundEven(mantissa, 13);
  return static_cast<unsigned short>(sign |
                                     ((static_cast<unsigned int>(halfExponent) << 10) + rounded));
#endif
}

__host__ __device__ inline float halfBitsToFloat(unsigned short half) {
  const unsigned int sign = (static_cast<unsigned int>(half) & 0x8000u) << 16;
  const unsigned int exponent = (half >> 10) & 0x1fu;
  const unsigned int mantissa = half & 0x3ffu;
  // Infinity, or a NaN with its payload as it is (F16C would quiet a
  // signaling one; cuda_fp8.h's E5M2 NaNs pass through bit for bit).
  if (exponent == 0x1fu)
    return bitsToFloat(sign | 0x7f800000u | (mantissa << 13));
#if defined(__CUDA_ARCH__)
  __fp16 value;
  __builtin_memcpy(&value, &half, sizeof value);
  return value;
#else
  if (exponent == 0u) {
    // Zero or subnormal: mantissa * 2^-24, exact in float.
    const float magnitude = static_cast<float>(mantissa) * 5.9604644775390625e-8f;
    return sign ? -magnitude : magnitude;
  }
  return bitsToFloat(sign | ((exponent + 112u) << 23) | (mantissa << 13));
#endif
}

} // namespace __openhip_fp16

#endif // OPENHIP_HIP_DETAIL_HIP_FP16_CONVERSIONS_H
