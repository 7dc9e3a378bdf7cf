// Generic SparseToDense and DenseToSparse (CSR, CSC, COO; blocked ELL to dense).
#include "conversion_kernels.h"
#include "descriptors.h"
#include "views.h"

using namespace openhip::sparse;

namespace {

constexpr int64_t kLineGrain = 256;

/// The dense matrix along rows (byRows) or columns.
template <class T>
Lines<T> linesOf(const DenseMatrix& d, bool byRows) {
  const bool colMajor = d.order == HIPSPARSE_ORDER_COL;
  T* v = static_cast<T*>(d.values);
  if (byRows) return Lines<T>{v, d.rows, d.cols, colMajor ? 1 : d.ld, colMajor ? d.ld : 1};
  return Lines<T>{v, d.cols, d.rows, colMajor ? d.ld : 1, colMajor ? 1 : d.ld};
}

/// B(row, col) = value for every COO entry (B cleared before).
template <class I, class T>
struct CooToDense {
  CoordinateView<I, T> a;
  Lines<T> rows;
};

template <class I, class T>
void cooToDense(const CooToDense<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.nnz, block, blocks, begin, end);
  for (int64_t k = begin; k < end; ++k) {
    p.rows.at(p.a.rowInd[k * p.a.stride] - p.a.base, p.a.colInd[k * p.a.stride] - p.a.base) =
        p.a.values[k];
  }
}

template <class I, class T>
struct EllToDense {
  EllView<I, T> a;
  Lines<T> rows;
};

template <class I, class T>
void ellToDense(const EllToDense<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.rows, block, blocks, begin, end);
  const int64_t bs = p.a.blockSize;
  const int64_t slots = p.a.ellCols / bs;
  for (int64_t r = begin; r < end; ++r) {
    for (int64_t s = 0; s < slots; ++s) {
      const int64_t bc = static_cast<int64_t>(p.a.colInd[(r / bs) * slots + s]) - p.a.base;
      if (bc < 0) continue;
      for (int64_t j = 0; j < bs && bc * bs + j < p.a.cols; ++j) {
        p.rows.at(r, bc * bs + j) = p.a.values[r * p.a.ellCols + s * bs + j];
      }
    }
  }
}

template <class T>
hipsparseStatus_t sparseToDenseTyped(const Handle& h, const SparseMatrix& a, const DenseMatrix& b) {
  const bool csc = a.format == HIPSPARSE_FORMAT_CSC;
  // Clear along the contiguous direction, unless the compressed lines clear
  // their own (contiguous) dense lines below.
  const bool colMajor = b.order == HIPSPARSE_ORDER_COL;
  const bool linesClearThemselves =
      (a.format == HIPSPARSE_FORMAT_CSR && !colMajor) || (csc && colMajor);
  if (!linesClearThemselves) {
    const Lines<T> contiguous = linesOf<T>(b, !colMajor);
    HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ClearLines<T>, clearLines<T>>(
        h.stream, blocksFor(h, contiguous.lines, kLineGrain), ClearLines<T>{contiguous})));
  }
  switch (a.format) {
  case HIPSPARSE_FORMAT_CSR:
  case HIPSPARSE_FORMAT_CSC:
    return withIndexType(a.offsetType, [&](auto offsetTag) {
      return withIndexType(a.indexType, [&](auto indexTag) {
        using I = decltype(offsetTag);
        using J = decltype(indexTag);
        const Lines<T> lines = linesOf<T>(b, !csc);
        return fromHip(enqueue<CompressedToDense<I, J, T>, compressedToDense<I, J, T>>(
            h.stream, blocksFor(h, lines.lines, kLineGrain),
            CompressedToDense<I, J, T>{lines, static_cast<const I*>(a.offsets),
                                       static_cast<const J*>(a.indices),
                                       static_cast<const T*>(a.values), a.base,
                                       linesClearThemselves}));
      });
    });
  case HIPSPARSE_FORMAT_COO:
  case HIPSPARSE_FORMAT_COO_AOS:
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(indexTag);
      const bool aos = a.format == HIPSPARSE_FORMAT_COO_AOS;
      const auto* rows = static_cast<const I*>(a.offsets);
      const CoordinateView<I, T> view{a.rows, a.cols, a.nnz, rows,
                                      aos ? rows + 1 : static_cast<const I*>(a.indices),
                                      aos ? 2 : 1, static_cast<const T*>(a.values), a.base};
      if (a.nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
      return fromHip(enqueue<CooToDense<I, T>, cooToDense<I, T>>(
          h.stream, blocksFor(h, a.nnz, 1 << 16), CooToDense<I, T>{view, linesOf<T>(b, true)}));
    });
  case HIPSPARSE_FORMAT_BLOCKED_ELL:
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(indexTag);
      const EllView<I, T> view{a.rows, a.cols, a.ellBlockSize, a.ellCols,
                               static_cast<const I*>(a.offsets), static_cast<const T*>(a.values),
                               a.base};
      return fromHip(enqueue<EllToDense<I, T>, ellToDense<I, T>>(
          h.stream, blocksFor(h, a.rows, kLineGrain), EllToDense<I, T>{view, linesOf<T>(b, true)}));
    });
  }
  return HIPSPARSE_STATUS_NOT_SUPPORTED;
}

