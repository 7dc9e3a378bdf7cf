// hipRAND's ROCm-platform header (included by hiprand.h there): forwards to <hiprand/hiprand.h>.
#ifndef OPENHIP_HIPRAND_HIPRAND_ROCM_H_FORWARD
#define OPENHIP_HIPRAND_HIPRAND_ROCM_H_FORWARD

#include <hiprand/hiprand.h>

#endif // OPENHIP_HIPRAND_HIPRAND_ROCM_H_FORWARD
