#include "cpu/cbs/DecisionSlice.h"

#include "common/LoweringNames.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include <optional>

using namespace llvm;

namespace openhip {
namespace {

// Candidates for the meeting point tried per branch: the first blocks
// reachable from it, nearest first.
constexpr unsigned MaxJoinCandidates = 32;

/// A divergent branch's region: the blocks between `head` (the branch's
/// block) and `join`, where all its paths meet again.
struct SkippableRegion {
  BasicBlock* head = nullptr;
  BasicBlock* join = nullptr;
  SmallPtrSet<BasicBlock*, 8> blocks;
};

bool isDivergentBranch(const Instruction* terminator, bool exceptNarrowingGuards) {
  return terminator->getNumSuccessors() > 1 && !terminator->getMetadata(cpu::UniformBranchMD) &&
         !(exceptNarrowingGuards && terminator->getMetadata(cpu::XGuardMD));
}

/// The blocks reachable from `head`'s successors before `join`, if they form
/// a region the slice may skip: none is `head` (the branch is in no cycle of
/// them), none leaves `inside` (no barrier, no return), and none is entered
/// from outside the region but through `head`.
std::optional<SkippableRegion> regionUpTo(BasicBlock* head, BasicBlock* join,
                                          const SmallPtrSetImpl<BasicBlock*>& inside) {
  SkippableRegion region{head, join, {}};
  SmallVector<BasicBlock*, 16> worklist(successors(head));
  while (!worklist.empty()) {
    BasicBlock* BB = worklist.pop_back_val();
    if (BB == join || region.blocks.contains(BB)) continue;
    if (BB == head || !inside.contains(BB) || succ_empty(BB)) return std::nullopt;
    region.blocks.insert(BB);
    append_range(worklist, successors(BB));
  }
  for (BasicBlock* BB : region.blocks)
    for (BasicBlock* pred : predecessors(BB))
      if (pred != head && !region.blocks.contains(pred)) return std::nullopt;
  return region;
}

/// The nearest meeting point of `head`'s paths that makes a skippable region.
std::optional<SkippableRegion> findSkippableRegion(BasicBlock* head, const SmallPtrSetImpl<BasicBlock*>& inside) {
  SmallVector<BasicBlock*, 16> order;
  SmallPtrSet<BasicBlock*, 16> seen{head};
  for (BasicBlock* succ : successors(head))
    if (seen.insert(succ).second) order.push_back(succ);
  for (unsigned k = 0; k < order.size() && k < MaxJoinCandidates; ++k) {
    BasicBlock* join = order[k];
    if (!inside.contains(join)) return std::nullopt;  // a path leaves first
    if (auto region = regionUpTo(head, join, inside)) return region;
    for (BasicBlock* succ : successors(join))
      if (seen.insert(succ).second) order.push_back(succ);
  }
  return std::nullopt;
}

/// What the slice needs that a skipped region must not hold.
bool holdsDecision(const BasicBlock& BB, const SmallPtrSetImpl<const AllocaInst*>& uniformSlots) {
  if (BB.getTerminator()->getMetadata(cpu::XGuardMD)) return true;
  for (const Instruction& I : BB) {
    if (isa<ICmpInst>(I) && I.getMetadata(cpu::XSplitMD)) return true;
    if (auto* store = dyn_cast<StoreInst>(&I))
      if (auto* slot = dyn_cast<AllocaInst>(store->getPointerOperand()); slot && uniformSlots.contains(slot))
        return true;
  }
  return false;
}

/// The regions to skip in `blocks`, outermost only; false where a divergent
/// branch (with `exceptNarrowingGuards`, other than a narrowing guard) has
/// none and lies in no other branch's region (a loop inside an `if`).
bool findRegionsToSkip(ArrayRef<BasicBlock*> blocks, bool exceptNarrowingGuards,
                       SmallVectorImpl<SkippableRegion>& regions) {
  SmallPtrSet<BasicBlock*, 32> inside(blocks.begin(), blocks.end());
  SmallVector<SkippableRegion, 4> found;
  SmallVector<BasicBlock*, 4> unresolved;
  for (BasicBlock* BB : blocks) {
    const Instruction* terminator = BB->getTerminator();
    if (!isDivergentBranch(terminator, exceptNarrowingGuards)) continue;
    std::optional<SkippableRegion> region;
    if (!terminator->getMetadata(cpu::XGuardMD)) region = findSkippableRegion(BB, inside);
    if (region)
      found.push_back(std::move(*region));
    else
      unresolved.push_back(BB);
  }
  auto inOther = [&](const BasicBlock* BB) {
    return any_of(found, [&](const SkippableRegion& other) { return other.blocks.contains(BB); });
  };
  if (!all_of(unresolved, inOther)) return false;
  for (const SkippableRegion& region : found)
    if (!inOther(region.head)) regions.push_back(region);
  return true;
}

}  // namespace

bool branchesAllowDecisionSlice(const SubCfg& subCfg, bool exceptNarrowingGuards) {
  SmallVector<SkippableRegion, 4> regions;
  return findRegionsToSkip(subCfg.blocks.getArrayRef(), exceptNarrowingGuards, regions);
}

bool keepDecisionSlice(SmallVectorImpl<BasicBlock*>& blocks, const SmallPtrSetImpl<const AllocaInst*>& uniformSlots) {
  SmallVector<SkippableRegion, 4> regions;
  if (!findRegionsToSkip(blocks, /*exceptNarrowingGuards=*/true, regions)) return false;
  SmallPtrSet<const BasicBlock*, 16> skipped;
  SmallPtrSet<const Instruction*, 4> heads;
  for (const SkippableRegion& region : regions) {
    heads.insert(region.head->getTerminator());
    for (BasicBlock* BB : region.blocks) {
      if (holdsDecision(*BB, uniformSlots)) return false;
      skipped.insert(BB);
    }
  }
  // Private slots are still placeholders here: one per arena offset.
  auto memoryOf = [](const Value* pointer) -> const Value* {
    const Value* object = getUnderlyingObject(pointer);
    return isPrivateSlotAddress(object) ? cast<CallInst>(object)->getArgOperand(0) : object;
  };
  SmallPtrSet<Instruction*, 32> needed;
  SmallVector<Instruction*, 32> worklist;
  SmallPtrSet<const Value*, 8> written;  // what the copy stores, besides uniform slots
  for (BasicBlock* BB : blocks)
    for (Instruction& I : BB->instructionsWithoutDebug()) {
      if (skipped.contains(BB) && !isa<StoreInst>(I)) continue;
      auto* store = dyn_cast<StoreInst>(&I);
      auto* slot = store ? dyn_cast<AllocaInst>(store->getPointerOperand()) : nullptr;
      if (slot && uniformSlots.contains(slot))
        worklist.push_back(&I);
      else if ((I.isTerminator() && !heads.contains(&I)) || (isa<ICmpInst>(I) && I.getMetadata(cpu::XSplitMD)))
        worklist.push_back(&I);
      else if (store)
        written.insert(memoryOf(store->getPointerOperand()));
    }
  while (!worklist.empty()) {
    Instruction* I = worklist.pop_back_val();
    if (!needed.insert(I).second) continue;
    if (auto* load = dyn_cast<LoadInst>(I); load && written.contains(memoryOf(load->getPointerOperand())))
      return false;
    // A needed value must not depend on the path through a skipped region.
    if (skipped.contains(I->getParent())) return false;
    if (auto* phi = dyn_cast<PHINode>(I);
        phi && any_of(phi->blocks(), [&](const BasicBlock* BB) { return skipped.contains(BB); }))
      return false;
    for (Value* operand : I->operands())
      if (auto* def = dyn_cast<Instruction>(operand)) worklist.push_back(def);
  }

  // Skip the regions: each head jumps to its join, whose phis (unneeded, so
  // erased below) get a placeholder for it.
  erase_if(blocks, [&](const BasicBlock* BB) { return skipped.contains(BB); });
  for (const SkippableRegion& region : regions) {
    for (PHINode& phi : region.join->phis()) {
      for (BasicBlock* BB : region.blocks)
        while (phi.getBasicBlockIndex(BB) >= 0) phi.removeIncomingValue(BB, /*DeletePHIIfEmpty=*/false);
      if (phi.getBasicBlockIndex(region.head) < 0) phi.addIncoming(PoisonValue::get(phi.getType()), region.head);
    }
    Instruction* branch = region.head->getTerminator();
    needed.insert(BranchInst::Create(region.join, branch));
    branch->eraseFromParent();
    // Their values may still be used past the join where a region block
    // dominates it (unneeded users, erased below).
    for (BasicBlock* BB : region.blocks)
      for (Instruction& I : *BB)
        if (!I.getType()->isVoidTy()) I.replaceAllUsesWith(PoisonValue::get(I.getType()));
    for (BasicBlock* BB : region.blocks) BB->dropAllReferences();
    for (BasicBlock* BB : region.blocks) BB->eraseFromParent();
  }

  SmallVector<Instruction*, 64> unneeded;
  for (BasicBlock* BB : blocks)
    for (Instruction& I : *BB)
      if (!needed.contains(&I)) unneeded.push_back(&I);
  for (Instruction* I : unneeded)
    if (!I->getType()->isVoidTy()) I->replaceAllUsesWith(PoisonValue::get(I->getType()));
  for (Instruction* I : unneeded) I->eraseFromParent();
  return true;
}

}  // namespace openhip
