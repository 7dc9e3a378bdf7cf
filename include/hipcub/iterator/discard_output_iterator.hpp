// DiscardOutputIterator: an output iterator that ignores what is written.
#ifndef HIPCUB_DISCARD_OUTPUT_ITERATOR_HPP_
#define HIPCUB_DISCARD_OUTPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename OffsetT = std::ptrdiff_t>
class DiscardOutputIterator {
 public:
  using self_type = DiscardOutputIterator;
  using difference_type = OffsetT;
  using value_type = void;
  using pointer = void;
  using reference = void;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ DiscardOutputIterator(OffsetT offset = 0) : offset(offset) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    offset++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    offset++;
    return *this;
  }
  __host__ __device__ self_type& operator*() { return *this; }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(offset + n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    offset += n;
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(offset - n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    offset -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return offset - other.offset; }
  template <typename Distance>
  __host__ __device__ self_type& operator[](Distance) {
    return *this;
  }
  template <typename T>
  __host__ __device__ void operator=(const T&) {}
  __host__ __device__ bool operator==(const self_type& rhs) const { return offset == rhs.offset; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return offset != rhs.offset; }
  friend std::ostream& operator<<(std::ostream& os, const self_type& itr) {
    os << "[" << itr.offset << "]";
    return os;
  }

 private:
  OffsetT offset;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DISCARD_OUTPUT_ITERATOR_HPP_
