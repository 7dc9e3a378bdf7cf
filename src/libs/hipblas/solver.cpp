// hipBLAS's LAPACK-like functions on OpenBLAS's LAPACK: getrf (with or without
// pivoting), getrs, getri (batched), geqrf, gels; plain, Batched and StridedBatched.
//
// Argument checks follow hipBLAS: getrs/geqrf/gels report the first bad argument
// through the host `info` (-position, counting from the argument after the handle)
// and return HIPBLAS_STATUS_INVALID_VALUE; getrf/getri write numerical results
// (0, or the index of a zero pivot) to the device-side info array, one per batch entry.
#include "blas_backend.h"
#include "lapack.h"
#include "level1_impl.h"
#include "reference_kernels.h"

#include <algorithm>
#include <vector>

using namespace openhip_blas;

namespace {

// LU without pivoting (hipBLAS's getrf with ipiv == nullptr); returns LAPACK's info.
template <class T>
int luNoPivot(int n, T* a, int lda) {
  int info = 0;
  for (int j = 0; j < n; ++j) {
    T pivot = a[j + j * lda];
    if (pivot == T(0)) {
      if (info == 0) info = j + 1;
      continue;
    }
    for (int i = j + 1; i < n; ++i) a[i + j * lda] /= pivot;
    for (int c = j + 1; c < n; ++c) {
      T f = a[j + c * lda];
      for (int i = j + 1; i < n; ++i) a[i + c * lda] -= a[i + j * lda] * f;
    }
  }
  return info;
}

template <class T>
hipblasStatus_t getrf(hipblasHandle_t handle, int n, Batch<T> A, int lda, int* ipiv, int64_t strideP, int* info,
                      int batch) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || lda < std::max(1, n) || batch < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (info == nullptr || (n > 0 && A.null())) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    auto* a = num(A[b]);
    info[b] = ipiv ? lapack::getrf(n, n, a, lda, ipiv + b * strideP) : luNoPivot(n, a, lda);
  });
}

template <class T>
hipblasStatus_t getrs(hipblasHandle_t handle, hipblasOperation_t trans, int n, int nrhs, Batch<T> A, int lda,
                      const int* ipiv, int64_t strideP, Batch<T> B, int ldb, int* info, int batch) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (info == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *info = !validOperation(trans) ? -1 : n < 0 ? -2 : nrhs < 0 ? -3 : (A.null() && n) ? -4
        : lda < std::max(1, n) ? -5 : (ipiv == nullptr && n) ? -6 : (B.null() && n != 0 && nrhs != 0) ? -7
        : ldb < std::max(1, n) ? -8 : batch < 0 ? -10 : 0;
  if (*info != 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  char t = trans == HIPBLAS_OP_N ? 'N' : trans == HIPBLAS_OP_T ? 'T' : 'C';
  return runBatches(handle, batch, [=](int64_t b) {
    lapack::getrs(t, n, nrhs, num(A[b]), lda, ipiv + b * strideP, num(B[b]), ldb);
  });
}

template <class T>
hipblasStatus_t getri(hipblasHandle_t handle, int n, Batch<T> A, int lda, int* ipiv, Batch<T> C, int ldc, int* info,
                      int batch) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || lda < std::max(1, n) || ldc < std::max(1, n) || batch < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (info == nullptr || (n > 0 && (A.null() || C.null()))) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    auto* c = num(C[b]);
    copyMatrix(n, n, num(A[b]), lda, c, ldc);
    if (n == 0) {
      info[b] = 0;
      return;
    }
    if (ipiv == nullptr) {  // factors from getrf without pivoting: identity permutation
      std::vector<int> identity(static_cast<size_t>(n));
      for (int i = 0; i < n; ++i) identity[size_t(i)] = i + 1;
      std::vector<Num<T>> work(size_t(n) * 64);
      info[b] = lapack::getri(n, c, ldc, identity.data(), work.data(), int(work.size()));
    } else {
      std::vector<Num<T>> work(size_t(n) * 64);
      info[b] = lapack::getri(n, c, ldc, ipiv + b * int64_t(n), work.data(), int(work.size()));
    }
  });
}

