// CUB's configuration headers in one.
#ifndef CUB_CONFIG_CUH
#define CUB_CONFIG_CUH

#include "util_arch.cuh"
#include "util_debug.cuh"
#include "util_macro.cuh"
#include "util_namespace.cuh"

#endif  // CUB_CONFIG_CUH
