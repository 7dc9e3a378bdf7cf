// Conversions: nnz, dense <-> CSR/CSC (legacy and SparseToDense /
// DenseToSparse), csr2csc and Csr2cscEx2, COO <-> CSR row data, identity
// permutation and the CSR/CSC/COO sorts, against host-built references.
#include "formats.h"

using namespace sparse_test;

namespace {

/// A dense column-major matrix with about `density` non-zeros.
template <class T>
std::vector<T> sparseDense(int m, int n, int ld, double density, uint64_t seed) {
  Random rng(seed);
  std::vector<T> a(size_t(ld) * n, T(0));
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      if (rng.uniform(0, 1) < density) a[size_t(j) * ld + i] = randomValue<T>(rng);
    }
  }
  return a;
}

template <class T, class Api>
void checkLegacyDense(hipsparseHandle_t handle,
                      hipsparseStatus_t (*nnz)(hipsparseHandle_t, hipsparseDirection_t, int, int,
                                               const hipsparseMatDescr_t, const Api*, int, int*, int*),
                      hipsparseStatus_t (*dense2csr)(hipsparseHandle_t, int, int,
                                                     const hipsparseMatDescr_t, const Api*, int,
                                                     const int*, Api*, int*, int*),
                      hipsparseStatus_t (*csr2dense)(hipsparseHandle_t, int, int,
                                                     const hipsparseMatDescr_t, const Api*,
                                                     const int*, const int*, Api*, int),
                      hipsparseStatus_t (*dense2csc)(hipsparseHandle_t, int, int,
                                                     const hipsparseMatDescr_t, const Api*, int,
                                                     const int*, Api*, int*, int*),
                      hipsparseStatus_t (*csc2dense)(hipsparseHandle_t, int, int,
                                                     const hipsparseMatDescr_t, const Api*,
                                                     const int*, const int*, Api*, int)) {
  const int m = 300, n = 170, ld = 310;
  const std::vector<T> a = sparseDense<T>(m, n, ld, 0.05, 7);
  // Host reference: CSR (one-based) and CSC of A.
  Csr<T> csr;
  csr.rows = m;
  csr.cols = n;
  csr.offsets.push_back(0);
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      if (a[size_t(j) * ld + i] != T(0)) {
        csr.columns.push_back(j);
        csr.values.push_back(a[size_t(j) * ld + i]);
      }
    }
    csr.offsets.push_back(csr.nnz());
  }
  const Csc<T> csc = toCsc(csr);
  std::vector<int> rowCounts(m), colCounts(n);
  for (int i = 0; i < m; ++i) rowCounts[i] = csr.offsets[i + 1] - csr.offsets[i];
  for (int j = 0; j < n; ++j) colCounts[j] = csc.offsets[j + 1] - csc.offsets[j];

  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_OK(hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ONE));
  auto api = [](auto* p) { return reinterpret_cast<Api*>(p); };
  T* dA = toDevice(a);
  int* dCounts = toDevice(std::vector<int>(std::max(m, n)));
  int total = -1;
  EXPECT_OK(nnz(handle, HIPSPARSE_DIRECTION_ROW, m, n, descr, api(dA), ld, dCounts, &total));
  EXPECT(total == csr.nnz());
  EXPECT(toHost(dCounts, m) == rowCounts);
  EXPECT_OK(nnz(handle, HIPSPARSE_DIRECTION_COLUMN, m, n, descr, api(dA), ld, dCounts, &total));
  EXPECT(total == csr.nnz());
  EXPECT(toHost(dCounts, n) == colCounts);

  // dense2csr with one-based output, then back to dense.
  int* dRowCounts = toDevice(rowCounts);
  int* dOff = toDevice(std::vector<int>(m + 1));
  int* dCol = toDevice(std::vector<int>(csr.nnz()));
  T* dVal = toDevice(std::vector<T>(csr.nnz()));
  EXPECT_OK(dense2csr(handle, m, n, descr, api(dA), ld, dRowCounts, api(dVal), dOff, dCol));
  std::vector<int> offsetsOne = csr.offsets, columnsOne = csr.columns;
  for (auto& v : offsetsOne) ++v;
  for (auto& v : columnsOne) ++v;
  EXPECT(toHost(dOff, m + 1) == offsetsOne);
  EXPECT(toHost(dCol, csr.nnz()) == columnsOne);
  close(toHost(dVal, csr.nnz()), csr.values, "dense2csr values");
  T* dBack = toDevice(std::vector<T>(a.size(), T(5)));
  EXPECT_OK(csr2dense(handle, m, n, descr, api(dVal), dOff, dCol, api(dBack), ld));
  std::vector<T> back = toHost(dBack, a.size());
  bool same = true;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) same = same && back[size_t(j) * ld + i] == a[size_t(j) * ld + i];
  }
  EXPECT(same);

  // dense2csc and csc2dense.
  int* dColCounts = toDevice(colCounts);
  int* dColPtr = toDevice(std::vector<int>(n + 1));
  int* dRowInd = toDevice(std::vector<int>(csr.nnz()));
  EXPECT_OK(dense2csc(handle, m, n, descr, api(dA), ld, dColCounts, api(dVal), dRowInd, dColPtr));
  std::vector<int> colPtrOne = csc.offsets, rowsOne = csc.rows;
  for (auto& v : colPtrOne) ++v;
  for (auto& v : rowsOne) ++v;
  EXPECT(toHost(dColPtr, n + 1) == colPtrOne);
  EXPECT(toHost(dRowInd, csr.nnz()) == rowsOne);
  close(toHost(dVal, csr.nnz()), csc.values, "dense2csc values");
  HIP_OK(hipMemset(dBack, 0xff, a.size() * sizeof(T)));
  EXPECT_OK(csc2dense(handle, m, n, descr, api(dVal), dRowInd, dColPtr, api(dBack), ld));
  back = toHost(dBack, a.size());
  same = true;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) same = same && back[size_t(j) * ld + i] == a[size_t(j) * ld + i];
  }
  EXPECT(same);
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dA, (void*)dCounts, (void*)dRowCounts, (void*)dOff, (void*)dCol,
                  (void*)dVal, (void*)dBack, (void*)dColCounts, (void*)dColPtr, (void*)dRowInd}) {
    HIP_OK(hipFree(p));
  }
}

