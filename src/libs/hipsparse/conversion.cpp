// Legacy conversions: nnz, dense <-> CSR/CSC, csr2csc, Csr2cscEx2, COO <-> CSR
// row data, identity permutation and the sorts.
#include "conversion_kernels.h"
#include "descriptors.h"

using namespace openhip::sparse;

namespace {

constexpr int64_t kLineGrain = 256;
constexpr size_t kNominalBuffer = 4; // no workspace is needed (see spmv.cpp)

template <class T>
Lines<T> rowsOf(T* a, int64_t m, int64_t n, int64_t ld) {
  return Lines<T>{a, m, n, 1, ld};
}
template <class T>
Lines<T> columnsOf(T* a, int64_t m, int64_t n, int64_t ld) {
  return Lines<T>{a, n, m, ld, 1};
}

hipsparseStatus_t checkDense(hipsparseHandle_t handle, int m, int n, const hipsparseMatDescr_t descr,
                             int ld) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(m < 0 || n < 0 || ld < std::max(1, m), HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(toMatDescr(descr)->type != HIPSPARSE_MATRIX_TYPE_GENERAL,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

template <class T, class Api>
hipsparseStatus_t nnz(hipsparseHandle_t handle, hipsparseDirection_t dir, int m, int n,
                      const hipsparseMatDescr_t descr, const Api* A, int lda, int* counts,
                      int* total) {
  HIPSPARSE_RETURN_IF_ERROR(checkDense(handle, m, n, descr, lda));
  HIPSPARSE_RETURN_IF(dir != HIPSPARSE_DIRECTION_ROW && dir != HIPSPARSE_DIRECTION_COLUMN,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(total == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const int64_t lines = dir == HIPSPARSE_DIRECTION_ROW ? m : n;
  if (m == 0 || n == 0) {
    HIPSPARSE_RETURN_IF(lines > 0 && counts == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  } else {
    HIPSPARSE_RETURN_IF(A == nullptr || counts == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  }
  return guarded([&] {
    const auto* a = reinterpret_cast<const T*>(A);
    const Lines<const T> view = dir == HIPSPARSE_DIRECTION_ROW ? rowsOf(a, m, n, lda)
                                                               : columnsOf(a, m, n, lda);
    if (lines > 0) {
      HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<CountNonZeros<int, T>, countNonZeros<int, T>>(
          h.stream, blocksFor(h, lines, kLineGrain), CountNonZeros<int, T>{view, counts})));
    }
    HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScanCounts<int>, scanCounts<int>>(
        h.stream, 1, ScanCounts<int>{counts, lines, nullptr, total, 0})));
    return h.pointerMode == HIPSPARSE_POINTER_MODE_HOST ? synchronize(h)
                                                        : HIPSPARSE_STATUS_SUCCESS;
  });
}

/// dense2csr (rows) and dense2csc (columns): offsets from the counts, then
/// the entries.
template <class T, class Api>
hipsparseStatus_t denseToCompressedLegacy(hipsparseHandle_t handle, bool byRows, int m, int n,
                                          const hipsparseMatDescr_t descr, const Api* A, int ld,
                                          const int* counts, Api* values, int* offsets,
                                          int* indices) {
  HIPSPARSE_RETURN_IF_ERROR(checkDense(handle, m, n, descr, ld));
  const int64_t lines = byRows ? m : n;
  HIPSPARSE_RETURN_IF(offsets == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(m > 0 && n > 0 && (A == nullptr || counts == nullptr || values == nullptr ||
                                         indices == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const int64_t base = toMatDescr(descr)->base;
  return guarded([&] {
    const auto* a = reinterpret_cast<const T*>(A);
    HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScanCounts<int>, scanCounts<int>>(
        h.stream, 1, ScanCounts<int>{counts, m > 0 && n > 0 ? lines : 0, offsets, nullptr, base})));
    if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
    const Lines<const T> view = byRows ? rowsOf(a, m, n, ld) : columnsOf(a, m, n, ld);
    return fromHip(enqueue<DenseToCompressed<int, int, T>, denseToCompressed<int, int, T>>(
        h.stream, blocksFor(h, lines, kLineGrain),
        DenseToCompressed<int, int, T>{view, offsets, indices, reinterpret_cast<T*>(values), base}));
  });
}

template <class T, class Api>
hipsparseStatus_t compressedToDenseLegacy(hipsparseHandle_t handle, bool byRows, int m, int n,
                                          const hipsparseMatDescr_t descr, const Api* values,
                                          const int* offsets, const int* indices, Api* A, int ld) {
  HIPSPARSE_RETURN_IF_ERROR(checkDense(handle, m, n, descr, ld));
  if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(A == nullptr || offsets == nullptr || indices == nullptr || values == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const int64_t base = toMatDescr(descr)->base;
  auto* a = reinterpret_cast<T*>(A);
  const auto* v = reinterpret_cast<const T*>(values);
  return guarded([&] {
    if (byRows) { // zero along the contiguous columns first
      HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ClearLines<T>, clearLines<T>>(
          h.stream, blocksFor(h, n, kLineGrain), ClearLines<T>{columnsOf(a, m, n, ld)})));
    }
    const Lines<T> view = byRows ? rowsOf(a, m, n, ld) : columnsOf(a, m, n, ld);
    return fromHip(enqueue<CompressedToDense<int, int, T>, compressedToDense<int, int, T>>(
        h.stream, blocksFor(h, byRows ? m : n, kLineGrain),
        CompressedToDense<int, int, T>{view, offsets, indices, v, base, !byRows}));
  });
}

hipsparseStatus_t checkTranspose(hipsparseHandle_t handle, int m, int n, int nnz,
                                 const void* values, const int* offsets, const int* indices,
                                 void* outValues, int* outOffsets, int* outIndices,
                                 hipsparseAction_t action, hipsparseIndexBase_t base) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(m < 0 || n < 0 || nnz < 0 || !isValidBase(base) ||
                          (action != HIPSPARSE_ACTION_SYMBOLIC && action != HIPSPARSE_ACTION_NUMERIC),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(offsets == nullptr || outOffsets == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz > 0 && (indices == nullptr || outIndices == nullptr ||
                                  (action == HIPSPARSE_ACTION_NUMERIC &&
                                   (values == nullptr || outValues == nullptr))),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

/// Parts of the parallel transposition (1: the sequential counting sort);
/// the same for the buffer-size query and the transposition. Their counts
/// take at most 256 MiB.
uint32_t transposeParts(const Handle& h, int m, int n, int nnz) {
  const uint32_t parts = blocksFor(h, int64_t(nnz) + m, 1 << 16);
  const int64_t most = std::max<int64_t>(1, (int64_t(256) << 20) / (8 * (int64_t(n) + 1)));
  return static_cast<uint32_t>(std::min<int64_t>(parts, most));
}

size_t transposeWorkspace(const Handle& h, int m, int n, int nnz) {
  const uint32_t parts = transposeParts(h, m, n, nnz);
  return parts > 1 ? size_t(parts) * size_t(n) * sizeof(int64_t) : 0;
}

/// CSR -> CSC on the stream. `workspace` (transposeWorkspace bytes) may be
/// null: then one is allocated on the stream, or the sequential form runs.
template <class T>
hipsparseStatus_t enqueueTranspose(const Handle& h, int m, int n, int nnz, const void* values,
                                   const int* offsets, const int* indices, void* outValues,
                                   int* outOffsets, int* outIndices, hipsparseAction_t action,
                                   int64_t base, void* workspace) {
  const bool numeric = action == HIPSPARSE_ACTION_NUMERIC;
  const Transpose<int, int, T> t{m, n, offsets, indices, static_cast<const T*>(values), outOffsets,
                                 outIndices, numeric ? static_cast<T*>(outValues) : nullptr, base};
  const uint32_t parts = transposeParts(h, m, n, nnz);
  const size_t bytes = transposeWorkspace(h, m, n, nnz);
  bool allocated = false;
  if (parts > 1 && workspace == nullptr) {
    allocated = hipMallocAsync(&workspace, bytes, h.stream) == hipSuccess;
  }
  if (parts <= 1 || workspace == nullptr) {
    return fromHip(enqueue<Transpose<int, int, T>, transpose<int, int, T>>(h.stream, 1, t));
  }
  using Task = ParallelTranspose<int, int, T>;
  const Task task{t, static_cast<int64_t*>(workspace), parts};
  HIPSPARSE_RETURN_IF_ERROR(
      fromHip(enqueue<Task, transposeCount<int, int, T>>(h.stream, parts, task)));
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<Task, transposeScan<int, int, T>>(h.stream, 1, task)));
  HIPSPARSE_RETURN_IF_ERROR(
      fromHip(enqueue<Task, transposeFill<int, int, T>>(h.stream, parts, task)));
  return allocated ? fromHip(hipFreeAsync(workspace, h.stream)) : HIPSPARSE_STATUS_SUCCESS;
}

template <class T, class Api>
hipsparseStatus_t csr2csc(hipsparseHandle_t handle, int m, int n, int nnz, const Api* values,
                          const int* offsets, const int* indices, Api* outValues, int* outIndices,
                          int* outOffsets, hipsparseAction_t action, hipsparseIndexBase_t base) {
  HIPSPARSE_RETURN_IF_ERROR(checkTranspose(handle, m, n, nnz, values, offsets, indices, outValues,
                                           outOffsets, outIndices, action, base));
  if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  return guarded([&] {
    return enqueueTranspose<T>(*toHandle(handle), m, n, nnz, values, offsets, indices, outValues,
                               outOffsets, outIndices, action, base, nullptr);
  });
}

} // namespace

#define OPENHIP_CONVERSIONS(prefix, Api, T)                                                        \
  extern "C" hipsparseStatus_t hipsparse##prefix##nnz(                                             \
      hipsparseHandle_t handle, hipsparseDirection_t dirA, int m, int n,                           \
      const hipsparseMatDescr_t descrA, const Api* A, int lda, int* nnzPerRowColumn,               \
      int* nnzTotalDevHostPtr) {                                                                   \
    return nnz<T>(handle, dirA, m, n, descrA, A, lda, nnzPerRowColumn, nnzTotalDevHostPtr);        \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##nnz)                                                              \
  extern "C" hipsparseStatus_t hipsparse##prefix##dense2csr(                                       \
      hipsparseHandle_t handle, int m, int n, const hipsparseMatDescr_t descr, const Api* A,       \
      int ld, const int* nnzPerRow, Api* csrVal, int* csrRowPtr, int* csrColInd) {                 \
    return denseToCompressedLegacy<T>(handle, true, m, n, descr, A, ld, nnzPerRow, csrVal,         \
                                      csrRowPtr, csrColInd);                                       \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##dense2csr)                                                        \
  extern "C" hipsparseStatus_t hipsparse##prefix##dense2csc(                                       \
      hipsparseHandle_t handle, int m, int n, const hipsparseMatDescr_t descr, const Api* A,       \
      int ld, const int* nnzPerColumn, Api* cscVal, int* cscRowInd, int* cscColPtr) {              \
    return denseToCompressedLegacy<T>(handle, false, m, n, descr, A, ld, nnzPerColumn, cscVal,     \
                                      cscColPtr, cscRowInd);                                       \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##dense2csc)                                                        \
  extern "C" hipsparseStatus_t hipsparse##prefix##csr2dense(                                       \
      hipsparseHandle_t handle, int m, int n, const hipsparseMatDescr_t descr, const Api* csrVal,  \
      const int* csrRowPtr, const int* csrColInd, Api* A, int ld) {                                \
    return compressedToDenseLegacy<T>(handle, true, m, n, descr, csrVal, csrRowPtr, csrColInd, A,  \
                                      ld);                                                         \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csr2dense)                                                        \
  extern "C" hipsparseStatus_t hipsparse##prefix##csc2dense(                                       \
      hipsparseHandle_t handle, int m, int n, const hipsparseMatDescr_t descr, const Api* cscVal,  \
      const int* cscRowInd, const int* cscColPtr, Api* A, int ld) {                                \
    return compressedToDenseLegacy<T>(handle, false, m, n, descr, cscVal, cscColPtr, cscRowInd, A, \
                                      ld);                                                         \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csc2dense)                                                        \
  extern "C" hipsparseStatus_t hipsparse##prefix##csr2csc(                                         \
      hipsparseHandle_t handle, int m, int n, int nnz, const Api* csrSortedVal,                    \
      const int* csrSortedRowPtr, const int* csrSortedColInd, Api* cscSortedVal,                   \
      int* cscSortedRowInd, int* cscSortedColPtr, hipsparseAction_t copyValues,                    \
      hipsparseIndexBase_t idxBase) {                                                              \
    return csr2csc<T>(handle, m, n, nnz, csrSortedVal, csrSortedRowPtr, csrSortedColInd,           \
                      cscSortedVal, cscSortedRowInd, cscSortedColPtr, copyValues, idxBase);        \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csr2csc)

