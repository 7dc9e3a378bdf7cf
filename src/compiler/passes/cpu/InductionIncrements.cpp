#include "cpu/InductionIncrements.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace openhip {
namespace {

/// Whether `condition`, where it holds, implies `iv == K` (an equality with
/// a constant, possibly one operand of a logical and); K goes to `value`.
bool impliesEquality(Value* condition, const PHINode& iv, const APInt*& value) {
  Value *a = nullptr, *b = nullptr;
  if (match(condition, m_LogicalAnd(m_Value(a), m_Value(b))))
    return impliesEquality(a, iv, value) || impliesEquality(b, iv, value);
  ICmpInst::Predicate predicate;
  return match(condition, m_c_ICmp(predicate, m_Specific(&iv), m_APInt(value))) &&
         predicate == ICmpInst::ICMP_EQ;
}

/// The constant `iv` equals wherever `block` runs, known from a branch that
/// alone leads into a block dominating it (GVN replaces `iv + C` by the
/// constant after `if (iv == K)`), or null.
const APInt* knownValueIn(BasicBlock* block, const PHINode& iv, const DominatorTree& dominators) {
  for (DomTreeNode* node = dominators.getNode(block); node; node = node->getIDom()) {
    BasicBlock* entered = node->getBlock();
    BasicBlock* from = entered->getSinglePredecessor();
    auto* branch = from ? dyn_cast<BranchInst>(from->getTerminator()) : nullptr;
    if (!branch || !branch->isConditional() || branch->getSuccessor(0) != entered ||
        branch->getSuccessor(1) == entered)
      continue;
    const APInt* value = nullptr;
    if (impliesEquality(branch->getCondition(), iv, value)) return value;
  }
  return nullptr;
}

/// The latch value of a header phi `iv` when it is `iv + C` on every path:
/// the phis standing for it (GVN's PRE makes one of two `iv + 1`s; SimplifyCFG
/// sinking a store common to both sides of an if/else then nests that phi in
/// another; after `if (iv == K)` GVN makes it the constant K + C), the
/// constant and the flags every add has.
struct SplitIncrement {
  const APInt* step = nullptr;
  bool nuw = true, nsw = true;
  SmallVector<PHINode*, 4> phis;
  SmallPtrSet<PHINode*, 4> seen;
  /// Constants coming in from blocks where `iv` is known: checked once the
  /// step is.
  SmallVector<std::pair<const APInt*, const APInt*>, 2> constants;

  /// True if `value` is `iv + C`, a constant that `iv + C` equals where it
  /// comes from (`from`), or a non-header phi of `loop` whose incoming
  /// values all are (recursively), with one C throughout.
  bool collect(Value* value, BasicBlock* from, PHINode& iv, const Loop& loop, const DominatorTree& dominators) {
    if (auto* phi = dyn_cast<PHINode>(value)) {
      if (!loop.contains(phi) || phi->getParent() == loop.getHeader()) return false;
      if (!seen.insert(phi).second) return true;
      phis.push_back(phi);
      for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i)
        if (!collect(phi->getIncomingValue(i), phi->getIncomingBlock(i), iv, loop, dominators)) return false;
      return true;
    }
    const APInt* constant = nullptr;
    if (match(value, m_APInt(constant))) {
      const APInt* known = from ? knownValueIn(from, iv, dominators) : nullptr;
      if (!known) return false;
      constants.push_back({constant, known});
      return true;
    }
    if (!match(value, m_c_Add(m_Specific(&iv), m_APInt(constant))) || (step && *step != *constant)) return false;
    step = constant;
    nuw &= cast<BinaryOperator>(value)->hasNoUnsignedWrap();
    nsw &= cast<BinaryOperator>(value)->hasNoSignedWrap();
    return true;
  }

  /// Every constant is its known `iv` plus the step.
  bool constantsFit() const {
    return all_of(constants, [&](const auto& entry) { return *entry.first == *entry.second + *step; });
  }
};

bool restoreIncrements(Loop& loop, const DominatorTree& dominators) {
  BasicBlock* latch = loop.getLoopLatch();
  if (!latch) return false;
  bool changed = false;
  for (PHINode& iv : loop.getHeader()->phis()) {
    auto* latchValue = dyn_cast<PHINode>(iv.getIncomingValueForBlock(latch));
    SplitIncrement split;
    if (!latchValue || !split.collect(latchValue, nullptr, iv, loop, dominators) || !split.step ||
        !split.constantsFit())
      continue;
    // Each phi of the tree is `iv + C` wherever it is used.
    for (PHINode* phi : split.phis) {
      IRBuilder<> B(phi->getParent(), phi->getParent()->getFirstInsertionPt());
      phi->replaceAllUsesWith(B.CreateAdd(&iv, ConstantInt::get(iv.getType(), *split.step), iv.getName() + ".next",
                                          split.nuw, split.nsw));
    }
    for (PHINode* phi : split.phis) phi->eraseFromParent();
    changed = true;
  }
  return changed;
}

}  // namespace

PreservedAnalyses InductionIncrementsPass::run(Function& F, FunctionAnalysisManager& FAM) {
  LoopInfo& loops = FAM.getResult<LoopAnalysis>(F);
  const DominatorTree& dominators = FAM.getResult<DominatorTreeAnalysis>(F);
  bool changed = false;
  for (Loop* loop : loops.getLoopsInPreorder())
    if (loop->isInnermost()) changed |= restoreIncrements(*loop, dominators);
  if (!changed) return PreservedAnalyses::all();
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}

}  // namespace openhip
