// hipSPARSE SpMV (double) and SpMM (float, 16 right-hand columns, row-major)
// on CSR matrices shaped like SuiteSparse families, against hand-written
// OpenMP CSR loops (static and dynamic schedules) in the same process, and
// against the same OpenMP loop queued on the stream with hipLaunchHostFunc
// (the other way a CPU library can order work on a stream). Every form is
// verified against the OpenMP result before it is timed (median of
// BENCH_REPS runs, the forms taking turns). Prints
//   SPARSE,<op>,<matrix>,<rows>,<nnz>,<omp_static_ms>,<omp_dynamic_ms>,<hostfunc_ms>,<hipsparse_ms>
#include "../common/bench.h"
#include "../common/hip_check.h"
#include "sparse_omp.h"

#include <hipsparse/hipsparse.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#define HIPSPARSE_CHECK(expr)                                                                      \
  do {                                                                                             \
    const hipsparseStatus_t status_ = (expr);                                                      \
    if (status_ != HIPSPARSE_STATUS_SUCCESS) {                                                     \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,                    \
                   hipsparseGetErrorName(status_));                                                \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

namespace {

struct Csr {
  std::string name;
  int rows = 0;
  int cols = 0;
  std::vector<int> offsets{0};
  std::vector<int> columns;
};

void endRow(Csr& a, std::vector<int>& rowColumns) {
  std::sort(rowColumns.begin(), rowColumns.end());
  rowColumns.erase(std::unique(rowColumns.begin(), rowColumns.end()), rowColumns.end());
  a.columns.insert(a.columns.end(), rowColumns.begin(), rowColumns.end());
  a.offsets.push_back(static_cast<int>(a.columns.size()));
  rowColumns.clear();
}

/// Banded (a discretized 1D operator with wide stencil): 2h+1 entries per row.
Csr banded(int n, int h) {
  Csr a{"banded", n, n};
  std::vector<int> row;
  for (int i = 0; i < n; ++i) {
    for (int j = std::max(0, i - h); j <= std::min(n - 1, i + h); ++j) row.push_back(j);
    endRow(a, row);
  }
  return a;
}

/// Power-law row lengths (web/social graphs): Pareto-distributed lengths with
/// the given mean, columns uniform; a few rows hold tens of thousands of entries.
Csr powerLaw(int n, double mean, uint64_t seed) {
  Csr a{"power-law", n, n};
  bench::Random rng(seed);
  const double shape = 1.3;
  const double scale = mean * (shape - 1) / shape;
  std::vector<int> row;
  for (int i = 0; i < n; ++i) {
    const double u = std::max(1e-12, double(rng.next() >> 11) * 0x1.0p-53);
    const int length = static_cast<int>(std::min<double>(n / 8, std::ceil(scale / std::pow(u, 1 / shape))));
    for (int k = 0; k < length; ++k) row.push_back(static_cast<int>(rng.next() % uint64_t(n)));
    endRow(a, row);
  }
  return a;
}

/// Uniformly random columns, the same count per row.
Csr uniform(int n, int perRow, uint64_t seed) {
  Csr a{"uniform", n, n};
  bench::Random rng(seed);
  std::vector<int> row;
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < perRow; ++k) row.push_back(static_cast<int>(rng.next() % uint64_t(n)));
    endRow(a, row);
  }
  return a;
}

template <class T>
std::vector<T> randomValues(size_t n, uint64_t seed) {
  bench::Random rng(seed);
  std::vector<T> v(n);
  for (auto& x : v) x = static_cast<T>(rng.uniform(-1, 1));
  return v;
}

template <class T>
bool matches(const char* form, const std::vector<T>& got, const std::vector<T>& want) {
  size_t bad = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    const double tolerance = (sizeof(T) == 4 ? 1e-4 : 1e-10) * std::max(1.0, std::fabs(double(want[i])));
    if (!(std::fabs(double(got[i]) - double(want[i])) <= tolerance) && ++bad <= 3) {
      std::fprintf(stderr, "%s: element %zu is %.10g, expected %.10g\n", form, i, double(got[i]),
                   double(want[i]));
    }
  }
  return bad == 0;
}

/// Median milliseconds of each form, the forms run round-robin (one
/// repetition of each in turn) so that a changing machine load affects them
/// alike. Each form ran once (verified) before.
std::vector<double> interleavedMedians(const std::vector<std::function<void()>>& forms) {
  std::vector<std::vector<double>> times(forms.size());
  const int reps = bench::repetitions();
  for (int r = 0; r < reps; ++r) {
    for (size_t f = 0; f < forms.size(); ++f) {
      const double start = bench::nowMs();
      forms[f]();
      times[f].push_back(bench::nowMs() - start);
    }
  }
  std::vector<double> medians;
  for (auto& t : times) {
    std::sort(t.begin(), t.end());
    medians.push_back(t[t.size() / 2]);
  }
  return medians;
}

struct HostFuncSpmv {
  const Csr* a;
  const double* values;
  const double* x;
  double* y;
};

