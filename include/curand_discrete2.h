// cuRAND header that CUDA sources may include directly; the discrete distributions
// are part of curand_kernel.h here.
#ifndef CURAND_DISCRETE_H_
#define CURAND_DISCRETE_H_

#include <curand_kernel.h>

#endif // CURAND_DISCRETE_H_
