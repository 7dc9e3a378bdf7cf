// Pass "openhip-unroll-private-array-loops": fully unrolls small loops with a
// constant trip count that index a private array (an alloca) by a value
// changing in the loop, so that the cleanup's SROA turns the array into
// registers:
//
//   int c[T]; float2 p[T];               // T a template constant
//   for (int t = 0; t < T; t++) if (...) c[t] = !c[t];
//
// A GPU compiler does the same (private arrays live in registers only when
// unrolled). Left as loops, such arrays stay memory: across a barrier each
// work-item's copy lands in the private arena `size` bytes from the next
// one's, so every vector access across work-items becomes a gather or
// scatter (HeCBench pnpoly's tiled kernels, 10-20x slower than untiled).
//
// A loop qualifies when SCEV knows its trip count T (1 <= T <= MaxTrips), its
// body holds no barrier, warp collective or other convergent call, and the
// unrolled copy stays within MaxUnrolledInstructions. Inner loops go first,
// so a 2-D array indexed by two nested loops unrolls both.
#ifndef OPENHIP_COMPILER_PASSES_UNROLLPRIVATEARRAYLOOPS_H
#define OPENHIP_COMPILER_PASSES_UNROLLPRIVATEARRAYLOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class UnrollPrivateArrayLoopsPass : public llvm::PassInfoMixin<UnrollPrivateArrayLoopsPass> {
 public:
  static constexpr unsigned MaxTrips = 128;
  static constexpr unsigned MaxUnrolledInstructions = 4096;

  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

}  // namespace openhip

#endif
