// The largest element of each row and its first index in OpenMP: rows in
// parallel, each a plain loop (GCC keeps it scalar: the index makes it more
// than a max reduction).
extern "C" void row_argmax_omp(const float* in, float* best, int* where, long rows, long cols) {
#pragma omp parallel for schedule(static)
  for (long r = 0; r < rows; ++r) {
    const float* row = in + r * cols;
    float v = row[0];
    int at = 0;
    for (long c = 1; c < cols; ++c)
      if (row[c] > v) {
        v = row[c];
        at = static_cast<int>(c);
      }
    best[r] = v;
    where[r] = at;
  }
}
