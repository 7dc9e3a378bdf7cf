// cuRAND header that CUDA sources may include directly; the uniform distributions
// are part of curand_kernel.h here.
#ifndef CURAND_UNIFORM_H_
#define CURAND_UNIFORM_H_

#include <curand_kernel.h>

#endif // CURAND_UNIFORM_H_
