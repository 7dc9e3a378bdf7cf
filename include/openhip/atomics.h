// HIP's device atomics. Every function is a relaxed atomic read-modify-write
// on clang's __hip_atomic_* builtins (accepted in CUDA mode), so the device IR
// holds plain `atomicrmw`/`cmpxchg` instructions that stay atomic after the
// CPU lowering. The memory scope (block, device, system) is passed on for
// the record; on the CPU every scope is the whole machine, which is at
// least as strong as each scope asks. atomicInc/atomicDec (wrapping) and
// float min/max have no single LLVM instruction and use compare-and-swap loops.
#ifndef OPENHIP_ATOMICS_H
#define OPENHIP_ATOMICS_H

#include <hip/hip_common.h>

// clang defines these in HIP mode only; the values are clang's own.
#ifndef __HIP_MEMORY_SCOPE_SINGLETHREAD
#define __HIP_MEMORY_SCOPE_SINGLETHREAD 1
#define __HIP_MEMORY_SCOPE_WAVEFRONT 2
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
#define __HIP_MEMORY_SCOPE_AGENT 4
#define __HIP_MEMORY_SCOPE_SYSTEM 5
#endif

namespace openhip::atomics {

/// Compare-and-swap loop: stores update(old) and returns old; update must be pure.
template <int Scope, typename _Tp, typename Update>
__device__ inline _Tp updateLoop(_Tp* address, Update update) {
  _Tp old = __hip_atomic_load(address, __ATOMIC_RELAXED, Scope);
  while (!__hip_atomic_compare_exchange_weak(address, &old, update(old), __ATOMIC_RELAXED,
                                             __ATOMIC_RELAXED, Scope)) {
  }
  return old;
}

template <int Scope, typename _Tp>
__device__ inline _Tp compareAndSwap(_Tp* address, _Tp compare, _Tp value) {
  __hip_atomic_compare_exchange_strong(address, &compare, value, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                       Scope);
  return compare;  // the builtin wrote the value it found there
}

template <int Scope, typename _Tp>
__device__ inline _Tp floatMin(_Tp* address, _Tp value) {
  return updateLoop<Scope>(address, [value](_Tp old) { return value < old ? value : old; });
}

template <int Scope, typename _Tp>
__device__ inline _Tp floatMax(_Tp* address, _Tp value) {
  return updateLoop<Scope>(address, [value](_Tp old) { return value > old ? value : old; });
}

template <int Scope>
__device__ inline unsigned int wrappingIncrement(unsigned int* address, unsigned int limit) {
  return updateLoop<Scope>(address, [limit](unsigned int old) { return old >= limit ? 0u : old + 1u; });
}

template <int Scope>
__device__ inline unsigned int wrappingDecrement(unsigned int* address, unsigned int limit) {
  return updateLoop<Scope>(address,
                           [limit](unsigned int old) { return (old == 0u || old > limit) ? limit : old - 1u; });
}

}  // namespace openhip::atomics

// One overload per type and scope suffix ("", _block, _system).
#define OPENHIP_ATOMIC_SCOPES(DEFINE, _Tp)           \
  DEFINE(_Tp, , __HIP_MEMORY_SCOPE_AGENT)            \
  DEFINE(_Tp, _block, __HIP_MEMORY_SCOPE_WORKGROUP)  \
  DEFINE(_Tp, _system, __HIP_MEMORY_SCOPE_SYSTEM)

#define OPENHIP_ATOMIC_INTEGER_OPS(_Tp, SUFFIX, SCOPE)                                                    \
  __device__ inline _Tp atomicAdd##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_add(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicSub##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_add(address, static_cast<_Tp>(0) - value, __ATOMIC_RELAXED, SCOPE);         \
  }                                                                                                       \
  __device__ inline _Tp atomicExch##SUFFIX(_Tp* address, _Tp value) {                                     \
    return __hip_atomic_exchange(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicMin##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_min(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicMax##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_max(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicAnd##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_and(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicOr##SUFFIX(_Tp* address, _Tp value) {                                       \
    return __hip_atomic_fetch_or(address, value, __ATOMIC_RELAXED, SCOPE);                                \
  }                                                                                                       \
  __device__ inline _Tp atomicXor##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_xor(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicCAS##SUFFIX(_Tp* address, _Tp compare, _Tp value) {                         \
    return openhip::atomics::compareAndSwap<SCOPE>(address, compare, value);                              \
  }

