// Shared helpers of the hipSPARSE tests: deterministic random sparse
// matrices, dense reference products and checks that print FAIL lines.
#ifndef OPENHIP_TESTS_HIPSPARSE_SPARSE_TEST_H
#define OPENHIP_TESTS_HIPSPARSE_SPARSE_TEST_H

#include <hip/hip_runtime.h>
#include <hipsparse/hipsparse.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace sparse_test {

inline int& failures() {
  static int count = 0;
  return count;
}

#define EXPECT(condition)                                                                          \
  do {                                                                                             \
    if (!(condition)) {                                                                            \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #condition);                           \
      ++sparse_test::failures();                                                                   \
    }                                                                                              \
  } while (0)

#define EXPECT_STATUS(expression, expected)                                                        \
  do {                                                                                             \
    const hipsparseStatus_t status_ = (expression);                                                \
    if (status_ != (expected)) {                                                                   \
      std::printf("FAIL %s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #expression,    \
                  hipsparseGetErrorName(status_), hipsparseGetErrorName(expected));                \
      ++sparse_test::failures();                                                                   \
    }                                                                                              \
  } while (0)

#define EXPECT_OK(expression) EXPECT_STATUS(expression, HIPSPARSE_STATUS_SUCCESS)

#define HIP_OK(expression)                                                                         \
  do {                                                                                             \
    const hipError_t error_ = (expression);                                                        \
    if (error_ != hipSuccess) {                                                                    \
      std::printf("FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #expression,                         \
                  hipGetErrorString(error_));                                                      \
      ++sparse_test::failures();                                                                   \
    }                                                                                              \
  } while (0)

inline int finish(const char* name) {
  if (failures() == 0) {
    std::printf("PASS %s\n", name);
    return 0;
  }
  std::printf("FAIL %s: %d failed checks\n", name, failures());
  return 1;
}

/// Deterministic generator (same numbers on every run).
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 7) {}
  uint64_t next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    return state_ * 0x2545F4914F6CDD1Dull;
  }
  double uniform(double lo, double hi) { return lo + (hi - lo) * double(next() >> 11) * 0x1.0p-53; }
  int64_t below(int64_t n) { return static_cast<int64_t>(next() % uint64_t(n)); }

 private:
  uint64_t state_;
};

/// Value types of the tests: real, or std::complex with the layout of
/// hipFloatComplex / hipDoubleComplex.
template <class T>
struct Traits;
template <>
struct Traits<float> {
  static constexpr hipDataType type = HIP_R_32F;
  static constexpr double tolerance = 1e-4;
  static const char* name() { return "float"; }
};
template <>
struct Traits<double> {
  static constexpr hipDataType type = HIP_R_64F;
  static constexpr double tolerance = 1e-11;
  static const char* name() { return "double"; }
};
template <>
struct Traits<std::complex<float>> {
  static constexpr hipDataType type = HIP_C_32F;
  static constexpr double tolerance = 1e-4;
  static const char* name() { return "complex float"; }
};
template <>
struct Traits<std::complex<double>> {
  static constexpr hipDataType type = HIP_C_64F;
  static constexpr double tolerance = 1e-11;
  static const char* name() { return "complex double"; }
};

template <class T>
T randomValue(Random& rng) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    return T(rng.uniform(-1, 1));
  } else {
    using R = typename T::value_type;
    return T(R(rng.uniform(-1, 1)), R(rng.uniform(-1, 1)));
  }
}

template <class T>
T conj(const T& v) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    return v;
  } else {
    return std::conj(v);
  }
}

/// A CSR matrix on the host, sorted columns, zero-based.
template <class T>
struct Csr {
  int rows = 0;
  int cols = 0;
  std::vector<int> offsets;
  std::vector<int> columns;
  std::vector<T> values;
  int nnz() const { return static_cast<int>(columns.size()); }

  /// Dense row-major copy.
  std::vector<T> dense() const {
    std::vector<T> d(size_t(rows) * cols, T(0));
    for (int r = 0; r < rows; ++r) {
      for (int k = offsets[r]; k < offsets[r + 1]; ++k) d[size_t(r) * cols + columns[k]] = values[k];
    }
    return d;
  }
};

/// Random CSR with about `density` of the entries set (at least one per row
/// when `fullRows`), including some empty rows otherwise.
template <class T>
Csr<T> randomCsr(int rows, int cols, double density, uint64_t seed, bool fullRows = false) {
  Random rng(seed);
  Csr<T> m;
  m.rows = rows;
  m.cols = cols;
  m.offsets.push_back(0);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (rng.uniform(0, 1) < density || (fullRows && c == r % cols)) {
        m.columns.push_back(c);
        m.values.push_back(randomValue<T>(rng));
      }
    }
    m.offsets.push_back(static_cast<int>(m.columns.size()));
  }
  return m;
}

template <class T>
double relativeError(const std::vector<T>& got, const std::vector<T>& want) {
  double diff = 0, norm = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    diff = std::max(diff, double(std::abs(got[i] - want[i])));
    norm = std::max(norm, double(std::abs(want[i])));
  }
  return diff / std::max(norm, 1.0);
}

template <class T>
bool close(const std::vector<T>& got, const std::vector<T>& want, const char* what) {
  if (got.size() != want.size()) {
    std::printf("FAIL %s: size %zu, expected %zu\n", what, got.size(), want.size());
    ++failures();
    return false;
  }
  const double error = relativeError(got, want);
  if (!(error <= Traits<T>::tolerance)) {
    std::printf("FAIL %s (%s): relative error %g\n", what, Traits<T>::name(), error);
    ++failures();
    return false;
  }
  return true;
}

/// Device copy of a host vector (freed by the caller with hipFree).
template <class V>
auto* toDevice(const std::vector<V>& host) {
  V* device = nullptr;
  const size_t bytes = std::max<size_t>(host.size(), 1) * sizeof(V);
  HIP_OK(hipMalloc(&device, bytes));
  if (!host.empty()) HIP_OK(hipMemcpy(device, host.data(), host.size() * sizeof(V), hipMemcpyHostToDevice));
  return device;
}

template <class V>
std::vector<V> toHost(const V* device, size_t count) {
  std::vector<V> host(count);
  if (count > 0) HIP_OK(hipMemcpy(host.data(), device, count * sizeof(V), hipMemcpyDeviceToHost));
  return host;
}

} // namespace sparse_test

#endif // OPENHIP_TESTS_HIPSPARSE_SPARSE_TEST_H
