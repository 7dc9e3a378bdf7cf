#include "cpu/cbs/SubCfgEarlyReturns.h"

#include "analysis/BarrierUniformity.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;

namespace openhip {
namespace {

using BlockSet = SmallPtrSet<const BasicBlock*, 32>;

/// Blocks reachable from `from` (included) without expanding `stop` or a
/// barrier block; sets `reachesBarrier` if a barrier block is a successor.
BlockSet walk(const BasicBlock* from, const BasicBlock* stop, const BlockSet& barrierBlocks, bool& reachesBarrier) {
  BlockSet seen;
  SmallVector<const BasicBlock*, 32> worklist{from};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (barrierBlocks.contains(BB)) {
      reachesBarrier = true;
      continue;
    }
    if (!seen.insert(BB).second || BB == stop) continue;
    for (const BasicBlock* succ : successors(BB)) worklist.push_back(succ);
  }
  return seen;
}

bool isUniformTerminator(const Instruction& terminator, const BarrierUniformity& uniformity) {
  if (const auto* branch = dyn_cast<BranchInst>(&terminator))
    return branch->isUnconditional() || !uniformity.isVarying(branch->getCondition());
  if (const auto* switchInst = dyn_cast<SwitchInst>(&terminator))
    return !uniformity.isVarying(switchInst->getCondition());
  return terminator.getNumSuccessors() == 0;
}

/// True if `condition` (with value `valueInside` for the work-items that go
/// on) is an and/or tree whose every leaf is one of `terms`: then the
/// work-items going on are exactly those satisfying all terms.
bool isExactlyTerms(Value* condition, bool valueInside, ArrayRef<XGuardTerm> terms, unsigned depth = 0) {
  using namespace PatternMatch;
  if (depth > 8) return false;
  Value *lhs, *rhs;
  if ((valueInside && match(condition, m_LogicalAnd(m_Value(lhs), m_Value(rhs)))) ||
      (!valueInside && match(condition, m_LogicalOr(m_Value(lhs), m_Value(rhs)))))
    return isExactlyTerms(lhs, valueInside, terms, depth + 1) && isExactlyTerms(rhs, valueInside, terms, depth + 1);
  if (match(condition, m_Not(m_Value(lhs)))) return isExactlyTerms(lhs, !valueInside, terms, depth + 1);
  return any_of(terms, [&](const XGuardTerm& term) {
    return term.compare == condition && term.valueInside == valueInside;
  });
}

/// The terms of `branch` for the work-items not taking `leaving`, if they
/// are all its condition says.
SmallVector<XGuardTerm, 2> exactTerms(BranchInst* branch, unsigned leavingIndex,
                                      function_ref<bool(const Value*)> isUniform) {
  SmallVector<XGuardTerm, 2> terms = findXGuardTerms(branch, branch->getSuccessor(leavingIndex), isUniform);
  if (!terms.empty() && !isExactlyTerms(branch->getCondition(), leavingIndex == 1, terms)) terms.clear();
  return terms;
}

}  // namespace

void markEarlyReturnGuard(ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                          const BarrierUniformity& uniformity, ArrayRef<BasicBlock*> divergentBranches) {
  if (divergentBranches.size() != 1 || subCfgs.empty()) return;
  BasicBlock* guard = divergentBranches.front();
  const SubCfg& first = subCfgs.front();
  auto* branch = dyn_cast<BranchInst>(guard->getTerminator());
  if (!branch || !branch->isConditional() || !first.blocks.contains(guard)) return;
  for (const SubCfg& other : subCfgs.drop_front())
    if (other.blocks.contains(guard)) return;
  BlockSet barrierBlocks;
  for (const BarrierSite& site : barriers) barrierBlocks.insert(site.block);

  // Every work-item that goes on to a barrier passes the guard, once, after
  // uniform branches only.
  bool bypasses = false;
  BlockSet before = walk(first.entry, guard, barrierBlocks, bypasses);
  if (bypasses) return;
  for (const BasicBlock* BB : before)
    if (BB != guard && !isUniformTerminator(*BB->getTerminator(), uniformity)) return;
  for (const BasicBlock* succ : successors(guard)) {
    bool unused = false;
    if (walk(succ, nullptr, barrierBlocks, unused).contains(guard)) return;
  }

  auto isUniform = [&](const Value* V) { return !uniformity.isVarying(V); };
  for (unsigned leavingIndex : {1u, 0u}) {
    bool leavingSynchronizes = false;
    walk(branch->getSuccessor(leavingIndex), nullptr, barrierBlocks, leavingSynchronizes);
    if (leavingSynchronizes || exactTerms(branch, leavingIndex, isUniform).empty()) continue;
    LLVMContext& C = branch->getContext();
    branch->setMetadata(cpu::EarlyReturnGuardMD,
                        MDNode::get(C, ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), leavingIndex))));
    return;
  }
}

std::optional<EarlyReturnGuard> findMarkedEarlyReturnGuard(const WorkItemFrame& frame, const SubCfg& first) {
  auto availableInEntry = [&](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return I ? I->getParent() == frame.entry : isa<Constant>(V) || isa<Argument>(V);
  };
  for (BasicBlock* BB : first.blocks) {
    auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
    MDNode* mark = branch ? branch->getMetadata(cpu::EarlyReturnGuardMD) : nullptr;
    if (!mark) continue;
    const unsigned leavingIndex = mdconst::extract<ConstantInt>(mark->getOperand(0))->getZExtValue();
    EarlyReturnGuard guard{branch, exactTerms(branch, leavingIndex, availableInEntry)};
    if (guard.terms.empty()) return std::nullopt;
    return guard;
  }
  return std::nullopt;
}

bool isMarkedDivergentReturn(const Instruction& I) {
  return isa<ReturnInst>(I) && I.getMetadata(cpu::DivergentReturnMD) != nullptr;
}

bool hasMarkedDivergentReturns(const Function& F) {
  for (const BasicBlock& BB : F)
    if (isMarkedDivergentReturn(*BB.getTerminator())) return true;
  return false;
}

void clearEarlyReturnMarks(Function& F) {
  for (BasicBlock& BB : F) {
    Instruction* terminator = BB.getTerminator();
    if (!terminator) continue;
    terminator->setMetadata(cpu::DivergentReturnMD, nullptr);
    terminator->setMetadata(cpu::EarlyReturnGuardMD, nullptr);
    terminator->setMetadata(cpu::UniformBranchMD, nullptr);
  }
}

}  // namespace openhip
