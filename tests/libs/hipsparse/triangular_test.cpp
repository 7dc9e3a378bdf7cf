// Triangular solves (SpSV, SpSM, csrsv2; lower/upper, unit/non-unit, op
// N/T/C, CSR and COO, 32/64-bit indices), incomplete factorizations
// (csrilu02 with numeric boost, csric02) and zero-pivot reporting, against
// dense host references.
#include "formats.h"

using namespace sparse_test;

namespace {

/// Square CSR with a dominant diagonal and entries on both sides of it.
template <class T>
Csr<T> diagonallyDominant(int n, double density, uint64_t seed) {
  Csr<T> a = randomCsr<T>(n, n, density, seed);
  Csr<T> out;
  out.rows = out.cols = n;
  out.offsets.push_back(0);
  Random rng(seed + 1);
  for (int r = 0; r < n; ++r) {
    bool placed = false;
    for (int k = a.offsets[r]; k <= a.offsets[r + 1]; ++k) {
      const int c = k < a.offsets[r + 1] ? a.columns[k] : n;
      if (!placed && c >= r) {
        out.columns.push_back(r);
        out.values.push_back(T(8) + T(rng.uniform(0, 1)));
        placed = true;
      }
      if (k < a.offsets[r + 1] && c != r) {
        out.columns.push_back(c);
        out.values.push_back(a.values[k]);
      }
    }
    out.offsets.push_back(out.nnz());
  }
  return out;
}

/// Solves op(tri(A)) X = alpha B on dense row-major data (n x nrhs).
template <class T>
std::vector<T> denseSolve(const Csr<T>& a, hipsparseOperation_t op, bool lower, bool unit,
                          const std::vector<T>& b, int nrhs, T alpha) {
  const int n = a.rows;
  std::vector<T> m(size_t(n) * n, T(0));
  for (int i = 0; i < n; ++i) {
    for (int k = a.offsets[i]; k < a.offsets[i + 1]; ++k) {
      const int j = a.columns[k];
      if ((lower && j > i) || (!lower && j < i)) continue;
      T v = a.values[k];
      if (unit && i == j) v = T(1);
      if (op == HIPSPARSE_OPERATION_NON_TRANSPOSE) {
        m[size_t(i) * n + j] = v;
      } else {
        m[size_t(j) * n + i] = op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? conj(v) : v;
      }
    }
  }
  if (unit) {
    for (int i = 0; i < n; ++i) m[size_t(i) * n + i] = T(1);
  }
  const bool solvesLower = lower == (op == HIPSPARSE_OPERATION_NON_TRANSPOSE);
  std::vector<T> x(b.size());
  for (int c = 0; c < nrhs; ++c) {
    for (int s = 0; s < n; ++s) {
      const int i = solvesLower ? s : n - 1 - s;
      T acc = alpha * b[size_t(i) * nrhs + c];
      for (int j = 0; j < n; ++j) {
        if (j != i && m[size_t(i) * n + j] != T(0)) acc -= m[size_t(i) * n + j] * x[size_t(j) * nrhs + c];
      }
      x[size_t(i) * nrhs + c] = acc / m[size_t(i) * n + i];
    }
  }
  return x;
}

template <class T, class I>
void checkSpSV(hipsparseHandle_t handle, const Csr<T>& a, hipsparseFormat_t format,
               hipsparseOperation_t op, bool lower, bool unit, hipsparseIndexType_t indexType) {
  Random rng(op * 4 + lower * 2 + unit);
  std::vector<T> b(a.rows);
  for (auto& v : b) v = randomValue<T>(rng);
  const T alpha(1.5);
  const std::vector<T> want = denseSolve(a, op, lower, unit, b, 1, alpha);
  const bool coo = format == HIPSPARSE_FORMAT_COO;
  I* dOff = toDevice(widen<I>(coo ? cooRows(a) : a.offsets));
  I* dCol = toDevice(widen<I>(a.columns));
  T* dVal = toDevice(a.values);
  T* dx = toDevice(b);
  T* dy = toDevice(std::vector<T>(a.rows));
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  if (coo) {
    EXPECT_OK(hipsparseCreateCoo(&matA, a.rows, a.cols, a.nnz(), dOff, dCol, dVal, indexType,
                                 HIPSPARSE_INDEX_BASE_ZERO, type));
  } else {
    EXPECT_OK(hipsparseCreateCsr(&matA, a.rows, a.cols, a.nnz(), dOff, dCol, dVal, indexType,
                                 indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
  }
  const hipsparseFillMode_t fill = lower ? HIPSPARSE_FILL_MODE_LOWER : HIPSPARSE_FILL_MODE_UPPER;
  const hipsparseDiagType_t diag = unit ? HIPSPARSE_DIAG_TYPE_UNIT : HIPSPARSE_DIAG_TYPE_NON_UNIT;
  EXPECT_OK(hipsparseSpMatSetAttribute(matA, HIPSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
  EXPECT_OK(hipsparseSpMatSetAttribute(matA, HIPSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof diag));
  hipsparseDnVecDescr_t vecX, vecY;
  EXPECT_OK(hipsparseCreateDnVec(&vecX, a.rows, dx, type));
  EXPECT_OK(hipsparseCreateDnVec(&vecY, a.rows, dy, type));
  hipsparseSpSVDescr_t descr;
  EXPECT_OK(hipsparseSpSV_createDescr(&descr));
  size_t size = 0;
  EXPECT_OK(hipsparseSpSV_bufferSize(handle, op, &alpha, matA, vecX, vecY, type,
                                     HIPSPARSE_SPSV_ALG_DEFAULT, descr, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  EXPECT_OK(hipsparseSpSV_analysis(handle, op, &alpha, matA, vecX, vecY, type,
                                   HIPSPARSE_SPSV_ALG_DEFAULT, descr, buffer));
  for (int repeat = 0; repeat < 2; ++repeat) { // solves reuse the analysis
    EXPECT_OK(hipsparseSpSV_solve(handle, op, &alpha, matA, vecX, vecY, type,
                                  HIPSPARSE_SPSV_ALG_DEFAULT, descr));
  }
  char what[128];
  std::snprintf(what, sizeof what, "SpSV n %d format %d op %d %s %s", a.rows, format, op,
                lower ? "lower" : "upper", unit ? "unit" : "non-unit");
  close(toHost(dy, a.rows), want, what);
  EXPECT_OK(hipsparseSpSV_destroyDescr(descr));
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnVec(vecX));
  EXPECT_OK(hipsparseDestroyDnVec(vecY));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dx, (void*)dy, buffer}) HIP_OK(hipFree(p));
}

template <class T>
void checkSpSM(hipsparseHandle_t handle, const Csr<T>& a, hipsparseOperation_t opA,
               hipsparseOperation_t opB, bool lower) {
  const int nrhs = 6;
  Random rng(opA + 3 * opB);
  std::vector<T> b(size_t(a.rows) * nrhs); // row-major n x nrhs
  for (auto& v : b) v = randomValue<T>(rng);
  const T alpha(0.5);
  const std::vector<T> want = denseSolve(a, opA, lower, false, b, nrhs, alpha);
  // op(B) = T: B is stored as nrhs x n (row-major), its transpose the right-hand sides.
  std::vector<T> stored = b;
  if (opB == HIPSPARSE_OPERATION_TRANSPOSE) {
    for (int i = 0; i < a.rows; ++i) {
      for (int c = 0; c < nrhs; ++c) stored[size_t(c) * a.rows + i] = b[size_t(i) * nrhs + c];
    }
  }
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  T* dVal = toDevice(a.values);
  T* dB = toDevice(stored);
  T* dC = toDevice(std::vector<T>(b.size()));
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  EXPECT_OK(hipsparseCreateCsr(&matA, a.rows, a.cols, a.nnz(), dOff, dCol, dVal, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  const hipsparseFillMode_t fill = lower ? HIPSPARSE_FILL_MODE_LOWER : HIPSPARSE_FILL_MODE_UPPER;
  EXPECT_OK(hipsparseSpMatSetAttribute(matA, HIPSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
  hipsparseDnMatDescr_t matB, matC;
  if (opB == HIPSPARSE_OPERATION_TRANSPOSE) {
    EXPECT_OK(hipsparseCreateDnMat(&matB, nrhs, a.rows, a.rows, dB, type, HIPSPARSE_ORDER_ROW));
  } else {
    EXPECT_OK(hipsparseCreateDnMat(&matB, a.rows, nrhs, nrhs, dB, type, HIPSPARSE_ORDER_ROW));
  }
  EXPECT_OK(hipsparseCreateDnMat(&matC, a.rows, nrhs, nrhs, dC, type, HIPSPARSE_ORDER_ROW));
  hipsparseSpSMDescr_t descr;
  EXPECT_OK(hipsparseSpSM_createDescr(&descr));
  size_t size = 0;
  EXPECT_OK(hipsparseSpSM_bufferSize(handle, opA, opB, &alpha, matA, matB, matC, type,
                                     HIPSPARSE_SPSM_ALG_DEFAULT, descr, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  EXPECT_OK(hipsparseSpSM_analysis(handle, opA, opB, &alpha, matA, matB, matC, type,
                                   HIPSPARSE_SPSM_ALG_DEFAULT, descr, buffer));
  EXPECT_OK(hipsparseSpSM_solve(handle, opA, opB, &alpha, matA, matB, matC, type,
                                HIPSPARSE_SPSM_ALG_DEFAULT, descr, buffer));
  close(toHost(dC, b.size()), want, "SpSM");
  EXPECT_OK(hipsparseSpSM_destroyDescr(descr));
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  EXPECT_OK(hipsparseDestroyDnMat(matC));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dB, (void*)dC, buffer}) HIP_OK(hipFree(p));
}

/// csrsv2 on double, then the zero pivots: a missing diagonal (analysis) and
/// a numerical zero (solve), whose rows keep their previous values.
void checkCsrsv2(hipsparseHandle_t handle) {
  Csr<double> a = diagonallyDominant<double>(200, 0.02, 50);
  Random rng(51);
  std::vector<double> f(a.rows);
  for (auto& v : f) v = rng.uniform(-1, 1);
  const double alpha = 2;
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  double* dVal = toDevice(a.values);
  double* df = toDevice(f);
  double* dx = toDevice(std::vector<double>(a.rows));
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_OK(hipsparseSetMatFillMode(descr, HIPSPARSE_FILL_MODE_UPPER));
  csrsv2Info_t info;
  EXPECT_OK(hipsparseCreateCsrsv2Info(&info));
  int size = 0;
  EXPECT_OK(hipsparseDcsrsv2_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, a.rows, a.nnz(),
                                        descr, dVal, dOff, dCol, info, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  const auto op = HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const auto policy = HIPSPARSE_SOLVE_POLICY_USE_LEVEL;
  EXPECT_OK(hipsparseDcsrsv2_analysis(handle, op, a.rows, a.nnz(), descr, dVal, dOff, dCol, info,
                                      policy, buffer));
  int position = -2;
  EXPECT_OK(hipsparseXcsrsv2_zeroPivot(handle, info, &position));
  EXPECT(position == -1);
  EXPECT_OK(hipsparseDcsrsv2_solve(handle, op, a.rows, a.nnz(), &alpha, descr, dVal, dOff, dCol,
                                   info, df, dx, policy, buffer));
  close(toHost(dx, a.rows), denseSolve(a, op, false, false, f, 1, alpha), "csrsv2");

  // Numerical zero on the diagonal of row 7.
  std::vector<double> values = a.values;
  for (int k = a.offsets[7]; k < a.offsets[8]; ++k) {
    if (a.columns[k] == 7) values[k] = 0;
  }
  HIP_OK(hipMemcpy(dVal, values.data(), values.size() * sizeof(double), hipMemcpyHostToDevice));
  HIP_OK(hipMemset(dx, 0, a.rows * sizeof(double)));
  EXPECT_OK(hipsparseDcsrsv2_solve(handle, op, a.rows, a.nnz(), &alpha, descr, dVal, dOff, dCol,
                                   info, df, dx, policy, buffer));
  EXPECT_STATUS(hipsparseXcsrsv2_zeroPivot(handle, info, &position), HIPSPARSE_STATUS_ZERO_PIVOT);
  EXPECT(position == 7);
  EXPECT(toHost(dx, a.rows)[7] == 0.0); // the row keeps its value

  // Structural zero: row 5 without its diagonal, found by the analysis.
  Csr<double> holed;
  holed.rows = holed.cols = a.rows;
  holed.offsets.push_back(0);
  for (int r = 0; r < a.rows; ++r) {
    for (int k = a.offsets[r]; k < a.offsets[r + 1]; ++k) {
      if (r == 5 && a.columns[k] == 5) continue;
      holed.columns.push_back(a.columns[k]);
      holed.values.push_back(a.values[k]);
    }
    holed.offsets.push_back(holed.nnz());
  }
  int* dOff2 = toDevice(holed.offsets);
  int* dCol2 = toDevice(holed.columns);
  double* dVal2 = toDevice(holed.values);
  EXPECT_OK(hipsparseDcsrsv2_analysis(handle, op, a.rows, holed.nnz(), descr, dVal2, dOff2, dCol2,
                                      info, policy, buffer));
  EXPECT_STATUS(hipsparseXcsrsv2_zeroPivot(handle, info, &position), HIPSPARSE_STATUS_ZERO_PIVOT);
  EXPECT(position == 5);
  EXPECT_OK(hipsparseDestroyCsrsv2Info(info));
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)df, (void*)dx, buffer, (void*)dOff2,
                  (void*)dCol2, (void*)dVal2}) {
    HIP_OK(hipFree(p));
  }
}

/// ILU(0) and IC(0) on the host, restricted to A's pattern (sorted rows).
template <class T>
std::vector<T> hostIncomplete(const Csr<T>& a, bool cholesky) {
  const int n = a.rows;
  std::vector<T> d = a.dense();
  auto at = [&](int i, int j) -> T& { return d[size_t(i) * n + j]; };
  std::vector<std::vector<bool>> in(n, std::vector<bool>(n, false));
  for (int i = 0; i < n; ++i) {
    for (int k = a.offsets[i]; k < a.offsets[i + 1]; ++k) in[i][a.columns[k]] = true;
  }
  for (int i = 0; i < n; ++i) {
    if (cholesky) {
      for (int j = 0; j < i; ++j) {
        if (!in[i][j]) continue;
        T s(0);
        for (int q = 0; q < j; ++q) {
          if (in[i][q] && in[j][q]) s += at(i, q) * conj(at(j, q));
        }
        at(i, j) = (at(i, j) - s) / at(j, j);
      }
      T s(0);
      for (int q = 0; q < i; ++q) {
        if (in[i][q]) s += at(i, q) * conj(at(i, q));
      }
      at(i, i) = std::sqrt(at(i, i) - s);
    } else {
      for (int k = 0; k < i; ++k) {
        if (!in[i][k]) continue;
        at(i, k) /= at(k, k);
        for (int j = k + 1; j < n; ++j) {
          if (in[i][j] && in[k][j]) at(i, j) -= at(i, k) * at(k, j);
        }
      }
    }
  }
  std::vector<T> out;
  for (int i = 0; i < n; ++i) {
    for (int k = a.offsets[i]; k < a.offsets[i + 1]; ++k) {
      const int j = a.columns[k];
      out.push_back(cholesky && j > i ? a.values[k] : at(i, j));
    }
  }
  return out;
}

template <class T, class Api>
void checkFactorizations(hipsparseHandle_t handle,
                         hipsparseStatus_t (*analysisIlu)(hipsparseHandle_t, int, int,
                                                          const hipsparseMatDescr_t, const Api*,
                                                          const int*, const int*, csrilu02Info_t,
                                                          hipsparseSolvePolicy_t, void*),
                         hipsparseStatus_t (*ilu)(hipsparseHandle_t, int, int,
                                                  const hipsparseMatDescr_t, Api*, const int*,
                                                  const int*, csrilu02Info_t,
                                                  hipsparseSolvePolicy_t, void*),
                         hipsparseStatus_t (*analysisIc)(hipsparseHandle_t, int, int,
                                                         const hipsparseMatDescr_t, const Api*,
                                                         const int*, const int*, csric02Info_t,
                                                         hipsparseSolvePolicy_t, void*),
                         hipsparseStatus_t (*ic)(hipsparseHandle_t, int, int,
                                                 const hipsparseMatDescr_t, Api*, const int*,
                                                 const int*, csric02Info_t, hipsparseSolvePolicy_t,
                                                 void*)) {
  // A symmetric pattern with a dominant real diagonal (Hermitian for complex).
  const Csr<T> base = diagonallyDominant<T>(150, 0.03, 60);
  std::vector<T> dense = base.dense();
  const int n = base.rows;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < i; ++j) {
      const T v = dense[size_t(i) * n + j] != T(0) ? dense[size_t(i) * n + j] : dense[size_t(j) * n + i];
      dense[size_t(i) * n + j] = v;
      dense[size_t(j) * n + i] = conj(v);
    }
    dense[size_t(i) * n + i] = T(std::abs(dense[size_t(i) * n + i]) + 10);
  }
  Csr<T> a;
  a.rows = a.cols = n;
  a.offsets.push_back(0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (dense[size_t(i) * n + j] == T(0)) continue;
      a.columns.push_back(j);
      a.values.push_back(dense[size_t(i) * n + j]);
    }
    a.offsets.push_back(a.nnz());
  }
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  T* dVal = toDevice(a.values);
  auto api = [](auto* p) { return reinterpret_cast<Api*>(p); };
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  const auto policy = HIPSPARSE_SOLVE_POLICY_USE_LEVEL;
  csrilu02Info_t iluInfo;
  EXPECT_OK(hipsparseCreateCsrilu02Info(&iluInfo));
  EXPECT_OK(analysisIlu(handle, n, a.nnz(), descr, api(dVal), dOff, dCol, iluInfo, policy, nullptr));
  EXPECT_OK(ilu(handle, n, a.nnz(), descr, api(dVal), dOff, dCol, iluInfo, policy, nullptr));
  int position = -2;
  EXPECT_OK(hipsparseXcsrilu02_zeroPivot(handle, iluInfo, &position));
  EXPECT(position == -1);
  close(toHost(dVal, a.nnz()), hostIncomplete(a, false), "csrilu02");

  csric02Info_t icInfo;
  EXPECT_OK(hipsparseCreateCsric02Info(&icInfo));
  HIP_OK(hipMemcpy(dVal, a.values.data(), a.nnz() * sizeof(T), hipMemcpyHostToDevice));
  EXPECT_OK(analysisIc(handle, n, a.nnz(), descr, api(dVal), dOff, dCol, icInfo, policy, nullptr));
  EXPECT_OK(ic(handle, n, a.nnz(), descr, api(dVal), dOff, dCol, icInfo, policy, nullptr));
  EXPECT_OK(hipsparseXcsric02_zeroPivot(handle, icInfo, &position));
  EXPECT(position == -1);
  close(toHost(dVal, a.nnz()), hostIncomplete(a, true), "csric02");
  EXPECT_OK(hipsparseDestroyCsrilu02Info(iluInfo));
  EXPECT_OK(hipsparseDestroyCsric02Info(icInfo));
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal}) HIP_OK(hipFree(p));
}

/// ILU(0) with a zero pivot, then with the numeric boost replacing it.
void checkIluZeroPivot(hipsparseHandle_t handle) {
  Csr<float> a = diagonallyDominant<float>(60, 0.05, 70);
  for (int k = a.offsets[9]; k < a.offsets[10]; ++k) {
    if (a.columns[k] == 9) a.values[k] = 0;
  }
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  float* dVal = toDevice(a.values);
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  csrilu02Info_t info;
  EXPECT_OK(hipsparseCreateCsrilu02Info(&info));
  const auto policy = HIPSPARSE_SOLVE_POLICY_NO_LEVEL;
  EXPECT_OK(hipsparseScsrilu02_analysis(handle, a.rows, a.nnz(), descr, dVal, dOff, dCol, info, policy, nullptr));
  EXPECT_OK(hipsparseScsrilu02(handle, a.rows, a.nnz(), descr, dVal, dOff, dCol, info, policy, nullptr));
  int position = -1;
  EXPECT_STATUS(hipsparseXcsrilu02_zeroPivot(handle, info, &position), HIPSPARSE_STATUS_ZERO_PIVOT);
  EXPECT(position == 9);
  HIP_OK(hipMemcpy(dVal, a.values.data(), a.nnz() * sizeof(float), hipMemcpyHostToDevice));
  double tolerance = 1e-3;
  float boost = 1;
  EXPECT_OK(hipsparseScsrilu02_numericBoost(handle, info, 1, &tolerance, &boost));
  EXPECT_OK(hipsparseScsrilu02(handle, a.rows, a.nnz(), descr, dVal, dOff, dCol, info, policy, nullptr));
  EXPECT_OK(hipsparseXcsrilu02_zeroPivot(handle, info, &position));
  EXPECT(position == -1);
  for (int k = a.offsets[9]; k < a.offsets[10]; ++k) {
    if (a.columns[k] == 9) a.values[k] = 1; // the boost, as the host factorization sees it
  }
  close(toHost(dVal, a.nnz()), hostIncomplete(a, false), "csrilu02 with numeric boost");
  EXPECT_OK(hipsparseDestroyCsrilu02Info(info));
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal}) HIP_OK(hipFree(p));
}

