// TransformInputIterator: conversion_op applied to each item of another
// iterator when it is read.
#ifndef HIPCUB_TRANSFORM_INPUT_ITERATOR_HPP_
#define HIPCUB_TRANSFORM_INPUT_ITERATOR_HPP_

#include <cstddef>
#include <iterator>
#include <ostream>

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename ValueType, typename ConversionOp, typename InputIteratorT, typename OffsetT = std::ptrdiff_t>
class TransformInputIterator {
 public:
  using self_type = TransformInputIterator;
  using difference_type = OffsetT;
  using value_type = ValueType;
  using pointer = ValueType*;
  using reference = ValueType;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op)
      : conversion_op(conversion_op), input_itr(input_itr) {}

  __host__ __device__ self_type operator++(int) {
    self_type retval = *this;
    input_itr++;
    return retval;
  }
  __host__ __device__ self_type& operator++() {
    input_itr++;
    return *this;
  }
  __host__ __device__ reference operator*() const { return conversion_op(*input_itr); }
  template <typename Distance>
  __host__ __device__ self_type operator+(Distance n) const {
    return self_type(input_itr + n, conversion_op);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator+=(Distance n) {
    input_itr += n;
    return *this;
  }
  template <typename Distance>
  __host__ __device__ self_type operator-(Distance n) const {
    return self_type(input_itr - n, conversion_op);
  }
  template <typename Distance>
  __host__ __device__ self_type& operator-=(Distance n) {
    input_itr -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return input_itr - other.input_itr; }
  template <typename Distance>
  __host__ __device__ reference operator[](Distance n) const {
    return conversion_op(input_itr[n]);
  }
  __host__ __device__ bool operator==(const self_type& rhs) const { return input_itr == rhs.input_itr; }
  __host__ __device__ bool operator!=(const self_type& rhs) const { return input_itr != rhs.input_itr; }
  friend std::ostream& operator<<(std::ostream& os, const self_type& /* itr */) { return os; }

  /// The underlying iterator (used to validate raw pointers).
  __host__ __device__ InputIteratorT base() const { return input_itr; }

 private:
  mutable ConversionOp conversion_op;
  InputIteratorT input_itr;
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_TRANSFORM_INPUT_ITERATOR_HPP_
