// ConstantInputIterator: the same value at every position.
#ifndef HIPCUB_CONSTANT_INPUT_ITERATOR_HPP_
#define HIPCUB_CONSTANT_INPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename ValueType, typename OffsetT = std::ptrdiff_t>
class ConstantInputIterator {
 public:
  using self_type = ConstantInputIterator;
  using difference_type = OffsetT;
  using value_type = ValueType;
  using pointer = ValueType*;
  using reference = ValueType;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ ConstantInputIterator(ValueType val, OffsetT offset = 0) : val(val), offset(offset) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    offset++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    offset++;
    return *this;
  }
  __host__ __device__ reference operator*() const { return val; }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(val, offset + n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    offset += n;
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(val, offset - n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    offset -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return offset - other.offset; }
  template <typename Distance>
  __host__ __device__ reference operator[](Distance) const {
    return val;
  }
  __host__ __device__ pointer operator->() { return &val; }
  __host__ __device__ bool operator==(const self_type& rhs) const { return offset == rhs.offset && val == rhs.val; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return !(*this == rhs); }
  friend std::ostream& operator<<(std::ostream& os, const self_type& itr) {
    os << "[" << itr.val << "," << itr.offset << "]";
    return os;
  }

 private:
  ValueType val;
  OffsetT offset;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_CONSTANT_INPUT_ITERATOR_HPP_
