// Row softmax in OpenMP: rows in parallel; per row a vectorized maximum, one
// pass storing the exponentials and summing them, one pass scaling.
#include <cmath>

extern "C" void softmax_omp(const float* in, float* out, long rows, long cols) {
#pragma omp parallel for schedule(static)
  for (long r = 0; r < rows; ++r) {
    const float* __restrict x = in + r * cols;
    float* __restrict y = out + r * cols;
    float top = -INFINITY;
#pragma omp simd reduction(max : top)
    for (long c = 0; c < cols; ++c) top = x[c] > top ? x[c] : top;
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (long c = 0; c < cols; ++c) {
      const float e = std::exp(x[c] - top);
      y[c] = e;
      sum += e;
    }
    const float scale = 1.0f / sum;
#pragma omp simd
    for (long c = 0; c < cols; ++c) y[c] *= scale;
  }
}
