// cuRAND header that CUDA sources may include directly; the MTGP32 parameter and state types
// are part of curand_kernel.h here.
#ifndef CURAND_MTGP32_H
#define CURAND_MTGP32_H

#include <curand_kernel.h>

#endif // CURAND_MTGP32_H
