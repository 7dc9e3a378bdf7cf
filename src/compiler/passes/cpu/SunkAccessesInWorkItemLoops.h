// Pass "openhip-sunk-accesses-in-work-item-loops": LLVM's optimizer runs it
// right before the loop vectorizer (registerOptimizerExtensions,
// PassRegistry.h). Clang optimizes device code before the lowering, and its
// late SimplifyCFG sinks the common tail of exclusive branches into one
// block with phis: a shared-memory tile's halo,
//   if (tx == 0) tile[ty][0] = in[i - 1];
//   else if (tx == BX - 1) tile[ty][BX + 1] = in[i + 1];
// becomes one load from `in[i + phi(-1, 1)]` and one store to
// `phi(&tile[ty][0], &tile[ty][BX + 1])`. On a GPU that saves code; in a
// work-item loop the vectorizer must then gather and scatter through a
// vector of addresses, though each branch alone loads consecutive elements
// and stores to one address. A block of a work-item loop whose loads' or
// stores' addresses depend on its phis, small and entered from a few blocks,
// is copied onto each incoming edge (with the phis replaced by their
// incoming values), undoing the sinking.
//
// The two-sided form of the same merge, `x = tx == 0 ? in[n] : s[tx - 1]`
// (a systolic pipeline's input), is one access through
// `select(tx == 0, &in[n], &s[tx - 1])`: a gather, though one side is the
// same address for every work-item and the other consecutive. Where each
// side is uniform or consecutive and the target has masked loads and
// stores, the access is split into `if (c) *p else *q`, which the
// vectorizer turns into masked accesses (and a one-address gather or
// scatter, UniformAddressScatters.h).
#ifndef OPENHIP_COMPILER_PASSES_SUNKACCESSESINWORKITEMLOOPS_H
#define OPENHIP_COMPILER_PASSES_SUNKACCESSESINWORKITEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class SunkAccessesInWorkItemLoopsPass : public llvm::PassInfoMixin<SunkAccessesInWorkItemLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
