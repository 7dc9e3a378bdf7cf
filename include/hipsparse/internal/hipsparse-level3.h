// hipSPARSE level 3 (legacy CSR routines): sparse times dense matrix.
#ifndef HIPSPARSE_INTERNAL_LEVEL3_H
#define HIPSPARSE_INTERNAL_LEVEL3_H

#ifdef __cplusplus
extern "C" {
#endif

// C = alpha * op(A) * B + beta * C, A in CSR (m x k), B and C dense column-major
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrmm(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int k, int nnz, const float* alpha,
    const hipsparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const float* B, int ldb, const float* beta, float* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrmm(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int k, int nnz, const double* alpha,
    const hipsparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const double* B, int ldb, const double* beta, double* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrmm(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int k, int nnz, const hipComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const hipComplex* B, int ldb, const hipComplex* beta,
    hipComplex* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrmm(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int k, int nnz, const hipDoubleComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const hipDoubleComplex* B, int ldb,
    const hipDoubleComplex* beta, hipDoubleComplex* C, int ldc);

// C = alpha * op(A) * op(B) + beta * C
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrmm2(hipsparseHandle_t handle,
    hipsparseOperation_t transA, hipsparseOperation_t transB, int m, int n, int k, int nnz,
    const float* alpha, const hipsparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const float* B, int ldb,
    const float* beta, float* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrmm2(hipsparseHandle_t handle,
    hipsparseOperation_t transA, hipsparseOperation_t transB, int m, int n, int k, int nnz,
    const double* alpha, const hipsparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const double* B, int ldb,
    const double* beta, double* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrmm2(hipsparseHandle_t handle,
    hipsparseOperation_t transA, hipsparseOperation_t transB, int m, int n, int k, int nnz,
    const hipComplex* alpha, const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const hipComplex* B, int ldb,
    const hipComplex* beta, hipComplex* C, int ldc);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrmm2(hipsparseHandle_t handle,
    hipsparseOperation_t transA, hipsparseOperation_t transB, int m, int n, int k, int nnz,
    const hipDoubleComplex* alpha, const hipsparseMatDescr_t descrA,
    const hipDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    const hipDoubleComplex* B, int ldb, const hipDoubleComplex* beta, hipDoubleComplex* C, int ldc);


#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_LEVEL3_H