template <class T>
void checkSolves(hipsparseHandle_t handle) {
  const Csr<T> small = diagonallyDominant<T>(40, 0.1, 1);
  const Csr<T> large = diagonallyDominant<T>(3000, 0.002, 2);
  for (auto op : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
                  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE}) {
    for (bool lower : {true, false}) {
      for (bool unit : {false, true}) {
        checkSpSV<T, int32_t>(handle, small, HIPSPARSE_FORMAT_CSR, op, lower, unit, HIPSPARSE_INDEX_32I);
      }
      checkSpSV<T, int64_t>(handle, small, HIPSPARSE_FORMAT_COO, op, lower, false, HIPSPARSE_INDEX_64I);
    }
  }
  checkSpSV<T, int32_t>(handle, large, HIPSPARSE_FORMAT_CSR, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                        true, false, HIPSPARSE_INDEX_32I);
  checkSpSV<T, int64_t>(handle, large, HIPSPARSE_FORMAT_CSR, HIPSPARSE_OPERATION_TRANSPOSE, true,
                        false, HIPSPARSE_INDEX_64I);
  checkSpSM<T>(handle, small, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE, true);
  checkSpSM<T>(handle, small, HIPSPARSE_OPERATION_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE, false);
  checkSpSM<T>(handle, large, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE, false);
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  checkSolves<float>(handle);
  checkSolves<double>(handle);
  checkSolves<std::complex<float>>(handle);
  checkSolves<std::complex<double>>(handle);
  checkCsrsv2(handle);
  checkFactorizations<float, float>(handle, hipsparseScsrilu02_analysis, hipsparseScsrilu02,
                                    hipsparseScsric02_analysis, hipsparseScsric02);
  checkFactorizations<double, double>(handle, hipsparseDcsrilu02_analysis, hipsparseDcsrilu02,
                                      hipsparseDcsric02_analysis, hipsparseDcsric02);
  checkFactorizations<std::complex<float>, hipComplex>(handle, hipsparseCcsrilu02_analysis,
                                                       hipsparseCcsrilu02, hipsparseCcsric02_analysis,
                                                       hipsparseCcsric02);
  checkFactorizations<std::complex<double>, hipDoubleComplex>(
      handle, hipsparseZcsrilu02_analysis, hipsparseZcsrilu02, hipsparseZcsric02_analysis,
      hipsparseZcsric02);
  checkIluZeroPivot(handle);
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse triangular solves and factorizations");
}
