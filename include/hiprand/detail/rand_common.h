// Shared by the random-number headers of hipRAND (hiprand_kernel.h) and
// cuRAND (curand_kernel.h) and by the host library: the qualifier of the
// generator cores, 64-bit products and the float/double constants.
//
// The generator cores in include/hiprand/detail/ are `__host__ __device__`:
// device code calls them through the device API, the host library (compiled
// by a plain C++ compiler, where the attributes are empty) through the host
// API, so both produce the same bits.
#ifndef OPENHIP_RAND_DETAIL_RAND_COMMON_H
#define OPENHIP_RAND_DETAIL_RAND_COMMON_H

#include <hip/hip_common.h>
#include <hip/hip_vector_types.h>
#include <math.h>

#define OPENHIP_RAND_FUNC __host__ __device__ inline __attribute__((always_inline))

namespace openhip_rand {

// 2^-32, 2^-53, ... as the libraries spell them (float literals are rounded
// the same way on every compiler).
constexpr float k2Pow32Inv = 2.3283064e-10f;
constexpr double k2Pow32InvDouble = 2.3283064365386963e-10;
constexpr double k2Pow53InvDouble = 1.1102230246251565e-16;
constexpr float k2Pow16Inv = 1.5258789e-05f;
constexpr float kTwoPi = 6.2831855f;
constexpr double kPiDouble = 3.1415926535897932;

OPENHIP_RAND_FUNC unsigned long long mul_wide(unsigned int a, unsigned int b) {
  return static_cast<unsigned long long>(a) * b;
}

// Adds n to the 128-bit little-endian counter c (carries propagate through all
// four words).
OPENHIP_RAND_FUNC uint4 counter_add(uint4 c, unsigned long long n) {
  const unsigned long long low = (static_cast<unsigned long long>(c.y) << 32 | c.x) + n;
  const unsigned int carry = low < n ? 1u : 0u;
  c.x = static_cast<unsigned int>(low);
  c.y = static_cast<unsigned int>(low >> 32);
  c.z += carry;
  c.w += (carry && c.z == 0) ? 1u : 0u;
  return c;
}

// Adds n to the high 64 bits (z, w) of the counter: the subsequence number.
OPENHIP_RAND_FUNC uint4 counter_add_high(uint4 c, unsigned long long n) {
  const unsigned long long high = (static_cast<unsigned long long>(c.w) << 32 | c.z) + n;
  c.z = static_cast<unsigned int>(high);
  c.w = static_cast<unsigned int>(high >> 32);
  return c;
}

OPENHIP_RAND_FUNC unsigned int component(const uint4& v, unsigned int i) {
  return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
}

// The four consecutive outputs starting at `first` (0..3) of the 8-value
// window `current` followed by `next`.
OPENHIP_RAND_FUNC uint4 window4(uint4 current, uint4 next, unsigned int first) {
  switch (first) {
  case 0:
    return current;
  case 1:
    return make_uint4(current.y, current.z, current.w, next.x);
  case 2:
    return make_uint4(current.z, current.w, next.x, next.y);
  default:
    return make_uint4(current.w, next.x, next.y, next.z);
  }
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_RAND_COMMON_H
