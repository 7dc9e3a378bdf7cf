// hipBLAS level 3 against reference loops: gemm (s/d/c/z, all transposes, Batched,
// StridedBatched, _64, Hgemm), trsm, trmm (out of place), syrk/herk, syrkx, geam, dgmm,
// symm, trtri.
#include <hipblas/hipblas.h>

#include "blas_test.h"

namespace {

hipblasHandle_t handle;
using cd = std::complex<double>;

// op(X)(i, j) of a column-major matrix.
template <class T>
T at(const std::vector<T>& x, int ld, hipblasOperation_t op, int i, int j) {
  return op == HIPBLAS_OP_N ? x[i + j * ld] : x[j + i * ld];
}

void gemmReal() {
  const int m = 17, n = 11, k = 23;
  for (hipblasOperation_t ta : {HIPBLAS_OP_N, HIPBLAS_OP_T})
    for (hipblasOperation_t tb : {HIPBLAS_OP_N, HIPBLAS_OP_T}) {
      int lda = ta == HIPBLAS_OP_N ? m + 1 : k, ldb = tb == HIPBLAS_OP_N ? k : n + 2, ldc = m + 3;
      std::vector<float> A(size_t(lda) * (ta == HIPBLAS_OP_N ? k : m)), B(size_t(ldb) * (tb == HIPBLAS_OP_N ? n : k)),
          C(size_t(ldc) * n);
      for (size_t i = 0; i < A.size(); ++i) A[i] = float(testValue(int(i)));
      for (size_t i = 0; i < B.size(); ++i) B[i] = float(testValue(int(i), 1));
      for (size_t i = 0; i < C.size(); ++i) C[i] = float(testValue(int(i), 2));
      float *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
      float alpha = 1.25f, beta = -0.5f;
      CHECK_STATUS(hipblasSgemm(handle, ta, tb, m, n, k, &alpha, dA, lda, dB, ldb, &beta, dC, ldc),
                   HIPBLAS_STATUS_SUCCESS);
      auto r = hostCopy(dC, C.size());
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          double s = 0;
          for (int l = 0; l < k; ++l) s += double(at(A, lda, ta, i, l)) * at(B, ldb, tb, l, j);
          CHECK(near(r[i + j * ldc], alpha * s + beta * C[i + j * ldc], 1e-5));
        }
      CHECK_HIP(hipFree(dA));
      CHECK_HIP(hipFree(dB));
      CHECK_HIP(hipFree(dC));
    }
}

void gemmComplexAndBatched() {
  const int m = 5, n = 4, k = 3, batch = 3;
  const hipblasStride sA = m * k, sB = k * n, sC = m * n;
  std::vector<hipDoubleComplex> A(sA * batch), B(sB * batch), C(sC * batch);
  for (size_t i = 0; i < A.size(); ++i) A[i] = make_hipDoubleComplex(testValue(int(i)), testValue(int(i), 1));
  for (size_t i = 0; i < B.size(); ++i) B[i] = make_hipDoubleComplex(testValue(int(i), 2), testValue(int(i), 3));
  for (size_t i = 0; i < C.size(); ++i) C[i] = make_hipDoubleComplex(testValue(int(i), 4), 0);
  auto c = [](hipDoubleComplex v) { return cd(v.x, v.y); };
  hipDoubleComplex *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  hipDoubleComplex alpha = make_hipDoubleComplex(1, -1), beta = make_hipDoubleComplex(0.5, 0);
  // A is k x m stored, used as A^H (m x k).
  CHECK_STATUS(hipblasZgemmStridedBatched(handle, HIPBLAS_OP_C, HIPBLAS_OP_N, m, n, k, &alpha, dA, k, sA, dB, k, sB,
                                          &beta, dC, m, sC, batch),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dC, C.size());
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        cd s = 0;
        for (int l = 0; l < k; ++l) s += std::conj(c(A[b * sA + l + i * k])) * c(B[b * sB + l + j * k]);
        CHECK(near(c(r[b * sC + i + j * m]), c(alpha) * s + c(beta) * c(C[b * sC + i + j * m]), 1e-13));
      }
  // Batched (pointer arrays) double gemm, _64 form.
  std::vector<double> X(sA * batch), Y(sB * batch), Z(sC * batch, 0.0);
  for (size_t i = 0; i < X.size(); ++i) X[i] = testValue(int(i), 5);
  for (size_t i = 0; i < Y.size(); ++i) Y[i] = testValue(int(i), 6);
  double *dX = deviceCopy(X), *dY = deviceCopy(Y), *dZ = deviceCopy(Z);
  std::vector<double*> xs, ys, zs;
  for (int b = 0; b < batch; ++b) {
    xs.push_back(dX + b * sA);
    ys.push_back(dY + b * sB);
    zs.push_back(dZ + b * sC);
  }
  double **dxs = deviceCopy(xs), **dys = deviceCopy(ys), **dzs = deviceCopy(zs);
  double one = 1, zero = 0;
  CHECK_STATUS(hipblasDgemmBatched_64(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &one, dxs, m, dys, k, &zero, dzs, m,
                                      batch),
               HIPBLAS_STATUS_SUCCESS);
  auto rz = hostCopy(dZ, Z.size());
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        double s = 0;
        for (int l = 0; l < k; ++l) s += X[b * sA + i + l * m] * Y[b * sB + l + j * k];
        CHECK(near(rz[b * sC + i + j * m], s, 1e-14));
      }
  for (void* p : {(void*)dA, (void*)dB, (void*)dC, (void*)dX, (void*)dY, (void*)dZ, (void*)dxs, (void*)dys, (void*)dzs})
    CHECK_HIP(hipFree(p));
}

