#ifndef OPENHIP_COMPILER_PASSES_DECISIONSLICE_H
#define OPENHIP_COMPILER_PASSES_DECISIONSLICE_H

#include "cpu/cbs/SubCfgFormation.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class AllocaInst;
class BasicBlock;
}  // namespace llvm

namespace openhip {

/// True if the peeled first work-item of `subCfg` may be cut to its decision
/// slice as far as branches go: every multi-way terminator is marked uniform,
/// is a narrowing guard (with `exceptNarrowingGuards`), or heads a skippable
/// divergent region (keepDecisionSlice).
bool branchesAllowDecisionSlice(const SubCfg& subCfg, bool exceptNarrowingGuards);

/// Reduces a peeled copy (`blocks`) to its decision slice: the branches that
/// decide where the block goes, its stores to `uniformSlots` and the x order
/// comparisons whose flip point it computes for the nest (cpu::XSplitMD),
/// with what they compute from. A divergent branch whose paths meet again
/// inside the copy, with nothing the slice needs on the way (`if (t > k)
/// {...}` in a time-step loop), is replaced by a jump to where they meet; the
/// blocks skipped are erased and taken out of `blocks`.
/// Returns false, changing nothing, where the copy must stay whole: the
/// work-item the copy stands for runs again in the nest, so the slice must
/// read nothing the sub-CFG writes, but the lowering may keep a uniform value
/// in a private slot that the sub-CFG stores and reloads (defined before a
/// loop with barriers, used in its header); or a skipped region would hold
/// something the slice needs.
bool keepDecisionSlice(llvm::SmallVectorImpl<llvm::BasicBlock*>& blocks,
                       const llvm::SmallPtrSetImpl<const llvm::AllocaInst*>& uniformSlots);

}  // namespace openhip

#endif
