// Exclusive prefix sum in OpenMP: each thread sums its contiguous chunk, the
// chunk sums are scanned serially, then each thread writes its chunk's scan.
#include <omp.h>

#include <vector>

extern "C" void scan_omp(const unsigned* __restrict in, unsigned* __restrict out, long n) {
  std::vector<unsigned> chunk_offset(omp_get_max_threads() + 1, 0u);
#pragma omp parallel
  {
    const int threads = omp_get_num_threads(), t = omp_get_thread_num();
    const long begin = n * t / threads, end = n * (t + 1) / threads;
    unsigned sum = 0;
#pragma omp simd reduction(+ : sum)
    for (long i = begin; i < end; ++i) sum += in[i];
    chunk_offset[t + 1] = sum;
#pragma omp barrier
#pragma omp single
    for (int c = 1; c <= threads; ++c) chunk_offset[c] += chunk_offset[c - 1];
    unsigned running = chunk_offset[t];
    for (long i = begin; i < end; ++i) {
      out[i] = running;
      running += in[i];
    }
  }
}
