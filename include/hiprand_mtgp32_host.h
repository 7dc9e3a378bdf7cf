// The pre-ROCm-5.2 location: forwards to <hiprand/hiprand_mtgp32_host.h>.
#ifndef OPENHIP_HIPRAND_MTGP32_HOST_H_FORWARD
#define OPENHIP_HIPRAND_MTGP32_HOST_H_FORWARD

#include <hiprand/hiprand_mtgp32_host.h>

#endif // OPENHIP_HIPRAND_MTGP32_HOST_H_FORWARD
