// SpMM (generic API) and csrmm/csrmm2 (legacy): C = alpha * op(A) * op(B) + beta * C.
#include "products.h"

using namespace openhip::sparse;

namespace {

constexpr size_t kNominalBuffer = 4; // see spmv.cpp

bool validSpMMAlgorithm(hipsparseSpMMAlg_t alg) {
  switch (alg) {
  case HIPSPARSE_SPMM_ALG_DEFAULT:
  case HIPSPARSE_SPMM_COO_ALG1:
  case HIPSPARSE_SPMM_COO_ALG2:
  case HIPSPARSE_SPMM_COO_ALG3:
  case HIPSPARSE_SPMM_COO_ALG4:
  case HIPSPARSE_SPMM_CSR_ALG1:
  case HIPSPARSE_SPMM_CSR_ALG2:
  case HIPSPARSE_SPMM_CSR_ALG3:
  case HIPSPARSE_SPMM_BLOCKED_ELL_ALG1:
    return true;
  }
  return false;
}

template <class T>
DenseView<T> viewOf(const DenseMatrix& d, bool transpose) {
  const bool colMajor = d.order == HIPSPARSE_ORDER_COL;
  DenseView<T> v{static_cast<T*>(d.values), d.rows, d.cols, colMajor ? 1 : d.ld,
                 colMajor ? d.ld : 1};
  return transpose ? v.transposed() : v;
}

template <class T>
hipsparseStatus_t spmmTyped(const Handle& h, hipsparseOperation_t opA, hipsparseOperation_t opB,
                            const void* alpha, const SparseMatrix& a, const DenseMatrix& b,
                            const void* beta, const DenseMatrix& c) {
  const Scalar<T> sa = readScalar<T>(h, alpha);
  const Scalar<T> sb = readScalar<T>(h, beta);
  const bool transpose = opA != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const bool conj = opA == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  const auto bv = viewOf<const T>(b, opB != HIPSPARSE_OPERATION_NON_TRANSPOSE);
  const auto cv = viewOf<T>(c, false);
  const int count = c.batchCount;
  const Batch batch{count, a.batchCount > 1 ? a.offsetsBatchStride : 0,
                    a.batchCount > 1 ? a.valuesBatchStride : 0,
                    b.batchCount > 1 ? b.batchStride : 0, c.batchStride};
  switch (a.format) {
  case HIPSPARSE_FORMAT_CSR:
  case HIPSPARSE_FORMAT_CSC: {
    const bool csr = a.format == HIPSPARSE_FORMAT_CSR;
    return withIndexType(a.offsetType, [&](auto offsetTag) {
      return withIndexType(a.indexType, [&](auto indexTag) {
        using I = decltype(offsetTag);
        using J = decltype(indexTag);
        const CompressedView<I, J, T> view{csr ? a.rows : a.cols, csr ? a.cols : a.rows,
                                           static_cast<const I*>(a.offsets),
                                           static_cast<const J*>(a.indices),
                                           static_cast<const T*>(a.values), a.base};
        return enqueueCompressedMm(h, csr != transpose, conj, view, a.nnz, bv, cv, batch, sa, sb);
      });
    });
  }
  case HIPSPARSE_FORMAT_COO:
  case HIPSPARSE_FORMAT_COO_AOS:
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(indexTag);
      const bool aos = a.format == HIPSPARSE_FORMAT_COO_AOS;
      const auto* rows = static_cast<const I*>(a.offsets);
      const auto* cols = aos ? rows + 1 : static_cast<const I*>(a.indices);
      const CoordinateView<I, T> view{a.rows, a.cols, a.nnz, rows, cols, aos ? 2 : 1,
                                      static_cast<const T*>(a.values), a.base};
      HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScaleDense<T>, scaleDense<T>>(
          h.stream, blocksFor(h, cv.rows * cv.cols * count, 1 << 16),
          ScaleDense<T>{cv, count, batch.c, sb})));
      const uint32_t perBatch = blocksFor(h, a.nnz * std::max<int64_t>(cv.cols, 1), kProductGrain);
      CooMm<I, T> task{view, transpose, bv, cv, count, batch.aValues, batch.b, batch.c, sa, conj, nullptr};
      // Row-major products by rows: when the rows turn out sorted (checked on
      // the stream), blocks own whole rows and skip the atomics.
      int* sorted = nullptr;
      const bool byRows =
          !transpose && !aos && count == 1 && bv.colStride == 1 && cv.colStride == 1;
      if (byRows && hipMallocAsync(reinterpret_cast<void**>(&sorted), sizeof(int), h.stream) == hipSuccess) {
        HIPSPARSE_RETURN_IF_ERROR(fromHip(hipMemsetAsync(sorted, 1, sizeof(int), h.stream)));
        HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<CheckSorted<I>, checkSorted<I>>(
            h.stream, blocksFor(h, a.nnz, 1 << 16), CheckSorted<I>{rows, 1, a.nnz, sorted})));
        task.sorted = sorted;
      }
      HIPSPARSE_RETURN_IF_ERROR(
          fromHip(enqueue<CooMm<I, T>, cooMm<I, T>>(h.stream, perBatch * count, task)));
      return sorted != nullptr ? fromHip(hipFreeAsync(sorted, h.stream)) : HIPSPARSE_STATUS_SUCCESS;
    });
  case HIPSPARSE_FORMAT_BLOCKED_ELL:
    HIPSPARSE_RETURN_IF(transpose || count > 1, HIPSPARSE_STATUS_NOT_SUPPORTED);
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(indexTag);
      const EllView<I, T> view{a.rows, a.cols, a.ellBlockSize, a.ellCols,
                               static_cast<const I*>(a.offsets), static_cast<const T*>(a.values),
                               a.base};
      return fromHip(enqueue<EllMm<I, T>, ellMm<I, T>>(
          h.stream, blocksFor(h, a.nnz * std::max<int64_t>(cv.cols, 1), kProductGrain),
          EllMm<I, T>{view, bv, cv, sa, sb}));
    });
  }
  return HIPSPARSE_STATUS_NOT_SUPPORTED;
}

