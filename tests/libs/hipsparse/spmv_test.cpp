// SpMV (CSR, CSC, COO, COO AoS, blocked ELL; op N/T/C; 32/64-bit indices;
// host and device pointer modes) and the legacy csrmv, in s/d/c/z, against a
// dense reference.
#include "formats.h"

using namespace sparse_test;

namespace {

template <class T, class I>
void checkSpMV(hipsparseHandle_t handle, const Csr<T>& a, hipsparseFormat_t format,
               hipsparseOperation_t op, hipsparseIndexType_t indexType, bool devicePointers) {
  Random rng(a.nnz() + 3 * op + format);
  int opRows, opCols;
  const std::vector<T> dense = denseOp(a, op, opRows, opCols);
  std::vector<T> x(opCols), y(opRows);
  for (auto& v : x) v = randomValue<T>(rng);
  for (auto& v : y) v = randomValue<T>(rng);
  const T alpha = randomValue<T>(rng), beta = randomValue<T>(rng);
  const std::vector<T> want = denseMv(dense, opRows, opCols, x, alpha, beta, y);

  const Csc<T> csc = toCsc(a);
  const std::vector<int> rowsOfCoo = cooRows(a);
  std::vector<I> offsets, indices, aos;
  const std::vector<T>* values = &a.values;
  if (format == HIPSPARSE_FORMAT_CSR) {
    offsets = widen<I>(a.offsets);
    indices = widen<I>(a.columns);
  } else if (format == HIPSPARSE_FORMAT_CSC) {
    offsets = widen<I>(csc.offsets);
    indices = widen<I>(csc.rows);
    values = &csc.values;
  } else if (format == HIPSPARSE_FORMAT_COO) {
    offsets = widen<I>(rowsOfCoo);
    indices = widen<I>(a.columns);
  } else {
    for (int k = 0; k < a.nnz(); ++k) {
      aos.push_back(rowsOfCoo[k]);
      aos.push_back(a.columns[k]);
    }
  }
  I* dOffsets = toDevice(format == HIPSPARSE_FORMAT_COO_AOS ? aos : offsets);
  I* dIndices = toDevice(indices);
  T* dValues = toDevice(*values);
  T* dx = toDevice(x);
  T* dy = toDevice(y);
  T* dScalars = toDevice(std::vector<T>{alpha, beta});

  hipsparseSpMatDescr_t matA = nullptr;
  const hipDataType type = Traits<T>::type;
  switch (format) {
  case HIPSPARSE_FORMAT_CSR:
    EXPECT_OK(hipsparseCreateCsr(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 indexType, indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    break;
  case HIPSPARSE_FORMAT_CSC:
    EXPECT_OK(hipsparseCreateCsc(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 indexType, indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    break;
  case HIPSPARSE_FORMAT_COO:
    EXPECT_OK(hipsparseCreateCoo(&matA, a.rows, a.cols, a.nnz(), dOffsets, dIndices, dValues,
                                 indexType, HIPSPARSE_INDEX_BASE_ZERO, type));
    break;
  default:
    EXPECT_OK(hipsparseCreateCooAoS(&matA, a.rows, a.cols, a.nnz(), dOffsets, dValues, indexType,
                                    HIPSPARSE_INDEX_BASE_ZERO, type));
  }
  hipsparseDnVecDescr_t vecX, vecY;
  EXPECT_OK(hipsparseCreateDnVec(&vecX, opCols, dx, type));
  EXPECT_OK(hipsparseCreateDnVec(&vecY, opRows, dy, type));
  EXPECT_OK(hipsparseSetPointerMode(handle, devicePointers ? HIPSPARSE_POINTER_MODE_DEVICE
                                                           : HIPSPARSE_POINTER_MODE_HOST));
  const void* pa = devicePointers ? static_cast<const void*>(dScalars) : &alpha;
  const void* pb = devicePointers ? static_cast<const void*>(dScalars + 1) : &beta;
  size_t bufferSize = 0;
  EXPECT_OK(hipsparseSpMV_bufferSize(handle, op, pa, matA, vecX, pb, vecY, type,
                                     HIPSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void* buffer = nullptr;
  HIP_OK(hipMalloc(&buffer, bufferSize));
  EXPECT_OK(hipsparseSpMV_preprocess(handle, op, pa, matA, vecX, pb, vecY, type,
                                     HIPSPARSE_SPMV_ALG_DEFAULT, buffer));
  EXPECT_OK(hipsparseSpMV(handle, op, pa, matA, vecX, pb, vecY, type, HIPSPARSE_SPMV_ALG_DEFAULT,
                          buffer));
  HIP_OK(hipDeviceSynchronize());
  char what[128];
  std::snprintf(what, sizeof what, "SpMV format %d op %d index %d device %d size %dx%d", format,
                op, indexType, devicePointers, a.rows, a.cols);
  close(toHost(dy, opRows), want, what);
  EXPECT_OK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST));
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnVec(vecX));
  EXPECT_OK(hipsparseDestroyDnVec(vecY));
  for (void* p : {(void*)dOffsets, (void*)dIndices, (void*)dValues, (void*)dx, (void*)dy,
                  (void*)dScalars, buffer}) {
    HIP_OK(hipFree(p));
  }
}

/// Blocked ELL (block size 2) against the dense reference.
template <class T>
void checkBlockedEll(hipsparseHandle_t handle) {
  const int blockRows = 5, blockCols = 7, bs = 2, slots = 3;
  const int rows = blockRows * bs, cols = blockCols * bs - 1; // last block column is partial
  Random rng(11);
  std::vector<int> colInd(blockRows * slots, -1);
  std::vector<T> values(size_t(rows) * slots * bs, T(0));
  std::vector<T> dense(size_t(rows) * cols, T(0));
  for (int br = 0; br < blockRows; ++br) {
    for (int s = 0; s < slots - (br % 2); ++s) { // odd block rows have a padding slot
      const int bc = (br + 2 * s) % blockCols;
      colInd[br * slots + s] = bc;
      for (int i = 0; i < bs; ++i) {
        for (int j = 0; j < bs && bc * bs + j < cols; ++j) {
          const T v = randomValue<T>(rng);
          values[size_t(br * bs + i) * slots * bs + s * bs + j] = v;
          dense[size_t(br * bs + i) * cols + bc * bs + j] = v;
        }
      }
    }
  }
  std::vector<T> x(cols), y(rows);
  for (auto& v : x) v = randomValue<T>(rng);
  for (auto& v : y) v = randomValue<T>(rng);
  const T alpha(2), beta(-1);
  const std::vector<T> want = denseMv(dense, rows, cols, x, alpha, beta, y);
  int* dCol = toDevice(colInd);
  T* dVal = toDevice(values);
  T* dx = toDevice(x);
  T* dy = toDevice(y);
  hipsparseSpMatDescr_t matA;
  hipsparseDnVecDescr_t vecX, vecY;
  const hipDataType type = Traits<T>::type;
  EXPECT_OK(hipsparseCreateBlockedEll(&matA, rows, cols, bs, slots * bs, dCol, dVal,
                                      HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateDnVec(&vecX, cols, dx, type));
  EXPECT_OK(hipsparseCreateDnVec(&vecY, rows, dy, type));
  EXPECT_OK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta,
                          vecY, type, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  close(toHost(dy, rows), want, "SpMV blocked ELL");
  EXPECT_OK(hipsparseDestroySpMat(matA));
  EXPECT_OK(hipsparseDestroyDnVec(vecX));
  EXPECT_OK(hipsparseDestroyDnVec(vecY));
  for (void* p : {(void*)dCol, (void*)dVal, (void*)dx, (void*)dy}) HIP_OK(hipFree(p));
}

/// The legacy csrmv for one type (per-type entry point).
template <class T, class Api, class Fn>
void checkCsrmv(hipsparseHandle_t handle, Fn csrmv, const Csr<T>& a, hipsparseOperation_t op) {
  Random rng(5 + op);
  int opRows, opCols;
  const std::vector<T> dense = denseOp(a, op, opRows, opCols);
  std::vector<T> x(opCols), y(opRows);
  for (auto& v : x) v = randomValue<T>(rng);
  for (auto& v : y) v = randomValue<T>(rng);
  const T alpha(1.5), beta(0);
  const std::vector<T> want = denseMv(dense, opRows, opCols, x, alpha, beta, y);
  // One-based indices through the matrix descriptor.
  std::vector<int> offsets = a.offsets, columns = a.columns;
  for (auto& v : offsets) ++v;
  for (auto& v : columns) ++v;
  int* dOff = toDevice(offsets);
  int* dCol = toDevice(columns);
  T* dVal = toDevice(a.values);
  T* dx = toDevice(x);
  std::vector<T> garbage(opRows, T(NAN)); // beta = 0: y is not read
  T* dy = toDevice(garbage);
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_OK(hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ONE));
  EXPECT_OK(csrmv(handle, op, a.rows, a.cols, a.nnz(), reinterpret_cast<const Api*>(&alpha), descr,
                  reinterpret_cast<const Api*>(dVal), dOff, dCol, reinterpret_cast<const Api*>(dx),
                  reinterpret_cast<const Api*>(&beta), reinterpret_cast<Api*>(dy)));
  close(toHost(dy, opRows), want, "csrmv");
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dx, (void*)dy}) HIP_OK(hipFree(p));
}

template <class T>
void checkType(hipsparseHandle_t handle) {
  const Csr<T> small = randomCsr<T>(37, 23, 0.2, 1);
  const Csr<T> large = randomCsr<T>(1200, 1000, 0.03, 2, true);
  for (auto op : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
                  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE}) {
    for (auto format : {HIPSPARSE_FORMAT_CSR, HIPSPARSE_FORMAT_CSC, HIPSPARSE_FORMAT_COO,
                        HIPSPARSE_FORMAT_COO_AOS}) {
      checkSpMV<T, int32_t>(handle, small, format, op, HIPSPARSE_INDEX_32I, false);
      checkSpMV<T, int32_t>(handle, large, format, op, HIPSPARSE_INDEX_32I, op == 0);
    }
  }
  checkSpMV<T, int64_t>(handle, large, HIPSPARSE_FORMAT_CSR, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                        HIPSPARSE_INDEX_64I, false);
  checkSpMV<T, int64_t>(handle, small, HIPSPARSE_FORMAT_COO, HIPSPARSE_OPERATION_TRANSPOSE,
                        HIPSPARSE_INDEX_64I, true);
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
  const Csr<float> s = randomCsr<float>(300, 200, 0.05, 3);
  const Csr<double> d = randomCsr<double>(300, 200, 0.05, 4);
  const Csr<std::complex<float>> c = randomCsr<std::complex<float>>(300, 200, 0.05, 5);
  const Csr<std::complex<double>> z = randomCsr<std::complex<double>>(300, 200, 0.05, 6);
  for (auto op : {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
                  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE}) {
    checkCsrmv<float, float>(handle, hipsparseScsrmv, s, op);
    checkCsrmv<double, double>(handle, hipsparseDcsrmv, d, op);
    checkCsrmv<std::complex<float>, hipComplex>(handle, hipsparseCcsrmv, c, op);
    checkCsrmv<std::complex<double>, hipDoubleComplex>(handle, hipsparseZcsrmv, z, op);
  }
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse spmv");
}
