// Grid-stride loops, `for (i = base + threadIdx.x; i < n; i += stride)` with
// base, n and stride block-uniform: run one after the other per work-item,
// work-item 0 reads data[i], data[i + stride], ... before work-item 1 starts,
// so consecutive accesses are `stride` apart and miss the cache.
//
// This pass splits such a loop in two. First a copy of it runs
// K = (trip count of the block's last work-item) iterations for every
// work-item, with i = start + k * stride: its trip count is block-uniform, so
// ImplicitLoopBarriers (which runs next) makes each of its iterations one
// work-item loop over the block: contiguous, vectorizable accesses. Then the
// original loop continues from where the copy stopped and runs the remaining
// iterations of the lower work-items. K is computed once per block
// and is 0 (all work in the original loop) when the stride is not positive,
// smaller than blockDim.x, or when the last work-item's start overflows.
// When every work-item has at most one iteration left (the first work-item's
// start is less than one stride below the last one's), the copy runs that
// iteration too, guarded by each work-item's own test, and the original loop
// is skipped: what follows the copy then holds no per-work-item loop.
//
// Recognised shape (clang's, after SROA): the header holds only phis, the
// exit compare `i < n` (signed or unsigned, either operand order or branch
// direction) and the branch, and is the only exiting block; one latch with
// `i.next = i + stride`; a start that grows with threadIdx.x: built from
// threadIdx.x and block-uniform values by additions, multiplications by
// positive constants, left shifts and extensions (`u + threadIdx.x`, and the
// several-items-per-work-item form `(u + threadIdx.x) * c`). The last work-item's
// start is computed with overflow checks. Runs before ImplicitLoopBarriers.
//
// Second shape, the work-item range loop: `for (j = u; j < m && start + j < n;
// ++j)`, each work-item over its own items (start growing with threadIdx.x,
// u/m/n block-uniform; the exit any `&&` of tests `j < b` or `offset + j < b`).
// The copy runs K = the fewest iterations any test leaves the block's last
// work-item, the original loop the rest. Split only when the loop's memory
// accesses have block-uniform or private addresses (a key search's hashing),
// since the copy would turn a per-work-item stream `in[start + j]` into
// accesses `per` elements apart. In both shapes a block-uniform multiplier of
// threadIdx.x must be non-negative at run time, else K is 0.
#ifndef OPENHIP_COMPILER_PASSES_GRIDSTRIDELOOPS_H
#define OPENHIP_COMPILER_PASSES_GRIDSTRIDELOOPS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class GridStrideLoopsPass : public llvm::PassInfoMixin<GridStrideLoopsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

}  // namespace openhip

#endif
