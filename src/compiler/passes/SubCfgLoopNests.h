// The second half of BarrierLowering: replaces the kernel body by one
// work-item loop nest per sub-CFG (see SubCfgFormation.h), chained by the
// barrier the work-items reached.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGLOOPNESTS_H
#define OPENHIP_COMPILER_PASSES_SUBCFGLOOPNESTS_H

#include "SubCfgFormation.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace openhip {

/// True if some work-items may return while others go on to a barrier: a
/// work-item dependent branch from which a sub-CFG can end both ways
/// (e.g. `if (i >= n) return;` before __syncthreads()).
bool hasDivergentReturn(llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                        const BarrierUniformity& uniformity);

struct SubCfgLoweringOptions {
  /// Scalar slots of uniform values (from demoteValues): one work-item's
  /// store is enough.
  const llvm::SmallPtrSetImpl<const llvm::AllocaInst*>* uniformSlots = nullptr;
  /// A 1-byte private slot: work-items that returned are remembered and
  /// skipped by the later sub-CFGs, and the block goes on while any
  /// work-item reached a barrier (see hasDivergentReturn).
  std::optional<uint64_t> exitedFlagOffset;
  /// Per sub-CFG, the original block of a guard `x < U` to narrow the x loop
  /// to (see SubCfgNarrowing.h), or null.
  llvm::SmallVector<llvm::BasicBlock*, 8> narrowingGuards;
  /// Adds code that runs once before sub-CFG i starts (e.g. publishing a
  /// reduction).
  std::function<void(unsigned, llvm::IRBuilderBase&)> onEnter;
};

/// After a nest, control goes to the nest of the barrier its work-items
/// reached, or returns. When a sub-CFG can end at several barriers or stores
/// uniform values, work-item 0 runs it first, alone: its choice of the next
/// barrier is the block's (barriers are block-uniform by contract) and its
/// uniform stores are everyone's, so the loop over the other work-items has
/// no loop-carried value and can vectorize.
void emitSubCfgLoopNests(WorkItemFrame& frame, llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                         const SubCfgLoweringOptions& options);

}  // namespace openhip

#endif
