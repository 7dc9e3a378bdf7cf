// Atomic accumulation into float/double/complex memory, for the routines
// whose blocks may add to the same output entry (transposed products, COO).
#ifndef OPENHIP_HIPSPARSE_ATOMIC_ADD_H
#define OPENHIP_HIPSPARSE_ATOMIC_ADD_H

#include "complex.h"

#include <cstdint>
#include <cstring>

namespace openhip::sparse {

template <class R>
inline void atomicAddReal(R* target, R value) {
  using Bits = std::conditional_t<sizeof(R) == 4, uint32_t, uint64_t>;
  auto* word = reinterpret_cast<Bits*>(target);
  Bits expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  for (;;) {
    R current;
    std::memcpy(&current, &expected, sizeof(R));
    const R sum = current + value;
    Bits desired;
    std::memcpy(&desired, &sum, sizeof(R));
    if (__atomic_compare_exchange_n(word, &expected, desired, true, __ATOMIC_RELAXED,
                                    __ATOMIC_RELAXED)) {
      return;
    }
  }
}

/// *target += value, atomically per real component.
template <class T>
inline void atomicAdd(T* target, const T& value) {
  if constexpr (IsComplex<T>::value) {
    atomicAddReal(&target->re, value.re);
    atomicAddReal(&target->im, value.im);
  } else {
    atomicAddReal(target, value);
  }
}

/// Adds directly when a single block runs (no other writer).
template <class T>
inline void addTo(T* target, const T& value, bool shared) {
  if (shared) {
    atomicAdd(target, value);
  } else {
    *target += value;
  }
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_ATOMIC_ADD_H
