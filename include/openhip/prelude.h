// Force-included by hipcc (`-include openhip/prelude.h`) before the first
// line of every .hip/.cu translation unit, in both the device and the host
// pass, as clang's CUDA driver would force-include its runtime wrapper and
// nvcc its cuda_runtime.h. It makes the kernel language available even
// before the source includes <hip/hip_runtime.h>, and sets up the standard
// headers for device use before the source can include them first.
#ifndef OPENHIP_PRELUDE_H
#define OPENHIP_PRELUDE_H

#include <openhip/kernel_language.h>

// CUDA sources (.cu) expect nvcc's implicit cuda_runtime.h. Looked up next
// to our include/ folder only, never a CUDA toolkit's header. HIP sources
// get all of <hip/hip_runtime.h> likewise: hipcc precompiles this prelude
// (docs/hipcc.md), so the source's own #include of it then costs nothing.
#if defined(__OPENHIP_CUDA_SOURCE__) && __has_include("../cuda_runtime.h")
#include "../cuda_runtime.h"
#else
#include <hip/hip_runtime.h>
#endif

#endif  // OPENHIP_PRELUDE_H
