#include "cpu/InductionIncrements.h"

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

/// `value` as `iv + C` (either operand order): C, or null.
const APInt* incrementOf(Value* value, PHINode* iv) {
  const APInt* step = nullptr;
  if (match(value, m_c_Add(m_Specific(iv), m_APInt(step)))) return step;
  return nullptr;
}

/// The latch value of header phi `iv` when it is a phi whose incoming values
/// all add the same constant to `iv`: that constant, else null.
const APInt* splitIncrement(PHINode& iv, PHINode& latchValue) {
  const APInt* common = nullptr;
  for (Value* incoming : latchValue.incoming_values()) {
    const APInt* step = incrementOf(incoming, &iv);
    if (!step || (common && *step != *common)) return nullptr;
    common = step;
  }
  return common;
}

bool restoreIncrements(Loop& loop) {
  BasicBlock* latch = loop.getLoopLatch();
  if (!latch) return false;
  bool changed = false;
  for (PHINode& iv : loop.getHeader()->phis()) {
    auto* latchValue = dyn_cast<PHINode>(iv.getIncomingValueForBlock(latch));
    if (!latchValue || !loop.contains(latchValue)) continue;
    const APInt* step = splitIncrement(iv, *latchValue);
    if (!step) continue;
    // The flags every incoming add has hold for the new one too.
    bool nuw = true, nsw = true;
    for (Value* incoming : latchValue->incoming_values()) {
      auto* add = cast<BinaryOperator>(incoming);
      nuw &= add->hasNoUnsignedWrap();
      nsw &= add->hasNoSignedWrap();
    }
    IRBuilder<> B(latchValue->getParent(), latchValue->getParent()->getFirstInsertionPt());
    Value* increment = B.CreateAdd(&iv, ConstantInt::get(iv.getType(), *step), iv.getName() + ".next", nuw, nsw);
    latchValue->replaceAllUsesWith(increment);
    latchValue->eraseFromParent();
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
