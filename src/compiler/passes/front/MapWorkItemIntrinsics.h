// Pass 5 "openhip-map-work-item-intrinsics": brings kernels into the canonical
// form of LoweringContract.h. Each kernel gets the hidden `ptr %ctx` last
// parameter; NVVM special-register reads and barriers become
//   tid.{x,y,z}            → call i32 @__openhip_local_id(i32 dim)
//   ntid/ctaid/nctaid      → loads of ctx->block_dim/block_idx/grid_dim
//   warpsize / laneid      → the module's warp size / linear id % warp size
//   barrier0, barrier.sync, bar.sync → call void @__openhip_barrier()
//   barrier0.popc/and/or   → @__openhip_barrier_popc/_and/_or
//   membar.cta (nothing), membar.gl/sys (fence seq_cst)
// Any other llvm.nvvm.* intrinsic or inline asm is a compile error naming
// the kernel, the construct and its source location. New NVVM intrinsics
// (atomics, warp shuffles, ...) are added to the table in the .cpp file.
//
// Device services (calls of external declarations, docs/device-services.md):
//   vprintf(fmt, args)     → @__openhip_device_printf(fmt, args)
//   malloc / free          → @__openhip_device_malloc / @__openhip_device_free
//   llvm.trap, abort       → @__openhip_device_trap(threadIdx.x, .y, .z), noreturn
// __managed__ variables (annotated "openhip.managed" by the headers) are used
// through a pointer slot that a constructor registers:
// @__openhip_register_managed_var(ptr slot, ptr weak host symbol, ptr name,
// i64 size, ptr initial value or null, ptr source file name); one with
// internal linkage is an error.
#ifndef OPENHIP_COMPILER_PASSES_MAPWORKITEMINTRINSICS_H
#define OPENHIP_COMPILER_PASSES_MAPWORKITEMINTRINSICS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class MapWorkItemIntrinsicsPass : public llvm::PassInfoMixin<MapWorkItemIntrinsicsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

}  // namespace openhip

#endif
