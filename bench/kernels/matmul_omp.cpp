// Matrix multiply in OpenMP: rows in parallel, i-k-j order so the innermost
// loop streams a row of B and one of C (vectorized).
extern "C" void matmul_omp(const float* __restrict a, const float* __restrict b,
                           float* __restrict c, long n) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    float* ci = c + i * n;
    for (long j = 0; j < n; ++j) ci[j] = 0.0f;
    for (long k = 0; k < n; ++k) {
      const float aik = a[i * n + k];
      const float* bk = b + k * n;
#pragma omp simd
      for (long j = 0; j < n; ++j) ci[j] += aik * bk[j];
    }
  }
}
