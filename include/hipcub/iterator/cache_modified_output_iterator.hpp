// CacheModifiedOutputIterator: writes through ThreadStore with a cache modifier.
#ifndef HIPCUB_CACHE_MODIFIED_OUTPUT_ITERATOR_HPP_
#define HIPCUB_CACHE_MODIFIED_OUTPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"
#include "../thread/thread_store.hpp"

BEGIN_HIPCUB_NAMESPACE

template <CacheStoreModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedOutputIterator {
  struct Reference {
    ValueType* ptr;
    __host__ __device__ Reference(ValueType* ptr) : ptr(ptr) {}
    __host__ __device__ ValueType operator=(ValueType val) {
      ThreadStore<MODIFIER>(ptr, val);
      return val;
    }
  };

 public:
  using self_type = CacheModifiedOutputIterator;
  using difference_type = OffsetT;
  using value_type = void;
  using pointer = void;
  using reference = Reference;
  using iterator_category = std::random_access_iterator_tag;

  template <typename QualifiedValueType>
  __host__ __device__ CacheModifiedOutputIterator(QualifiedValueType* ptr)
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
  __host__ __device__ reference operator*() const { return Reference(ptr); }
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
    return Reference(ptr + n);
  }
  __host__ __device__ bool operator==(const self_type& rhs) const { return ptr == rhs.ptr; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return ptr != rhs.ptr; }
  friend std::ostream& operator<<(std::ostream& os, const self_type& /* itr */) { return os; }

  __host__ __device__ ValueType* base() const { return ptr; }

 private:
  ValueType* ptr;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_CACHE_MODIFIED_OUTPUT_ITERATOR_HPP_
