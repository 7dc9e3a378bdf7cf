#include "cpu/InductionIncrements.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace openhip {
namespace {

/// The latch value of a header phi `iv` when it is `iv + C` on every path:
/// the phis standing for it (GVN's PRE makes one of two `iv + 1`s; SimplifyCFG
/// sinking a store common to both sides of an if/else then nests that phi in
/// another), the constant and the flags every add has.
struct SplitIncrement {
  const APInt* step = nullptr;
  bool nuw = true, nsw = true;
  SmallVector<PHINode*, 4> phis;
  SmallPtrSet<PHINode*, 4> seen;

  /// True if `value` is `iv + C` or a non-header phi of `loop` whose incoming
  /// values all are (recursively), with one C throughout.
  bool collect(Value* value, PHINode& iv, const Loop& loop) {
    if (auto* phi = dyn_cast<PHINode>(value)) {
      if (!loop.contains(phi) || phi->getParent() == loop.getHeader()) return false;
      if (!seen.insert(phi).second) return true;
      phis.push_back(phi);
      return all_of(phi->incoming_values(), [&](Value* incoming) { return collect(incoming, iv, loop); });
    }
    const APInt* constant = nullptr;
    if (!match(value, m_c_Add(m_Specific(&iv), m_APInt(constant))) || (step && *step != *constant)) return false;
    step = constant;
    nuw &= cast<BinaryOperator>(value)->hasNoUnsignedWrap();
    nsw &= cast<BinaryOperator>(value)->hasNoSignedWrap();
    return true;
  }
};

bool restoreIncrements(Loop& loop) {
  BasicBlock* latch = loop.getLoopLatch();
  if (!latch) return false;
  bool changed = false;
  for (PHINode& iv : loop.getHeader()->phis()) {
    auto* latchValue = dyn_cast<PHINode>(iv.getIncomingValueForBlock(latch));
    SplitIncrement split;
    if (!latchValue || !split.collect(latchValue, iv, loop) || !split.step) continue;
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
  bool changed = false;
  for (Loop* loop : loops.getLoopsInPreorder())
    if (loop->isInnermost()) changed |= restoreIncrements(*loop);
  if (!changed) return PreservedAnalyses::all();
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}

}  // namespace openhip
