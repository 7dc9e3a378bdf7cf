// Stores with a cache modifier (CUB's ThreadStore); plain stores on the CPU
// device except the volatile ones.
#ifndef HIPCUB_THREAD_STORE_HPP_
#define HIPCUB_THREAD_STORE_HPP_

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };

template <CacheStoreModifier MODIFIER = STORE_DEFAULT, typename OutputIteratorT, typename T>
__host__ __device__ inline void ThreadStore(OutputIteratorT itr, T val) {
  *itr = val;
}

template <CacheStoreModifier MODIFIER = STORE_DEFAULT, typename T>
__host__ __device__ inline void ThreadStore(T* ptr, T val) {
  if (MODIFIER == STORE_VOLATILE || MODIFIER == STORE_WT)
    *const_cast<volatile T*>(ptr) = val;
  else
    *ptr = val;
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_THREAD_STORE_HPP_
