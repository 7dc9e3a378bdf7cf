// The sub-CFG analysis of BarrierLowering: cut the kernel at its barriers,
// find the region each barrier starts (a sub-CFG), and keep the values that
// live across barriers in memory (or recompute them). SubCfgLoopNests.h then
// rebuilds the kernel as one work-item loop nest per sub-CFG.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGFORMATION_H
#define OPENHIP_COMPILER_PASSES_SUBCFGFORMATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"


namespace llvm {
class AllocaInst;
class BasicBlock;
class CallInst;
class Function;
class Instruction;
class IRBuilderBase;
class Use;
}  // namespace llvm

namespace openhip {

class BarrierUniformity;
class PrivateArenaLayout;
struct WorkItemFrame;

/// A barrier alone in its block: `block` = {call; br continuation}, with one
/// predecessor; `continuation` has `block` as its only predecessor.
struct BarrierSite {
  llvm::CallInst* call = nullptr;
  llvm::BasicBlock* block = nullptr;
  llvm::BasicBlock* continuation = nullptr;
};

/// Splits blocks around every call in `barrierCalls`.
llvm::SmallVector<BarrierSite, 8> isolateBarriers(llvm::ArrayRef<llvm::CallInst*> barrierCalls);

/// The blocks a work-item runs from `entry` up to the next barrier or return.
struct SubCfg {
  llvm::BasicBlock* entry = nullptr;
  llvm::SetVector<llvm::BasicBlock*> blocks;
};

/// Sub-CFG 0 starts at `start` (the kernel body), sub-CFG i+1 right after
/// barriers[i].
llvm::SmallVector<SubCfg, 8> findSubCfgs(llvm::BasicBlock* start, llvm::ArrayRef<BarrierSite> barriers);

/// A value of the body with the uses that may see it through a barrier
/// (the others are reached from the definition inside one sub-CFG).
struct LiveAcrossBarrier {
  llvm::Instruction* value = nullptr;
  llvm::SmallVector<llvm::Use*, 4> crossingUses;
};
llvm::SmallVector<LiveAcrossBarrier, 16> findValuesLiveAcrossBarriers(const WorkItemFrame& frame,
                                                                       llvm::ArrayRef<BarrierSite> barriers);

/// Recomputes at each crossing use the values that are cheap pure functions
/// of work-item ids, the entry block's values and uniform values that stay
/// in scalar slots anyway (e.g. &shared[tid], base + tid in a loop) instead
/// of storing them; returns the values that still need a slot, with the
/// uses the recomputations add to those scalar-slot values.
llvm::SmallVector<LiveAcrossBarrier, 16> rematerializeCheapValues(const WorkItemFrame& frame,
                                                                   llvm::ArrayRef<LiveAcrossBarrier> values,
                                                                   llvm::ArrayRef<BarrierSite> barriers,
                                                                   const BarrierUniformity& uniformity,
                                                                   bool perWorkItemOnly);

/// A uniform value that a sub-CFG both redefines and reads from an earlier
/// sub-CFG: readers use `current`, the definition writes `next`, and `next`
/// is copied to `current` whenever a sub-CFG starts.
struct DoubleBufferedSlot {
  llvm::AllocaInst* current = nullptr;
  llvm::AllocaInst* next = nullptr;
};

struct DemotedSlots {
  llvm::SmallVector<DoubleBufferedSlot, 4> doubleBuffered;
  /// Every scalar slot a uniform value is stored to (its `next` half).
  llvm::SmallPtrSet<const llvm::AllocaInst*, 8> uniformSlots;
};

/// Stores each value right after its definition and reloads it before each
/// crossing use: uniform values in a scalar stack slot (double-buffered when
/// needed), varying ones -- and uniform ones that a sub-CFG may both read
/// from before and redefine, or reach both fresh and through a barrier -- in
/// a per-work-item slot of the private arena. With `perWorkItemOnly`, every
/// value gets a per-work-item slot (work-items do not run each sub-CFG
/// together, see SubCfgLoweringOptions::nextPointOffset).
DemotedSlots demoteValues(WorkItemFrame& frame, llvm::ArrayRef<LiveAcrossBarrier> values,
                          llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                          const BarrierUniformity& uniformity, PrivateArenaLayout& layout,
                          bool perWorkItemOnly = false);

}  // namespace openhip

#endif
