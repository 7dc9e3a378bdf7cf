// cuRAND header that CUDA sources may include directly; the device API constants
// are part of curand_kernel.h here.
#ifndef CURAND_GLOBALS_H
#define CURAND_GLOBALS_H

#include <curand_kernel.h>

#endif // CURAND_GLOBALS_H