#define OPENHIP_ATOMIC_FLOAT_OPS(_Tp, SUFFIX, SCOPE)                                                      \
  __device__ inline _Tp atomicAdd##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_add(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicSub##SUFFIX(_Tp* address, _Tp value) {                                      \
    return __hip_atomic_fetch_add(address, -value, __ATOMIC_RELAXED, SCOPE);                              \
  }                                                                                                       \
  __device__ inline _Tp atomicExch##SUFFIX(_Tp* address, _Tp value) {                                     \
    return __hip_atomic_exchange(address, value, __ATOMIC_RELAXED, SCOPE);                               \
  }                                                                                                       \
  __device__ inline _Tp atomicMin##SUFFIX(_Tp* address, _Tp value) {                                      \
    return openhip::atomics::floatMin<SCOPE>(address, value);                                             \
  }                                                                                                       \
  __device__ inline _Tp atomicMax##SUFFIX(_Tp* address, _Tp value) {                                      \
    return openhip::atomics::floatMax<SCOPE>(address, value);                                             \
  }                                                                                                       \
  __device__ inline _Tp atomicCAS##SUFFIX(_Tp* address, _Tp compare, _Tp value) {                         \
    return openhip::atomics::compareAndSwap<SCOPE>(address, compare, value);                              \
  }

#define OPENHIP_ATOMIC_WRAPPING_OPS(_Tp, SUFFIX, SCOPE)                                                   \
  __device__ inline _Tp atomicInc##SUFFIX(_Tp* address, _Tp limit) {                                      \
    return openhip::atomics::wrappingIncrement<SCOPE>(address, limit);                                    \
  }                                                                                                       \
  __device__ inline _Tp atomicDec##SUFFIX(_Tp* address, _Tp limit) {                                      \
    return openhip::atomics::wrappingDecrement<SCOPE>(address, limit);                                    \
  }

OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_INTEGER_OPS, int)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_INTEGER_OPS, unsigned int)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_INTEGER_OPS, unsigned long)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_INTEGER_OPS, long long)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_INTEGER_OPS, unsigned long long)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_FLOAT_OPS, float)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_FLOAT_OPS, double)
OPENHIP_ATOMIC_SCOPES(OPENHIP_ATOMIC_WRAPPING_OPS, unsigned int)

// HIP's "unsafe" variants only relax what AMD hardware needs relaxed (fine-grained
// memory); on the CPU both are the ordinary atomic add.
__device__ inline float unsafeAtomicAdd(float* address, float value) { return atomicAdd(address, value); }
__device__ inline double unsafeAtomicAdd(double* address, double value) { return atomicAdd(address, value); }
__device__ inline float safeAtomicAdd(float* address, float value) { return atomicAdd(address, value); }
__device__ inline double safeAtomicAdd(double* address, double value) { return atomicAdd(address, value); }
#define OPENHIP_UNSAFE_MIN_MAX(PREFIX)                                                                  \
  __device__ inline float PREFIX##AtomicMax(float* address, float value) { return atomicMax(address, value); }    \
  __device__ inline double PREFIX##AtomicMax(double* address, double value) { return atomicMax(address, value); } \
  __device__ inline float PREFIX##AtomicMin(float* address, float value) { return atomicMin(address, value); }    \
  __device__ inline double PREFIX##AtomicMin(double* address, double value) { return atomicMin(address, value); }
OPENHIP_UNSAFE_MIN_MAX(unsafe)
OPENHIP_UNSAFE_MIN_MAX(safe)
#undef OPENHIP_UNSAFE_MIN_MAX
/// HIP 5's deprecated add whose result is not needed.
__device__ inline void atomicAddNoRet(float* address, float value) { (void)atomicAdd(address, value); }

#undef OPENHIP_ATOMIC_SCOPES
#undef OPENHIP_ATOMIC_INTEGER_OPS
#undef OPENHIP_ATOMIC_FLOAT_OPS
#undef OPENHIP_ATOMIC_WRAPPING_OPS

#endif  // OPENHIP_ATOMICS_H
