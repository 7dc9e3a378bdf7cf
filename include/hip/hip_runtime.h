// Everything a HIP program includes: the host runtime API and, when compiled
// by hipcc (clang's CUDA mode, __CUDA__ defined), the kernel language.
// Host-only C++ may include this header and link with -lopenhip.
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H

#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__cplusplus)
#include <thread>
#endif

#include <hip/hip_common.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_vector_types.h>
#include <hip/hip_version.h>
#include <hip/library_types.h>

#if defined(__clang__) && defined(__CUDA__)
#if defined(__has_include)
#if __has_include(<openhip/kernel_language.h>)
#include <openhip/kernel_language.h>
#endif
#endif
#endif

// Host-side helpers HIP programs use with hipcc; the kernel language may
// already provide them.
#ifndef HIP_KERNEL_NAME
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#endif
#ifndef HIP_SYMBOL
#define HIP_SYMBOL(X) X
#endif
#if defined(__clang__) && defined(__CUDA__) && !defined(hipLaunchKernelGGL)
#define hipLaunchKernelGGL(kernelName, numBlocks, numThreads, memPerBlock, streamId, ...)          \
  do {                                                                                             \
    kernelName<<<(numBlocks), (numThreads), (memPerBlock), (streamId)>>>(__VA_ARGS__);             \
  } while (0)
#endif

#endif // HIP_INCLUDE_HIP_HIP_RUNTIME_H
