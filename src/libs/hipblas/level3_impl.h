// Level-3 BLAS: the templates behind generated/level3_entry.cpp. Real GEMMs (and
// Hgemm) go through the GEMM engine, so the tuning table applies to them exactly as
// to GemmEx and hipBLASLt; the other routines call OpenBLAS or reference_kernels.h.
#ifndef OPENHIP_HIPBLAS_LEVEL3_IMPL_H
#define OPENHIP_HIPBLAS_LEVEL3_IMPL_H

#include "gemm_engine.h"
#include "lapack.h"
#include "level2_impl.h"

namespace openhip_blas {

// Sizes >= 0, leading dimensions >= max(1, rows of the stored matrix).
inline hipblasStatus_t level3Checks(hipblasHandle_t handle, int64_t batch, std::initializer_list<int64_t> sizes,
                                    std::initializer_list<std::pair<int64_t, int64_t>> lds) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (batch < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  for (int64_t s : sizes)
    if (s < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  for (auto [rows, ld] : lds)
    if (ld < atLeastOne(rows)) return HIPBLAS_STATUS_INVALID_VALUE;
  for (int64_t s : sizes)
    if (!fitsBlasInt(s)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  for (auto [rows, ld] : lds)
    if (!fitsBlasInt(ld)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  return HIPBLAS_STATUS_SUCCESS;
}

template <class T>
Elem elemOf() {
  if constexpr (std::is_same<T, float>::value) return Elem::F32;
  else if constexpr (std::is_same<T, double>::value) return Elem::F64;
  else return Elem::F16;
}

template <class T>
hipblasStatus_t gemm(hipblasHandle_t handle, hipblasOperation_t ta, hipblasOperation_t tb, int64_t m, int64_t n,
                     int64_t k, const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb,
                     const T* beta, Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validOperation(ta) && validOperation(tb));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n, k},
                           {{ta == HIPBLAS_OP_N ? m : k, lda}, {tb == HIPBLAS_OP_N ? k : n, ldb}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || C.null() || (k > 0 && (A.null() || B.null()))) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  if constexpr (IsComplex<Num<T>>::value) {
    return runBatches(handle, batch, [=](int64_t i) {
      openhip_blas::gemm(cblasOp(ta), cblasOp(tb), I(m), I(n), I(k), numValue(a.get()), num(A[i]), I(lda),
                         num(B[i]), I(ldb), numValue(b.get()), num(C[i]), I(ldc));
    });
  } else {
    GemmOperands g;
    g.transA = ta;
    g.transB = tb;
    g.m = m;
    g.n = n;
    g.k = k;
    g.a = g.b = g.c = g.d = elemOf<T>();
    g.compute = std::is_same<T, double>::value ? Elem::F64 : Elem::F32;
    g.lda = lda;
    g.ldb = ldb;
    g.ldc = ldc;
    g.ldd = ldc;
    tuning::Choice choice = tuning::choose(gemmProblem("gemm", g, batch), defaultChoice(g));
    return runBatches(handle, batch, [=](int64_t i) {
      GemmOperands op = g;
      if constexpr (std::is_same<T, hipblasHalf>::value) {
        op.alpha = halfToFloat(a.get());
        op.beta = halfToFloat(b.get());
      } else {
        op.alpha = a.get();
        op.beta = b.get();
      }
      op.A = A[i];
      op.B = B[i];
      op.C = C[i];
      op.D = C[i];
      runGemm(op, choice);
    });
  }
}

template <class T>
hipblasStatus_t symm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, int64_t m, int64_t n,
                     const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const T* beta,
                     Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validSide(side) && validFill(uplo));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n}, {{side == HIPBLAS_SIDE_LEFT ? m : n, lda}, {m, ldb}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A.null() || B.null() || C.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::symm(cblasSide(side), cblasFill(uplo), I(m), I(n), numValue(a.get()), num(A[i]), I(lda),
                       num(B[i]), I(ldb), numValue(b.get()), num(C[i]), I(ldc));
  });
}

// hipBLAS names hemm's sizes (n, k); they are m and n.
template <class T>
hipblasStatus_t hemm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, int64_t m, int64_t n,
                     const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const T* beta,
                     Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validSide(side) && validFill(uplo));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n}, {{side == HIPBLAS_SIDE_LEFT ? m : n, lda}, {m, ldb}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A.null() || B.null() || C.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::hemm(cblasSide(side), cblasFill(uplo), I(m), I(n), numValue(a.get()), num(A[i]), I(lda),
                       num(B[i]), I(ldb), numValue(b.get()), num(C[i]), I(ldc));
  });
}

