// CountingInputIterator: the sequence val, val + 1, val + 2, ...
#ifndef HIPCUB_COUNTING_INPUT_ITERATOR_HPP_
#define HIPCUB_COUNTING_INPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename ValueType, typename OffsetT = std::ptrdiff_t>
class CountingInputIterator {
 public:
  using self_type = CountingInputIterator;
  using difference_type = OffsetT;
  using value_type = ValueType;
  using pointer = ValueType*;
  using reference = ValueType;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ CountingInputIterator(const ValueType& val) : val(val) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    val++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    val++;
    return *this;
  }
  __host__ __device__ self_type operator--(int) {
    self_type retval = *this;
    val--;
    return retval;
  }
  __host__ __device__ self_type& operator--() {
    val--;
    return *this;
  }
  __host__ __device__ reference operator*() const { return val; }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(static_cast<ValueType>(val + static_cast<ValueType>(n)));
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    val += static_cast<ValueType>(n);
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(static_cast<ValueType>(val - static_cast<ValueType>(n)));
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    val -= static_cast<ValueType>(n);
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const {
    return static_cast<difference_type>(val - other.val);
  }
  template <typename Distance>
  __host__ __device__ reference operator[](Distance n) const {
    return static_cast<ValueType>(val + static_cast<ValueType>(n));
  }
  __host__ __device__ pointer operator->() { return &val; }
  __host__ __device__ bool operator==(const self_type& rhs) const { return val == rhs.val; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return val != rhs.val; }
  friend std::ostream& operator<<(std::ostream& os, const self_type& itr) {
    os << "[" << itr.val << "]";
    return os;
  }

 private:
  ValueType val;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_COUNTING_INPUT_ITERATOR_HPP_
