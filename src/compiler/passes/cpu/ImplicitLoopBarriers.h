// Implicit loop barriers (PoCL's idea): a loop that every work-item of a block
// runs together, the same number of times (a block-uniform trip count, reached
// uniformly), gets a barrier at the top of its body. BarrierLowering then
// turns each iteration into one work-item loop over the block, so the body is
// vectorized across threadIdx.x instead of running each work-item's whole loop
// before the next (n-body, naive matrix multiply, split grid-stride loops).
//
// The barrier is the contract's `call void @__openhip_barrier()` carrying
// `!openhip.implicit_barrier` metadata, so that it is lowered like any other
// yet recognisable (isImplicitLoopBarrier). Runs before WorkItemLoops.
#ifndef OPENHIP_COMPILER_PASSES_IMPLICITLOOPBARRIERS_H
#define OPENHIP_COMPILER_PASSES_IMPLICITLOOPBARRIERS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Instruction;
}

namespace openhip {

/// Loops whose trip count is a constant up to this get no barrier but are
/// marked for full unrolling (`llvm.loop.unroll.full`), then vectorized
/// inside the work-item loop -- unless a work-item dependent branch in them
/// guards a write, which would become masked stores.
inline constexpr unsigned SmallConstantTripCount = 64;

/// The most instructions such a loop may have once unrolled (trip count
/// times its size); a bigger one is left to LLVM's own unrolling thresholds.
inline constexpr unsigned FullUnrollBudget = 4096;

/// Whether a loop behind a divergent early return (`if (i >= n) return;`)
/// gets a barrier. BarrierLowering narrows the later sub-CFGs to the x range
/// that such a guard leaves alive (SubCfgEarlyReturns.h), so the
/// iterations' work-item loops vectorize without lane masks.
inline constexpr bool BarriersAfterEarlyReturns = true;

/// True for a barrier call inserted by ImplicitLoopBarriersPass.
bool isImplicitLoopBarrier(const llvm::Instruction& I);

class ImplicitLoopBarriersPass : public llvm::PassInfoMixin<ImplicitLoopBarriersPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

}  // namespace openhip

#endif
