// Level-2 BLAS: the templates behind generated/level2_entry.cpp (OpenBLAS, plus the
// complex-symmetric routines of reference_kernels.h).
#ifndef OPENHIP_HIPBLAS_LEVEL2_IMPL_H
#define OPENHIP_HIPBLAS_LEVEL2_IMPL_H

#include "level1_impl.h"
#include "reference_kernels.h"

namespace openhip_blas {

// Common argument checks of level 2 (rocBLAS's rules): sizes >= 0, increments != 0,
// lda >= max(1, rows) when there is a full matrix (rows < 0: no lda check).
inline hipblasStatus_t level2Checks(hipblasHandle_t handle, int64_t batch, int64_t m, int64_t n, int64_t lda_rows,
                                    int64_t lda, int64_t incx, int64_t incy) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || batch < 0 || incx == 0 || incy == 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (lda_rows >= 0 && lda < atLeastOne(lda_rows)) return HIPBLAS_STATUS_INVALID_VALUE;
  if (!allFitBlasInt(m, n, lda, incx, incy)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  return HIPBLAS_STATUS_SUCCESS;
}

#define HIPBLAS_CHECK_ENUMS(cond) \
  if (!(cond)) return HIPBLAS_STATUS_INVALID_ENUM

template <class T>
hipblasStatus_t gemv(hipblasHandle_t handle, hipblasOperation_t trans, int64_t m, int64_t n, const T* alpha,
                     Batch<const T> A, int64_t lda, Batch<const T> x, int64_t incx, const T* beta, Batch<T> y,
                     int64_t incy, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validOperation(trans));
  HIPBLAS_TRY(level2Checks(handle, batch, m, n, m, lda, incx, incy));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A.null() || x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::gemv(cblasOp(trans), I(m), I(n), numValue(a.get()), num(A[i]), I(lda), num(x[i]), I(incx),
                       numValue(b.get()), num(y[i]), I(incy));
  });
}

template <class T>
hipblasStatus_t gbmv(hipblasHandle_t handle, hipblasOperation_t trans, int64_t m, int64_t n, int64_t kl, int64_t ku,
                     const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> x, int64_t incx, const T* beta,
                     Batch<T> y, int64_t incy, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validOperation(trans));
  if (kl < 0 || ku < 0) return handle ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED;
  HIPBLAS_TRY(level2Checks(handle, batch, m, n, kl + ku + 1, lda, incx, incy));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A.null() || x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::gbmv(cblasOp(trans), I(m), I(n), I(kl), I(ku), numValue(a.get()), num(A[i]), I(lda), num(x[i]),
                       I(incx), numValue(b.get()), num(y[i]), I(incy));
  });
}

// ger / geru / gerc: A += alpha * x * y^T (y^H for gerc).
template <bool Conjugate, class T>
hipblasStatus_t gerImpl(hipblasHandle_t handle, int64_t m, int64_t n, const T* alpha, Batch<const T> x, int64_t incx,
                        Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  HIPBLAS_TRY(level2Checks(handle, batch, m, n, m, lda, incx, incy));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || A.null() || x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t i) {
    if constexpr (Conjugate)
      openhip_blas::gerc(I(m), I(n), numValue(a.get()), num(x[i]), I(incx), num(y[i]), I(incy), num(A[i]), I(lda));
    else
      openhip_blas::geru(I(m), I(n), numValue(a.get()), num(x[i]), I(incx), num(y[i]), I(incy), num(A[i]), I(lda));
  });
}
template <class T>
hipblasStatus_t ger(hipblasHandle_t h, int64_t m, int64_t n, const T* alpha, Batch<const T> x, int64_t incx,
                    Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  return gerImpl<false>(h, m, n, alpha, x, incx, y, incy, A, lda, batch);
}
template <class T>
hipblasStatus_t geru(hipblasHandle_t h, int64_t m, int64_t n, const T* alpha, Batch<const T> x, int64_t incx,
                     Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  return gerImpl<false>(h, m, n, alpha, x, incx, y, incy, A, lda, batch);
}
template <class T>
hipblasStatus_t gerc(hipblasHandle_t h, int64_t m, int64_t n, const T* alpha, Batch<const T> x, int64_t incx,
                     Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  return gerImpl<true>(h, m, n, alpha, x, incx, y, incy, A, lda, batch);
}

