// Sparse-vector routines: legacy axpyi, doti, dotci, gthr, gthrz, sctr, roti
// and the generic Axpby, Gather, Scatter, Rot, SpVV (32/64-bit indices, one-
// based indices, host and device pointer modes), against direct loops.
#include "formats.h"

using namespace sparse_test;

namespace {

struct SparseVectorData {
  int size;
  std::vector<int> indices; // sorted, unique, zero-based
};

SparseVectorData randomPattern(int size, int nnz, uint64_t seed) {
  Random rng(seed);
  std::vector<int> all(size);
  for (int i = 0; i < size; ++i) all[i] = i;
  for (int i = size - 1; i > 0; --i) std::swap(all[i], all[rng.below(i + 1)]);
  all.resize(nnz);
  std::sort(all.begin(), all.end());
  return {size, all};
}

template <class T, class Api>
void checkLegacy(hipsparseHandle_t handle,
                 hipsparseStatus_t (*axpyi)(hipsparseHandle_t, int, const Api*, const Api*,
                                            const int*, Api*, hipsparseIndexBase_t),
                 hipsparseStatus_t (*doti)(hipsparseHandle_t, int, const Api*, const int*,
                                           const Api*, Api*, hipsparseIndexBase_t),
                 hipsparseStatus_t (*gthr)(hipsparseHandle_t, int, const Api*, Api*, const int*,
                                           hipsparseIndexBase_t),
                 hipsparseStatus_t (*gthrz)(hipsparseHandle_t, int, Api*, Api*, const int*,
                                            hipsparseIndexBase_t),
                 hipsparseStatus_t (*sctr)(hipsparseHandle_t, int, const Api*, const int*, Api*,
                                           hipsparseIndexBase_t)) {
  const SparseVectorData pattern = randomPattern(5000, 1300, 1);
  const int nnz = static_cast<int>(pattern.indices.size());
  Random rng(2);
  std::vector<T> x(nnz), y(pattern.size);
  for (auto& v : x) v = randomValue<T>(rng);
  for (auto& v : y) v = randomValue<T>(rng);
  std::vector<int> oneBased = pattern.indices;
  for (auto& i : oneBased) ++i;
  int* dInd = toDevice(oneBased);
  T* dx = toDevice(x);
  T* dy = toDevice(y);
  auto api = [](auto* p) { return reinterpret_cast<Api*>(p); };
  const auto base = HIPSPARSE_INDEX_BASE_ONE;

  const T alpha(0.75);
  EXPECT_OK(axpyi(handle, nnz, reinterpret_cast<const Api*>(&alpha), api(dx), dInd, api(dy), base));
  std::vector<T> want = y;
  for (int i = 0; i < nnz; ++i) want[pattern.indices[i]] += alpha * x[i];
  close(toHost(dy, y.size()), want, "axpyi");

  T dot(0), wantDot(0);
  EXPECT_OK(doti(handle, nnz, api(dx), dInd, api(dy), api(&dot), base));
  for (int i = 0; i < nnz; ++i) wantDot += x[i] * want[pattern.indices[i]];
  close(std::vector<T>{dot}, std::vector<T>{wantDot}, "doti");

  T* dGathered = toDevice(std::vector<T>(nnz, T(0)));
  EXPECT_OK(gthr(handle, nnz, api(dy), api(dGathered), dInd, base));
  std::vector<T> wantGathered(nnz);
  for (int i = 0; i < nnz; ++i) wantGathered[i] = want[pattern.indices[i]];
  close(toHost(dGathered, nnz), wantGathered, "gthr");

  EXPECT_OK(gthrz(handle, nnz, api(dy), api(dGathered), dInd, base));
  std::vector<T> zeroed = want;
  for (int i : pattern.indices) zeroed[i] = T(0);
  close(toHost(dy, y.size()), zeroed, "gthrz (y)");
  close(toHost(dGathered, nnz), wantGathered, "gthrz (x)");

  EXPECT_OK(sctr(handle, nnz, api(dx), dInd, api(dy), base));
  for (int i = 0; i < nnz; ++i) zeroed[pattern.indices[i]] = x[i];
  close(toHost(dy, y.size()), zeroed, "sctr");
  for (void* p : {(void*)dInd, (void*)dx, (void*)dy, (void*)dGathered}) HIP_OK(hipFree(p));
}

void checkRotiAndDotci(hipsparseHandle_t handle) {
  const SparseVectorData pattern = randomPattern(300, 90, 3);
  const int nnz = static_cast<int>(pattern.indices.size());
  Random rng(4);
  std::vector<double> x(nnz), y(pattern.size);
  for (auto& v : x) v = rng.uniform(-1, 1);
  for (auto& v : y) v = rng.uniform(-1, 1);
  int* dInd = toDevice(pattern.indices);
  double* dx = toDevice(x);
  double* dy = toDevice(y);
  const double c = 0.6, s = 0.8;
  EXPECT_OK(hipsparseDroti(handle, nnz, dx, dInd, dy, &c, &s, HIPSPARSE_INDEX_BASE_ZERO));
  std::vector<double> wantX = x, wantY = y;
  for (int i = 0; i < nnz; ++i) {
    const int j = pattern.indices[i];
    wantX[i] = c * x[i] + s * y[j];
    wantY[j] = c * y[j] - s * x[i];
  }
  close(toHost(dx, nnz), wantX, "roti (x)");
  close(toHost(dy, y.size()), wantY, "roti (y)");

  using Z = std::complex<double>;
  std::vector<Z> zx(nnz), zy(pattern.size);
  for (auto& v : zx) v = randomValue<Z>(rng);
  for (auto& v : zy) v = randomValue<Z>(rng);
  Z* dzx = toDevice(zx);
  Z* dzy = toDevice(zy);
  Z* dResult = toDevice(std::vector<Z>(1));
  EXPECT_OK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_DEVICE));
  EXPECT_OK(hipsparseZdotci(handle, nnz, reinterpret_cast<hipDoubleComplex*>(dzx), dInd,
                            reinterpret_cast<hipDoubleComplex*>(dzy),
                            reinterpret_cast<hipDoubleComplex*>(dResult), HIPSPARSE_INDEX_BASE_ZERO));
  EXPECT_OK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST));
  Z want(0);
  for (int i = 0; i < nnz; ++i) want += std::conj(zx[i]) * zy[pattern.indices[i]];
  close(toHost(dResult, 1), std::vector<Z>{want}, "dotci (device pointer mode)");
  for (void* p : {(void*)dInd, (void*)dx, (void*)dy, (void*)dzx, (void*)dzy, (void*)dResult}) {
    HIP_OK(hipFree(p));
  }
}

