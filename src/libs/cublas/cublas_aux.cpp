// cuBLAS's handle, modes, copies, Ex functions and batched LAPACK-like functions, on hipBLAS.
#include "cublas_conversions.h"

using Handle = cublasHandle_t;

namespace {

// cuBLAS's devInfoArray is optional (hipBLAS's deviceInfo is not): without one, a scratch
// array is allocated and freed on the handle's stream.
template <class F>
cublasStatus_t gelsWithOptionalInfo(cublasHandle_t h, int* devInfo, int batch, F call) {
  if (devInfo != nullptr || h == nullptr || batch <= 0) return toCublas(call(devInfo));
  hipStream_t stream = nullptr;
  (void)hipblasGetStream(toHip(h), &stream);
  int* scratch = nullptr;
  if (hipMallocAsync(reinterpret_cast<void**>(&scratch), sizeof(int) * size_t(batch), stream) != hipSuccess)
    return CUBLAS_STATUS_ALLOC_FAILED;
  cublasStatus_t s = toCublas(call(scratch));
  (void)hipFreeAsync(scratch, stream);
  return s;
}

}  // namespace

extern "C" {

cublasStatus_t cublasCreate_v2(cublasHandle_t* handle) {
  if (handle == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  hipblasHandle_t h = nullptr;
  cublasStatus_t s = toCublas(hipblasCreate(&h));
  *handle = reinterpret_cast<cublasHandle_t>(h);
  if (s == CUBLAS_STATUS_SUCCESS) (void)hipblasSetAtomicsMode(h, HIPBLAS_ATOMICS_NOT_ALLOWED);  // cuBLAS's default
  return s;
}
cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) { return toCublas(hipblasDestroy(toHip(handle))); }
cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int* version) {
  if (handle == nullptr) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (version == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  switch (type) {
    case MAJOR_VERSION: *value = CUBLAS_VER_MAJOR; return CUBLAS_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CUBLAS_VER_MINOR; return CUBLAS_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CUBLAS_VER_PATCH; return CUBLAS_STATUS_SUCCESS;
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}
size_t cublasGetCudartVersion(void) { return 12040; }
// hipBLAS's routines need no workspace: the call is validated and otherwise has no effect.
cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void* workspace, size_t size) {
  if (handle == nullptr) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (workspace == nullptr && size > 0) return CUBLAS_STATUS_INVALID_VALUE;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t s) {
  return toCublas(hipblasSetStream(toHip(handle), s));
}
cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t* s) {
  return toCublas(hipblasGetStream(toHip(handle), s));
}
cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t* mode) {
  hipblasPointerMode_t m;
  cublasStatus_t s = mode ? toCublas(hipblasGetPointerMode(toHip(handle), &m)) : CUBLAS_STATUS_INVALID_VALUE;
  if (s == CUBLAS_STATUS_SUCCESS) *mode = cublasPointerMode_t(int(m));  // same values
  return s;
}
cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode) {
  return toCublas(hipblasSetPointerMode(toHip(handle), hipblasPointerMode_t(int(mode))));
}
cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t* mode) {
  hipblasAtomicsMode_t m;
  cublasStatus_t s = mode ? toCublas(hipblasGetAtomicsMode(toHip(handle), &m)) : CUBLAS_STATUS_INVALID_VALUE;
  if (s == CUBLAS_STATUS_SUCCESS) *mode = cublasAtomicsMode_t(int(m));
  return s;
}
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode) {
  return toCublas(hipblasSetAtomicsMode(toHip(handle), hipblasAtomicsMode_t(int(mode))));
}
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t* mode) {
  hipblasMath_t m;
  cublasStatus_t s = mode ? toCublas(hipblasGetMathMode(toHip(handle), &m)) : CUBLAS_STATUS_INVALID_VALUE;
  if (s != CUBLAS_STATUS_SUCCESS) return s;
  switch (m) {
    case HIPBLAS_TENSOR_OP_MATH: *mode = CUBLAS_TENSOR_OP_MATH; break;
    case HIPBLAS_PEDANTIC_MATH: *mode = CUBLAS_PEDANTIC_MATH; break;
    case HIPBLAS_TF32_TENSOR_OP_MATH: *mode = CUBLAS_TF32_TENSOR_OP_MATH; break;
    case HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION: *mode = CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION; break;
    default: *mode = CUBLAS_DEFAULT_MATH;
  }
  return s;
}
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode) {
  hipblasMath_t m;
  switch (int(mode) & ~int(CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION)) {
    case CUBLAS_DEFAULT_MATH: m = HIPBLAS_DEFAULT_MATH; break;
    case CUBLAS_TENSOR_OP_MATH: m = HIPBLAS_TENSOR_OP_MATH; break;
    case CUBLAS_PEDANTIC_MATH: m = HIPBLAS_PEDANTIC_MATH; break;
    case CUBLAS_TF32_TENSOR_OP_MATH: m = HIPBLAS_TF32_TENSOR_OP_MATH; break;
    default: return handle ? CUBLAS_STATUS_INVALID_VALUE : CUBLAS_STATUS_NOT_INITIALIZED;
  }
  return toCublas(hipblasSetMathMode(toHip(handle), m));
}
const char* cublasGetStatusName(cublasStatus_t status) {
  switch (status) {
    case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
    case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
    case CUBLAS_STATUS_LICENSE_ERROR: return "CUBLAS_STATUS_LICENSE_ERROR";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
const char* cublasGetStatusString(cublasStatus_t status) {
  switch (status) {
    case CUBLAS_STATUS_SUCCESS: return "success";
    case CUBLAS_STATUS_NOT_INITIALIZED: return "the library was not initialized";
    case CUBLAS_STATUS_ALLOC_FAILED: return "the resource allocation failed";
    case CUBLAS_STATUS_INVALID_VALUE: return "an invalid numeric value was used as an argument";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "an absent device architectural feature is required";
    case CUBLAS_STATUS_MAPPING_ERROR: return "an access to GPU memory space failed";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "the GPU program failed to execute";
    case CUBLAS_STATUS_INTERNAL_ERROR: return "an internal operation failed";
    case CUBLAS_STATUS_NOT_SUPPORTED: return "the functionality requested is not supported";
    case CUBLAS_STATUS_LICENSE_ERROR: return "error detected trying to check the license";
  }
  return "unknown error";
}

cublasStatus_t cublasSetVector(int n, int e, const void* x, int incx, void* y, int incy) {
  return toCublas(hipblasSetVector(n, e, x, incx, y, incy));
}
cublasStatus_t cublasGetVector(int n, int e, const void* x, int incx, void* y, int incy) {
  return toCublas(hipblasGetVector(n, e, x, incx, y, incy));
}
cublasStatus_t cublasSetMatrix(int r, int c, int e, const void* A, int lda, void* B, int ldb) {
  return toCublas(hipblasSetMatrix(r, c, e, A, lda, B, ldb));
}
cublasStatus_t cublasGetMatrix(int r, int c, int e, const void* A, int lda, void* B, int ldb) {
  return toCublas(hipblasGetMatrix(r, c, e, A, lda, B, ldb));
}
cublasStatus_t cublasSetVectorAsync(int n, int e, const void* x, int incx, void* y, int incy, cudaStream_t s) {
  return toCublas(hipblasSetVectorAsync(n, e, x, incx, y, incy, s));
}
cublasStatus_t cublasGetVectorAsync(int n, int e, const void* x, int incx, void* y, int incy, cudaStream_t s) {
  return toCublas(hipblasGetVectorAsync(n, e, x, incx, y, incy, s));
}
cublasStatus_t cublasSetMatrixAsync(int r, int c, int e, const void* A, int lda, void* B, int ldb, cudaStream_t s) {
  return toCublas(hipblasSetMatrixAsync(r, c, e, A, lda, B, ldb, s));
}
cublasStatus_t cublasGetMatrixAsync(int r, int c, int e, const void* A, int lda, void* B, int ldb, cudaStream_t s) {
  return toCublas(hipblasGetMatrixAsync(r, c, e, A, lda, B, ldb, s));
}

// cuBLAS ignores the algorithm hint (every value is valid); hipBLAS has one algorithm.
cublasStatus_t cublasGemmEx(Handle h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                            const void* alpha, const void* A, cudaDataType at, int lda, const void* B, cudaDataType bt,
                            int ldb, const void* beta, void* C, cudaDataType ct, int ldc, cublasComputeType_t compute,
                            cublasGemmAlgo_t) {
  return toCublas(hipblasGemmEx(toHip(h), toHip(ta), toHip(tb), m, n, k, alpha, A, toHip(at), lda,
                                B, toHip(bt), ldb, beta, C, toHip(ct), ldc, toHip(compute), HIPBLAS_GEMM_DEFAULT));
}
cublasStatus_t cublasGemmBatchedEx(Handle h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                   const void* alpha, const void* const A[], cudaDataType at, int lda,
                                   const void* const B[], cudaDataType bt, int ldb, const void* beta, void* const C[],
                                   cudaDataType ct, int ldc, int batch, cublasComputeType_t compute,
                                   cublasGemmAlgo_t) {
  return toCublas(hipblasGemmBatchedEx(toHip(h), toHip(ta), toHip(tb), m, n, k, alpha, const_cast<const void**>(A),
                                       toHip(at), lda, const_cast<const void**>(B), toHip(bt), ldb, beta,
                                       const_cast<void**>(C), toHip(ct), ldc, batch, toHip(compute),
                                       HIPBLAS_GEMM_DEFAULT));
}
cublasStatus_t cublasGemmStridedBatchedEx(Handle h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                                          const void* alpha, const void* A, cudaDataType at, int lda, long long sA,
                                          const void* B, cudaDataType bt, int ldb, long long sB, const void* beta,
                                          void* C, cudaDataType ct, int ldc, long long sC, int batch,
                                          cublasComputeType_t compute, cublasGemmAlgo_t) {
  return toCublas(hipblasGemmStridedBatchedEx(toHip(h), toHip(ta), toHip(tb), m, n, k, alpha, A, toHip(at), lda, sA, B,
                                              toHip(bt), ldb, sB, beta, C, toHip(ct), ldc, sC, batch, toHip(compute),
                                              HIPBLAS_GEMM_DEFAULT));
}
cublasStatus_t cublasDotEx(Handle h, int n, const void* x, cudaDataType xt, int incx, const void* y, cudaDataType yt,
                           int incy, void* r, cudaDataType rt, cudaDataType et) {
  return toCublas(hipblasDotEx(toHip(h), n, x, toHip(xt), incx, y, toHip(yt), incy, r, toHip(rt), toHip(et)));
}
cublasStatus_t cublasDotcEx(Handle h, int n, const void* x, cudaDataType xt, int incx, const void* y, cudaDataType yt,
                            int incy, void* r, cudaDataType rt, cudaDataType et) {
  return toCublas(hipblasDotcEx(toHip(h), n, x, toHip(xt), incx, y, toHip(yt), incy, r, toHip(rt), toHip(et)));
}
cublasStatus_t cublasNrm2Ex(Handle h, int n, const void* x, cudaDataType xt, int incx, void* r, cudaDataType rt,
                            cudaDataType et) {
  return toCublas(hipblasNrm2Ex(toHip(h), n, x, toHip(xt), incx, r, toHip(rt), toHip(et)));
}
cublasStatus_t cublasAxpyEx(Handle h, int n, const void* alpha, cudaDataType at, const void* x, cudaDataType xt,
                            int incx, void* y, cudaDataType yt, int incy, cudaDataType et) {
  return toCublas(hipblasAxpyEx(toHip(h), n, alpha, toHip(at), x, toHip(xt), incx, y, toHip(yt), incy, toHip(et)));
}
cublasStatus_t cublasScalEx(Handle h, int n, const void* alpha, cudaDataType at, void* x, cudaDataType xt, int incx,
                            cudaDataType et) {
  return toCublas(hipblasScalEx(toHip(h), n, alpha, toHip(at), x, toHip(xt), incx, toHip(et)));
}

#define SOLVER(P, T)                                                                                                 \
  cublasStatus_t cublas##P##getrfBatched(Handle h, int n, T* const A[], int lda, int* piv, int* info, int batch) {   \
    return toCublas(hipblas##P##getrfBatched(toHip(h), n, A, lda, piv, info, batch));                                \
  }                                                                                                                  \
  cublasStatus_t cublas##P##getriBatched(Handle h, int n, const T* const A[], int lda, const int* piv, T* const C[], \
                                         int ldc, int* info, int batch) {                                           \
    return toCublas(hipblas##P##getriBatched(toHip(h), n, const_cast<T* const*>(A), lda, const_cast<int*>(piv), C,  \
                                             ldc, info, batch));                                                     \
  }                                                                                                                  \
  cublasStatus_t cublas##P##getrsBatched(Handle h, cublasOperation_t trans, int n, int nrhs, const T* const A[],      \
                                         int lda, const int* piv, T* const B[], int ldb, int* info, int batch) {     \
    return toCublas(hipblas##P##getrsBatched(toHip(h), toHip(trans), n, nrhs, const_cast<T* const*>(A), lda, piv, B, \
                                             ldb, info, batch));                                                     \
  }                                                                                                                  \
  cublasStatus_t cublas##P##gelsBatched(Handle h, cublasOperation_t trans, int m, int n, int nrhs, T* const A[],     \
                                        int lda, T* const C[], int ldc, int* info, int* devInfo, int batch) {        \
    return gelsWithOptionalInfo(h, devInfo, batch, [&](int* device_info) {                                          \
      return hipblas##P##gelsBatched(toHip(h), toHip(trans), m, n, nrhs, A, lda, C, ldc, info, device_info, batch); \
    });                                                                                                              \
  }                                                                                                                  \
  cublasStatus_t cublas##P##geqrfBatched(Handle h, int m, int n, T* const A[], int lda, T* const tau[], int* info,   \
                                         int batch) {                                                                \
    return toCublas(hipblas##P##geqrfBatched(toHip(h), m, n, A, lda, tau, info, batch));                            \
  }
SOLVER(S, float)
SOLVER(D, double)
SOLVER(C, cuComplex)
SOLVER(Z, cuDoubleComplex)
#undef SOLVER

}  // extern "C"
