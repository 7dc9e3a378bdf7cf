// Sum of n floats in OpenMP: a parallel, vectorized reduction.
extern "C" float reduce_omp(const float* in, long n) {
  float sum = 0.0f;
#pragma omp parallel for simd reduction(+ : sum) schedule(static)
  for (long i = 0; i < n; ++i) sum += in[i];
  return sum;
}
