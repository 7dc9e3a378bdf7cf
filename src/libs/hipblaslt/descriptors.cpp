// hipBLASLt handles, descriptors and their attributes. Attribute buffers must have the
// attribute's exact size (as in hipBLASLt); a wrong size or an unknown attribute is
// HIPBLAS_STATUS_INVALID_VALUE.
#include "descriptors.h"

#include <cstring>
#include <new>

using namespace openhip_hipblaslt;

namespace {

template <class T>
hipblasStatus_t setField(T& field, const void* buf, size_t size) {
  return openhip_hipblaslt::storeAttribute(field, buf, size) ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_INVALID_VALUE;
}
template <class T>
hipblasStatus_t getField(const T& field, void* buf, size_t size, size_t* written) {
  return openhip_hipblaslt::loadAttribute(field, buf, size, written) ? HIPBLAS_STATUS_SUCCESS
                                                                : HIPBLAS_STATUS_INVALID_VALUE;
}

bool validCompute(hipblasComputeType_t c) {
  int v = int(c);
  return (v >= 0 && v <= 10) || (v >= 100 && v <= 103);
}

}  // namespace

extern "C" {

hipblasStatus_t hipblasLtGetVersion(hipblasLtHandle_t handle, int* version) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (version == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *version = hipblasltVersionMajor * 100000 + hipblasltVersionMinor * 100 + hipblasltVersionPatch;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtCreate(hipblasLtHandle_t* handle) {
  if (handle == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  auto* h = new (std::nothrow) LtHandle;
  if (h == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  (void)hipGetDevice(&h->device);
  *handle = h;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtDestroy(const hipblasLtHandle_t handle) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  delete static_cast<LtHandle*>(handle);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatrixLayoutCreate(hipblasLtMatrixLayout_t* matLayout, hipDataType type, uint64_t rows,
                                            uint64_t cols, int64_t ld) {
  if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  auto* l = new (std::nothrow) MatrixLayout;
  if (l == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  l->type = type;
  l->rows = rows;
  l->cols = cols;
  l->ld = ld;
  *matLayout = reinterpret_cast<hipblasLtMatrixLayout_t>(l);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatrixLayoutDestroy(const hipblasLtMatrixLayout_t matLayout) {
  if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  delete toLayout(matLayout);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatrixLayoutSetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                  hipblasLtMatrixLayoutAttribute_t attr, const void* buf,
                                                  size_t sizeInBytes) {
  if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  MatrixLayout* l = toLayout(matLayout);
  switch (attr) {
    case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return setField(l->batch_count, buf, sizeInBytes);
    case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return setField(l->batch_stride, buf, sizeInBytes);
    case HIPBLASLT_MATRIX_LAYOUT_TYPE: {
      uint32_t t;
      hipblasStatus_t s = setField(t, buf, sizeInBytes);
      if (s == HIPBLAS_STATUS_SUCCESS) l->type = hipDataType(t);
      return s;
    }
    case HIPBLASLT_MATRIX_LAYOUT_ORDER: return setField(l->order, buf, sizeInBytes);
    case HIPBLASLT_MATRIX_LAYOUT_ROWS: return setField(l->rows, buf, sizeInBytes);
    case HIPBLASLT_MATRIX_LAYOUT_COLS: return setField(l->cols, buf, sizeInBytes);
    case HIPBLASLT_MATRIX_LAYOUT_LD: return setField(l->ld, buf, sizeInBytes);
  }
  return HIPBLAS_STATUS_INVALID_VALUE;
}

hipblasStatus_t hipblasLtMatrixLayoutGetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                  hipblasLtMatrixLayoutAttribute_t attr, void* buf, size_t sizeInBytes,
                                                  size_t* sizeWritten) {
  if (matLayout == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  MatrixLayout* l = toLayout(matLayout);
  switch (attr) {
    case HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return getField(l->batch_count, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return getField(l->batch_stride, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_TYPE: return getField(uint32_t(l->type), buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_ORDER: return getField(l->order, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_ROWS: return getField(l->rows, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_COLS: return getField(l->cols, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATRIX_LAYOUT_LD: return getField(l->ld, buf, sizeInBytes, sizeWritten);
  }
  return HIPBLAS_STATUS_INVALID_VALUE;
}

hipblasStatus_t hipblasLtMatmulDescCreate(hipblasLtMatmulDesc_t* matmulDesc, hipblasComputeType_t computeType,
                                          hipDataType scaleType) {
  if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  if (!validCompute(computeType)) return HIPBLAS_STATUS_INVALID_VALUE;
  auto* d = new (std::nothrow) MatmulDesc;
  if (d == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  d->compute = computeType;
  d->scale_type = scaleType;
  *matmulDesc = reinterpret_cast<hipblasLtMatmulDesc_t>(d);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulDescDestroy(const hipblasLtMatmulDesc_t matmulDesc) {
  if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  delete toDesc(matmulDesc);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulDescSetAttribute(hipblasLtMatmulDesc_t matmulDesc, hipblasLtMatmulDescAttributes_t attr,
                                                const void* buf, size_t sizeInBytes) {
  if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  MatmulDesc* d = toDesc(matmulDesc);
  switch (attr) {
    case HIPBLASLT_MATMUL_DESC_TRANSA: return setField(d->trans_a, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_TRANSB: return setField(d->trans_b, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE: return setField(d->epilogue, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_BIAS_POINTER: return setField(d->bias, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: return setField(d->bias_type, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER: return setField(d->scale_a, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER: return setField(d->scale_b, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER: return setField(d->scale_c, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER: return setField(d->scale_d, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER: return setField(d->amax_d, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_DESC_POINTER_MODE: return setField(d->pointer_mode, buf, sizeInBytes);
    default: return HIPBLAS_STATUS_INVALID_VALUE;  // aux outputs and vector scales: not supported here
  }
}

hipblasStatus_t hipblasLtMatmulDescGetAttribute(hipblasLtMatmulDesc_t matmulDesc, hipblasLtMatmulDescAttributes_t attr,
                                                void* buf, size_t sizeInBytes, size_t* sizeWritten) {
  if (matmulDesc == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  MatmulDesc* d = toDesc(matmulDesc);
  switch (attr) {
    case HIPBLASLT_MATMUL_DESC_TRANSA: return getField(d->trans_a, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_TRANSB: return getField(d->trans_b, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_EPILOGUE: return getField(d->epilogue, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_BIAS_POINTER: return getField(d->bias, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: return getField(d->bias_type, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER: return getField(d->scale_a, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER: return getField(d->scale_b, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER: return getField(d->scale_c, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER: return getField(d->scale_d, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER: return getField(d->amax_d, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_DESC_POINTER_MODE: return getField(d->pointer_mode, buf, sizeInBytes, sizeWritten);
    default: return HIPBLAS_STATUS_INVALID_VALUE;
  }
}

hipblasStatus_t hipblasLtMatmulPreferenceCreate(hipblasLtMatmulPreference_t* pref) {
  if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  auto* p = new (std::nothrow) Preference;
  if (p == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  *pref = reinterpret_cast<hipblasLtMatmulPreference_t>(p);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulPreferenceDestroy(const hipblasLtMatmulPreference_t pref) {
  if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  delete toPref(pref);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmulPreferenceSetAttribute(hipblasLtMatmulPreference_t pref,
                                                      hipblasLtMatmulPreferenceAttributes_t attr, const void* buf,
                                                      size_t sizeInBytes) {
  if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  Preference* p = toPref(pref);
  switch (attr) {
    case HIPBLASLT_MATMUL_PREF_SEARCH_MODE: return setField(p->search_mode, buf, sizeInBytes);
    case HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return setField(p->max_workspace, buf, sizeInBytes);
    default: return HIPBLAS_STATUS_INVALID_VALUE;
  }
}

hipblasStatus_t hipblasLtMatmulPreferenceGetAttribute(hipblasLtMatmulPreference_t pref,
                                                      hipblasLtMatmulPreferenceAttributes_t attr, void* buf,
                                                      size_t sizeInBytes, size_t* sizeWritten) {
  if (pref == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  Preference* p = toPref(pref);
  switch (attr) {
    case HIPBLASLT_MATMUL_PREF_SEARCH_MODE: return getField(p->search_mode, buf, sizeInBytes, sizeWritten);
    case HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return getField(p->max_workspace, buf, sizeInBytes, sizeWritten);
    default: return HIPBLAS_STATUS_INVALID_VALUE;
  }
}

}  // extern "C"
