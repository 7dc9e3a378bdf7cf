// CSR sparse matrix-vector product in OpenMP: rows in parallel, each row's
// dot product as a vectorized (gathering) reduction.
extern "C" void spmv_omp(const int* __restrict row_start, const int* __restrict cols,
                         const float* __restrict vals, const float* __restrict x,
                         float* __restrict y, long rows) {
#pragma omp parallel for schedule(static)
  for (long r = 0; r < rows; ++r) {
    float sum = 0.0f;
#pragma omp simd reduction(+ : sum)
    for (int k = row_start[r]; k < row_start[r + 1]; ++k) sum += vals[k] * x[cols[k]];
    y[r] = sum;
  }
}
