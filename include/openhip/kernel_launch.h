// HIP's launch macros, the one definition of each. A launch is clang's
// `kernel<<<grid, block, shared, stream>>>(args...)`: clang's host code calls
// __cudaPushCallConfiguration and then cudaLaunchKernel from the kernel's stub
// (declared in <hip/hip_registration.h>, which only code compiled by hipcc
// sees; implemented by libopenhip). dim3 converts from an integer, so grid and
// block may each be given as an int or a dim3.
#ifndef OPENHIP_KERNEL_LAUNCH_H
#define OPENHIP_KERNEL_LAUNCH_H

#include <hip/hip_runtime_api.h>
#if defined(__clang__) && defined(__CUDA__)
#include <hip/hip_registration.h>
#endif

/// Wraps a kernel name that contains commas (template arguments).
#define HIP_KERNEL_NAME(...) __VA_ARGS__
/// A device symbol as the symbol APIs take it (hipMemcpyToSymbol(HIP_SYMBOL(x), ...)).
#define HIP_SYMBOL(X) X

#define hipLaunchKernelGGLInternal(kernelName, numBlocks, numThreads, memPerBlock, streamId, ...) \
  do {                                                                                          \
    kernelName<<<(numBlocks), (numThreads), (memPerBlock), (streamId)>>>(__VA_ARGS__);          \
  } while (0)

/// hipLaunchKernelGGL(kernel, grid, block, dynamicSharedBytes, stream, args...)
#define hipLaunchKernelGGL(kernelName, ...) hipLaunchKernelGGLInternal((kernelName), __VA_ARGS__)

/// Old HIP spelling of a dynamic shared-memory declaration.
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#endif  // OPENHIP_KERNEL_LAUNCH_H
