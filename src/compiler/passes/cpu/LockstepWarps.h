// Pass "openhip-lockstep-warps": the lanes of a warp run in lockstep where they
// talk through shared memory without a barrier (docs/warp-operations.md,
// "Lockstep"). On a GPU a warp's lanes execute each instruction together, so
// code written for GPUs often lets one lane read what another lane of its warp
// stored a statement earlier with no barrier in between: warp scans and the
// unrolled last warp of a reduction through `volatile __shared__` memory,
// lanes 0..k storing partial results that lane 0 reads next. OpenHIP runs the
// work-items of a block one after another between barriers, which gives such
// code other results. Runs on the canonical form, before the work-item loops;
// per kernel, over accesses that may reach the shared arena:
//   * a store that some later shared load may read (no barrier or warp
//     collective between them) gets a warp barrier after it, unless both use
//     the same address computed from the work-item id (a lane's own slot);
//   * between `volatile` shared accesses the same holds for later stores, and
//     a volatile store that an earlier volatile access of another address
//     reaches gets a warp barrier before it (all lanes read, then all write).
// A warp barrier is `__openhip_warp_ballot(1)` (what __syncwarp is), marked
// "openhip.lockstep", so the collective lowering makes every active lane of
// the warp reach it before any goes on: lockstep at statement granularity,
// only where lanes communicate. Kernels without such accesses are unchanged.
#ifndef OPENHIP_COMPILER_PASSES_LOCKSTEPWARPS_H
#define OPENHIP_COMPILER_PASSES_LOCKSTEPWARPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class LockstepWarpsPass : public llvm::PassInfoMixin<LockstepWarpsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-lockstep-warps"; }
};

}  // namespace openhip

#endif
