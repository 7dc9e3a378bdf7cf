// The second half of BarrierLowering: replaces the kernel body by one
// work-item loop nest per sub-CFG (see SubCfgFormation.h), chained by the
// barrier the work-items reached.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGLOOPNESTS_H
#define OPENHIP_COMPILER_PASSES_SUBCFGLOOPNESTS_H

#include "cpu/cbs/SubCfgFormation.h"
#include "cpu/cbs/SubCfgWarpCollectives.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace openhip {

/// True if some work-items may return while others go on to a barrier: a
/// work-item dependent branch from which a sub-CFG can end both ways
/// (e.g. `if (i >= n) return;` before __syncthreads()) before its paths
/// rejoin (a branch whose sides meet again before any barrier decides
/// nothing: the branches after the join do). Asked while the
/// uniformity analysis is valid, it also leaves its findings for
/// emitSubCfgLoopNests in metadata (SubCfgEarlyReturns.h): the returns
/// reached from such branches, and an early-return guard to narrow to.
bool hasDivergentReturn(llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                        const BarrierUniformity& uniformity, const llvm::PostDominatorTree& PDT);

struct SubCfgLoweringOptions {
  /// Scalar slots of uniform values (from demoteValues): one work-item's
  /// store is enough.
  const llvm::SmallPtrSetImpl<const llvm::AllocaInst*>* uniformSlots = nullptr;
  /// A 1-byte private slot: work-items that returned are remembered and
  /// skipped by the later sub-CFGs that a divergent return can precede, and
  /// the block goes on while any work-item reached a barrier (see
  /// hasDivergentReturn). Where the returns come from one early-return
  /// guard, the later sub-CFGs run the guard's x range instead (no flag);
  /// the flag stays for launches where that range may not be exact.
  std::optional<uint64_t> exitedFlagOffset;
  /// The skipping flag of hoisted collectives (CollectiveHoisting.h), if
  /// any: a work-item that returns sets it along with its exited flag.
  std::optional<uint64_t> skippingFlagOffset;
  /// Per sub-CFG, the original block of a guard `x < U` to narrow the x loop
  /// to (see SubCfgNarrowing.h), or null.
  llvm::SmallVector<llvm::BasicBlock*, 8> narrowingGuards;
  /// A 4-byte private slot holding each work-item's *next point*: the
  /// sub-CFG it waits to run (subCfgs.size() once returned). Used when lanes
  /// of a warp may wait at different points (warp collectives in divergent
  /// code): each nest runs only the work-items waiting for it, and after
  /// each nest the smallest point any work-item waits at runs next. Sites
  /// are numbered collectives first (in reverse post-order), then barriers,
  /// so pending warp collectives run before a block barrier or the end.
  std::optional<uint64_t> nextPointOffset;
  /// For a sub-CFG that starts after a warp collective: emits the collective
  /// step to run before its nest (ending in a branch to `next`), given which
  /// lanes take part; returns the step's entry. Null for other sub-CFGs.
  std::function<llvm::BasicBlock*(unsigned subCfg, const LaneActivity&, llvm::BasicBlock* next)> collectiveStep;
  /// Adds code that runs once before sub-CFG i starts (e.g. publishing a
  /// reduction).
  std::function<void(unsigned, llvm::IRBuilderBase&)> onEnter;
};

/// After a nest, control goes to the nest of the barrier its work-items
/// reached, or returns. When a sub-CFG can end at several barriers or stores
/// uniform values, work-item 0 (under early-return narrowing, the first alive
/// work-item, or only the decision slice of it when the sub-CFG's branches
/// are all uniform) runs it first, alone: its choice of the next
/// barrier is the block's (barriers are block-uniform by contract) and its
/// uniform stores are everyone's, so the loop over the other work-items has
/// no loop-carried value and can vectorize.
void emitSubCfgLoopNests(WorkItemFrame& frame, llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                         const SubCfgLoweringOptions& options);

}  // namespace openhip

#endif
