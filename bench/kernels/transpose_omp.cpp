// Matrix transpose in OpenMP: 32 x 32 tiles in parallel (cache blocking).
extern "C" void transpose_omp(const float* __restrict in, float* __restrict out, long n) {
  constexpr long kTile = 32;
#pragma omp parallel for collapse(2) schedule(static)
  for (long by = 0; by < n; by += kTile)
    for (long bx = 0; bx < n; bx += kTile)
      for (long y = by; y < by + kTile; ++y)
        for (long x = bx; x < bx + kTile; ++x) out[x * n + y] = in[y * n + x];
}
