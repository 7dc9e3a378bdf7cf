// Pass "openhip-switches-in-work-item-loops": LLVM's optimizer runs it right
// before the loop vectorizer (registerOptimizerExtensions, PassRegistry.h). LLVM 16's vectorizer
// refuses any loop holding a `switch`, and SimplifyCFG turns chains of
// comparisons like `if (flag == bounce || flag == moving_wall) continue;` into
// one: a work-item loop (an innermost loop whose accesses the lowering marked
// parallel) with such a branch would stay scalar. In a function with a switch
// inside one, every switch becomes compare-and-branch code (LowerSwitchPass),
// which the vectorizer can if-convert; SimplifyCFG after it puts the scalar
// remainder's switches back.
#ifndef OPENHIP_COMPILER_PASSES_SWITCHESINWORKITEMLOOPS_H
#define OPENHIP_COMPILER_PASSES_SWITCHESINWORKITEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class SwitchesInWorkItemLoopsPass : public llvm::PassInfoMixin<SwitchesInWorkItemLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
