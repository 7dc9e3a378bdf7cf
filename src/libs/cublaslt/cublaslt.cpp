// cuBLASLt's names on OpenHIP's hipBLASLt. A cuBLASLt descriptor holds hipBLASLt's descriptor
// as its first member (so the hipBLASLt functions take it as it is) followed by the state only
// cuBLASLt has; all of it fits in cuBLASLt's opaque structs, so the ...Init functions construct it
// in the caller's memory. Attribute ids and some values differ between the two APIs (cuBLASLt's
// CUBLASLT_MATRIX_LAYOUT_TYPE is 0, hipBLASLt's 2; CUBLAS_OP_N is 0, HIPBLAS_OP_N 111) and are
// translated here; what hipBLASLt refuses is refused with cuBLAS's status code.
#include "cublas_conversions.h"
#include "descriptors.h"

#include <cublasLt.h>

#include <cstring>
#include <initializer_list>
#include <new>
#include <vector>

using namespace openhip_hipblaslt;

namespace {

struct CuLayout {
  MatrixLayout hip;
  int64_t plane_offset = 0;  // planar complex: no complex type is supported, so only 0 computes
};

struct CuMatmulDesc {
  MatmulDesc hip;
  int64_t bias_batch_stride = 0;
  int64_t alpha_vector_batch_stride = 0;
  int32_t sm_count_target = 0;  // a scheduling hint for GPUs: kept, no effect here
  int8_t fast_accum = 0;        // allows less precise accumulation: ours is always f32 or wider
};

struct CuPreference {
  Preference hip;
  uint32_t reduction_scheme_mask = CUBLASLT_REDUCTION_SCHEME_MASK;
  uint32_t min_alignment[4] = {256, 256, 256, 256};  // A, B, C, D in bytes
  float max_waves_count = 0.0f;
  uint64_t impl_mask = ~uint64_t(0);
};

static_assert(sizeof(CuLayout) <= sizeof(cublasLtMatrixLayoutOpaque_t), "layout must fit cuBLASLt's opaque struct");
static_assert(sizeof(CuMatmulDesc) <= sizeof(cublasLtMatmulDescOpaque_t), "descriptor must fit");
static_assert(sizeof(CuPreference) <= sizeof(cublasLtMatmulPreferenceOpaque_t), "preference must fit");
static_assert(sizeof(hipblasLtMatmulAlgo_t) <= sizeof(cublasLtMatmulAlgo_t), "algorithm must fit");

// What our one kind of kernel is, for CUBLASLT_MATMUL_PREF_IMPL_MASK: fused multiply-adds.
constexpr uint64_t kImplFlags = CUBLASLT_NUMERICAL_IMPL_FLAGS_FMA;

CuLayout* cu(cublasLtMatrixLayout_t l) { return reinterpret_cast<CuLayout*>(l); }
CuMatmulDesc* cu(cublasLtMatmulDesc_t d) { return reinterpret_cast<CuMatmulDesc*>(d); }
CuPreference* cu(cublasLtMatmulPreference_t p) { return reinterpret_cast<CuPreference*>(p); }
hipblasLtHandle_t hip(cublasLtHandle_t h) { return reinterpret_cast<hipblasLtHandle_t>(h); }
hipblasLtMatrixLayout_t hip(cublasLtMatrixLayout_t l) { return reinterpret_cast<hipblasLtMatrixLayout_t>(l); }
hipblasLtMatmulDesc_t hip(cublasLtMatmulDesc_t d) { return reinterpret_cast<hipblasLtMatmulDesc_t>(d); }
hipblasLtMatmulPreference_t hip(cublasLtMatmulPreference_t p) {
  return reinterpret_cast<hipblasLtMatmulPreference_t>(p);
}

template <class T>
cublasStatus_t setField(T& field, const void* buf, size_t size) {
  return openhip_hipblaslt::storeAttribute(field, buf, size) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
}
template <class T>
cublasStatus_t getField(const T& field, void* buf, size_t size, size_t* written) {
  return openhip_hipblaslt::loadAttribute(field, buf, size, written) ? CUBLAS_STATUS_SUCCESS
                                                                : CUBLAS_STATUS_INVALID_VALUE;
}

// An attribute that has only one legal value (TRANSC = N, FILL_MODE = FULL).
cublasStatus_t setFixed(int32_t only, const void* buf, size_t size) {
  int32_t v = 0;
  cublasStatus_t s = setField(v, buf, size);
  return s != CUBLAS_STATUS_SUCCESS ? s : v == only ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

cublasComputeType_t toCublas(hipblasComputeType_t c) {
  for (int v = CUBLAS_COMPUTE_16F; v <= CUBLAS_COMPUTE_32F_FAST_TF32; ++v)
    if (toHip(cublasComputeType_t(v)) == c && c != hipblasComputeType_t(-1)) return cublasComputeType_t(v);
  return cublasComputeType_t(-1);
}

cublasOperation_t toCublas(int32_t hipOp) {
  switch (hipOp) {
    case HIPBLAS_OP_N: return CUBLAS_OP_N;
    case HIPBLAS_OP_T: return CUBLAS_OP_T;
    case HIPBLAS_OP_C: return CUBLAS_OP_C;
  }
  return cublasOperation_t(-1);
}

bool layoutAttribute(cublasLtMatrixLayoutAttribute_t a, hipblasLtMatrixLayoutAttribute_t& out) {
  switch (a) {
    case CUBLASLT_MATRIX_LAYOUT_TYPE: out = HIPBLASLT_MATRIX_LAYOUT_TYPE; return true;
    case CUBLASLT_MATRIX_LAYOUT_ORDER: out = HIPBLASLT_MATRIX_LAYOUT_ORDER; return true;  // same values
    case CUBLASLT_MATRIX_LAYOUT_ROWS: out = HIPBLASLT_MATRIX_LAYOUT_ROWS; return true;
    case CUBLASLT_MATRIX_LAYOUT_COLS: out = HIPBLASLT_MATRIX_LAYOUT_COLS; return true;
    case CUBLASLT_MATRIX_LAYOUT_LD: out = HIPBLASLT_MATRIX_LAYOUT_LD; return true;
    case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: out = HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT; return true;
    case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: out = HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET; return true;
    default: return false;
  }
}

// Matmul attributes whose meaning and values are hipBLASLt's too (epilogue and pointer-mode
// values are the same numbers in both APIs).
bool descAttribute(cublasLtMatmulDescAttributes_t a, hipblasLtMatmulDescAttributes_t& out) {
  switch (a) {
    case CUBLASLT_MATMUL_DESC_POINTER_MODE: out = HIPBLASLT_MATMUL_DESC_POINTER_MODE; return true;
    case CUBLASLT_MATMUL_DESC_EPILOGUE: out = HIPBLASLT_MATMUL_DESC_EPILOGUE; return true;
    case CUBLASLT_MATMUL_DESC_BIAS_POINTER: out = HIPBLASLT_MATMUL_DESC_BIAS_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: out = HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE; return true;
    case CUBLASLT_MATMUL_DESC_A_SCALE_POINTER: out = HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_B_SCALE_POINTER: out = HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_C_SCALE_POINTER: out = HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_D_SCALE_POINTER: out = HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_AMAX_D_POINTER: out = HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: out = HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER; return true;
    case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: out = HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD; return true;
    case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE:
      out = HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE;
      return true;
    case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER:
      out = HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER;
      return true;
    default: return false;
  }
}

// A planar-complex layout (PLANE_OFFSET != 0): no complex type is computed.
bool anyPlanar(std::initializer_list<cublasLtMatrixLayout_t> layouts) {
  for (cublasLtMatrixLayout_t l : layouts)
    if (l != nullptr && cu(l)->plane_offset != 0) return true;
  return false;
}

cublasStatus_t initDesc(CuMatmulDesc* d, cublasComputeType_t computeType, cudaDataType_t scaleType) {
  hipblasComputeType_t c = toHip(computeType);
  if (c == hipblasComputeType_t(-1)) return CUBLAS_STATUS_INVALID_VALUE;
  new (d) CuMatmulDesc;
  d->hip.compute = c;
  d->hip.scale_type = toHip(scaleType);
  return CUBLAS_STATUS_SUCCESS;
}

void initLayout(CuLayout* l, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld) {
  new (l) CuLayout;
  l->hip.type = toHip(type);
  l->hip.rows = rows;
  l->hip.cols = cols;
  l->hip.ld = ld;
}

}  // namespace

extern "C" {

cublasStatus_t cublasLtCreate(cublasLtHandle_t* lightHandle) {
  if (lightHandle == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  hipblasLtHandle_t h = nullptr;
  cublasStatus_t s = toCublas(hipblasLtCreate(&h));
  *lightHandle = reinterpret_cast<cublasLtHandle_t>(h);
  return s;
}
cublasStatus_t cublasLtDestroy(cublasLtHandle_t lightHandle) { return toCublas(hipblasLtDestroy(hip(lightHandle))); }
const char* cublasLtGetStatusName(cublasStatus_t status) { return cublasGetStatusName(status); }
const char* cublasLtGetStatusString(cublasStatus_t status) { return cublasGetStatusString(status); }
size_t cublasLtGetVersion(void) { return CUBLAS_VERSION; }
size_t cublasLtGetCudartVersion(void) { return cublasGetCudartVersion(); }
cublasStatus_t cublasLtGetProperty(libraryPropertyType type, int* value) { return cublasGetProperty(type, value); }

cublasStatus_t cublasLtMatrixLayoutInit_internal(cublasLtMatrixLayout_t matLayout, size_t size, cudaDataType type,
                                                 uint64_t rows, uint64_t cols, int64_t ld) {
  if (matLayout == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (size < sizeof(CuLayout)) return CUBLAS_STATUS_ALLOC_FAILED;
  initLayout(cu(matLayout), type, rows, cols, ld);
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t* matLayout, cudaDataType type, uint64_t rows,
                                          uint64_t cols, int64_t ld) {
  if (matLayout == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  auto* storage = new (std::nothrow) cublasLtMatrixLayoutOpaque_t;
  if (storage == nullptr) return CUBLAS_STATUS_ALLOC_FAILED;
  initLayout(cu(storage), type, rows, cols, ld);
  *matLayout = storage;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout) {
  delete matLayout;  // the descriptors are trivially destructible
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr,
                                                const void* buf, size_t sizeInBytes) {
  if (matLayout == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (attr == CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET) return setField(cu(matLayout)->plane_offset, buf, sizeInBytes);
  hipblasLtMatrixLayoutAttribute_t a;
  if (!layoutAttribute(attr, a)) return CUBLAS_STATUS_INVALID_VALUE;
  return toCublas(hipblasLtMatrixLayoutSetAttribute(hip(matLayout), a, buf, sizeInBytes));
}
cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr,
                                                void* buf, size_t sizeInBytes, size_t* sizeWritten) {
  if (matLayout == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (attr == CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET)
    return getField(cu(matLayout)->plane_offset, buf, sizeInBytes, sizeWritten);
  hipblasLtMatrixLayoutAttribute_t a;
  if (!layoutAttribute(attr, a) || (sizeInBytes == 0 && sizeWritten == nullptr)) return CUBLAS_STATUS_INVALID_VALUE;
  return toCublas(hipblasLtMatrixLayoutGetAttribute(hip(matLayout), a, buf, sizeInBytes, sizeWritten));
}

cublasStatus_t cublasLtMatmulDescInit_internal(cublasLtMatmulDesc_t matmulDesc, size_t size,
                                               cublasComputeType_t computeType, cudaDataType_t scaleType) {
  if (matmulDesc == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (size < sizeof(CuMatmulDesc)) return CUBLAS_STATUS_ALLOC_FAILED;
  return initDesc(cu(matmulDesc), computeType, scaleType);
}
cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t* matmulDesc, cublasComputeType_t computeType,
                                        cudaDataType_t scaleType) {
  if (matmulDesc == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  auto* storage = new (std::nothrow) cublasLtMatmulDescOpaque_t;
  if (storage == nullptr) return CUBLAS_STATUS_ALLOC_FAILED;
  cublasStatus_t s = initDesc(cu(storage), computeType, scaleType);
  if (s != CUBLAS_STATUS_SUCCESS) {
    delete storage;
    return s;
  }
  *matmulDesc = storage;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc) {
  delete matmulDesc;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                              const void* buf, size_t sizeInBytes) {
  if (matmulDesc == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  CuMatmulDesc* d = cu(matmulDesc);
  int32_t v = 0;
  switch (attr) {
    case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: {
      cublasStatus_t s = setField(v, buf, sizeInBytes);
      if (s != CUBLAS_STATUS_SUCCESS) return s;
      hipblasComputeType_t c = toHip(cublasComputeType_t(v));
      if (c == hipblasComputeType_t(-1)) return CUBLAS_STATUS_INVALID_VALUE;
      d->hip.compute = c;
      return s;
    }
    case CUBLASLT_MATMUL_DESC_SCALE_TYPE: {
      cublasStatus_t s = setField(v, buf, sizeInBytes);
      if (s == CUBLAS_STATUS_SUCCESS) d->hip.scale_type = toHip(cudaDataType(v));
      return s;
    }
    case CUBLASLT_MATMUL_DESC_TRANSA:
    case CUBLASLT_MATMUL_DESC_TRANSB: {
      cublasStatus_t s = setField(v, buf, sizeInBytes);
      if (s != CUBLAS_STATUS_SUCCESS) return s;
      int32_t op = toHip(cublasOperation_t(v));
      if (op == 0) return CUBLAS_STATUS_INVALID_VALUE;
      (attr == CUBLASLT_MATMUL_DESC_TRANSA ? d->hip.trans_a : d->hip.trans_b) = op;
      return s;
    }
    case CUBLASLT_MATMUL_DESC_TRANSC: return setFixed(CUBLAS_OP_N, buf, sizeInBytes);
    case CUBLASLT_MATMUL_DESC_FILL_MODE: return setFixed(CUBLAS_FILL_MODE_FULL, buf, sizeInBytes);
    case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: return setField(d->bias_batch_stride, buf, sizeInBytes);
    case CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE:
      return setField(d->alpha_vector_batch_stride, buf, sizeInBytes);
    case CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET: return setField(d->sm_count_target, buf, sizeInBytes);
    case CUBLASLT_MATMUL_DESC_FAST_ACCUM: return setField(d->fast_accum, buf, sizeInBytes);
    default: break;
  }
  hipblasLtMatmulDescAttributes_t a;
  if (!descAttribute(attr, a)) return CUBLAS_STATUS_INVALID_VALUE;
  return toCublas(hipblasLtMatmulDescSetAttribute(hip(matmulDesc), a, buf, sizeInBytes));
}

cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                              void* buf, size_t sizeInBytes, size_t* sizeWritten) {
  if (matmulDesc == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  const CuMatmulDesc* d = cu(matmulDesc);
  switch (attr) {
    case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE:
      return getField(int32_t(toCublas(d->hip.compute)), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_SCALE_TYPE: return getField(int32_t(d->hip.scale_type), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_TRANSA: return getField(int32_t(toCublas(d->hip.trans_a)), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_TRANSB: return getField(int32_t(toCublas(d->hip.trans_b)), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_TRANSC: return getField(int32_t(CUBLAS_OP_N), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_FILL_MODE: return getField(int32_t(CUBLAS_FILL_MODE_FULL), buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: return getField(d->bias_batch_stride, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE:
      return getField(d->alpha_vector_batch_stride, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET: return getField(d->sm_count_target, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_DESC_FAST_ACCUM: return getField(d->fast_accum, buf, sizeInBytes, sizeWritten);
    default: break;
  }
  hipblasLtMatmulDescAttributes_t a;
  if (!descAttribute(attr, a) || (sizeInBytes == 0 && sizeWritten == nullptr)) return CUBLAS_STATUS_INVALID_VALUE;
  return toCublas(hipblasLtMatmulDescGetAttribute(hip(matmulDesc), a, buf, sizeInBytes, sizeWritten));
}

cublasStatus_t cublasLtMatmulPreferenceInit_internal(cublasLtMatmulPreference_t pref, size_t size) {
  if (pref == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (size < sizeof(CuPreference)) return CUBLAS_STATUS_ALLOC_FAILED;
  new (cu(pref)) CuPreference;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t* pref) {
  if (pref == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  auto* storage = new (std::nothrow) cublasLtMatmulPreferenceOpaque_t;
  if (storage == nullptr) return CUBLAS_STATUS_ALLOC_FAILED;
  new (cu(storage)) CuPreference;
  *pref = storage;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref) {
  delete pref;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref,
                                                    cublasLtMatmulPreferenceAttributes_t attr, const void* buf,
                                                    size_t sizeInBytes) {
  if (pref == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  CuPreference* p = cu(pref);
  switch (attr) {
    case CUBLASLT_MATMUL_PREF_SEARCH_MODE: return setField(p->hip.search_mode, buf, sizeInBytes);
    case CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return setField(p->hip.max_workspace, buf, sizeInBytes);
    case CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK: return setField(p->reduction_scheme_mask, buf, sizeInBytes);
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES:
      return setField(p->min_alignment[attr - CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES], buf, sizeInBytes);
    case CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT: return setField(p->max_waves_count, buf, sizeInBytes);
    case CUBLASLT_MATMUL_PREF_IMPL_MASK: return setField(p->impl_mask, buf, sizeInBytes);
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref,
                                                    cublasLtMatmulPreferenceAttributes_t attr, void* buf,
                                                    size_t sizeInBytes, size_t* sizeWritten) {
  if (pref == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  const CuPreference* p = cu(pref);
  switch (attr) {
    case CUBLASLT_MATMUL_PREF_SEARCH_MODE: return getField(p->hip.search_mode, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return getField(p->hip.max_workspace, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK:
      return getField(p->reduction_scheme_mask, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES:
    case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES:
      return getField(p->min_alignment[attr - CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES], buf, sizeInBytes,
                      sizeWritten);
    case CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT: return getField(p->max_waves_count, buf, sizeInBytes, sizeWritten);
    case CUBLASLT_MATMUL_PREF_IMPL_MASK: return getField(p->impl_mask, buf, sizeInBytes, sizeWritten);
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

// Our kernels need no alignment, no split-k reduction and no workspace, so every candidate of
// hipBLASLt's heuristics passes cuBLASLt's alignment, reduction-scheme and workspace filters;
// an implementation mask without FMA leaves none.
cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc,
                                              cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc,
                                              cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc,
                                              cublasLtMatmulPreference_t preference, int requestedAlgoCount,
                                              cublasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                              int* returnAlgoCount) {
  if (lightHandle == nullptr) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (preference == nullptr || returnAlgoCount == nullptr || requestedAlgoCount < 1 ||
      heuristicResultsArray == nullptr)
    return CUBLAS_STATUS_INVALID_VALUE;
  *returnAlgoCount = 0;
  if (anyPlanar({Adesc, Bdesc, Cdesc, Ddesc})) return CUBLAS_STATUS_NOT_SUPPORTED;
  std::vector<hipblasLtMatmulHeuristicResult_t> found(static_cast<size_t>(requestedAlgoCount));
  int count = 0;
  cublasStatus_t s = toCublas(hipblasLtMatmulAlgoGetHeuristic(hip(lightHandle), hip(operationDesc), hip(Adesc),
                                                              hip(Bdesc), hip(Cdesc), hip(Ddesc), hip(preference),
                                                              requestedAlgoCount, found.data(), &count));
  if (s != CUBLAS_STATUS_SUCCESS) return s;
  if ((cu(preference)->impl_mask & kImplFlags) == 0) count = 0;
  if (count == 0) return CUBLAS_STATUS_NOT_SUPPORTED;  // cuBLASLt's answer when nothing fits
  for (int i = 0; i < count; ++i) {
    cublasLtMatmulHeuristicResult_t& r = heuristicResultsArray[i];
    std::memset(&r, 0, sizeof(r));
    std::memcpy(r.algo.data, &found[size_t(i)].algo, sizeof(hipblasLtMatmulAlgo_t));
    r.workspaceSize = found[size_t(i)].workspaceSize;
    r.state = toCublas(found[size_t(i)].state);
    r.wavesCount = found[size_t(i)].wavesCount;
  }
  *returnAlgoCount = count;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void* alpha,
                              const void* A, cublasLtMatrixLayout_t Adesc, const void* B,
                              cublasLtMatrixLayout_t Bdesc, const void* beta, const void* C,
                              cublasLtMatrixLayout_t Cdesc, void* D, cublasLtMatrixLayout_t Ddesc,
                              const cublasLtMatmulAlgo_t* algo, void* workspace, size_t workspaceSizeInBytes,
                              cudaStream_t stream) {
  if (lightHandle == nullptr) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (computeDesc == nullptr || Ddesc == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (anyPlanar({Adesc, Bdesc, Cdesc, Ddesc})) return CUBLAS_STATUS_NOT_SUPPORTED;
  // One bias for every matrix of a batch is what the engine computes.
  const CuMatmulDesc* d = cu(computeDesc);
  if (epilogueAddsBias(d->hip.epilogue) && d->bias_batch_stride != 0 && cu(Ddesc)->hip.batch_count > 1) return CUBLAS_STATUS_NOT_SUPPORTED;
  hipblasLtMatmulAlgo_t hipAlgo;
  if (algo != nullptr) std::memcpy(&hipAlgo, algo->data, sizeof(hipAlgo));
  return toCublas(hipblasLtMatmul(hip(lightHandle), hip(computeDesc), alpha, A, hip(Adesc), B, hip(Bdesc), beta, C,
                                  hip(Cdesc), D, hip(Ddesc), algo != nullptr ? &hipAlgo : nullptr, workspace,
                                  workspaceSizeInBytes, stream));
}

}  // extern "C"