// Symmetric / Hermitian matrix-vector products: full (lda), banded (k, lda) or packed.
// `Op` receives (uplo, i) and does the work of batch entry i.
template <class T, class Op>
hipblasStatus_t symmetricMv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, int64_t lda_rows,
                            int64_t lda, const T* alpha, bool A_null, bool x_null, const T* beta, bool y_null,
                            int64_t incx, int64_t incy, int64_t batch, Op op) {
  HIPBLAS_CHECK_ENUMS(validFill(uplo));
  HIPBLAS_TRY(level2Checks(handle, batch, n, n, lda_rows, lda, incx, incy));
  if (n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A_null || x_null || y_null) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) { op(numValue(a.get()), numValue(b.get()), i); });
}

template <class T>
hipblasStatus_t hemv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> A,
                     int64_t lda, Batch<const T> x, int64_t incx, const T* beta, Batch<T> y, int64_t incy,
                     int64_t batch) {
  return symmetricMv(handle, uplo, n, n, lda, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       openhip_blas::hemv(cblasFill(uplo), I(n), a, num(A[i]), I(lda), num(x[i]), I(incx), b,
                                          num(y[i]), I(incy));
                     });
}
template <class T>
hipblasStatus_t symv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> A,
                     int64_t lda, Batch<const T> x, int64_t incx, const T* beta, Batch<T> y, int64_t incy,
                     int64_t batch) {
  return symmetricMv(handle, uplo, n, n, lda, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       if constexpr (IsComplex<Num<T>>::value) {
                         symvReference(uplo == HIPBLAS_FILL_MODE_UPPER, n, a, num(A[i]), lda, num(x[i]), incx, b,
                                       num(y[i]), incy);
                       } else if constexpr (std::is_same<T, float>::value) {
                         cblas_ssymv(CblasColMajor, cblasFill(uplo), I(n), a, A[i], I(lda), x[i], I(incx), b, y[i],
                                     I(incy));
                       } else {
                         cblas_dsymv(CblasColMajor, cblasFill(uplo), I(n), a, A[i], I(lda), x[i], I(incx), b, y[i],
                                     I(incy));
                       }
                     });
}
template <class T>
hipblasStatus_t hbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, int64_t k, const T* alpha,
                     Batch<const T> A, int64_t lda, Batch<const T> x, int64_t incx, const T* beta, Batch<T> y,
                     int64_t incy, int64_t batch) {
  if (k < 0) return handle ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED;
  return symmetricMv(handle, uplo, n, k + 1, lda, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       openhip_blas::hbmv(cblasFill(uplo), I(n), I(k), a, num(A[i]), I(lda), num(x[i]), I(incx), b,
                                          num(y[i]), I(incy));
                     });
}
template <class T>
hipblasStatus_t sbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, int64_t k, const T* alpha,
                     Batch<const T> A, int64_t lda, Batch<const T> x, int64_t incx, const T* beta, Batch<T> y,
                     int64_t incy, int64_t batch) {
  if (k < 0) return handle ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED;
  return symmetricMv(handle, uplo, n, k + 1, lda, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       openhip_blas::sbmv(cblasFill(uplo), I(n), I(k), a, num(A[i]), I(lda), num(x[i]), I(incx), b,
                                          num(y[i]), I(incy));
                     });
}
template <class T>
hipblasStatus_t hpmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> A,
                     Batch<const T> x, int64_t incx, const T* beta, Batch<T> y, int64_t incy, int64_t batch) {
  return symmetricMv(handle, uplo, n, -1, 1, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       openhip_blas::hpmv(cblasFill(uplo), I(n), a, num(A[i]), num(x[i]), I(incx), b, num(y[i]),
                                          I(incy));
                     });
}
template <class T>
hipblasStatus_t spmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> A,
                     Batch<const T> x, int64_t incx, const T* beta, Batch<T> y, int64_t incy, int64_t batch) {
  return symmetricMv(handle, uplo, n, -1, 1, alpha, A.null(), x.null(), beta, y.null(), incx, incy, batch,
                     [=](Num<T> a, Num<T> b, int64_t i) {
                       openhip_blas::spmv(cblasFill(uplo), I(n), a, num(A[i]), num(x[i]), I(incx), b, num(y[i]),
                                          I(incy));
                     });
}

