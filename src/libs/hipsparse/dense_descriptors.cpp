// Generic API descriptors of dense vectors and matrices.
#include "descriptors.h"

using namespace openhip::sparse;

extern "C" hipsparseStatus_t hipsparseCreateConstDnVec(hipsparseConstDnVecDescr_t* dnVecDescr,
                                                       int64_t size, const void* values,
                                                       hipDataType valueType) {
  HIPSPARSE_RETURN_IF(dnVecDescr == nullptr || size < 0 || !isValidDataType(valueType),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    auto* v = new DenseVector;
    v->size = size;
    v->values = const_cast<void*>(values);
    v->valueType = valueType;
    *dnVecDescr = v;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateConstDnVec)

extern "C" hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t* dnVecDescr, int64_t size,
                                                  void* values, hipDataType valueType) {
  return hipsparseCreateConstDnVec(const_cast<hipsparseConstDnVecDescr_t*>(dnVecDescr), size,
                                   values, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateDnVec)

extern "C" hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t dnVecDescr) {
  DenseVector* v = descriptorOf<DenseVector>(dnVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  v->kind = DescriptorKind{};
  delete v;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyDnVec)

extern "C" hipsparseStatus_t hipsparseConstDnVecGet(hipsparseConstDnVecDescr_t dnVecDescr,
                                                    int64_t* size, const void** values,
                                                    hipDataType* valueType) {
  DenseVector* v = descriptorOf<DenseVector>(dnVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr || size == nullptr || values == nullptr || valueType == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *size = v->size;
  *values = v->values;
  *valueType = v->valueType;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstDnVecGet)

extern "C" hipsparseStatus_t hipsparseDnVecGet(const hipsparseDnVecDescr_t dnVecDescr,
                                               int64_t* size, void** values,
                                               hipDataType* valueType) {
  return hipsparseConstDnVecGet(dnVecDescr, size, const_cast<const void**>(values), valueType);
}
OPENHIP_CUSPARSE_ALIAS(DnVecGet)

extern "C" hipsparseStatus_t hipsparseConstDnVecGetValues(hipsparseConstDnVecDescr_t dnVecDescr,
                                                          const void** values) {
  DenseVector* v = descriptorOf<DenseVector>(dnVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr || values == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *values = v->values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstDnVecGetValues)

extern "C" hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t dnVecDescr,
                                                     void** values) {
  return hipsparseConstDnVecGetValues(dnVecDescr, const_cast<const void**>(values));
}
OPENHIP_CUSPARSE_ALIAS(DnVecGetValues)

extern "C" hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t dnVecDescr,
                                                     void* values) {
  DenseVector* v = descriptorOf<DenseVector>(dnVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  v->values = values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DnVecSetValues)

extern "C" hipsparseStatus_t hipsparseCreateConstDnMat(hipsparseConstDnMatDescr_t* dnMatDescr,
                                                       int64_t rows, int64_t cols, int64_t ld,
                                                       const void* values, hipDataType valueType,
                                                       hipsparseOrder_t order) {
  HIPSPARSE_RETURN_IF(dnMatDescr == nullptr || rows < 0 || cols < 0 || !isValidDataType(valueType),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(order != HIPSPARSE_ORDER_COL && order != HIPSPARSE_ORDER_ROW,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  // The leading dimension covers a column (column-major) or a row (row-major).
  HIPSPARSE_RETURN_IF(ld < std::max<int64_t>(1, order == HIPSPARSE_ORDER_COL ? rows : cols),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    auto* m = new DenseMatrix;
    m->rows = rows;
    m->cols = cols;
    m->ld = ld;
    m->values = const_cast<void*>(values);
    m->valueType = valueType;
    m->order = order;
    *dnMatDescr = m;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateConstDnMat)

extern "C" hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t* dnMatDescr, int64_t rows,
                                                  int64_t cols, int64_t ld, void* values,
                                                  hipDataType valueType, hipsparseOrder_t order) {
  return hipsparseCreateConstDnMat(const_cast<hipsparseConstDnMatDescr_t*>(dnMatDescr), rows, cols,
                                   ld, values, valueType, order);
}
OPENHIP_CUSPARSE_ALIAS(CreateDnMat)

extern "C" hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t dnMatDescr) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  m->kind = DescriptorKind{};
  delete m;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyDnMat)

extern "C" hipsparseStatus_t hipsparseConstDnMatGet(hipsparseConstDnMatDescr_t dnMatDescr,
                                                    int64_t* rows, int64_t* cols, int64_t* ld,
                                                    const void** values, hipDataType* valueType,
                                                    hipsparseOrder_t* order) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || rows == nullptr || cols == nullptr || ld == nullptr ||
                          values == nullptr || valueType == nullptr || order == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *rows = m->rows;
  *cols = m->cols;
  *ld = m->ld;
  *values = m->values;
  *valueType = m->valueType;
  *order = m->order;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstDnMatGet)

extern "C" hipsparseStatus_t hipsparseDnMatGet(const hipsparseDnMatDescr_t dnMatDescr,
                                               int64_t* rows, int64_t* cols, int64_t* ld,
                                               void** values, hipDataType* valueType,
                                               hipsparseOrder_t* order) {
  return hipsparseConstDnMatGet(dnMatDescr, rows, cols, ld, const_cast<const void**>(values),
                                valueType, order);
}
OPENHIP_CUSPARSE_ALIAS(DnMatGet)

extern "C" hipsparseStatus_t hipsparseConstDnMatGetValues(hipsparseConstDnMatDescr_t dnMatDescr,
                                                          const void** values) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || values == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *values = m->values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstDnMatGetValues)

extern "C" hipsparseStatus_t hipsparseDnMatGetValues(const hipsparseDnMatDescr_t dnMatDescr,
                                                     void** values) {
  return hipsparseConstDnMatGetValues(dnMatDescr, const_cast<const void**>(values));
}
OPENHIP_CUSPARSE_ALIAS(DnMatGetValues)

extern "C" hipsparseStatus_t hipsparseDnMatSetValues(hipsparseDnMatDescr_t dnMatDescr,
                                                     void* values) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  m->values = values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DnMatSetValues)

extern "C" hipsparseStatus_t hipsparseDnMatGetStridedBatch(hipsparseConstDnMatDescr_t dnMatDescr,
                                                           int* batchCount, int64_t* batchStride) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount == nullptr || batchStride == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *batchCount = m->batchCount;
  *batchStride = m->batchStride;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DnMatGetStridedBatch)

extern "C" hipsparseStatus_t hipsparseDnMatSetStridedBatch(hipsparseDnMatDescr_t dnMatDescr,
                                                           int batchCount, int64_t batchStride) {
  DenseMatrix* m = descriptorOf<DenseMatrix>(dnMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount <= 0 || batchStride < 0,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  m->batchCount = batchCount;
  m->batchStride = batchStride;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DnMatSetStridedBatch)
