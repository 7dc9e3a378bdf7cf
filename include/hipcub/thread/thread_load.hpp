// Loads with a cache modifier (CUB's ThreadLoad). The CPU device has one
// coherent memory: every modifier is a plain load except the volatile ones.
#ifndef HIPCUB_THREAD_LOAD_HPP_
#define HIPCUB_THREAD_LOAD_HPP_

#include <iterator>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, typename InputIteratorT>
__host__ __device__ inline typename std::iterator_traits<InputIteratorT>::value_type ThreadLoad(InputIteratorT itr) {
  return *itr;
}

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, typename T>
__host__ __device__ inline T ThreadLoad(T* ptr) {
  if (MODIFIER == LOAD_VOLATILE || MODIFIER == LOAD_CV) return *const_cast<const volatile T*>(ptr);
  return *ptr;
}

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, typename T>
__host__ __device__ inline T ThreadLoad(const T* ptr) {
  return ThreadLoad<MODIFIER>(const_cast<T*>(ptr));
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_LOAD_HPP_
