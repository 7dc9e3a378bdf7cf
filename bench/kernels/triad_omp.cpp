// Triad in OpenMP: one parallel, vectorized loop.
extern "C" void triad_omp(float* __restrict a, const float* __restrict b,
                          const float* __restrict c, float s, long n) {
#pragma omp parallel for simd schedule(static)
  for (long i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
}
