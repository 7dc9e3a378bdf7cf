// hipSPARSE format conversions, counting and sorting.
#ifndef HIPSPARSE_INTERNAL_CONVERSION_H
#define HIPSPARSE_INTERNAL_CONVERSION_H

#ifdef __cplusplus
extern "C" {
#endif

// Non-zeros per row or column of a dense column-major matrix, and in total.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSnnz(hipsparseHandle_t handle,
    hipsparseDirection_t dirA, int m, int n, const hipsparseMatDescr_t descrA, const float* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnnz(hipsparseHandle_t handle,
    hipsparseDirection_t dirA, int m, int n, const hipsparseMatDescr_t descrA, const double* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCnnz(hipsparseHandle_t handle,
    hipsparseDirection_t dirA, int m, int n, const hipsparseMatDescr_t descrA, const hipComplex* A,
    int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZnnz(hipsparseHandle_t handle,
    hipsparseDirection_t dirA, int m, int n, const hipsparseMatDescr_t descrA,
    const hipDoubleComplex* A, int lda, int* nnzPerRowColumn, int* nnzTotalDevHostPtr);

// Dense (column-major) <-> CSR / CSC; dense2csr/dense2csc take the counts of nnz.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSdense2csr(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const float* A, int ld, const int* nnzPerRow, float* csrVal,
    int* csrRowPtr, int* csrColInd);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDdense2csr(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const double* A, int ld, const int* nnzPerRow, double* csrVal,
    int* csrRowPtr, int* csrColInd);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCdense2csr(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipComplex* A, int ld, const int* nnzPerRow,
    hipComplex* csrVal, int* csrRowPtr, int* csrColInd);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZdense2csr(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipDoubleComplex* A, int ld, const int* nnzPerRow,
    hipDoubleComplex* csrVal, int* csrRowPtr, int* csrColInd);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSdense2csc(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const float* A, int ld, const int* nnzPerColumn, float* cscVal,
    int* cscRowInd, int* cscColPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDdense2csc(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const double* A, int ld, const int* nnzPerColumn,
    double* cscVal, int* cscRowInd, int* cscColPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCdense2csc(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipComplex* A, int ld, const int* nnzPerColumn,
    hipComplex* cscVal, int* cscRowInd, int* cscColPtr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZdense2csc(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipDoubleComplex* A, int ld, const int* nnzPerColumn,
    hipDoubleComplex* cscVal, int* cscRowInd, int* cscColPtr);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsr2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const float* csrVal, const int* csrRowPtr,
    const int* csrColInd, float* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsr2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const double* csrVal, const int* csrRowPtr,
    const int* csrColInd, double* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsr2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipComplex* csrVal, const int* csrRowPtr,
    const int* csrColInd, hipComplex* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsr2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipDoubleComplex* csrVal, const int* csrRowPtr,
    const int* csrColInd, hipDoubleComplex* A, int ld);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsc2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const float* cscVal, const int* cscRowInd,
    const int* cscColPtr, float* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsc2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const double* cscVal, const int* cscRowInd,
    const int* cscColPtr, double* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsc2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipComplex* cscVal, const int* cscRowInd,
    const int* cscColPtr, hipComplex* A, int ld);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsc2dense(hipsparseHandle_t handle, int m, int n,
    const hipsparseMatDescr_t descr, const hipDoubleComplex* cscVal, const int* cscRowInd,
    const int* cscColPtr, hipDoubleComplex* A, int ld);

// CSR -> CSC (the transpose's CSR); rows of the result sorted.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScsr2csc(hipsparseHandle_t handle, int m, int n,
    int nnz, const float* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    float* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr, hipsparseAction_t copyValues,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDcsr2csc(hipsparseHandle_t handle, int m, int n,
    int nnz, const double* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    double* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr, hipsparseAction_t copyValues,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCcsr2csc(hipsparseHandle_t handle, int m, int n,
    int nnz, const hipComplex* csrSortedVal, const int* csrSortedRowPtr, const int* csrSortedColInd,
    hipComplex* cscSortedVal, int* cscSortedRowInd, int* cscSortedColPtr,
    hipsparseAction_t copyValues, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZcsr2csc(hipsparseHandle_t handle, int m, int n,
    int nnz, const hipDoubleComplex* csrSortedVal, const int* csrSortedRowPtr,
    const int* csrSortedColInd, hipDoubleComplex* cscSortedVal, int* cscSortedRowInd,
    int* cscSortedColPtr, hipsparseAction_t copyValues, hipsparseIndexBase_t idxBase);

HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsr2cscEx2_bufferSize(hipsparseHandle_t handle, int m,
    int n, int nnz, const void* csrVal, const int* csrRowPtr, const int* csrColInd, void* cscVal,
    int* cscColPtr, int* cscRowInd, hipDataType valType, hipsparseAction_t copyValues,
    hipsparseIndexBase_t idxBase, hipsparseCsr2CscAlg_t alg, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsr2cscEx2(hipsparseHandle_t handle, int m, int n,
    int nnz, const void* csrVal, const int* csrRowPtr, const int* csrColInd, void* cscVal,
    int* cscColPtr, int* cscRowInd, hipDataType valType, hipsparseAction_t copyValues,
    hipsparseIndexBase_t idxBase, hipsparseCsr2CscAlg_t alg, void* buffer);
// COO row indices <-> CSR row offsets (COO sorted by row).
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcoo2csr(hipsparseHandle_t handle, const int* cooRowInd,
    int nnz, int m, int* csrRowPtr, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsr2coo(hipsparseHandle_t handle, const int* csrRowPtr,
    int nnz, int m, int* cooRowInd, hipsparseIndexBase_t idxBase);
// p[i] = i
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateIdentityPermutation(hipsparseHandle_t handle,
    int n, int* p);
// Sorting of CSR columns per row, CSC rows per column, COO entries by row or
// column; P (may be null) is permuted alongside, for gathering the values.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsrsort_bufferSizeExt(hipsparseHandle_t handle, int m,
    int n, int nnz, const int* csrRowPtr, const int* csrColInd, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcsrsort(hipsparseHandle_t handle, int m, int n,
    int nnz, const hipsparseMatDescr_t descrA, const int* csrRowPtr, int* csrColInd, int* P,
    void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcscsort_bufferSizeExt(hipsparseHandle_t handle, int m,
    int n, int nnz, const int* cscColPtr, const int* cscRowInd, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcscsort(hipsparseHandle_t handle, int m, int n,
    int nnz, const hipsparseMatDescr_t descrA, const int* cscColPtr, int* cscRowInd, int* P,
    void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcoosort_bufferSizeExt(hipsparseHandle_t handle, int m,
    int n, int nnz, const int* cooRows, const int* cooCols, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcoosortByRow(hipsparseHandle_t handle, int m, int n,
    int nnz, int* cooRows, int* cooCols, int* P, void* pBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseXcoosortByColumn(hipsparseHandle_t handle, int m, int n,
    int nnz, int* cooRows, int* cooCols, int* P, void* pBuffer);

#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_CONVERSION_H
