// cuRAND header that CUDA sources may include directly; the Philox4x32-10 device functions
// are part of curand_kernel.h here.
#ifndef CURAND_PHILOX4X32_X__H_
#define CURAND_PHILOX4X32_X__H_

#include <curand_kernel.h>

#endif // CURAND_PHILOX4X32_X__H_
