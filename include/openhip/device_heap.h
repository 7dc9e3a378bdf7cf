// Device-side dynamic memory and __managed__ variables.
//
// malloc/free in device code (and new/delete, which clang's cuda_wrappers/new
// implements with them; declared in device_std_headers.h) are renamed by
// hipcc's device lowering to libopenhip's device heap
// (src/runtime/device_heap.cpp): 16-byte aligned blocks, NULL once the live
// blocks would exceed hipDeviceSetLimit(hipLimitMallocHeapSize, ...).
//
// __managed__ variables: clang ignores the managed attribute in CUDA mode, so
// host code and kernels would each get their own copy. Here the host's
// variable is the one storage (a plain global, or clang's host shadow for
// `__device__ __managed__`), and the device side marks its copy; the device
// lowering makes kernels reach the host's variable through a pointer the
// runtime sets at startup, so hipMemcpy to/from &var and the symbol API work
// on it too. Such variables need external linkage (not static, not in an
// anonymous namespace). See docs/device-services.md.
#ifndef OPENHIP_DEVICE_HEAP_H
#define OPENHIP_DEVICE_HEAP_H

#include <hip/hip_common.h>

#include <stddef.h>

// The runtime's entry points behind device malloc/free (callable directly too).
extern "C" {
__device__ void* __openhip_device_malloc(size_t size);
__device__ void __openhip_device_free(void* pointer);
}

#undef __managed__
#ifdef __CUDA_ARCH__
#define __managed__ __device__ __attribute__((annotate("openhip.managed")))
#else
#define __managed__
#endif

#endif  // OPENHIP_DEVICE_HEAP_H
