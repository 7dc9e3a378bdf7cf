// Shared harness of the kernel benchmarks: deterministic input data, timing
// (median of repetitions after a warm-up), result checking and the CSV row
// every benchmark prints. Each bench_<kernel> binary runs one kernel in its
// three forms (OpenMP C++, HIP through our hipcc, OpenCL C on PoCL) on the
// same data and prints
//   RESULT,<kernel>,<size>,<omp_ms>,<hip_ms>,<pocl_ms>
// where a form that failed verification prints FAIL and one that does not
// exist prints NA. Host-only C++ (compiled by hipcc's host pass and by g++).
#ifndef OPENHIP_BENCH_COMMON_BENCH_H
#define OPENHIP_BENCH_COMMON_BENCH_H

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace bench {

/// Repetitions timed per form (after one warm-up run); overridable with
/// BENCH_REPS for quick checks.
inline int repetitions() {
  const char* value = std::getenv("BENCH_REPS");
  const int reps = value ? std::atoi(value) : 7;
  return reps > 0 ? reps : 7;
}

/// Problem-size divisor for quick runs (BENCH_SCALE_DOWN=4 quarters the data).
inline uint64_t scaleDown() {
  const char* value = std::getenv("BENCH_SCALE_DOWN");
  const long s = value ? std::atol(value) : 1;
  return s > 0 ? static_cast<uint64_t>(s) : 1;
}

/// A variant's shape from the environment (bench/variants.txt lists them):
/// `fallback` when `name` is unset; out of [lo, hi] or not a multiple of
/// `multiple` is an error that ends the program.
inline long setting(const char* name, long fallback, long lo, long hi, long multiple = 1) {
  const char* text = std::getenv(name);
  const long value = text ? std::atol(text) : fallback;
  if (value < lo || value > hi || value % multiple != 0) {
    std::fprintf(stderr, "bench: %s must be %ld..%ld%s\n", name, lo, hi,
                 multiple > 1 ? (", a multiple of " + std::to_string(multiple)).c_str() : "");
    std::exit(1);
  }
  return value;
}

/// One of `allowed` from the environment (a compile-time shape), as setting().
inline int choiceSetting(const char* name, int fallback, std::initializer_list<int> allowed) {
  const char* text = std::getenv(name);
  const int value = text ? std::atoi(text) : fallback;
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return value;
  std::string list;
  for (int a : allowed) list += (list.empty() ? "" : ", ") + std::to_string(a);
  std::fprintf(stderr, "bench: %s must be one of %s\n", name, list.c_str());
  std::exit(1);
}

inline double nowMs() {
  using clock = std::chrono::steady_clock;
  return std::chrono::duration<double, std::milli>(clock::now().time_since_epoch()).count();
}

/// Warms up by running `fn` for at least 100 ms (at least once), then runs
/// it `repetitions()` times; returns the median wall time in milliseconds.
/// Warm-up by time, not by count: on a VM, threads that slept (the previous
/// form's, or ours after the reference computation) are slow to wake for
/// tens of milliseconds, which one warm-up call of a 0.1 ms kernel does not
/// cover (OpenHIP's launch + synchronize measured 110 us there, 3 us after).
template <typename Fn>
double medianMs(Fn&& fn) {
  const double warm_until = nowMs() + 100;
  do fn();
  while (nowMs() < warm_until);
  std::vector<double> times;
  for (int r = 0; r < repetitions(); ++r) {
    const double start = nowMs();
    fn();
    times.push_back(nowMs() - start);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

/// Deterministic pseudo-random numbers (xorshift64*), identical in every form.
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    return state_ * 0x2545F4914F6CDD1Dull;
  }
  /// Uniform in [lo, hi).
  float uniform(float lo, float hi) {
    return lo + (hi - lo) * static_cast<float>(next() >> 40) * (1.0f / 16777216.0f);
  }

 private:
  uint64_t state_;
};

/// Compares `got` with `want` element by element with a relative tolerance
/// (scaled by `magnitude` when given, for sums whose order differs).
inline bool closeEnough(const char* form, const float* got, const float* want, size_t n,
                        double rel_tol, const float* magnitude = nullptr) {
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i) {
    const double scale = magnitude ? std::fabs(magnitude[i]) : std::fabs(want[i]);
    const double err = std::fabs(static_cast<double>(got[i]) - want[i]);
    if (!(err <= rel_tol * std::max(scale, 1e-6))) {
      if (++bad <= 5)
        std::fprintf(stderr, "%s: element %zu is %.9g, expected %.9g\n", form, i, got[i], want[i]);
    }
  }
  if (bad) std::fprintf(stderr, "%s: %zu of %zu elements wrong\n", form, bad, n);
  return bad == 0;
}

template <typename T>
bool equalExactly(const char* form, const T* got, const T* want, size_t n) {
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i) {
    if (got[i] != want[i] && ++bad <= 5)
      std::fprintf(stderr, "%s: element %zu is %lld, expected %lld\n", form, i,
                   static_cast<long long>(got[i]), static_cast<long long>(want[i]));
  }
  if (bad) std::fprintf(stderr, "%s: %zu of %zu elements wrong\n", form, bad, n);
  return bad == 0;
}

/// One form's outcome: its median time, or why there is none.
struct FormResult {
  enum Status { Ok, Failed, Unavailable } status = Unavailable;
  double ms = 0;
  std::string cell() const {
    if (status == Failed) return "FAIL";
    if (status == Unavailable) return "NA";
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", ms);
    return text;
  }
};

/// Verifies one run of a form (`run` then `check`), and only then times it.
template <typename Run, typename Check>
FormResult measure(const char* kernel, const char* form, Run&& run, Check&& check) {
  FormResult result;
  run();
  if (!check()) {
    std::fprintf(stderr, "%s: %s form gives wrong results\n", kernel, form);
    result.status = FormResult::Failed;
    return result;
  }
  result.ms = medianMs(run);
  result.status = FormResult::Ok;
  std::fprintf(stderr, "%s: %s %.3f ms\n", kernel, form, result.ms);
  return result;
}

/// Thrown when a form cannot run here at all (e.g. no PoCL platform).
struct FormUnavailable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Runs a form's body, turning exceptions into a FAIL (or NA) result.
template <typename Body>
FormResult guarded(const char* kernel, const char* form, Body&& body) {
  FormResult result;
  try {
    return body();
  } catch (const FormUnavailable& e) {
    std::fprintf(stderr, "%s: %s form unavailable: %s\n", kernel, form, e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s form failed: %s\n", kernel, form, e.what());
    result.status = FormResult::Failed;
  }
  return result;
}

inline void printResult(const char* kernel, std::string size, const FormResult& omp,
                        const FormResult& hip, const FormResult& pocl) {
  std::replace(size.begin(), size.end(), ',', ';');  // the row is comma-separated
  std::printf("RESULT,%s,%s,%s,%s,%s\n", kernel, size.c_str(), omp.cell().c_str(),
              hip.cell().c_str(), pocl.cell().c_str());
  std::fflush(stdout);
}

}  // namespace bench

#endif  // OPENHIP_BENCH_COMMON_BENCH_H
