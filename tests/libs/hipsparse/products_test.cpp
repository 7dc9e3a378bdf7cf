// SpGEMM (C = alpha A B, then C = alpha A B + beta C on C's pattern union)
// and SDDMM (CSR, CSC, COO; op(A), op(B); strided batches), in s/d/c/z,
// against dense references.
#include "formats.h"

using namespace sparse_test;

namespace {

template <class T>
void checkSpGEMM(hipsparseHandle_t handle, int m, int k, int n, double density) {
  const Csr<T> a = randomCsr<T>(m, k, density, 100 + m);
  const Csr<T> b = randomCsr<T>(k, n, density, 200 + n);
  const std::vector<T> da = a.dense(), db = b.dense();
  const T alpha(1.5), beta(-2);
  std::vector<T> product(size_t(m) * n, T(0));
  std::vector<bool> pattern(size_t(m) * n, false);
  for (int i = 0; i < m; ++i) {
    for (int q = 0; q < k; ++q) {
      if (da[size_t(i) * k + q] == T(0)) continue;
      for (int j = 0; j < n; ++j) {
        if (db[size_t(q) * n + j] == T(0)) continue;
        product[size_t(i) * n + j] += alpha * da[size_t(i) * k + q] * db[size_t(q) * n + j];
        pattern[size_t(i) * n + j] = true;
      }
    }
  }
  int* dAo = toDevice(a.offsets);
  int* dAc = toDevice(a.columns);
  T* dAv = toDevice(a.values);
  int* dBo = toDevice(b.offsets);
  int* dBc = toDevice(b.columns);
  T* dBv = toDevice(b.values);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matA, matB, matC;
  EXPECT_OK(hipsparseCreateCsr(&matA, m, k, a.nnz(), dAo, dAc, dAv, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateCsr(&matB, k, n, b.nnz(), dBo, dBc, dBv, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateCsr(&matC, m, n, 0, nullptr, nullptr, nullptr, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  hipsparseSpGEMMDescr_t descr;
  EXPECT_OK(hipsparseSpGEMM_createDescr(&descr));
  const auto op = HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const T zero(0);
  // The phases as programs call them: size query, then with a buffer.
  auto run = [&](const T* b2) {
    size_t size1 = 0, size2 = 0;
    void *buffer1 = nullptr, *buffer2 = nullptr;
    EXPECT_OK(hipsparseSpGEMM_workEstimation(handle, op, op, &alpha, matA, matB, b2, matC, type,
                                             HIPSPARSE_SPGEMM_DEFAULT, descr, &size1, nullptr));
    HIP_OK(hipMalloc(&buffer1, size1));
    EXPECT_OK(hipsparseSpGEMM_workEstimation(handle, op, op, &alpha, matA, matB, b2, matC, type,
                                             HIPSPARSE_SPGEMM_DEFAULT, descr, &size1, buffer1));
    EXPECT_OK(hipsparseSpGEMM_compute(handle, op, op, &alpha, matA, matB, b2, matC, type,
                                      HIPSPARSE_SPGEMM_DEFAULT, descr, &size2, nullptr));
    HIP_OK(hipMalloc(&buffer2, size2));
    EXPECT_OK(hipsparseSpGEMM_compute(handle, op, op, &alpha, matA, matB, b2, matC, type,
                                      HIPSPARSE_SPGEMM_DEFAULT, descr, &size2, buffer2));
    HIP_OK(hipFree(buffer1));
    HIP_OK(hipFree(buffer2));
  };
  run(&zero);
  int64_t rows, cols, nnz;
  EXPECT_OK(hipsparseSpMatGetSize(matC, &rows, &cols, &nnz));
  int* dCo = toDevice(std::vector<int>(m + 1));
  int* dCc = toDevice(std::vector<int>(nnz));
  T* dCv = toDevice(std::vector<T>(nnz));
  EXPECT_OK(hipsparseCsrSetPointers(matC, dCo, dCc, dCv));
  EXPECT_OK(hipsparseSpGEMM_copy(handle, op, op, &alpha, matA, matB, &zero, matC, type,
                                 HIPSPARSE_SPGEMM_DEFAULT, descr));
  // Expected CSR of the product (pattern of structurally non-zero terms).
  Csr<T> want;
  want.offsets.push_back(0);
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      if (!pattern[size_t(i) * n + j]) continue;
      want.columns.push_back(j);
      want.values.push_back(product[size_t(i) * n + j]);
    }
    want.offsets.push_back(want.nnz());
  }
  EXPECT(nnz == want.nnz());
  EXPECT(toHost(dCo, m + 1) == want.offsets);
  EXPECT(toHost(dCc, nnz) == want.columns);
  close(toHost(dCv, nnz), want.values, "SpGEMM");

  // Again with beta: C = alpha A B + beta C (C's old entries are the product).
  run(&beta);
  int64_t nnz2;
  EXPECT_OK(hipsparseSpMatGetSize(matC, &rows, &cols, &nnz2));
  EXPECT(nnz2 == nnz);
  int* dC2o = toDevice(std::vector<int>(m + 1));
  int* dC2c = toDevice(std::vector<int>(nnz2));
  T* dC2v = toDevice(std::vector<T>(nnz2));
  EXPECT_OK(hipsparseCsrSetPointers(matC, dC2o, dC2c, dC2v));
  EXPECT_OK(hipsparseSpGEMM_copy(handle, op, op, &alpha, matA, matB, &beta, matC, type,
                                 HIPSPARSE_SPGEMM_DEFAULT, descr));
  std::vector<T> twice = want.values;
  for (auto& v : twice) v = v + beta * v;
  close(toHost(dC2v, nnz2), twice, "SpGEMM with beta");
  EXPECT_OK(hipsparseSpGEMM_destroyDescr(descr));
  for (auto mat : {matA, matB, matC}) EXPECT_OK(hipsparseDestroySpMat(mat));
  for (void* p : {(void*)dAo, (void*)dAc, (void*)dAv, (void*)dBo, (void*)dBc, (void*)dBv,
                  (void*)dCo, (void*)dCc, (void*)dCv, (void*)dC2o, (void*)dC2c, (void*)dC2v}) {
    HIP_OK(hipFree(p));
  }
}

template <class T>
void checkSDDMM(hipsparseHandle_t handle, hipsparseFormat_t format, hipsparseOperation_t opA,
                hipsparseOperation_t opB, int batches) {
  const int m = 45, n = 38, k = 12;
  const Csr<T> pattern = randomCsr<T>(m, n, 0.15, 300 + format + batches);
  Random rng(opA * 2 + opB + batches);
  const bool ta = opA != HIPSPARSE_OPERATION_NON_TRANSPOSE, tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  std::vector<Dense<T>> as, bs;
  for (int i = 0; i < batches; ++i) {
    as.emplace_back(ta ? k : m, ta ? m : k, format != HIPSPARSE_FORMAT_CSC, 1, rng);
    bs.emplace_back(tb ? n : k, tb ? k : n, true, 0, rng);
  }
  const T alpha(0.5), beta(2);
  const Csc<T> csc = toCsc(pattern);
  const bool isCsc = format == HIPSPARSE_FORMAT_CSC, isCoo = format == HIPSPARSE_FORMAT_COO;
  const std::vector<int> offsets = isCsc ? csc.offsets : isCoo ? cooRows(pattern) : pattern.offsets;
  const std::vector<int> indices = isCsc ? csc.rows : pattern.columns;
  const std::vector<T>& values = isCsc ? csc.values : pattern.values;
  const int nnz = pattern.nnz();
  // Batches of C: same pattern, values scaled per batch.
  std::vector<int> allOffsets, allIndices;
  std::vector<T> allValues, want;
  std::vector<T> aData, bData;
  for (int bi = 0; bi < batches; ++bi) {
    allOffsets.insert(allOffsets.end(), offsets.begin(), offsets.end());
    allIndices.insert(allIndices.end(), indices.begin(), indices.end());
    for (int e = 0; e < nnz; ++e) {
      const T old = values[e] * T(bi + 1);
      allValues.push_back(old);
      int i, j;
      if (isCsc) {
        j = static_cast<int>(std::upper_bound(offsets.begin(), offsets.end(), e) - offsets.begin()) - 1;
        i = indices[e];
      } else {
        i = isCoo ? offsets[e]
                  : static_cast<int>(std::upper_bound(offsets.begin(), offsets.end(), e) - offsets.begin()) - 1;
        j = indices[e];
      }
      T dot(0);
      for (int q = 0; q < k; ++q) dot += opAt(as[bi], opA, i, q) * opAt(bs[bi], opB, q, j);
      want.push_back(alpha * dot + beta * old);
    }
    aData.insert(aData.end(), as[bi].data.begin(), as[bi].data.end());
    bData.insert(bData.end(), bs[bi].data.begin(), bs[bi].data.end());
  }
  int* dOff = toDevice(allOffsets);
  int* dInd = toDevice(allIndices);
  T* dVal = toDevice(allValues);
  T* dA = toDevice(aData);
  T* dB = toDevice(bData);
  const hipDataType type = Traits<T>::type;
  hipsparseSpMatDescr_t matC;
  if (isCoo) {
    EXPECT_OK(hipsparseCreateCoo(&matC, m, n, nnz, dOff, dInd, dVal, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_BASE_ZERO, type));
    if (batches > 1) EXPECT_OK(hipsparseCooSetStridedBatch(matC, batches, nnz));
  } else if (isCsc) {
    EXPECT_OK(hipsparseCreateCsc(&matC, m, n, nnz, dOff, dInd, dVal, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  } else {
    EXPECT_OK(hipsparseCreateCsr(&matC, m, n, nnz, dOff, dInd, dVal, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
    if (batches > 1) EXPECT_OK(hipsparseCsrSetStridedBatch(matC, batches, m + 1, nnz));
  }
  hipsparseDnMatDescr_t matA, matB;
  EXPECT_OK(hipsparseCreateDnMat(&matA, as[0].rows, as[0].cols, as[0].ld, dA, type, as[0].order()));
  EXPECT_OK(hipsparseCreateDnMat(&matB, bs[0].rows, bs[0].cols, bs[0].ld, dB, type, bs[0].order()));
  if (batches > 1) {
    EXPECT_OK(hipsparseDnMatSetStridedBatch(matA, batches, int64_t(as[0].data.size())));
    EXPECT_OK(hipsparseDnMatSetStridedBatch(matB, batches, int64_t(bs[0].data.size())));
  }
  size_t size = 0;
  EXPECT_OK(hipsparseSDDMM_bufferSize(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                                      HIPSPARSE_SDDMM_ALG_DEFAULT, &size));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, size));
  EXPECT_OK(hipsparseSDDMM_preprocess(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                                      HIPSPARSE_SDDMM_ALG_DEFAULT, buffer));
  // Without a buffer the strided operands are read in place (no copies).
  EXPECT_OK(hipsparseSDDMM(handle, opA, opB, &alpha, matA, matB, &beta, matC, type,
                           HIPSPARSE_SDDMM_ALG_DEFAULT, batches == 2 ? nullptr : buffer));
  char what[96];
  std::snprintf(what, sizeof what, "SDDMM format %d opA %d opB %d batches %d", format, opA, opB, batches);
  close(toHost(dVal, allValues.size()), want, what);
  EXPECT_OK(hipsparseDestroySpMat(matC));
  EXPECT_OK(hipsparseDestroyDnMat(matA));
  EXPECT_OK(hipsparseDestroyDnMat(matB));
  for (void* p : {(void*)dOff, (void*)dInd, (void*)dVal, (void*)dA, (void*)dB, buffer}) HIP_OK(hipFree(p));
}

template <class T>
void checkType(hipsparseHandle_t handle) {
  checkSpGEMM<T>(handle, 30, 25, 35, 0.1);
  checkSpGEMM<T>(handle, 400, 300, 350, 0.01);
  for (auto format : {HIPSPARSE_FORMAT_CSR, HIPSPARSE_FORMAT_CSC, HIPSPARSE_FORMAT_COO}) {
    checkSDDMM<T>(handle, format, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE, 1);
    checkSDDMM<T>(handle, format, HIPSPARSE_OPERATION_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE, 1);
  }
  checkSDDMM<T>(handle, HIPSPARSE_FORMAT_CSR, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                HIPSPARSE_OPERATION_NON_TRANSPOSE, 3);
  checkSDDMM<T>(handle, HIPSPARSE_FORMAT_COO, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                HIPSPARSE_OPERATION_TRANSPOSE, 2);
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  checkType<float>(handle);
  checkType<double>(handle);
  checkType<std::complex<float>>(handle);
  checkType<std::complex<double>>(handle);
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse spgemm and sddmm");
}
