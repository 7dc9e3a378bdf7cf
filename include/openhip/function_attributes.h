// Function qualifiers of the kernel language beyond the five
// execution-space attributes (__host__ __device__ __global__ __shared__
// __constant__), which <hip/hip_common.h> defines for every compiler.
// __restrict__ needs nothing: it is a keyword of clang and GCC.
#ifndef OPENHIP_FUNCTION_ATTRIBUTES_H
#define OPENHIP_FUNCTION_ATTRIBUTES_H

#include <hip/hip_common.h>

#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
// __noinline__ is a keyword in clang's CUDA mode (clang >= 15); a macro
// would break libstdc++'s __attribute__((__noinline__)).

// HIP: __launch_bounds__(MAX_THREADS_PER_BLOCK[, MIN_WARPS_PER_EXECUTION_UNIT]).
// clang records the first value as the kernel's maximum block size (the
// lowering puts it in the kernel table); the second one has no meaning on a
// CPU and is accepted so that AMD-tuned code compiles.
#ifndef __launch_bounds__
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#endif

// CUDA's __grid_constant__ marks a const kernel parameter whose address may be
// taken without a copy; kernel parameters are ordinary memory here already.
#ifndef __grid_constant__
#define __grid_constant__
#endif

#endif  // OPENHIP_FUNCTION_ATTRIBUTES_H
