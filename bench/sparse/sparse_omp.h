// The hand-written OpenMP CSR loops the hipSPARSE benchmark compares with
// (compiled by g++ -fopenmp, linked into the benchmark).
#ifndef OPENHIP_BENCH_SPARSE_OMP_H
#define OPENHIP_BENCH_SPARSE_OMP_H

/// y = alpha * A x + beta * y, one parallel loop over the rows.
/// dynamicSchedule: schedule(dynamic, 64) instead of the static split.
void ompCsrSpmv(int rows, const int* offsets, const int* columns, const double* values,
                const double* x, double alpha, double beta, double* y, bool dynamicSchedule);

/// C = alpha * A B + beta * C with B (k x n) and C (rows x n) row-major.
void ompCsrSpmm(int rows, int n, const int* offsets, const int* columns, const float* values,
                const float* b, float alpha, float beta, float* c, bool dynamicSchedule);

#endif // OPENHIP_BENCH_SPARSE_OMP_H
