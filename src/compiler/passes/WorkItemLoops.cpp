#include "WorkItemLoops.h"

#include "LoweringContract.h"
#include "WorkItemLoopNest.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;

namespace openhip {

PreservedAnalyses WorkItemLoopsPass::run(Function& F, FunctionAnalysisManager& FAM) {
  if (!isOpenHipKernel(F) || F.hasFnAttribute(contract::PrivateSizeAttr) || containsBarrierCall(F))
    return PreservedAnalyses::all();

  // Private variables that SROA can turn into registers need no arena copy.
  SROAPass(SROAOptions::ModifyCFG).run(F, FAM);

  BasicBlock* bodyEntry = &F.getEntryBlock();
  WorkItemFrame frame = createWorkItemFrame(F);
  PrivateArenaLayout layout;
  replicateAllocas(frame, layout, bodyEntry);
  hoistUniformPrologue(frame, bodyEntry);
  annotateBlockDimLoads(frame);

  SmallVector<BasicBlock*, 16> body;
  for (BasicBlock& BB : F)
    if (&BB != frame.entry) body.push_back(&BB);

  WorkItemLoopNest nest = buildWorkItemLoopNest(frame, bodyEntry, "wi");
  for (BasicBlock* BB : body) {
    if (auto* ret = dyn_cast<ReturnInst>(BB->getTerminator())) {
      BranchInst::Create(nest.latch, ret);
      ret->eraseFromParent();
    }
  }
  frame.entry->getTerminator()->setSuccessor(0, nest.preheader);
  nest.exit->getTerminator()->eraseFromParent();
  ReturnInst::Create(F.getContext(), nest.exit);
  finishWorkItemLoopNest(frame, nest, body);

  F.addFnAttr(contract::PrivateSizeAttr, std::to_string(layout.bytesPerWorkItem()));
  // The private arena is reached through a pointer loaded from ctx, which an
  // argmem-only memory attribute would not cover.
  if (layout.bytesPerWorkItem() > 0) F.removeFnAttr(Attribute::Memory);
  return PreservedAnalyses::none();
}

}  // namespace openhip
