// hipSPARSE generic API: creating and querying vector and matrix descriptors.
#ifndef HIPSPARSE_INTERNAL_GENERIC_DESCRIPTORS_H
#define HIPSPARSE_INTERNAL_GENERIC_DESCRIPTORS_H

#ifdef __cplusplus
extern "C" {
#endif

// Sparse vectors: nnz (indices, values) pairs of a vector of length size.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateSpVec(hipsparseSpVecDescr_t* spVecDescr,
    int64_t size, int64_t nnz, void* indices, void* values, hipsparseIndexType_t idxType,
    hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstSpVec(hipsparseConstSpVecDescr_t* spVecDescr,
    int64_t size, int64_t nnz, const void* indices, const void* values,
    hipsparseIndexType_t idxType, hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDestroySpVec(hipsparseConstSpVecDescr_t spVecDescr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVecGet(const hipsparseSpVecDescr_t spVecDescr,
    int64_t* size, int64_t* nnz, void** indices, void** values, hipsparseIndexType_t* idxType,
    hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstSpVecGet(hipsparseConstSpVecDescr_t spVecDescr,
    int64_t* size, int64_t* nnz, const void** indices, const void** values,
    hipsparseIndexType_t* idxType, hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVecGetIndexBase(
    const hipsparseConstSpVecDescr_t spVecDescr, hipsparseIndexBase_t* idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVecGetValues(const hipsparseSpVecDescr_t spVecDescr,
    void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstSpVecGetValues(
    hipsparseConstSpVecDescr_t spVecDescr, const void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVecSetValues(hipsparseSpVecDescr_t spVecDescr,
    void* values);
// Sparse matrices in COO (row, column, value triplets), COO AoS (interleaved
// row/column pairs), CSR, CSC and blocked ELL.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cooRowInd, void* cooColInd, void* cooValues,
    hipsparseIndexType_t cooIdxType, hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstCoo(hipsparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* cooRowInd, const void* cooColInd,
    const void* cooValues, hipsparseIndexType_t cooIdxType, hipsparseIndexBase_t idxBase,
    hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateCooAoS(hipsparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cooInd, void* cooValues,
    hipsparseIndexType_t cooIdxType, hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* csrRowOffsets, void* csrColInd, void* csrValues,
    hipsparseIndexType_t csrRowOffsetsType, hipsparseIndexType_t csrColIndType,
    hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstCsr(hipsparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* csrRowOffsets, const void* csrColInd,
    const void* csrValues, hipsparseIndexType_t csrRowOffsetsType,
    hipsparseIndexType_t csrColIndType, hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateCsc(hipsparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cscColOffsets, void* cscRowInd, void* cscValues,
    hipsparseIndexType_t cscColOffsetsType, hipsparseIndexType_t cscRowIndType,
    hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstCsc(hipsparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* cscColOffsets, const void* cscRowInd,
    const void* cscValues, hipsparseIndexType_t cscColOffsetsType,
    hipsparseIndexType_t cscRowIndType, hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateBlockedEll(hipsparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void* ellColInd,
    void* ellValue, hipsparseIndexType_t ellIdxType, hipsparseIndexBase_t idxBase,
    hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstBlockedEll(
    hipsparseConstSpMatDescr_t* spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize,
    int64_t ellCols, const void* ellColInd, const void* ellValue, hipsparseIndexType_t ellIdxType,
    hipsparseIndexBase_t idxBase, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t spMatDescr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCooGet(const hipsparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cooRowInd, void** cooColInd,
    void** cooValues, hipsparseIndexType_t* idxType, hipsparseIndexBase_t* idxBase,
    hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstCooGet(hipsparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** cooRowInd, const void** cooColInd,
    const void** cooValues, hipsparseIndexType_t* idxType, hipsparseIndexBase_t* idxBase,
    hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCooAoSGet(const hipsparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cooInd, void** cooValues,
    hipsparseIndexType_t* idxType, hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsrGet(const hipsparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** csrRowOffsets, void** csrColInd,
    void** csrValues, hipsparseIndexType_t* csrRowOffsetsType, hipsparseIndexType_t* csrColIndType,
    hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstCsrGet(hipsparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** csrRowOffsets, const void** csrColInd,
    const void** csrValues, hipsparseIndexType_t* csrRowOffsetsType,
    hipsparseIndexType_t* csrColIndType, hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCscGet(const hipsparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cscColOffsets, void** cscRowInd,
    void** cscValues, hipsparseIndexType_t* cscColOffsetsType, hipsparseIndexType_t* cscRowIndType,
    hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstCscGet(hipsparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** cscColOffsets, const void** cscRowInd,
    const void** cscValues, hipsparseIndexType_t* cscColOffsetsType,
    hipsparseIndexType_t* cscRowIndType, hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseBlockedEllGet(const hipsparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ellBlockSize, int64_t* ellCols, void** ellColInd,
    void** ellValue, hipsparseIndexType_t* ellIdxType, hipsparseIndexBase_t* idxBase,
    hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstBlockedEllGet(
    hipsparseConstSpMatDescr_t spMatDescr, int64_t* rows, int64_t* cols, int64_t* ellBlockSize,
    int64_t* ellCols, const void** ellColInd, const void** ellValue,
    hipsparseIndexType_t* ellIdxType, hipsparseIndexBase_t* idxBase, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsrSetPointers(hipsparseSpMatDescr_t spMatDescr,
    void* csrRowOffsets, void* csrColInd, void* csrValues);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCscSetPointers(hipsparseSpMatDescr_t spMatDescr,
    void* cscColOffsets, void* cscRowInd, void* cscValues);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCooSetPointers(hipsparseSpMatDescr_t spMatDescr,
    void* cooRowInd, void* cooColInd, void* cooValues);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetSize(hipsparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetFormat(hipsparseConstSpMatDescr_t spMatDescr,
    hipsparseFormat_t* format);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetIndexBase(hipsparseConstSpMatDescr_t spMatDescr,
    hipsparseIndexBase_t* idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetValues(hipsparseSpMatDescr_t spMatDescr,
    void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstSpMatGetValues(
    hipsparseConstSpMatDescr_t spMatDescr, const void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatSetValues(hipsparseSpMatDescr_t spMatDescr,
    void* values);
// Strided batches: batchCount matrices sharing sizes, arrays at fixed strides.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetStridedBatch(
    hipsparseConstSpMatDescr_t spMatDescr, int* batchCount);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
    int batchCount);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCooSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
    int batchCount, int64_t batchStride);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsrSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
    int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseConstSpMatDescr_t spMatDescr,
    hipsparseSpMatAttribute_t attribute, void* data, size_t dataSize);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMatSetAttribute(hipsparseSpMatDescr_t spMatDescr,
    hipsparseSpMatAttribute_t attribute, const void* data, size_t dataSize);
// Dense vectors.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t* dnVecDescr,
    int64_t size, void* values, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstDnVec(hipsparseConstDnVecDescr_t* dnVecDescr,
    int64_t size, const void* values, hipDataType valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t dnVecDescr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnVecGet(const hipsparseDnVecDescr_t dnVecDescr,
    int64_t* size, void** values, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstDnVecGet(hipsparseConstDnVecDescr_t dnVecDescr,
    int64_t* size, const void** values, hipDataType* valueType);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnVecGetValues(const hipsparseDnVecDescr_t dnVecDescr,
    void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstDnVecGetValues(
    hipsparseConstDnVecDescr_t dnVecDescr, const void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnVecSetValues(hipsparseDnVecDescr_t dnVecDescr,
    void* values);
// Dense matrices: rows x cols with leading dimension ld, row- or column-major.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t* dnMatDescr,
    int64_t rows, int64_t cols, int64_t ld, void* values, hipDataType valueType,
    hipsparseOrder_t order);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCreateConstDnMat(hipsparseConstDnMatDescr_t* dnMatDescr,
    int64_t rows, int64_t cols, int64_t ld, const void* values, hipDataType valueType,
    hipsparseOrder_t order);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t dnMatDescr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnMatGet(const hipsparseDnMatDescr_t dnMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ld, void** values, hipDataType* valueType,
    hipsparseOrder_t* order);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstDnMatGet(hipsparseConstDnMatDescr_t dnMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ld, const void** values, hipDataType* valueType,
    hipsparseOrder_t* order);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnMatGetValues(const hipsparseDnMatDescr_t dnMatDescr,
    void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseConstDnMatGetValues(
    hipsparseConstDnMatDescr_t dnMatDescr, const void** values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnMatSetValues(hipsparseDnMatDescr_t dnMatDescr,
    void* values);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnMatGetStridedBatch(
    hipsparseConstDnMatDescr_t dnMatDescr, int* batchCount, int64_t* batchStride);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDnMatSetStridedBatch(hipsparseDnMatDescr_t dnMatDescr,
    int batchCount, int64_t batchStride);

#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_GENERIC_DESCRIPTORS_H
