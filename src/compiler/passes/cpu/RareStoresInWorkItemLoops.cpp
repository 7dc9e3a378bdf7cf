#include "cpu/RareStoresInWorkItemLoops.h"

#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace openhip {
namespace {

bool isStoreToInvariantAddress(const Loop& loop, const Instruction& instruction) {
  const auto* store = dyn_cast<StoreInst>(&instruction);
  return store && loop.isLoopInvariant(store->getPointerOperand());
}

/// Whether `loop` has a block that not every iteration runs and that stores
/// to loop-invariant addresses, and every such block writes memory only so
/// (a hit's report; it may read, e.g. the work-item's private values).
bool holdsRareUniformStores(const Loop& loop, const DominatorTree& dominators) {
  const BasicBlock* latch = loop.getLoopLatch();
  if (!latch) return false;
  bool found = false;
  for (const BasicBlock* block : loop.blocks()) {
    if (dominators.dominates(block, latch) ||
        none_of(*block, [&](const Instruction& I) { return isStoreToInvariantAddress(loop, I); }))
      continue;
    for (const Instruction& instruction : *block)
      if (instruction.mayWriteToMemory() && !isStoreToInvariantAddress(loop, instruction)) return false;
    found = true;
  }
  return found;
}

}  // namespace

PreservedAnalyses RareStoresInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  LoopInfo& loops = analyses.getResult<LoopAnalysis>(function);
  const DominatorTree& dominators = analyses.getResult<DominatorTreeAnalysis>(function);
  bool changed = false;
  for (Loop* loop : loops.getLoopsInPreorder()) {
    if (!isWorkItemXLoop(*loop) || findOptionMDForLoop(loop, "llvm.loop.vectorize.enable") ||
        !holdsRareUniformStores(*loop, dominators))
      continue;
    addStringMetadataToLoop(loop, "llvm.loop.vectorize.enable", 1);
    changed = true;
  }
  if (!changed) return PreservedAnalyses::all();
  PreservedAnalyses preserved = PreservedAnalyses::none();
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}

}  // namespace openhip
