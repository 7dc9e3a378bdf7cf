// 5-point Jacobi stencil in OpenMP: rows in parallel, the interior of each
// row as a vectorized loop; `steps` (even) sweeps between u and v.
namespace {
void sweep(const float* __restrict in, float* __restrict out, long nx, long ny) {
#pragma omp for schedule(static)
  for (long y = 0; y < ny; ++y) {
    const float* r = in + y * nx;
    float* o = out + y * nx;
    if (y == 0 || y == ny - 1) {
      for (long x = 0; x < nx; ++x) o[x] = r[x];
      continue;
    }
    o[0] = r[0];
#pragma omp simd
    for (long x = 1; x < nx - 1; ++x)
      o[x] = 0.5f * r[x] + 0.125f * (r[x - 1] + r[x + 1] + r[x - nx] + r[x + nx]);
    o[nx - 1] = r[nx - 1];
  }
}
}  // namespace

extern "C" void stencil_omp(float* u, float* v, long nx, long ny, int steps) {
#pragma omp parallel
  for (int s = 0; s < steps; s += 2) {
    sweep(u, v, nx, ny);
    sweep(v, u, nx, ny);
  }
}
