// 256-bin byte histogram in OpenMP: a private histogram per thread, merged
// with atomic adds at the end.
extern "C" void histogram_omp(const unsigned char* data, unsigned* bins, long n) {
  for (int b = 0; b < 256; ++b) bins[b] = 0;
#pragma omp parallel
  {
    unsigned local[256] = {};
#pragma omp for schedule(static)
    for (long i = 0; i < n; ++i) ++local[data[i]];
    for (int b = 0; b < 256; ++b) {
#pragma omp atomic
      bins[b] += local[b];
    }
  }
}
