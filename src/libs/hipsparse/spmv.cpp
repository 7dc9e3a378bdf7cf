// SpMV (generic API) and csrmv (legacy): y = alpha * op(A) * x + beta * y.
#include "products.h"

using namespace openhip::sparse;

namespace {

/// Buffer the SpMV phases ask for: nothing is needed, but a non-zero size
/// keeps programs that treat a null buffer as an allocation failure working.
constexpr size_t kNominalBuffer = 4;

bool validSpMVAlgorithm(hipsparseSpMVAlg_t alg) {
  return alg == HIPSPARSE_SPMV_ALG_DEFAULT || alg == HIPSPARSE_SPMV_COO_ALG1 ||
         alg == HIPSPARSE_SPMV_CSR_ALG1 || alg == HIPSPARSE_SPMV_CSR_ALG2 ||
         alg == HIPSPARSE_SPMV_COO_ALG2;
}

template <class T>
hipsparseStatus_t spmvTyped(const Handle& h, hipsparseOperation_t op, const void* alpha,
                            const SparseMatrix& a, const DenseVector& x, const void* beta,
                            const DenseVector& y) {
  const Scalar<T> sa = readScalar<T>(h, alpha);
  const Scalar<T> sb = readScalar<T>(h, beta);
  const bool transpose = op != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const bool conj = op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  const auto* xv = static_cast<const T*>(x.values);
  auto* yv = static_cast<T*>(y.values);
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
        return enqueueCompressedMv(h, csr != transpose, conj, view, a.nnz, xv, yv, y.size, sa, sb);
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
      HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScaleVector<T>, scaleVector<T>>(
          h.stream, blocksFor(h, y.size, 1 << 16), ScaleVector<T>{yv, y.size, sb})));
      return fromHip(enqueue<CooMv<I, T>, cooMv<I, T>>(
          h.stream, blocksFor(h, a.nnz, kProductGrain), CooMv<I, T>{view, transpose, xv, yv, sa, conj}));
    });
  case HIPSPARSE_FORMAT_BLOCKED_ELL:
    HIPSPARSE_RETURN_IF(transpose, HIPSPARSE_STATUS_NOT_SUPPORTED);
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(indexTag);
      const EllView<I, T> view{a.rows, a.cols, a.ellBlockSize, a.ellCols,
                               static_cast<const I*>(a.offsets), static_cast<const T*>(a.values),
                               a.base};
      return fromHip(enqueue<EllMv<I, T>, ellMv<I, T>>(
          h.stream, blocksFor(h, a.nnz, kProductGrain), EllMv<I, T>{view, xv, yv, sa, sb}));
    });
  }
  return HIPSPARSE_STATUS_NOT_SUPPORTED;
}

/// Checks shared by the SpMV phases; the descriptors on success.
hipsparseStatus_t checkSpMV(hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
                            const void* matA, const void* vecX, const void* beta, const void* vecY,
                            hipDataType computeType, hipsparseSpMVAlg_t alg, SparseMatrix*& a,
                            DenseVector*& x, DenseVector*& y) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<SparseMatrix>(matA);
  x = descriptorOf<DenseVector>(vecX);
  y = descriptorOf<DenseVector>(vecY);
  HIPSPARSE_RETURN_IF(a == nullptr || x == nullptr || y == nullptr || alpha == nullptr ||
                          beta == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(opA) || !validSpMVAlgorithm(alg),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const bool transpose = opA != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  HIPSPARSE_RETURN_IF(x->size != (transpose ? a->rows : a->cols) ||
                          y->size != (transpose ? a->cols : a->rows),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->valueType != computeType || x->valueType != computeType ||
                          y->valueType != computeType,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(a->batchCount > 1, HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSpMV_bufferSize(
    hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnVecDescr_t vecX, const void* beta,
    const hipsparseDnVecDescr_t vecY, hipDataType computeType, hipsparseSpMVAlg_t alg,
    size_t* pBufferSizeInBytes) {
  SparseMatrix* a;
  DenseVector *x, *y;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, a, x, y));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = kNominalBuffer;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMV_bufferSize)

extern "C" hipsparseStatus_t hipsparseSpMV_preprocess(
    hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnVecDescr_t vecX, const void* beta,
    const hipsparseDnVecDescr_t vecY, hipDataType computeType, hipsparseSpMVAlg_t alg,
    void* externalBuffer) {
  SparseMatrix* a;
  DenseVector *x, *y;
  // Nothing to prepare: the products split their rows when they run.
  return checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, a, x, y);
}
OPENHIP_CUSPARSE_ALIAS(SpMV_preprocess)

extern "C" hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                           const void* alpha, hipsparseConstSpMatDescr_t matA,
                                           hipsparseConstDnVecDescr_t vecX, const void* beta,
                                           const hipsparseDnVecDescr_t vecY,
                                           hipDataType computeType, hipsparseSpMVAlg_t alg,
                                           void* externalBuffer) {
  SparseMatrix* a;
  DenseVector *x, *y;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpMV(handle, opA, alpha, matA, vecX, beta, vecY, computeType, alg, a, x, y));
  if (y->size == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(y->values == nullptr || (x->size > 0 && x->values == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!hasArrays(*a), HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return withValueType(computeType, [&](auto tag) {
      return spmvTyped<decltype(tag)>(*toHandle(handle), opA, alpha, *a, *x, beta, *y);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SpMV)

// ---- legacy csrmv -------------------------------------------------------------

namespace {

template <class T, class Api>
hipsparseStatus_t csrmv(hipsparseHandle_t handle, hipsparseOperation_t trans, int m, int n,
                        int nnz, const Api* alpha, const hipsparseMatDescr_t descr,
                        const Api* values, const int* rowPtr, const int* colInd, const Api* x,
                        const Api* beta, Api* y) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(trans) || m < 0 || n < 0 || nnz < 0,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const MatDescr& d = *toMatDescr(descr);
  HIPSPARSE_RETURN_IF(d.type != HIPSPARSE_MATRIX_TYPE_GENERAL, HIPSPARSE_STATUS_NOT_SUPPORTED);
  if (m == 0 || n == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(alpha == nullptr || beta == nullptr || rowPtr == nullptr || x == nullptr ||
                          y == nullptr || (nnz > 0 && (values == nullptr || colInd == nullptr)),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const bool transpose = trans != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const CompressedView<int, int, T> view{m, n, rowPtr, colInd, reinterpret_cast<const T*>(values),
                                         d.base};
  return guarded([&] {
    return enqueueCompressedMv(h, !transpose, trans == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE,
                               view, nnz, reinterpret_cast<const T*>(x), reinterpret_cast<T*>(y),
                               transpose ? n : m, readScalar<T>(h, alpha), readScalar<T>(h, beta));
  });
}

} // namespace

#define OPENHIP_CSRMV(prefix, Api, T)                                                              \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrmv(                                           \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int n, int nnz,                \
      const Api* alpha, const hipsparseMatDescr_t descrA, const Api* csrSortedValA,                \
      const int* csrSortedRowPtrA, const int* csrSortedColIndA, const Api* x, const Api* beta,     \
      Api* y) {                                                                                    \
    return csrmv<T>(handle, transA, m, n, nnz, alpha, descrA, csrSortedValA, csrSortedRowPtrA,     \
                    csrSortedColIndA, x, beta, y);                                                 \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrmv)

OPENHIP_CSRMV(S, float, float)
OPENHIP_CSRMV(D, double, double)
OPENHIP_CSRMV(C, hipComplex, ComplexFloat)
OPENHIP_CSRMV(Z, hipDoubleComplex, ComplexDouble)
