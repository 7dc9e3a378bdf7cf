// cuRAND header that CUDA sources may include directly; the discrete distribution types
// are part of curand_kernel.h here.
#ifndef CURANDDISCRETE_H_
#define CURANDDISCRETE_H_

#include <curand_kernel.h>

#endif // CURANDDISCRETE_H_
