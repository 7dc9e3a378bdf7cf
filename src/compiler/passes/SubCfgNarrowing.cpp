#include "SubCfgNarrowing.h"

#include "BarrierUniformity.h"
#include "WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <limits>

using namespace llvm;

namespace openhip {
namespace {

using BlockSet = SmallPtrSet<const BasicBlock*, 32>;

bool isXId(const Value* V) {
  const auto* call = dyn_cast<CallInst>(V);
  if (!call || !isLocalIdCall(call)) return false;
  const auto* dim = dyn_cast<ConstantInt>(call->getArgOperand(0));
  return dim && dim->isZero();
}

/// The `x < U` comparison a block branches on, or null.
ICmpInst* guardCompare(const BasicBlock* BB) {
  const auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
  if (!branch || !branch->isConditional()) return nullptr;
  auto* compare = dyn_cast<ICmpInst>(branch->getCondition());
  if (!compare || (compare->getPredicate() != ICmpInst::ICMP_ULT && compare->getPredicate() != ICmpInst::ICMP_SLT) ||
      !isXId(compare->getOperand(0)))
    return nullptr;
  return compare;
}

/// Blocks of `region` reachable from `from` (included) without going through `stop`.
BlockSet reachable(const BasicBlock* from, const BasicBlock* stop, const BlockSet& region) {
  BlockSet seen;
  SmallVector<const BasicBlock*, 32> worklist{from};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (BB == stop || !region.contains(BB) || !seen.insert(BB).second) continue;
    for (const BasicBlock* succ : successors(BB)) worklist.push_back(succ);
  }
  return seen;
}

/// Blocks a work-item may run between `entry` and `guard` (excluded).
BlockSet blocksBefore(const BasicBlock* entry, const BasicBlock* guard, const BlockSet& region) {
  BlockSet forward = reachable(entry, guard, region);
  BlockSet before;
  SmallVector<const BasicBlock*, 32> worklist(pred_begin(guard), pred_end(guard));
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (!forward.contains(BB) || !before.insert(BB).second) continue;
    for (const BasicBlock* pred : predecessors(BB)) worklist.push_back(pred);
  }
  return before;
}

bool inCycle(const BasicBlock* BB, const BlockSet& region) {
  for (const BasicBlock* succ : successors(BB))
    if (succ == BB || reachable(succ, nullptr, region).contains(BB)) return true;
  return false;
}

bool hasSideEffects(const BasicBlock& BB) {
  return any_of(BB, [](const Instruction& I) {
    if (isa<DbgInfoIntrinsic>(I) || isLocalIdCall(&I) || isPrivateSlotAddress(&I)) return false;
    return I.mayWriteToMemory() || I.mayHaveSideEffects();
  });
}

}  // namespace

SmallVector<BasicBlock*, 8> findNarrowingGuards(ArrayRef<SubCfg> subCfgs, const BarrierUniformity& uniformity) {
  auto isUniformTerminator = [&](const BasicBlock* BB) {
    const Instruction* terminator = BB->getTerminator();
    if (const auto* branch = dyn_cast<BranchInst>(terminator))
      return branch->isUnconditional() || !uniformity.isVarying(branch->getCondition());
    if (const auto* switchInst = dyn_cast<SwitchInst>(terminator))
      return !uniformity.isVarying(switchInst->getCondition());
    return false;
  };
  SmallVector<BasicBlock*, 8> guards;
  for (const SubCfg& subCfg : subCfgs) {
    BlockSet region(subCfg.blocks.begin(), subCfg.blocks.end());
    BasicBlock* found = nullptr;
    for (BasicBlock* BB : subCfg.blocks) {
      ICmpInst* compare = guardCompare(BB);
      if (!compare || uniformity.isVarying(compare->getOperand(1)) || inCycle(BB, region)) continue;
      BlockSet before = blocksBefore(subCfg.entry, BB, region);
      if (BB != subCfg.entry && before.empty()) continue;  // not reachable
      if (all_of(before, isUniformTerminator)) {
        found = BB;
        break;
      }
    }
    guards.push_back(found);
  }
  return guards;
}

bool narrowToGuard(const WorkItemFrame& frame, const WorkItemLoopNest& nest, ArrayRef<BasicBlock*> body,
                   BasicBlock* bodyEntry, BasicBlock* guard, BasicBlock* peeledGuard, BasicBlock* others) {
  ICmpInst* compare = guardCompare(guard);
  ICmpInst* peeledCompare = guardCompare(peeledGuard);
  if (!compare || !peeledCompare || !nest.xBoundChecks[0]) return false;
  BlockSet region(body.begin(), body.end());
  // Work-items failing the guard: from the entry to the guard, then along the
  // false edge, they must do nothing but leave the sub-CFG.
  BlockSet skipped = blocksBefore(bodyEntry, guard, region);
  skipped.insert(guard);
  BasicBlock* failed = cast<BranchInst>(guard->getTerminator())->getSuccessor(1);
  BlockSet afterFailing = reachable(failed, guard, region);
  skipped.insert(afterFailing.begin(), afterFailing.end());
  for (const BasicBlock* BB : skipped) {
    if (hasSideEffects(*BB)) return false;
    for (const BasicBlock* succ : successors(BB))
      if (!region.contains(succ) && succ != nest.latch) return false;
  }
  if (afterFailing.contains(guard)) return false;

  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  Type* i32 = Type::getInt32Ty(C);
  const bool isSigned = compare->getPredicate() == ICmpInst::ICMP_SLT;
  auto* bound = new AllocaInst(i32, 0, "openhip.x.bound", &*frame.entry->getFirstInsertionPt());
  // Unless work-item 0 reaches the guard, nobody does: no narrowing.
  uint32_t unbounded = isSigned ? std::numeric_limits<int32_t>::max() : std::numeric_limits<uint32_t>::max();
  new StoreInst(ConstantInt::get(i32, unbounded), bound, nest.preheader->getTerminator());
  new StoreInst(peeledCompare->getOperand(1), bound, peeledGuard->getTerminator());

  IRBuilder<> B(others->getTerminator());
  Value* limit = B.CreateLoad(i32, bound, "x.limit");
  if (isSigned) limit = B.CreateSelect(B.CreateICmpSLT(limit, B.getInt32(0)), B.getInt32(0), limit);
  Value* xEnd = B.CreateSelect(B.CreateICmpULT(limit, frame.blockDim[0]), limit, frame.blockDim[0], "x.end");
  for (Instruction* check : nest.xBoundChecks)
    if (check) check->setOperand(1, xEnd);
  return true;
}

}  // namespace openhip
