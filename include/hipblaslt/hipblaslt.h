// hipBLASLt for OpenHIP: AMD's hipBLASLt matmul API (names, signatures and enum values
// of hipBLASLt 0.12 / ROCm 6.4) computed on the CPU by OpenHIP's GEMM engine, with
// epilogues (ReLU, GELU, bias), per-tensor scale pointers, amax, ranked heuristics from
// the shared tuning table, and batched/strided layouts. See docs/hipblaslt.md.
#ifndef HIPBLASLT_H
#define HIPBLASLT_H

#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>
#include <hipblas-common/hipblas-common.h>
#include <hipblas/hipblas.h>
#include <hipblaslt/hipblaslt-types.h>
#include <hipblaslt/hipblaslt-version.h>
#include <stddef.h>
#include <stdint.h>

#ifndef HIPBLASLT_EXPORT
#define HIPBLASLT_EXPORT __attribute__((visibility("default")))
#endif

#define HIPBLASLT_DATATYPE_INVALID ((hipDataType)255)

typedef enum {
  HIPBLASLT_EPILOGUE_DEFAULT = 1,
  HIPBLASLT_EPILOGUE_RELU = 2,
  HIPBLASLT_EPILOGUE_BIAS = 4,
  HIPBLASLT_EPILOGUE_RELU_BIAS = 6,
  HIPBLASLT_EPILOGUE_GELU = 32,
  HIPBLASLT_EPILOGUE_GELU_BIAS = 36,
  HIPBLASLT_EPILOGUE_GELU_AUX = 160,
  HIPBLASLT_EPILOGUE_GELU_AUX_BIAS = 164,
  HIPBLASLT_EPILOGUE_DGELU = 192,
  HIPBLASLT_EPILOGUE_DGELU_BGRAD = 208,
  HIPBLASLT_EPILOGUE_BGRADA = 256,
  HIPBLASLT_EPILOGUE_BGRADB = 512
} hipblasLtEpilogue_t;

typedef enum {
  HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 0,           // int32_t, default 1
  HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 1,  // int64_t elements, default 0
  HIPBLASLT_MATRIX_LAYOUT_TYPE = 2,                  // uint32_t (hipDataType)
  HIPBLASLT_MATRIX_LAYOUT_ORDER = 3,                 // int32_t (hipblasLtOrder_t)
  HIPBLASLT_MATRIX_LAYOUT_ROWS = 4,                  // uint64_t
  HIPBLASLT_MATRIX_LAYOUT_COLS = 5,                  // uint64_t
  HIPBLASLT_MATRIX_LAYOUT_LD = 6                     // int64_t
} hipblasLtMatrixLayoutAttribute_t;

typedef enum {
  HIPBLASLT_POINTER_MODE_HOST = 0,
  HIPBLASLT_POINTER_MODE_DEVICE = 1,
  HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4
} hipblasLtPointerMode_t;

typedef enum {
  HIPBLASLT_MATMUL_DESC_TRANSA = 0,
  HIPBLASLT_MATMUL_DESC_TRANSB = 1,
  HIPBLASLT_MATMUL_DESC_EPILOGUE = 2,
  HIPBLASLT_MATMUL_DESC_BIAS_POINTER = 3,
  HIPBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 4,
  HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER = 5,
  HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER = 6,
  HIPBLASLT_MATMUL_DESC_C_SCALE_POINTER = 7,
  HIPBLASLT_MATMUL_DESC_D_SCALE_POINTER = 8,
  HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 9,
  HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 10,
  HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 11,
  HIPBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 12,
  HIPBLASLT_MATMUL_DESC_POINTER_MODE = 13,
  HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER = 14,
  HIPBLASLT_MATMUL_DESC_COMPUTE_INPUT_TYPE_A_EXT = 100,
  HIPBLASLT_MATMUL_DESC_COMPUTE_INPUT_TYPE_B_EXT = 101,
  HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER_VEC_EXT = 102,
  HIPBLASLT_MATMUL_DESC_B_SCALE_POINTER_VEC_EXT = 103,
  HIPBLASLT_MATMUL_DESC_MAX = 104
} hipblasLtMatmulDescAttributes_t;

typedef enum {
  HIPBLASLT_MATMUL_PREF_SEARCH_MODE = 0,
  HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1,  // uint64_t
  HIPBLASLT_MATMUL_PREF_MAX = 2
} hipblasLtMatmulPreferenceAttributes_t;

typedef enum {
  HIPBLASLT_ORDER_COL = 0,
  HIPBLASLT_ORDER_ROW = 1
} hipblasLtOrder_t;

