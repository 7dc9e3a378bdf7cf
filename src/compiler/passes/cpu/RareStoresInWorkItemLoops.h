// Pass "openhip-rare-stores-in-work-item-loops": LLVM's optimizer runs it
// right before the loop vectorizer (registerOptimizerExtensions,
// PassRegistry.h). Search kernels report a hit by storing to a fixed address
// under a work-item dependent test (`if (hash == target) { *found = i;
// key[0] = ...; }`): in CUDA several work-items storing there at once would
// race, so such a store runs for few work-items. LLVM 16's cost model takes
// every conditional block as taken half of the time and prices each of
// these stores as one scalar store per lane, so a few of them make the whole
// work-item loop (md5 rounds, say) stay scalar. A work-item loop (an
// innermost loop marked parallel) whose conditional blocks with such stores
// write memory in no other way gets `llvm.loop.vectorize.enable` (at -O2 and -O3): the
// vectorizer then picks the cheapest vector width instead of comparing with
// the scalar loop. The hint also lets it reorder a floating-point reduction
// across the loop's work-items, which in a work-item loop can only come from
// atomics on one address (SharedMemoryAtomics), whose order is unspecified.
#ifndef OPENHIP_COMPILER_PASSES_RARESTORESINWORKITEMLOOPS_H
#define OPENHIP_COMPILER_PASSES_RARESTORESINWORKITEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class RareStoresInWorkItemLoopsPass : public llvm::PassInfoMixin<RareStoresInWorkItemLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses);
};

}  // namespace openhip

#endif