template <class T>
hipblasStatus_t geqrf(hipblasHandle_t handle, int m, int n, Batch<T> A, int lda, Batch<T> tau, int* info, int batch) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (info == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *info = m < 0 ? -1 : n < 0 ? -2 : (A.null() && m != 0 && n != 0) ? -3 : lda < std::max(1, m) ? -4
        : (tau.null() && m != 0 && n != 0) ? -5 : batch < 0 ? -7 : 0;
  if (*info != 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  return runBatches(handle, batch, [=](int64_t b) {
    std::vector<Num<T>> work(size_t(std::max(1, n)) * 64);
    lapack::geqrf(m, n, num(A[b]), lda, num(tau[b]), work.data(), int(work.size()));
  });
}

template <class T>
hipblasStatus_t gels(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int nrhs, Batch<T> A, int lda,
                     Batch<T> B, int ldb, int* info, int* deviceInfo, int batch) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (info == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  bool complex = IsComplex<Num<T>>::value;
  bool trans_ok = trans == HIPBLAS_OP_N || trans == (complex ? HIPBLAS_OP_C : HIPBLAS_OP_T);
  *info = !trans_ok ? -1 : m < 0 ? -2 : n < 0 ? -3 : nrhs < 0 ? -4 : (A.null() && m != 0 && n != 0) ? -5
        : lda < std::max(1, m) ? -6 : (B.null() && nrhs != 0 && (m != 0 || n != 0)) ? -7
        : ldb < std::max(1, std::max(m, n)) ? -8 : deviceInfo == nullptr ? -10 : batch < 0 ? -11 : 0;
  if (*info != 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (batch == 0) return HIPBLAS_STATUS_SUCCESS;
  char t = trans == HIPBLAS_OP_N ? 'N' : complex ? 'C' : 'T';
  return runBatches(handle, batch, [=](int64_t b) {
    if (m == 0 || n == 0 || nrhs == 0) {
      deviceInfo[b] = 0;
      return;
    }
    std::vector<Num<T>> work(size_t(std::max(1, std::min(m, n) + std::max({m, n, nrhs}))) * 64);
    deviceInfo[b] = lapack::gels(t, m, n, nrhs, num(A[b]), lda, num(B[b]), ldb, work.data(), int(work.size()));
  });
}

}  // namespace

extern "C" {

#define SOLVER_FORMS(P, T)                                                                                          \
  hipblasStatus_t hipblas##P##getrf(hipblasHandle_t h, const int n, T* A, const int lda, int* ipiv, int* info) {  \
    return getrf(h, n, single(A), lda, ipiv, 0, info, 1);                                                           \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getrfBatched(hipblasHandle_t h, const int n, T* const A[], const int lda, int* ipiv, \
                                           int* info, const int batch) {                                           \
    return getrf(h, n, array(A), lda, ipiv, n, info, batch);                                                        \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getrfStridedBatched(hipblasHandle_t h, const int n, T* A, const int lda,             \
                                                  const hipblasStride sA, int* ipiv, const hipblasStride sP,       \
                                                  int* info, const int batch) {                                    \
    return getrf(h, n, strided(A, sA), lda, ipiv, sP, info, batch);                                                 \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getrs(hipblasHandle_t h, const hipblasOperation_t trans, const int n, const int nrhs, \
                                    T* A, const int lda, const int* ipiv, T* B, const int ldb, int* info) {        \
    return getrs(h, trans, n, nrhs, single(A), lda, ipiv, 0, single(B), ldb, info, 1);                              \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getrsBatched(hipblasHandle_t h, const hipblasOperation_t trans, const int n,         \
                                           const int nrhs, T* const A[], const int lda, const int* ipiv,           \
                                           T* const B[], const int ldb, int* info, const int batch) {              \
    return getrs(h, trans, n, nrhs, array(A), lda, ipiv, n, array(B), ldb, info, batch);                            \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getrsStridedBatched(                                                                  \
      hipblasHandle_t h, const hipblasOperation_t trans, const int n, const int nrhs, T* A, const int lda,         \
      const hipblasStride sA, const int* ipiv, const hipblasStride sP, T* B, const int ldb, const hipblasStride sB, \
      int* info, const int batch) {                                                                                \
    return getrs(h, trans, n, nrhs, strided(A, sA), lda, ipiv, sP, strided(B, sB), ldb, info, batch);              \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##getriBatched(hipblasHandle_t h, const int n, T* const A[], const int lda, int* ipiv, \
                                           T* const C[], const int ldc, int* info, const int batch) {              \
    return getri(h, n, array(A), lda, ipiv, array(C), ldc, info, batch);                                            \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##geqrf(hipblasHandle_t h, const int m, const int n, T* A, const int lda, T* tau,     \
                                    int* info) {                                                                   \
    return geqrf(h, m, n, single(A), lda, single(tau), info, 1);                                                    \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##geqrfBatched(hipblasHandle_t h, const int m, const int n, T* const A[],             \
                                           const int lda, T* const tau[], int* info, const int batch) {            \
    return geqrf(h, m, n, array(A), lda, array(tau), info, batch);                                                  \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##geqrfStridedBatched(hipblasHandle_t h, const int m, const int n, T* A, const int lda, \
                                                  const hipblasStride sA, T* tau, const hipblasStride sP,          \
                                                  int* info, const int batch) {                                    \
    return geqrf(h, m, n, strided(A, sA), lda, strided(tau, sP), info, batch);                                      \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##gels(hipblasHandle_t h, hipblasOperation_t trans, const int m, const int n,          \
                                   const int nrhs, T* A, const int lda, T* B, const int ldb, int* info,            \
                                   int* deviceInfo) {                                                              \
    return gels(h, trans, m, n, nrhs, single(A), lda, single(B), ldb, info, deviceInfo, 1);                         \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##gelsBatched(hipblasHandle_t h, hipblasOperation_t trans, const int m, const int n,   \
                                          const int nrhs, T* const A[], const int lda, T* const B[], const int ldb, \
                                          int* info, int* deviceInfo, const int batch) {                           \
    return gels(h, trans, m, n, nrhs, array(A), lda, array(B), ldb, info, deviceInfo, batch);                       \
  }                                                                                                                 \
  hipblasStatus_t hipblas##P##gelsStridedBatched(hipblasHandle_t h, hipblasOperation_t trans, const int m,          \
                                                 const int n, const int nrhs, T* A, const int lda,                  \
                                                 const hipblasStride sA, T* B, const int ldb,                       \
                                                 const hipblasStride sB, int* info, int* deviceInfo,                \
                                                 const int batch) {                                                \
    return gels(h, trans, m, n, nrhs, strided(A, sA), lda, strided(B, sB), ldb, info, deviceInfo, batch);          \
  }
SOLVER_FORMS(S, float)
SOLVER_FORMS(D, double)
SOLVER_FORMS(C, hipComplex)
SOLVER_FORMS(Z, hipDoubleComplex)
#undef SOLVER_FORMS

}  // extern "C"
