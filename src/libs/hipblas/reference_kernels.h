// Routines hipBLAS has and CBLAS does not: complex-symmetric level 2 (csymv, csyr,
// csyr2, cspr), syrkx/herkx, geam, dgmm and out-of-place trmm helpers. Plain loops
// over column-major data, written so that the inner loop runs down a column.
#ifndef OPENHIP_HIPBLAS_REFERENCE_KERNELS_H
#define OPENHIP_HIPBLAS_REFERENCE_KERNELS_H

#include "blas_backend.h"

#include <cstdint>

namespace openhip_blas {

// Element i of a BLAS vector (negative increments start from the far end).
template <class T>
T& element(T* x, int64_t n, int64_t inc, int64_t i) {
  return x[(inc < 0 ? (1 - n) * inc : 0) + i * inc];
}

inline bool inTriangle(bool upper, int64_t row, int64_t col) { return upper ? row <= col : row >= col; }

// y = alpha*A*x + beta*y with A symmetric (not Hermitian), stored in one triangle.
template <class T>
void symvReference(bool upper, int64_t n, T alpha, const T* A, int64_t lda, const T* x, int64_t incx, T beta, T* y,
                   int64_t incy) {
  for (int64_t i = 0; i < n; ++i) {
    T sum{};
    for (int64_t j = 0; j < n; ++j) {
      T a = inTriangle(upper, i, j) ? A[i + j * lda] : A[j + i * lda];
      sum += a * element(x, n, incx, j);
    }
    T& yi = element(y, n, incy, i);
    yi = alpha * sum + (beta == T{} ? T{} : beta * yi);
  }
}

// A += alpha*x*x^T (syr) or alpha*(x*y^T + y*x^T) (syr2) on one triangle; packed when lda == 0.
template <class T>
void syr2Reference(bool upper, int64_t n, T alpha, const T* x, int64_t incx, const T* y, int64_t incy, T* A,
                   int64_t lda, bool two) {
  int64_t packed_index = 0;
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = upper ? 0 : j; i < (upper ? j + 1 : n); ++i) {
      T xi = element(x, n, incx, i), xj = element(x, n, incx, j);
      T update = two ? alpha * (xi * element(y, n, incy, j) + element(y, n, incy, i) * xj) : alpha * xi * xj;
      T& a = lda == 0 ? A[packed_index] : A[i + j * lda];
      a += update;
      ++packed_index;
    }
  }
}

// C = alpha*op(A)*op(B)^T + beta*C on one triangle (syrkx; herkx with conjugation, beta real).
template <class T>
void syrkxReference(bool upper, bool transposed, bool hermitian, int64_t n, int64_t k, T alpha, const T* A,
                    int64_t lda, const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
  for (int64_t j = 0; j < n; ++j) {
    for (int64_t i = upper ? 0 : j; i < (upper ? j + 1 : n); ++i) {
      T sum{};
      for (int64_t l = 0; l < k; ++l) {
        T a = transposed ? A[l + i * lda] : A[i + l * lda];
        T b = transposed ? B[l + j * ldb] : B[j + l * ldb];
        if (hermitian) {
          if (transposed) a = conjugate(a);
          else b = conjugate(b);
        }
        sum += a * b;
      }
      T& c = C[i + j * ldc];
      c = alpha * sum + (beta == T{} ? T{} : beta * c);
      if (hermitian && i == j) c = T(std::real(c));
    }
  }
}

// C = alpha*op(A) + beta*op(B).
template <class T>
void geamReference(hipblasOperation_t ta, hipblasOperation_t tb, int64_t m, int64_t n, T alpha, const T* A,
                   int64_t lda, T beta, const T* B, int64_t ldb, T* C, int64_t ldc) {
  auto at = [](hipblasOperation_t op, const T* M, int64_t ld, int64_t i, int64_t j) {
    if (op == HIPBLAS_OP_N) return M[i + j * ld];
    T v = M[j + i * ld];
    return op == HIPBLAS_OP_C ? conjugate(v) : v;
  };
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      T a = alpha == T{} ? T{} : alpha * at(ta, A, lda, i, j);
      T b = beta == T{} ? T{} : beta * at(tb, B, ldb, i, j);
      C[i + j * ldc] = a + b;
    }
}

// C = A*diag(x) (right) or diag(x)*A (left).
template <class T>
void dgmmReference(bool left, int64_t m, int64_t n, const T* A, int64_t lda, const T* x, int64_t incx, T* C,
                   int64_t ldc) {
  int64_t count = left ? m : n;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i)
      C[i + j * ldc] = A[i + j * lda] * element(x, count, incx, left ? i : j);
}

// Copies an m x n column-major matrix (used before in-place CBLAS routines).
template <class T>
void copyMatrix(int64_t m, int64_t n, const T* src, int64_t lds, T* dst, int64_t ldd) {
  if (src == dst && lds == ldd) return;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) dst[i + j * ldd] = src[i + j * lds];
}

}  // namespace openhip_blas

#endif
