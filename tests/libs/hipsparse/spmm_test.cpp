// SpMM (CSR, CSC, COO, COO AoS, blocked ELL; op(A) N/T/C, op(B) N/T; row- and
// column-major B and C; strided batches) and the legacy csrmm/csrmm2, in
// s/d/c/z, against a dense reference.
#include "formats.h"

using namespace sparse_test;

namespace {

template <class T>
std::vector<T> reference(const std::vector<T>& a, int aRows, int aCols, hipsparseOperation_t opA,
                         const Dense<T>& b, hipsparseOperation_t opB, T alpha, T beta,
                         const Dense<T>& c) {
  // a: dense row-major A (aRows x aCols); result in C's layout.
  Dense<T> out = c;
  const int m = c.rows, n = c.cols, k = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? aCols : aRows;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      T sum(0);
      for (int q = 0; q < k; ++q) {
        T av = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a[size_t(i) * aCols + q]
                                                        : a[size_t(q) * aCols + i];
        if (opA == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE) av = conj(av);
        sum += av * opAt(b, opB, q, j);
      }
      out.at(i, j) = alpha * sum + beta * c.at(i, j);
    }
  }
  return out.data;
}

template <class T>
void checkSpMM(hipsparseHandle_t handle, const Csr<T>& a, hipsparseFormat_t format,
               hipsparseOperation_t opA, hipsparseOperation_t opB, bool rowMajorB,
               bool rowMajorC, int n) {
  Random rng(format * 31 + opA * 7 + opB * 3 + rowMajorB + 2 * rowMajorC + n);
  const int m = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a.rows : a.cols;
  const int k = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a.cols : a.rows;
  const bool tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const Dense<T> b(tb ? n : k, tb ? k : n, rowMajorB, 3, rng);
  Dense<T> c(m, n, rowMajorC, 2, rng);
  const T alpha = randomValue<T>(rng), beta = randomValue<T>(rng);
  const std::vector<T> want = reference(a.dense(), a.rows, a.cols, opA, b, opB, alpha, beta, c);

  const Csc<T> csc = toCsc(a);
  std::vector<int> offsets = a.offsets, indices = a.columns, aos;
  const std::vector<T>* values = &a.values;
  if (format == HIPSPARSE_FORMAT_CSC) {
    offsets = csc.offsets;
    indices = csc.rows;
    values = &csc.values;
  } else if (format == HIPSPARSE_FORMAT_COO || format == HIPSPARSE_FORMAT_COO_AOS) {
    offsets = cooRows(a);
    for (int e = 0; e < a.nnz(); ++e) {
      aos.push_back(offsets[e]);
      aos.push_back(a.columns[e]);
    }
  }
  int* dOffsets = toDevice(format == HIPSPARSE_FORMAT_COO_AOS ? aos : offsets);
  int* dIndices = toDevice(indices);
  T* dValues = toDevice(*values);
  T* dB = toDevice(b.data);
  T* dC = toDevice(c.data);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  if (format == HIPSPARSE_FORMAT_CSR) {
    EXPECT_OK(hipsparseCreateCsr(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_BASE_ZERO, type));
  } else if (format == HIPSPARSE_FORMAT_CSC) {
    EXPECT_OK(hipsparseCreateCsc(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_BASE_ZERO, type));
  } else if (format == HIPSPARSE_FORMAT_COO) {
    EXPECT_OK(hipsparseCreateCoo(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  } else {
    EXPECT_OK(hipsparseCreateCooAoS(&matA, a.rows, a.cols, a.nnz(), dOffsets, dValues,
                                    HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  }
  hipsparseDnMatDescr_t matB, matC;
  EXPECT_OK(hipsparseCreateDnMat(&matB, b.rows, b.cols, b.ld, dB, type, b.order()));
  EXPECT_OK(hipsparseCreateDnMat(&matC, c.rows, c.cols, c.ld, dC, type, c.order()));
  size_t size = 0;
  EXPECT_OK(hipsparseSpMM_bufferSize(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                                     HIPSPARSE_SPMM_ALG_DEFAULT, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  EXPECT_OK(hipsparseSpMM_preprocess(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                                     HIPSPARSE_SPMM_ALG_DEFAULT, buffer));
  EXPECT_OK(hipsparseSpMM(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                          HIPSPARSE_SPMM_ALG_DEFAULT, buffer));
  char what[160];
  std::snprintf(what, sizeof what, "SpMM format %d opA %d opB %d B %s C %s n %d", format, opA,
                opB, rowMajorB ? "row" : "col", rowMajorC ? "row" : "col", n);
  close(toHost(dC, c.data.size()), want, what);
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  EXPECT_OK(hipsparseDestroyDnMat(matC));
  for (void* p : {(void*)dOffsets, (void*)dIndices, (void*)dValues, (void*)dB, (void*)dC, buffer}) {
    HIP_OK(hipFree(p));
  }
}

/// Strided batch: three CSR matrices of one pattern size times shared B.
template <class T>
void checkBatched(hipsparseHandle_t handle) {
  const int batches = 3, rows = 40, cols = 30, n = 5;
  std::vector<Csr<T>> as;
  int maxNnz = 0;
  for (int i = 0; i < batches; ++i) {
    as.push_back(randomCsr<T>(rows, cols, 0.15, 40 + i));
    maxNnz = std::max(maxNnz, as.back().nnz());
  }
  std::vector<int> offsets, columns(size_t(batches) * maxNnz, 0);
  std::vector<T> values(size_t(batches) * maxNnz, T(0));
  for (int i = 0; i < batches; ++i) {
    offsets.insert(offsets.end(), as[i].offsets.begin(), as[i].offsets.end());
    std::copy(as[i].columns.begin(), as[i].columns.end(), columns.begin() + size_t(i) * maxNnz);
    std::copy(as[i].values.begin(), as[i].values.end(), values.begin() + size_t(i) * maxNnz);
  }
  Random rng(9);
  const Dense<T> b(cols, n, true, 0, rng);
  std::vector<T> c(size_t(batches) * rows * n);
  for (auto& v : c) v = randomValue<T>(rng);
  const T alpha(1.25), beta(0.5);
  std::vector<T> want(c.size());
  for (int i = 0; i < batches; ++i) {
    Dense<T> ci;
    ci.rows = rows;
    ci.cols = n;
    ci.ld = n;
    ci.rowMajor = true;
    ci.data.assign(c.begin() + size_t(i) * rows * n, c.begin() + size_t(i + 1) * rows * n);
    const auto r = reference(as[i].dense(), rows, cols, HIPSPARSE_OPERATION_NON_TRANSPOSE, b,
                             HIPSPARSE_OPERATION_NON_TRANSPOSE, alpha, beta, ci);
    std::copy(r.begin(), r.end(), want.begin() + size_t(i) * rows * n);
  }
  int* dOff = toDevice(offsets);
  int* dCol = toDevice(columns);
  T* dVal = toDevice(values);
  T* dB = toDevice(b.data);
  T* dC = toDevice(c);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  hipsparseDnMatDescr_t matB, matC;
  EXPECT_OK(hipsparseCreateCsr(&matA, rows, cols, maxNnz, dOff, dCol, dVal, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCsrSetStridedBatch(matA, batches, rows + 1, maxNnz));
  EXPECT_OK(hipsparseCreateDnMat(&matB, cols, n, n, dB, type, HIPSPARSE_ORDER_ROW));
  EXPECT_OK(hipsparseCreateDnMat(&matC, rows, n, n, dC, type, HIPSPARSE_ORDER_ROW));
  EXPECT_OK(hipsparseDnMatSetStridedBatch(matC, batches, int64_t(rows) * n));
  EXPECT_OK(hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                          HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, &beta, matC, type,
                          HIPSPARSE_SPMM_CSR_ALG2, nullptr));
  close(toHost(dC, c.size()), want, "SpMM strided batch");
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  EXPECT_OK(hipsparseDestroyDnMat(matC));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dB, (void*)dC}) HIP_OK(hipFree(p));
}

template <class T, class Api, class Fn2>
void checkCsrmm2(hipsparseHandle_t handle, Fn2 csrmm2, hipsparseOperation_t opA,
                 hipsparseOperation_t opB) {
  const Csr<T> a = randomCsr<T>(23, 17, 0.25, 77 + opA);
  Random rng(3 + opB);
  const int m = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a.rows : a.cols;
  const int k = opA == HIPSPARSE_OPERATION_NON_TRANSPOSE ? a.cols : a.rows;
  const int n = 6;
  const bool tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const Dense<T> b(tb ? n : k, tb ? k : n, false, 1, rng);
  const Dense<T> c(m, n, false, 2, rng);
  const T alpha(-0.5), beta(2);
  const std::vector<T> want = reference(a.dense(), a.rows, a.cols, opA, b, opB, alpha, beta, c);
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  T* dVal = toDevice(a.values);
  T* dB = toDevice(b.data);
  T* dC = toDevice(c.data);
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_OK(csrmm2(handle, opA, opB, a.rows, n, a.cols, a.nnz(), reinterpret_cast<const Api*>(&alpha),
                   descr, reinterpret_cast<const Api*>(dVal), dOff, dCol,
                   reinterpret_cast<const Api*>(dB), b.ld, reinterpret_cast<const Api*>(&beta),
                   reinterpret_cast<Api*>(dC), c.ld));
  close(toHost(dC, c.data.size()), want, "csrmm2");
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dB, (void*)dC}) HIP_OK(hipFree(p));
}

/// Blocked ELL (block size 3) times a column-major B.
template <class T>
void checkBlockedEll(hipsparseHandle_t handle) {
  const int blockRows = 4, blockCols = 5, bs = 3, slots = 2, n = 4;
  const int rows = blockRows * bs, cols = blockCols * bs;
  Random rng(21);
  std::vector<int> colInd(blockRows * slots, -1);
  std::vector<T> values(size_t(rows) * slots * bs, T(0));
  std::vector<T> dense(size_t(rows) * cols, T(0));
  for (int br = 0; br < blockRows; ++br) {
    for (int s = 0; s < slots - (br == 2); ++s) {
      const int bc = (2 * br + s) % blockCols;
      colInd[br * slots + s] = bc;
      for (int i = 0; i < bs; ++i) {
        for (int j = 0; j < bs; ++j) {
          const T v = randomValue<T>(rng);
          values[size_t(br * bs + i) * slots * bs + s * bs + j] = v;
          dense[size_t(br * bs + i) * cols + bc * bs + j] = v;
        }
      }
    }
  }
  const Dense<T> b(cols, n, false, 0, rng);
  const Dense<T> c(rows, n, false, 0, rng);
  const T alpha(1), beta(0);
  const std::vector<T> want = reference(dense, rows, cols, HIPSPARSE_OPERATION_NON_TRANSPOSE, b,
                                        HIPSPARSE_OPERATION_NON_TRANSPOSE, alpha, beta, c);
  int* dCol = toDevice(colInd);
  T* dVal = toDevice(values);
  T* dB = toDevice(b.data);
  T* dC = toDevice(c.data);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  hipsparseDnMatDescr_t matB, matC;
  EXPECT_OK(hipsparseCreateBlockedEll(&matA, rows, cols, bs, slots * bs, dCol, dVal,
                                      HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateDnMat(&matB, cols, n, cols, dB, type, HIPSPARSE_ORDER_COL));
  EXPECT_OK(hipsparseCreateDnMat(&matC, rows, n, rows, dC, type, HIPSPARSE_ORDER_COL));
  EXPECT_OK(hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                          HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, &beta, matC, type,
                          HIPSPARSE_SPMM_BLOCKED_ELL_ALG1, nullptr));
  close(toHost(dC, c.data.size()), want, "SpMM blocked ELL");
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  EXPECT_OK(hipsparseDestroyDnMat(matC));
  for (void* p : {(void*)dCol, (void*)dVal, (void*)dB, (void*)dC}) HIP_OK(hipFree(p));
}

/// COO entries in reverse order (not sorted by row): SpMV and SpMM still
/// add every entry once.
template <class T>
void checkUnsortedCoo(hipsparseHandle_t handle) {
  const Csr<T> a = randomCsr<T>(600, 400, 0.03, 33, true);
  std::vector<int> rows = cooRows(a), cols = a.columns;
  std::vector<T> values = a.values;
  std::reverse(rows.begin(), rows.end());
  std::reverse(cols.begin(), cols.end());
  std::reverse(values.begin(), values.end());
  Random rng(34);
  const Dense<T> b(a.cols, 16, true, 0, rng);
  const Dense<T> c(a.rows, 16, true, 0, rng);
  const T alpha(1), beta(0.5);
  const std::vector<T> want = reference(a.dense(), a.rows, a.cols, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                                        b, HIPSPARSE_OPERATION_NON_TRANSPOSE, alpha, beta, c);
  int* dRows = toDevice(rows);
  int* dCols = toDevice(cols);
  T* dVal = toDevice(values);
  T* dB = toDevice(b.data);
  T* dC = toDevice(c.data);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA;
  hipsparseDnMatDescr_t matB, matC;
  EXPECT_OK(hipsparseCreateCoo(&matA, a.rows, a.cols, a.nnz(), dRows, dCols, dVal, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateDnMat(&matB, b.rows, b.cols, b.ld, dB, type, HIPSPARSE_ORDER_ROW));
  EXPECT_OK(hipsparseCreateDnMat(&matC, c.rows, c.cols, c.ld, dC, type, HIPSPARSE_ORDER_ROW));
  EXPECT_OK(hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                          &alpha, matA, matB, &beta, matC, type, HIPSPARSE_SPMM_ALG_DEFAULT, nullptr));
  close(toHost(dC, c.data.size()), want, "SpMM unsorted COO");
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  EXPECT_OK(hipsparseDestroyDnMat(matC));
  for (void* p : {(void*)dRows, (void*)dCols, (void*)dVal, (void*)dB, (void*)dC}) HIP_OK(hipFree(p));
}

/// The legacy csrmm (no op(B)) through the S entry point.
void checkCsrmm(hipsparseHandle_t handle) {
  const Csr<float> a = randomCsr<float>(19, 13, 0.3, 5);
  Random rng(8);
  const Dense<float> b(13, 3, false, 0, rng);
  const Dense<float> c(19, 3, false, 1, rng);
  const float alpha = 2, beta = 1;
  const std::vector<float> want = reference(a.dense(), a.rows, a.cols, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                                            b, HIPSPARSE_OPERATION_NON_TRANSPOSE, alpha, beta, c);
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  float* dVal = toDevice(a.values);
  float* dB = toDevice(b.data);
  float* dC = toDevice(c.data);
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_OK(hipsparseScsrmm(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, a.rows, 3, a.cols, a.nnz(),
                            &alpha, descr, dVal, dOff, dCol, dB, b.ld, &beta, dC, c.ld));
  close(toHost(dC, c.data.size()), want, "csrmm");
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dB, (void*)dC}) HIP_OK(hipFree(p));
}

