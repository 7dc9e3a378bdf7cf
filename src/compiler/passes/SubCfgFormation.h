// The sub-CFG machinery of BarrierLowering: cut the kernel at its barriers,
// find the region each barrier starts (a sub-CFG), keep the values that live
// across barriers in memory, and rebuild the kernel as one work-item loop nest
// per sub-CFG, chained by the barrier each work-item reached.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGFORMATION_H
#define OPENHIP_COMPILER_PASSES_SUBCFGFORMATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <functional>
#include <optional>

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
/// of work-item ids and block-uniform values (e.g. &shared[tid]) instead of
/// storing them; returns the values that still need a slot.
llvm::SmallVector<LiveAcrossBarrier, 16> rematerializeCheapValues(const WorkItemFrame& frame,
                                                                   llvm::ArrayRef<LiveAcrossBarrier> values);

/// A uniform value that a sub-CFG both redefines and reads from an earlier
/// sub-CFG: readers use `current`, the definition writes `next`, and `next`
/// is copied to `current` whenever a sub-CFG starts.
struct DoubleBufferedSlot {
  llvm::AllocaInst* current = nullptr;
  llvm::AllocaInst* next = nullptr;
};

/// Stores each value right after its definition and reloads it before each
/// crossing use: uniform values in a scalar stack slot (double-buffered when
/// needed), varying ones -- and uniform ones that a sub-CFG may both read
/// from before and redefine -- in a per-work-item slot of the private arena.
llvm::SmallVector<DoubleBufferedSlot, 4> demoteValues(WorkItemFrame& frame, llvm::ArrayRef<LiveAcrossBarrier> values,
                                                      llvm::ArrayRef<SubCfg> subCfgs,
                                                      llvm::ArrayRef<BarrierSite> barriers,
                                                      const BarrierUniformity& uniformity,
                                                      PrivateArenaLayout& layout);

/// True if some work-items may return while others go on to a barrier: a
/// sub-CFG that can end both ways contains a work-item dependent branch
/// (e.g. `if (i >= n) return;` before __syncthreads()).
bool hasDivergentReturn(llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                        const BarrierUniformity& uniformity);

/// Replaces the kernel body by one work-item loop nest per sub-CFG. After a
/// nest, control goes to the nest of the barrier its work-items reached
/// (taken from the last work-item when several are possible: barriers are
/// block-uniform by contract) or returns. With `exitedFlagOffset` (a 1-byte
/// private slot), work-items that returned are remembered and skipped by the
/// later sub-CFGs, and the block goes on while any work-item reached a
/// barrier. `onEnter(i, builder)` may add code that runs once before sub-CFG
/// i starts (e.g. publishing a reduction).
void emitSubCfgLoopNests(WorkItemFrame& frame, llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                         std::optional<uint64_t> exitedFlagOffset,
                         const std::function<void(unsigned, llvm::IRBuilderBase&)>& onEnter);

}  // namespace openhip

#endif
