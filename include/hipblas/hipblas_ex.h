// hipBLAS's extended-precision functions (GemmEx, DotEx, ...) with the hipBLAS 2.x
// HIPBLAS_V2 signatures (hipDataType, hipblasComputeType_t). The `_v2` names of
// hipBLAS 2.x are aliases of the same functions. See docs/hipblas.md for the type
// combinations each one supports.
#ifndef HIPBLAS_EX_H
#define HIPBLAS_EX_H
#ifdef __cplusplus
extern "C" {
#endif

HIPBLAS_EXPORT hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, const void* B, hipDataType bType, int ldb, const void* beta, void* C, hipDataType cType, int ldc, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmExWithFlags(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, const void* B, hipDataType bType, int ldb, const void* beta, void* C, hipDataType cType, int ldc, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A[], hipDataType aType, int lda, const void* B[], hipDataType bType, int ldb, const void* beta, void* C[], hipDataType cType, int ldc, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmBatchedExWithFlags(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A[], hipDataType aType, int lda, const void* B[], hipDataType bType, int ldb, const void* beta, void* C[], hipDataType cType, int ldc, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, hipblasStride strideA, const void* B, hipDataType bType, int ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, int ldc, hipblasStride strideC, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmStridedBatchedExWithFlags(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, hipblasStride strideA, const void* B, hipDataType bType, int ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, int ldc, hipblasStride strideC, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, const void* y, hipDataType yType, int incy, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotBatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, const void* y, hipDataType yType, int incy, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotStridedBatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, hipblasStride stridex, const void* y, hipDataType yType, int incy, hipblasStride stridey, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, const void* y, hipDataType yType, int incy, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcBatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, const void* y, hipDataType yType, int incy, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcStridedBatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, hipblasStride stridex, const void* y, hipDataType yType, int incy, hipblasStride stridey, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int incx, void* y, hipDataType yType, int incy, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyBatchedEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int incx, void* y, hipDataType yType, int incy, int batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyStridedBatchedEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int incx, hipblasStride stridex, void* y, hipDataType yType, int incy, hipblasStride stridey, int batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2Ex(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2BatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2StridedBatchedEx(hipblasHandle_t handle, int n, const void* x, hipDataType xType, int incx, hipblasStride stridex, int batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int incx, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalBatchedEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int incx, int batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalStridedBatchedEx(hipblasHandle_t handle, int n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int incx, hipblasStride stridex, int batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmEx_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A, hipDataType aType, int64_t lda, const void* B, hipDataType bType, int64_t ldb, const void* beta, void* C, hipDataType cType, int64_t ldc, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmExWithFlags_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A, hipDataType aType, int64_t lda, const void* B, hipDataType bType, int64_t ldb, const void* beta, void* C, hipDataType cType, int64_t ldc, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmBatchedEx_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A[], hipDataType aType, int64_t lda, const void* B[], hipDataType bType, int64_t ldb, const void* beta, void* C[], hipDataType cType, int64_t ldc, int64_t batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmBatchedExWithFlags_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A[], hipDataType aType, int64_t lda, const void* B[], hipDataType bType, int64_t ldb, const void* beta, void* C[], hipDataType cType, int64_t ldc, int64_t batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmStridedBatchedEx_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A, hipDataType aType, int64_t lda, hipblasStride strideA, const void* B, hipDataType bType, int64_t ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, int64_t ldc, hipblasStride strideC, int64_t batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo);
HIPBLAS_EXPORT hipblasStatus_t hipblasGemmStridedBatchedExWithFlags_64(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int64_t m, int64_t n, int64_t k, const void* alpha, const void* A, hipDataType aType, int64_t lda, hipblasStride strideA, const void* B, hipDataType bType, int64_t ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, int64_t ldc, hipblasStride strideC, int64_t batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo, hipblasGemmFlags_t flags);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, const void* y, hipDataType yType, int64_t incy, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, const void* y, hipDataType yType, int64_t incy, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotStridedBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, hipblasStride stridex, const void* y, hipDataType yType, int64_t incy, hipblasStride stridey, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, const void* y, hipDataType yType, int64_t incy, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, const void* y, hipDataType yType, int64_t incy, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasDotcStridedBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, hipblasStride stridex, const void* y, hipDataType yType, int64_t incy, hipblasStride stridey, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int64_t incx, void* y, hipDataType yType, int64_t incy, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int64_t incx, void* y, hipDataType yType, int64_t incy, int64_t batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasAxpyStridedBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, const void* x, hipDataType xType, int64_t incx, hipblasStride stridex, void* y, hipDataType yType, int64_t incy, hipblasStride stridey, int64_t batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2Ex_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2BatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasNrm2StridedBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* x, hipDataType xType, int64_t incx, hipblasStride stridex, int64_t batchCount, void* result, hipDataType resultType, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int64_t incx, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int64_t incx, int64_t batchCount, hipDataType executionType);
HIPBLAS_EXPORT hipblasStatus_t hipblasScalStridedBatchedEx_64(hipblasHandle_t handle, int64_t n, const void* alpha, hipDataType alphaType, void* x, hipDataType xType, int64_t incx, hipblasStride stridex, int64_t batchCount, hipDataType executionType);

#ifdef __cplusplus
}
#endif

#define hipblasGemmEx_v2 hipblasGemmEx
#define hipblasGemmExWithFlags_v2 hipblasGemmExWithFlags
#define hipblasGemmBatchedEx_v2 hipblasGemmBatchedEx
#define hipblasGemmBatchedExWithFlags_v2 hipblasGemmBatchedExWithFlags
#define hipblasGemmStridedBatchedEx_v2 hipblasGemmStridedBatchedEx
#define hipblasGemmStridedBatchedExWithFlags_v2 hipblasGemmStridedBatchedExWithFlags
#define hipblasDotEx_v2 hipblasDotEx
#define hipblasDotBatchedEx_v2 hipblasDotBatchedEx
#define hipblasDotStridedBatchedEx_v2 hipblasDotStridedBatchedEx
#define hipblasDotcEx_v2 hipblasDotcEx
#define hipblasDotcBatchedEx_v2 hipblasDotcBatchedEx
#define hipblasDotcStridedBatchedEx_v2 hipblasDotcStridedBatchedEx
#define hipblasAxpyEx_v2 hipblasAxpyEx
#define hipblasAxpyBatchedEx_v2 hipblasAxpyBatchedEx
#define hipblasAxpyStridedBatchedEx_v2 hipblasAxpyStridedBatchedEx
#define hipblasNrm2Ex_v2 hipblasNrm2Ex
#define hipblasNrm2BatchedEx_v2 hipblasNrm2BatchedEx
#define hipblasNrm2StridedBatchedEx_v2 hipblasNrm2StridedBatchedEx
#define hipblasScalEx_v2 hipblasScalEx
#define hipblasScalBatchedEx_v2 hipblasScalBatchedEx
#define hipblasScalStridedBatchedEx_v2 hipblasScalStridedBatchedEx
#define hipblasGemmEx_v2_64 hipblasGemmEx_64
#define hipblasGemmExWithFlags_v2_64 hipblasGemmExWithFlags_64
#define hipblasGemmBatchedEx_v2_64 hipblasGemmBatchedEx_64
#define hipblasGemmBatchedExWithFlags_v2_64 hipblasGemmBatchedExWithFlags_64
#define hipblasGemmStridedBatchedEx_v2_64 hipblasGemmStridedBatchedEx_64
#define hipblasGemmStridedBatchedExWithFlags_v2_64 hipblasGemmStridedBatchedExWithFlags_64
#define hipblasDotEx_v2_64 hipblasDotEx_64
#define hipblasDotBatchedEx_v2_64 hipblasDotBatchedEx_64
#define hipblasDotStridedBatchedEx_v2_64 hipblasDotStridedBatchedEx_64
#define hipblasDotcEx_v2_64 hipblasDotcEx_64
#define hipblasDotcBatchedEx_v2_64 hipblasDotcBatchedEx_64
#define hipblasDotcStridedBatchedEx_v2_64 hipblasDotcStridedBatchedEx_64
#define hipblasAxpyEx_v2_64 hipblasAxpyEx_64
#define hipblasAxpyBatchedEx_v2_64 hipblasAxpyBatchedEx_64
#define hipblasAxpyStridedBatchedEx_v2_64 hipblasAxpyStridedBatchedEx_64
#define hipblasNrm2Ex_v2_64 hipblasNrm2Ex_64
#define hipblasNrm2BatchedEx_v2_64 hipblasNrm2BatchedEx_64
#define hipblasNrm2StridedBatchedEx_v2_64 hipblasNrm2StridedBatchedEx_64
#define hipblasScalEx_v2_64 hipblasScalEx_64
#define hipblasScalBatchedEx_v2_64 hipblasScalBatchedEx_64
#define hipblasScalStridedBatchedEx_v2_64 hipblasScalStridedBatchedEx_64

#endif
