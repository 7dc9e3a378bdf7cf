// hipSPARSE level 1: a sparse vector (xVal, xInd) with a dense vector y.
#ifndef HIPSPARSE_INTERNAL_LEVEL1_H
#define HIPSPARSE_INTERNAL_LEVEL1_H

#ifdef __cplusplus
extern "C" {
#endif

// y[xInd[i]] += alpha * xVal[i]
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSaxpyi(hipsparseHandle_t handle, int nnz,
    const float* alpha, const float* xVal, const int* xInd, float* y, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDaxpyi(hipsparseHandle_t handle, int nnz,
    const double* alpha, const double* xVal, const int* xInd, double* y,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCaxpyi(hipsparseHandle_t handle, int nnz,
    const hipComplex* alpha, const hipComplex* xVal, const int* xInd, hipComplex* y,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZaxpyi(hipsparseHandle_t handle, int nnz,
    const hipDoubleComplex* alpha, const hipDoubleComplex* xVal, const int* xInd,
    hipDoubleComplex* y, hipsparseIndexBase_t idxBase);

// result = sum xVal[i] * y[xInd[i]]
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSdoti(hipsparseHandle_t handle, int nnz,
    const float* xVal, const int* xInd, const float* y, float* result,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDdoti(hipsparseHandle_t handle, int nnz,
    const double* xVal, const int* xInd, const double* y, double* result,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCdoti(hipsparseHandle_t handle, int nnz,
    const hipComplex* xVal, const int* xInd, const hipComplex* y, hipComplex* result,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZdoti(hipsparseHandle_t handle, int nnz,
    const hipDoubleComplex* xVal, const int* xInd, const hipDoubleComplex* y,
    hipDoubleComplex* result, hipsparseIndexBase_t idxBase);

// result = sum conj(xVal[i]) * y[xInd[i]]
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCdotci(hipsparseHandle_t handle, int nnz,
    const hipComplex* xVal, const int* xInd, const hipComplex* y, hipComplex* result,
    hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZdotci(hipsparseHandle_t handle, int nnz,
    const hipDoubleComplex* xVal, const int* xInd, const hipDoubleComplex* y,
    hipDoubleComplex* result, hipsparseIndexBase_t idxBase);

// xVal[i] = y[xInd[i]]
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSgthr(hipsparseHandle_t handle, int nnz, const float* y,
    float* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDgthr(hipsparseHandle_t handle, int nnz,
    const double* y, double* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCgthr(hipsparseHandle_t handle, int nnz,
    const hipComplex* y, hipComplex* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZgthr(hipsparseHandle_t handle, int nnz,
    const hipDoubleComplex* y, hipDoubleComplex* xVal, const int* xInd,
    hipsparseIndexBase_t idxBase);

// xVal[i] = y[xInd[i]], then y[xInd[i]] = 0
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSgthrz(hipsparseHandle_t handle, int nnz, float* y,
    float* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDgthrz(hipsparseHandle_t handle, int nnz, double* y,
    double* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCgthrz(hipsparseHandle_t handle, int nnz, hipComplex* y,
    hipComplex* xVal, const int* xInd, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZgthrz(hipsparseHandle_t handle, int nnz,
    hipDoubleComplex* y, hipDoubleComplex* xVal, const int* xInd, hipsparseIndexBase_t idxBase);

// Givens rotation of the sparse xVal and the gathered y
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSroti(hipsparseHandle_t handle, int nnz, float* xVal,
    const int* xInd, float* y, const float* c, const float* s, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDroti(hipsparseHandle_t handle, int nnz, double* xVal,
    const int* xInd, double* y, const double* c, const double* s, hipsparseIndexBase_t idxBase);

// y[xInd[i]] = xVal[i]
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseSsctr(hipsparseHandle_t handle, int nnz,
    const float* xVal, const int* xInd, float* y, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseDsctr(hipsparseHandle_t handle, int nnz,
    const double* xVal, const int* xInd, double* y, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseCsctr(hipsparseHandle_t handle, int nnz,
    const hipComplex* xVal, const int* xInd, hipComplex* y, hipsparseIndexBase_t idxBase);
HIPSPARSE_EXPORT hipsparseStatus_t hipsparseZsctr(hipsparseHandle_t handle, int nnz,
    const hipDoubleComplex* xVal, const int* xInd, hipDoubleComplex* y,
    hipsparseIndexBase_t idxBase);


#ifdef __cplusplus
}
#endif

#endif // HIPSPARSE_INTERNAL_LEVEL1_H
