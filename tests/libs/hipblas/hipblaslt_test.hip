// hipBLASLt: matmul in f32, f16, bf16 and fp8 (E4M3/E5M2, FNUZ and OCP) against a double
// reference, epilogues (ReLU, GELU, bias), scale pointers and amax, strided batches,
// ranked heuristics, row-major layouts, attribute round trips and bad arguments.
#include <hipblaslt/hipblaslt.h>

#include "blas_test.h"

namespace {

hipblasLtHandle_t lt;
const int m = 12, n = 10, k = 16;

struct Layouts {
  hipblasLtMatrixLayout_t a, b, c, d;
  void destroy() {
    for (auto l : {a, b, c, d}) CHECK_STATUS(hipblasLtMatrixLayoutDestroy(l), HIPBLAS_STATUS_SUCCESS);
  }
};

Layouts layouts(hipDataType ab, hipDataType cd, int batch = 1) {
  Layouts l;
  CHECK_STATUS(hipblasLtMatrixLayoutCreate(&l.a, ab, m, k, m), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatrixLayoutCreate(&l.b, ab, k, n, k), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatrixLayoutCreate(&l.c, cd, m, n, m), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatrixLayoutCreate(&l.d, cd, m, n, m), HIPBLAS_STATUS_SUCCESS);
  if (batch > 1) {
    int64_t strides[4] = {m * k, k * n, m * n, m * n};
    hipblasLtMatrixLayout_t all[4] = {l.a, l.b, l.c, l.d};
    for (int i = 0; i < 4; ++i) {
      int32_t count = batch;
      CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(all[i], HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)),
                   HIPBLAS_STATUS_SUCCESS);
      CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(all[i], HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
                                                     &strides[i], sizeof(strides[i])),
                   HIPBLAS_STATUS_SUCCESS);
    }
  }
  return l;
}

std::vector<double> reference(const std::vector<double>& A, const std::vector<double>& B, int batch = 1) {
  std::vector<double> D(m * n * batch);
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        double s = 0;
        for (int l = 0; l < k; ++l) s += A[b * m * k + i + l * m] * B[b * k * n + l + j * k];
        D[b * m * n + i + j * m] = s;
      }
  return D;
}

double gelu(double x) { return 0.5 * x * (1.0 + std::tanh(0.7978845608028654 * (x + 0.044715 * x * x * x))); }

void f32WithEpilogues() {
  std::vector<float> A(m * k), B(k * n), C(m * n, 0.f), bias(m);
  std::vector<double> a(m * k), b(k * n);
  for (int i = 0; i < m * k; ++i) A[i] = float(a[i] = testValue(i));
  for (int i = 0; i < k * n; ++i) B[i] = float(b[i] = testValue(i, 1));
  for (int i = 0; i < m; ++i) bias[i] = float(i) * 0.25f - 1.0f;
  float *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C), *dD = deviceCopy(C), *dbias = deviceCopy(bias);
  auto want = reference(a, b);
  Layouts l = layouts(HIP_R_32F, HIP_R_32F);
  for (hipblasLtEpilogue_t epi : {HIPBLASLT_EPILOGUE_DEFAULT, HIPBLASLT_EPILOGUE_RELU, HIPBLASLT_EPILOGUE_BIAS,
                                  HIPBLASLT_EPILOGUE_RELU_BIAS, HIPBLASLT_EPILOGUE_GELU, HIPBLASLT_EPILOGUE_GELU_BIAS}) {
    hipblasLtMatmulDesc_t desc;
    CHECK_STATUS(hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F), HIPBLAS_STATUS_SUCCESS);
    CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof(epi)),
                 HIPBLAS_STATUS_SUCCESS);
    CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_BIAS_POINTER, &dbias, sizeof(dbias)),
                 HIPBLAS_STATUS_SUCCESS);
    float alpha = 1.0f, beta = 0.0f;
    CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, l.a, dB, l.b, &beta, dC, l.c, dD, l.d, nullptr, nullptr, 0, 0),
                 HIPBLAS_STATUS_SUCCESS);
    CHECK_HIP(hipDeviceSynchronize());
    auto r = hostCopy(dD, m * n);
    bool with_bias = epi == HIPBLASLT_EPILOGUE_BIAS || epi == HIPBLASLT_EPILOGUE_RELU_BIAS ||
                     epi == HIPBLASLT_EPILOGUE_GELU_BIAS;
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) {
        double v = want[i + j * m] + (with_bias ? bias[i] : 0.0);
        if (epi == HIPBLASLT_EPILOGUE_RELU || epi == HIPBLASLT_EPILOGUE_RELU_BIAS) v = v > 0 ? v : 0;
        if (epi == HIPBLASLT_EPILOGUE_GELU || epi == HIPBLASLT_EPILOGUE_GELU_BIAS) v = gelu(v);
        CHECK(near(r[i + j * m], v, 1e-5));
      }
    CHECK_STATUS(hipblasLtMatmulDescDestroy(desc), HIPBLAS_STATUS_SUCCESS);
  }
  l.destroy();
  for (float* p : {dA, dB, dC, dD, dbias}) CHECK_HIP(hipFree(p));
}

