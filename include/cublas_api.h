// cuBLAS for CUDA sources (cublas_api.h): NVIDIA's names, signatures and enum values,
// implemented by libcublas on top of OpenHIP's hipBLAS (docs/hipblas.md, "cuBLAS names").
// Include <cublas_v2.h> as with CUDA; it maps the plain names to the `_v2` entry points.
#ifndef OPENHIP_CUBLAS_API_H
#define OPENHIP_CUBLAS_API_H

#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>
#include <library_types.h>
#include <stddef.h>
#include <stdint.h>

#ifndef CUBLASAPI
#define CUBLASAPI __attribute__((visibility("default")))
#endif
#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 4
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;
typedef enum {
  CUBLAS_GEMM_DFALT = -1,
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO1 = 1, CUBLAS_GEMM_ALGO2 = 2, CUBLAS_GEMM_ALGO3 = 3,
  CUBLAS_GEMM_ALGO4 = 4, CUBLAS_GEMM_ALGO5 = 5, CUBLAS_GEMM_ALGO6 = 6, CUBLAS_GEMM_ALGO7 = 7,
  CUBLAS_GEMM_ALGO8 = 8, CUBLAS_GEMM_ALGO9 = 9, CUBLAS_GEMM_ALGO10 = 10, CUBLAS_GEMM_ALGO11 = 11,
  CUBLAS_GEMM_ALGO12 = 12, CUBLAS_GEMM_ALGO13 = 13, CUBLAS_GEMM_ALGO14 = 14, CUBLAS_GEMM_ALGO15 = 15,
  CUBLAS_GEMM_ALGO16 = 16, CUBLAS_GEMM_ALGO17 = 17, CUBLAS_GEMM_ALGO18 = 18, CUBLAS_GEMM_ALGO19 = 19,
  CUBLAS_GEMM_ALGO20 = 20, CUBLAS_GEMM_ALGO21 = 21, CUBLAS_GEMM_ALGO22 = 22, CUBLAS_GEMM_ALGO23 = 23,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP = 101, CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,
  CUBLAS_GEMM_ALGO3_TENSOR_OP = 103, CUBLAS_GEMM_ALGO4_TENSOR_OP = 104, CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,
  CUBLAS_GEMM_ALGO6_TENSOR_OP = 106, CUBLAS_GEMM_ALGO7_TENSOR_OP = 107, CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,
  CUBLAS_GEMM_ALGO9_TENSOR_OP = 109, CUBLAS_GEMM_ALGO10_TENSOR_OP = 110, CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,
  CUBLAS_GEMM_ALGO12_TENSOR_OP = 112, CUBLAS_GEMM_ALGO13_TENSOR_OP = 113, CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,
  CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef cudaDataType cublasDataType_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

struct cublasContext;
typedef struct cublasContext* cublasHandle_t;

#ifdef __cplusplus
extern "C" {
#endif

CUBLASAPI cublasStatus_t cublasCreate_v2(cublasHandle_t* handle);
CUBLASAPI cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);
CUBLASAPI cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int* version);
CUBLASAPI cublasStatus_t cublasGetProperty(libraryPropertyType type, int* value);
CUBLASAPI size_t cublasGetCudartVersion(void);
CUBLASAPI cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void* workspace, size_t workspaceSizeInBytes);
CUBLASAPI cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId);
CUBLASAPI cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t* streamId);
CUBLASAPI cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t* mode);
CUBLASAPI cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
CUBLASAPI cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t* mode);
CUBLASAPI cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
CUBLASAPI cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t* mode);
CUBLASAPI cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
CUBLASAPI const char* cublasGetStatusName(cublasStatus_t status);
CUBLASAPI const char* cublasGetStatusString(cublasStatus_t status);

CUBLASAPI cublasStatus_t cublasSetVector(int n, int elemSize, const void* x, int incx, void* devicePtr, int incy);
CUBLASAPI cublasStatus_t cublasGetVector(int n, int elemSize, const void* x, int incx, void* y, int incy);
CUBLASAPI cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void* A, int lda, void* B, int ldb);
CUBLASAPI cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void* A, int lda, void* B, int ldb);
CUBLASAPI cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void* hostPtr, int incx, void* devicePtr,
                                              int incy, cudaStream_t stream);
