#include "analysis/UniformLoops.h"

#include "analysis/BarrierUniformity.h"
#include "common/LaunchContext.h"
#include "common/LoweringNames.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;

namespace openhip {
namespace {

/// The condition a multi-way terminator branches on, or null for
/// terminators whose choice we cannot judge (invoke, indirectbr, ...).
const Value* branchCondition(const Instruction& terminator) {
  if (const auto* branch = dyn_cast<BranchInst>(&terminator))
    return branch->isConditional() ? branch->getCondition() : nullptr;
  if (const auto* sw = dyn_cast<SwitchInst>(&terminator)) return sw->getCondition();
  return nullptr;
}

bool isUniformBranch(const Instruction& terminator, const BarrierUniformity& uniformity) {
  if (terminator.getNumSuccessors() < 2) return true;
  const Value* condition = branchCondition(terminator);
  return condition && !uniformity.isVarying(condition);
}

/// A block that only returns: phis, debug intrinsics and `ret`.
bool onlyReturns(const BasicBlock& BB) {
  if (!isa<ReturnInst>(BB.getTerminator())) return false;
  for (const Instruction& I : BB)
    if (!isa<PHINode>(I) && !isa<DbgInfoIntrinsic>(I) && !I.isTerminator()) return false;
  return true;
}

bool isBackEdge(const BasicBlock* from, const BasicBlock* to, const Loop& L) {
  for (const Loop* loop = &L; loop; loop = loop->getParentLoop())
    if (loop->getHeader() == to && loop->contains(from)) return true;
  return false;
}

bool isSynchronization(const CallBase& call) {
  const Function* callee = call.getCalledFunction();
  if (!callee) return false;
  StringRef name = callee->getName();
  return name == contract::BarrierFn || name == contract::BarrierPopcFn || name == contract::BarrierAndFn ||
         name == contract::BarrierOrFn || name == contract::WarpGatherFn || name == contract::WarpBallotFn;
}

/// The work-item's local x id, through integer casts.
bool isLocalX(const Value* V) {
  while (const auto* cast = dyn_cast<CastInst>(V)) V = cast->getOperand(0);
  if (!callsFunction(V, contract::LocalIdFn)) return false;
  const auto* dim = dyn_cast<ConstantInt>(cast<CallBase>(V)->getArgOperand(0));
  return dim && dim->isZero();
}

/// True if taking successor `to` of `terminator` needs `x == U` (U uniform):
/// the condition is such a test, or an and-tree holding one (`x != U` in an
/// or-tree for the false side). At most one work-item of each x row goes on.
bool passesOneWorkItemPerRow(const Instruction& terminator, unsigned to, const BarrierUniformity& uniformity) {
  using namespace PatternMatch;
  const auto* branch = dyn_cast<BranchInst>(&terminator);
  if (!branch || !branch->isConditional()) return false;
  const bool onTrue = to == 0;
  const ICmpInst::Predicate wanted = onTrue ? ICmpInst::ICMP_EQ : ICmpInst::ICMP_NE;
  SmallVector<const Value*, 4> work{branch->getCondition()};
  while (!work.empty()) {
    const Value* V = work.pop_back_val();
    if (const auto* compare = dyn_cast<ICmpInst>(V); compare && compare->getPredicate() == wanted)
      for (unsigned side = 0; side < 2; ++side)
        if (isLocalX(compare->getOperand(side)) && !uniformity.isVarying(compare->getOperand(1 - side))) return true;
    const Value *a, *b;
    if (onTrue ? match(V, m_LogicalAnd(m_Value(a), m_Value(b))) : match(V, m_LogicalOr(m_Value(a), m_Value(b)))) {
      work.push_back(a);
      work.push_back(b);
    }
  }
  return false;
}

}  // namespace

bool hasUniformExits(const Loop& L, const BarrierUniformity& uniformity) {
  for (const Loop* loop = &L; loop; loop = loop->getParentLoop()) {
    SmallVector<BasicBlock*, 4> exiting;
    loop->getExitingBlocks(exiting);
    for (const BasicBlock* BB : exiting)
      if (!isUniformBranch(*BB->getTerminator(), uniformity)) return false;
  }
  return true;
}

bool isReachedUniformly(const Loop& L, const BarrierUniformity& uniformity, bool allowEarlyReturn) {
  const BasicBlock* header = L.getHeader();
  const Function& F = *header->getParent();

  // Blocks from which the header is reachable without taking a back edge of
  // L or of a loop around it, and blocks reachable from the header at all
  // (the work-items that ran the loop go on from there, also after the loops
  // around it end: a side that skips the loop must not meet them anywhere).
  SmallPtrSet<const BasicBlock*, 32> reachesHeader{header};
  SmallVector<const BasicBlock*, 32> work{header};
  while (!work.empty()) {
    const BasicBlock* BB = work.pop_back_val();
    for (const BasicBlock* pred : predecessors(BB))
      if (!isBackEdge(pred, BB, L) && reachesHeader.insert(pred).second) work.push_back(pred);
  }
  SmallPtrSet<const BasicBlock*, 32> afterHeader{header};
  work.push_back(header);
  while (!work.empty()) {
    const BasicBlock* BB = work.pop_back_val();
    for (const BasicBlock* succ : successors(BB))
      if (afterHeader.insert(succ).second) work.push_back(succ);
  }

  for (const BasicBlock& BB : F) {
    if (L.contains(&BB) || !reachesHeader.contains(&BB)) continue;
    const Instruction& terminator = *BB.getTerminator();
    if (isUniformBranch(terminator, uniformity)) continue;
    if (!branchCondition(terminator)) return false;
    // `if (t != 0) return;` in front: one work-item per row runs the loop,
    // and a barrier in it would only wrap each iteration in a loop of one.
    for (unsigned to = 0; to < terminator.getNumSuccessors(); ++to)
      if (reachesHeader.contains(terminator.getSuccessor(to)) && passesOneWorkItemPerRow(terminator, to, uniformity))
        return false;
    // A work-item dependent branch in front of the loop: a side that cannot
    // reach the loop must return without meeting the work-items that ran it.
    for (const BasicBlock* side : successors(&BB)) {
      if (reachesHeader.contains(side)) continue;
      if (!allowEarlyReturn) return false;
      SmallPtrSet<const BasicBlock*, 16> seen{side};
      SmallVector<const BasicBlock*, 16> path{side};
      while (!path.empty()) {
        const BasicBlock* step = path.pop_back_val();
        if (afterHeader.contains(step) && !onlyReturns(*step)) return false;
        for (const BasicBlock* succ : successors(step))
          if (seen.insert(succ).second) path.push_back(succ);
      }
    }
  }
  return true;
}

bool holdsSynchronizationOrAllocas(const Loop& L) {
  for (const BasicBlock* BB : L.blocks())
    for (const Instruction& I : *BB) {
      if (isa<AllocaInst>(I)) return true;
      if (const auto* call = dyn_cast<CallBase>(&I))
        if (isSynchronization(*call)) return true;
    }
  return false;
}

bool isUniformLoop(const Loop& L, const BarrierUniformity& uniformity, bool allowEarlyReturn) {
  return !holdsSynchronizationOrAllocas(L) && hasUniformExits(L, uniformity) &&
         isReachedUniformly(L, uniformity, allowEarlyReturn);
}

}  // namespace openhip
