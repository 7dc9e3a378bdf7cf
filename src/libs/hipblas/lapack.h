// The Fortran LAPACK routines hipBLAS's solver functions use (OpenBLAS exports them;
// Debian has no LAPACKE for OpenBLAS's build). Column-major, arguments by address.
#ifndef OPENHIP_HIPBLAS_LAPACK_H
#define OPENHIP_HIPBLAS_LAPACK_H

#include <complex>

extern "C" {
#define OPENHIP_LAPACK_DECLARE(p, T)                                                                          \
  void p##getrf_(const int* m, const int* n, T* a, const int* lda, int* ipiv, int* info);                     \
  void p##getrs_(const char* trans, const int* n, const int* nrhs, const T* a, const int* lda, const int* ipiv, \
                 T* b, const int* ldb, int* info, unsigned long trans_len);                                    \
  void p##getri_(const int* n, T* a, const int* lda, const int* ipiv, T* work, const int* lwork, int* info);   \
  void p##geqrf_(const int* m, const int* n, T* a, const int* lda, T* tau, T* work, const int* lwork,          \
                 int* info);                                                                                   \
  void p##gels_(const char* trans, const int* m, const int* n, const int* nrhs, T* a, const int* lda, T* b,    \
                const int* ldb, T* work, const int* lwork, int* info, unsigned long trans_len);                \
  void p##trtri_(const char* uplo, const char* diag, const int* n, T* a, const int* lda, int* info,           \
                 unsigned long uplo_len, unsigned long diag_len);
OPENHIP_LAPACK_DECLARE(s, float)
OPENHIP_LAPACK_DECLARE(d, double)
OPENHIP_LAPACK_DECLARE(c, std::complex<float>)
OPENHIP_LAPACK_DECLARE(z, std::complex<double>)
#undef OPENHIP_LAPACK_DECLARE
}

namespace openhip_blas::lapack {

#define OPENHIP_LAPACK_OVERLOAD(p, T)                                                                          \
  inline int getrf(int m, int n, T* a, int lda, int* ipiv) {                                                  \
    int info = 0;                                                                                             \
    p##getrf_(&m, &n, a, &lda, ipiv, &info);                                                                  \
    return info;                                                                                              \
  }                                                                                                           \
  inline int getrs(char trans, int n, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb) {        \
    int info = 0;                                                                                             \
    p##getrs_(&trans, &n, &nrhs, a, &lda, ipiv, b, &ldb, &info, 1);                                           \
    return info;                                                                                              \
  }                                                                                                           \
  inline int getri(int n, T* a, int lda, const int* ipiv, T* work, int lwork) {                               \
    int info = 0;                                                                                             \
    p##getri_(&n, a, &lda, ipiv, work, &lwork, &info);                                                        \
    return info;                                                                                              \
  }                                                                                                           \
  inline int geqrf(int m, int n, T* a, int lda, T* tau, T* work, int lwork) {                                 \
    int info = 0;                                                                                             \
    p##geqrf_(&m, &n, a, &lda, tau, work, &lwork, &info);                                                     \
    return info;                                                                                              \
  }                                                                                                           \
  inline int gels(char trans, int m, int n, int nrhs, T* a, int lda, T* b, int ldb, T* work, int lwork) {    \
    int info = 0;                                                                                             \
    p##gels_(&trans, &m, &n, &nrhs, a, &lda, b, &ldb, work, &lwork, &info, 1);                               \
    return info;                                                                                              \
  }                                                                                                           \
  inline int trtri(char uplo, char diag, int n, T* a, int lda) {                                              \
    int info = 0;                                                                                             \
    p##trtri_(&uplo, &diag, &n, a, &lda, &info, 1, 1);                                                        \
    return info;                                                                                              \
  }
OPENHIP_LAPACK_OVERLOAD(s, float)
OPENHIP_LAPACK_OVERLOAD(d, double)
OPENHIP_LAPACK_OVERLOAD(c, std::complex<float>)
OPENHIP_LAPACK_OVERLOAD(z, std::complex<double>)
#undef OPENHIP_LAPACK_OVERLOAD

}  // namespace openhip_blas::lapack

#endif