/// csr2csc/Csr2cscEx2 (sequential for small matrices, in parallel parts for
/// large ones) and COO <-> CSR row data.
void checkTranspose(hipsparseHandle_t handle, int m, int n, double density) {
  const Csr<double> a = randomCsr<double>(m, n, density, 8);
  const Csc<double> want = toCsc(a);
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(a.columns);
  double* dVal = toDevice(a.values);
  int* dColPtr = toDevice(std::vector<int>(a.cols + 1));
  int* dRowInd = toDevice(std::vector<int>(a.nnz()));
  double* dCscVal = toDevice(std::vector<double>(a.nnz()));
  EXPECT_OK(hipsparseDcsr2csc(handle, a.rows, a.cols, a.nnz(), dVal, dOff, dCol, dCscVal, dRowInd,
                              dColPtr, HIPSPARSE_ACTION_NUMERIC, HIPSPARSE_INDEX_BASE_ZERO));
  EXPECT(toHost(dColPtr, a.cols + 1) == want.offsets);
  EXPECT(toHost(dRowInd, a.nnz()) == want.rows);
  EXPECT(toHost(dCscVal, a.nnz()) == want.values);

  size_t size = 0;
  float* dValF = toDevice(std::vector<float>(a.values.begin(), a.values.end()));
  float* dCscF = toDevice(std::vector<float>(a.nnz(), -1.0f));
  EXPECT_OK(hipsparseCsr2cscEx2_bufferSize(handle, a.rows, a.cols, a.nnz(), dValF, dOff, dCol, dCscF,
                                           dColPtr, dRowInd, HIP_R_32F, HIPSPARSE_ACTION_SYMBOLIC,
                                           HIPSPARSE_INDEX_BASE_ZERO, HIPSPARSE_CSR2CSC_ALG1, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  HIP_OK(hipMemset(dRowInd, 0, a.nnz() * sizeof(int)));
  EXPECT_OK(hipsparseCsr2cscEx2(handle, a.rows, a.cols, a.nnz(), dValF, dOff, dCol, dCscF, dColPtr,
                                dRowInd, HIP_R_32F, HIPSPARSE_ACTION_SYMBOLIC,
                                HIPSPARSE_INDEX_BASE_ZERO, HIPSPARSE_CSR2CSC_ALG_DEFAULT, buffer));
  EXPECT(toHost(dRowInd, a.nnz()) == want.rows);
  EXPECT(toHost(dCscF, a.nnz()) == std::vector<float>(a.nnz(), -1.0f)); // symbolic: values untouched
  EXPECT_OK(hipsparseCsr2cscEx2(handle, a.rows, a.cols, a.nnz(), dValF, dOff, dCol, dCscF, dColPtr,
                                dRowInd, HIP_R_32F, HIPSPARSE_ACTION_NUMERIC,
                                HIPSPARSE_INDEX_BASE_ZERO, HIPSPARSE_CSR2CSC_ALG2, buffer));
  EXPECT(toHost(dCscF, a.nnz()) == std::vector<float>(want.values.begin(), want.values.end()));

  // COO <-> CSR row data (one-based).
  std::vector<int> rows = cooRows(a), offsetsOne = a.offsets;
  for (auto& v : rows) ++v;
  for (auto& v : offsetsOne) ++v;
  int* dRows = toDevice(rows);
  int* dOffsets = toDevice(std::vector<int>(a.rows + 1));
  EXPECT_OK(hipsparseXcoo2csr(handle, dRows, a.nnz(), a.rows, dOffsets, HIPSPARSE_INDEX_BASE_ONE));
  EXPECT(toHost(dOffsets, a.rows + 1) == offsetsOne);
  HIP_OK(hipMemset(dRows, 0, a.nnz() * sizeof(int)));
  EXPECT_OK(hipsparseXcsr2coo(handle, dOffsets, a.nnz(), a.rows, dRows, HIPSPARSE_INDEX_BASE_ONE));
  EXPECT(toHost(dRows, a.nnz()) == rows);
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dColPtr, (void*)dRowInd,
                  (void*)dCscVal, (void*)dValF, (void*)dCscF, buffer, (void*)dRows, (void*)dOffsets}) {
    HIP_OK(hipFree(p));
  }
}

