// a*x + y in OpenMP: one parallel, vectorized loop over the floats (the
// compiler picks the vector width; there is no float4 to write).
extern "C" void vec4_omp(float* __restrict out, const float* __restrict x,
                         const float* __restrict y, float a, long n) {
#pragma omp parallel for simd schedule(static)
  for (long i = 0; i < n; ++i) out[i] = a * x[i] + y[i];
}
