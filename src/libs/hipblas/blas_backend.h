// The numeric types hipBLAS routines compute in, and the CBLAS (OpenBLAS) calls
// behind them, overloaded by type so that one template serves s/d/c/z.
//
// Storage types of the API (hipComplex = float2, ...) map to std::complex, which
// has the same layout. Sizes reaching these wrappers have been checked to fit in
// OpenBLAS's 32-bit blasint.
#ifndef OPENHIP_HIPBLAS_BLAS_BACKEND_H
#define OPENHIP_HIPBLAS_BLAS_BACKEND_H

#include <cblas.h>
#include <hipblas/hipblas.h>

#include <complex>
#include <cstdint>

namespace openhip_blas {

template <class T>
struct NumType { using type = T; };
template <>
struct NumType<hipFloatComplex> { using type = std::complex<float>; };
template <>
struct NumType<hipDoubleComplex> { using type = std::complex<double>; };
template <class T>
struct NumType<const T> { using type = const typename NumType<T>::type; };
template <class T>
using Num = typename NumType<T>::type;

template <class T>
Num<T>* num(T* p) { return reinterpret_cast<Num<T>*>(p); }
template <class T>
Num<T> numValue(const T& v) { return *reinterpret_cast<const Num<T>*>(&v); }

template <class T>
struct IsComplex : std::false_type {};
template <class R>
struct IsComplex<std::complex<R>> : std::true_type {};

template <class T>
T conjugate(T v) { return v; }
template <class R>
std::complex<R> conjugate(std::complex<R> v) { return std::conj(v); }

inline CBLAS_TRANSPOSE cblasOp(hipblasOperation_t op) {
  return op == HIPBLAS_OP_N ? CblasNoTrans : op == HIPBLAS_OP_T ? CblasTrans : CblasConjTrans;
}
inline CBLAS_UPLO cblasFill(hipblasFillMode_t f) { return f == HIPBLAS_FILL_MODE_UPPER ? CblasUpper : CblasLower; }
inline CBLAS_DIAG cblasDiag(hipblasDiagType_t d) { return d == HIPBLAS_DIAG_UNIT ? CblasUnit : CblasNonUnit; }
inline CBLAS_SIDE cblasSide(hipblasSideMode_t s) { return s == HIPBLAS_SIDE_LEFT ? CblasLeft : CblasRight; }

using cf = std::complex<float>;
using cd = std::complex<double>;
using I = blasint;

#define OPENHIP_BLAS_REAL(X)                                                                     \
  X(float, s, float) X(double, d, double)
#define OPENHIP_BLAS_CPLX(X) X(cf, c, float) X(cd, z, double)

// ---- Level 1 ----------------------------------------------------------------------------
#define DEFINE(T, p, R)                                                                                 \
  inline R asum(I n, const T* x, I incx) { return cblas_##p##asum(n, x, incx); }                     \
  inline R nrm2(I n, const T* x, I incx) { return cblas_##p##nrm2(n, x, incx); }                     \
  inline void axpy(I n, T a, const T* x, I incx, T* y, I incy) { cblas_##p##axpy(n, a, x, incx, y, incy); } \
  inline void copy(I n, const T* x, I incx, T* y, I incy) { cblas_##p##copy(n, x, incx, y, incy); }  \
  inline T dotu(I n, const T* x, I incx, const T* y, I incy) { return cblas_##p##dot(n, x, incx, y, incy); } \
  inline void scal(I n, T a, T* x, I incx) { cblas_##p##scal(n, a, x, incx); }                        \
  inline void swap(I n, T* x, I incx, T* y, I incy) { cblas_##p##swap(n, x, incx, y, incy); }         \
  inline void rot(I n, T* x, I incx, T* y, I incy, R c, R s) { cblas_##p##rot(n, x, incx, y, incy, c, s); } \
  inline void rotg(T* a, T* b, R* c, T* s) { cblas_##p##rotg(a, b, c, s); }
DEFINE(float, s, float)
DEFINE(double, d, double)
#undef DEFINE

inline float asum(I n, const cf* x, I incx) { return cblas_scasum(n, x, incx); }
inline double asum(I n, const cd* x, I incx) { return cblas_dzasum(n, x, incx); }
inline float nrm2(I n, const cf* x, I incx) { return cblas_scnrm2(n, x, incx); }
inline double nrm2(I n, const cd* x, I incx) { return cblas_dznrm2(n, x, incx); }

#define DEFINE(T, p, R)                                                                                 \
  inline void axpy(I n, T a, const T* x, I incx, T* y, I incy) { cblas_##p##axpy(n, &a, x, incx, y, incy); } \
  inline void copy(I n, const T* x, I incx, T* y, I incy) { cblas_##p##copy(n, x, incx, y, incy); }  \
  inline T dotu(I n, const T* x, I incx, const T* y, I incy) {                                        \
    T r;                                                                                               \
    cblas_##p##dotu_sub(n, x, incx, y, incy, &r);                                                      \
    return r;                                                                                          \
  }                                                                                                    \
  inline T dotc(I n, const T* x, I incx, const T* y, I incy) {                                        \
    T r;                                                                                               \
    cblas_##p##dotc_sub(n, x, incx, y, incy, &r);                                                      \
    return r;                                                                                          \
  }                                                                                                    \
  inline void scal(I n, T a, T* x, I incx) { cblas_##p##scal(n, &a, x, incx); }                       \
  inline void swap(I n, T* x, I incx, T* y, I incy) { cblas_##p##swap(n, x, incx, y, incy); }         \
  inline void rotg(T* a, T* b, R* c, T* s) { cblas_##p##rotg(a, b, c, s); }
OPENHIP_BLAS_CPLX(DEFINE)
#undef DEFINE
inline void scal(I n, float a, cf* x, I incx) { cblas_csscal(n, a, x, incx); }
inline void scal(I n, double a, cd* x, I incx) { cblas_zdscal(n, a, x, incx); }
inline void rot(I n, cf* x, I incx, cf* y, I incy, float c, float s) { cblas_csrot(n, x, incx, y, incy, c, s); }
inline void rot(I n, cd* x, I incx, cd* y, I incy, double c, double s) { cblas_zdrot(n, x, incx, y, incy, c, s); }
inline float dotc(I n, const float* x, I incx, const float* y, I incy) { return cblas_sdot(n, x, incx, y, incy); }
inline double dotc(I n, const double* x, I incx, const double* y, I incy) { return cblas_ddot(n, x, incx, y, incy); }

// ---- Level 2 ----------------------------------------------------------------------------
#define DEFINE(T, p, R)                                                                                     \
  inline void gemv(CBLAS_TRANSPOSE t, I m, I n, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) { \
    cblas_##p##gemv(CblasColMajor, t, m, n, a, A, lda, x, incx, b, y, incy);                                   \
  }                                                                                                        \
  inline void gbmv(CBLAS_TRANSPOSE t, I m, I n, I kl, I ku, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) { \
    cblas_##p##gbmv(CblasColMajor, t, m, n, kl, ku, a, A, lda, x, incx, b, y, incy);                          \
  }                                                                                                        \
  inline void geru(I m, I n, T a, const T* x, I incx, const T* y, I incy, T* A, I lda) {                       \
    cblas_##p##ger(CblasColMajor, m, n, a, x, incx, y, incy, A, lda);                                          \
  }
OPENHIP_BLAS_REAL(DEFINE)
#undef DEFINE
#define DEFINE(T, p, R)                                                                                     \
  inline void gemv(CBLAS_TRANSPOSE t, I m, I n, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) { \
    cblas_##p##gemv(CblasColMajor, t, m, n, &a, A, lda, x, incx, &b, y, incy);                                 \
  }                                                                                                        \
  inline void gbmv(CBLAS_TRANSPOSE t, I m, I n, I kl, I ku, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) { \
    cblas_##p##gbmv(CblasColMajor, t, m, n, kl, ku, &a, A, lda, x, incx, &b, y, incy);                        \
  }                                                                                                        \
  inline void geru(I m, I n, T a, const T* x, I incx, const T* y, I incy, T* A, I lda) {                       \
    cblas_##p##geru(CblasColMajor, m, n, &a, x, incx, y, incy, A, lda);                                        \
  }                                                                                                        \
  inline void gerc(I m, I n, T a, const T* x, I incx, const T* y, I incy, T* A, I lda) {                       \
    cblas_##p##gerc(CblasColMajor, m, n, &a, x, incx, y, incy, A, lda);                                        \
  }                                                                                                        \
  inline void hbmv(CBLAS_UPLO u, I n, I k, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) {   \
    cblas_##p##hbmv(CblasColMajor, u, n, k, &a, A, lda, x, incx, &b, y, incy);                                \
  }                                                                                                        \
  inline void hemv(CBLAS_UPLO u, I n, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) {        \
    cblas_##p##hemv(CblasColMajor, u, n, &a, A, lda, x, incx, &b, y, incy);                                   \
  }                                                                                                        \
  inline void hpmv(CBLAS_UPLO u, I n, T a, const T* A, const T* x, I incx, T b, T* y, I incy) {              \
    cblas_##p##hpmv(CblasColMajor, u, n, &a, A, x, incx, &b, y, incy);                                        \
  }                                                                                                        \
  inline void her(CBLAS_UPLO u, I n, R a, const T* x, I incx, T* A, I lda) {                                  \
    cblas_##p##her(CblasColMajor, u, n, a, x, incx, A, lda);                                                  \
  }                                                                                                        \
  inline void her2(CBLAS_UPLO u, I n, T a, const T* x, I incx, const T* y, I incy, T* A, I lda) {             \
    cblas_##p##her2(CblasColMajor, u, n, &a, x, incx, y, incy, A, lda);                                       \
  }                                                                                                        \
  inline void hpr(CBLAS_UPLO u, I n, R a, const T* x, I incx, T* A) {                                         \
    cblas_##p##hpr(CblasColMajor, u, n, a, x, incx, A);                                                       \
  }                                                                                                        \
  inline void hpr2(CBLAS_UPLO u, I n, T a, const T* x, I incx, const T* y, I incy, T* A) {                    \
    cblas_##p##hpr2(CblasColMajor, u, n, &a, x, incx, y, incy, A);                                            \
  }
OPENHIP_BLAS_CPLX(DEFINE)
#undef DEFINE
// Real symmetric routines (the complex-symmetric ones have no CBLAS form; see reference_kernels.h).
#define DEFINE(T, p, R)                                                                                     \
  inline void sbmv(CBLAS_UPLO u, I n, I k, T a, const T* A, I lda, const T* x, I incx, T b, T* y, I incy) {   \
    cblas_##p##sbmv(CblasColMajor, u, n, k, a, A, lda, x, incx, b, y, incy);                                  \
  }                                                                                                        \
  inline void spmv(CBLAS_UPLO u, I n, T a, const T* A, const T* x, I incx, T b, T* y, I incy) {              \
    cblas_##p##spmv(CblasColMajor, u, n, a, A, x, incx, b, y, incy);                                          \
  }                                                                                                        \
  inline void spr2(CBLAS_UPLO u, I n, T a, const T* x, I incx, const T* y, I incy, T* A) {                    \
    cblas_##p##spr2(CblasColMajor, u, n, a, x, incx, y, incy, A);                                             \
  }
OPENHIP_BLAS_REAL(DEFINE)
#undef DEFINE

// Triangular level 2, every type.
#define DEFINE_TRI(T, p, R, ADDR)                                                                              \
  inline void tbmv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, I k, const T* A, I lda, T* x, I incx) { \
    cblas_##p##tbmv(CblasColMajor, u, t, d, n, k, A, lda, x, incx);                                           \
  }                                                                                                           \
  inline void tbsv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, I k, const T* A, I lda, T* x, I incx) { \
    cblas_##p##tbsv(CblasColMajor, u, t, d, n, k, A, lda, x, incx);                                           \
  }                                                                                                           \
  inline void tpmv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, const T* A, T* x, I incx) {            \
    cblas_##p##tpmv(CblasColMajor, u, t, d, n, A, x, incx);                                                   \
  }                                                                                                           \
  inline void tpsv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, const T* A, T* x, I incx) {            \
    cblas_##p##tpsv(CblasColMajor, u, t, d, n, A, x, incx);                                                   \
  }                                                                                                           \
  inline void trmv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, const T* A, I lda, T* x, I incx) {     \
    cblas_##p##trmv(CblasColMajor, u, t, d, n, A, lda, x, incx);                                              \
  }                                                                                                           \
  inline void trsv(CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I n, const T* A, I lda, T* x, I incx) {     \
    cblas_##p##trsv(CblasColMajor, u, t, d, n, A, lda, x, incx);                                              \
  }                                                                                                           \
  inline void gemm(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, I m, I n, I k, T a, const T* A, I lda, const T* B,   \
                   I ldb, T b, T* C, I ldc) {                                                                 \
    cblas_##p##gemm(CblasColMajor, ta, tb, m, n, k, ADDR a, A, lda, B, ldb, ADDR b, C, ldc);                  \
  }                                                                                                           \
  inline void symm(CBLAS_SIDE s, CBLAS_UPLO u, I m, I n, T a, const T* A, I lda, const T* B, I ldb, T b, T* C, \
                   I ldc) {                                                                                   \
    cblas_##p##symm(CblasColMajor, s, u, m, n, ADDR a, A, lda, B, ldb, ADDR b, C, ldc);                       \
  }                                                                                                           \
  inline void syrk(CBLAS_UPLO u, CBLAS_TRANSPOSE t, I n, I k, T a, const T* A, I lda, T b, T* C, I ldc) {     \
    cblas_##p##syrk(CblasColMajor, u, t, n, k, ADDR a, A, lda, ADDR b, C, ldc);                               \
  }                                                                                                           \
  inline void syr2k(CBLAS_UPLO u, CBLAS_TRANSPOSE t, I n, I k, T a, const T* A, I lda, const T* B, I ldb, T b, \
                    T* C, I ldc) {                                                                            \
    cblas_##p##syr2k(CblasColMajor, u, t, n, k, ADDR a, A, lda, B, ldb, ADDR b, C, ldc);                      \
  }                                                                                                           \
  inline void trmm(CBLAS_SIDE s, CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I m, I n, T a, const T* A,     \
                   I lda, T* B, I ldb) {                                                                      \
    cblas_##p##trmm(CblasColMajor, s, u, t, d, m, n, ADDR a, A, lda, B, ldb);                                 \
  }                                                                                                           \
  inline void trsm(CBLAS_SIDE s, CBLAS_UPLO u, CBLAS_TRANSPOSE t, CBLAS_DIAG d, I m, I n, T a, const T* A,     \
                   I lda, T* B, I ldb) {                                                                      \
    cblas_##p##trsm(CblasColMajor, s, u, t, d, m, n, ADDR a, A, lda, B, ldb);                                 \
  }
DEFINE_TRI(float, s, float, )
DEFINE_TRI(double, d, double, )
DEFINE_TRI(cf, c, float, &)
DEFINE_TRI(cd, z, double, &)
#undef DEFINE_TRI

#define DEFINE(T, p, R)                                                                                      \
  inline void hemm(CBLAS_SIDE s, CBLAS_UPLO u, I m, I n, T a, const T* A, I lda, const T* B, I ldb, T b, T* C,  \
                   I ldc) {                                                                                  \
    cblas_##p##hemm(CblasColMajor, s, u, m, n, &a, A, lda, B, ldb, &b, C, ldc);                              \
  }                                                                                                          \
  inline void herk(CBLAS_UPLO u, CBLAS_TRANSPOSE t, I n, I k, R a, const T* A, I lda, R b, T* C, I ldc) {    \
    cblas_##p##herk(CblasColMajor, u, t, n, k, a, A, lda, b, C, ldc);                                        \
  }                                                                                                          \
  inline void her2k(CBLAS_UPLO u, CBLAS_TRANSPOSE t, I n, I k, T a, const T* A, I lda, const T* B, I ldb, R b, \
                    T* C, I ldc) {                                                                           \
    cblas_##p##her2k(CblasColMajor, u, t, n, k, &a, A, lda, B, ldb, b, C, ldc);                              \
  }
OPENHIP_BLAS_CPLX(DEFINE)
#undef DEFINE

}  // namespace openhip_blas

#endif
