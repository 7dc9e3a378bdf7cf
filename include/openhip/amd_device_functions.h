// Names of AMD's HIP headers beyond CUDA's set: the lane-count primitives
// __mbcnt_lo/__mbcnt_hi, the n-th-set-bit searches __fns32/__fns64 (and __fns,
// which CUDA has too), the lane-indexed read __hip_ds_bpermute, __smid, and
// (HIP sources only) the short integer type names and hipLaunchParm.
#ifndef OPENHIP_AMD_DEVICE_FUNCTIONS_H
#define OPENHIP_AMD_DEVICE_FUNCTIONS_H

#include <hip/hip_common.h>
#include <openhip/device_intrinsics.h>
#include <openhip/warp_functions.h>

/// y plus the number of bits of x set below the caller's lane, counting only
/// lanes 0..31 (AMD's v_mbcnt_lo): __mbcnt_hi(~0u, __mbcnt_lo(~0u, 0)) is the lane id.
__device__ static inline unsigned int __mbcnt_lo(unsigned int x, unsigned int y) {
  const unsigned int lane = __lane_id();
  const unsigned int below = lane >= 32 ? ~0u : (1u << lane) - 1u;
  return y + static_cast<unsigned int>(__builtin_popcount(x & below));
}
/// y plus the number of bits of x set below the caller's lane among lanes
/// 32..63 (bit i of x stands for lane 32 + i; always y in 32-wide warps).
__device__ static inline unsigned int __mbcnt_hi(unsigned int x, unsigned int y) {
  const unsigned int lane = __lane_id();
  const unsigned int below = lane <= 32 ? 0u : (1u << (lane - 32)) - 1u;
  return y + static_cast<unsigned int>(__builtin_popcount(x & below));
}

namespace __openhip_amd {
/// Position of the offset-th set bit of `mask` counting from bit `base`
/// upwards (offset > 0) or downwards (offset < 0); for offset 0, `base` if
/// that bit is set. -1 when there is no such bit.
template <int Bits>
__device__ inline int findNthSet(unsigned long long mask, unsigned int base, int offset) {
  mask &= ~0ull >> (64 - Bits);  // the low Bits bits (Bits is 32 or 64)
  base &= Bits - 1;
  if (offset == 0) return (mask >> base) & 1ull ? static_cast<int>(base) : -1;
  const int step = offset > 0 ? 1 : -1;
  int remaining = offset > 0 ? offset : -offset;
  for (int bit = static_cast<int>(base); bit >= 0 && bit < Bits; bit += step) {
    if ((mask >> bit) & 1ull && --remaining == 0) return bit;
  }
  return -1;
}
}  // namespace __openhip_amd

__device__ static inline int __fns32(unsigned long long mask, unsigned int base, int offset) {
  return __openhip_amd::findNthSet<32>(mask, base, offset);
}
__device__ static inline int __fns64(unsigned long long mask, unsigned int base, int offset) {
  return __openhip_amd::findNthSet<64>(mask, base, offset);
}
// CUDA returns the position as unsigned (0xffffffff when not found), AMD as
// int (-1): each language gets its own vendor's type; the bits are equal.
#if defined(__OPENHIP_CUDA_SOURCE__)
__device__ static inline unsigned int __fns(unsigned int mask, unsigned int base, int offset) {
  return static_cast<unsigned int>(__openhip_amd::findNthSet<32>(mask, base, offset));
}
#else
__device__ static inline int __fns(unsigned int mask, unsigned int base, int offset) {
  return __openhip_amd::findNthSet<32>(mask, base, offset);
}
#endif

// The processor the calling work-item runs on. On AMD it is the compute unit
// and shader engine of the wave; the CPU device's compute units are the
// host's cores, so this is the host CPU number (glibc's sched_getcpu). As on
// AMD, the value can change between calls.
extern "C" __device__ int __openhip_sched_getcpu(void) __asm__("sched_getcpu");
__device__ static inline unsigned int __smid(void) {
  const int cpu = __openhip_sched_getcpu();
  return cpu < 0 ? 0u : static_cast<unsigned int>(cpu);
}

/// `src` of lane (index / 4) modulo the warp size (AMD's ds_bpermute: index is a
/// byte address); 0 when that lane is not active here.
__device__ static inline unsigned __hip_ds_bpermute(int index, unsigned src) {
  const int lane = static_cast<int>((static_cast<unsigned int>(index) >> 2) % __OPENHIP_WARP_SIZE__);
  const unsigned long long active = __openhip_warp_ballot(1);
  const unsigned value = __openhip_warp::gather(src, lane);
  return ((active >> lane) & 1ull) ? value : 0u;
}
__device__ static inline float __hip_ds_bpermutef(int index, float src) {
  return __uint_as_float(__hip_ds_bpermute(index, __float_as_uint(src)));
}

#if !defined(__OPENHIP_CUDA_SOURCE__)
// AMD's hip_runtime.h declares these at global scope (CUDA's headers do not).
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned long long ullong;
/// The first parameter of kernels of HIP before 1.5 (hipLaunchKernel era).
typedef int hipLaunchParm;
#endif

#endif  // OPENHIP_AMD_DEVICE_FUNCTIONS_H
