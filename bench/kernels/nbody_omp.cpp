// All-pairs n-body accelerations in OpenMP: bodies in parallel, the loop over
// the other bodies vectorized as a reduction. pos/acc hold x, y, z, w per body.
#include <cmath>

extern "C" void nbody_omp(const float* __restrict pos, float* __restrict acc, long n, float eps2) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    const float px = pos[4 * i], py = pos[4 * i + 1], pz = pos[4 * i + 2];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
#pragma omp simd reduction(+ : ax, ay, az)
    for (long j = 0; j < n; ++j) {
      const float dx = pos[4 * j] - px, dy = pos[4 * j + 1] - py, dz = pos[4 * j + 2] - pz;
      const float inv = 1.0f / std::sqrt(dx * dx + dy * dy + dz * dz + eps2);
      const float s = pos[4 * j + 3] * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    acc[4 * i] = ax, acc[4 * i + 1] = ay, acc[4 * i + 2] = az, acc[4 * i + 3] = 0.0f;
  }
}
