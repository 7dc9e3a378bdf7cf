// SpSV and SpSM: triangular solves with one or several right-hand sides
// (generic API); fill mode and diagonal type are attributes of A.
#include "triangular.h"

using namespace openhip::sparse;

struct hipsparseSpSVDescr {
  SolveState state;
};
struct hipsparseSpSMDescr {
  SolveState state;
};

namespace {

Triangle triangleOf(const SparseMatrix& a, hipsparseOperation_t op) {
  return Triangle{op, a.fill == HIPSPARSE_FILL_MODE_LOWER, a.diag == HIPSPARSE_DIAG_TYPE_UNIT};
}

template <class T>
DenseView<T> viewOf(const DenseMatrix& d, bool transpose) {
  const bool colMajor = d.order == HIPSPARSE_ORDER_COL;
  DenseView<T> v{static_cast<T*>(d.values), d.rows, d.cols, colMajor ? 1 : d.ld,
                 colMajor ? d.ld : 1};
  return transpose ? v.transposed() : v;
}

hipsparseStatus_t checkMatrix(const SparseMatrix* a, hipsparseOperation_t op,
                              hipDataType computeType) {
  HIPSPARSE_RETURN_IF(a == nullptr || !isValidOperation(op), HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->format != HIPSPARSE_FORMAT_CSR && a->format != HIPSPARSE_FORMAT_COO,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(a->rows != a->cols, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->valueType != computeType, HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t checkSpSV(hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
                            const void* matA, const void* vecX, const void* vecY,
                            hipDataType computeType, hipsparseSpSVAlg_t alg, const void* descr,
                            SparseMatrix*& a, DenseVector*& x, DenseVector*& y) {
  HIPSPARSE_RETURN_IF(handle == nullptr || alpha == nullptr || descr == nullptr ||
                          alg != HIPSPARSE_SPSV_ALG_DEFAULT,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<SparseMatrix>(matA);
  x = descriptorOf<DenseVector>(vecX);
  y = descriptorOf<DenseVector>(vecY);
  HIPSPARSE_RETURN_IF(x == nullptr || y == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF_ERROR(checkMatrix(a, opA, computeType));
  HIPSPARSE_RETURN_IF(x->size != a->rows || y->size != a->rows, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(x->valueType != computeType || y->valueType != computeType,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t checkSpSM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                            hipsparseOperation_t opB, const void* alpha, const void* matA,
                            const void* matB, const void* matC, hipDataType computeType,
                            hipsparseSpSMAlg_t alg, const void* descr, SparseMatrix*& a,
                            DenseMatrix*& b, DenseMatrix*& c) {
  HIPSPARSE_RETURN_IF(handle == nullptr || alpha == nullptr || descr == nullptr ||
                          alg != HIPSPARSE_SPSM_ALG_DEFAULT || !isValidOperation(opB),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<SparseMatrix>(matA);
  b = descriptorOf<DenseMatrix>(matB);
  c = descriptorOf<DenseMatrix>(matC);
  HIPSPARSE_RETURN_IF(b == nullptr || c == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF_ERROR(checkMatrix(a, opA, computeType));
  const bool tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  HIPSPARSE_RETURN_IF(c->rows != a->rows || (tb ? b->cols : b->rows) != a->rows ||
                          (tb ? b->rows : b->cols) != c->cols,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(b->valueType != computeType || c->valueType != computeType,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(opB == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE &&
                          (computeType == HIP_C_32F || computeType == HIP_C_64F),
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSpSV_createDescr(hipsparseSpSVDescr_t* descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *descr = new hipsparseSpSVDescr;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(SpSV_createDescr)

extern "C" hipsparseStatus_t hipsparseSpSV_destroyDescr(hipsparseSpSVDescr_t descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete descr;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpSV_destroyDescr)

extern "C" hipsparseStatus_t hipsparseSpSV_bufferSize(
    hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y,
    hipDataType computeType, hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
    size_t* pBufferSizeInBytes) {
  SparseMatrix* a;
  DenseVector *vx, *vy;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSV(handle, opA, alpha, matA, x, y, computeType, alg, spsvDescr, a, vx, vy));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = 4; // the analysis keeps its results in the descriptor
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpSV_bufferSize)

extern "C" hipsparseStatus_t hipsparseSpSV_analysis(
    hipsparseHandle_t handle, hipsparseOperation_t opA, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y,
    hipDataType computeType, hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr,
    void* externalBuffer) {
  SparseMatrix* a;
  DenseVector *vx, *vy;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSV(handle, opA, alpha, matA, x, y, computeType, alg, spsvDescr, a, vx, vy));
  HIPSPARSE_RETURN_IF(!hasArrays(*a), HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return analyseTriangle(*toHandle(handle), *a, triangleOf(*a, opA), false, spsvDescr->state);
  });
}
OPENHIP_CUSPARSE_ALIAS(SpSV_analysis)

extern "C" hipsparseStatus_t hipsparseSpSV_solve(hipsparseHandle_t handle,
                                                 hipsparseOperation_t opA, const void* alpha,
                                                 hipsparseConstSpMatDescr_t matA,
                                                 hipsparseConstDnVecDescr_t x,
                                                 const hipsparseDnVecDescr_t y,
                                                 hipDataType computeType, hipsparseSpSVAlg_t alg,
                                                 hipsparseSpSVDescr_t spsvDescr) {
  SparseMatrix* a;
  DenseVector *vx, *vy;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSV(handle, opA, alpha, matA, x, y, computeType, alg, spsvDescr, a, vx, vy));
  if (a->rows == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(!hasArrays(*a) || vx->values == nullptr || vy->values == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return withValueType(computeType, [&](auto tag) {
      using T = decltype(tag);
      const DenseView<const T> b{static_cast<const T*>(vx->values), a->rows, 1, 1, a->rows};
      const DenseView<T> out{static_cast<T*>(vy->values), a->rows, 1, 1, a->rows};
      return enqueueTriangularSolve<T>(h, *a, triangleOf(*a, opA), b, out, readScalar<T>(h, alpha),
                                       spsvDescr->state);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SpSV_solve)

extern "C" hipsparseStatus_t hipsparseSpSM_createDescr(hipsparseSpSMDescr_t* descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *descr = new hipsparseSpSMDescr;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(SpSM_createDescr)

extern "C" hipsparseStatus_t hipsparseSpSM_destroyDescr(hipsparseSpSMDescr_t descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete descr;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpSM_destroyDescr)

extern "C" hipsparseStatus_t hipsparseSpSM_bufferSize(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr, size_t* pBufferSizeInBytes) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSM(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, a, b, c));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = 4;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpSM_bufferSize)

extern "C" hipsparseStatus_t hipsparseSpSM_analysis(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr, void* externalBuffer) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSM(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, a, b, c));
  HIPSPARSE_RETURN_IF(!hasArrays(*a), HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return analyseTriangle(*toHandle(handle), *a, triangleOf(*a, opA), false, spsmDescr->state);
  });
}
OPENHIP_CUSPARSE_ALIAS(SpSM_analysis)

extern "C" hipsparseStatus_t hipsparseSpSM_solve(hipsparseHandle_t handle,
                                                 hipsparseOperation_t opA,
                                                 hipsparseOperation_t opB, const void* alpha,
                                                 hipsparseConstSpMatDescr_t matA,
                                                 hipsparseConstDnMatDescr_t matB,
                                                 const hipsparseDnMatDescr_t matC,
                                                 hipDataType computeType, hipsparseSpSMAlg_t alg,
                                                 hipsparseSpSMDescr_t spsmDescr,
                                                 void* externalBuffer) {
  SparseMatrix* a;
  DenseMatrix *b, *c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSpSM(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, a, b, c));
  if (a->rows == 0 || c->cols == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(!hasArrays(*a) || b->values == nullptr || c->values == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return withValueType(computeType, [&](auto tag) {
      using T = decltype(tag);
      return enqueueTriangularSolve<T>(h, *a, triangleOf(*a, opA),
                                       viewOf<const T>(*b, opB != HIPSPARSE_OPERATION_NON_TRANSPOSE),
                                       viewOf<T>(*c, false), readScalar<T>(h, alpha),
                                       spsmDescr->state);
    });
  });
}

/// cuSPARSE 12's SpSM_solve has no buffer argument.
extern "C" __attribute__((visibility("default"))) hipsparseStatus_t cusparseSpSM_solve(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr) {
  return hipsparseSpSM_solve(handle, opA, opB, alpha, matA, matB, matC, computeType, alg,
                             spsmDescr, nullptr);
}
