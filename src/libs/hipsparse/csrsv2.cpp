// Legacy csrsv2: triangular solve op(A) x = alpha f with a csrsv2Info.
#include "legacy_info.h"
#include "triangular.h"

using namespace openhip::sparse;

extern "C" hipsparseStatus_t hipsparseCreateCsrsv2Info(csrsv2Info_t* info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *info = new csrsv2Info;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateCsrsv2Info)

extern "C" hipsparseStatus_t hipsparseDestroyCsrsv2Info(csrsv2Info_t info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete info;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyCsrsv2Info)

extern "C" hipsparseStatus_t hipsparseCreateCsrsm2Info(csrsm2Info_t* info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *info = new csrsm2Info;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateCsrsm2Info)

extern "C" hipsparseStatus_t hipsparseDestroyCsrsm2Info(csrsm2Info_t info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete info;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyCsrsm2Info)

extern "C" hipsparseStatus_t hipsparseXcsrsv2_zeroPivot(hipsparseHandle_t handle,
                                                        csrsv2Info_t info, int* position) {
  return reportZeroPivot(handle, info == nullptr ? nullptr : &info->state, position);
}
OPENHIP_CUSPARSE_ALIAS(Xcsrsv2_zeroPivot)

namespace {

hipsparseStatus_t checkCsrsv2(hipsparseHandle_t handle, hipsparseOperation_t trans, int m,
                              int nnz, const hipsparseMatDescr_t descr, const void* values,
                              const int* rowPtr, const int* colInd, const void* info) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr || info == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(trans) || m < 0 || nnz < 0, HIPSPARSE_STATUS_INVALID_VALUE);
  const hipsparseMatrixType_t type = toMatDescr(descr)->type;
  HIPSPARSE_RETURN_IF(type != HIPSPARSE_MATRIX_TYPE_GENERAL && type != HIPSPARSE_MATRIX_TYPE_TRIANGULAR,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(m > 0 && rowPtr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz > 0 && (values == nullptr || colInd == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

Triangle triangleOf(hipsparseOperation_t trans, const MatDescr& d) {
  return Triangle{trans, d.fill == HIPSPARSE_FILL_MODE_LOWER, d.diag == HIPSPARSE_DIAG_TYPE_UNIT};
}

template <class T, class Api>
hipsparseStatus_t csrsv2Analysis(hipsparseHandle_t handle, hipsparseOperation_t trans, int m,
                                 int nnz, const hipsparseMatDescr_t descr, const Api* values,
                                 const int* rowPtr, const int* colInd, csrsv2Info_t info) {
  HIPSPARSE_RETURN_IF_ERROR(checkCsrsv2(handle, trans, m, nnz, descr, values, rowPtr, colInd, info));
  const MatDescr& d = *toMatDescr(descr);
  const SparseMatrix a = legacyCsr(m, m, nnz, d, values, rowPtr, colInd, HIP_R_32F);
  return guarded([&] {
    return analyseTriangle(*toHandle(handle), a, triangleOf(trans, d), false, info->state);
  });
}

template <class T, class Api>
hipsparseStatus_t csrsv2Solve(hipsparseHandle_t handle, hipsparseOperation_t trans, int m, int nnz,
                              const Api* alpha, const hipsparseMatDescr_t descr, const Api* values,
                              const int* rowPtr, const int* colInd, csrsv2Info_t info,
                              const Api* f, Api* x) {
  HIPSPARSE_RETURN_IF_ERROR(checkCsrsv2(handle, trans, m, nnz, descr, values, rowPtr, colInd, info));
  if (m == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(alpha == nullptr || f == nullptr || x == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  const MatDescr& d = *toMatDescr(descr);
  const SparseMatrix a = legacyCsr(m, m, nnz, d, values, rowPtr, colInd, HIP_R_32F);
  const DenseView<const T> b{reinterpret_cast<const T*>(f), m, 1, 1, m};
  const DenseView<T> out{reinterpret_cast<T*>(x), m, 1, 1, m};
  return guarded([&] {
    return enqueueTriangularSolve<T>(h, a, triangleOf(trans, d), b, out, readScalar<T>(h, alpha),
                                     info->state);
  });
}

} // namespace

#define OPENHIP_CSRSV2(prefix, Api, T)                                                             \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrsv2_bufferSizeExt(                            \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int nnz,                       \
      const hipsparseMatDescr_t descrA, Api* csrSortedValA, const int* csrSortedRowPtrA,           \
      const int* csrSortedColIndA, csrsv2Info_t info, size_t* pBufferSizeInBytes) {                \
    HIPSPARSE_RETURN_IF_ERROR(checkCsrsv2(handle, transA, m, nnz, descrA, csrSortedValA,           \
                                          csrSortedRowPtrA, csrSortedColIndA, info));              \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    *pBufferSizeInBytes = 4;                                                                       \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrsv2_bufferSizeExt)                                             \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrsv2_bufferSize(                               \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int nnz,                       \
      const hipsparseMatDescr_t descrA, Api* csrSortedValA, const int* csrSortedRowPtrA,           \
      const int* csrSortedColIndA, csrsv2Info_t info, int* pBufferSizeInBytes) {                   \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    size_t size = 0;                                                                               \
    HIPSPARSE_RETURN_IF_ERROR(hipsparse##prefix##csrsv2_bufferSizeExt(                             \
        handle, transA, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA, csrSortedColIndA, info,   \
        &size));                                                                                   \
    *pBufferSizeInBytes = static_cast<int>(size);                                                  \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrsv2_bufferSize)                                                \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrsv2_analysis(                                 \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int nnz,                       \
      const hipsparseMatDescr_t descrA, const Api* csrSortedValA, const int* csrSortedRowPtrA,     \
      const int* csrSortedColIndA, csrsv2Info_t info, hipsparseSolvePolicy_t policy,               \
      void* pBuffer) {                                                                             \
    return csrsv2Analysis<T>(handle, transA, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA,      \
                             csrSortedColIndA, info);                                              \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrsv2_analysis)                                                  \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrsv2_solve(                                    \
      hipsparseHandle_t handle, hipsparseOperation_t transA, int m, int nnz, const Api* alpha,     \
      const hipsparseMatDescr_t descrA, const Api* csrSortedValA, const int* csrSortedRowPtrA,     \
      const int* csrSortedColIndA, csrsv2Info_t info, const Api* f, Api* x,                        \
      hipsparseSolvePolicy_t policy, void* pBuffer) {                                              \
    return csrsv2Solve<T>(handle, transA, m, nnz, alpha, descrA, csrSortedValA, csrSortedRowPtrA,  \
                          csrSortedColIndA, info, f, x);                                           \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrsv2_solve)

OPENHIP_CSRSV2(S, float, float)
OPENHIP_CSRSV2(D, double, double)
OPENHIP_CSRSV2(C, hipComplex, ComplexFloat)
OPENHIP_CSRSV2(Z, hipDoubleComplex, ComplexDouble)