template <class T, class I>
void checkGeneric(hipsparseHandle_t handle, hipsparseIndexType_t indexType) {
  const SparseVectorData pattern = randomPattern(100000, 20000, 5);
  const int nnz = static_cast<int>(pattern.indices.size());
  Random rng(6);
  std::vector<T> x(nnz), y(pattern.size);
  for (auto& v : x) v = randomValue<T>(rng);
  for (auto& v : y) v = randomValue<T>(rng);
  I* dInd = toDevice(widen<I>(pattern.indices));
  T* dx = toDevice(x);
  T* dy = toDevice(y);
  const hipDataType type = Traits<T>::type;
  hipsparseSpVecDescr_t vecX;
  hipsparseDnVecDescr_t vecY;
  EXPECT_OK(hipsparseCreateSpVec(&vecX, pattern.size, nnz, dInd, dx, indexType,
                                 HIPSPARSE_INDEX_BASE_ZERO, type));
  EXPECT_OK(hipsparseCreateDnVec(&vecY, pattern.size, dy, type));

  const T alpha(1.5), beta(-0.5);
  EXPECT_OK(hipsparseAxpby(handle, &alpha, vecX, &beta, vecY));
  std::vector<T> want = y;
  for (auto& v : want) v *= beta;
  for (int i = 0; i < nnz; ++i) want[pattern.indices[i]] += alpha * x[i];
  close(toHost(dy, y.size()), want, "Axpby");

  size_t size = 0;
  T dot(0);
  EXPECT_OK(hipsparseSpVV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, vecX, vecY, &dot,
                                     type, &size));
  EXPECT_OK(hipsparseSpVV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, vecX, vecY, &dot, type, nullptr));
  T wantDot(0);
  for (int i = 0; i < nnz; ++i) wantDot += x[i] * want[pattern.indices[i]];
  close(std::vector<T>{dot}, std::vector<T>{wantDot}, "SpVV");

  EXPECT_OK(hipsparseGather(handle, vecY, vecX));
  std::vector<T> gathered(nnz);
  for (int i = 0; i < nnz; ++i) gathered[i] = want[pattern.indices[i]];
  close(toHost(dx, nnz), gathered, "Gather");

  for (auto& v : gathered) v = v * T(2);
  HIP_OK(hipMemcpy(dx, gathered.data(), nnz * sizeof(T), hipMemcpyHostToDevice));
  EXPECT_OK(hipsparseScatter(handle, vecX, vecY));
  for (int i = 0; i < nnz; ++i) want[pattern.indices[i]] = gathered[i];
  close(toHost(dy, y.size()), want, "Scatter");

  const T c(0.6), s(0.8);
  EXPECT_OK(hipsparseRot(handle, &c, &s, vecX, vecY));
  std::vector<T> wantX = gathered;
  for (int i = 0; i < nnz; ++i) {
    const int j = pattern.indices[i];
    wantX[i] = c * gathered[i] + s * want[j];
    want[j] = c * want[j] - s * gathered[i];
  }
  close(toHost(dx, nnz), wantX, "Rot (x)");
  close(toHost(dy, y.size()), want, "Rot (y)");
  EXPECT_OK(hipsparseDestroySpVec(vecX));
  EXPECT_OK(hipsparseDestroyDnVec(vecY));
  for (void* p : {(void*)dInd, (void*)dx, (void*)dy}) HIP_OK(hipFree(p));
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  checkLegacy<float, float>(handle, hipsparseSaxpyi, hipsparseSdoti, hipsparseSgthr,
                            hipsparseSgthrz, hipsparseSsctr);
  checkLegacy<double, double>(handle, hipsparseDaxpyi, hipsparseDdoti, hipsparseDgthr,
                              hipsparseDgthrz, hipsparseDsctr);
  checkLegacy<std::complex<float>, hipComplex>(handle, hipsparseCaxpyi, hipsparseCdoti,
                                               hipsparseCgthr, hipsparseCgthrz, hipsparseCsctr);
  checkLegacy<std::complex<double>, hipDoubleComplex>(handle, hipsparseZaxpyi, hipsparseZdoti,
                                                      hipsparseZgthr, hipsparseZgthrz,
                                                      hipsparseZsctr);
  checkRotiAndDotci(handle);
  checkGeneric<float, int32_t>(handle, HIPSPARSE_INDEX_32I);
  checkGeneric<double, int64_t>(handle, HIPSPARSE_INDEX_64I);
  checkGeneric<std::complex<float>, int64_t>(handle, HIPSPARSE_INDEX_64I);
  checkGeneric<std::complex<double>, int32_t>(handle, HIPSPARSE_INDEX_32I);
  EXPECT_OK(hipsparseDestroy(handle));
  return finish("hipsparse sparse vectors");
}
