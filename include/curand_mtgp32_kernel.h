// cuRAND header that CUDA sources may include directly; the MTGP32 device functions
// are part of curand_kernel.h here.
#ifndef CURAND_MTGP32_KERNEL_H
#define CURAND_MTGP32_KERNEL_H

#include <curand_kernel.h>

#endif // CURAND_MTGP32_KERNEL_H
