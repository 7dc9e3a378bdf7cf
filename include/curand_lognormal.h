// cuRAND header that CUDA sources may include directly; the log-normal distributions
// are part of curand_kernel.h here.
#ifndef CURAND_LOGNORMAL_H_
#define CURAND_LOGNORMAL_H_

#include <curand_kernel.h>

#endif // CURAND_LOGNORMAL_H_