CUBLASAPI cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void* devicePtr, int incx, void* hostPtr,
                                              int incy, cudaStream_t stream);
CUBLASAPI cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void* A, int lda, void* B,
                                              int ldb, cudaStream_t stream);
CUBLASAPI cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void* A, int lda, void* B,
                                              int ldb, cudaStream_t stream);

CUBLASAPI cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                      int n, int k, const void* alpha, const void* A, cudaDataType Atype, int lda,
                                      const void* B, cudaDataType Btype, int ldb, const void* beta, void* C,
                                      cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                                      cublasGemmAlgo_t algo);
CUBLASAPI cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                             int m, int n, int k, const void* alpha, const void* const Aarray[],
                                             cudaDataType Atype, int lda, const void* const Barray[],
                                             cudaDataType Btype, int ldb, const void* beta, void* const Carray[],
                                             cudaDataType Ctype, int ldc, int batchCount,
                                             cublasComputeType_t computeType, cublasGemmAlgo_t algo);
CUBLASAPI cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                    cublasOperation_t transb, int m, int n, int k, const void* alpha,
                                                    const void* A, cudaDataType Atype, int lda, long long int strideA,
                                                    const void* B, cudaDataType Btype, int ldb, long long int strideB,
                                                    const void* beta, void* C, cudaDataType Ctype, int ldc,
                                                    long long int strideC, int batchCount,
                                                    cublasComputeType_t computeType, cublasGemmAlgo_t algo);
CUBLASAPI cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType, int incx,
                                     const void* y, cudaDataType yType, int incy, void* result,
                                     cudaDataType resultType, cudaDataType executionType);
CUBLASAPI cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType, int incx,
                                      const void* y, cudaDataType yType, int incy, void* result,
                                      cudaDataType resultType, cudaDataType executionType);
CUBLASAPI cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void* x, cudaDataType xType, int incx,
                                      void* result, cudaDataType resultType, cudaDataType executionType);
CUBLASAPI cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void* alpha, cudaDataType alphaType,
                                      const void* x, cudaDataType xType, int incx, void* y, cudaDataType yType,
                                      int incy, cudaDataType executiontype);
CUBLASAPI cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void* alpha, cudaDataType alphaType, void* x,
                                      cudaDataType xType, int incx, cudaDataType executionType);

#define OPENHIP_CUBLAS_SOLVER(P, T)                                                                                   \
  CUBLASAPI cublasStatus_t cublas##P##getrfBatched(cublasHandle_t handle, int n, T* const A[], int lda, int* P_,       \
                                                   int* info, int batchSize);                                         \
  CUBLASAPI cublasStatus_t cublas##P##getriBatched(cublasHandle_t handle, int n, const T* const A[], int lda,          \
                                                   const int* P_, T* const C[], int ldc, int* info, int batchSize);   \
  CUBLASAPI cublasStatus_t cublas##P##getrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,    \
                                                   const T* const Aarray[], int lda, const int* devIpiv,              \
                                                   T* const Barray[], int ldb, int* info, int batchSize);             \
  CUBLASAPI cublasStatus_t cublas##P##gelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,        \
                                                  int nrhs, T* const Aarray[], int lda, T* const Carray[], int ldc,   \
                                                  int* info, int* devInfoArray, int batchSize);                       \
  CUBLASAPI cublasStatus_t cublas##P##geqrfBatched(cublasHandle_t handle, int m, int n, T* const Aarray[], int lda,    \
                                                   T* const TauArray[], int* info, int batchSize);
OPENHIP_CUBLAS_SOLVER(S, float)
OPENHIP_CUBLAS_SOLVER(D, double)
OPENHIP_CUBLAS_SOLVER(C, cuComplex)
OPENHIP_CUBLAS_SOLVER(Z, cuDoubleComplex)
#undef OPENHIP_CUBLAS_SOLVER

#ifdef __cplusplus
}
#endif

#include <openhip/cublas_functions.h>

#endif