template <class T>
void checkType(hipsparseHandle_t handle) {
  const Csr<T> small = randomCsr<T>(29, 21, 0.2, 1);
  const Csr<T> large = randomCsr<T>(700, 500, 0.02, 2, true);
  for (auto format : {HIPSPARSE_FORMAT_CSR, HIPSPARSE_FORMAT_CSC, HIPSPARSE_FORMAT_COO,
                      HIPSPARSE_FORMAT_COO_AOS}) {
    for (auto opA : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
                     HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE}) {
      checkSpMM(handle, small, format, opA, HIPSPARSE_OPERATION_NON_TRANSPOSE, true, true, 7);
      checkSpMM(handle, small, format, opA, HIPSPARSE_OPERATION_TRANSPOSE, false, false, 10);
    }
    checkSpMM(handle, large, format, HIPSPARSE_OPERATION_NON_TRANSPOSE,
              HIPSPARSE_OPERATION_NON_TRANSPOSE, true, false, 9);
    checkSpMM(handle, large, format, HIPSPARSE_OPERATION_TRANSPOSE,
              HIPSPARSE_OPERATION_NON_TRANSPOSE, false, true, 4);
    checkSpMM(handle, large, format, HIPSPARSE_OPERATION_NON_TRANSPOSE,
              HIPSPARSE_OPERATION_NON_TRANSPOSE, true, true, 16);
  }
  checkUnsortedCoo<T>(handle);
  checkBatched<T>(handle);
  checkBlockedEll<T>(handle);
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  checkType<float>(handle);
  checkType<double>(handle);
  checkType<std::complex<float>>(handle);
  checkType<std::complex<double>>(handle);
  for (auto opA : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE}) {
    for (auto opB : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE}) {
      checkCsrmm2<float, float>(handle, hipsparseScsrmm2, opA, opB);
      checkCsrmm2<double, double>(handle, hipsparseDcsrmm2, opA, opB);
      checkCsrmm2<std::complex<float>, hipComplex>(handle, hipsparseCcsrmm2, opA, opB);
      checkCsrmm2<std::complex<double>, hipDoubleComplex>(handle, hipsparseZcsrmm2, opA, opB);
    }
  }
  checkCsrmm(handle);
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse spmm");
}
