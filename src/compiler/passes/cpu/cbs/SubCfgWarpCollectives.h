// Warp collectives (__openhip_warp_gather / __openhip_warp_ballot, see
// LoweringContract.h) in BarrierLowering. Each collective call becomes a
// split point like a barrier: before it, each work-item stores its operands
// in per-work-item slots; a *collective step* -- a loop over the block's
// work-items run between the sub-CFG loop nests -- computes every active
// lane's result into a result slot; the continuation loads it. Computing all
// results before any continuation runs avoids read-after-overwrite hazards.
// See docs/warp-operations.md.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGWARPCOLLECTIVES_H
#define OPENHIP_COMPILER_PASSES_SUBCFGWARPCOLLECTIVES_H

#include "cpu/cbs/GatherStep.h"
#include "cpu/cbs/SubCfgFormation.h"
#include "cpu/cbs/WarpLoops.h"

#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <optional>

namespace llvm {
class PostDominatorTree;
class Value;
}  // namespace llvm

namespace openhip {

/// Reconverge: a point where lanes only wait for each other (a loop's back
/// edge, see SubCfgReconvergence.h); its step computes nothing.
/// Meet: a ballot whose mask nobody reads (`__syncwarp()`, the lockstep
/// barriers of LockstepWarps.cpp): the lanes meet, and nothing is computed.
/// Gather32: a gather of 32 significant bits (a value whose high half is
/// known zero: 4 bytes or less), through 4-byte slots: twice the lanes per
/// vector in the nests and steps.
/// Loop: a whole warp loop (WarpLoops.h), run by its own step function.
enum class CollectiveKind { Gather, Gather32, Ballot, Meet, Reconverge, Loop };

/// A collective call replaced by a marker call (a site for isolateBarriers).
struct CollectiveSite {
  llvm::CallInst* marker = nullptr;
  CollectiveKind kind = CollectiveKind::Gather;
  WarpLoopStep loop;  ///< for CollectiveKind::Loop
  /// Moved out of a divergent if (CollectiveHoisting.h): the lanes whose
  /// byte at CollectiveSlots::skipping is nonzero do not take part.
  bool hoisted = false;
};

/// Per-work-item slots shared by every collective of the kernel (a
/// work-item waits at one collective at a time).
struct CollectiveSlots {
  uint64_t value = 0;   ///< i64 gathered bits
  uint64_t operand = 0; ///< i32 source lane (gather) or predicate (ballot)
  uint64_t result = 0;  ///< i64
  uint64_t value32 = 0;   ///< i32 gathered bits of Gather32 sites (allocated if any)
  uint64_t result32 = 0;  ///< i32
  /// i8, 1 for the lanes passing a hoisted collective without taking part
  /// (and those that returned); allocated with the first hoisted one.
  std::optional<uint64_t> skipping;
};

/// True if `F` calls one of the warp collectives.
bool containsWarpCollective(const llvm::Function& F);

/// Replaces each warp loop (WarpLoops.h) and each other collective call of
/// the frame's function by operand stores, a marker call and loads of the
/// results; allocates `slots` in `layout` when there is any collective call. Adds reconvergence points on loop back edges
/// where lanes may part within an iteration. The sites come in program order
/// (see SubCfgReconvergence.h).
llvm::SmallVector<CollectiveSite, 8> prepareWarpCollectives(WorkItemFrame& frame, PrivateArenaLayout& layout,
                                                           CollectiveSlots& slots, unsigned warpSize,
                                                           llvm::FunctionAnalysisManager& FAM);

/// True if a work-item dependent branch can lead some work-items to a
/// collective site before the paths join again (its immediate
/// post-dominator) while the work-items on at least one other side can also
/// reach a site: then lanes of one warp may wait at different points and
/// each work-item needs its own "next point". A side from which no site can
/// be reached (`if (warp == 0) { ...shuffles... }` for the other warps) is
/// harmless: its work-items only run to their return and are inactive from
/// then on, which the uniform mode's "exited" flag already handles.
bool hasDivergentCollective(llvm::Function& F, llvm::ArrayRef<BarrierSite> sites, unsigned collectiveCount,
                            const BarrierUniformity& uniformity, const llvm::PostDominatorTree& PDT);

/// hasDivergentCollective's question for a kernel whose collectives are
/// marker calls (prepareWarpCollectives; barriers still calls), not asked of
/// the branches in `excluded`.
bool hasDivergentMarkedSite(llvm::Function& F, const BarrierUniformity& uniformity,
                            const llvm::PostDominatorTree& PDT,
                            const llvm::SmallPtrSetImpl<const llvm::BasicBlock*>& excluded);

/// The same question asked before BarrierLowering, of a kernel in canonical
/// form (collectives and barriers still calls inside blocks): will
/// BarrierLowering run it in the per-work-item mode? `extraBarrierBlocks` are
/// blocks that will get a barrier at their top (implicit loop barriers a
/// loop pass is about to insert). Loop passes use it to leave such kernels
/// alone: their barriers pay off only in the uniform mode.
bool runsPerWorkItem(llvm::Function& F, const BarrierUniformity& uniformity, const llvm::PostDominatorTree& PDT,
                     llvm::ArrayRef<const llvm::BasicBlock*> extraBarrierBlocks = {});

/// Which work-items take part in a collective: all of them, those whose
/// private "exited" byte is 0, or those whose private i32 next point is
/// `target` (the per-work-item mode).
struct LaneActivity {
  GatherActivity kind = GatherActivity::All;
  uint64_t slotOffset = 0;  ///< of the exited byte or the next point
  uint32_t target = 0;

  /// i1: whether work-item `linearId` (i64) takes part.
  llvm::Value* isActive(llvm::IRBuilderBase& B, const WorkItemFrame& frame, llvm::Value* linearId) const;
};

/// Emits the step of one collective, which writes each active lane's result
/// slot (a gather: a call of the module's gather step, GatherStep.h; a
/// ballot: a loop over the block's warps; a warp loop: a call of its step
/// function); it then branches to `next`. Returns the step's first block.
llvm::BasicBlock* emitCollectiveStep(const WorkItemFrame& frame, const CollectiveSite& site,
                                     const CollectiveSlots& slots,
                                     unsigned warpSize, const LaneActivity& isActive, llvm::BasicBlock* next,
                                     const llvm::Twine& name);

/// Address of work-item `linearId`'s copy of the private slot at `offset`.
llvm::Value* privateSlotAddressOf(llvm::IRBuilderBase& B, const WorkItemFrame& frame, uint64_t offset,
                                  uint64_t size, llvm::Value* linearId);

}  // namespace openhip

#endif
