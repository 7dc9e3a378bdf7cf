// Jacobi sweeps of the 2-D Laplace equation in OpenMP: rows in parallel, the
// interior of each row as one vectorized loop, the squared changes summed by
// an OpenMP reduction; `sweeps` (even) sweeps between u and v. Returns the
// last sweep's error, as a solver's convergence test reads it.
namespace {
float sweep(const float* __restrict in, float* __restrict out, long n) {
  float error = 0.0f;
#pragma omp parallel for schedule(static) reduction(+ : error)
  for (long y = 0; y < n; ++y) {
    const float* r = in + y * n;
    float* o = out + y * n;
    if (y == 0 || y == n - 1) {
      for (long x = 0; x < n; ++x) o[x] = r[x];
      continue;
    }
    o[0] = r[0];
    float rowError = 0.0f;
#pragma omp simd reduction(+ : rowError)
    for (long x = 1; x < n - 1; ++x) {
      const float updated = 0.25f * (r[x - n] + r[x + n] + r[x - 1] + r[x + 1]);
      const float change = updated - r[x];
      rowError += change * change;
      o[x] = updated;
    }
    o[n - 1] = r[n - 1];
    error += rowError;
  }
  return error;
}
}  // namespace

extern "C" float tile_jacobi_omp(float* u, float* v, long n, int sweeps) {
  float error = 0.0f;
  for (int s = 0; s < sweeps; s += 2) {
    sweep(u, v, n);
    error = sweep(v, u, n);
  }
  return error;
}
