// __ldg and CUDA's other cache-hinted loads and stores (__ldcg, __ldca, __ldcs,
// __ldlu, __ldcv, __stcg, __stcs, __stwb, __stwt). A CPU has one cache
// hierarchy for all accesses, so each is a plain load or store; CUDA and HIP
// declare them for the scalar, vector and half types, which one template
// covers. __ldcv and __ldlu read memory that may change meanwhile: a compiler
// fence before them keeps the compiler from reusing an earlier load.
#ifndef OPENHIP_READ_ONLY_LOADS_H
#define OPENHIP_READ_ONLY_LOADS_H

#include <hip/hip_common.h>

template <class _Tp>
__device__ inline _Tp __ldg(const _Tp* address) {
  return *address;
}
template <class _Tp>
__device__ inline _Tp __ldcg(const _Tp* address) {
  return *address;
}
template <class _Tp>
__device__ inline _Tp __ldca(const _Tp* address) {
  return *address;
}
template <class _Tp>
__device__ inline _Tp __ldcs(const _Tp* address) {
  return *address;
}
template <class _Tp>
__device__ inline _Tp __ldlu(const _Tp* address) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return *address;
}
template <class _Tp>
__device__ inline _Tp __ldcv(const _Tp* address) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return *address;
}
template <class _Tp>
__device__ inline void __stcg(_Tp* address, _Tp value) {
  *address = value;
}
template <class _Tp>
__device__ inline void __stcs(_Tp* address, _Tp value) {
  *address = value;
}
template <class _Tp>
__device__ inline void __stwb(_Tp* address, _Tp value) {
  *address = value;
}
template <class _Tp>
__device__ inline void __stwt(_Tp* address, _Tp value) {
  *address = value;
}

#endif  // OPENHIP_READ_ONLY_LOADS_H