hipsparseStatus_t checkSpMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                            hipsparseOperation_t opB, const void* alpha, const void* matA,
                            const void* matB, const void* beta, const void* matC,
                            hipDataType computeType, hipsparseSpMMAlg_t alg, SparseMatrix*& a,
                            DenseMatrix*& b, DenseMatrix*& c) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<SparseMatrix>(matA);
  b = descriptorOf<DenseMatrix>(matB);
  c = descriptorOf<DenseMatrix>(matC);
  HIPSPARSE_RETURN_IF(a == nullptr || b == nullptr || c == nullptr || alpha == nullptr ||
                          beta == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(opA) || !isValidOperation(opB) || !validSpMMAlgorithm(alg),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const bool ta = opA != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const bool tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const int64_t m = ta ? a->cols : a->rows;
  const int64_t k = ta ? a->rows : a->cols;
  HIPSPARSE_RETURN_IF(c->rows != m || (tb ? b->cols : b->rows) != k ||
                          (tb ? b->rows : b->cols) != c->cols,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->valueType != computeType || b->valueType != computeType ||
                          c->valueType != computeType,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  // Conjugating B would need a second conjugation path: complex op(B) = C is
  // not provided.
  HIPSPARSE_RETURN_IF(opB == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE &&
                          (computeType == HIP_C_32F || computeType == HIP_C_64F),
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  // Batches: C holds every product, A and B are either shared or as many.
  HIPSPARSE_RETURN_IF((a->batchCount != 1 && a->batchCount != c->batchCount) ||
                          (b->batchCount != 1 && b->batchCount != c->batchCount),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSpMM_bufferSize(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const void* beta, const hipsparseDnMatDescr_t matC, hipDataType computeType,
    hipsparseSpMMAlg_t alg, size_t* pBufferSizeInBytes) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, a, b, c));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = kNominalBuffer;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMM_bufferSize)

extern "C" hipsparseStatus_t hipsparseSpMM_preprocess(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const void* beta, const hipsparseDnMatDescr_t matC, hipDataType computeType,
    hipsparseSpMMAlg_t alg, void* externalBuffer) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  return checkSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, a, b, c);
}
OPENHIP_CUSPARSE_ALIAS(SpMM_preprocess)

