// Block functions of the sparse-vector routines (level 1 and the generic
// Axpby, Gather, Scatter, Rot, SpVV): x is (values, indices) with nnz
// entries, y is dense.
#ifndef OPENHIP_HIPSPARSE_VECTOR_KERNELS_H
#define OPENHIP_HIPSPARSE_VECTOR_KERNELS_H

#include "common.h"

namespace openhip::sparse {

enum class VectorOp { Axpy, Gather, GatherZero, Scatter, Rotate };

template <class I, class T>
struct SparseVectorTask {
  VectorOp op;
  int64_t nnz;
  T* xValues;
  const I* xIndices;
  T* y;
  int64_t base;
  Scalar<T> a; // alpha (Axpy), c (Rotate)
  Scalar<T> b; // s (Rotate)
};

template <class I, class T>
void sparseVectorTask(const SparseVectorTask<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.nnz, block, blocks, begin, end);
  const T a = p.a.get();
  const T b = p.b.get();
  for (int64_t i = begin; i < end; ++i) {
    T& y = p.y[p.xIndices[i] - p.base];
    switch (p.op) {
    case VectorOp::Axpy: y += a * p.xValues[i]; break;
    case VectorOp::Gather: p.xValues[i] = y; break;
    case VectorOp::GatherZero:
      p.xValues[i] = y;
      y = T(0);
      break;
    case VectorOp::Scatter: y = p.xValues[i]; break;
    case VectorOp::Rotate: {
      const T x = p.xValues[i];
      p.xValues[i] = a * x + b * y;
      y = a * y - b * x;
      break;
    }
    }
  }
}

/// *result = sum op(x[i]) * y[indices[i]] (one block: the result is written
/// once, to host or device memory alike).
template <class I, class T>
struct SparseDot {
  int64_t nnz;
  const T* xValues;
  const I* xIndices;
  const T* y;
  int64_t base;
  bool conjugate;
  T* result;
};

template <class I, class T>
void sparseDot(const SparseDot<I, T>& p, uint32_t, uint32_t) {
  T s0(0), s1(0);
  int64_t i = 0;
  for (; i + 2 <= p.nnz; i += 2) {
    s0 += applyConjugate(p.xValues[i], p.conjugate) * p.y[p.xIndices[i] - p.base];
    s1 += applyConjugate(p.xValues[i + 1], p.conjugate) * p.y[p.xIndices[i + 1] - p.base];
  }
  if (i < p.nnz) s0 += applyConjugate(p.xValues[i], p.conjugate) * p.y[p.xIndices[i] - p.base];
  *p.result = s0 + s1;
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_VECTOR_KERNELS_H
