// The hand-written CPU references of the hipCUB benchmarks (compiled by g++:
// reference_omp.cpp with OpenMP, reference_sort.cpp with std::sort and TBB's
// parallel execution policy).
#ifndef OPENHIP_BENCH_HIPCUB_REFERENCE_H
#define OPENHIP_BENCH_HIPCUB_REFERENCE_H

#include <cstddef>
#include <cstdint>

namespace reference {

float omp_sum(const float* in, std::size_t n);
/// Exclusive prefix sum, two passes over per-thread chunks.
void omp_exclusive_sum(const int* in, int* out, std::size_t n);
/// Copies the odd items in order; returns how many.
std::size_t omp_select_odd(const int* in, int* out, std::size_t n);

/// std::sort(std::execution::par, ...) of keys, and of (key, value) pairs by key.
void par_sort_keys(std::uint32_t* keys, std::size_t n);
struct KeyValue {
  std::uint32_t key;
  std::uint32_t value;
};
void par_sort_pairs(KeyValue* pairs, std::size_t n);

}  // namespace reference

#endif  // OPENHIP_BENCH_HIPCUB_REFERENCE_H
