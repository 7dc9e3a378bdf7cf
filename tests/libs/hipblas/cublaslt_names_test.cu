// cuBLASLt names for CUDA sources, compiled as CUDA (.cu): cuBLASLt's attribute ids and enum
// values (they differ from hipBLASLt's), descriptors placed in the program's memory
// (cublasLt...Init) and created ones, transposes, epilogues, strided batches, fp8 with scale
// pointers, row-major layouts, heuristics and their filters, stream order, and bad arguments
// with cuBLAS's codes.
#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include "blas_test.h"

#include <algorithm>
#include <string>

namespace {

cublasLtHandle_t lt;
const int m = 9, n = 7, k = 11;

// D = op(A) op(B) in double, A and B column major as stored (A m x k, or k x m when transposed).
std::vector<double> product(const std::vector<double>& A, bool transA, const std::vector<double>& B, int batch = 1) {
  std::vector<double> D(size_t(m) * n * batch);
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        double s = 0;
        for (int l = 0; l < k; ++l)
          s += A[size_t(b) * m * k + (transA ? l + i * k : i + l * m)] * B[size_t(b) * k * n + l + j * k];
        D[size_t(b) * m * n + i + j * m] = s;
      }
  return D;
}

template <class T>
void setDesc(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr, T value) {
  CHECK_STATUS(cublasLtMatmulDescSetAttribute(d, attr, &value, sizeof(value)), CUBLAS_STATUS_SUCCESS);
}

