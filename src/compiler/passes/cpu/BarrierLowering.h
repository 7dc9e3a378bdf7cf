// Kernels that call __openhip_barrier (or __syncthreads_count/_and/_or):
// continuation-based synchronization. The CFG is cut at every barrier into
// sub-CFGs; each sub-CFG runs inside its own work-item loop nest, and the
// nests are chained by the barrier that ends them. Values live across a
// barrier stay in scalars when block-uniform and in per-work-item slots of
// ctx->private_arena otherwise. See docs/barriers.md.
#ifndef OPENHIP_COMPILER_PASSES_BARRIERLOWERING_H
#define OPENHIP_COMPILER_PASSES_BARRIERLOWERING_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class BarrierLoweringPass : public llvm::PassInfoMixin<BarrierLoweringPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

}  // namespace openhip

#endif
