// Pass "openhip-uniform-address-scatters": LLVM's optimizer runs it last
// (registerOptimizerExtensions, PassRegistry.h), after the loop vectorizer.
// A work-item loop that stores to one address under a work-item dependent
// test (`if (threadIdx.x == 0) tile[ty][0] = ...`, a halo cell, a search's
// hit) vectorizes into a masked scatter whose pointers are all the same, and
// a masked load from one address under such a test into a masked gather. x86
// runs a scatter or gather element by element (on AMD's cores in microcode, a
// 16-wide scatter costs dozens of cycles even with one lane active), though
// only one address is touched. Such a scatter becomes "if any lane is active,
// store the last active lane's value" (a scatter writes its lanes in order,
// so the last one wins), such a gather "if any lane is active, load once and
// broadcast". Where the stored lanes come from a vector load (or a masked
// load under the same mask) with no store in between, the last active lane is
// loaded on its own instead of extracted through the stack. A scatter or
// gather through different addresses under a mask that is not constant runs
// only when some lane is active, and with exactly one active lane as a scalar
// store or load: `if (lane == 0) sums[warp] = v` vectorizes into a scatter
// per vector of work-items with one lane in 64 active, and each cost the
// microcoded element loop.
#ifndef OPENHIP_COMPILER_PASSES_UNIFORMADDRESSSCATTERS_H
#define OPENHIP_COMPILER_PASSES_UNIFORMADDRESSSCATTERS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class UniformAddressScattersPass : public llvm::PassInfoMixin<UniformAddressScattersPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