hipsparseStatus_t checkPair(hipsparseHandle_t handle, const void* sparse, const void* dense,
                            SparseMatrix*& a, DenseMatrix*& b) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<SparseMatrix>(sparse);
  b = descriptorOf<DenseMatrix>(dense);
  HIPSPARSE_RETURN_IF(a == nullptr || b == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->rows != b->rows || a->cols != b->cols, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->valueType != b->valueType, HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(a->batchCount > 1 || b->batchCount > 1, HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

// ---- dense to sparse ------------------------------------------------------------

/// Entries of the sparse matrix from the dense lines, at the positions of the
/// int64 `positions` scan: compressed offsets (typed, with base) or COO major
/// indices, and the minor indices and values.
template <class I, class J, class T>
struct FillFromDense {
  Lines<const T> a;
  const int64_t* positions;
  I* offsets;      // CSR/CSC offsets, or null
  I* majorIndices; // COO row indices, or null
  J* minorIndices;
  T* values;
  int64_t base;
};

template <class I, class J, class T>
void fillFromDense(const FillFromDense<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.lines, block, blocks, begin, end);
  if (p.offsets != nullptr) {
    for (int64_t line = begin; line < end; ++line) {
      p.offsets[line] = static_cast<I>(p.positions[line] + p.base);
    }
    if (end == p.a.lines) p.offsets[end] = static_cast<I>(p.positions[end] + p.base);
  }
  for (int64_t line = begin; line < end; ++line) {
    int64_t k = p.positions[line];
    for (int64_t i = 0; i < p.a.length; ++i) {
      const T v = p.a.at(line, i);
      if (isZero(v)) continue;
      if (p.majorIndices != nullptr) p.majorIndices[k] = static_cast<I>(line + p.base);
      p.minorIndices[k] = static_cast<J>(i + p.base);
      p.values[k++] = v;
    }
  }
}

/// The int64 positions (lines + 1) live in the external buffer.
size_t positionsBytes(const SparseMatrix& b) {
  const int64_t lines = b.format == HIPSPARSE_FORMAT_CSC ? b.cols : b.rows;
  return static_cast<size_t>(lines + 1) * sizeof(int64_t) + sizeof(int64_t);
}

hipsparseStatus_t checkDenseToSparse(hipsparseHandle_t handle, const void* matA, const void* matB,
                                     hipsparseDenseToSparseAlg_t alg, SparseMatrix*& b,
                                     DenseMatrix*& a) {
  HIPSPARSE_RETURN_IF_ERROR(checkPair(handle, matB, matA, b, a));
  HIPSPARSE_RETURN_IF(alg != HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(b->format != HIPSPARSE_FORMAT_CSR && b->format != HIPSPARSE_FORMAT_CSC &&
                          b->format != HIPSPARSE_FORMAT_COO,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

/// Counts the non-zeros per line into the buffer and scans them; the total
/// ends up in positions[lines].
template <class T>
hipsparseStatus_t countIntoBuffer(const Handle& h, const DenseMatrix& a, bool byRows,
                                  int64_t* positions) {
  const Lines<const T> lines = linesOf<const T>(a, byRows);
  if (lines.lines > 0) {
    HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<CountNonZeros<int64_t, T>, countNonZeros<int64_t, T>>(
        h.stream, blocksFor(h, lines.lines, kLineGrain),
        CountNonZeros<int64_t, T>{lines, positions + 1})));
  }
  // Scan in place: positions[0] = 0 ... positions[lines] = total.
  return fromHip(enqueue<ScanCounts<int64_t>, scanCounts<int64_t>>(
      h.stream, 1, ScanCounts<int64_t>{positions + 1, lines.lines, positions, nullptr, 0}));
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSparseToDense_bufferSize(hipsparseHandle_t handle,
                                                               hipsparseConstSpMatDescr_t matA,
                                                               hipsparseDnMatDescr_t matB,
                                                               hipsparseSparseToDenseAlg_t alg,
                                                               size_t* pBufferSizeInBytes) {
  SparseMatrix* a;
  DenseMatrix* b;
  HIPSPARSE_RETURN_IF_ERROR(checkPair(handle, matA, matB, a, b));
  HIPSPARSE_RETURN_IF(alg != HIPSPARSE_SPARSETODENSE_ALG_DEFAULT || pBufferSizeInBytes == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = 4;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SparseToDense_bufferSize)

extern "C" hipsparseStatus_t hipsparseSparseToDense(hipsparseHandle_t handle,
                                                    hipsparseConstSpMatDescr_t matA,
                                                    hipsparseDnMatDescr_t matB,
                                                    hipsparseSparseToDenseAlg_t alg,
                                                    void* externalBuffer) {
  SparseMatrix* a;
  DenseMatrix* b;
  HIPSPARSE_RETURN_IF_ERROR(checkPair(handle, matA, matB, a, b));
  HIPSPARSE_RETURN_IF(alg != HIPSPARSE_SPARSETODENSE_ALG_DEFAULT, HIPSPARSE_STATUS_INVALID_VALUE);
  if (b->rows == 0 || b->cols == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(b->values == nullptr || !hasArrays(*a), HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return withValueType(a->valueType, [&](auto tag) {
      return sparseToDenseTyped<decltype(tag)>(*toHandle(handle), *a, *b);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SparseToDense)

extern "C" hipsparseStatus_t hipsparseDenseToSparse_bufferSize(hipsparseHandle_t handle,
                                                               hipsparseConstDnMatDescr_t matA,
                                                               hipsparseSpMatDescr_t matB,
                                                               hipsparseDenseToSparseAlg_t alg,
                                                               size_t* pBufferSizeInBytes) {
  SparseMatrix* b;
  DenseMatrix* a;
  HIPSPARSE_RETURN_IF_ERROR(checkDenseToSparse(handle, matA, matB, alg, b, a));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = positionsBytes(*b);
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DenseToSparse_bufferSize)

extern "C" hipsparseStatus_t hipsparseDenseToSparse_analysis(hipsparseHandle_t handle,
                                                             hipsparseConstDnMatDescr_t matA,
                                                             hipsparseSpMatDescr_t matB,
                                                             hipsparseDenseToSparseAlg_t alg,
                                                             void* externalBuffer) {
  SparseMatrix* b;
  DenseMatrix* a;
  HIPSPARSE_RETURN_IF_ERROR(checkDenseToSparse(handle, matA, matB, alg, b, a));
  HIPSPARSE_RETURN_IF(externalBuffer == nullptr || (a->values == nullptr && a->rows * a->cols > 0),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  auto* positions = static_cast<int64_t*>(externalBuffer);
  const bool byRows = b->format != HIPSPARSE_FORMAT_CSC;
  return guarded([&] {
    HIPSPARSE_RETURN_IF_ERROR(withValueType(a->valueType, [&](auto tag) {
      return countIntoBuffer<decltype(tag)>(h, *a, byRows, positions);
    }));
    // The size of the result is needed on the host now (as with cuSPARSE).
    HIPSPARSE_RETURN_IF_ERROR(synchronize(h));
    b->nnz = positions[byRows ? a->rows : a->cols];
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(DenseToSparse_analysis)

extern "C" hipsparseStatus_t hipsparseDenseToSparse_convert(hipsparseHandle_t handle,
                                                            hipsparseConstDnMatDescr_t matA,
                                                            hipsparseSpMatDescr_t matB,
                                                            hipsparseDenseToSparseAlg_t alg,
                                                            void* externalBuffer) {
  SparseMatrix* b;
  DenseMatrix* a;
  HIPSPARSE_RETURN_IF_ERROR(checkDenseToSparse(handle, matA, matB, alg, b, a));
  HIPSPARSE_RETURN_IF(externalBuffer == nullptr || !hasArrays(*b) ||
                          (a->values == nullptr && a->rows * a->cols > 0),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  auto* positions = static_cast<int64_t*>(externalBuffer);
  const bool byRows = b->format != HIPSPARSE_FORMAT_CSC;
  const bool coo = b->format == HIPSPARSE_FORMAT_COO;
  return guarded([&] {
    return withValueType(a->valueType, [&](auto valueTag) {
      using T = decltype(valueTag);
      // Counted again: the result does not depend on what the buffer holds.
      HIPSPARSE_RETURN_IF_ERROR(countIntoBuffer<T>(h, *a, byRows, positions));
      return withIndexType(b->offsetType, [&](auto offsetTag) {
        return withIndexType(b->indexType, [&](auto indexTag) {
          using I = decltype(offsetTag);
          using J = decltype(indexTag);
          const Lines<const T> lines = linesOf<const T>(*a, byRows);
          return fromHip(enqueue<FillFromDense<I, J, T>, fillFromDense<I, J, T>>(
              h.stream, blocksFor(h, lines.lines, kLineGrain),
              FillFromDense<I, J, T>{lines, positions, coo ? nullptr : static_cast<I*>(b->offsets),
                                     coo ? static_cast<I*>(b->offsets) : nullptr,
                                     static_cast<J*>(b->indices), static_cast<T*>(b->values),
                                     b->base}));
        });
      });
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(DenseToSparse_convert)
