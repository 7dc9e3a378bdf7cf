// cuRAND header that CUDA sources may include directly; the skip-ahead tables
// are part of curand_kernel.h here.
#ifndef CURAND_PRECALC_H_
#define CURAND_PRECALC_H_

#include <curand_kernel.h>

#endif // CURAND_PRECALC_H_