// Symmetric / Hermitian rank updates: full (lda > 0) or packed (lda == 0).
template <class T, class A, class Op>
hipblasStatus_t rankUpdate(hipblasHandle_t handle, hipblasFillMode_t uplo, int64_t n, const A* alpha, bool x_null,
                           int64_t incx, bool y_null, int64_t incy, bool A_null, int64_t lda_rows, int64_t lda,
                           int64_t batch, Op op) {
  HIPBLAS_CHECK_ENUMS(validFill(uplo));
  HIPBLAS_TRY(level2Checks(handle, batch, n, n, lda_rows, lda, incx, incy));
  if (n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || x_null || y_null || A_null) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t i) { op(numValue(a.get()), i); });
}

template <class T, class R>
hipblasStatus_t her(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const R* alpha, Batch<const T> x,
                    int64_t incx, Batch<T> A, int64_t lda, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, false, 1, A.null(), n, lda, batch, [=](R a, int64_t i) {
    openhip_blas::her(cblasFill(uplo), I(n), a, num(x[i]), I(incx), num(A[i]), I(lda));
  });
}
template <class T, class R>
hipblasStatus_t hpr(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const R* alpha, Batch<const T> x,
                    int64_t incx, Batch<T> A, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, false, 1, A.null(), -1, 1, batch, [=](R a, int64_t i) {
    openhip_blas::hpr(cblasFill(uplo), I(n), a, num(x[i]), I(incx), num(A[i]));
  });
}
template <class T>
hipblasStatus_t her2(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                     int64_t incx, Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, y.null(), incy, A.null(), n, lda, batch,
                       [=](Num<T> a, int64_t i) {
                         openhip_blas::her2(cblasFill(uplo), I(n), a, num(x[i]), I(incx), num(y[i]), I(incy),
                                            num(A[i]), I(lda));
                       });
}
template <class T>
hipblasStatus_t hpr2(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                     int64_t incx, Batch<const T> y, int64_t incy, Batch<T> A, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, y.null(), incy, A.null(), -1, 1, batch,
                       [=](Num<T> a, int64_t i) {
                         openhip_blas::hpr2(cblasFill(uplo), I(n), a, num(x[i]), I(incx), num(y[i]), I(incy),
                                            num(A[i]));
                       });
}
template <class T>
hipblasStatus_t syr(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                    int64_t incx, Batch<T> A, int64_t lda, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, false, 1, A.null(), n, lda, batch,
                       [=](Num<T> a, int64_t i) {
                         if constexpr (std::is_same<T, float>::value)
                           cblas_ssyr(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), A[i], I(lda));
                         else if constexpr (std::is_same<T, double>::value)
                           cblas_dsyr(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), A[i], I(lda));
                         else
                           syr2Reference(uplo == HIPBLAS_FILL_MODE_UPPER, n, a, num(x[i]), incx, num(x[i]), incx,
                                         num(A[i]), lda, false);
                       });
}
template <class T>
hipblasStatus_t spr(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                    int64_t incx, Batch<T> A, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, false, 1, A.null(), -1, 1, batch,
                       [=](Num<T> a, int64_t i) {
                         if constexpr (std::is_same<T, float>::value)
                           cblas_sspr(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), A[i]);
                         else if constexpr (std::is_same<T, double>::value)
                           cblas_dspr(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), A[i]);
                         else
                           syr2Reference(uplo == HIPBLAS_FILL_MODE_UPPER, n, a, num(x[i]), incx, num(x[i]), incx,
                                         num(A[i]), 0, false);
                       });
}
template <class T>
hipblasStatus_t syr2(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                     int64_t incx, Batch<const T> y, int64_t incy, Batch<T> A, int64_t lda, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, y.null(), incy, A.null(), n, lda, batch,
                       [=](Num<T> a, int64_t i) {
                         if constexpr (std::is_same<T, float>::value)
                           cblas_ssyr2(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), y[i], I(incy), A[i],
                                       I(lda));
                         else if constexpr (std::is_same<T, double>::value)
                           cblas_dsyr2(CblasColMajor, cblasFill(uplo), I(n), a, x[i], I(incx), y[i], I(incy), A[i],
                                       I(lda));
                         else
                           syr2Reference(uplo == HIPBLAS_FILL_MODE_UPPER, n, a, num(x[i]), incx, num(y[i]), incy,
                                         num(A[i]), lda, true);
                       });
}
template <class T>
hipblasStatus_t spr2(hipblasHandle_t h, hipblasFillMode_t uplo, int64_t n, const T* alpha, Batch<const T> x,
                     int64_t incx, Batch<const T> y, int64_t incy, Batch<T> A, int64_t batch) {
  return rankUpdate<T>(h, uplo, n, alpha, x.null(), incx, y.null(), incy, A.null(), -1, 1, batch,
                       [=](Num<T> a, int64_t i) {
                         openhip_blas::spr2(cblasFill(uplo), I(n), a, num(x[i]), I(incx), num(y[i]), I(incy),
                                            num(A[i]));
                       });
}

