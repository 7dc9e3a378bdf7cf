// cuSPARSE's generic API: descriptors and operations (CUDA 12 signatures).
#ifndef OPENHIP_CUSPARSE_GENERIC_H
#define OPENHIP_CUSPARSE_GENERIC_H

#ifdef __cplusplus
extern "C" {
#endif

// Sparse vectors: nnz (indices, values) pairs of a vector of length size.
cusparseStatus_t CUSPARSEAPI cusparseCreateSpVec(cusparseSpVecDescr_t* spVecDescr,
    int64_t size, int64_t nnz, void* indices, void* values, cusparseIndexType_t idxType,
    cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstSpVec(cusparseConstSpVecDescr_t* spVecDescr,
    int64_t size, int64_t nnz, const void* indices, const void* values,
    cusparseIndexType_t idxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGet(const cusparseSpVecDescr_t spVecDescr,
    int64_t* size, int64_t* nnz, void** indices, void** values, cusparseIndexType_t* idxType,
    cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstSpVecGet(cusparseConstSpVecDescr_t spVecDescr,
    int64_t* size, int64_t* nnz, const void** indices, const void** values,
    cusparseIndexType_t* idxType, cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGetIndexBase(
    const cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t* idxBase);
cusparseStatus_t CUSPARSEAPI cusparseSpVecGetValues(const cusparseSpVecDescr_t spVecDescr,
    void** values);
cusparseStatus_t CUSPARSEAPI cusparseConstSpVecGetValues(
    cusparseConstSpVecDescr_t spVecDescr, const void** values);
cusparseStatus_t CUSPARSEAPI cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr,
    void* values);
// Sparse matrices in COO (row, column, value triplets), COO AoS (interleaved
// row/column pairs), CSR, CSC and blocked ELL.
cusparseStatus_t CUSPARSEAPI cusparseCreateCoo(cusparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cooRowInd, void* cooColInd, void* cooValues,
    cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstCoo(cusparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* cooRowInd, const void* cooColInd,
    const void* cooValues, cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase,
    cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateCooAoS(cusparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cooInd, void* cooValues,
    cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsr(cusparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* csrRowOffsets, void* csrColInd, void* csrValues,
    cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
    cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstCsr(cusparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* csrRowOffsets, const void* csrColInd,
    const void* csrValues, cusparseIndexType_t csrRowOffsetsType,
    cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsc(cusparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, void* cscColOffsets, void* cscRowInd, void* cscValues,
    cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType,
    cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstCsc(cusparseConstSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t nnz, const void* cscColOffsets, const void* cscRowInd,
    const void* cscValues, cusparseIndexType_t cscColOffsetsType,
    cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateBlockedEll(cusparseSpMatDescr_t* spMatDescr,
    int64_t rows, int64_t cols, int64_t ellBlockSize, int64_t ellCols, void* ellColInd,
    void* ellValue, cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase,
    cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstBlockedEll(
    cusparseConstSpMatDescr_t* spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize,
    int64_t ellCols, const void* ellColInd, const void* ellValue, cusparseIndexType_t ellIdxType,
    cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr);
cusparseStatus_t CUSPARSEAPI cusparseCooGet(const cusparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cooRowInd, void** cooColInd,
    void** cooValues, cusparseIndexType_t* idxType, cusparseIndexBase_t* idxBase,
    cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstCooGet(cusparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** cooRowInd, const void** cooColInd,
    const void** cooValues, cusparseIndexType_t* idxType, cusparseIndexBase_t* idxBase,
    cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseCooAoSGet(const cusparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cooInd, void** cooValues,
    cusparseIndexType_t* idxType, cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseCsrGet(const cusparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** csrRowOffsets, void** csrColInd,
    void** csrValues, cusparseIndexType_t* csrRowOffsetsType, cusparseIndexType_t* csrColIndType,
    cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstCsrGet(cusparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** csrRowOffsets, const void** csrColInd,
    const void** csrValues, cusparseIndexType_t* csrRowOffsetsType,
    cusparseIndexType_t* csrColIndType, cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseCscGet(const cusparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, void** cscColOffsets, void** cscRowInd,
    void** cscValues, cusparseIndexType_t* cscColOffsetsType, cusparseIndexType_t* cscRowIndType,
    cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstCscGet(cusparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz, const void** cscColOffsets, const void** cscRowInd,
    const void** cscValues, cusparseIndexType_t* cscColOffsetsType,
    cusparseIndexType_t* cscRowIndType, cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseBlockedEllGet(const cusparseSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ellBlockSize, int64_t* ellCols, void** ellColInd,
    void** ellValue, cusparseIndexType_t* ellIdxType, cusparseIndexBase_t* idxBase,
    cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstBlockedEllGet(
    cusparseConstSpMatDescr_t spMatDescr, int64_t* rows, int64_t* cols, int64_t* ellBlockSize,
    int64_t* ellCols, const void** ellColInd, const void** ellValue,
    cusparseIndexType_t* ellIdxType, cusparseIndexBase_t* idxBase, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr,
    void* csrRowOffsets, void* csrColInd, void* csrValues);
cusparseStatus_t CUSPARSEAPI cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr,
    void* cscColOffsets, void* cscRowInd, void* cscValues);
cusparseStatus_t CUSPARSEAPI cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr,
    void* cooRowInd, void* cooColInd, void* cooValues);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr,
    int64_t* rows, int64_t* cols, int64_t* nnz);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr,
    cusparseFormat_t* format);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr,
    cusparseIndexBase_t* idxBase);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr,
    void** values);
cusparseStatus_t CUSPARSEAPI cusparseConstSpMatGetValues(
    cusparseConstSpMatDescr_t spMatDescr, const void** values);
cusparseStatus_t CUSPARSEAPI cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr,
    void* values);
// Strided batches: batchCount matrices sharing sizes, arrays at fixed strides.
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetStridedBatch(
    cusparseConstSpMatDescr_t spMatDescr, int* batchCount);
cusparseStatus_t CUSPARSEAPI cusparseSpMatSetStridedBatch(cusparseSpMatDescr_t spMatDescr,
    int batchCount);
cusparseStatus_t CUSPARSEAPI cusparseCooSetStridedBatch(cusparseSpMatDescr_t spMatDescr,
    int batchCount, int64_t batchStride);
cusparseStatus_t CUSPARSEAPI cusparseCsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr,
    int batchCount, int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
cusparseStatus_t CUSPARSEAPI cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr,
    cusparseSpMatAttribute_t attribute, void* data, size_t dataSize);
cusparseStatus_t CUSPARSEAPI cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr,
    cusparseSpMatAttribute_t attribute, void* data, size_t dataSize);
// Dense vectors.
cusparseStatus_t CUSPARSEAPI cusparseCreateDnVec(cusparseDnVecDescr_t* dnVecDescr,
    int64_t size, void* values, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstDnVec(cusparseConstDnVecDescr_t* dnVecDescr,
    int64_t size, const void* values, cudaDataType valueType);
cusparseStatus_t CUSPARSEAPI cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr);
cusparseStatus_t CUSPARSEAPI cusparseDnVecGet(const cusparseDnVecDescr_t dnVecDescr,
    int64_t* size, void** values, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseConstDnVecGet(cusparseConstDnVecDescr_t dnVecDescr,
    int64_t* size, const void** values, cudaDataType* valueType);
cusparseStatus_t CUSPARSEAPI cusparseDnVecGetValues(const cusparseDnVecDescr_t dnVecDescr,
    void** values);
cusparseStatus_t CUSPARSEAPI cusparseConstDnVecGetValues(
    cusparseConstDnVecDescr_t dnVecDescr, const void** values);
cusparseStatus_t CUSPARSEAPI cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr,
    void* values);
// Dense matrices: rows x cols with leading dimension ld, row- or column-major.
cusparseStatus_t CUSPARSEAPI cusparseCreateDnMat(cusparseDnMatDescr_t* dnMatDescr,
    int64_t rows, int64_t cols, int64_t ld, void* values, cudaDataType valueType,
    cusparseOrder_t order);
cusparseStatus_t CUSPARSEAPI cusparseCreateConstDnMat(cusparseConstDnMatDescr_t* dnMatDescr,
    int64_t rows, int64_t cols, int64_t ld, const void* values, cudaDataType valueType,
    cusparseOrder_t order);
cusparseStatus_t CUSPARSEAPI cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr);
cusparseStatus_t CUSPARSEAPI cusparseDnMatGet(const cusparseDnMatDescr_t dnMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ld, void** values, cudaDataType* valueType,
    cusparseOrder_t* order);
cusparseStatus_t CUSPARSEAPI cusparseConstDnMatGet(cusparseConstDnMatDescr_t dnMatDescr,
    int64_t* rows, int64_t* cols, int64_t* ld, const void** values, cudaDataType* valueType,
    cusparseOrder_t* order);
cusparseStatus_t CUSPARSEAPI cusparseDnMatGetValues(const cusparseDnMatDescr_t dnMatDescr,
    void** values);
cusparseStatus_t CUSPARSEAPI cusparseConstDnMatGetValues(
    cusparseConstDnMatDescr_t dnMatDescr, const void** values);
cusparseStatus_t CUSPARSEAPI cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr,
    void* values);
cusparseStatus_t CUSPARSEAPI cusparseDnMatGetStridedBatch(
    cusparseConstDnMatDescr_t dnMatDescr, int* batchCount, int64_t* batchStride);
cusparseStatus_t CUSPARSEAPI cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr,
    int batchCount, int64_t batchStride);

// Sparse vector with dense vector: y = alpha * x + beta * y; x = y(ind);
// y(ind) = x; Givens rotation; dot product.
cusparseStatus_t CUSPARSEAPI cusparseAxpby(cusparseHandle_t handle, const void* alpha,
    cusparseConstSpVecDescr_t vecX, const void* beta, cusparseDnVecDescr_t vecY);
cusparseStatus_t CUSPARSEAPI cusparseGather(cusparseHandle_t handle,
    cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);
cusparseStatus_t CUSPARSEAPI cusparseScatter(cusparseHandle_t handle,
    cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
cusparseStatus_t CUSPARSEAPI cusparseRot(cusparseHandle_t handle, const void* c_coeff,
    const void* s_coeff, cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
cusparseStatus_t CUSPARSEAPI cusparseSpVV_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opX, cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY,
    const void* result, cudaDataType computeType, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSpVV(cusparseHandle_t handle, cusparseOperation_t opX,
    cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void* result,
    cudaDataType computeType, void* externalBuffer);
// Sparse <-> dense matrix conversion. DenseToSparse: analysis counts the
// non-zeros (then read them with cusparseSpMatGetSize and set the arrays),
// convert fills the sparse matrix.
cusparseStatus_t CUSPARSEAPI cusparseSparseToDense_bufferSize(cusparseHandle_t handle,
    cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSparseToDense(cusparseHandle_t handle,
    cusparseConstSpMatDescr_t matA, cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
    void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_bufferSize(cusparseHandle_t handle,
    cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_analysis(cusparseHandle_t handle,
    cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
    void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseDenseToSparse_convert(cusparseHandle_t handle,
    cusparseConstDnMatDescr_t matA, cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
    void* externalBuffer);
// y = alpha * op(A) * x + beta * y
cusparseStatus_t CUSPARSEAPI cusparseSpMV_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opA, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnVecDescr_t vecX, const void* beta, const cusparseDnVecDescr_t vecY,
    cudaDataType computeType, cusparseSpMVAlg_t alg, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSpMV_preprocess(cusparseHandle_t handle,
    cusparseOperation_t opA, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnVecDescr_t vecX, const void* beta, const cusparseDnVecDescr_t vecY,
    cudaDataType computeType, cusparseSpMVAlg_t alg, void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA,
    const void* alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
    const void* beta, const cusparseDnVecDescr_t vecY, cudaDataType computeType,
    cusparseSpMVAlg_t alg, void* externalBuffer);
// C = alpha * op(A) * op(B) + beta * C, B and C dense
cusparseStatus_t CUSPARSEAPI cusparseSpMM_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void* beta,
    const cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSpMM_preprocess(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB, const void* beta,
    const cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpMMAlg_t alg,
    void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA,
    cusparseOperation_t opB, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnMatDescr_t matB, const void* beta, const cusparseDnMatDescr_t matC,
    cudaDataType computeType, cusparseSpMMAlg_t alg, void* externalBuffer);
// C = alpha * op(A) * op(B) + beta * C, all CSR: work estimation, compute
// (C's size is known afterwards), copy into C's arrays.
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t* descr);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_workEstimation(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void* beta,
    cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg,
    cusparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize1, void* externalBuffer1);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_compute(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void* beta,
    cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg,
    cusparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize2, void* externalBuffer2);
cusparseStatus_t CUSPARSEAPI cusparseSpGEMM_copy(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB, const void* beta,
    cusparseSpMatDescr_t matC, cudaDataType computeType, cusparseSpGEMMAlg_t alg,
    cusparseSpGEMMDescr_t spgemmDescr);
// C = alpha * (op(A) * op(B)) .* spy(C) + beta * C: dense product sampled at
// C's sparsity pattern.
cusparseStatus_t CUSPARSEAPI cusparseSDDMM_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstDnMatDescr_t A, cusparseConstDnMatDescr_t B, const void* beta,
    cusparseSpMatDescr_t C, cudaDataType computeType, cusparseSDDMMAlg_t alg,
    size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSDDMM_preprocess(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstDnMatDescr_t A, cusparseConstDnMatDescr_t B, const void* beta,
    cusparseSpMatDescr_t C, cudaDataType computeType, cusparseSDDMMAlg_t alg, void* tempBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSDDMM(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstDnMatDescr_t A, cusparseConstDnMatDescr_t B, const void* beta,
    cusparseSpMatDescr_t C, cudaDataType computeType, cusparseSDDMMAlg_t alg, void* tempBuffer);
// Triangular solve op(A) * y = alpha * x (fill mode and diagonal type are
// attributes of A).
cusparseStatus_t CUSPARSEAPI cusparseSpSV_createDescr(cusparseSpSVDescr_t* descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opA, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnVecDescr_t x, const cusparseDnVecDescr_t y, cudaDataType computeType,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_analysis(cusparseHandle_t handle,
    cusparseOperation_t opA, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnVecDescr_t x, const cusparseDnVecDescr_t y, cudaDataType computeType,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr, void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSpSV_solve(cusparseHandle_t handle,
    cusparseOperation_t opA, const void* alpha, cusparseConstSpMatDescr_t matA,
    cusparseConstDnVecDescr_t x, const cusparseDnVecDescr_t y, cudaDataType computeType,
    cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr);
// Triangular solve with several right-hand sides op(A) * C = alpha * op(B)
// (CUDA 12: the solve takes no buffer).
cusparseStatus_t CUSPARSEAPI cusparseSpSM_createDescr(cusparseSpSMDescr_t* descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr);
cusparseStatus_t CUSPARSEAPI cusparseSpSM_bufferSize(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
    const cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg,
    cusparseSpSMDescr_t spsmDescr, size_t* pBufferSizeInBytes);
cusparseStatus_t CUSPARSEAPI cusparseSpSM_analysis(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
    const cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg,
    cusparseSpSMDescr_t spsmDescr, void* externalBuffer);
cusparseStatus_t CUSPARSEAPI cusparseSpSM_solve(cusparseHandle_t handle,
    cusparseOperation_t opA, cusparseOperation_t opB, const void* alpha,
    cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
    const cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg,
    cusparseSpSMDescr_t spsmDescr);

#ifdef __cplusplus
}
#endif

#endif // OPENHIP_CUSPARSE_GENERIC_H
