// The OpenMP references: the loops a CPU programmer writes for CSR products.
#include "sparse_omp.h"

void ompCsrSpmv(int rows, const int* offsets, const int* columns, const double* values,
                const double* x, double alpha, double beta, double* y, bool dynamicSchedule) {
  if (dynamicSchedule) {
#pragma omp parallel for schedule(dynamic, 64)
    for (int i = 0; i < rows; ++i) {
      double sum = 0;
      for (int k = offsets[i]; k < offsets[i + 1]; ++k) sum += values[k] * x[columns[k]];
      y[i] = alpha * sum + beta * y[i];
    }
  } else {
#pragma omp parallel for schedule(static)
    for (int i = 0; i < rows; ++i) {
      double sum = 0;
      for (int k = offsets[i]; k < offsets[i + 1]; ++k) sum += values[k] * x[columns[k]];
      y[i] = alpha * sum + beta * y[i];
    }
  }
}

void ompCsrSpmm(int rows, int n, const int* offsets, const int* columns, const float* values,
                const float* b, float alpha, float beta, float* c, bool dynamicSchedule) {
  auto row = [&](int i) {
    float* out = c + static_cast<long>(i) * n;
    for (int j = 0; j < n; ++j) out[j] *= beta;
    for (int k = offsets[i]; k < offsets[i + 1]; ++k) {
      const float a = alpha * values[k];
      const float* in = b + static_cast<long>(columns[k]) * n;
#pragma omp simd
      for (int j = 0; j < n; ++j) out[j] += a * in[j];
    }
  };
  if (dynamicSchedule) {
#pragma omp parallel for schedule(dynamic, 64)
    for (int i = 0; i < rows; ++i) row(i);
  } else {
#pragma omp parallel for schedule(static)
    for (int i = 0; i < rows; ++i) row(i);
  }
}