void checkSorts(hipsparseHandle_t handle) {
  const Csr<float> a = randomCsr<float>(500, 400, 0.02, 9);
  // Shuffle each row's entries; sorting with a permutation restores them.
  Random rng(10);
  std::vector<int> shuffled = a.columns;
  std::vector<float> values = a.values;
  for (int r = 0; r < a.rows; ++r) {
    for (int k = a.offsets[r + 1] - 1; k > a.offsets[r]; --k) {
      const int other = a.offsets[r] + static_cast<int>(rng.below(k - a.offsets[r] + 1));
      std::swap(shuffled[k], shuffled[other]);
      std::swap(values[k], values[other]);
    }
  }
  int* dOff = toDevice(a.offsets);
  int* dCol = toDevice(shuffled);
  float* dVal = toDevice(values);
  int* dPerm = toDevice(std::vector<int>(a.nnz()));
  float* dSorted = toDevice(std::vector<float>(a.nnz()));
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  size_t size = 0;
  EXPECT_OK(hipsparseXcsrsort_bufferSizeExt(handle, a.rows, a.cols, a.nnz(), dOff, dCol, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  EXPECT_OK(hipsparseCreateIdentityPermutation(handle, a.nnz(), dPerm));
  EXPECT_OK(hipsparseXcsrsort(handle, a.rows, a.cols, a.nnz(), descr, dOff, dCol, dPerm, buffer));
  EXPECT_OK(hipsparseSgthr(handle, a.nnz(), dVal, dSorted, dPerm, HIPSPARSE_INDEX_BASE_ZERO));
  EXPECT(toHost(dCol, a.nnz()) == a.columns);
  EXPECT(toHost(dSorted, a.nnz()) == a.values);

  // COO sorted by column then back by row.
  std::vector<int> rows = cooRows(a);
  int* dRows = toDevice(rows);
  int* dCols = toDevice(a.columns);
  EXPECT_OK(hipsparseCreateIdentityPermutation(handle, a.nnz(), dPerm));
  EXPECT_OK(hipsparseXcoosort_bufferSizeExt(handle, a.rows, a.cols, a.nnz(), dRows, dCols, &size));
  EXPECT_OK(hipsparseXcoosortByColumn(handle, a.rows, a.cols, a.nnz(), dRows, dCols, dPerm, buffer));
  const Csc<float> csc = toCsc(a);
  EXPECT(toHost(dRows, a.nnz()) == csc.rows);
  float* dOriginal = toDevice(a.values);
  EXPECT_OK(hipsparseSgthr(handle, a.nnz(), dOriginal, dSorted, dPerm, HIPSPARSE_INDEX_BASE_ZERO));
  EXPECT(toHost(dSorted, a.nnz()) == csc.values);
  EXPECT_OK(hipsparseXcoosortByRow(handle, a.rows, a.cols, a.nnz(), dRows, dCols, nullptr, buffer));
  EXPECT(toHost(dRows, a.nnz()) == rows);
  EXPECT(toHost(dCols, a.nnz()) == a.columns);

  // CSC rows sorted within columns.
  std::vector<int> cscRows = csc.rows;
  for (int j = 0; j < a.cols; ++j) std::reverse(cscRows.begin() + csc.offsets[j], cscRows.begin() + csc.offsets[j + 1]);
  int* dColPtr = toDevice(csc.offsets);
  int* dRowInd = toDevice(cscRows);
  EXPECT_OK(hipsparseXcscsort(handle, a.rows, a.cols, a.nnz(), descr, dColPtr, dRowInd, nullptr, buffer));
  EXPECT(toHost(dRowInd, a.nnz()) == csc.rows);
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dPerm, (void*)dSorted, buffer,
                  (void*)dRows, (void*)dCols, (void*)dColPtr, (void*)dRowInd, (void*)dOriginal}) {
    HIP_OK(hipFree(p));
  }
}

