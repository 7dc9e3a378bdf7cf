// hipBLAS for OpenHIP: AMD's hipBLAS 2.4 API in its current ("HIPBLAS_V2") form, with
// hipComplex/hipDoubleComplex, hipDataType and hipblasComputeType_t, plus the legacy
// names (HIPBLAS_R_32F, ...) mapped onto hipDataType as hipBLAS does under HIPBLAS_V2.
// Names, signatures and enum values are AMD's; see docs/hipblas.md for what runs where.
#ifndef HIPBLAS_H
#define HIPBLAS_H

#include <hip/hip_complex.h>
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>
#include <hipblas-common/hipblas-common.h>
#include <hipblas/hipblas-version.h>
#include <stdint.h>

#ifndef HIPBLAS_EXPORT
#define HIPBLAS_EXPORT __attribute__((visibility("default")))
#endif

typedef void* hipblasHandle_t;

#if !defined(__cplusplus) || !defined(HIPBLAS_USE_HIP_HALF)
typedef uint16_t hipblasHalf;  // binary16 bits
#else
#include <hip/hip_fp16.h>
typedef __half hipblasHalf;
#endif

typedef int8_t hipblasInt8;
typedef int64_t hipblasStride;

#if defined(__cplusplus) && defined(HIPBLAS_USE_HIP_BFLOAT16)
#include <hip/hip_bfloat16.h>
typedef hip_bfloat16 hipblasBfloat16;
#else
typedef struct hipblasBfloat16 {
  uint16_t data;  // the upper 16 bits of a binary32
} hipblasBfloat16;
#endif

typedef hipFloatComplex hipblasComplex;
typedef hipDoubleComplex hipblasDoubleComplex;

typedef enum {
  HIPBLAS_POINTER_MODE_HOST,
  HIPBLAS_POINTER_MODE_DEVICE
} hipblasPointerMode_t;

#ifndef HIPBLAS_FILL_MODE_DECLARED
#define HIPBLAS_FILL_MODE_DECLARED
typedef enum {
  HIPBLAS_FILL_MODE_UPPER = 121,
  HIPBLAS_FILL_MODE_LOWER = 122,
  HIPBLAS_FILL_MODE_FULL = 123
} hipblasFillMode_t;
#endif

#ifndef HIPBLAS_DIAG_TYPE_DECLARED
#define HIPBLAS_DIAG_TYPE_DECLARED
typedef enum {
  HIPBLAS_DIAG_NON_UNIT = 131,
  HIPBLAS_DIAG_UNIT = 132
} hipblasDiagType_t;
#endif

#ifndef HIPBLAS_SIDE_MODE_DECLARED
#define HIPBLAS_SIDE_MODE_DECLARED
typedef enum {
  HIPBLAS_SIDE_LEFT = 141,
  HIPBLAS_SIDE_RIGHT = 142,
  HIPBLAS_SIDE_BOTH = 143
} hipblasSideMode_t;
#endif

typedef enum {
  HIPBLAS_DEFAULT_MATH,
  HIPBLAS_XF32_XDL_MATH,
  HIPBLAS_PEDANTIC_MATH,
  HIPBLAS_TF32_TENSOR_OP_MATH,
  HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION,
  HIPBLAS_TENSOR_OP_MATH
} hipblasMath_t;

// The legacy data-type names, as hipBLAS defines them under HIPBLAS_V2.
typedef hipDataType hipblasDatatype_t;
#define HIPBLAS_R_16F HIP_R_16F
#define HIPBLAS_R_32F HIP_R_32F
#define HIPBLAS_R_64F HIP_R_64F
#define HIPBLAS_C_16F HIP_C_16F
#define HIPBLAS_C_32F HIP_C_32F
#define HIPBLAS_C_64F HIP_C_64F
#define HIPBLAS_R_8I HIP_R_8I
#define HIPBLAS_R_8U HIP_R_8U
#define HIPBLAS_R_32I HIP_R_32I
#define HIPBLAS_R_32U HIP_R_32U
#define HIPBLAS_C_8I HIP_C_8I
#define HIPBLAS_C_8U HIP_C_8U
#define HIPBLAS_C_32I HIP_C_32I
#define HIPBLAS_C_32U HIP_C_32U
#define HIPBLAS_R_16B HIP_R_16BF
#define HIPBLAS_C_16B HIP_C_16BF
#define HIPBLAS_DATATYPE_INVALID ((hipDataType)31)

typedef enum {
  HIPBLAS_GEMM_DEFAULT = 160
} hipblasGemmAlgo_t;

typedef enum {
  HIPBLAS_ATOMICS_NOT_ALLOWED = 0,
  HIPBLAS_ATOMICS_ALLOWED = 1
} hipblasAtomicsMode_t;

typedef enum {
  HIPBLAS_GEMM_FLAGS_NONE = 0x0,
  HIPBLAS_GEMM_FLAGS_USE_CU_EFFICIENCY = 0x2,
  HIPBLAS_GEMM_FLAGS_FP16_ALT_IMPL = 0x4,
  HIPBLAS_GEMM_FLAGS_CHECK_SOLUTION_INDEX = 0x8,
  HIPBLAS_GEMM_FLAGS_FP16_ALT_IMPL_RNZ = 0x10
} hipblasGemmFlags_t;

#ifdef __cplusplus
extern "C" {
#endif

// Handle, stream, modes.
HIPBLAS_EXPORT hipblasStatus_t hipblasCreate(hipblasHandle_t* handle);
HIPBLAS_EXPORT hipblasStatus_t hipblasDestroy(hipblasHandle_t handle);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetStream(hipblasHandle_t handle, hipStream_t streamId);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetStream(hipblasHandle_t handle, hipStream_t* streamId);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t mode);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t* mode);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetMathMode(hipblasHandle_t handle, hipblasMath_t mode);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetMathMode(hipblasHandle_t handle, hipblasMath_t* mode);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t atomics_mode);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t* atomics_mode);
HIPBLAS_EXPORT const char* hipblasStatusToString(hipblasStatus_t status);

// Host <-> device copies of vectors and matrices (strided; elemSize bytes each).
HIPBLAS_EXPORT hipblasStatus_t hipblasSetVector(int n, int elemSize, const void* x, int incx, void* y, int incy);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetVector(int n, int elemSize, const void* x, int incx, void* y, int incy);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetVectorAsync(int n, int elemSize, const void* x, int incx, void* y, int incy, hipStream_t stream);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetVectorAsync(int n, int elemSize, const void* x, int incx, void* y, int incy, hipStream_t stream);
HIPBLAS_EXPORT hipblasStatus_t hipblasSetMatrixAsync(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb, hipStream_t stream);
HIPBLAS_EXPORT hipblasStatus_t hipblasGetMatrixAsync(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb, hipStream_t stream);

#ifdef __cplusplus
}
#endif

#include <hipblas/hipblas_level1.h>
#include <hipblas/hipblas_level2.h>
#include <hipblas/hipblas_level3.h>
#include <hipblas/hipblas_ex.h>
#include <hipblas/hipblas_solver.h>

#endif  // HIPBLAS_H
