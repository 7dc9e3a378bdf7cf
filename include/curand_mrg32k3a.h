// cuRAND header that CUDA sources may include directly; the MRG32k3a device functions
// are part of curand_kernel.h here.
#ifndef CURAND_MRG32K3A_H_
#define CURAND_MRG32K3A_H_

#include <curand_kernel.h>

#endif // CURAND_MRG32K3A_H_
