// Memory fences. They become clang's NVVM membar builtins, which the CPU
// lowering maps to LLVM fences: a sequentially consistent fence for device and
// system scope, nothing for block scope (a block runs on one CPU thread, so
// program order already orders its threads' accesses; see
// MapWorkItemIntrinsics.cpp).
#ifndef OPENHIP_MEMORY_FENCES_H
#define OPENHIP_MEMORY_FENCES_H

#include <hip/hip_common.h>

__device__ inline void __threadfence_block() { __nvvm_membar_cta(); }
__device__ inline void __threadfence() { __nvvm_membar_gl(); }
__device__ inline void __threadfence_system() { __nvvm_membar_sys(); }

#endif  // OPENHIP_MEMORY_FENCES_H
