// Helpers of the cooperative-groups programs.
#ifndef OPENHIP_TESTS_COOPERATIVE_CHECK_H
#define OPENHIP_TESTS_COOPERATIVE_CHECK_H

#include <hip/hip_cooperative_groups.h>
#include <hip/hip_runtime.h>

#include "../program_check.h"

/// Blocks a cooperative launch of `kernel` may have, as a program computes it
/// for a GPU: resident blocks per multiprocessor x multiprocessors.
template <typename Kernel>
int cooperativeGridSize(Kernel kernel, int block_threads, size_t shared = 0) {
  int per_multiprocessor = 0, device = 0;
  HIP_CHECK(hipGetDevice(&device));
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(
      &per_multiprocessor, reinterpret_cast<const void*>(kernel), block_threads, shared));
  hipDeviceProp_t props;
  HIP_CHECK(hipGetDeviceProperties(&props, device));
  return per_multiprocessor * props.multiProcessorCount;
}

#endif
