// hipBLAS's LAPACK-like functions (hipBLAS 2.4 names and signatures): LU factorization
// and solve (getrf/getrs), inversion from the LU factors (getri, batched), QR
// factorization (geqrf) and least squares (gels). `info` arguments follow hipBLAS:
// argument checks report the failing argument's index through the host `info`;
// numerical results go to the device-side info values.
#ifndef HIPBLAS_SOLVER_H
#define HIPBLAS_SOLVER_H
#ifdef __cplusplus
extern "C" {
#endif

HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrf(hipblasHandle_t handle, const int n, float* A, const int lda, int* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrf(hipblasHandle_t handle, const int n, double* A, const int lda, int* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrf(hipblasHandle_t handle, const int n, hipComplex* A, const int lda, int* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrf(hipblasHandle_t handle, const int n, hipDoubleComplex* A, const int lda, int* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrfBatched(hipblasHandle_t handle, const int n, float* const A[], const int lda, int* ipiv, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrfBatched(hipblasHandle_t handle, const int n, double* const A[], const int lda, int* ipiv, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrfBatched(hipblasHandle_t handle, const int n, hipComplex* const A[], const int lda, int* ipiv, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrfBatched(hipblasHandle_t handle, const int n, hipDoubleComplex* const A[], const int lda, int* ipiv, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrfStridedBatched(hipblasHandle_t handle, const int n, float* A, const int lda, const hipblasStride strideA, int* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrfStridedBatched(hipblasHandle_t handle, const int n, double* A, const int lda, const hipblasStride strideA, int* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrfStridedBatched(hipblasHandle_t handle, const int n, hipComplex* A, const int lda, const hipblasStride strideA, int* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrfStridedBatched(hipblasHandle_t handle, const int n, hipDoubleComplex* A, const int lda, const hipblasStride strideA, int* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrs(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, float* A, const int lda, const int* ipiv, float* B, const int ldb, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrs(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, double* A, const int lda, const int* ipiv, double* B, const int ldb, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrs(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipComplex* A, const int lda, const int* ipiv, hipComplex* B, const int ldb, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrs(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipDoubleComplex* A, const int lda, const int* ipiv, hipDoubleComplex* B, const int ldb, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, float* const A[], const int lda, const int* ipiv, float* const B[], const int ldb, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, double* const A[], const int lda, const int* ipiv, double* const B[], const int ldb, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipComplex* const A[], const int lda, const int* ipiv, hipComplex* const B[], const int ldb, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrsBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipDoubleComplex* const A[], const int lda, const int* ipiv, hipDoubleComplex* const B[], const int ldb, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetrsStridedBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, float* A, const int lda, const hipblasStride strideA, const int* ipiv, const hipblasStride strideP, float* B, const int ldb, const hipblasStride strideB, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetrsStridedBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, double* A, const int lda, const hipblasStride strideA, const int* ipiv, const hipblasStride strideP, double* B, const int ldb, const hipblasStride strideB, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetrsStridedBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipComplex* A, const int lda, const hipblasStride strideA, const int* ipiv, const hipblasStride strideP, hipComplex* B, const int ldb, const hipblasStride strideB, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetrsStridedBatched(hipblasHandle_t handle, const hipblasOperation_t trans, const int n, const int nrhs, hipDoubleComplex* A, const int lda, const hipblasStride strideA, const int* ipiv, const hipblasStride strideP, hipDoubleComplex* B, const int ldb, const hipblasStride strideB, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgetriBatched(hipblasHandle_t handle, const int n, float* const A[], const int lda, int* ipiv, float* const C[], const int ldc, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgetriBatched(hipblasHandle_t handle, const int n, double* const A[], const int lda, int* ipiv, double* const C[], const int ldc, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgetriBatched(hipblasHandle_t handle, const int n, hipComplex* const A[], const int lda, int* ipiv, hipComplex* const C[], const int ldc, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgetriBatched(hipblasHandle_t handle, const int n, hipDoubleComplex* const A[], const int lda, int* ipiv, hipDoubleComplex* const C[], const int ldc, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgeqrf(hipblasHandle_t handle, const int m, const int n, float* A, const int lda, float* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgeqrf(hipblasHandle_t handle, const int m, const int n, double* A, const int lda, double* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgeqrf(hipblasHandle_t handle, const int m, const int n, hipComplex* A, const int lda, hipComplex* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgeqrf(hipblasHandle_t handle, const int m, const int n, hipDoubleComplex* A, const int lda, hipDoubleComplex* ipiv, int* info);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgeqrfBatched(hipblasHandle_t handle, const int m, const int n, float* const A[], const int lda, float* const ipiv[], int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgeqrfBatched(hipblasHandle_t handle, const int m, const int n, double* const A[], const int lda, double* const ipiv[], int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgeqrfBatched(hipblasHandle_t handle, const int m, const int n, hipComplex* const A[], const int lda, hipComplex* const ipiv[], int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgeqrfBatched(hipblasHandle_t handle, const int m, const int n, hipDoubleComplex* const A[], const int lda, hipDoubleComplex* const ipiv[], int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgeqrfStridedBatched(hipblasHandle_t handle, const int m, const int n, float* A, const int lda, const hipblasStride strideA, float* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgeqrfStridedBatched(hipblasHandle_t handle, const int m, const int n, double* A, const int lda, const hipblasStride strideA, double* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgeqrfStridedBatched(hipblasHandle_t handle, const int m, const int n, hipComplex* A, const int lda, const hipblasStride strideA, hipComplex* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgeqrfStridedBatched(hipblasHandle_t handle, const int m, const int n, hipDoubleComplex* A, const int lda, const hipblasStride strideA, hipDoubleComplex* ipiv, const hipblasStride strideP, int* info, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgels(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, float* A, const int lda, float* B, const int ldb, int* info, int* deviceInfo);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgels(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, double* A, const int lda, double* B, const int ldb, int* info, int* deviceInfo);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgels(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipComplex* A, const int lda, hipComplex* B, const int ldb, int* info, int* deviceInfo);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgels(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipDoubleComplex* A, const int lda, hipDoubleComplex* B, const int ldb, int* info, int* deviceInfo);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgelsBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, float* const A[], const int lda, float* const B[], const int ldb, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgelsBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, double* const A[], const int lda, double* const B[], const int ldb, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgelsBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipComplex* const A[], const int lda, hipComplex* const B[], const int ldb, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgelsBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipDoubleComplex* const A[], const int lda, hipDoubleComplex* const B[], const int ldb, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasSgelsStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, float* A, const int lda, const hipblasStride strideA, float* B, const int ldb, const hipblasStride strideB, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasDgelsStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, double* A, const int lda, const hipblasStride strideA, double* B, const int ldb, const hipblasStride strideB, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasCgelsStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipComplex* A, const int lda, const hipblasStride strideA, hipComplex* B, const int ldb, const hipblasStride strideB, int* info, int* deviceInfo, const int batchCount);
HIPBLAS_EXPORT hipblasStatus_t hipblasZgelsStridedBatched(hipblasHandle_t handle, hipblasOperation_t trans, const int m, const int n, const int nrhs, hipDoubleComplex* A, const int lda, const hipblasStride strideA, hipDoubleComplex* B, const int ldb, const hipblasStride strideB, int* info, int* deviceInfo, const int batchCount);

#ifdef __cplusplus
}
#endif
#endif
