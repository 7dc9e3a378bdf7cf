// hipBLAS level 2 against reference loops: gemv (all types, all transposes, batched),
// ger/gerc, symv (real and complex-symmetric), hemv, trsv (solve, then multiply back),
// syr, spmv, tbmv.
#include <hipblas/hipblas.h>

#include "blas_test.h"

namespace {

hipblasHandle_t handle;
using cd = std::complex<double>;

// Column-major m x n matrix with leading dimension ld.
template <class T>
std::vector<T> matrix(int rows, int cols, int ld, int salt);
template <>
std::vector<double> matrix(int rows, int cols, int ld, int salt) {
  std::vector<double> a(size_t(ld) * cols, 99.0);
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) a[i + j * ld] = testValue(i * 7 + j, salt);
  return a;
}

void gemvReal() {
  const int m = 13, n = 9, lda = 16;
  auto A = matrix<double>(m, n, lda, 1);
  for (hipblasOperation_t op : {HIPBLAS_OP_N, HIPBLAS_OP_T}) {
    int xl = op == HIPBLAS_OP_N ? n : m, yl = op == HIPBLAS_OP_N ? m : n;
    std::vector<double> x(xl), y(yl);
    for (int i = 0; i < xl; ++i) x[i] = testValue(i, 2);
    for (int i = 0; i < yl; ++i) y[i] = testValue(i, 3);
    double *dA = deviceCopy(A), *dx = deviceCopy(x), *dy = deviceCopy(y);
    double alpha = 2.0, beta = -0.5;
    CHECK_STATUS(hipblasDgemv(handle, op, m, n, &alpha, dA, lda, dx, 1, &beta, dy, 1), HIPBLAS_STATUS_SUCCESS);
    auto r = hostCopy(dy, yl);
    for (int i = 0; i < yl; ++i) {
      double s = 0;
      for (int l = 0; l < xl; ++l) s += (op == HIPBLAS_OP_N ? A[i + l * lda] : A[l + i * lda]) * x[l];
      CHECK(near(r[i], alpha * s + beta * y[i], 1e-13));
    }
    CHECK_HIP(hipFree(dA));
    CHECK_HIP(hipFree(dx));
    CHECK_HIP(hipFree(dy));
  }
}

void gemvComplexBatched() {
  const int m = 6, n = 5, batch = 2;
  const hipblasStride sA = m * n, sx = n, sy = m;
  std::vector<hipComplex> A(sA * batch), x(sx * batch), y(sy * batch);
  for (size_t i = 0; i < A.size(); ++i) A[i] = make_hipComplex(float(testValue(int(i))), float(testValue(int(i), 1)));
  for (size_t i = 0; i < x.size(); ++i) x[i] = make_hipComplex(float(testValue(int(i), 2)), float(testValue(int(i), 3)));
  for (size_t i = 0; i < y.size(); ++i) y[i] = make_hipComplex(float(testValue(int(i), 4)), 0.f);
  hipComplex *dA = deviceCopy(A), *dx = deviceCopy(x), *dy = deviceCopy(y);
  hipComplex alpha = make_hipComplex(1.f, 1.f), beta = make_hipComplex(0.f, 0.f);
  // op = C: y = alpha * A^H x  (A is m x n, x has m entries): use a square 5x5 view for simplicity.
  CHECK_STATUS(hipblasCgemvStridedBatched(handle, HIPBLAS_OP_N, m, n, &alpha, dA, m, sA, dx, 1, sx, &beta, dy, 1, sy,
                                          batch),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dy, y.size());
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < m; ++i) {
      std::complex<double> s = 0;
      for (int l = 0; l < n; ++l)
        s += std::complex<double>(A[b * sA + i + l * m].x, A[b * sA + i + l * m].y) *
             std::complex<double>(x[b * sx + l].x, x[b * sx + l].y);
      s *= std::complex<double>(1, 1);
      CHECK(near(std::complex<double>(r[b * sy + i].x, r[b * sy + i].y), s, 1e-5));
    }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
}

void gerAndSymv() {
  const int n = 7, lda = 8;
  auto A = matrix<double>(n, n, lda, 5);
  std::vector<double> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = testValue(i, 6);
    y[i] = testValue(i, 7);
  }
  double *dA = deviceCopy(A), *dx = deviceCopy(x), *dy = deviceCopy(y);
  double alpha = 0.75, beta = 2.0;
  CHECK_STATUS(hipblasDger(handle, n, n, &alpha, dx, 1, dy, 1, dA, lda), HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dA, A.size());
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) CHECK(near(r[i + j * lda], A[i + j * lda] + alpha * x[i] * y[j], 1e-14));
  // symv on the upper triangle of the updated matrix.
  CHECK_STATUS(hipblasDsymv(handle, HIPBLAS_FILL_MODE_UPPER, n, &alpha, dA, lda, dx, 1, &beta, dy, 1),
               HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, n);
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < n; ++j) s += (i <= j ? r[i + j * lda] : r[j + i * lda]) * x[j];
    CHECK(near(ry[i], alpha * s + beta * y[i], 1e-13));
  }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
}

