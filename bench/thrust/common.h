// Shared by the forms of the Thrust benchmarks (sort: keys | pairs; scan:
// reduce | inclusive_scan; sets: union | intersection): the input (2^k uint32 keys from bench::Random;
// sort's values are 0..n-1), the checks every timed result must pass, and the
// row each form prints:
//   RESULT,<form>,<case>,<n>,<wall ms>,<cpu ms>   (FAIL instead of the times if wrong)
// cpu ms is the process's CPU time (all threads) during the sort: the work
// done, which a loaded machine disturbs less than the wall time.
// Host-only C++ (g++ and hipcc's host pass).
#pragma once

#include "../common/bench.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <ctime>
#include <vector>

namespace thrustbench {

inline std::size_t size_from_args(int argc, char** argv) {
  const int log2n = argc > 1 ? std::atoi(argv[1]) : 26;
  return std::size_t(1) << log2n;
}

inline std::vector<uint32_t> make_keys(std::size_t n) {
  bench::Random random(2026);
  std::vector<uint32_t> keys(n);
  for (auto& k : keys)
    k = static_cast<uint32_t>(random.next() >> 32);
  return keys;
}

// keys sorted ascending, and (for pairs) each value the index of its key in the input.
inline bool check_sort(const std::vector<uint32_t>& input, const uint32_t* keys,
                       const uint32_t* values, std::size_t n) {
  uint64_t sum_in = 0, sum_out = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sum_in += input[i];
    sum_out += keys[i];
    if (i > 0 && keys[i - 1] > keys[i])
      return false;
    if (values && (values[i] >= n || input[values[i]] != keys[i]))
      return false;
  }
  return sum_in == sum_out;
}

// sum is the exact (64-bit) sum of the input.
inline bool check_sum(const std::vector<uint32_t>& input, uint64_t sum) {
  uint64_t want = 0;
  for (uint32_t x : input)
    want += x;
  return sum == want;
}

// scanned is the inclusive prefix sum of the input in uint32 (wrapping) arithmetic.
inline bool check_scan(const std::vector<uint32_t>& input, const uint32_t* scanned) {
  uint32_t running = 0;
  for (std::size_t i = 0; i < input.size(); ++i)
    if (scanned[i] != (running += input[i]))
      return false;
  return true;
}

// Two sorted ranges of n uint32 each, half of their values shared (duplicates
// within a range too), and the sequential std:: results the forms must match.
struct set_inputs {
  std::vector<uint32_t> a, b, want_union, want_intersection;
  explicit set_inputs(std::size_t n) : a(make_keys(n)), b(n) {
    for (std::size_t i = 0; i < n; ++i)
      b[i] = i % 2 ? a[(i * 7) % n] : a[i] ^ 0x5a5a5a5au;
    for (auto* v : {&a, &b}) {
      for (auto& x : *v)
        x >>= 4; // 2^28 values: some repeat
      std::sort(v->begin(), v->end());
    }
    want_union.resize(2 * n);
    want_union.resize(std::set_union(a.begin(), a.end(), b.begin(), b.end(), want_union.begin()) -
                      want_union.begin());
    want_intersection.resize(n);
    want_intersection.resize(std::set_intersection(a.begin(), a.end(), b.begin(), b.end(),
                                                   want_intersection.begin()) -
                             want_intersection.begin());
  }
  bool check_union(const uint32_t* got, std::size_t length) const {
    return length == want_union.size() && std::equal(want_union.begin(), want_union.end(), got);
  }
  bool check_intersection(const uint32_t* got, std::size_t length) const {
    return length == want_intersection.size() &&
           std::equal(want_intersection.begin(), want_intersection.end(), got);
  }
};

inline double cpu_ms() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

// Wall and CPU milliseconds of one run of fn.
struct timing {
  double wall, cpu;
};
template <class Fn> timing measure(Fn&& fn) {
  const double wall = bench::nowMs();
  const double cpu = cpu_ms();
  fn();
  return timing{bench::nowMs() - wall, cpu_ms() - cpu};
}

inline void print(const char* form, const char* what, std::size_t n, bool ok, timing t) {
  if (ok)
    std::printf("RESULT,%s,%s,%zu,%.3f,%.3f\n", form, what, n, t.wall, t.cpu);
  else
    std::printf("RESULT,%s,%s,%zu,FAIL,FAIL\n", form, what, n);
  std::fflush(stdout);
}

} // namespace thrustbench