OPENHIP_CONVERSIONS(S, float, float)
OPENHIP_CONVERSIONS(D, double, double)
OPENHIP_CONVERSIONS(C, hipComplex, ComplexFloat)
OPENHIP_CONVERSIONS(Z, hipDoubleComplex, ComplexDouble)

namespace {

hipsparseStatus_t checkCsr2cscEx2(hipsparseHandle_t handle, int m, int n, int nnz,
                                  const void* csrVal, const int* csrRowPtr, const int* csrColInd,
                                  void* cscVal, int* cscColPtr, int* cscRowInd,
                                  hipDataType valType, hipsparseAction_t copyValues,
                                  hipsparseIndexBase_t idxBase, hipsparseCsr2CscAlg_t alg) {
  HIPSPARSE_RETURN_IF(alg != HIPSPARSE_CSR2CSC_ALG_DEFAULT && alg != HIPSPARSE_CSR2CSC_ALG1 &&
                          alg != HIPSPARSE_CSR2CSC_ALG2,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidDataType(valType), HIPSPARSE_STATUS_INVALID_VALUE);
  return checkTranspose(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr,
                        cscRowInd, copyValues, idxBase);
}

} // namespace

extern "C" hipsparseStatus_t hipsparseCsr2cscEx2_bufferSize(
    hipsparseHandle_t handle, int m, int n, int nnz, const void* csrVal, const int* csrRowPtr,
    const int* csrColInd, void* cscVal, int* cscColPtr, int* cscRowInd, hipDataType valType,
    hipsparseAction_t copyValues, hipsparseIndexBase_t idxBase, hipsparseCsr2CscAlg_t alg,
    size_t* pBufferSizeInBytes) {
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF_ERROR(checkCsr2cscEx2(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal,
                                            cscColPtr, cscRowInd, valType, copyValues, idxBase, alg));
  *pBufferSizeInBytes = std::max(kNominalBuffer, transposeWorkspace(*toHandle(handle), m, n, nnz));
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(Csr2cscEx2_bufferSize)

extern "C" hipsparseStatus_t hipsparseCsr2cscEx2(hipsparseHandle_t handle, int m, int n, int nnz,
                                                 const void* csrVal, const int* csrRowPtr,
                                                 const int* csrColInd, void* cscVal,
                                                 int* cscColPtr, int* cscRowInd,
                                                 hipDataType valType, hipsparseAction_t copyValues,
                                                 hipsparseIndexBase_t idxBase,
                                                 hipsparseCsr2CscAlg_t alg, void* buffer) {
  HIPSPARSE_RETURN_IF_ERROR(checkCsr2cscEx2(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal,
                                            cscColPtr, cscRowInd, valType, copyValues, idxBase, alg));
  if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  return guarded([&] {
    return withValueType(valType, [&](auto tag) {
      return enqueueTranspose<decltype(tag)>(*toHandle(handle), m, n, nnz, csrVal, csrRowPtr,
                                             csrColInd, cscVal, cscColPtr, cscRowInd, copyValues,
                                             idxBase, buffer);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(Csr2cscEx2)
