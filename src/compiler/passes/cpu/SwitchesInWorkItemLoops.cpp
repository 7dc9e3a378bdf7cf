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
  if (!loop.isInnermost()) return false;
  const BasicBlock* latch = loop.getLoopLatch();
  const MDNode* id = latch ? latch->getTerminator()->getMetadata(LLVMContext::MD_loop) : nullptr;
  if (!id) return false;
  for (const MDOperand& operand : id->operands())
    if (const auto* property = dyn_cast<MDNode>(operand.get()))
      if (const auto* name = dyn_cast_or_null<MDString>(property->getNumOperands() ? property->getOperand(0).get()
                                                                                      : nullptr))
        if (name->getString() == "llvm.loop.parallel_accesses") return true;
  return false;
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
