// Block functions of the sparse times dense matrix products (SpMM, csrmm).
//
// C = alpha * op(A) * op(B) + beta * C, C is m x n. Dense operands are
// strided views, so row- and column-major storage and op(B) are the same
// code; row-major B and C (unit column stride) take a path that streams
// whole rows. Strided batches: block b works on batch b / (blocks / count).
#ifndef OPENHIP_HIPSPARSE_MM_KERNELS_H
#define OPENHIP_HIPSPARSE_MM_KERNELS_H

#include "atomic_add.h"
#include "common.h"
#include "mv_kernels.h"
#include "views.h"

#include <cstring>
#include <vector>

namespace openhip::sparse {

/// Element (i, j) is p[i * rowStride + j * colStride].
template <class T>
struct DenseView {
  T* p;
  int64_t rows;
  int64_t cols;
  int64_t rowStride;
  int64_t colStride;

  T& at(int64_t i, int64_t j) const { return p[i * rowStride + j * colStride]; }
  DenseView transposed() const { return DenseView{p, cols, rows, colStride, rowStride}; }
};

/// Element strides between the matrices of a strided batch (0: shared).
struct Batch {
  int count;
  int64_t aOffsets; // CSR/CSC offsets, COO row indices
  int64_t aValues;  // indices and values
  int64_t b;
  int64_t c;
};

/// Batch and block within the batch of a launch of perBatch * count blocks.
inline void splitBatch(uint32_t block, uint32_t blocks, int count, int& batch, uint32_t& local,
                       uint32_t& perBatch) {
  perBatch = blocks / static_cast<uint32_t>(count);
  batch = static_cast<int>(block / perBatch);
  local = block % perBatch;
}

template <class I, class J, class T>
CompressedView<I, J, T> batchOf(const CompressedView<I, J, T>& a, const Batch& batch, int i) {
  CompressedView<I, J, T> v = a;
  v.offsets += batch.aOffsets * i;
  v.indices += batch.aValues * i;
  v.values += batch.aValues * i;
  return v;
}

template <class T>
DenseView<T> batchOf(const DenseView<T>& d, int64_t stride, int i) {
  DenseView<T> v = d;
  v.p += stride * i;
  return v;
}

constexpr int64_t kColumnChunk = 8;

/// 64-byte vectors of the real types (GCC/Clang vector extensions: one
/// AVX-512 register, or two AVX2 ones).
typedef float FloatVector __attribute__((vector_size(64)));
typedef double DoubleVector __attribute__((vector_size(64)));
template <class T>
struct VectorOf {
  static constexpr bool available = false;
};
template <>
struct VectorOf<float> {
  static constexpr bool available = true;
  using type = FloatVector;
};
template <>
struct VectorOf<double> {
  static constexpr bool available = true;
  using type = DoubleVector;
};

/// C(r, :) = alpha * sum_k A(r, k) * B(k, :) + beta * C(r, :) for row-major B
/// and C: each tile of C's row is accumulated in registers over the row's
/// entries (real types: one 64-byte vector per tile).
template <class I, class J, class T>
inline void rowMajorProductRow(const CompressedView<I, J, T>& a, int64_t kb, int64_t ke,
                               bool conj, const DenseView<const T>& b, const T& alpha,
                               const T& beta, T* out, int64_t n) {
  int64_t j0 = 0;
  if constexpr (VectorOf<T>::available) {
    using V = typename VectorOf<T>::type;
    constexpr int64_t lanes = sizeof(V) / sizeof(T);
    for (; j0 + lanes <= n; j0 += lanes) {
      V acc = {};
      for (int64_t k = kb; k < ke; ++k) {
        V in;
        std::memcpy(&in, &b.at(a.indices[k] - a.base, j0), sizeof(V));
        acc += a.values[k] * in;
      }
      V old;
      std::memcpy(&old, out + j0, sizeof(V));
      const V result = isZero(beta) ? alpha * acc : alpha * acc + beta * old;
      std::memcpy(out + j0, &result, sizeof(V));
    }
  }
  for (; j0 < n; j0 += kColumnChunk) { // complex values, and the last columns
    const int64_t width = std::min(kColumnChunk, n - j0);
    T acc[kColumnChunk];
    for (int64_t j = 0; j < kColumnChunk; ++j) acc[j] = T(0);
    for (int64_t k = kb; k < ke; ++k) {
      const T v = applyConjugate(a.values[k], conj);
      const T* in = &b.at(a.indices[k] - a.base, j0);
      for (int64_t j = 0; j < width; ++j) acc[j] += v * in[j];
    }
    for (int64_t j = 0; j < width; ++j) out[j0 + j] = axpby(alpha, acc[j], beta, out[j0 + j]);
  }
}

template <class I, class J, class T>
struct GatherMm {
  CompressedView<I, J, T> a;
  DenseView<const T> b;
  DenseView<T> c;
  Batch batch;
  Scalar<T> alpha;
  Scalar<T> beta;
  bool conjugate;
};

template <class I, class J, class T>
void gatherMm(const GatherMm<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int batch;
  uint32_t local, perBatch;
  splitBatch(block, blocks, p.batch.count, batch, local, perBatch);
  const auto a = batchOf(p.a, p.batch, batch);
  const auto b = batchOf(p.b, p.batch.b, batch);
  const auto c = batchOf(p.c, p.batch.c, batch);
  int64_t begin, end;
  weightedRows(a.offsets, a.rows, local, perBatch, begin, end);
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  const int64_t n = c.cols;
  for (int64_t r = begin; r < end; ++r) {
    const int64_t kb = static_cast<int64_t>(a.offsets[r]) - a.base;
    const int64_t ke = static_cast<int64_t>(a.offsets[r + 1]) - a.base;
    if (c.colStride == 1 && b.colStride == 1) {
      rowMajorProductRow(a, kb, ke, p.conjugate, b, alpha, beta, &c.at(r, 0), n);
      continue;
    }
    for (int64_t j0 = 0; j0 < n; j0 += kColumnChunk) {
      const int64_t width = std::min(kColumnChunk, n - j0);
      T acc[kColumnChunk];
      for (int64_t j = 0; j < kColumnChunk; ++j) acc[j] = T(0);
      for (int64_t k = kb; k < ke; ++k) {
        const T v = applyConjugate(a.values[k], p.conjugate);
        const int64_t row = a.indices[k] - a.base;
        for (int64_t j = 0; j < width; ++j) acc[j] += v * b.at(row, j0 + j);
      }
      for (int64_t j = 0; j < width; ++j) c.at(r, j0 + j) = axpby(alpha, acc[j], beta, c.at(r, j0 + j));
    }
  }
}

/// C = beta * C over a batch (C = 0 when beta is 0).
template <class T>
struct ScaleDense {
  DenseView<T> c;
  int count;
  int64_t stride;
  Scalar<T> beta;
};

template <class T>
void scaleDense(const ScaleDense<T>& p, uint32_t block, uint32_t blocks) {
  const int64_t perMatrix = p.c.rows;
  int64_t begin, end;
  evenRange(perMatrix * p.count, block, blocks, begin, end);
  const T beta = p.beta.get();
  for (int64_t i = begin; i < end; ++i) {
    const auto c = batchOf(p.c, p.stride, static_cast<int>(i / perMatrix));
    const int64_t row = i % perMatrix;
    for (int64_t j = 0; j < c.cols; ++j) {
      T& v = c.at(row, j);
      v = isZero(beta) ? T(0) : v * beta;
    }
  }
}

/// C(indices[k], :) += alpha * A(r, k) * B(r, :) for the compressed rows r.
template <class I, class J, class T>
struct ScatterMm {
  CompressedView<I, J, T> a;
  DenseView<const T> b;
  DenseView<T> c;
  Batch batch;
  Scalar<T> alpha;
  bool conjugate;
};

template <class I, class J, class T>
void scatterMm(const ScatterMm<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int batch;
  uint32_t local, perBatch;
  splitBatch(block, blocks, p.batch.count, batch, local, perBatch);
  const auto a = batchOf(p.a, p.batch, batch);
  const auto b = batchOf(p.b, p.batch.b, batch);
  const auto c = batchOf(p.c, p.batch.c, batch);
  int64_t begin, end;
  weightedRows(a.offsets, a.rows, local, perBatch, begin, end);
  const T alpha = p.alpha.get();
  const bool shared = perBatch > 1;
  for (int64_t r = begin; r < end; ++r) {
    const int64_t kb = static_cast<int64_t>(a.offsets[r]) - a.base;
    const int64_t ke = static_cast<int64_t>(a.offsets[r + 1]) - a.base;
    for (int64_t k = kb; k < ke; ++k) {
      const T av = alpha * applyConjugate(a.values[k], p.conjugate);
      const int64_t target = a.indices[k] - a.base;
      for (int64_t j = 0; j < c.cols; ++j) addTo(&c.at(target, j), av * b.at(r, j), shared);
    }
  }
}

/// COO: each run of entries with the same target row of op(A) is summed in a
/// row buffer, then added to C with one atomic add per element.
template <class I, class T>
struct CooMm {
  CoordinateView<I, T> a;
  bool transpose;
  DenseView<const T> b;
  DenseView<T> c;
  int count;
  int64_t aStride;
  int64_t bStride;
  int64_t cStride;
  Scalar<T> alpha;
  bool conjugate;
  const int* sorted; // non-zero when the row indices are sorted (checked on the stream), or null
};

/// Clears *sorted when the COO target indices of the block's range (and the
/// step to the next range) decrease somewhere.
template <class I>
struct CheckSorted {
  const I* indices;
  int64_t stride;
  int64_t nnz;
  int* sorted;
};

template <class I>
void checkSorted(const CheckSorted<I>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.nnz, block, blocks, begin, end);
  for (int64_t k = std::max<int64_t>(begin, 1); k < std::min(end + 1, p.nnz); ++k) {
    if (p.indices[k * p.stride] < p.indices[(k - 1) * p.stride]) {
      __atomic_store_n(p.sorted, 0, __ATOMIC_RELAXED);
      return;
    }
  }
}

