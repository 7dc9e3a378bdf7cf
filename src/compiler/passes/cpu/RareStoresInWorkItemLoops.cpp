#include "cpu/RareStoresInWorkItemLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace openhip {
namespace {

/// Whether `loop` stores a value that changes from one iteration to the next
/// to a loop-invariant address, in a block that not every iteration runs.
bool holdsRareUniformStore(const Loop& loop, const DominatorTree& dominators) {
  const BasicBlock* latch = loop.getLoopLatch();
  if (!latch) return false;
  for (const BasicBlock* block : loop.blocks()) {
    if (dominators.dominates(block, latch)) continue;
    for (const Instruction& instruction : *block) {
      const auto* store = dyn_cast<StoreInst>(&instruction);
      if (store && loop.isLoopInvariant(store->getPointerOperand()) &&
          !loop.isLoopInvariant(store->getValueOperand()))
        return true;
    }
  }
  return false;
}

}  // namespace

PreservedAnalyses RareStoresInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  LoopInfo& loops = analyses.getResult<LoopAnalysis>(function);
  const DominatorTree& dominators = analyses.getResult<DominatorTreeAnalysis>(function);
  bool changed = false;
  for (Loop* loop : loops.getLoopsInPreorder()) {
    // The x loop of a work-item loop nest carries its access group.
    if (!loop->isInnermost() || !findOptionMDForLoop(loop, "llvm.loop.parallel_accesses") ||
        findOptionMDForLoop(loop, "llvm.loop.vectorize.enable") || !holdsRareUniformStore(*loop, dominators))
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
