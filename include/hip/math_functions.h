// HIP programs include <hip/math_functions.h> for device-side math functions. In OpenHIP
// everything callable from device code comes with the kernel language
// (<openhip/kernel_language.h>, through <hip/hip_runtime.h>); this header
// forwards there so those includes keep working.
#ifndef HIP_INCLUDE_HIP_MATH_FUNCTIONS_H
#define HIP_INCLUDE_HIP_MATH_FUNCTIONS_H

#include <hip/hip_runtime.h>

#endif // HIP_INCLUDE_HIP_MATH_FUNCTIONS_H
