#include "cpu/SwitchesInWorkItemLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"

using namespace llvm;

namespace openhip {
namespace {

/// An innermost loop whose latch says its iterations are independent: the
/// x loop of a work-item loop nest (its access group), what the vectorizer
/// should see.
bool isParallelInnermostLoop(const Loop& loop) {
  return loop.isInnermost() && findOptionMDForLoop(&loop, "llvm.loop.parallel_accesses");
}

bool hasSwitchInParallelLoop(const LoopInfo& loops) {
  for (const Loop* loop : loops.getLoopsInPreorder())
    if (isParallelInnermostLoop(*loop))
      for (const BasicBlock* block : loop->blocks())
        if (isa<SwitchInst>(block->getTerminator())) return true;
  return false;
}

}  // namespace

PreservedAnalyses SwitchesInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  if (!hasSwitchInParallelLoop(analyses.getResult<LoopAnalysis>(function))) return PreservedAnalyses::all();
  return LowerSwitchPass().run(function, analyses);
}

}  // namespace openhip