void hgemm() {
  const int m = 32, n = 24, k = 40;
  std::vector<hipblasHalf> A(m * k), B(k * n), C(m * n);
  auto toHalf = [](float f) {
    __half h = __float2half(f);
    uint16_t u;
    std::memcpy(&u, &h, 2);
    return u;
  };
  auto fromHalf = [](uint16_t u) {
    __half h;
    std::memcpy(&h, &u, 2);
    return __half2float(h);
  };
  for (int i = 0; i < m * k; ++i) A[i] = toHalf(float(testValue(i)));
  for (int i = 0; i < k * n; ++i) B[i] = toHalf(float(testValue(i, 1)));
  for (int i = 0; i < m * n; ++i) C[i] = toHalf(0.0f);
  hipblasHalf *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  hipblasHalf alpha = toHalf(1.0f), beta = toHalf(0.0f);
  CHECK_STATUS(hipblasHgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dC, m * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      float s = 0;  // exact: inputs are multiples of 1/8, sums small
      for (int l = 0; l < k; ++l) s += fromHalf(A[i + l * m]) * fromHalf(B[l + j * k]);
      CHECK(fromHalf(r[i + j * m]) == fromHalf(toHalf(s)));
    }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dB));
  CHECK_HIP(hipFree(dC));
}

void triangular() {
  const int m = 6, n = 4;
  std::vector<double> A(m * m, 0.0), B(m * n), C(m * n, 0.0);
  for (int j = 0; j < m; ++j)
    for (int i = j; i < m; ++i) A[i + j * m] = i == j ? 3.0 + i : testValue(i * m + j);
  for (int i = 0; i < m * n; ++i) B[i] = testValue(i, 4);
  double *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  double alpha = 2.0;
  // C = alpha * L * B (out-of-place trmm), then trsm solves L X = C / alpha back to B.
  CHECK_STATUS(hipblasDtrmm(handle, HIPBLAS_SIDE_LEFT, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, HIPBLAS_DIAG_NON_UNIT, m,
                            n, &alpha, dA, m, dB, m, dC, m),
               HIPBLAS_STATUS_SUCCESS);
  auto rc = hostCopy(dC, m * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = 0; l <= i; ++l) s += A[i + l * m] * B[l + j * m];
      CHECK(near(rc[i + j * m], alpha * s, 1e-13));
    }
  double inv = 1.0 / alpha;
  CHECK_STATUS(hipblasDtrsm(handle, HIPBLAS_SIDE_LEFT, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, HIPBLAS_DIAG_NON_UNIT, m,
                            n, &inv, dA, m, dC, m),
               HIPBLAS_STATUS_SUCCESS);
  auto rb = hostCopy(dC, m * n);
  for (int i = 0; i < m * n; ++i) CHECK(near(rb[i], B[i], 1e-12));
  // trtri: L * inv(L) = I.
  std::vector<double> I(m * m, 0.0);
  double* dInv = deviceCopy(I);
  CHECK_STATUS(hipblasDtrtri(handle, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_DIAG_NON_UNIT, m, dA, m, dInv, m),
               HIPBLAS_STATUS_SUCCESS);
  auto ri = hostCopy(dInv, m * m);
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = j; l <= i; ++l) s += A[i + l * m] * ri[l + j * m];
      CHECK(near(s, i == j ? 1.0 : 0.0, 1e-12));
    }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dB));
  CHECK_HIP(hipFree(dC));
  CHECK_HIP(hipFree(dInv));
}

