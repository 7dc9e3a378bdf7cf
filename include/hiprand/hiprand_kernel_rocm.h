// hipRAND's ROCm-platform device header (included by hiprand_kernel.h there): forwards to
// <hiprand/hiprand_kernel.h>.
#ifndef OPENHIP_HIPRAND_HIPRAND_KERNEL_ROCM_H_FORWARD
#define OPENHIP_HIPRAND_HIPRAND_KERNEL_ROCM_H_FORWARD

#include <hiprand/hiprand_kernel.h>

#endif // OPENHIP_HIPRAND_HIPRAND_KERNEL_ROCM_H_FORWARD
