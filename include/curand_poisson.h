// cuRAND header that CUDA sources may include directly; the Poisson distributions
// are part of curand_kernel.h here.
#ifndef CURAND_POISSON_H_
#define CURAND_POISSON_H_

#include <curand_kernel.h>

#endif // CURAND_POISSON_H_
