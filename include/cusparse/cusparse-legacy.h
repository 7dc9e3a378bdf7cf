// cuSPARSE's legacy routines (level 1-3, preconditioners, conversions). Some
// were removed from later CUDA releases (csrmv/csrmm in 11, the level-1
// routines, dense2csr and csrsv2 in 12); they are declared for the programs
// written against the releases that had them.
#ifndef OPENHIP_CUSPARSE_LEGACY_H
#define OPENHIP_CUSPARSE_LEGACY_H

#ifdef __cplusplus
extern "C" {
#endif

// y[xInd[i]] += alpha * xVal[i]
cusparseStatus_t CUSPARSEAPI cusparseSaxpyi(cusparseHandle_t handle, int nnz,
    const float* alpha, const float* xVal, const int* xInd, float* y, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDaxpyi(cusparseHandle_t handle, int nnz,
    const double* alpha, const double* xVal, const int* xInd, double* y,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCaxpyi(cusparseHandle_t handle, int nnz,
    const cuComplex* alpha, const cuComplex* xVal, const int* xInd, cuComplex* y,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZaxpyi(cusparseHandle_t handle, int nnz,
    const cuDoubleComplex* alpha, const cuDoubleComplex* xVal, const int* xInd,
    cuDoubleComplex* y, cusparseIndexBase_t idxBase);

// result = sum xVal[i] * y[xInd[i]]
cusparseStatus_t CUSPARSEAPI cusparseSdoti(cusparseHandle_t handle, int nnz,
    const float* xVal, const int* xInd, const float* y, float* result,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDdoti(cusparseHandle_t handle, int nnz,
    const double* xVal, const int* xInd, const double* y, double* result,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCdoti(cusparseHandle_t handle, int nnz,
    const cuComplex* xVal, const int* xInd, const cuComplex* y, cuComplex* result,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZdoti(cusparseHandle_t handle, int nnz,
    const cuDoubleComplex* xVal, const int* xInd, const cuDoubleComplex* y,
    cuDoubleComplex* result, cusparseIndexBase_t idxBase);

// result = sum conj(xVal[i]) * y[xInd[i]]
cusparseStatus_t CUSPARSEAPI cusparseCdotci(cusparseHandle_t handle, int nnz,
    const cuComplex* xVal, const int* xInd, const cuComplex* y, cuComplex* result,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZdotci(cusparseHandle_t handle, int nnz,
    const cuDoubleComplex* xVal, const int* xInd, const cuDoubleComplex* y,
    cuDoubleComplex* result, cusparseIndexBase_t idxBase);

// xVal[i] = y[xInd[i]]
cusparseStatus_t CUSPARSEAPI cusparseSgthr(cusparseHandle_t handle, int nnz, const float* y,
    float* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDgthr(cusparseHandle_t handle, int nnz,
    const double* y, double* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCgthr(cusparseHandle_t handle, int nnz,
    const cuComplex* y, cuComplex* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZgthr(cusparseHandle_t handle, int nnz,
    const cuDoubleComplex* y, cuDoubleComplex* xVal, const int* xInd,
    cusparseIndexBase_t idxBase);

// xVal[i] = y[xInd[i]], then y[xInd[i]] = 0
cusparseStatus_t CUSPARSEAPI cusparseSgthrz(cusparseHandle_t handle, int nnz, float* y,
    float* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDgthrz(cusparseHandle_t handle, int nnz, double* y,
    double* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCgthrz(cusparseHandle_t handle, int nnz, cuComplex* y,
    cuComplex* xVal, const int* xInd, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZgthrz(cusparseHandle_t handle, int nnz,
    cuDoubleComplex* y, cuDoubleComplex* xVal, const int* xInd, cusparseIndexBase_t idxBase);

// Givens rotation of the sparse xVal and the gathered y
cusparseStatus_t CUSPARSEAPI cusparseSroti(cusparseHandle_t handle, int nnz, float* xVal,
    const int* xInd, float* y, const float* c, const float* s, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDroti(cusparseHandle_t handle, int nnz, double* xVal,
    const int* xInd, double* y, const double* c, const double* s, cusparseIndexBase_t idxBase);

// y[xInd[i]] = xVal[i]
cusparseStatus_t CUSPARSEAPI cusparseSsctr(cusparseHandle_t handle, int nnz,
    const float* xVal, const int* xInd, float* y, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDsctr(cusparseHandle_t handle, int nnz,
    const double* xVal, const int* xInd, double* y, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCsctr(cusparseHandle_t handle, int nnz,
    const cuComplex* xVal, const int* xInd, cuComplex* y, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZsctr(cusparseHandle_t handle, int nnz,
    const cuDoubleComplex* xVal, const int* xInd, cuDoubleComplex* y,
    cusparseIndexBase_t idxBase);

// y = alpha * op(A) * x + beta * y, A in CSR (general matrices)
cusparseStatus_t CUSPARSEAPI cusparseScsrmv(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int nnz, const float* alpha,
    const cusparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const float* x, const float* beta, float* y);
cusparseStatus_t CUSPARSEAPI cusparseDcsrmv(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int nnz, const double* alpha,
    const cusparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const double* x, const double* beta, double* y);
cusparseStatus_t CUSPARSEAPI cusparseCcsrmv(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int nnz, const cuComplex* alpha,
    const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const cuComplex* x, const cuComplex* beta, cuComplex* y);
cusparseStatus_t CUSPARSEAPI cusparseZcsrmv(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int nnz, const cuDoubleComplex* alpha,
    const cusparseMatDescr_t descrA, const cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const cuDoubleComplex* x,
    const cuDoubleComplex* beta, cuDoubleComplex* y);

// Triangular solve op(A) * x = alpha * f: buffer size, analysis, solve.
// A zero pivot found by analysis or solve is reported by Xcsrsv2_zeroPivot.
cusparseStatus_t CUSPARSEAPI cusparseXcsrsv2_zeroPivot(cusparseHandle_t handle,
    csrsv2Info_t info, int* position);
cusparseStatus_t CUSPARSEAPI cusparseScsrsv2_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsrsv2_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsrsv2_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    cuComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsrsv2_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    cuDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, int* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsrsv2_bufferSizeExt(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsrsv2_bufferSizeExt(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsrsv2_bufferSizeExt(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    cuComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsrsv2_bufferSizeExt(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    cuDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, size_t* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsrsv2_analysis(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    const float* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrsv2_analysis(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    const double* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrsv2_analysis(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    const cuComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrsv2_analysis(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cusparseMatDescr_t descrA,
    const cuDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    csrsv2Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);

cusparseStatus_t CUSPARSEAPI cusparseScsrsv2_solve(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const float* alpha,
    const cusparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const float* f, float* x,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrsv2_solve(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const double* alpha,
    const cusparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const double* f, double* x,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrsv2_solve(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cuComplex* alpha,
    const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrsv2Info_t info, const cuComplex* f, cuComplex* x,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrsv2_solve(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int nnz, const cuDoubleComplex* alpha,
    const cusparseMatDescr_t descrA, const cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrsv2Info_t info,
    const cuDoubleComplex* f, cuDoubleComplex* x, cusparseSolvePolicy_t policy, void* pBuffer);

// C = alpha * op(A) * B + beta * C, A in CSR (m x k), B and C dense column-major
cusparseStatus_t CUSPARSEAPI cusparseScsrmm(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int k, int nnz, const float* alpha,
    const cusparseMatDescr_t descrA, const float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const float* B, int ldb, const float* beta, float* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseDcsrmm(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int k, int nnz, const double* alpha,
    const cusparseMatDescr_t descrA, const double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const double* B, int ldb, const double* beta, double* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseCcsrmm(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int k, int nnz, const cuComplex* alpha,
    const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, const cuComplex* B, int ldb, const cuComplex* beta,
    cuComplex* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseZcsrmm(cusparseHandle_t handle,
    cusparseOperation_t transA, int m, int n, int k, int nnz, const cuDoubleComplex* alpha,
    const cusparseMatDescr_t descrA, const cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const cuDoubleComplex* B, int ldb,
    const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);

// C = alpha * op(A) * op(B) + beta * C
cusparseStatus_t CUSPARSEAPI cusparseScsrmm2(cusparseHandle_t handle,
    cusparseOperation_t transA, cusparseOperation_t transB, int m, int n, int k, int nnz,
    const float* alpha, const cusparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const float* B, int ldb,
    const float* beta, float* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseDcsrmm2(cusparseHandle_t handle,
    cusparseOperation_t transA, cusparseOperation_t transB, int m, int n, int k, int nnz,
    const double* alpha, const cusparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const double* B, int ldb,
    const double* beta, double* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseCcsrmm2(cusparseHandle_t handle,
    cusparseOperation_t transA, cusparseOperation_t transB, int m, int n, int k, int nnz,
    const cuComplex* alpha, const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, const cuComplex* B, int ldb,
    const cuComplex* beta, cuComplex* C, int ldc);
cusparseStatus_t CUSPARSEAPI cusparseZcsrmm2(cusparseHandle_t handle,
    cusparseOperation_t transA, cusparseOperation_t transB, int m, int n, int k, int nnz,
    const cuDoubleComplex* alpha, const cusparseMatDescr_t descrA,
    const cuDoubleComplex* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,
    const cuDoubleComplex* B, int ldb, const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);

// Incomplete LU factorization with zero fill-in, in place: buffer size,
// analysis, factorization; Xcsrilu02_zeroPivot reports a zero pivot.
cusparseStatus_t CUSPARSEAPI cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle,
    csrilu02Info_t info, int* position);
cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_numericBoost(cusparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, float* boost_val);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_numericBoost(cusparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, double* boost_val);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_numericBoost(cusparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, cuComplex* boost_val);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_numericBoost(cusparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, cuDoubleComplex* boost_val);

cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    int* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    size_t* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsrilu02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);

cusparseStatus_t CUSPARSEAPI cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, float* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, double* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsrilu02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, cuComplex* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsrilu02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA_valM,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);

// Incomplete Cholesky factorization with zero fill-in (lower part), in place.
cusparseStatus_t CUSPARSEAPI cusparseXcsric02_zeroPivot(cusparseHandle_t handle,
    csric02Info_t info, int* position);
cusparseStatus_t CUSPARSEAPI cusparseScsric02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsric02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsric02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    int* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsric02_bufferSize(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    int* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsric02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDcsric02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCcsric02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseZcsric02_bufferSizeExt(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    size_t* pBufferSizeInBytes);

cusparseStatus_t CUSPARSEAPI cusparseScsric02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsric02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsric02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const cuComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsric02_analysis(cusparseHandle_t handle, int m,
    int nnz, const cusparseMatDescr_t descrA, const cuDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);

cusparseStatus_t CUSPARSEAPI cusparseScsric02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, float* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDcsric02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, double* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseCcsric02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, cuComplex* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, cusparseSolvePolicy_t policy, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseZcsric02(cusparseHandle_t handle, int m, int nnz,
    const cusparseMatDescr_t descrA, cuDoubleComplex* csrSortedValA_valM,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    cusparseSolvePolicy_t policy, void* pBuffer);

// Non-zeros per row or column of a dense column-major matrix, and in total.
cusparseStatus_t CUSPARSEAPI cusparseSnnz(cusparseHandle_t handle,
    cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const float* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
cusparseStatus_t CUSPARSEAPI cusparseDnnz(cusparseHandle_t handle,
    cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const double* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
cusparseStatus_t CUSPARSEAPI cusparseCnnz(cusparseHandle_t handle,
    cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA, const cuComplex* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
cusparseStatus_t CUSPARSEAPI cusparseZnnz(cusparseHandle_t handle,
    cusparseDirection_t dirA, int m, int n, const cusparseMatDescr_t descrA,
    const cuDoubleComplex* A, int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);

// Dense (column-major) <-> CSR / CSC; dense2csr/dense2csc take the counts of nnz.
cusparseStatus_t CUSPARSEAPI cusparseSdense2csr(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const float* A, int ld, const int* nnzPerRow, float* csrVal,
    int* csrRowPtr, int* csrColInd);
cusparseStatus_t CUSPARSEAPI cusparseDdense2csr(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const double* A, int ld, const int* nnzPerRow, double* csrVal,
    int* csrRowPtr, int* csrColInd);
cusparseStatus_t CUSPARSEAPI cusparseCdense2csr(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuComplex* A, int ld, const int* nnzPerRow,
    cuComplex* csrVal, int* csrRowPtr, int* csrColInd);
cusparseStatus_t CUSPARSEAPI cusparseZdense2csr(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuDoubleComplex* A, int ld, const int* nnzPerRow,
    cuDoubleComplex* csrVal, int* csrRowPtr, int* csrColInd);

cusparseStatus_t CUSPARSEAPI cusparseSdense2csc(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const float* A, int ld, const int* nnzPerColumn, float* cscVal,
    int* cscRowInd, int* cscColPtr);
cusparseStatus_t CUSPARSEAPI cusparseDdense2csc(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const double* A, int ld, const int* nnzPerColumn,
    double* cscVal, int* cscRowInd, int* cscColPtr);
cusparseStatus_t CUSPARSEAPI cusparseCdense2csc(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuComplex* A, int ld, const int* nnzPerColumn,
    cuComplex* cscVal, int* cscRowInd, int* cscColPtr);
cusparseStatus_t CUSPARSEAPI cusparseZdense2csc(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuDoubleComplex* A, int ld, const int* nnzPerColumn,
    cuDoubleComplex* cscVal, int* cscRowInd, int* cscColPtr);

cusparseStatus_t CUSPARSEAPI cusparseScsr2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const float* csrVal, const int* csrRowPtr,
    const int* csrColInd, float* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseDcsr2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const double* csrVal, const int* csrRowPtr,
    const int* csrColInd, double* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseCcsr2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuComplex* csrVal, const int* csrRowPtr,
    const int* csrColInd, cuComplex* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseZcsr2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuDoubleComplex* csrVal, const int* csrRowPtr,
    const int* csrColInd, cuDoubleComplex* A, int ld);

cusparseStatus_t CUSPARSEAPI cusparseScsc2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const float* cscVal, const int* cscRowInd,
    const int* cscColPtr, float* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseDcsc2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const double* cscVal, const int* cscRowInd,
    const int* cscColPtr, double* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseCcsc2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuComplex* cscVal, const int* cscRowInd,
    const int* cscColPtr, cuComplex* A, int ld);
cusparseStatus_t CUSPARSEAPI cusparseZcsc2dense(cusparseHandle_t handle, int m, int n,
    const cusparseMatDescr_t descr, const cuDoubleComplex* cscVal, const int* cscRowInd,
    const int* cscColPtr, cuDoubleComplex* A, int ld);

// CSR -> CSC (the transpose's CSR); rows of the result sorted.
cusparseStatus_t CUSPARSEAPI cusparseScsr2csc(cusparseHandle_t handle, int m, int n,
    int nnz, const float* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    float* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr, cusparseAction_t copyValues,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseDcsr2csc(cusparseHandle_t handle, int m, int n,
    int nnz, const double* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    double* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr, cusparseAction_t copyValues,
    cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseCcsr2csc(cusparseHandle_t handle, int m, int n,
    int nnz, const cuComplex* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    cuComplex* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr,
    cusparseAction_t copyValues, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseZcsr2csc(cusparseHandle_t handle, int m, int n,
    int nnz, const cuDoubleComplex* csrSortedVal, const int* csrSortedRowPtr,
    const int* csrSortedColInd, cuDoubleComplex* cscSortedVal, int* cscSortedRowInd,
    int* cscSortedColPtr, cusparseAction_t copyValues, cusparseIndexBase_t idxBase);

cusparseStatus_t CUSPARSEAPI cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m,
    int n, int nnz, const void* csrVal, const int* csrRowPtr, const int* csrColInd, void* cscVal,
    int* cscColPtr, int* cscRowInd, cudaDataType valType, cusparseAction_t copyValues,
    cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n,
    int nnz, const void* csrVal, const int* csrRowPtr, const int* csrColInd, void* cscVal,
    int* cscColPtr, int* cscRowInd, cudaDataType valType, cusparseAction_t copyValues,
    cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void* buffer);
// COO row indices <-> CSR row offsets (COO sorted by row).
cusparseStatus_t CUSPARSEAPI cusparseXcoo2csr(cusparseHandle_t handle, const int* cooRowInd,
    int nnz, int m, int* csrRowPtr, cusparseIndexBase_t idxBase);
cusparseStatus_t CUSPARSEAPI cusparseXcsr2coo(cusparseHandle_t handle, const int* csrRowPtr,
    int nnz, int m, int* cooRowInd, cusparseIndexBase_t idxBase);
// p[i] = i
cusparseStatus_t CUSPARSEAPI cusparseCreateIdentityPermutation(cusparseHandle_t handle,
    int n, int* p);
// Sorting of CSR columns per row, CSC rows per column, COO entries by row or
// column; P (may be null) is permuted alongside, for gathering the values.
cusparseStatus_t CUSPARSEAPI cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m,
    int n, int nnz, const int* csrRowPtr, const int* csrColInd, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseXcsrsort(cusparseHandle_t handle, int m, int n,
    int nnz, const cusparseMatDescr_t descrA, const int* csrRowPtr, int* csrColInd, int* P,
    void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseXcscsort_bufferSizeExt(cusparseHandle_t handle, int m,
    int n, int nnz, const int* cscColPtr, const int* cscRowInd, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseXcscsort(cusparseHandle_t handle, int m, int n,
    int nnz, const cusparseMatDescr_t descrA, const int* cscColPtr, int* cscRowInd, int* P,
    void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int m,
    int n, int nnz, const int* cooRows, const int* cooCols, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n,
    int nnz, int* cooRows, int* cooCols, int* P, void* pBuffer);
cusparseStatus_t CUSPARSEAPI cusparseXcoosortByColumn(cusparseHandle_t handle, int m, int n,
    int nnz, int* cooRows, int* cooCols, int* P, void* pBuffer);

#ifdef __cplusplus
}
#endif

#endif // OPENHIP_CUSPARSE_LEGACY_H
