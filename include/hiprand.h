// The pre-ROCm-5.2 location (and what hipify tools emit for curand.h): forwards to
// <hiprand/hiprand.h>.
#ifndef OPENHIP_HIPRAND_H_FORWARD
#define OPENHIP_HIPRAND_H_FORWARD

#include <hiprand/hiprand.h>

#endif // OPENHIP_HIPRAND_H_FORWARD
