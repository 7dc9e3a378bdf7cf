// hipSPARSE preconditioners: incomplete LU and Cholesky factorizations of CSR matrices.
#ifndef HIPSPARSE_INTERNAL_PRECOND_H
#define HIPSPARSE_INTERNAL_PRECOND_H

#ifdef __cplusplus
extern "C" {
#endif

// Incomplete LU factorization with zero fill-in, in place: buffer size,
// analysis, factorization; Xcsrilu02_zeroPivot reports a zero pivot.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsrilu02_zeroPivot(hipsparseHandle_t handle,
    csrilu02Info_t info, int* position);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrilu02_numericBoost(hipsparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, float* boost_val);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrilu02_numericBoost(hipsparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, double* boost_val);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrilu02_numericBoost(hipsparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, hipComplex* boost_val);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrilu02_numericBoost(hipsparseHandle_t handle,
    csrilu02Info_t info, int enable_boost, double* tol, hipDoubleComplex* boost_val);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrilu02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrilu02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrilu02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrilu02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    int* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrilu02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrilu02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrilu02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrilu02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    size_t* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrilu02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrilu02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrilu02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrilu02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsrilu02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, float* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsrilu02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, double* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsrilu02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csrilu02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsrilu02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA_valM,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csrilu02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);

// Incomplete Cholesky factorization with zero fill-in (lower part), in place.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsric02_zeroPivot(hipsparseHandle_t handle,
    csric02Info_t info, int* position);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsric02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsric02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsric02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    int* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsric02_bufferSize(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    int* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsric02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, float* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsric02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, double* csrSortedValA, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsric02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsric02_bufferSizeExt(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    size_t* pBufferSizeInBytes);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsric02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const float* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsric02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const double* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsric02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const hipComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsric02_analysis(hipsparseHandle_t handle, int m,
    int nnz, const hipsparseMatDescr_t descrA, const hipDoubleComplex* csrSortedValA,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsric02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, float* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsric02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, double* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsric02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, hipComplex* csrSortedValA_valM, const int* csrSortedRowPtrA,
    const int* csrSortedColIndA, csric02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsric02(hipsparseHandle_t handle, int m, int nnz,
    const hipsparseMatDescr_t descrA, hipDoubleComplex* csrSortedValA_valM,
    const int* csrSortedRowPtrA, const int* csrSortedColIndA, csric02Info_t info,
    hipsparseSolvePolicy_t policy, void* pBuffer);


#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_PRECOND_H
