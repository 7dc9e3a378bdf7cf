// Conversions between cuBLAS's enums/status codes and hipBLAS's (the values differ: e.g.
// CUBLAS_OP_N = 0 but HIPBLAS_OP_N = 111). Values outside an enum map to a value hipBLAS
// rejects, so a bad cuBLAS argument gets hipBLAS's check and a cuBLAS status back.
#ifndef OPENHIP_CUBLAS_CONVERSIONS_H
#define OPENHIP_CUBLAS_CONVERSIONS_H

#include <cublas_api.h>
#include <hipblas/hipblas.h>

inline hipblasHandle_t toHip(cublasHandle_t h) { return reinterpret_cast<hipblasHandle_t>(h); }

inline hipblasOperation_t toHip(cublasOperation_t op) {
  switch (op) {
    case CUBLAS_OP_N: return HIPBLAS_OP_N;
    case CUBLAS_OP_T: return HIPBLAS_OP_T;
    case CUBLAS_OP_C: return HIPBLAS_OP_C;
    default: return hipblasOperation_t(0);  // CUBLAS_OP_CONJG has no hipBLAS form
  }
}
inline hipblasFillMode_t toHip(cublasFillMode_t f) {
  switch (f) {
    case CUBLAS_FILL_MODE_LOWER: return HIPBLAS_FILL_MODE_LOWER;
    case CUBLAS_FILL_MODE_UPPER: return HIPBLAS_FILL_MODE_UPPER;
    case CUBLAS_FILL_MODE_FULL: return HIPBLAS_FILL_MODE_FULL;
  }
  return hipblasFillMode_t(0);
}
inline hipblasDiagType_t toHip(cublasDiagType_t d) {
  return d == CUBLAS_DIAG_UNIT ? HIPBLAS_DIAG_UNIT : d == CUBLAS_DIAG_NON_UNIT ? HIPBLAS_DIAG_NON_UNIT
                                                                                : hipblasDiagType_t(0);
}
inline hipblasSideMode_t toHip(cublasSideMode_t s) {
  return s == CUBLAS_SIDE_LEFT ? HIPBLAS_SIDE_LEFT : s == CUBLAS_SIDE_RIGHT ? HIPBLAS_SIDE_RIGHT : hipblasSideMode_t(0);
}
inline hipblasComputeType_t toHip(cublasComputeType_t c) {
  switch (c) {
    case CUBLAS_COMPUTE_16F: return HIPBLAS_COMPUTE_16F;
    case CUBLAS_COMPUTE_16F_PEDANTIC: return HIPBLAS_COMPUTE_16F_PEDANTIC;
    case CUBLAS_COMPUTE_32F: return HIPBLAS_COMPUTE_32F;
    case CUBLAS_COMPUTE_32F_PEDANTIC: return HIPBLAS_COMPUTE_32F_PEDANTIC;
    case CUBLAS_COMPUTE_32F_FAST_16F: return HIPBLAS_COMPUTE_32F_FAST_16F;
    case CUBLAS_COMPUTE_32F_FAST_16BF: return HIPBLAS_COMPUTE_32F_FAST_16BF;
    case CUBLAS_COMPUTE_32F_FAST_TF32: return HIPBLAS_COMPUTE_32F_FAST_TF32;
    case CUBLAS_COMPUTE_64F: return HIPBLAS_COMPUTE_64F;
    case CUBLAS_COMPUTE_64F_PEDANTIC: return HIPBLAS_COMPUTE_64F_PEDANTIC;
    case CUBLAS_COMPUTE_32I: return HIPBLAS_COMPUTE_32I;
    case CUBLAS_COMPUTE_32I_PEDANTIC: return HIPBLAS_COMPUTE_32I_PEDANTIC;
  }
  return hipblasComputeType_t(-1);
}
inline hipDataType toHip(cudaDataType t) { return hipDataType(int(t)); }  // same values

inline cublasStatus_t toCublas(hipblasStatus_t s) {
  switch (s) {
    case HIPBLAS_STATUS_SUCCESS: return CUBLAS_STATUS_SUCCESS;
    case HIPBLAS_STATUS_NOT_INITIALIZED:
    case HIPBLAS_STATUS_HANDLE_IS_NULLPTR: return CUBLAS_STATUS_NOT_INITIALIZED;
    case HIPBLAS_STATUS_ALLOC_FAILED: return CUBLAS_STATUS_ALLOC_FAILED;
    case HIPBLAS_STATUS_INVALID_VALUE:
    case HIPBLAS_STATUS_INVALID_ENUM: return CUBLAS_STATUS_INVALID_VALUE;
    case HIPBLAS_STATUS_MAPPING_ERROR: return CUBLAS_STATUS_MAPPING_ERROR;
    case HIPBLAS_STATUS_EXECUTION_FAILED: return CUBLAS_STATUS_EXECUTION_FAILED;
    case HIPBLAS_STATUS_NOT_SUPPORTED: return CUBLAS_STATUS_NOT_SUPPORTED;
    case HIPBLAS_STATUS_ARCH_MISMATCH: return CUBLAS_STATUS_ARCH_MISMATCH;
    default: return CUBLAS_STATUS_INTERNAL_ERROR;
  }
}

// Pointer arguments pass unchanged: cuComplex is hipComplex and (with HIPBLAS_USE_HIP_HALF)
// hipblasHalf is __half, so the types are the same.
template <class T>
T hipPointer(T p) {
  return p;
}

#endif
