// Pass "openhip-induction-increments": LLVM's optimizer runs it right before
// the loop vectorizer (registerOptimizerExtensions, PassRegistry.h). A
// work-item loop whose body reads a neighbour under a condition (a stencil's
// `if (i >= 1 && i <= n - 2) ... tile[x + 1] ...`) computes `x + 1` in the
// conditional block as well as in the latch; GVN's partial-redundancy
// elimination then adds `x + 1` to the other path and feeds the latch with a
// phi of the two. LLVM 16's scalar evolution cannot see through that phi, so
// the vectorizer finds no trip count and leaves the loop scalar (HeCBench
// jacobi's stencil loop). This pass gives such a loop back its single
// increment: a phi whose incoming values are all `iv + C` for the same
// header phi `iv` and constant C, or phis of such (SimplifyCFG nests GVN's
// phi in another when it sinks a store common to two sides), is replaced by
// one `iv + C`. An incoming constant counts where a branch into a block
// dominating its edge pins `iv` down to K with K + C equal to it (GVN
// propagates `iv == K` into `iv + C`: a tile's halo loads under
// `threadIdx.x == 0` and `== 15`).
#ifndef OPENHIP_COMPILER_PASSES_INDUCTIONINCREMENTS_H
#define OPENHIP_COMPILER_PASSES_INDUCTIONINCREMENTS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class InductionIncrementsPass : public llvm::PassInfoMixin<InductionIncrementsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
