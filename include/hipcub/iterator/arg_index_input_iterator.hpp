// ArgIndexInputIterator: pairs each item of another iterator with its offset
// (a KeyValuePair<offset, value>).
#ifndef HIPCUB_ARG_INDEX_INPUT_ITERATOR_HPP_
#define HIPCUB_ARG_INDEX_INPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename InputIteratorT, typename OffsetT = std::ptrdiff_t,
          typename OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator {
 public:
  using self_type = ArgIndexInputIterator;
  using difference_type = OffsetT;
  using value_type = KeyValuePair<difference_type, OutputValueT>;
  using pointer = value_type*;
  using reference = value_type;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ ArgIndexInputIterator(InputIteratorT itr, difference_type offset = 0)
      : itr(itr), offset(offset) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    offset++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    offset++;
    return *this;
  }
  __host__ __device__ reference operator*() const {
    value_type retval;
    retval.value = itr[offset];
    retval.key = offset;
    return retval;
  }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(itr, offset + n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    offset += n;
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(itr, offset - n);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    offset -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return offset - other.offset; }
  template <typename Distance>
  __host__ __device__ reference operator[](Distance n) const {
    self_type offset_it(itr, offset + n);
    return *offset_it;
  }
  __host__ __device__ bool operator==(const self_type& rhs) const { return itr == rhs.itr && offset == rhs.offset; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return !(*this == rhs); }
  /// Makes the current position offset 0.
  __host__ __device__ void normalize() {
    itr += offset;
    offset = 0;
  }
  friend std::ostream& operator<<(std::ostream& os, const self_type& /* itr */) { return os; }

  __host__ __device__ InputIteratorT base() const { return itr; }

 private:
  InputIteratorT itr;
  difference_type offset;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_ARG_INDEX_INPUT_ITERATOR_HPP_