void runHostFuncSpmv(void* data) {
  const auto* p = static_cast<const HostFuncSpmv*>(data);
  ompCsrSpmv(p->a->rows, p->a->offsets.data(), p->a->columns.data(), p->values, p->x, 1.0, 0.5,
             p->y, true);
}

void benchSpmv(hipsparseHandle_t handle, hipStream_t stream, const Csr& a) {
  const size_t nnz = a.columns.size();
  const std::vector<double> values = randomValues<double>(nnz, 1);
  const std::vector<double> x = randomValues<double>(a.cols, 2);
  const std::vector<double> y0 = randomValues<double>(a.rows, 3);
  const double alpha = 1, beta = 0.5;
  // Reference result (OpenMP, static) from y0.
  std::vector<double> want = y0, y = y0;
  ompCsrSpmv(a.rows, a.offsets.data(), a.columns.data(), values.data(), x.data(), alpha, beta,
             want.data(), false);
  auto omp = [&](bool dynamicSchedule) {
    return [&, dynamicSchedule] {
      ompCsrSpmv(a.rows, a.offsets.data(), a.columns.data(), values.data(), x.data(), alpha, beta,
                 y.data(), dynamicSchedule);
    };
  };
  for (bool dynamicSchedule : {false, true}) {
    y = y0;
    omp(dynamicSchedule)();
    if (!matches("OpenMP", y, want)) std::exit(1);
  }

  // Device copies (device memory is host memory here; the copies keep the
  // forms independent).
  bench::DeviceArray<int> dOff(a.offsets.size(), a.offsets.data());
  bench::DeviceArray<int> dCol(nnz, a.columns.data());
  bench::DeviceArray<double> dVal(nnz, values.data());
  bench::DeviceArray<double> dx(x.size(), x.data());
  bench::DeviceArray<double> dy(y0.size(), y0.data());
  auto deviceResult = [&] {
    std::vector<double> out(a.rows);
    HIP_CHECK(hipMemcpy(out.data(), dy.ptr, a.rows * sizeof(double), hipMemcpyDeviceToHost));
    return out;
  };
  // hipLaunchHostFunc + OpenMP: the loop as a stream operation.
  HostFuncSpmv task{&a, dVal.ptr, dx.ptr, dy.ptr};
  auto hostFunc = [&] {
    HIP_CHECK(hipLaunchHostFunc(stream, runHostFuncSpmv, &task));
    HIP_CHECK(hipStreamSynchronize(stream));
  };
  hostFunc();
  if (!matches("hipLaunchHostFunc + OpenMP", deviceResult(), want)) std::exit(1);

  HIP_CHECK(hipMemcpy(dy.ptr, y0.data(), a.rows * sizeof(double), hipMemcpyHostToDevice));
  hipsparseSpMatDescr_t matA;
  hipsparseDnVecDescr_t vecX, vecY;
  HIPSPARSE_CHECK(hipsparseCreateCsr(&matA, a.rows, a.cols, nnz, dOff.ptr, dCol.ptr, dVal.ptr,
                                     HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                     HIPSPARSE_INDEX_BASE_ZERO, HIP_R_64F));
  HIPSPARSE_CHECK(hipsparseCreateDnVec(&vecX, a.cols, dx.ptr, HIP_R_64F));
  HIPSPARSE_CHECK(hipsparseCreateDnVec(&vecY, a.rows, dy.ptr, HIP_R_64F));
  size_t size = 0;
  HIPSPARSE_CHECK(hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                                           vecX, &beta, vecY, HIP_R_64F,
                                           HIPSPARSE_SPMV_ALG_DEFAULT, &size));
  bench::DeviceArray<char> buffer(size);
  auto spmv = [&] {
    HIPSPARSE_CHECK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX,
                                  &beta, vecY, HIP_R_64F, HIPSPARSE_SPMV_ALG_DEFAULT, buffer.ptr));
    HIP_CHECK(hipStreamSynchronize(stream));
  };
  spmv();
  if (!matches("hipSPARSE", deviceResult(), want)) std::exit(1);
  const auto ms = interleavedMedians({omp(false), omp(true), hostFunc, spmv});
  HIPSPARSE_CHECK(hipsparseDestroySpMat(matA));
  HIPSPARSE_CHECK(hipsparseDestroyDnVec(vecX));
  HIPSPARSE_CHECK(hipsparseDestroyDnVec(vecY));
  std::printf("SPARSE,SpMV,%s,%d,%zu,%.3f,%.3f,%.3f,%.3f\n", a.name.c_str(), a.rows, nnz, ms[0],
              ms[1], ms[2], ms[3]);
  std::fflush(stdout);
}

struct HostFuncSpmm {
  const Csr* a;
  int n;
  const float* values;
  const float* b;
  float* c;
};

void runHostFuncSpmm(void* data) {
  const auto* p = static_cast<const HostFuncSpmm*>(data);
  ompCsrSpmm(p->a->rows, p->n, p->a->offsets.data(), p->a->columns.data(), p->values, p->b, 1.0f,
             0.5f, p->c, true);
}