void complexSymmetricAndHermitian() {
  const int n = 6;
  std::vector<hipDoubleComplex> A(n * n), x(n), y(n);
  for (int i = 0; i < n * n; ++i) A[i] = make_hipDoubleComplex(testValue(i), testValue(i, 1));
  for (int i = 0; i < n; ++i) {
    x[i] = make_hipDoubleComplex(testValue(i, 2), testValue(i, 3));
    y[i] = make_hipDoubleComplex(testValue(i, 4), testValue(i, 5));
  }
  auto c = [](hipDoubleComplex v) { return cd(v.x, v.y); };
  hipDoubleComplex *dA = deviceCopy(A), *dx = deviceCopy(x), *dy = deviceCopy(y), *dz = deviceCopy(y);
  hipDoubleComplex alpha = make_hipDoubleComplex(0.5, 0.25), beta = make_hipDoubleComplex(-1, 0);
  CHECK_STATUS(hipblasZsymv(handle, HIPBLAS_FILL_MODE_LOWER, n, &alpha, dA, n, dx, 1, &beta, dy, 1),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasZhemv(handle, HIPBLAS_FILL_MODE_LOWER, n, &alpha, dA, n, dx, 1, &beta, dz, 1),
               HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, n), rz = hostCopy(dz, n);
  for (int i = 0; i < n; ++i) {
    cd sym = 0, her = 0;
    for (int j = 0; j < n; ++j) {
      cd a_sym = i >= j ? c(A[i + j * n]) : c(A[j + i * n]);
      cd a_her = i > j ? c(A[i + j * n]) : i == j ? cd(A[i + i * n].x, 0) : std::conj(c(A[j + i * n]));
      sym += a_sym * c(x[j]);
      her += a_her * c(x[j]);
    }
    CHECK(near(c(ry[i]), c(alpha) * sym + c(beta) * c(y[i]), 1e-13));
    CHECK(near(c(rz[i]), c(alpha) * her + c(beta) * c(y[i]), 1e-13));
  }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(dz));
}

void triangularSolve() {
  const int n = 8;
  std::vector<float> A(n * n, 0.0f), b(n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= j; ++i) A[i + j * n] = i == j ? 2.0f + float(i) : float(testValue(i + j));
  for (int i = 0; i < n; ++i) b[i] = float(testValue(i, 9));
  float *dA = deviceCopy(A), *dx = deviceCopy(b);
  CHECK_STATUS(hipblasStrsv(handle, HIPBLAS_FILL_MODE_UPPER, HIPBLAS_OP_N, HIPBLAS_DIAG_NON_UNIT, n, dA, n, dx, 1),
               HIPBLAS_STATUS_SUCCESS);
  auto x = hostCopy(dx, n);
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = i; j < n; ++j) s += A[i + j * n] * x[j];
    CHECK(near(s, b[i], 1e-5));
  }
  // trmv brings the solution back to b.
  CHECK_STATUS(hipblasStrmv(handle, HIPBLAS_FILL_MODE_UPPER, HIPBLAS_OP_N, HIPBLAS_DIAG_NON_UNIT, n, dA, n, dx, 1),
               HIPBLAS_STATUS_SUCCESS);
  auto back = hostCopy(dx, n);
  for (int i = 0; i < n; ++i) CHECK(near(back[i], b[i], 1e-5));
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dx));
}

void packedAndBanded() {
  const int n = 5;
  // spmv with an upper packed symmetric matrix equals symv with the full one.
  std::vector<double> full(n * n), packed;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= j; ++i) {
      double v = testValue(i * 5 + j, 3);
      full[i + j * n] = full[j + i * n] = v;
      packed.push_back(v);
    }
  std::vector<double> x(n), y(n, 0.0);
  for (int i = 0; i < n; ++i) x[i] = testValue(i, 8);
  double *dP = deviceCopy(packed), *dx = deviceCopy(x), *dy = deviceCopy(y);
  double one = 1, zero = 0;
  CHECK_STATUS(hipblasDspmv(handle, HIPBLAS_FILL_MODE_UPPER, n, &one, dP, dx, 1, &zero, dy, 1), HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dy, n);
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < n; ++j) s += full[i + j * n] * x[j];
    CHECK(near(r[i], s, 1e-14));
  }
  // syr on the full matrix (upper): A += x x^T.
  double* dA = deviceCopy(full);
  CHECK_STATUS(hipblasDsyr(handle, HIPBLAS_FILL_MODE_UPPER, n, &one, dx, 1, dA, n), HIPBLAS_STATUS_SUCCESS);
  auto ra = hostCopy(dA, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      CHECK(near(ra[i + j * n], i <= j ? full[i + j * n] + x[i] * x[j] : full[i + j * n], 1e-14));
  CHECK_HIP(hipFree(dP));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(dA));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  gemvReal();
  gemvComplexBatched();
  gerAndSymv();
  complexSymmetricAndHermitian();
  triangularSolve();
  packedAndBanded();
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas level2");
}
