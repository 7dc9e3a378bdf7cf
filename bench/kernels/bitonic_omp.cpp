// Bitonic sort in OpenMP: the same network, one parallel loop per (k, j)
// stage over the n/2 compare-exchange pairs. Pairs are taken in runs of up
// to 16 consecutive ones (within a run both keys and the direction are
// contiguous/uniform), so the inner loop is a vectorized min/max.
#include <algorithm>

extern "C" void bitonic_omp(unsigned* keys, long n) {
#pragma omp parallel
  for (long k = 2; k <= n; k <<= 1)
    for (long j = k >> 1; j > 0; j >>= 1) {
      const long run = std::min(j, 16L);
#pragma omp for schedule(static)
      for (long p = 0; p < n / 2; p += run) {
        // Pair p's lower key: p with a zero bit inserted at bit log2(j).
        const long i = ((p & ~(j - 1)) << 1) | (p & (j - 1));
        const bool up = (i & k) == 0;
        unsigned* __restrict lo = keys + i;
        unsigned* __restrict hi = keys + i + j;
#pragma omp simd
        for (long t = 0; t < run; ++t) {
          const unsigned a = lo[t], b = hi[t];
          const unsigned small = std::min(a, b), large = std::max(a, b);
          lo[t] = up ? small : large;
          hi[t] = up ? large : small;
        }
      }
    }
}
