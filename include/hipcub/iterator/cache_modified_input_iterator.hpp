// CacheModifiedInputIterator: reads through ThreadLoad with a cache modifier.
#ifndef HIPCUB_CACHE_MODIFIED_INPUT_ITERATOR_HPP_
#define HIPCUB_CACHE_MODIFIED_INPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"
#include "../thread/thread_load.hpp"

BEGIN_HIPCUB_NAMESPACE

template <CacheLoadModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedInputIterator {
 public:
  using self_type = CacheModifiedInputIterator;
  using difference_type = OffsetT;
  using value_type = ValueType;
  using pointer = ValueType*;
  using reference = ValueType;
  using iterator_category = std::random_access_iterator_tag;

  ValueType* ptr;

  template <typename QualifiedValueType>
  __host__ __device__ CacheModifiedInputIterator(QualifiedValueType* ptr)
      : ptr(const_cast<typename std::remove_cv<QualifiedValueType>::type*>(ptr)) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    ptr++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    ptr++;
    return *this;
  }
  __host__ __device__ reference operator*() const { return ThreadLoad<MODIFIER>(ptr); }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(ptr + n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    ptr += n;
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(ptr - n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    ptr -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return ptr - other.ptr; }
  template <typename Distance>
  __host__ __device__ reference operator[](Distance n) const {
    return ThreadLoad<MODIFIER>(ptr + n);
  }
  __host__ __device__ pointer operator->() { return ptr; }
  __host__ __device__ bool operator==(const self_type& rhs) const { return ptr == rhs.ptr; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return ptr != rhs.ptr; }
  friend std::ostream& operator<<(std::ostream& os, const self_type& /* itr */) { return os; }

  __host__ __device__ ValueType* base() const { return ptr; }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_CACHE_MODIFIED_INPUT_ITERATOR_HPP_
