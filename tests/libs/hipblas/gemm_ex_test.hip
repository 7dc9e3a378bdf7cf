// hipblasGemmEx family: f16/bf16/int8/f32/f64/complex inputs with their compute types,
// batched and strided-batched forms, the legacy HIPBLAS_R_* names, unsupported combinations.
// Tolerance: results are compared with a double reference of the same (exactly
// representable) inputs; f16/bf16 outputs must equal the reference rounded to the output
// type or differ from it by at most one unit in the last place (f32 accumulation order).
#define HIPBLAS_V2
#include <hipblas/hipblas.h>
#include <hip/hip_bfloat16.h>

#include "blas_test.h"

namespace {

hipblasHandle_t handle;
const int m = 19, n = 13, k = 31;

uint16_t toHalf(float f) {
  __half h = __float2half(f);
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}
float fromHalf(uint16_t u) {
  __half h;
  std::memcpy(&h, &u, 2);
  return __half2float(h);
}

// Reference D = alpha * op(A) op(B) + beta * C in double, from double inputs.
std::vector<double> reference(hipblasOperation_t ta, hipblasOperation_t tb, const std::vector<double>& A,
                              const std::vector<double>& B, const std::vector<double>& C, double alpha, double beta) {
  std::vector<double> D(m * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = 0; l < k; ++l)
        s += (ta == HIPBLAS_OP_N ? A[i + l * m] : A[l + i * k]) * (tb == HIPBLAS_OP_N ? B[l + j * k] : B[j + l * n]);
      D[i + j * m] = alpha * s + beta * C[i + j * m];
    }
  return D;
}

void halfInputs() {
  std::vector<double> A(m * k), B(k * n), C(m * n);
  for (int i = 0; i < m * k; ++i) A[i] = testValue(i);
  for (int i = 0; i < k * n; ++i) B[i] = testValue(i, 1);
  for (int i = 0; i < m * n; ++i) C[i] = testValue(i, 2);
  std::vector<uint16_t> hA(A.size()), hB(B.size()), hC(C.size());
  for (size_t i = 0; i < A.size(); ++i) hA[i] = toHalf(float(A[i]));
  for (size_t i = 0; i < B.size(); ++i) hB[i] = toHalf(float(B[i]));
  for (size_t i = 0; i < C.size(); ++i) hC[i] = toHalf(float(C[i]));
  uint16_t *dA = deviceCopy(hA), *dB = deviceCopy(hB), *dC = deviceCopy(hC);
  float alpha = 0.5f, beta = 1.0f;
  // f16 -> f16, compute 32F, B transposed view.
  std::vector<double> Bt(k * n);
  for (int l = 0; l < k; ++l)
    for (int j = 0; j < n; ++j) Bt[j + l * n] = B[l + j * k];
  std::vector<uint16_t> hBt(Bt.size());
  for (size_t i = 0; i < Bt.size(); ++i) hBt[i] = toHalf(float(Bt[i]));
  uint16_t* dBt = deviceCopy(hBt);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &alpha, dA, HIPBLAS_R_16F, m, dBt,
                             HIPBLAS_R_16F, n, &beta, dC, HIPBLAS_R_16F, m, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  auto want = reference(HIPBLAS_OP_N, HIPBLAS_OP_T, A, Bt, C, alpha, beta);
  auto r = hostCopy(dC, C.size());
  for (int i = 0; i < m * n; ++i) CHECK(fromHalf(r[i]) == fromHalf(toHalf(float(want[i]))));
  // f16 -> f32 output.
  std::vector<float> fC(m * n);
  for (int i = 0; i < m * n; ++i) fC[i] = float(C[i]);
  float* dfC = deviceCopy(fC);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_16F, m, dB, HIP_R_16F, k,
                             &beta, dfC, HIP_R_32F, m, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  want = reference(HIPBLAS_OP_N, HIPBLAS_OP_N, A, B, C, alpha, beta);
  auto rf = hostCopy(dfC, fC.size());
  for (int i = 0; i < m * n; ++i) CHECK(near(rf[i], want[i], 1e-6));
  // 16F compute: alpha/beta in half.
  uint16_t halpha = toHalf(2.0f), hbeta = toHalf(0.0f);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &halpha, dA, HIP_R_16F, m, dB, HIP_R_16F, k,
                             &hbeta, dC, HIP_R_16F, m, HIPBLAS_COMPUTE_16F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  want = reference(HIPBLAS_OP_N, HIPBLAS_OP_N, A, B, C, 2.0, 0.0);
  r = hostCopy(dC, C.size());
  for (int i = 0; i < m * n; ++i) CHECK(fromHalf(r[i]) == fromHalf(toHalf(float(want[i]))));
  for (void* p : {(void*)dA, (void*)dB, (void*)dC, (void*)dBt, (void*)dfC}) CHECK_HIP(hipFree(p));
}

void bfloat16StridedBatched() {
  const int batch = 2;
  std::vector<hip_bfloat16> A(m * k * batch), B(k * n * batch), C(m * n * batch);
  std::vector<double> a(A.size()), b(B.size());
  for (size_t i = 0; i < A.size(); ++i) A[i] = hip_bfloat16(float(a[i] = testValue(int(i), 3)));
  for (size_t i = 0; i < B.size(); ++i) B[i] = hip_bfloat16(float(b[i] = testValue(int(i), 4)));
  for (size_t i = 0; i < C.size(); ++i) C[i] = hip_bfloat16(0.0f);
  hip_bfloat16 *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  float alpha = 1.0f, beta = 0.0f;
  CHECK_STATUS(hipblasGemmStridedBatchedEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_16BF, m,
                                           m * k, dB, HIP_R_16BF, k, k * n, &beta, dC, HIP_R_16BF, m, m * n, batch,
                                           HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dC, C.size());
  for (int bt = 0; bt < batch; ++bt) {
    std::vector<double> ab(a.begin() + bt * m * k, a.begin() + (bt + 1) * m * k);
    std::vector<double> bb(b.begin() + bt * k * n, b.begin() + (bt + 1) * k * n);
    auto want = reference(HIPBLAS_OP_N, HIPBLAS_OP_N, ab, bb, std::vector<double>(m * n, 0.0), 1.0, 0.0);
    for (int i = 0; i < m * n; ++i) CHECK(float(r[bt * m * n + i]) == float(hip_bfloat16(float(want[i]))));
  }
  for (void* p : {(void*)dA, (void*)dB, (void*)dC}) CHECK_HIP(hipFree(p));
}

