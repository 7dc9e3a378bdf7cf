// Questions the loop passes (GridStrideLoops, ImplicitLoopBarriers) ask about
// a loop of a kernel in canonical form (LoweringContract.h), before the
// work-item loop passes: do all work-items of a block run it together, the
// same number of times?
#ifndef OPENHIP_COMPILER_PASSES_UNIFORMLOOPS_H
#define OPENHIP_COMPILER_PASSES_UNIFORMLOOPS_H

namespace llvm {
class Loop;
}  // namespace llvm

namespace openhip {

class BarrierUniformity;

/// True if every branch that leaves `L`, or one of its enclosing loops,
/// depends only on block-uniform values.
bool hasUniformExits(const llvm::Loop& L, const BarrierUniformity& uniformity);

/// True if every work-item reaches the loop's header whenever one does: no
/// work-item dependent branch before the loop (in one iteration of its
/// enclosing loops) lets some work-items skip it -- with `allowEarlyReturn`,
/// except a path that only returns (`if (i >= n) return;`): BarrierLowering
/// then runs the loop's iterations over the work-items still alive (an x
/// range for an affine guard, see SubCfgEarlyReturns.h; else an exited flag).
/// Not when such a branch lets at most one work-item of each x row through
/// (`if (threadIdx.x != 0) return;`): a loop for one work-item is no uniform
/// loop worth a barrier.
bool isReachedUniformly(const llvm::Loop& L, const BarrierUniformity& uniformity, bool allowEarlyReturn);

/// True if the loop holds a barrier (of any kind), a warp collective or an
/// alloca: the loop passes leave it alone.
bool holdsSynchronizationOrAllocas(const llvm::Loop& L);

/// Both of the above uniformity questions, and no synchronization inside.
bool isUniformLoop(const llvm::Loop& L, const BarrierUniformity& uniformity, bool allowEarlyReturn);

}  // namespace openhip

#endif