template <class T>
T narrow(double v);
template <>
__half narrow<__half>(double v) { return __float2half(float(v)); }
template <>
hip_bfloat16 narrow<hip_bfloat16>(double v) { return hip_bfloat16(float(v)); }
template <>
hipblaslt_f8_fnuz narrow<hipblaslt_f8_fnuz>(double v) { return hipblaslt_f8_fnuz(float(v)); }
template <>
hipblaslt_bf8_fnuz narrow<hipblaslt_bf8_fnuz>(double v) { return hipblaslt_bf8_fnuz(float(v)); }
template <>
hipblaslt_f8 narrow<hipblaslt_f8>(double v) { return hipblaslt_f8(float(v)); }
template <>
hipblaslt_bf8 narrow<hipblaslt_bf8>(double v) { return hipblaslt_bf8(float(v)); }
double widen(__half v) { return __half2float(v); }
double widen(hip_bfloat16 v) { return float(v); }
template <class F8>
double widen(F8 v) { return float(v); }

// Narrow inputs and outputs (strided batch of 2), compute 32F; D = alpha*scaleA*scaleB*AB.
// The inputs are small integers (exact in every type); D must equal the reference rounded to D's type.
template <class T>
void narrowTypes(hipDataType type, float scale_a) {
  const int batch = 2;
  std::vector<T> A(m * k * batch), B(k * n * batch), D(m * n * batch);
  std::vector<double> a(A.size()), b(B.size());
  for (size_t i = 0; i < A.size(); ++i) A[i] = narrow<T>(a[i] = double(int(i % 5) - 2));
  for (size_t i = 0; i < B.size(); ++i) B[i] = narrow<T>(b[i] = double(int(i % 3) - 1));
  T *dA = deviceCopy(A), *dB = deviceCopy(B), *dD = deviceCopy(D);
  float *dscale, *damax;
  CHECK_HIP(hipMalloc(&dscale, sizeof(float)));
  CHECK_HIP(hipMalloc(&damax, sizeof(float)));
  CHECK_HIP(hipMemcpy(dscale, &scale_a, sizeof(float), hipMemcpyHostToDevice));
  Layouts l = layouts(type, type, batch);
  hipblasLtMatmulDesc_t desc;
  CHECK_STATUS(hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER, &dscale, sizeof(dscale)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_AMAX_D_POINTER, &damax, sizeof(damax)),
               HIPBLAS_STATUS_SUCCESS);
  hipblasLtMatmulPreference_t pref;
  CHECK_STATUS(hipblasLtMatmulPreferenceCreate(&pref), HIPBLAS_STATUS_SUCCESS);
  uint64_t workspace = 1 << 20;
  CHECK_STATUS(hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
                                                     sizeof(workspace)),
               HIPBLAS_STATUS_SUCCESS);
  hipblasLtMatmulHeuristicResult_t results[4];
  int returned = 0;
  CHECK_STATUS(hipblasLtMatmulAlgoGetHeuristic(lt, desc, l.a, l.b, l.c, l.d, pref, 4, results, &returned),
               HIPBLAS_STATUS_SUCCESS);
  CHECK(returned >= 2);
  auto want = reference(a, b, batch);
  double amax = 0;
  for (double& v : want) {
    v *= scale_a;
    amax = std::max(amax, std::fabs(v));
  }
  // Every ranked algorithm gives the same (exact) result.
  for (int r = 0; r < returned; ++r) {
    CHECK(results[r].state == HIPBLAS_STATUS_SUCCESS);
    CHECK(results[r].workspaceSize <= workspace);
    float alpha = 1.0f, beta = 0.0f;
    CHECK_HIP(hipMemset(dD, 0, D.size() * sizeof(T)));
    CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, l.a, dB, l.b, &beta, dD, l.c, dD, l.d, &results[r].algo,
                                 nullptr, 0, 0),
                 HIPBLAS_STATUS_SUCCESS);
    CHECK_HIP(hipDeviceSynchronize());
    auto got = hostCopy(dD, D.size());
    for (size_t i = 0; i < got.size(); ++i) CHECK(widen(got[i]) == widen(narrow<T>(want[i])));
    float amax_got = 0;
    CHECK_HIP(hipMemcpy(&amax_got, damax, sizeof(float), hipMemcpyDeviceToHost));
    CHECK(amax_got == float(amax));
  }
  CHECK_STATUS(hipblasLtMatmulPreferenceDestroy(pref), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmulDescDestroy(desc), HIPBLAS_STATUS_SUCCESS);
  l.destroy();
  for (void* p : {(void*)dA, (void*)dB, (void*)dD, (void*)dscale, (void*)damax}) CHECK_HIP(hipFree(p));
}