extern "C" hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           hipsparseOperation_t opB, const void* alpha,
                                           hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnMatDescr_t matB, const void* beta,
                                           const hipsparseDnMatDescr_t matC,
                                           hipDataType computeType, hipsparseSpMMAlg_t alg,
                                           void* externalBuffer) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpMM(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, alg, a, b, c));
  if (c->rows == 0 || c->cols == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(c->values == nullptr || b->values == nullptr || !hasArrays(*a),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return withValueType(computeType, [&](auto tag) {
      return spmmTyped<decltype(tag)>(*toHandle(handle), opA, opB, alpha, *a, *b, beta, *c);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SpMM)

// ---- legacy csrmm / csrmm2 (column-major B and C) ----------------------------

namespace {

template <class T, class Api>
hipsparseStatus_t csrmm(hipsparseHandle_t handle, hipsparseOperation_t transA,
                        hipsparseOperation_t transB, int m, int n, int k, int nnz,
                        const Api* alpha, const hipsparseMatDescr_t descr, const Api* values,
                        const int* rowPtr, const int* colInd, const Api* B, int ldb,
                        const Api* beta, Api* C, int ldc) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(transA) || !isValidOperation(transB) || m < 0 || n < 0 ||
                          k < 0 || nnz < 0,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const MatDescr& d = *toMatDescr(descr);
  HIPSPARSE_RETURN_IF(d.type != HIPSPARSE_MATRIX_TYPE_GENERAL, HIPSPARSE_STATUS_NOT_SUPPORTED);
  const bool ta = transA != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const bool tb = transB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  HIPSPARSE_RETURN_IF(tb && transB == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE &&
                          IsComplex<T>::value,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  const int64_t outRows = ta ? k : m;  // rows of C
  const int64_t inner = ta ? m : k;    // rows of op(B)
  HIPSPARSE_RETURN_IF(ldb < std::max<int64_t>(1, tb ? n : inner) || ldc < std::max<int64_t>(1, outRows),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  if (outRows == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(alpha == nullptr || beta == nullptr || rowPtr == nullptr || B == nullptr ||
                          C == nullptr || (nnz > 0 && (values == nullptr || colInd == nullptr)),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const CompressedView<int, int, T> view{m, k, rowPtr, colInd, reinterpret_cast<const T*>(values),
                                         d.base};
  DenseView<const T> bv{reinterpret_cast<const T*>(B), tb ? n : inner, tb ? inner : n, 1, ldb};
  if (tb) bv = bv.transposed();
  const DenseView<T> cv{reinterpret_cast<T*>(C), outRows, n, 1, ldc};
  return guarded([&] {
    return enqueueCompressedMm(h, !ta, transA == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE, view, nnz,
                               bv, cv, Batch{1, 0, 0, 0, 0}, readScalar<T>(h, alpha),
                               readScalar<T>(h, beta));
  });
}

} // namespace

#define OPENHIP_CSRMM(prefix, Api, T)                                                              \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrmm(                                           \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int n, int k, int nnz,         \
      const Api* alpha, const hipsparseMatDescr_t descrA, const Api* csrSortedValA,                \
      const int* csrSortedRowPtrA, const int* csrSortedColIndA, const Api* B, int ldb,             \
      const Api* beta, Api* C, int ldc) {                                                          \
    return csrmm<T>(handle, transA, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, n, k, nnz, alpha,        \
                    descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, B, ldb, beta, C,    \
                    ldc);                                                                          \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrmm)                                                            \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrmm2(                                          \
      hipsparseHandle_t handle, hipsparseOperation_t transA, hipsparseOperation_t transB, int m,   \
      int n, int k, int nnz, const Api* alpha, const hipsparseMatDescr_t descrA,                   \
      const Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,          \
      const Api* B, int ldb, const Api* beta, Api* C, int ldc) {                                   \
    return csrmm<T>(handle, transA, transB, m, n, k, nnz, alpha, descrA, csrSortedValA,            \
                    csrSortedRowPtrA, csrSortedColIndA, B, ldb, beta, C, ldc);                     \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrmm2)

OPENHIP_CSRMM(S, float, float)
OPENHIP_CSRMM(D, double, double)
OPENHIP_CSRMM(C, hipComplex, ComplexFloat)
OPENHIP_CSRMM(Z, hipDoubleComplex, ComplexDouble)
