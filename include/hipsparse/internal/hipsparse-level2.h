// hipSPARSE level 2 (legacy CSR routines): matrix-vector product and triangular solve.
#ifndef HIPSPARSE_INTERNAL_LEVEL2_H
#define HIPSPARSE_INTERNAL_LEVEL2_H

#ifdef __cplusplus
extern "C" {
#endif

// y = alpha * op(A) * x + beta * y, A in CSR (general matrices)
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrmv(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int nnz, const float* alpha,
    const hipsparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const float* x, const float* beta, float* y);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrmv(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int nnz, const double* alpha,
    const hipsparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const double* x, const double* beta, double* y);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrmv(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int nnz, const hipComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const hipComplex* x, const hipComplex* beta, hipComplex* y);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrmv(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int n, int nnz, const hipDoubleComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const hipDoubleComplex* x,
    const hipDoubleComplex* beta, hipDoubleComplex* y);

// Triangular solve op(A) * x = alpha * f: buffer size, analysis, solve.
// A zero pivot found by analysis or solve is reported by Xcsrsv2_zeroPivot.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsrsv2_zeroPivot(hipsparseHandle_t handle,
    csrsv2Info_t info, int* position);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrsv2_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrsv2_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrsv2_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    hipComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrsv2_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    hipDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrsv2_bufferSizeExt(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrsv2_bufferSizeExt(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrsv2_bufferSizeExt(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    hipComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrsv2_bufferSizeExt(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    hipDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrsv2_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    const float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrsv2_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    const double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrsv2_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    const hipComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrsv2_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipsparseMatDescr_t descrA,
    const hipDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrsv2_solve(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const float* alpha,
    const hipsparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const float* f, float* x,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrsv2_solve(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const double* alpha,
    const hipsparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const double* f, double* x,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrsv2_solve(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const hipComplex* f, hipComplex* x,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrsv2_solve(hipsparseHandle_t handle,
    hipsparseOperation_t transA, int m, int nnz, const hipDoubleComplex* alpha,
    const hipsparseMatDescr_t descrA, const hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrsv2Info_t info,
    const hipDoubleComplex* f, hipDoubleComplex* x, hipsparseSolvePolicy_t policy, void* pBuffer);


#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_LEVEL2_H
