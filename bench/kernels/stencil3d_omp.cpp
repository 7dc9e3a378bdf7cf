// 3-D 7-point Jacobi stencil in OpenMP: the (z, y) rows in parallel, the
// interior of each row as a vectorized loop; `steps` (even) sweeps between
// u and v.
namespace {
constexpr float kCentre = 0.4f, kNeighbour = 0.1f;

void sweep(const float* __restrict in, float* __restrict out, long nx, long ny, long nz) {
  const long plane = nx * ny;
#pragma omp for collapse(2) schedule(static)
  for (long z = 0; z < nz; ++z)
    for (long y = 0; y < ny; ++y) {
      const float* r = in + z * plane + y * nx;
      float* o = out + z * plane + y * nx;
      if (z == 0 || y == 0 || z == nz - 1 || y == ny - 1) {
        for (long x = 0; x < nx; ++x) o[x] = r[x];
        continue;
      }
      o[0] = r[0];
#pragma omp simd
      for (long x = 1; x < nx - 1; ++x)
        o[x] = kCentre * r[x] +
               kNeighbour * (r[x - 1] + r[x + 1] + r[x - nx] + r[x + nx] + r[x - plane] + r[x + plane]);
      o[nx - 1] = r[nx - 1];
    }
}
}  // namespace

extern "C" void stencil3d_omp(float* u, float* v, long nx, long ny, long nz, int steps) {
#pragma omp parallel
  for (int s = 0; s < steps; s += 2) {
    sweep(u, v, nx, ny, nz);
    sweep(v, u, nx, ny, nz);
  }
}
