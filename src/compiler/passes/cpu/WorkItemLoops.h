// Barrier-free kernels: wraps the whole body in one z/y/x loop nest over the
// block's work-items (x innermost, annotated parallel so it vectorizes).
// Kernels that synchronize are left to BarrierLowering.
#ifndef OPENHIP_COMPILER_PASSES_WORKITEMLOOPS_H
#define OPENHIP_COMPILER_PASSES_WORKITEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class WorkItemLoopsPass : public llvm::PassInfoMixin<WorkItemLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

}  // namespace openhip

#endif
