// Warp loops: a loop whose work is a warp shuffle (or a few) per iteration
// plus arithmetic, with control flow that depends on constants only -- the warp
// reduction `for (o = 16; o > 0; o /= 2) v += __shfl_down(v, o)` and the
// `__shfl_up` scan as every header and tutorial writes them -- runs as ONE
// collective step instead of one sub-CFG split per iteration.
//
// Several shuffles per iteration are allowed (a value and its index, the
// three moments of Welford's merge, a running maximum and sum).
//
// The loop is replaced by stores of its per-lane inputs into private slots
// (the values its phis start from and the loop-invariant values it uses,
// such as the lane id), a collective marker, and loads of its results. Its
// step calls a function built from the loop's own instructions that runs
// every iteration for the whole block: a vectorizable lane loop computing
// each lane's shuffle operands, the module's gather step (GatherStep.h, with
// its shapes and lane activity), and a lane loop computing each lane's next
// values from its gathered value. The iteration count is the same for every
// lane (it depends on constants only), so this is exactly what the split
// points computed, without a pass over the block's sub-CFG per iteration.
// See docs/warp-operations.md, "Warp loops".
#ifndef OPENHIP_COMPILER_PASSES_WARPLOOPS_H
#define OPENHIP_COMPILER_PASSES_WARPLOOPS_H

#include "cpu/cbs/GatherStep.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
class FunctionCallee;
class IRBuilderBase;
class Value;
}  // namespace llvm

namespace openhip {

class PrivateArenaLayout;
struct WorkItemFrame;

/// The step of one warp loop: `function(arrays..., value, operand,
/// results..., i64 threads, ptr activity, i32 target, i32 activity kind)`.
/// The arrays are per-work-item private slots (the loop's per-lane inputs
/// and results, updated in place); value and operand are the exchange slots
/// the function hands to the gather step for each shuffle, and each shuffle
/// of an iteration has its own result slot.
struct WarpLoopStep {
  struct Slot {
    uint64_t offset = 0;
    uint64_t size = 0;
  };
  llvm::Function* function = nullptr;
  llvm::SmallVector<llvm::CallInst*, 2> gatherCalls;  ///< in `function`: each shuffle's gather step
  llvm::SmallVector<bool, 2> word32;  ///< per shuffle: it moves 32 significant bits (GatherStep.h's `.b32`)
  llvm::SmallVector<Slot, 4> arrays;
  Slot value, operand;                   ///< shared by the warp loops of a kernel
  llvm::SmallVector<Slot, 2> results;    ///< one per shuffle, shared likewise
};

/// Replaces each warp loop of the frame's function by its input stores, a
/// call of `marker` and its result loads; returns the markers with their
/// steps, in no particular order. Allocates the slots in `layout`.
llvm::SmallVector<std::pair<llvm::CallInst*, WarpLoopStep>, 4> fuseWarpLoops(WorkItemFrame& frame,
                                                                             PrivateArenaLayout& layout,
                                                                             llvm::FunctionCallee marker,
                                                                             unsigned warpSize);

/// Emits the call of a warp loop's step at `B` for lanes told by `activity`
/// (the base of the activity slot, or null for GatherActivity::All) and
/// `target`, as for a gather step.
void emitWarpLoopStepCall(llvm::IRBuilderBase& B, const WorkItemFrame& frame, const WarpLoopStep& step,
                          unsigned warpSize, GatherActivity kind, llvm::Value* activity, llvm::Value* target);

}  // namespace openhip

#endif
