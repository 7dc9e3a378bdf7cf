// Pass "openhip-choices-in-work-item-loops": LLVM's optimizer runs it right
// before the loop vectorizer (registerOptimizerExtensions, PassRegistry.h).
// Where the work-items of a sub-CFG may part (some return, the others go on
// to a collective or a barrier), every work-item that goes on stores the same
// "next sub-CFG" constant into one slot (SubCfgLoopNests.cpp); SROA makes that
// a loop-carried value of the x loop, `next = reached ? C : next`, which LLVM
// 16's vectorizer cannot classify ("value that could not be identified as
// reduction is used outside the loop"), so the whole work-item loop stays
// scalar. The value after the loop is C if any iteration chose it and its
// initial value otherwise: this pass rewrites such a recurrence as an `or`
// reduction of "this iteration chose C" and selects C or the initial value
// after the loop, which vectorizes.
#ifndef OPENHIP_COMPILER_PASSES_CHOICESINWORKITEMLOOPS_H
#define OPENHIP_COMPILER_PASSES_CHOICESINWORKITEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class ChoicesInWorkItemLoopsPass : public llvm::PassInfoMixin<ChoicesInWorkItemLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
