// hipBLAS LAPACK-like functions: getrf/getrs (plain, batched, strided, without pivoting),
// getriBatched, geqrf, gelsBatched, and hipBLAS's host `info` argument checks.
#include <hipblas/hipblas.h>

#include "blas_test.h"

namespace {

hipblasHandle_t handle;
const int n = 6;

std::vector<double> wellConditioned(int salt) {
  std::vector<double> A(n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) A[i + j * n] = testValue(i * n + j, salt) + (i == j ? 4.0 : 0.0);
  return A;
}

void luSolveBatched() {
  const int batch = 3, nrhs = 2;
  std::vector<double> A, B;
  std::vector<std::vector<double>> As;
  for (int b = 0; b < batch; ++b) {
    As.push_back(wellConditioned(b));
    A.insert(A.end(), As.back().begin(), As.back().end());
  }
  for (int i = 0; i < n * nrhs * batch; ++i) B.push_back(testValue(i, 9));
  double *dA = deviceCopy(A), *dB = deviceCopy(B);
  std::vector<double*> as, bs;
  for (int b = 0; b < batch; ++b) {
    as.push_back(dA + b * n * n);
    bs.push_back(dB + b * n * nrhs);
  }
  double **das = deviceCopy(as), **dbs = deviceCopy(bs);
  int* dipiv = deviceCopy(std::vector<int>(n * batch, 0));
  int* dinfo = deviceCopy(std::vector<int>(batch, -1));
  CHECK_STATUS(hipblasDgetrfBatched(handle, n, das, n, dipiv, dinfo, batch), HIPBLAS_STATUS_SUCCESS);
  int info = -1;
  CHECK_STATUS(hipblasDgetrsBatched(handle, HIPBLAS_OP_N, n, nrhs, das, n, dipiv, dbs, n, &info, batch),
               HIPBLAS_STATUS_SUCCESS);
  CHECK(info == 0);
  auto infos = hostCopy(dinfo, batch);
  auto X = hostCopy(dB, B.size());
  for (int b = 0; b < batch; ++b) {
    CHECK(infos[b] == 0);
    for (int r = 0; r < nrhs; ++r)
      for (int i = 0; i < n; ++i) {
        double s = 0;
        for (int j = 0; j < n; ++j) s += As[b][i + j * n] * X[b * n * nrhs + r * n + j];
        CHECK(near(s, B[b * n * nrhs + r * n + i], 1e-12));
      }
  }
  // getriBatched from the LU factors: A * inv(A) = I.
  std::vector<double> C(n * n * batch, 0.0);
  double* dC = deviceCopy(C);
  std::vector<double*> cs;
  for (int b = 0; b < batch; ++b) cs.push_back(dC + b * n * n);
  double** dcs = deviceCopy(cs);
  CHECK_STATUS(hipblasDgetriBatched(handle, n, das, n, dipiv, dcs, n, dinfo, batch), HIPBLAS_STATUS_SUCCESS);
  auto inv = hostCopy(dC, C.size());
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) {
        double s = 0;
        for (int l = 0; l < n; ++l) s += As[b][i + l * n] * inv[b * n * n + l + j * n];
        CHECK(near(s, i == j ? 1.0 : 0.0, 1e-12));
      }
  // Bad arguments are reported through the host info (hipBLAS's positions).
  CHECK_STATUS(hipblasDgetrsBatched(handle, HIPBLAS_OP_N, -1, nrhs, das, n, dipiv, dbs, n, &info, batch),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK(info == -2);
  CHECK_STATUS(hipblasDgetrsBatched(handle, HIPBLAS_OP_N, n, nrhs, das, n - 1, dipiv, dbs, n, &info, batch),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK(info == -5);
  for (void* p : {(void*)dA, (void*)dB, (void*)das, (void*)dbs, (void*)dipiv, (void*)dinfo, (void*)dC, (void*)dcs})
    CHECK_HIP(hipFree(p));
}

void luStridedNoPivotAndSingular() {
  std::vector<float> A(n * n * 2);
  auto a0 = wellConditioned(3);
  for (int i = 0; i < n * n; ++i) {
    A[i] = float(a0[i]);
    A[n * n + i] = 0.0f;  // singular: info = 1
  }
  float* dA = deviceCopy(A);
  int* dinfo = deviceCopy(std::vector<int>(2, -1));
  CHECK_STATUS(hipblasSgetrfStridedBatched(handle, n, dA, n, n * n, nullptr, n, dinfo, 2), HIPBLAS_STATUS_SUCCESS);
  auto infos = hostCopy(dinfo, 2);
  CHECK(infos[0] == 0);
  CHECK(infos[1] == 1);
  auto LU = hostCopy(dA, A.size());
  // L*U (unit lower, no pivoting) reproduces A.
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      double s = 0;
      for (int l = 0; l <= std::min(i, j); ++l) s += (l == i ? 1.0 : LU[i + l * n]) * LU[l + j * n];
      CHECK(near(s, a0[i + j * n], 1e-5));
    }
  CHECK_HIP(hipFree(dA));
  CHECK_HIP(hipFree(dinfo));
}

void qrAndLeastSquares() {
  const int m = 8, k = 3, batch = 2;
  std::vector<hipComplex> A(m * k * batch), B(m * batch);
  for (size_t i = 0; i < A.size(); ++i) A[i] = make_hipComplex(float(testValue(int(i))), float(testValue(int(i), 1)));
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < k; ++j) A[b * m * k + j + j * m].x += 3.0f;
  // B = A * [1, 2, 3]: least squares recovers it exactly.
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < m; ++i) {
      std::complex<float> s = 0;
      for (int j = 0; j < k; ++j)
        s += std::complex<float>(A[b * m * k + i + j * m].x, A[b * m * k + i + j * m].y) * float(j + 1);
      B[b * m + i] = make_hipComplex(s.real(), s.imag());
    }
  hipComplex *dA = deviceCopy(A), *dB = deviceCopy(B);
  std::vector<hipComplex*> as{dA, dA + m * k}, bs{dB, dB + m};
  hipComplex **das = deviceCopy(as), **dbs = deviceCopy(bs);
  int info = -1;
  int* dinfo = deviceCopy(std::vector<int>(batch, -1));
  CHECK_STATUS(hipblasCgelsBatched(handle, HIPBLAS_OP_N, m, k, 1, das, m, dbs, m, &info, dinfo, batch),
               HIPBLAS_STATUS_SUCCESS);
  CHECK(info == 0);
  auto X = hostCopy(dB, B.size());
  auto infos = hostCopy(dinfo, batch);
  for (int b = 0; b < batch; ++b) {
    CHECK(infos[b] == 0);
    for (int j = 0; j < k; ++j) CHECK(near(std::complex<double>(X[b * m + j].x, X[b * m + j].y), double(j + 1), 1e-4));
  }
  CHECK_STATUS(hipblasCgelsBatched(handle, HIPBLAS_OP_T, m, k, 1, das, m, dbs, m, &info, dinfo, batch),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK(info == -1);
  // geqrf: R's diagonal magnitudes equal the column norms' Gram-Schmidt values; check |R11| = ||a1||.
  std::vector<double> Q(m * k);
  for (int i = 0; i < m * k; ++i) Q[i] = testValue(i, 4) + (i % (m + 1) == 0 ? 2.0 : 0.0);
  double* dQ = deviceCopy(Q);
  double* dtau = deviceCopy(std::vector<double>(k, 0.0));
  CHECK_STATUS(hipblasDgeqrf(handle, m, k, dQ, m, dtau, &info), HIPBLAS_STATUS_SUCCESS);
  CHECK(info == 0);
  auto R = hostCopy(dQ, m * k);
  double norm = 0;
  for (int i = 0; i < m; ++i) norm += Q[i] * Q[i];
  CHECK(near(std::fabs(R[0]), std::sqrt(norm), 1e-12));
  for (void* p : {(void*)dA, (void*)dB, (void*)das, (void*)dbs, (void*)dinfo, (void*)dQ, (void*)dtau})
    CHECK_HIP(hipFree(p));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  luSolveBatched();
  luStridedNoPivotAndSingular();
  qrAndLeastSquares();
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas solver");
}
