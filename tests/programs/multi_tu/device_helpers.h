// __device__ functions defined in a header that two translation units
// include: a plain one, an inline one and a host+device one. Each translation
// unit's device code gets its own copy; linking both must not clash.
#ifndef OPENHIP_TESTS_MULTI_TU_DEVICE_HELPERS_H
#define OPENHIP_TESTS_MULTI_TU_DEVICE_HELPERS_H

#include <hip/hip_runtime.h>

__device__ int mix(int x) { return x * 31 + 7; }

__device__ inline int twice(int x) { return 2 * x; }

__host__ __device__ inline int expected_fill(int tu, int i) { return tu * 100000 + i; }

// Kernels defined in other_tu.hip and launched from main.hip.
__global__ void scale_kernel(int* data, int factor, int n);
void launch_other_fill(int* out, int n);        // launches other_tu.hip's static `fill`
void launch_other_anonymous(int* out, int n);   // launches other_tu.hip's anonymous-namespace `tagged`

#endif
