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

__host__ __device__ inline unsigned short floatToHalfBits(float value) {
#if defined(__CUDA_ARCH__)
  const __fp16 half = value;
  unsigned short bits;
  __builtin_memcpy(&bits, &half, sizeof bits);
  return bits;
#else
  // Three candidates, one chosen by selects (no branches, so it inlines and
  // vectorizes in host loops over halves):
  const unsigned int f = floatBits(value);
  const unsigned int sign = (f >> 16) & 0x8000u;
  const unsigned int magnitude = f & 0x7fffffffu;
  // Normal half: rebias the exponent (127 -> 15) and add 0xfff plus the
  // lowest kept mantissa bit, so that the 13 dropped bits round to nearest,
  // ties to even; a carry moves into the exponent, up to infinity (0x7c00).
  const unsigned int normal =
      (magnitude - ((127u - 15u) << 23) + 0xfffu + ((magnitude >> 13) & 1u)) >> 13;
  // Below the smallest normal half (2^-14): adding 0.5 makes the FPU round
  // the magnitude to a multiple of 2^-24 (nearest, ties to even), which
  // leaves the subnormal's bits at the bottom of 0.5's mantissa.
  const unsigned int subnormal = floatBits(bitsToFloat(magnitude) + 0.5f) - floatBits(0.5f);
  // Infinity, overflow (2^16 and up; 65520 up to 2^16 rounds there above),
  // or a NaN kept quiet with the top payload bits.
  const unsigned int special =
      magnitude > 0x7f800000u ? 0x7e00u | ((magnitude >> 13) & 0x3ffu) : 0x7c00u;
  const unsigned int bits = magnitude >= ((127u + 16u) << 23) ? special
                            : magnitude < ((127u - 14u) << 23) ? subnormal
                                                               : normal;
  return static_cast<unsigned short>(sign | bits);
#endif
}

__host__ __device__ inline float halfBitsToFloat(unsigned short half) {
  const unsigned int sign = (static_cast<unsigned int>(half) & 0x8000u) << 16;
  const unsigned int exponent = (half >> 10) & 0x1fu;
  const unsigned int mantissa = half & 0x3ffu;
  // Infinity, or a NaN with its payload as it is (F16C would quiet a
  // signaling one; cuda_fp8.h's E5M2 NaNs pass through bit for bit).
  const unsigned int special = sign | 0x7f800000u | (mantissa << 13);
#if defined(__CUDA_ARCH__)
  __fp16 value;
  __builtin_memcpy(&value, &half, sizeof value);
  return exponent == 0x1fu ? bitsToFloat(special) : static_cast<float>(value);
#else
  // Zero or subnormal: mantissa * 2^-24, exact in float; else rebias the
  // exponent (15 -> 127). Chosen by selects, as above.
  const unsigned int subnormal =
      floatBits(static_cast<float>(mantissa) * 5.9604644775390625e-8f) | sign;
  const unsigned int normal = sign | ((exponent + 112u) << 23) | (mantissa << 13);
  return bitsToFloat(exponent == 0x1fu ? special : exponent == 0u ? subnormal : normal);
#endif
}

} // namespace __openhip_fp16

#endif // OPENHIP_HIP_DETAIL_HIP_FP16_CONVERSIONS_H
