// hipSPARSE generic API: operations on the descriptors, with their buffer-size, analysis/preprocess and compute phases.
#ifndef HIPSPARSE_INTERNAL_GENERIC_H
#define HIPSPARSE_INTERNAL_GENERIC_H

#ifdef __cplusplus
extern "C" {
#endif

// Sparse vector with dense vector: y = alpha * x + beta * y; x = y(ind);
// y(ind) = x; Givens rotation; dot product.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseAxpby(hipsparseHandle_t handle, const void* alpha,
    hipsparseConstSpVecDescr_t vecX, const void* beta, hipsparseDnVecDescr_t vecY);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseGather(hipsparseHandle_t handle,
    hipsparseConstDnVecDescr_t vecY, hipsparseSpVecDescr_t vecX);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseScatter(hipsparseHandle_t handle,
    hipsparseConstSpVecDescr_t vecX, hipsparseDnVecDescr_t vecY);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseRot(hipsparseHandle_t handle, const void* c_coeff,
    const void* s_coeff, hipsparseSpVecDescr_t vecX, hipsparseDnVecDescr_t vecY);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVV_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opX, hipsparseConstSpVecDescr_t vecX, hipsparseConstDnVecDescr_t vecY,
    void* result, hipDataType computeType, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpVV(hipsparseHandle_t handle, hipsparseOperation_t opX,
    hipsparseConstSpVecDescr_t vecX, hipsparseConstDnVecDescr_t vecY, void* result,
    hipDataType computeType, void* externalBuffer);
// Sparse <-> dense matrix conversion. DenseToSparse: analysis counts the
// non-zeros (then read them with hipsparseSpMatGetSize and set the arrays),
// convert fills the sparse matrix.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSparseToDense_bufferSize(hipsparseHandle_t handle,
    hipsparseConstSpMatDescr_t matA, hipsparseDnMatDescr_t matB, hipsparseSparseToDenseAlg_t alg,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSparseToDense(hipsparseHandle_t handle,
    hipsparseConstSpMatDescr_t matA, hipsparseDnMatDescr_t matB, hipsparseSparseToDenseAlg_t alg,
    void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDenseToSparse_bufferSize(hipsparseHandle_t handle,
    hipsparseConstDnMatDescr_t matA, hipsparseSpMatDescr_t matB, hipsparseDenseToSparseAlg_t alg,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDenseToSparse_analysis(hipsparseHandle_t handle,
    hipsparseConstDnMatDescr_t matA, hipsparseSpMatDescr_t matB, hipsparseDenseToSparseAlg_t alg,
    void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDenseToSparse_convert(hipsparseHandle_t handle,
    hipsparseConstDnMatDescr_t matA, hipsparseSpMatDescr_t matB, hipsparseDenseToSparseAlg_t alg,
    void* externalBuffer);
// y = alpha * op(A) * x + beta * y
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMV_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opA, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnVecDescr_t vecX, const void* beta, const hipsparseDnVecDescr_t vecY,
    hipDataType computeType, hipsparseSpMVAlg_t alg, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMV_preprocess(hipsparseHandle_t handle,
    hipsparseOperation_t opA, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnVecDescr_t vecX, const void* beta, const hipsparseDnVecDescr_t vecY,
    hipDataType computeType, hipsparseSpMVAlg_t alg, void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t handle, hipsparseOperation_t opA,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstDnVecDescr_t vecX,
    const void* beta, const hipsparseDnVecDescr_t vecY, hipDataType computeType,
    hipsparseSpMVAlg_t alg, void* externalBuffer);
// C = alpha * op(A) * op(B) + beta * C, B and C dense
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMM_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB, const void* beta,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpMMAlg_t alg,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMM_preprocess(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB, const void* beta,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpMMAlg_t alg,
    void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
    hipsparseOperation_t opB, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnMatDescr_t matB, const void* beta, const hipsparseDnMatDescr_t matC,
    hipDataType computeType, hipsparseSpMMAlg_t alg, void* externalBuffer);
// C = alpha * op(A) * op(B) + beta * C, all CSR: work estimation, compute
// (C's size is known afterwards), copy into C's arrays.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpGEMM_createDescr(hipsparseSpGEMMDescr_t* descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpGEMM_destroyDescr(hipsparseSpGEMMDescr_t descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpGEMM_workEstimation(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB, const void* beta,
    hipsparseSpMatDescr_t matC, hipDataType computeType, hipsparseSpGEMMAlg_t alg,
    hipsparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize1, void* externalBuffer1);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpGEMM_compute(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB, const void* beta,
    hipsparseSpMatDescr_t matC, hipDataType computeType, hipsparseSpGEMMAlg_t alg,
    hipsparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize2, void* externalBuffer2);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpGEMM_copy(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB, const void* beta,
    hipsparseSpMatDescr_t matC, hipDataType computeType, hipsparseSpGEMMAlg_t alg,
    hipsparseSpGEMMDescr_t spgemmDescr);
// C = alpha * (op(A) * op(B)) .* spy(C) + beta * C: dense product sampled at
// C's sparsity pattern.
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSDDMM_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstDnMatDescr_t A, hipsparseConstDnMatDescr_t B, const void* beta,
    hipsparseSpMatDescr_t C, hipDataType computeType, hipsparseSDDMMAlg_t alg,
    size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSDDMM_preprocess(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstDnMatDescr_t A, hipsparseConstDnMatDescr_t B, const void* beta,
    hipsparseSpMatDescr_t C, hipDataType computeType, hipsparseSDDMMAlg_t alg, void* tempBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSDDMM(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstDnMatDescr_t A, hipsparseConstDnMatDescr_t B, const void* beta,
    hipsparseSpMatDescr_t C, hipDataType computeType, hipsparseSDDMMAlg_t alg, void* tempBuffer);
// Triangular solve op(A) * y = alpha * x (fill mode and diagonal type are
// attributes of A).
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSV_createDescr(hipsparseSpSVDescr_t* descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSV_destroyDescr(hipsparseSpSVDescr_t descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSV_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opA, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y, hipDataType computeType,
    hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSV_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t opA, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y, hipDataType computeType,
    hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr, void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSV_solve(hipsparseHandle_t handle,
    hipsparseOperation_t opA, const void* alpha, hipsparseConstSpMatDescr_t matA,
    hipsparseConstDnVecDescr_t x, const hipsparseDnVecDescr_t y, hipDataType computeType,
    hipsparseSpSVAlg_t alg, hipsparseSpSVDescr_t spsvDescr);
// Triangular solve with several right-hand sides op(A) * C = alpha * op(B).
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSM_createDescr(hipsparseSpSMDescr_t* descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSM_destroyDescr(hipsparseSpSMDescr_t descr);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSM_bufferSize(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr, size_t* pBufferSizeInBytes);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSM_analysis(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr, void* externalBuffer);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSpSM_solve(hipsparseHandle_t handle,
    hipsparseOperation_t opA, hipsparseOperation_t opB, const void* alpha,
    hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
    const hipsparseDnMatDescr_t matC, hipDataType computeType, hipsparseSpSMAlg_t alg,
    hipsparseSpSMDescr_t spsmDescr, void* externalBuffer);

#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_GENERIC_H
