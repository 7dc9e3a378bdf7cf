// Block-level synchronization. __syncthreads() itself is a clang builtin in
// CUDA mode (llvm.nvvm.barrier0) and must not be declared again; the
// counting/voting variants map to the NVVM barrier-reduction builtins, which
// the CPU lowering turns into barriers with a block-wide reduction.
#ifndef OPENHIP_SYNCHRONIZATION_H
#define OPENHIP_SYNCHRONIZATION_H

#include <hip/hip_common.h>

/// Waits for the whole block; returns how many threads passed a non-zero predicate.
__device__ inline int __syncthreads_count(int predicate) { return __nvvm_bar0_popc(predicate); }

/// Waits for the whole block; non-zero iff every thread passed a non-zero predicate.
__device__ inline int __syncthreads_and(int predicate) { return __nvvm_bar0_and(predicate); }

/// Waits for the whole block; non-zero iff any thread passed a non-zero predicate.
__device__ inline int __syncthreads_or(int predicate) { return __nvvm_bar0_or(predicate); }

#endif  // OPENHIP_SYNCHRONIZATION_H