// COMPUTE_16F with half alpha/beta and f16 A, B, C, D (what cuBLASLt programs ask for "fp16
// compute"): D = alpha*AB + beta*C rounded once to f16.
void halfCompute() {
  std::vector<__half> A(m * k), B(k * n), C(m * n, __float2half(1.0f)), D(m * n);
  std::vector<double> a(A.size()), b(B.size());
  for (size_t i = 0; i < A.size(); ++i) A[i] = __float2half(float(a[i] = double(int(i % 5) - 2)));
  for (size_t i = 0; i < B.size(); ++i) B[i] = __float2half(float(b[i] = double(int(i % 3) - 1)));
  __half *dA = deviceCopy(A), *dB = deviceCopy(B), *dC = deviceCopy(C), *dD = deviceCopy(D);
  Layouts l = layouts(HIP_R_16F, HIP_R_16F);
  hipblasLtMatmulDesc_t desc;
  CHECK_STATUS(hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_16F, HIP_R_16F), HIPBLAS_STATUS_SUCCESS);
  __half alpha = __float2half(2.0f), beta = __float2half(-1.0f);
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, l.a, dB, l.b, &beta, dC, l.c, dD, l.d, nullptr, nullptr, 0, 0),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_HIP(hipDeviceSynchronize());
  auto got = hostCopy(dD, D.size());
  auto want = reference(a, b);
  for (size_t i = 0; i < got.size(); ++i) CHECK(__half2float(got[i]) == float(2.0 * want[i] - 1.0));
  // 16F compute with an f32 output is not a combination hipBLASLt computes.
  Layouts wide = layouts(HIP_R_16F, HIP_R_32F);
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, wide.a, dB, wide.b, &beta, dC, wide.c, dD, wide.d, nullptr,
                               nullptr, 0, 0),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  wide.destroy();
  l.destroy();
  CHECK_STATUS(hipblasLtMatmulDescDestroy(desc), HIPBLAS_STATUS_SUCCESS);
  for (__half* p : {dA, dB, dC, dD}) CHECK_HIP(hipFree(p));
}