// Rank-k updates. `Op` does batch entry i with the alpha and beta values.
template <class T, class S, class U, class Op>
hipblasStatus_t rankK(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                      const S* alpha, bool A_null, int64_t lda, bool B_null, int64_t ldb, const U* beta, bool C_null,
                      int64_t ldc, int64_t batch, bool hermitian, Op op) {
  HIPBLAS_CHECK_ENUMS(validFill(uplo) && validOperation(trans));
  if (hermitian ? trans == HIPBLAS_OP_T : (trans == HIPBLAS_OP_C && IsComplex<Num<T>>::value))
    return handle ? HIPBLAS_STATUS_INVALID_VALUE : HIPBLAS_STATUS_NOT_INITIALIZED;
  int64_t rows = trans == HIPBLAS_OP_N ? n : k;
  HIPBLAS_TRY(level3Checks(handle, batch, {n, k}, {{rows, lda}, {rows, ldb}, {n, ldc}}));
  if (n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || C_null || (k > 0 && (A_null || B_null))) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) { op(numValue(a.get()), numValue(b.get()), i); });
}

inline CBLAS_TRANSPOSE rankKTrans(hipblasOperation_t t) {
  return t == HIPBLAS_OP_N ? CblasNoTrans : t == HIPBLAS_OP_T ? CblasTrans : CblasConjTrans;
}

template <class T>
hipblasStatus_t syrk(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                     const T* alpha, Batch<const T> A, int64_t lda, const T* beta, Batch<T> C, int64_t ldc,
                     int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, false, lda, beta, C.null(), ldc, batch, false,
                  [=](Num<T> a, Num<T> b, int64_t i) {
                    // Real syrk accepts OP_C as OP_T.
                    CBLAS_TRANSPOSE t = trans == HIPBLAS_OP_N ? CblasNoTrans : CblasTrans;
                    openhip_blas::syrk(cblasFill(uplo), t, I(n), I(k), a, num(A[i]), I(lda), b, num(C[i]), I(ldc));
                  });
}
template <class T, class R>
hipblasStatus_t herk(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                     const R* alpha, Batch<const T> A, int64_t lda, const R* beta, Batch<T> C, int64_t ldc,
                     int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, false, lda, beta, C.null(), ldc, batch, true,
                  [=](R a, R b, int64_t i) {
                    openhip_blas::herk(cblasFill(uplo), rankKTrans(trans), I(n), I(k), a, num(A[i]), I(lda), b,
                                       num(C[i]), I(ldc));
                  });
}
template <class T>
hipblasStatus_t syr2k(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                      const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const T* beta,
                      Batch<T> C, int64_t ldc, int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, B.null(), ldb, beta, C.null(), ldc, batch, false,
                  [=](Num<T> a, Num<T> b, int64_t i) {
                    CBLAS_TRANSPOSE t = trans == HIPBLAS_OP_N ? CblasNoTrans : CblasTrans;
                    openhip_blas::syr2k(cblasFill(uplo), t, I(n), I(k), a, num(A[i]), I(lda), num(B[i]), I(ldb), b,
                                        num(C[i]), I(ldc));
                  });
}
template <class T, class R>
hipblasStatus_t her2k(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                      const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const R* beta,
                      Batch<T> C, int64_t ldc, int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, B.null(), ldb, beta, C.null(), ldc, batch, true,
                  [=](Num<T> a, R b, int64_t i) {
                    openhip_blas::her2k(cblasFill(uplo), rankKTrans(trans), I(n), I(k), a, num(A[i]), I(lda),
                                        num(B[i]), I(ldb), b, num(C[i]), I(ldc));
                  });
}
template <class T>
hipblasStatus_t syrkx(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                      const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const T* beta,
                      Batch<T> C, int64_t ldc, int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, B.null(), ldb, beta, C.null(), ldc, batch, false,
                  [=](Num<T> a, Num<T> b, int64_t i) {
                    syrkxReference(uplo == HIPBLAS_FILL_MODE_UPPER, trans != HIPBLAS_OP_N, false, n, k, a, num(A[i]),
                                   lda, num(B[i]), ldb, b, num(C[i]), ldc);
                  });
}
template <class T, class R>
hipblasStatus_t herkx(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t trans, int64_t n, int64_t k,
                      const T* alpha, Batch<const T> A, int64_t lda, Batch<const T> B, int64_t ldb, const R* beta,
                      Batch<T> C, int64_t ldc, int64_t batch) {
  return rankK<T>(h, uplo, trans, n, k, alpha, A.null(), lda, B.null(), ldb, beta, C.null(), ldc, batch, true,
                  [=](Num<T> a, R b, int64_t i) {
                    syrkxReference(uplo == HIPBLAS_FILL_MODE_UPPER, trans != HIPBLAS_OP_N, true, n, k, a, num(A[i]),
                                   lda, num(B[i]), ldb, Num<T>(b), num(C[i]), ldc);
                  });
}

