#include "cpu/SwitchesInWorkItemLoops.h"

#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LowerSwitch.h"

using namespace llvm;

namespace openhip {
namespace {

bool hasSwitchInParallelLoop(const LoopInfo& loops) {
  for (const Loop* loop : loops.getLoopsInPreorder())
    if (isWorkItemXLoop(*loop))
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