// Row-major layouts: every order of A and B, both transposes, C/D column- or row-major (a strided
// batch of 2), against the double reference; a row-major D with a bias epilogue is NOT_SUPPORTED.
void rowMajor() {
  const int batch = 2;
  std::vector<double> a(size_t(m) * k * batch), b(size_t(k) * n * batch);
  for (size_t i = 0; i < a.size(); ++i) a[i] = testValue(int(i), 4);
  for (size_t i = 0; i < b.size(); ++i) b[i] = testValue(int(i), 5);
  auto want = reference(a, b, batch);  // column-major m x k times k x n
  // Stores the logical rows x cols matrix `x` (column-major in `x`) as `order`, transposed first
  // when `trans`: element (i, j) of the stored matrix is op(x)'s.
  auto store = [](const std::vector<double>& x, int rows, int cols, bool trans, bool rowMajorOrder, int count) {
    const int r = trans ? cols : rows, c = trans ? rows : cols;  // the stored matrix
    std::vector<float> out(x.size());
    for (int s = 0; s < count; ++s)
      for (int j = 0; j < c; ++j)
        for (int i = 0; i < r; ++i) {
          double v = trans ? x[size_t(s) * rows * cols + j + size_t(i) * rows] : x[size_t(s) * rows * cols + i + size_t(j) * rows];
          out[size_t(s) * r * c + (rowMajorOrder ? size_t(i) * c + j : i + size_t(j) * r)] = float(v);
        }
    return out;
  };
  for (int combo = 0; combo < 32; ++combo) {
    const bool rowA = combo & 1, rowB = combo & 2, rowD = combo & 4, transA = combo & 8, transB = combo & 16;
    std::vector<float> A = store(a, m, k, transA, rowA, batch), B = store(b, k, n, transB, rowB, batch);
    float *dA = deviceCopy(A), *dB = deviceCopy(B), *dD = deviceCopy(std::vector<float>(size_t(m) * n * batch));
    auto layout = [&](int rows, int cols, bool rowMajorOrder, int64_t stride) {
      hipblasLtMatrixLayout_t l;
      CHECK_STATUS(hipblasLtMatrixLayoutCreate(&l, HIP_R_32F, rows, cols, rowMajorOrder ? cols : rows),
                   HIPBLAS_STATUS_SUCCESS);
      int32_t order = rowMajorOrder ? HIPBLASLT_ORDER_ROW : HIPBLASLT_ORDER_COL, count = batch;
      CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l, HIPBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)),
                   HIPBLAS_STATUS_SUCCESS);
      CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l, HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)),
                   HIPBLAS_STATUS_SUCCESS);
      CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l, HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
                                                     sizeof(stride)),
                   HIPBLAS_STATUS_SUCCESS);
      return l;
    };
    hipblasLtMatrixLayout_t la = layout(transA ? k : m, transA ? m : k, rowA, int64_t(m) * k);
    hipblasLtMatrixLayout_t lb = layout(transB ? n : k, transB ? k : n, rowB, int64_t(k) * n);
    hipblasLtMatrixLayout_t ld = layout(m, n, rowD, int64_t(m) * n);
    hipblasLtMatmulDesc_t desc;
    CHECK_STATUS(hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F), HIPBLAS_STATUS_SUCCESS);
    hipblasOperation_t opA = transA ? HIPBLAS_OP_T : HIPBLAS_OP_N, opB = transB ? HIPBLAS_OP_T : HIPBLAS_OP_N;
    CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof(opA)),
                 HIPBLAS_STATUS_SUCCESS);
    CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof(opB)),
                 HIPBLAS_STATUS_SUCCESS);
    float alpha = 1.0f, beta = 0.0f;
    CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dD, ld, dD, ld, nullptr, nullptr, 0, 0),
                 HIPBLAS_STATUS_SUCCESS);
    CHECK_HIP(hipDeviceSynchronize());
    auto got = hostCopy(dD, size_t(m) * n * batch);
    for (int s = 0; s < batch; ++s)
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          size_t at = size_t(s) * m * n + (rowD ? size_t(i) * n + j : i + size_t(j) * m);
          CHECK(near(got[at], want[size_t(s) * m * n + i + size_t(j) * m], 1e-5));
        }
    if (rowD) {
      hipblasLtEpilogue_t epi = HIPBLASLT_EPILOGUE_BIAS;
      CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof(epi)),
                   HIPBLAS_STATUS_SUCCESS);
      CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_BIAS_POINTER, &dD, sizeof(dD)),
                   HIPBLAS_STATUS_SUCCESS);
      CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, dA, la, dB, lb, &beta, dD, ld, dD, ld, nullptr, nullptr, 0, 0),
                   HIPBLAS_STATUS_NOT_SUPPORTED);
    }
    for (auto l : {la, lb, ld}) CHECK_STATUS(hipblasLtMatrixLayoutDestroy(l), HIPBLAS_STATUS_SUCCESS);
    CHECK_STATUS(hipblasLtMatmulDescDestroy(desc), HIPBLAS_STATUS_SUCCESS);
    for (float* p : {dA, dB, dD}) CHECK_HIP(hipFree(p));
  }
}

