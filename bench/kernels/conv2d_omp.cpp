// 2-D 5x5 convolution in OpenMP: rows in parallel, each row a vectorized loop
// over its outputs.
extern "C" void conv2d_omp(const float* __restrict padded, float* __restrict out, const float* __restrict filter,
                           long width, long height) {
  const long stride = width + 4;
#pragma omp parallel for schedule(static)
  for (long y = 0; y < height; ++y) {
#pragma omp simd
    for (long x = 0; x < width; ++x) {
      float sum = 0.0f;
      for (long fy = 0; fy < 5; ++fy)
        for (long fx = 0; fx < 5; ++fx) sum += padded[(y + fy) * stride + x + fx] * filter[fy * 5 + fx];
      out[y * width + x] = sum;
    }
  }
}
