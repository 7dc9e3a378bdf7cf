// Block functions of the sparse matrix-vector products (SpMV, csrmv).
//
// y = alpha * op(A) * x + beta * y. Products that read a compressed row per
// output entry (CSR with op N, CSC transposed) gather; the others scatter into
// y after it was scaled by beta, atomically when several blocks run.
#ifndef OPENHIP_HIPSPARSE_MV_KERNELS_H
#define OPENHIP_HIPSPARSE_MV_KERNELS_H

#include "atomic_add.h"
#include "common.h"
#include "views.h"

namespace openhip::sparse {

/// sum_k values[k] * x[indices[k] - base] over [begin, end), with four
/// partial sums (independent chains the CPU overlaps).
template <bool Conjugate, class J, class T>
inline T rowDot(const J* indices, const T* values, const T* x, int64_t base, int64_t begin,
                int64_t end) {
  T s0(0), s1(0), s2(0), s3(0);
  auto value = [&](int64_t k) { return Conjugate ? conjugate(values[k]) : values[k]; };
  int64_t k = begin;
  for (; k + 4 <= end; k += 4) {
    s0 += value(k) * x[indices[k] - base];
    s1 += value(k + 1) * x[indices[k + 1] - base];
    s2 += value(k + 2) * x[indices[k + 2] - base];
    s3 += value(k + 3) * x[indices[k + 3] - base];
  }
  for (; k < end; ++k) s0 += value(k) * x[indices[k] - base];
  return (s0 + s1) + (s2 + s3);
}

template <class T>
inline T axpby(const T& alpha, const T& product, const T& beta, const T& old) {
  return isZero(beta) ? alpha * product : alpha * product + beta * old;
}

template <class I, class J, class T>
struct GatherMv {
  CompressedView<I, J, T> a;
  const T* x;
  T* y;
  Scalar<T> alpha;
  Scalar<T> beta;
  bool conjugate;
};

template <class I, class J, class T>
void gatherMv(const GatherMv<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.a.offsets, p.a.rows, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  for (int64_t r = begin; r < end; ++r) {
    const int64_t kb = static_cast<int64_t>(p.a.offsets[r]) - p.a.base;
    const int64_t ke = static_cast<int64_t>(p.a.offsets[r + 1]) - p.a.base;
    T sum;
    if (IsComplex<T>::value && p.conjugate) {
      sum = rowDot<true>(p.a.indices, p.a.values, p.x, p.a.base, kb, ke);
    } else {
      sum = rowDot<false>(p.a.indices, p.a.values, p.x, p.a.base, kb, ke);
    }
    p.y[r] = axpby(alpha, sum, beta, p.y[r]);
  }
}

/// y = beta * y (y = 0 when beta is 0, whatever y held).
template <class T>
struct ScaleVector {
  T* y;
  int64_t size;
  Scalar<T> beta;
};

template <class T>
void scaleVector(const ScaleVector<T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.size, block, blocks, begin, end);
  const T beta = p.beta.get();
  if (isZero(beta)) {
    for (int64_t i = begin; i < end; ++i) p.y[i] = T(0);
  } else {
    for (int64_t i = begin; i < end; ++i) p.y[i] *= beta;
  }
}

/// y[indices[k]] += alpha * A(r, k) * x[r] for the compressed rows r.
template <class I, class J, class T>
struct ScatterMv {
  CompressedView<I, J, T> a;
  const T* x;
  T* y;
  Scalar<T> alpha;
  bool conjugate;
};

template <class I, class J, class T>
void scatterMv(const ScatterMv<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.a.offsets, p.a.rows, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const bool shared = blocks > 1;
  for (int64_t r = begin; r < end; ++r) {
    const T xr = alpha * p.x[r];
    const int64_t kb = static_cast<int64_t>(p.a.offsets[r]) - p.a.base;
    const int64_t ke = static_cast<int64_t>(p.a.offsets[r + 1]) - p.a.base;
    for (int64_t k = kb; k < ke; ++k) {
      const T v = applyConjugate(p.a.values[k], p.conjugate);
      addTo(&p.y[p.a.indices[k] - p.a.base], v * xr, shared);
    }
  }
}

/// COO: y[t] += alpha * sum of the run of entries with the same target t
/// (the row, or the column when transposed), one atomic add per run.
template <class I, class T>
struct CooMv {
  CoordinateView<I, T> a;
  bool transpose;
  const T* x;
  T* y;
  Scalar<T> alpha;
  bool conjugate;
};

template <class I, class T>
void cooMv(const CooMv<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.nnz, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const bool shared = blocks > 1;
  const I* target = p.transpose ? p.a.colInd : p.a.rowInd;
  const I* source = p.transpose ? p.a.rowInd : p.a.colInd;
  const int64_t s = p.a.stride;
  int64_t k = begin;
  while (k < end) {
    const I t = target[k * s];
    T sum(0);
    for (; k < end && target[k * s] == t; ++k) {
      sum += applyConjugate(p.a.values[k], p.conjugate) * p.x[source[k * s] - p.a.base];
    }
    addTo(&p.y[t - p.a.base], alpha * sum, shared);
  }
}

template <class I, class T>
struct EllMv {
  EllView<I, T> a;
  const T* x;
  T* y;
  Scalar<T> alpha;
  Scalar<T> beta;
};

template <class I, class T>
void ellMv(const EllMv<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.rows, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  const int64_t bs = p.a.blockSize;
  const int64_t slots = p.a.ellCols / bs;
  for (int64_t r = begin; r < end; ++r) {
    const I* blockCols = p.a.colInd + (r / bs) * slots;
    const T* rowValues = p.a.values + r * p.a.ellCols;
    T sum(0);
    for (int64_t s = 0; s < slots; ++s) {
      const int64_t bc = static_cast<int64_t>(blockCols[s]) - p.a.base;
      if (bc < 0) continue;
      const int64_t columns = std::min(bs, p.a.cols - bc * bs);
      for (int64_t j = 0; j < columns; ++j) sum += rowValues[s * bs + j] * p.x[bc * bs + j];
    }
    p.y[r] = axpby(alpha, sum, beta, p.y[r]);
  }
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_MV_KERNELS_H
