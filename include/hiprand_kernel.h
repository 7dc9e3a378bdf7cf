// The pre-ROCm-5.2 location (and what hipify tools emit for curand_kernel.h): forwards to
// <hiprand/hiprand_kernel.h>.
#ifndef OPENHIP_HIPRAND_KERNEL_H_FORWARD
#define OPENHIP_HIPRAND_KERNEL_H_FORWARD

#include <hiprand/hiprand_kernel.h>

#endif // OPENHIP_HIPRAND_KERNEL_H_FORWARD
