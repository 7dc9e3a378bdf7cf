// OpenMP references for device-wide reduce, scan and select: what a CPU
// programmer writes (one parallel simd loop; two-pass chunked scan and
// compaction, the chunks' totals scanned in between).
#include <omp.h>

#include <vector>

#include "reference.h"

namespace reference {

float omp_sum(const float* in, std::size_t n) {
  float sum = 0.0f;
#pragma omp parallel for simd reduction(+ : sum)
  for (std::size_t i = 0; i < n; ++i) sum += in[i];
  return sum;
}

void omp_exclusive_sum(const int* in, int* out, std::size_t n) {
  std::vector<int> chunk_sums(omp_get_max_threads() + 1, 0);
#pragma omp parallel
  {
    const int t = omp_get_thread_num(), threads = omp_get_num_threads();
    const std::size_t begin = n * t / threads, end = n * (t + 1) / threads;
    int sum = 0;
#pragma omp simd reduction(+ : sum)
    for (std::size_t i = begin; i < end; ++i) sum += in[i];
    chunk_sums[t + 1] = sum;
#pragma omp barrier
#pragma omp single
    for (int c = 1; c <= threads; ++c) chunk_sums[c] += chunk_sums[c - 1];
    int running = chunk_sums[t];
    for (std::size_t i = begin; i < end; ++i) {
      const int v = in[i];
      out[i] = running;
      running += v;
    }
  }
}

std::size_t omp_select_odd(const int* in, int* out, std::size_t n) {
  std::vector<std::size_t> chunk_counts(omp_get_max_threads() + 1, 0);
#pragma omp parallel
  {
    const int t = omp_get_thread_num(), threads = omp_get_num_threads();
    const std::size_t begin = n * t / threads, end = n * (t + 1) / threads;
    std::size_t count = 0;
#pragma omp simd reduction(+ : count)
    for (std::size_t i = begin; i < end; ++i) count += in[i] & 1;
    chunk_counts[t + 1] = count;
#pragma omp barrier
#pragma omp single
    for (int c = 1; c <= threads; ++c) chunk_counts[c] += chunk_counts[c - 1];
    std::size_t at = chunk_counts[t];
    for (std::size_t i = begin; i < end; ++i)
      if (in[i] & 1) out[at++] = in[i];
  }
  return chunk_counts.back();
}

}  // namespace reference