// The way mlp-style programs use cuBLASLt: descriptors on the stack, A transposed, a ReLU + bias
// epilogue, the first heuristic's algorithm, a stream of their own.
void initDescriptorsOnTheStack() {
  std::vector<float> A(k * m), B(k * n), bias(m), C(m * n, 0.f);
  std::vector<double> a(A.size()), b(B.size());
  for (size_t i = 0; i < A.size(); ++i) A[i] = float(a[i] = testValue(int(i)));
  for (size_t i = 0; i < B.size(); ++i) B[i] = float(b[i] = testValue(int(i), 1));
  for (int i = 0; i < m; ++i) bias[i] = 0.5f * float(i) - 2.0f;
  float *dA = deviceCopy(A), *dB = deviceCopy(B), *dD = deviceCopy(C), *dbias = deviceCopy(bias);

  cublasLtMatmulDescOpaque_t operation;
  cublasLtMatrixLayoutOpaque_t la, lb, ld;
  cublasLtMatmulPreferenceOpaque_t preference;
  CHECK_STATUS(cublasLtMatmulDescInit(&operation, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
  setDesc<int32_t>(&operation, CUBLASLT_MATMUL_DESC_TRANSA, CUBLAS_OP_T);  // 1 in cuBLAS
  setDesc<int32_t>(&operation, CUBLASLT_MATMUL_DESC_TRANSB, CUBLAS_OP_N);  // 0 in cuBLAS
  setDesc<cublasLtEpilogue_t>(&operation, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_RELU_BIAS);
  setDesc<const float*>(&operation, CUBLASLT_MATMUL_DESC_BIAS_POINTER, dbias);
  CHECK_STATUS(cublasLtMatrixLayoutInit(&la, CUDA_R_32F, k, m, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutInit(&lb, CUDA_R_32F, k, n, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutInit(&ld, CUDA_R_32F, m, n, m), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulPreferenceInit(&preference), CUBLAS_STATUS_SUCCESS);
  uint64_t workspace_limit = 4 << 20;
  CHECK_STATUS(cublasLtMatmulPreferenceSetAttribute(&preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &workspace_limit, sizeof(workspace_limit)),
               CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulHeuristicResult_t result = {};
  int returned = 0;
  CHECK_STATUS(cublasLtMatmulAlgoGetHeuristic(lt, &operation, &la, &lb, &ld, &ld, &preference, 1, &result, &returned),
               CUBLAS_STATUS_SUCCESS);
  CHECK(returned == 1 && result.state == CUBLAS_STATUS_SUCCESS && result.workspaceSize <= workspace_limit);

  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream) == cudaSuccess);
  float alpha = 1.0f, beta = 0.0f;
  CHECK_STATUS(cublasLtMatmul(lt, &operation, &alpha, dA, &la, dB, &lb, &beta, dD, &ld, dD, &ld, &result.algo, nullptr,
                              0, stream),
               CUBLAS_STATUS_SUCCESS);
  std::vector<float> got(m * n);
  CHECK(cudaMemcpyAsync(got.data(), dD, got.size() * sizeof(float), cudaMemcpyDeviceToHost, stream) == cudaSuccess);
  CHECK(cudaStreamSynchronize(stream) == cudaSuccess);
  auto want = product(a, true, b);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double v = want[i + j * m] + bias[i];
      CHECK(near(got[i + j * m], v > 0 ? v : 0.0, 1e-5));
    }
  CHECK(cudaStreamDestroy(stream) == cudaSuccess);
  for (float* p : {dA, dB, dD, dbias}) CHECK(cudaFree(p) == cudaSuccess);
}

// Created descriptors, a strided batch of 3 set through cuBLASLt's attribute ids, attribute round trips.
void stridedBatchAndAttributes() {
  const int batch = 3;
  std::vector<double> A(size_t(m) * k * batch), B(size_t(k) * n * batch);
  for (size_t i = 0; i < A.size(); ++i) A[i] = testValue(int(i), 2);
  for (size_t i = 0; i < B.size(); ++i) B[i] = testValue(int(i), 3);
  std::vector<double> C(size_t(m) * n * batch, 1.0);
  double *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C), *dD = deviceCopy(C);
  cublasLtMatmulDesc_t desc;
  CHECK_STATUS(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_64F, CUDA_R_64F), CUBLAS_STATUS_SUCCESS);
  cublasLtMatrixLayout_t la, lb, lc;
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&la, CUDA_R_64F, m, k, m), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lb, CUDA_R_64F, k, n, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lc, CUDA_R_64F, m, n, m), CUBLAS_STATUS_SUCCESS);
  int64_t strides[3] = {int64_t(m) * k, int64_t(k) * n, int64_t(m) * n};
  cublasLtMatrixLayout_t all[3] = {la, lb, lc};
  for (int i = 0; i < 3; ++i) {
    int32_t count = batch;
    CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(all[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)),
                 CUBLAS_STATUS_SUCCESS);
    CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(all[i], CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &strides[i],
                                                  sizeof(strides[i])),
                 CUBLAS_STATUS_SUCCESS);
  }
  double alpha = 2.0, beta = -1.0;
  CHECK_STATUS(cublasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dC, lc, dD, lc, nullptr, nullptr, 0, 0),
               CUBLAS_STATUS_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  auto got = hostCopy(dD, C.size());
  auto want = product(A, false, B, batch);
  for (size_t i = 0; i < got.size(); ++i) CHECK(near(got[i], 2.0 * want[i] - 1.0, 1e-12));

  // Round trips in cuBLAS's values.
  int32_t v = -1;
  size_t written = 0;
  CHECK_STATUS(cublasLtMatmulDescGetAttribute(desc, CUBLASLT_MATMUL_DESC_COMPUTE_TYPE, &v, sizeof(v), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(v == CUBLAS_COMPUTE_64F && written == sizeof(v));
  setDesc<int32_t>(desc, CUBLASLT_MATMUL_DESC_TRANSB, CUBLAS_OP_T);
  CHECK_STATUS(cublasLtMatmulDescGetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &v, sizeof(v), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(v == CUBLAS_OP_T);
  CHECK_STATUS(cublasLtMatmulDescGetAttribute(desc, CUBLASLT_MATMUL_DESC_SCALE_TYPE, &v, sizeof(v), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(v == CUDA_R_64F);
  uint64_t rows = 0;
  CHECK_STATUS(cublasLtMatrixLayoutGetAttribute(la, CUBLASLT_MATRIX_LAYOUT_ROWS, &rows, sizeof(rows), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(rows == uint64_t(m));
  CHECK_STATUS(cublasLtMatrixLayoutGetAttribute(la, CUBLASLT_MATRIX_LAYOUT_LD, nullptr, 0, &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(written == sizeof(int64_t));
  uint32_t type = 0;
  CHECK_STATUS(cublasLtMatrixLayoutGetAttribute(lc, CUBLASLT_MATRIX_LAYOUT_TYPE, &type, sizeof(type), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(type == CUDA_R_64F);

  for (auto l : {la, lb, lc}) CHECK_STATUS(cublasLtMatrixLayoutDestroy(l), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulDescDestroy(desc), CUBLAS_STATUS_SUCCESS);
  for (double* p : {dA, dB, dC, dD}) CHECK(cudaFree(p) == cudaSuccess);
}

// The fp8 GEMM of Hopper-era programs: E4M3 A (transposed) and B, bf16 C, E4M3 D, per-tensor
// scales and amax. Inputs are small integers, exact in E4M3; D = scaleD * scaleA * scaleB * AB.
void fp8WithScales() {
  std::vector<__nv_fp8_e4m3> A(k * m), B(k * n), D(m * n);
  std::vector<double> a(A.size()), b(B.size());
  for (size_t i = 0; i < A.size(); ++i) A[i] = __nv_fp8_e4m3(float(a[i] = double(int(i % 3) - 1)));
  for (size_t i = 0; i < B.size(); ++i) B[i] = __nv_fp8_e4m3(float(b[i] = double(int(i % 4) - 1)));
  std::vector<__nv_bfloat16> C(m * n, __float2bfloat16(0.0f));
  auto *dA = deviceCopy(A), *dB = deviceCopy(B), *dD = deviceCopy(D);
  auto* dC = deviceCopy(C);
  std::vector<float> scales = {2.0f, 0.5f, 1.0f, 0.25f, 0.0f};  // a, b, c, d, amax
  float* ds = deviceCopy(scales);
  cublasLtMatmulDesc_t desc;
  CHECK_STATUS(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
  setDesc<int32_t>(desc, CUBLASLT_MATMUL_DESC_TRANSA, CUBLAS_OP_T);
  setDesc<const float*>(desc, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, ds);
  setDesc<const float*>(desc, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, ds + 1);
  setDesc<const float*>(desc, CUBLASLT_MATMUL_DESC_C_SCALE_POINTER, ds + 2);
  setDesc<const float*>(desc, CUBLASLT_MATMUL_DESC_D_SCALE_POINTER, ds + 3);
  setDesc<float*>(desc, CUBLASLT_MATMUL_DESC_AMAX_D_POINTER, ds + 4);
  setDesc<int8_t>(desc, CUBLASLT_MATMUL_DESC_FAST_ACCUM, 1);
  cublasLtMatrixLayout_t la, lb, lc, ld;
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&la, CUDA_R_8F_E4M3, k, m, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lb, CUDA_R_8F_E4M3, k, n, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lc, CUDA_R_16BF, m, n, m), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&ld, CUDA_R_8F_E4M3, m, n, m), CUBLAS_STATUS_SUCCESS);
  float alpha = 1.0f, beta = 0.0f;
  CHECK_STATUS(cublasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dC, lc, dD, ld, nullptr, nullptr, 0, 0),
               CUBLAS_STATUS_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  auto got = hostCopy(dD, D.size());
  auto want = product(a, true, b);
  double amax = 0;
  for (int i = 0; i < m * n; ++i) {
    double v = want[i] * 2.0 * 0.5;
    amax = std::max(amax, std::fabs(v));
    CHECK(float(got[i]) == float(__nv_fp8_e4m3(float(v * 0.25))));
  }
  CHECK(hostCopy(ds, 5)[4] == float(amax));
  for (auto l : {la, lb, lc, ld}) CHECK_STATUS(cublasLtMatrixLayoutDestroy(l), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulDescDestroy(desc), CUBLAS_STATUS_SUCCESS);
  CHECK(cudaFree(dA) == cudaSuccess && cudaFree(dB) == cudaSuccess && cudaFree(dC) == cudaSuccess &&
        cudaFree(dD) == cudaSuccess && cudaFree(ds) == cudaSuccess);
}

// Row-major A and D through cuBLASLt's ORDER attribute (id 1; hipBLASLt's is 3), B column-major.
void rowMajor() {
  std::vector<double> a(size_t(m) * k), b(size_t(k) * n);
  for (size_t i = 0; i < a.size(); ++i) a[i] = testValue(int(i), 7);
  for (size_t i = 0; i < b.size(); ++i) b[i] = testValue(int(i), 8);
  std::vector<float> A(a.size()), B(b.begin(), b.end());
  for (int i = 0; i < m; ++i)
    for (int l = 0; l < k; ++l) A[size_t(i) * k + l] = float(a[i + size_t(l) * m]);  // row-major copy
  float *dA = deviceCopy(A), *dB = deviceCopy(B), *dD = deviceCopy(std::vector<float>(size_t(m) * n));
  cublasLtMatrixLayout_t la, lb, ld;
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, n), CUBLAS_STATUS_SUCCESS);
  int32_t row = CUBLASLT_ORDER_ROW;
  for (auto l : {la, ld})
    CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof(row)),
                 CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulDesc_t desc;
  CHECK_STATUS(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
  float alpha = 1.0f, beta = 0.0f;
  CHECK_STATUS(cublasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dD, ld, dD, ld, nullptr, nullptr, 0, 0),
               CUBLAS_STATUS_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  auto got = hostCopy(dD, size_t(m) * n);
  auto want = product(a, false, b);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) CHECK(near(got[size_t(i) * n + j], want[i + size_t(j) * m], 1e-5));
  for (auto l : {la, lb, ld}) CHECK_STATUS(cublasLtMatrixLayoutDestroy(l), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulDescDestroy(desc), CUBLAS_STATUS_SUCCESS);
  for (float* p : {dA, dB, dD}) CHECK(cudaFree(p) == cudaSuccess);
}

void badArguments() {
  float* dX = deviceCopy(std::vector<float>(m * n * 2, 1.0f));
  cublasLtMatmulDesc_t desc;
  cublasLtMatrixLayout_t l, lk;
  CHECK_STATUS(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&l, CUDA_R_32F, m, n, m), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutCreate(&lk, CUDA_R_32F, n, n, n), CUBLAS_STATUS_SUCCESS);
  float alpha = 1.0f, beta = 0.0f;
  auto matmul = [&] { return cublasLtMatmul(lt, desc, &alpha, dX, l, dX, lk, &beta, dX, l, dX, l, nullptr, nullptr, 0, 0); };
  CHECK_STATUS(matmul(), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmul(nullptr, desc, &alpha, dX, l, dX, lk, &beta, dX, l, dX, l, nullptr, nullptr, 0, 0),
               CUBLAS_STATUS_NOT_INITIALIZED);
  cublasLtMatmulDesc_t bad;
  CHECK_STATUS(cublasLtMatmulDescCreate(&bad, cublasComputeType_t(3), CUDA_R_32F), CUBLAS_STATUS_INVALID_VALUE);
  int64_t wrong_size = CUBLAS_OP_T;
  CHECK_STATUS(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &wrong_size, sizeof(wrong_size)),
               CUBLAS_STATUS_INVALID_VALUE);
  int32_t op = CUBLAS_OP_T;
  CHECK_STATUS(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSC, &op, sizeof(op)),
               CUBLAS_STATUS_NOT_SUPPORTED);
  cublasLtMatmulDescOpaque_t small;
  CHECK_STATUS(cublasLtMatmulDescInit_internal(&small, 16, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_ALLOC_FAILED);
  // A tiled (COL32) D, an alpha vector, a planar-complex offset: refused, never computed wrongly.
  int32_t order = CUBLASLT_ORDER_COL32;
  CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)),
               CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  order = CUBLASLT_ORDER_COL;
  CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)),
               CUBLAS_STATUS_SUCCESS);
  setDesc<int32_t>(desc, CUBLASLT_MATMUL_DESC_POINTER_MODE, CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST);
  CHECK_STATUS(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  setDesc<int32_t>(desc, CUBLASLT_MATMUL_DESC_POINTER_MODE, CUBLASLT_POINTER_MODE_HOST);
  int64_t plane = 64;
  CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET, &plane, sizeof(plane)),
               CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  plane = 0;
  CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET, &plane, sizeof(plane)),
               CUBLAS_STATUS_SUCCESS);
  // An aux-output epilogue is refused when set, as in hipBLASLt here.
  void* aux = dX;
  CHECK_STATUS(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &aux, sizeof(aux)),
               CUBLAS_STATUS_INVALID_VALUE);
  // Heuristics: an implementation mask without FMA leaves no algorithm.
  cublasLtMatmulPreference_t pref;
  CHECK_STATUS(cublasLtMatmulPreferenceCreate(&pref), CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulHeuristicResult_t results[4];
  int returned = -1;
  CHECK_STATUS(cublasLtMatmulAlgoGetHeuristic(lt, desc, l, lk, l, l, pref, 4, results, &returned),
               CUBLAS_STATUS_SUCCESS);
  CHECK(returned >= 1);
  uint64_t mask = CUBLASLT_NUMERICAL_IMPL_FLAGS_HMMA;
  CHECK_STATUS(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_IMPL_MASK, &mask, sizeof(mask)),
               CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulAlgoGetHeuristic(lt, desc, l, lk, l, l, pref, 4, results, &returned),
               CUBLAS_STATUS_NOT_SUPPORTED);
  CHECK(returned == 0);
  uint32_t alignment = 0;
  size_t written = 0;
  CHECK_STATUS(cublasLtMatmulPreferenceGetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, &alignment,
                                                    sizeof(alignment), &written),
               CUBLAS_STATUS_SUCCESS);
  CHECK(alignment == 256 && written == sizeof(alignment));
  CHECK_STATUS(cublasLtMatmulPreferenceDestroy(pref), CUBLAS_STATUS_SUCCESS);
  // One bias per matrix of a batch (BIAS_BATCH_STRIDE) is not computed.
  int32_t two = 2;
  int64_t stride = int64_t(m) * n;
  for (auto layout : {l, lk}) {
    int64_t s = layout == l ? stride : int64_t(n) * n;
    CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &two, sizeof(two)),
                 CUBLAS_STATUS_SUCCESS);
    CHECK_STATUS(cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &s, sizeof(s)),
                 CUBLAS_STATUS_SUCCESS);
  }
  setDesc<cublasLtEpilogue_t>(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, CUBLASLT_EPILOGUE_BIAS);
  setDesc<const float*>(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, dX);
  CHECK_STATUS(matmul(), CUBLAS_STATUS_SUCCESS);
  setDesc<int64_t>(desc, CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE, m);
  CHECK_STATUS(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  CHECK(std::string(cublasLtGetStatusName(CUBLAS_STATUS_NOT_SUPPORTED)) == "CUBLAS_STATUS_NOT_SUPPORTED");
  CHECK(cublasLtGetVersion() == CUBLAS_VERSION);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  CHECK_STATUS(cublasLtMatrixLayoutDestroy(l), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatrixLayoutDestroy(lk), CUBLAS_STATUS_SUCCESS);
  CHECK_STATUS(cublasLtMatmulDescDestroy(desc), CUBLAS_STATUS_SUCCESS);
  CHECK(cudaFree(dX) == cudaSuccess);
}

}  // namespace

int main() {
  CHECK_STATUS(cublasLtCreate(&lt), CUBLAS_STATUS_SUCCESS);
  initDescriptorsOnTheStack();
  stridedBatchAndAttributes();
  fp8WithScales();
  rowMajor();
  badArguments();
  CHECK_STATUS(cublasLtDestroy(lt), CUBLAS_STATUS_SUCCESS);
  return finish("cublaslt_names");
}
