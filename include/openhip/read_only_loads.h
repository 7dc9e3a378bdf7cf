// __ldg and CUDA's other cache-hinted loads and stores (__ldcg, __ldca, __ldcs,
// __ldlu, __ldcv, __stcg, __stcs, __stwb, __stwt). A CPU has one cache
// hierarchy for all accesses, so each is a plain load or store; CUDA and HIP
// declare them for the scalar, vector and half types, which one template
// covers. __ldcv and __ldlu read memory that may change meanwhile: a compiler
// fence before them keeps the compiler from reusing an earlier load.
#ifndef OPENHIP_READ_ONLY_LOADS_H
#define OPENHIP_READ_ONLY_LOADS_H

#include <hip/hip_common.h>

template <class T>
__device__ inline T __ldg(const T* address) {
  return *address;
}
template <class T>
__device__ inline T __ldcg(const T* address) {
  return *address;
}
template <class T>
__device__ inline T __ldca(const T* address) {
  return *address;
}
template <class T>
__device__ inline T __ldcs(const T* address) {
  return *address;
}
template <class T>
__device__ inline T __ldlu(const T* address) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return *address;
}
template <class T>
__device__ inline T __ldcv(const T* address) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return *address;
}
template <class T>
__device__ inline void __stcg(T* address, T value) {
  *address = value;
}
template <class T>
__device__ inline void __stcs(T* address, T value) {
  *address = value;
}
template <class T>
__device__ inline void __stwb(T* address, T value) {
  *address = value;
}
template <class T>
__device__ inline void __stwt(T* address, T value) {
  *address = value;
}

#endif  // OPENHIP_READ_ONLY_LOADS_H