void int8Batched() {
  const int batch = 3;
  std::vector<int8_t> A(m * k * batch), B(k * n * batch);
  std::vector<int32_t> C(m * n * batch, 7);
  for (size_t i = 0; i < A.size(); ++i) A[i] = int8_t(int(i * 37 % 255) - 127);
  for (size_t i = 0; i < B.size(); ++i) B[i] = int8_t(int(i * 53 % 255) - 127);
  int8_t *dA = deviceCopy(A), *dB = deviceCopy(B);
  int32_t* dC = deviceCopy(C);
  std::vector<const void*> as, bs;
  std::vector<void*> cs;
  for (int b = 0; b < batch; ++b) {
    as.push_back(dA + b * m * k);
    bs.push_back(dB + b * k * n);
    cs.push_back(dC + b * m * n);
  }
  const void** das = deviceCopy(as);
  const void** dbs = deviceCopy(bs);
  void** dcs = deviceCopy(cs);
  int32_t alpha = 2, beta = -1;
  CHECK_STATUS(hipblasGemmBatchedEx(handle, HIPBLAS_OP_T, HIPBLAS_OP_N, m, n, k, &alpha, das, HIP_R_8I, k, dbs,
                                    HIP_R_8I, k, &beta, dcs, HIP_R_32I, m, batch, HIPBLAS_COMPUTE_32I,
                                    HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  auto r = hostCopy(dC, C.size());
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        int64_t s = 0;  // A used transposed: stored k x m
        for (int l = 0; l < k; ++l) s += int64_t(A[b * m * k + l + i * k]) * B[b * k * n + l + j * k];
        CHECK(r[b * m * n + i + j * m] == int32_t(alpha * s + beta * 7));
      }
  for (void* p : {(void*)dA, (void*)dB, (void*)dC, (void*)das, (void*)dbs, (void*)dcs}) CHECK_HIP(hipFree(p));
}

void wideAndComplex() {
  std::vector<double> A(m * k), B(k * n), C(m * n);
  for (int i = 0; i < m * k; ++i) A[i] = testValue(i, 5);
  for (int i = 0; i < k * n; ++i) B[i] = testValue(i, 6);
  for (int i = 0; i < m * n; ++i) C[i] = testValue(i, 7);
  double *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C);
  double alpha = 1.5, beta = 0.25;
  CHECK_STATUS(hipblasGemmEx_64(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_64F, m, dB, HIP_R_64F, k,
                                &beta, dC, HIP_R_64F, m, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  auto want = reference(HIPBLAS_OP_N, HIPBLAS_OP_N, A, B, C, alpha, beta);
  auto r = hostCopy(dC, C.size());
  for (int i = 0; i < m * n; ++i) CHECK(near(r[i], want[i], 1e-13));
  std::vector<hipComplex> X(4), Y(4), Z(4);
  for (int i = 0; i < 4; ++i) {
    X[i] = make_hipComplex(float(i), 1.f);
    Y[i] = make_hipComplex(1.f, float(-i));
    Z[i] = make_hipComplex(0.f, 0.f);
  }
  hipComplex *dX = deviceCopy(X), *dY = deviceCopy(Y), *dZ = deviceCopy(Z);
  hipComplex ca = make_hipComplex(1.f, 0.f), cb = make_hipComplex(0.f, 0.f);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, 2, 2, 2, &ca, dX, HIP_C_32F, 2, dY, HIP_C_32F, 2, &cb,
                             dZ, HIP_C_32F, 2, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_SUCCESS);
  auto rz = hostCopy(dZ, 4);
  for (int j = 0; j < 2; ++j)
    for (int i = 0; i < 2; ++i) {
      std::complex<double> s = 0;
      for (int l = 0; l < 2; ++l)
        s += std::complex<double>(X[i + l * 2].x, X[i + l * 2].y) * std::complex<double>(Y[l + j * 2].x, Y[l + j * 2].y);
      CHECK(near(std::complex<double>(rz[i + j * 2].x, rz[i + j * 2].y), s, 1e-6));
    }
  // Unsupported combinations and bad enums.
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_64F, m, dB, HIP_R_64F, k,
                             &beta, dC, HIP_R_32F, m, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_16F, m, dB, HIP_R_16BF, k,
                             &beta, dC, HIP_R_32F, m, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  CHECK_STATUS(hipblasGemmEx(handle, hipblasOperation_t(5), HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_64F, m, dB,
                             HIP_R_64F, k, &beta, dC, HIP_R_64F, m, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_INVALID_ENUM);
  CHECK_STATUS(hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, HIP_R_64F, m - 1, dB, HIP_R_64F,
                             k, &beta, dC, HIP_R_64F, m, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT),
               HIPBLAS_STATUS_INVALID_VALUE);
  for (void* p : {(void*)dA, (void*)dB, (void*)dC, (void*)dX, (void*)dY, (void*)dZ}) CHECK_HIP(hipFree(p));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  halfInputs();
  bfloat16StridedBatched();
  int8Batched();
  wideAndComplex();
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas gemm_ex");
}