void benchSpmm(hipsparseHandle_t handle, hipStream_t stream, const Csr& a, int n) {
  const size_t nnz = a.columns.size();
  const std::vector<float> values = randomValues<float>(nnz, 4);
  const std::vector<float> b = randomValues<float>(size_t(a.cols) * n, 5);
  const std::vector<float> c0 = randomValues<float>(size_t(a.rows) * n, 6);
  const float alpha = 1, beta = 0.5f;
  std::vector<float> want = c0, c = c0;
  ompCsrSpmm(a.rows, n, a.offsets.data(), a.columns.data(), values.data(), b.data(), alpha, beta,
             want.data(), false);
  auto omp = [&](bool dynamicSchedule) {
    return [&, dynamicSchedule] {
      ompCsrSpmm(a.rows, n, a.offsets.data(), a.columns.data(), values.data(), b.data(), alpha,
                 beta, c.data(), dynamicSchedule);
    };
  };
  for (bool dynamicSchedule : {false, true}) {
    c = c0;
    omp(dynamicSchedule)();
    if (!matches("OpenMP", c, want)) std::exit(1);
  }

  bench::DeviceArray<int> dOff(a.offsets.size(), a.offsets.data());
  bench::DeviceArray<int> dCol(nnz, a.columns.data());
  bench::DeviceArray<float> dVal(nnz, values.data());
  bench::DeviceArray<float> dB(b.size(), b.data());
  bench::DeviceArray<float> dC(c0.size(), c0.data());
  auto deviceResult = [&] {
    std::vector<float> out(c0.size());
    HIP_CHECK(hipMemcpy(out.data(), dC.ptr, out.size() * sizeof(float), hipMemcpyDeviceToHost));
    return out;
  };
  HostFuncSpmm task{&a, n, dVal.ptr, dB.ptr, dC.ptr};
  auto hostFunc = [&] {
    HIP_CHECK(hipLaunchHostFunc(stream, runHostFuncSpmm, &task));
    HIP_CHECK(hipStreamSynchronize(stream));
  };
  hostFunc();
  if (!matches("hipLaunchHostFunc + OpenMP", deviceResult(), want)) std::exit(1);

  HIP_CHECK(hipMemcpy(dC.ptr, c0.data(), c0.size() * sizeof(float), hipMemcpyHostToDevice));
  hipsparseSpMatDescr_t matA;
  hipsparseDnMatDescr_t matB, matC;
  HIPSPARSE_CHECK(hipsparseCreateCsr(&matA, a.rows, a.cols, nnz, dOff.ptr, dCol.ptr, dVal.ptr,
                                     HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                     HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  HIPSPARSE_CHECK(hipsparseCreateDnMat(&matB, a.cols, n, n, dB.ptr, HIP_R_32F, HIPSPARSE_ORDER_ROW));
  HIPSPARSE_CHECK(hipsparseCreateDnMat(&matC, a.rows, n, n, dC.ptr, HIP_R_32F, HIPSPARSE_ORDER_ROW));
  size_t size = 0;
  const auto op = HIPSPARSE_OPERATION_NON_TRANSPOSE;
  HIPSPARSE_CHECK(hipsparseSpMM_bufferSize(handle, op, op, &alpha, matA, matB, &beta, matC,
                                           HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, &size));
  bench::DeviceArray<char> buffer(size);
  auto spmm = [&] {
    HIPSPARSE_CHECK(hipsparseSpMM(handle, op, op, &alpha, matA, matB, &beta, matC, HIP_R_32F,
                                  HIPSPARSE_SPMM_ALG_DEFAULT, buffer.ptr));
    HIP_CHECK(hipStreamSynchronize(stream));
  };
  spmm();
  if (!matches("hipSPARSE", deviceResult(), want)) std::exit(1);
  const auto ms = interleavedMedians({omp(false), omp(true), hostFunc, spmm});
  HIPSPARSE_CHECK(hipsparseDestroySpMat(matA));
  HIPSPARSE_CHECK(hipsparseDestroyDnMat(matB));
  HIPSPARSE_CHECK(hipsparseDestroyDnMat(matC));
  std::printf("SPARSE,SpMM,%s,%d,%zu,%.3f,%.3f,%.3f,%.3f\n", a.name.c_str(), a.rows, nnz, ms[0],
              ms[1], ms[2], ms[3]);
  std::fflush(stdout);
}

} // namespace

int main() {
  const int scale = static_cast<int>(bench::scaleDown());
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipsparseHandle_t handle;
  HIPSPARSE_CHECK(hipsparseCreate(&handle));
  HIPSPARSE_CHECK(hipsparseSetStream(handle, stream));
  const int n = 1000000 / scale;
  for (const Csr& a : {banded(n, 4), powerLaw(n / 2, 16, 7), uniform(n / 2, 16, 8)}) {
    std::fprintf(stderr, "%s: %d rows, %zu entries\n", a.name.c_str(), a.rows, a.columns.size());
    benchSpmv(handle, stream, a);
  }
  const int m = 250000 / scale;
  for (const Csr& a : {banded(m, 4), powerLaw(m, 16, 9), uniform(m, 16, 10)}) {
    benchSpmm(handle, stream, a, 16);
  }
  HIPSPARSE_CHECK(hipsparseDestroy(handle));
  HIP_CHECK(hipStreamDestroy(stream));
  return 0;
}
