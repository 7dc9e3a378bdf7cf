// How many threads OpenBLAS uses (see docs/hipblas.md, "Threads").
#ifndef OPENHIP_HIPBLAS_BLAS_THREADS_H
#define OPENHIP_HIPBLAS_BLAS_THREADS_H

namespace openhip_blas {

// Applies OPENHIP_BLAS_NUM_THREADS (or else OPENHIP_NUM_THREADS) to OpenBLAS's pool, once
// per process; without either OpenBLAS keeps its own default (OPENBLAS_NUM_THREADS or
// one thread per core).
void configureBlasThreads();

}  // namespace openhip_blas

#endif
