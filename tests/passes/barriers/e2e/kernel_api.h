// What the kernels of the end-to-end test see: the canonical kernel form of
// src/compiler/passes/common/LoweringContract.h written in C, so that clang can
// produce it without hipcc. VARIANT (a suffix) keeps the kernels of several
// pipelines apart when they are linked into one test.
#ifndef OPENHIP_TESTS_BARRIER_E2E_KERNEL_API_H
#define OPENHIP_TESTS_BARRIER_E2E_KERNEL_API_H

#include "openhip/abi.h"

unsigned __openhip_local_id(unsigned dim) __attribute__((const, nothrow));
void __openhip_barrier(void) __attribute__((convergent, nothrow));
int __openhip_barrier_popc(int predicate) __attribute__((convergent, nothrow));
int __openhip_barrier_and(int predicate) __attribute__((convergent, nothrow));
int __openhip_barrier_or(int predicate) __attribute__((convergent, nothrow));

#define OPENHIP_CAT2(a, b) a##b
#define OPENHIP_CAT(a, b) OPENHIP_CAT2(a, b)
#define KERNEL(name) OPENHIP_CAT(kernel_##name##_, VARIANT)

#define threadIdx_x __openhip_local_id(0)
#define threadIdx_y __openhip_local_id(1)
#define threadIdx_z __openhip_local_id(2)
#define blockDim_x (ctx->block_dim[0])
#define blockDim_y (ctx->block_dim[1])
#define blockDim_z (ctx->block_dim[2])
#define blockIdx_x (ctx->block_idx[0])
#define blockIdx_y (ctx->block_idx[1])
#define gridDim_x (ctx->grid_dim[0])
#define SHARED(type) ((type*)ctx->shared_arena)

#endif
