// Binomial-lattice option pricing in OpenMP: options in parallel, each step's
// update of the live nodes one vectorized loop (v[j] reads v[j + 1] before
// the next vector overwrites it, so the in-place update vectorizes).
#include <algorithm>
#include <cmath>
#include <vector>

extern "C" void lattice_omp(const float* __restrict spot, const float* __restrict strike, float* __restrict value,
                            long options, int steps, float vdt, float pu, float pd) {
#pragma omp parallel
  {
    std::vector<float> nodes(steps + 1);
    float* v = nodes.data();
#pragma omp for schedule(static)
    for (long o = 0; o < options; ++o) {
      for (int n = 0; n <= steps; ++n) v[n] = std::max(spot[o] * std::exp(vdt * (2.0f * n - steps)) - strike[o], 0.0f);
      for (int i = steps; i > 0; --i) {
#pragma omp simd
        for (int j = 0; j < i; ++j) v[j] = pu * v[j + 1] + pd * v[j];
      }
      value[o] = v[0];
    }
  }
}