/// Generic API: SparseToDense from CSR/CSC/COO and DenseToSparse to them.
template <class T, class I>
void checkGeneric(hipsparseHandle_t handle, hipsparseIndexType_t indexType, bool rowMajor) {
  const Csr<T> a = randomCsr<T>(120, 90, 0.08, 11);
  const std::vector<T> dense = a.dense(); // row-major
  const int ld = rowMajor ? a.cols + 3 : a.rows + 3;
  std::vector<T> stored(size_t(ld) * (rowMajor ? a.rows : a.cols), T(7));
  for (int i = 0; i < a.rows; ++i) {
    for (int j = 0; j < a.cols; ++j) {
      stored[rowMajor ? size_t(i) * ld + j : size_t(j) * ld + i] = dense[size_t(i) * a.cols + j];
    }
  }
  const hipDataType type = Traits<T>::type;
  const hipsparseOrder_t order = rowMajor ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COL;
  const Csc<T> csc = toCsc(a);
  for (auto format : {HIPSPARSE_FORMAT_CSR, HIPSPARSE_FORMAT_CSC, HIPSPARSE_FORMAT_COO}) {
    const bool isCsc = format == HIPSPARSE_FORMAT_CSC, isCoo = format == HIPSPARSE_FORMAT_COO;
    const std::vector<I> offsets = widen<I>(isCsc ? csc.offsets : isCoo ? cooRows(a) : a.offsets);
    const std::vector<I> indices = widen<I>(isCsc ? csc.rows : a.columns);
    const std::vector<T>& values = isCsc ? csc.values : a.values;
    // Sparse to dense.
    I* dOff = toDevice(offsets);
    I* dInd = toDevice(indices);
    T* dVal = toDevice(values);
    T* dDense = toDevice(std::vector<T>(stored.size(), T(3)));
    hipsparseSpMatDescr_t sp;
    hipsparseDnMatDescr_t dn;
    if (isCoo) {
      EXPECT_OK(hipsparseCreateCoo(&sp, a.rows, a.cols, a.nnz(), dOff, dInd, dVal, indexType,
                                   HIPSPARSE_INDEX_BASE_ZERO, type));
    } else if (isCsc) {
      EXPECT_OK(hipsparseCreateCsc(&sp, a.rows, a.cols, a.nnz(), dOff, dInd, dVal, indexType,
                                   indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    } else {
      EXPECT_OK(hipsparseCreateCsr(&sp, a.rows, a.cols, a.nnz(), dOff, dInd, dVal, indexType,
                                   indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    }
    EXPECT_OK(hipsparseCreateDnMat(&dn, a.rows, a.cols, ld, dDense, type, order));
    size_t size = 0;
    EXPECT_OK(hipsparseSparseToDense_bufferSize(handle, sp, dn, HIPSPARSE_SPARSETODENSE_ALG_DEFAULT, &size));
    EXPECT_OK(hipsparseSparseToDense(handle, sp, dn, HIPSPARSE_SPARSETODENSE_ALG_DEFAULT, nullptr));
    std::vector<T> got = toHost(dDense, stored.size());
    bool same = true;
    for (int i = 0; i < a.rows; ++i) {
      for (int j = 0; j < a.cols; ++j) {
        const size_t at = rowMajor ? size_t(i) * ld + j : size_t(j) * ld + i;
        same = same && got[at] == stored[at];
      }
    }
    EXPECT(same);
    EXPECT_OK(hipsparseDestroySpMat(sp));
    // Dense to sparse: analysis sets nnz, then convert.
    HIP_OK(hipMemset(dOff, 0, offsets.size() * sizeof(I)));
    HIP_OK(hipMemset(dInd, 0, indices.size() * sizeof(I)));
    HIP_OK(hipMemset(dVal, 0, values.size() * sizeof(T)));
    if (isCoo) {
      EXPECT_OK(hipsparseCreateCoo(&sp, a.rows, a.cols, 0, nullptr, nullptr, nullptr, indexType,
                                   HIPSPARSE_INDEX_BASE_ZERO, type));
    } else if (isCsc) {
      EXPECT_OK(hipsparseCreateCsc(&sp, a.rows, a.cols, 0, dOff, nullptr, nullptr, indexType,
                                   indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    } else {
      EXPECT_OK(hipsparseCreateCsr(&sp, a.rows, a.cols, 0, dOff, nullptr, nullptr, indexType,
                                   indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    }
    EXPECT_OK(hipsparseDenseToSparse_bufferSize(handle, dn, sp, HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
    void* buffer = nullptr;
    HIP_OK(hipMalloc(&buffer, size));
    EXPECT_OK(hipsparseDenseToSparse_analysis(handle, dn, sp, HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT, buffer));
    int64_t rows, cols, nnz;
    EXPECT_OK(hipsparseSpMatGetSize(sp, &rows, &cols, &nnz));
    EXPECT(nnz == a.nnz());
    if (isCoo) {
      EXPECT_OK(hipsparseCooSetPointers(sp, dOff, dInd, dVal));
    } else if (isCsc) {
      EXPECT_OK(hipsparseCscSetPointers(sp, dOff, dInd, dVal));
    } else {
      EXPECT_OK(hipsparseCsrSetPointers(sp, dOff, dInd, dVal));
    }
    EXPECT_OK(hipsparseDenseToSparse_convert(handle, dn, sp, HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT, buffer));
    EXPECT(toHost(dOff, offsets.size()) == offsets);
    EXPECT(toHost(dInd, indices.size()) == indices);
    EXPECT(toHost(dVal, values.size()) == values);
    EXPECT_OK(hipsparseDestroySpMat(sp));
    EXPECT_OK(hipsparseDestroyDnMat(dn));
    for (void* p : {(void*)dOff, (void*)dInd, (void*)dVal, (void*)dDense, buffer}) HIP_OK(hipFree(p));
  }
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  checkLegacyDense<float, float>(handle, hipsparseSnnz, hipsparseSdense2csr, hipsparseScsr2dense,
                                 hipsparseSdense2csc, hipsparseScsc2dense);
  checkLegacyDense<double, double>(handle, hipsparseDnnz, hipsparseDdense2csr, hipsparseDcsr2dense,
                                   hipsparseDdense2csc, hipsparseDcsc2dense);
  checkLegacyDense<std::complex<float>, hipComplex>(handle, hipsparseCnnz, hipsparseCdense2csr,
                                                    hipsparseCcsr2dense, hipsparseCdense2csc,
                                                    hipsparseCcsc2dense);
  checkLegacyDense<std::complex<double>, hipDoubleComplex>(
      handle, hipsparseZnnz, hipsparseZdense2csr, hipsparseZcsr2dense, hipsparseZdense2csc,
      hipsparseZcsc2dense);
  checkTranspose(handle, 400, 250, 0.03);
  checkTranspose(handle, 3000, 2000, 0.03);
  checkSorts(handle);
  checkGeneric<float, int32_t>(handle, HIPSPARSE_INDEX_32I, true);
  checkGeneric<double, int64_t>(handle, HIPSPARSE_INDEX_64I, false);
  checkGeneric<std::complex<float>, int32_t>(handle, HIPSPARSE_INDEX_32I, false);
  checkGeneric<std::complex<double>, int64_t>(handle, HIPSPARSE_INDEX_64I, true);
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse conversions");
}
