// Narrowing a sub-CFG's x loop to the work-items that do something:
// tree reductions run `if (tid < stride) ...` between barriers, and only
// `stride` of blockDim.x work-items are active. When the only thing the
// others would do is skip to the end of the sub-CFG, the x loop stops at
// min(blockDim.x, stride), taking `stride` from the peeled work-item 0.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGNARROWING_H
#define OPENHIP_COMPILER_PASSES_SUBCFGNARROWING_H

#include "SubCfgFormation.h"

namespace openhip {

struct WorkItemLoopNest;

/// For each sub-CFG, the block whose branch `x < U` (x the work-item's
/// x id, U block-uniform; unsigned or signed) every work-item reaches on the
/// same path of uniform branches and at most once; null where there is none.
/// Decided on the sub-CFGs' original blocks, where uniformity is known.
llvm::SmallVector<llvm::BasicBlock*, 8> findNarrowingGuards(llvm::ArrayRef<SubCfg> subCfgs,
                                                              const BarrierUniformity& uniformity);

/// `body` (entered at `bodyEntry`, leaving only to the nest's latch) is the
/// nest's copy of the sub-CFG and `guard` its copy of the guard block;
/// `peeledGuard` is the guard in work-item 0's copy, which runs first and
/// then branches to `others`, the block in front of the nest's loops. If no
/// work-item failing the guard has a side effect before it leaves the
/// sub-CFG, the nest's x loop is bounded by U as work-item 0 saw it (or by
/// blockDim.x if work-item 0 did not reach the guard). Returns whether it did.
bool narrowToGuard(const WorkItemFrame& frame, const WorkItemLoopNest& nest, llvm::ArrayRef<llvm::BasicBlock*> body,
                   llvm::BasicBlock* bodyEntry, llvm::BasicBlock* guard, llvm::BasicBlock* peeledGuard,
                   llvm::BasicBlock* others);

}  // namespace openhip

#endif