template <class T>
hipblasStatus_t geam(hipblasHandle_t handle, hipblasOperation_t ta, hipblasOperation_t tb, int64_t m, int64_t n,
                     const T* alpha, Batch<const T> A, int64_t lda, const T* beta, Batch<const T> B, int64_t ldb,
                     Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validOperation(ta) && validOperation(tb));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n},
                           {{ta == HIPBLAS_OP_N ? m : n, lda}, {tb == HIPBLAS_OP_N ? m : n, ldb}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || A.null() || B.null() || C.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  auto b = scalar(toHandle(handle), beta);
  return runBatches(handle, batch, [=](int64_t i) {
    geamReference(ta, tb, m, n, numValue(a.get()), num(A[i]), lda, numValue(b.get()), num(B[i]), ldb, num(C[i]), ldc);
  });
}

template <class T>
hipblasStatus_t dgmm(hipblasHandle_t handle, hipblasSideMode_t side, int64_t m, int64_t n, Batch<const T> A,
                     int64_t lda, Batch<const T> x, int64_t incx, Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validSide(side));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n}, {{m, lda}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (A.null() || x.null() || C.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t i) {
    dgmmReference(side == HIPBLAS_SIDE_LEFT, m, n, num(A[i]), lda, num(x[i]), incx, num(C[i]), ldc);
  });
}

// trmm (hipBLAS 2.x: out of place, C = alpha*op(A)*B): B is copied into C, then OpenBLAS works in place.
template <class T>
hipblasStatus_t trmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans,
                     hipblasDiagType_t diag, int64_t m, int64_t n, const T* alpha, Batch<const T> A, int64_t lda,
                     Batch<const T> B, int64_t ldb, Batch<T> C, int64_t ldc, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validSide(side) && validFill(uplo) && validOperation(trans) && validDiag(diag));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n}, {{side == HIPBLAS_SIDE_LEFT ? m : n, lda}, {m, ldb}, {m, ldc}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || A.null() || B.null() || C.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t i) {
    copyMatrix(m, n, num(B[i]), ldb, num(C[i]), ldc);
    openhip_blas::trmm(cblasSide(side), cblasFill(uplo), cblasOp(trans), cblasDiag(diag), I(m), I(n),
                       numValue(a.get()), num(A[i]), I(lda), num(C[i]), I(ldc));
  });
}

template <class T>
hipblasStatus_t trsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans,
                     hipblasDiagType_t diag, int64_t m, int64_t n, const T* alpha, Batch<const T> A, int64_t lda,
                     Batch<T> B, int64_t ldb, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validSide(side) && validFill(uplo) && validOperation(trans) && validDiag(diag));
  HIPBLAS_TRY(level3Checks(handle, batch, {m, n}, {{side == HIPBLAS_SIDE_LEFT ? m : n, lda}, {m, ldb}}));
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || A.null() || B.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::trsm(cblasSide(side), cblasFill(uplo), cblasOp(trans), cblasDiag(diag), I(m), I(n),
                       numValue(a.get()), num(A[i]), I(lda), num(B[i]), I(ldb));
  });
}

// trtri: invA = inverse of the triangle of A (LAPACK on a copy; the other triangle of invA is left alone).
template <class T>
hipblasStatus_t trtri(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasDiagType_t diag, int64_t n,
                      Batch<const T> A, int64_t lda, Batch<T> invA, int64_t ldinv, int64_t batch) {
  HIPBLAS_CHECK_ENUMS(validFill(uplo) && validDiag(diag));
  HIPBLAS_TRY(level3Checks(handle, batch, {n}, {{n, lda}, {n, ldinv}}));
  if (n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (A.null() || invA.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t i) {
    bool upper = uplo == HIPBLAS_FILL_MODE_UPPER;
    auto* src = num(A[i]);
    auto* dst = num(invA[i]);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t r = upper ? 0 : j; r < (upper ? j + 1 : n); ++r) dst[r + j * ldinv] = src[r + j * lda];
    lapack::trtri(upper ? 'U' : 'L', diag == HIPBLAS_DIAG_UNIT ? 'U' : 'N', int(n), dst, int(ldinv));
  });
}

}  // namespace openhip_blas

#endif