/// First entry at or after k that starts a run of its target (row).
template <class I>
inline int64_t runStart(const I* target, int64_t stride, int64_t k, int64_t nnz) {
  while (k > 0 && k < nnz && target[k * stride] == target[(k - 1) * stride]) ++k;
  return k;
}

template <class I, class T>
void cooMm(const CooMm<I, T>& p, uint32_t block, uint32_t blocks) {
  int batch;
  uint32_t local, perBatch;
  splitBatch(block, blocks, p.count, batch, local, perBatch);
  CoordinateView<I, T> a = p.a;
  a.rowInd += p.aStride * batch;
  a.colInd += p.aStride * batch;
  a.values += p.aStride * batch;
  const auto b = batchOf(p.b, p.bStride, batch);
  const auto c = batchOf(p.c, p.cStride, batch);
  int64_t begin, end;
  evenRange(a.nnz, local, perBatch, begin, end);
  const T alpha = p.alpha.get();
  const bool shared = perBatch > 1;
  const I* target = p.transpose ? a.colInd : a.rowInd;
  const I* source = p.transpose ? a.rowInd : a.colInd;
  if (p.sorted != nullptr && *p.sorted != 0 && !p.transpose && a.stride == 1 &&
      c.colStride == 1 && b.colStride == 1) {
    // Rows sorted: every block owns whole runs, which update C's rows in
    // place (C already holds beta * C).
    const CompressedView<I, I, T> entries{a.rows, a.cols, nullptr, a.colInd, a.values, a.base};
    const int64_t first = runStart(a.rowInd, 1, begin, a.nnz);
    const int64_t last = runStart(a.rowInd, 1, end, a.nnz);
    for (int64_t k = first; k < last;) {
      const I t = a.rowInd[k];
      int64_t next = k + 1;
      while (next < last && a.rowInd[next] == t) ++next;
      rowMajorProductRow(entries, k, next, p.conjugate, b, alpha, T(1), &c.at(t - a.base, 0), c.cols);
      k = next;
    }
    return;
  }
  std::vector<T> row(static_cast<size_t>(c.cols));
  int64_t k = begin;
  while (k < end) {
    const I t = target[k * a.stride];
    std::fill(row.begin(), row.end(), T(0));
    for (; k < end && target[k * a.stride] == t; ++k) {
      const T v = applyConjugate(a.values[k], p.conjugate);
      const int64_t s = source[k * a.stride] - a.base;
      for (int64_t j = 0; j < c.cols; ++j) row[j] += v * b.at(s, j);
    }
    for (int64_t j = 0; j < c.cols; ++j) addTo(&c.at(t - a.base, j), alpha * row[j], shared);
  }
}

