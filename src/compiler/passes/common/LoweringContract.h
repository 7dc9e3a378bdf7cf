// The canonical form of a kernel between the passes that prepare it and the
// work-item loop / barrier lowering (WorkItemLoops, BarrierLowering). Keeping
// it in one place lets each pass stay independent and FileCheck-testable.
//
// Before the work-item loop passes run, a kernel
//   * is a function with the "openhip-kernel" attribute whose LAST parameter
//     is `ptr %ctx` (an OpenHipLaunchCtx, see include/openhip/abi.h);
//   * reads its thread index only through `i32 @__openhip_local_id(i32 dim)`
//     (dim = 0, 1, 2; readnone, no other users);
//   * reads blockDim/gridDim/blockIdx as loads from %ctx (uniform values);
//   * has every non-recursive callee inlined, so barriers are visible;
//   * synchronizes only with `call void @__openhip_barrier()` (convergent);
//     __syncthreads_count/_and/_or are `i32 @__openhip_barrier_popc(i32)`,
//     `@__openhip_barrier_and(i32)`, `@__openhip_barrier_or(i32)`;
//   * does warp-level work only with the two collectives (convergent, declared
//     by include/openhip/warp_functions.h; docs/warp-operations.md):
//     `i64 @__openhip_warp_gather(i64 bits, i32 lane)` -> `bits` of lane
//     `lane` (0 <= lane < warp size) of the caller's warp if that lane takes
//     part in the same call, else the caller's own `bits`;
//     `i64 @__openhip_warp_ballot(i32 p)` -> bit i set iff lane i of the
//     caller's warp takes part with p != 0.
// After them, no call to those functions remains; the kernel runs every
// work-item of its block, and carries the function attributes
//   "openhip-private-size"="<bytes per work-item used in ctx->private_arena>"
//   "openhip-has-barriers" (present iff it was lowered by BarrierLowering).
#ifndef OPENHIP_COMPILER_PASSES_COMMON_LOWERINGCONTRACT_H
#define OPENHIP_COMPILER_PASSES_COMMON_LOWERINGCONTRACT_H

// The names above are spelled in LoweringNames.h (namespace contract).
#include "common/LoweringNames.h"

#endif
