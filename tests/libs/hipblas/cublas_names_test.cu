// cuBLAS names for CUDA sources: cuBLAS's enum values and status codes around hipBLAS
// (level 1/2/3, batched GEMM, GemmEx, getrf/getrs batched), compiled as CUDA (.cu).
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "blas_test.h"

int main() {
  cublasHandle_t h;
  CHECK_STATUS(cublasCreate(&h), CUBLAS_STATUS_SUCCESS);
  const int m = 7, n = 5, k = 6;
  std::vector<float> A(m * k), B(k * n), C(m * n, 1.0f);
  for (int i = 0; i < m * k; ++i) A[i] = float(testValue(i));
  for (int i = 0; i < k * n; ++i) B[i] = float(testValue(i, 1));
  float *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  float alpha = 2.0f, beta = 0.5f;
  // C = alpha * A * B^T^T: B stored n x k, used transposed (CUBLAS_OP_T = 1, hipBLAS 112).
  std::vector<float> Bt(n * k);
  for (int l = 0; l < k; ++l)
    for (int j = 0; j < n; ++j) Bt[j + l * n] = B[l + j * k];
  float* dBt = deviceCopy(Bt);
  CHECK_STATUS(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, dA, m, dBt, n, &beta, dC, m),
               CUBLAS_STATUS_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  auto r = hostCopy(dC, m * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = 0; l < k; ++l) s += double(A[i + l * m]) * B[l + j * k];
      CHECK(near(r[i + j * m], alpha * s + beta, 1e-5));
    }
  // Fill mode LOWER is 0 in cuBLAS: a lower-triangular solve.
  std::vector<double> L = {2, 1, 0, 4};  // [[2,0],[1,4]] column-major
  std::vector<double> x = {2, 9};
  double *dL = deviceCopy(L), *dx = deviceCopy(x);
  CHECK_STATUS(cublasDtrsv(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 2, dL, 2, dx, 1),
               CUBLAS_STATUS_SUCCESS);
  auto rx = hostCopy(dx, 2);
  CHECK(near(rx[0], 1.0, 1e-15) && near(rx[1], 2.0, 1e-15));
  // Level 1 with results on the host; complex dot.
  float dot = 0;
  CHECK_STATUS(cublasSdot(h, m * k, dA, 1, dA, 1, &dot), CUBLAS_STATUS_SUCCESS);
  double want = 0;
  for (float v : A) want += double(v) * v;
  CHECK(near(dot, want, 1e-5));
  std::vector<cuComplex> z = {make_cuComplex(1, 2), make_cuComplex(3, -1)};
  cuComplex* dz = deviceCopy(z);
  cuComplex zdot;
  CHECK_STATUS(cublasCdotc(h, 2, dz, 1, dz, 1, &zdot), CUBLAS_STATUS_SUCCESS);
  CHECK(cuCrealf(zdot) == 15.0f && cuCimagf(zdot) == 0.0f);
  // GemmEx with cuBLAS's compute-type values; strided batched gemm.
  CHECK_STATUS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, CUDA_R_32F, m, dB, CUDA_R_32F, k, &beta,
                            dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
               CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, 0, dB, k, 0, &beta, dC,
                                         m, 0, 1),
               CUBLAS_STATUS_SUCCESS);
  // LU of a batch of one 2x2 matrix, then a solve.
  std::vector<double> M = {4, 2, 1, 3};  // [[4,1],[2,3]]
  double* dM = deviceCopy(M);
  double** dMs = deviceCopy(std::vector<double*>{dM});
  int* piv = deviceCopy(std::vector<int>(2, 0));
  int* info = deviceCopy(std::vector<int>(1, -1));
  CHECK_STATUS(cublasDgetrfBatched(h, 2, dMs, 2, piv, info, 1), CUBLAS_STATUS_SUCCESS);
  std::vector<double> rhs = {6, 8};  // solution [1, 2]
  double* drhs = deviceCopy(rhs);
  double** drhss = deviceCopy(std::vector<double*>{drhs});
  int host_info = -1;
  CHECK_STATUS(cublasDgetrsBatched(h, CUBLAS_OP_N, 2, 1, dMs, 2, piv, drhss, 2, &host_info, 1), CUBLAS_STATUS_SUCCESS);
  auto sol = hostCopy(drhs, 2);
  CHECK(host_info == 0 && near(sol[0], 1.0, 1e-14) && near(sol[1], 2.0, 1e-14));
  // Errors in cuBLAS's codes.
  CHECK_STATUS(cublasSgemm(h, cublasOperation_t(9), CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m),
               CUBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(cublasSgemm(nullptr, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m),
               CUBLAS_STATUS_NOT_INITIALIZED);
  CHECK(std::strcmp(cublasGetStatusName(CUBLAS_STATUS_NOT_SUPPORTED), "CUBLAS_STATUS_NOT_SUPPORTED") == 0);
  CHECK_STATUS(cublasDestroy(h), CUBLAS_STATUS_SUCCESS);
  return finish("cublas names");
}
