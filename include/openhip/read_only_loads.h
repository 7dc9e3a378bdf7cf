// __ldg: CUDA's load through the read-only data cache. A CPU has one cache
// hierarchy for all loads, so it is a plain load; HIP declares it for the
// scalar, vector and half types, which one template covers.
#ifndef OPENHIP_READ_ONLY_LOADS_H
#define OPENHIP_READ_ONLY_LOADS_H

#include <hip/hip_common.h>

template <class T>
__device__ inline T __ldg(const T* address) {
  return *address;
}

#endif  // OPENHIP_READ_ONLY_LOADS_H