void attributesAndErrors() {
  hipblasLtMatmulDesc_t desc;
  CHECK_STATUS(hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F), HIPBLAS_STATUS_SUCCESS);
  hipblasOperation_t t = HIPBLAS_OP_T, back = HIPBLAS_OP_N;
  size_t written = 0;
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSA, &t, sizeof(t)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmulDescGetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSA, &back, sizeof(back), &written),
               HIPBLAS_STATUS_SUCCESS);
  CHECK(back == HIPBLAS_OP_T && written == sizeof(back));
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSA, &t, 2), HIPBLAS_STATUS_INVALID_VALUE);
  // Transposed A with a layout that does not fit: INVALID_VALUE; row order: NOT_SUPPORTED.
  Layouts l = layouts(HIP_R_32F, HIP_R_32F);
  float alpha = 1, beta = 0;
  float* buffer;
  CHECK_HIP(hipMalloc(&buffer, 4096 * sizeof(float)));
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, buffer, l.a, buffer, l.b, &beta, buffer, l.c, buffer, l.d, nullptr,
                               nullptr, 0, 0),
               HIPBLAS_STATUS_INVALID_VALUE);
  t = HIPBLAS_OP_N;
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_TRANSA, &t, sizeof(t)),
               HIPBLAS_STATUS_SUCCESS);
  // C in another order than D: NOT_SUPPORTED; a row-major A whose ld is below its column count
  // (12 < 16): INVALID_VALUE.
  int32_t row = HIPBLASLT_ORDER_ROW, col = HIPBLASLT_ORDER_COL;
  CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l.c, HIPBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof(row)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, buffer, l.a, buffer, l.b, &beta, buffer, l.c, buffer, l.d, nullptr,
                               nullptr, 0, 0),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l.c, HIPBLASLT_MATRIX_LAYOUT_ORDER, &col, sizeof(col)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l.a, HIPBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof(row)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, buffer, l.a, buffer, l.b, &beta, buffer, l.c, buffer, l.d, nullptr,
                               nullptr, 0, 0),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasLtMatrixLayoutSetAttribute(l.a, HIPBLASLT_MATRIX_LAYOUT_ORDER, &col, sizeof(col)),
               HIPBLAS_STATUS_SUCCESS);
  // An alpha vector is refused, not read as one scalar.
  int32_t mode = HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST;
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_POINTER_MODE, &mode, sizeof(mode)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmul(lt, desc, &alpha, buffer, l.a, buffer, l.b, &beta, buffer, l.c, buffer, l.d, nullptr,
                               nullptr, 0, 0),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  mode = HIPBLASLT_POINTER_MODE_HOST;
  CHECK_STATUS(hipblasLtMatmulDescSetAttribute(desc, HIPBLASLT_MATMUL_DESC_POINTER_MODE, &mode, sizeof(mode)),
               HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasLtMatmul(nullptr, desc, &alpha, buffer, l.a, buffer, l.b, &beta, buffer, l.c, buffer, l.d,
                               nullptr, nullptr, 0, 0),
               HIPBLAS_STATUS_NOT_INITIALIZED);
  // Mixed f64 inputs with f32 compute: NOT_SUPPORTED from the heuristic.
  Layouts w = layouts(HIP_R_64F, HIP_R_64F);
  hipblasLtMatmulPreference_t pref;
  CHECK_STATUS(hipblasLtMatmulPreferenceCreate(&pref), HIPBLAS_STATUS_SUCCESS);
  hipblasLtMatmulHeuristicResult_t result;
  int returned = -1;
  CHECK_STATUS(hipblasLtMatmulAlgoGetHeuristic(lt, desc, w.a, w.b, w.c, w.d, pref, 1, &result, &returned),
               HIPBLAS_STATUS_NOT_SUPPORTED);
  CHECK(returned == 0);
  CHECK_STATUS(hipblasLtMatmulPreferenceDestroy(pref), HIPBLAS_STATUS_SUCCESS);
  l.destroy();
  w.destroy();
  CHECK_STATUS(hipblasLtMatmulDescDestroy(desc), HIPBLAS_STATUS_SUCCESS);
  CHECK_HIP(hipFree(buffer));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasLtCreate(&lt), HIPBLAS_STATUS_SUCCESS);
  f32WithEpilogues();
  narrowTypes<__half>(HIP_R_16F, 1.0f);
  narrowTypes<hip_bfloat16>(HIP_R_16BF, 2.0f);
  narrowTypes<hipblaslt_f8_fnuz>(HIP_R_8F_E4M3_FNUZ, 0.5f);
  narrowTypes<hipblaslt_bf8_fnuz>(HIP_R_8F_E5M2_FNUZ, 1.0f);
  narrowTypes<hipblaslt_f8>(HIP_R_8F_E4M3, 0.5f);
  narrowTypes<hipblaslt_bf8>(HIP_R_8F_E5M2, 1.0f);
  halfCompute();
  rowMajor();
  attributesAndErrors();
  CHECK_STATUS(hipblasLtDestroy(lt), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblaslt matmul");
}
