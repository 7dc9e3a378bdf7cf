// The HIP API's types and constants for the runtime's own code (C
// declarations only: the C++ convenience overloads of the public header are
// for programs).
#pragma once

#define __HIP_DISABLE_CPP_FUNCTIONS__ 1
#include <hip/hip_runtime_api.h>
