// Scatter-add in OpenMP: the elements in parallel, each addition an
// `omp atomic` update (a compare-and-swap loop for floats, as on the other
// forms). Per-thread private bins would avoid contention for few bins but
// cost a copy per thread for many; atomics are the one method that fits
// every bin count, like the HIP kernel.
extern "C" void scatter_omp(const int* __restrict idx, const float* __restrict val,
                            float* __restrict bins, long n, long nbins) {
#pragma omp parallel
  {
#pragma omp for simd schedule(static)
    for (long b = 0; b < nbins; ++b) bins[b] = 0.0f;
#pragma omp for schedule(static)
    for (long i = 0; i < n; ++i) {
#pragma omp atomic update
      bins[idx[i]] += val[i];
    }
  }
}
