// cuRAND header that CUDA sources may include directly; the normal distributions
// are part of curand_kernel.h here.
#ifndef CURAND_NORMAL_H_
#define CURAND_NORMAL_H_

#include <curand_kernel.h>

#endif // CURAND_NORMAL_H_