template <class I, class T>
struct EllMm {
  EllView<I, T> a;
  DenseView<const T> b;
  DenseView<T> c;
  Scalar<T> alpha;
  Scalar<T> beta;
};

template <class I, class T>
void ellMm(const EllMm<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.rows, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  const int64_t bs = p.a.blockSize;
  const int64_t slots = p.a.ellCols / bs;
  std::vector<T> acc(static_cast<size_t>(p.c.cols));
  for (int64_t r = begin; r < end; ++r) {
    std::fill(acc.begin(), acc.end(), T(0));
    const I* blockCols = p.a.colInd + (r / bs) * slots;
    const T* rowValues = p.a.values + r * p.a.ellCols;
    for (int64_t s = 0; s < slots; ++s) {
      const int64_t bc = static_cast<int64_t>(blockCols[s]) - p.a.base;
      if (bc < 0) continue;
      const int64_t columns = std::min(bs, p.a.cols - bc * bs);
      for (int64_t q = 0; q < columns; ++q) {
        const T v = rowValues[s * bs + q];
        for (int64_t j = 0; j < p.c.cols; ++j) acc[j] += v * p.b.at(bc * bs + q, j);
      }
    }
    for (int64_t j = 0; j < p.c.cols; ++j) p.c.at(r, j) = axpby(alpha, acc[j], beta, p.c.at(r, j));
  }
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_MM_KERNELS_H