// Triangular matrix-vector products and solves: full (lda), banded (k, lda) or packed.
template <class Op>
hipblasStatus_t triangularMv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t trans,
                             hipblasDiagType_t diag, int64_t n, int64_t lda_rows, int64_t lda, bool A_null,
                             bool x_null, int64_t incx, int64_t batch, Op op) {
  HIPBLAS_CHECK_ENUMS(validFill(uplo) && validOperation(trans) && validDiag(diag));
  HIPBLAS_TRY(level2Checks(handle, batch, n, n, lda_rows, lda, incx, 1));
  if (n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (A_null || x_null) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, op);
}

#define HIPBLAS_TRIANGULAR(NAME, EXTRA_PARAMS, LDA_ROWS, LDA, EXTRA_CHECK, ...)                                    \
  template <class T>                                                                                           \
  hipblasStatus_t NAME(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, hipblasDiagType_t diag, \
                       int64_t n EXTRA_PARAMS, Batch<T> x, int64_t incx, int64_t batch) {                      \
    EXTRA_CHECK;                                                                                               \
    return triangularMv(h, uplo, trans, diag, n, LDA_ROWS, LDA, A.null(), x.null(), incx, batch, [=](int64_t i) { \
      openhip_blas::NAME(cblasFill(uplo), cblasOp(trans), cblasDiag(diag), __VA_ARGS__);                      \
    });                                                                                                        \
  }
#define COMMA ,
HIPBLAS_TRIANGULAR(trmv, COMMA Batch<const T> A COMMA int64_t lda, n, lda, (void)0, I(n), num(A[i]), I(lda),
                   num(x[i]), I(incx))
HIPBLAS_TRIANGULAR(trsv, COMMA Batch<const T> A COMMA int64_t lda, n, lda, (void)0, I(n), num(A[i]), I(lda),
                   num(x[i]), I(incx))
HIPBLAS_TRIANGULAR(tbmv, COMMA int64_t k COMMA Batch<const T> A COMMA int64_t lda, k + 1, lda,
                   if (k < 0) return h ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED, I(n), I(k),
                   num(A[i]), I(lda), num(x[i]), I(incx))
HIPBLAS_TRIANGULAR(tbsv, COMMA int64_t k COMMA Batch<const T> A COMMA int64_t lda, k + 1, lda,
                   if (k < 0) return h ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED, I(n), I(k),
                   num(A[i]), I(lda), num(x[i]), I(incx))
HIPBLAS_TRIANGULAR(tpmv, COMMA Batch<const T> A, -1, 1, (void)0, I(n), num(A[i]), num(x[i]), I(incx))
HIPBLAS_TRIANGULAR(tpsv, COMMA Batch<const T> A, -1, 1, (void)0, I(n), num(A[i]), num(x[i]), I(incx))
#undef COMMA
#undef HIPBLAS_TRIANGULAR

}  // namespace openhip_blas

#endif