void rankUpdatesAndOthers() {
  const int n = 5, k = 3;
  std::vector<float> A(n * k), B(n * k), C(n * n);
  for (int i = 0; i < n * k; ++i) {
    A[i] = float(testValue(i));
    B[i] = float(testValue(i, 2));
  }
  for (int i = 0; i < n * n; ++i) C[i] = float(testValue(i, 3));
  float *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C), *dD = deviceCopy(C);
  float alpha = 0.5f, beta = 2.0f;
  CHECK_STATUS(hipblasSsyrk(handle, HIPBLAS_FILL_MODE_UPPER, HIPBLAS_OP_N, n, k, &alpha, dA, n, &beta, dC, n),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasSsyrkx(handle, HIPBLAS_FILL_MODE_UPPER, HIPBLAS_OP_N, n, k, &alpha, dA, n, dB, n, &beta, dD, n),
               HIPBLAS_STATUS_SUCCESS);
  auto rc = hostCopy(dC, n * n), rd = hostCopy(dD, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= j; ++i) {
      double s = 0, x = 0;
      for (int l = 0; l < k; ++l) {
        s += A[i + l * n] * A[j + l * n];
        x += A[i + l * n] * B[j + l * n];
      }
      CHECK(near(rc[i + j * n], alpha * s + beta * C[i + j * n], 1e-5));
      CHECK(near(rd[i + j * n], alpha * x + beta * C[i + j * n], 1e-5));
    }
  // geam: C = alpha*A^T + beta*B (A is k x n stored as n x k transposed view: use square n x n).
  std::vector<float> P(n * n), Q(n * n);
  for (int i = 0; i < n * n; ++i) {
    P[i] = float(testValue(i, 5));
    Q[i] = float(testValue(i, 6));
  }
  float *dP = deviceCopy(P), *dQ = deviceCopy(Q), *dR = deviceCopy(std::vector<float>(n * n, 0.f));
  CHECK_STATUS(hipblasSgeam(handle, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, &alpha, dP, n, &beta, dQ, n, dR, n),
               HIPBLAS_STATUS_SUCCESS);
  auto rr = hostCopy(dR, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) CHECK(near(rr[i + j * n], alpha * P[j + i * n] + beta * Q[i + j * n], 1e-6));
  // dgmm: R = P * diag(x) (right).
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) x[i] = float(i + 1);
  float* dx = deviceCopy(x);
  CHECK_STATUS(hipblasSdgmm(handle, HIPBLAS_SIDE_RIGHT, n, n, dP, n, dx, 1, dR, n), HIPBLAS_STATUS_SUCCESS);
  rr = hostCopy(dR, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) CHECK(near(rr[i + j * n], P[i + j * n] * x[j], 1e-6));
  // symm (left, lower): R = alpha * sym(P) * Q + beta * R.
  std::vector<float> before = rr;
  CHECK_STATUS(hipblasSsymm(handle, HIPBLAS_SIDE_LEFT, HIPBLAS_FILL_MODE_LOWER, n, n, &alpha, dP, n, dQ, n, &beta, dR,
                            n),
               HIPBLAS_STATUS_SUCCESS);
  rr = hostCopy(dR, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      double s = 0;
      for (int l = 0; l < n; ++l) s += (i >= l ? P[i + l * n] : P[l + i * n]) * Q[l + j * n];
      CHECK(near(rr[i + j * n], alpha * s + beta * before[i + j * n], 1e-5));
    }
  for (float* p : {dA, dB, dC, dD, dP, dQ, dR, dx}) CHECK_HIP(hipFree(p));
}

void herk() {
  const int n = 4, k = 3;
  std::vector<hipComplex> A(n * k), C(n * n);
  for (int i = 0; i < n * k; ++i) A[i] = make_hipComplex(float(testValue(i)), float(testValue(i, 1)));
  for (int i = 0; i < n * n; ++i) C[i] = make_hipComplex(0.f, 0.f);
  hipComplex *dA = deviceCopy(A), *dC = deviceCopy(C);
  float alpha = 1.0f, beta = 0.0f;
  CHECK_STATUS(hipblasCherk(handle, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, n, k, &alpha, dA, n, &beta, dC, n),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dC, n * n);
  for (int j = 0; j < n; ++j)
    for (int i = j; i < n; ++i) {
      std::complex<double> s = 0;
      for (int l = 0; l < k; ++l)
        s += std::complex<double>(A[i + l * n].x, A[i + l * n].y) * std::conj(std::complex<double>(A[j + l * n].x, A[j + l * n].y));
      CHECK(near(std::complex<double>(r[i + j * n].x, r[i + j * n].y), s, 1e-5));
    }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dC));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  gemmReal();
  gemmComplexAndBatched();
  hgemm();
  triangular();
  rankUpdatesAndOthers();
  herk();
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas level3");
}