typedef enum {
  HIPBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE,
  HIPBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE,
  HIPBLASLT_MATRIX_TRANSFORM_DESC_TRANSA,
  HIPBLASLT_MATRIX_TRANSFORM_DESC_TRANSB
} hipblasLtMatrixTransformDescAttributes_t;

typedef struct {
  uint64_t data[4];
} hipblasLtMatmulDescOpaque_t;
typedef struct {
  uint64_t data[4];
} hipblasLtMatrixLayoutOpaque_t;
typedef struct {
  uint64_t data[5];
} hipblasLtMatmulPreferenceOpaque_t;

typedef void* hipblasLtHandle_t;
typedef hipblasLtMatmulDescOpaque_t* hipblasLtMatmulDesc_t;
typedef hipblasLtMatrixLayoutOpaque_t* hipblasLtMatrixLayout_t;
typedef hipblasLtMatmulPreferenceOpaque_t* hipblasLtMatmulPreference_t;

// An algorithm returned by hipblasLtMatmulAlgoGetHeuristic (its content is the library's).
typedef struct _hipblasLtMatmulAlgo_t {
  uint8_t data[16];
  size_t max_workspace_bytes;
} hipblasLtMatmulAlgo_t;

typedef struct _hipblasLtMatmulHeuristicResult_t {
  hipblasLtMatmulAlgo_t algo;
  size_t workspaceSize;
  hipblasStatus_t state;
  float wavesCount;
  int reserved[4];
} hipblasLtMatmulHeuristicResult_t;

#ifdef __cplusplus
extern "C" {
#endif

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtGetVersion(hipblasLtHandle_t handle, int* version);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtCreate(hipblasLtHandle_t* handle);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtDestroy(const hipblasLtHandle_t handle);

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatrixLayoutCreate(hipblasLtMatrixLayout_t* matLayout, hipDataType type,
                                                             uint64_t rows, uint64_t cols, int64_t ld);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatrixLayoutDestroy(const hipblasLtMatrixLayout_t matLayout);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatrixLayoutSetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                                   hipblasLtMatrixLayoutAttribute_t attr,
                                                                   const void* buf, size_t sizeInBytes);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatrixLayoutGetAttribute(hipblasLtMatrixLayout_t matLayout,
                                                                   hipblasLtMatrixLayoutAttribute_t attr, void* buf,
                                                                   size_t sizeInBytes, size_t* sizeWritten);

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulDescCreate(hipblasLtMatmulDesc_t* matmulDesc,
                                                           hipblasComputeType_t computeType, hipDataType scaleType);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulDescDestroy(const hipblasLtMatmulDesc_t matmulDesc);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulDescSetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                                 hipblasLtMatmulDescAttributes_t attr, const void* buf,
                                                                 size_t sizeInBytes);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulDescGetAttribute(hipblasLtMatmulDesc_t matmulDesc,
                                                                 hipblasLtMatmulDescAttributes_t attr, void* buf,
                                                                 size_t sizeInBytes, size_t* sizeWritten);

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulPreferenceCreate(hipblasLtMatmulPreference_t* pref);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulPreferenceDestroy(const hipblasLtMatmulPreference_t pref);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulPreferenceSetAttribute(hipblasLtMatmulPreference_t pref,
                                                                       hipblasLtMatmulPreferenceAttributes_t attr,
                                                                       const void* buf, size_t sizeInBytes);
HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulPreferenceGetAttribute(hipblasLtMatmulPreference_t pref,
                                                                       hipblasLtMatmulPreferenceAttributes_t attr,
                                                                       void* buf, size_t sizeInBytes,
                                                                       size_t* sizeWritten);

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmulAlgoGetHeuristic(
    hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc, hipblasLtMatrixLayout_t Adesc,
    hipblasLtMatrixLayout_t Bdesc, hipblasLtMatrixLayout_t Cdesc, hipblasLtMatrixLayout_t Ddesc,
    hipblasLtMatmulPreference_t pref, int requestedAlgoCount, hipblasLtMatmulHeuristicResult_t heuristicResultsArray[],
    int* returnAlgoCount);

HIPBLASLT_EXPORT hipblasStatus_t hipblasLtMatmul(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc,
                                                 const void* alpha, const void* A, hipblasLtMatrixLayout_t Adesc,
                                                 const void* B, hipblasLtMatrixLayout_t Bdesc, const void* beta,
                                                 const void* C, hipblasLtMatrixLayout_t Cdesc, void* D,
                                                 hipblasLtMatrixLayout_t Ddesc, const hipblasLtMatmulAlgo_t* algo,
                                                 void* workspace, size_t workspaceSizeInBytes, hipStream_t stream);

#ifdef __cplusplus
}
#endif

#endif  // HIPBLASLT_H
