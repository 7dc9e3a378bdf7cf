// The step of a warp gather (__shfl and friends, SubCfgWarpCollectives.h):
// every active lane l of the block gets value[source(l)] if its source lane
// is active, else its own value[l]. Every step of a module calls one helper,
// `__openhip.gather_step`, defined once per module (so a kernel with 184
// shuffles compiles one step loop, not 184).
//
// When the block is whole warps, the helper first asks in one vectorizable
// pass whether the active lanes' sources have one of the shapes shuffles
// give them: a shift by one delta within each segment (__shfl_down,
// __shfl_up), an xor with one mask (__shfl_xor), or one lane per warp
// (__shfl(v, k)). Those copy contiguous runs of the value slots (with the
// source's activity as a select), which the vectorizer turns into vector
// loads and stores. Anything else (partial warps, per-lane sources) takes
// the per-lane loop.
#ifndef OPENHIP_COMPILER_PASSES_GATHERSTEP_H
#define OPENHIP_COMPILER_PASSES_GATHERSTEP_H

#include <cstdint>

namespace llvm {
class Function;
class IRBuilderBase;
class Module;
class Value;
}  // namespace llvm

namespace openhip {

/// How a step tells active lanes (its `activity` and `target` arguments).
enum class GatherActivity : uint32_t {
  All = 0,        ///< every lane (`activity` unused)
  NotExited = 1,  ///< lanes whose i8 at activity[l] is 0
  WaitingAt = 2,  ///< lanes whose i32 at activity[l] equals `target`
};

/// i1: whether the lane whose activity slot is at `slot` takes part (an i8
/// exited flag that is 0, or an i32 next point equal to `target`); not for
/// GatherActivity::All, where every lane does.
llvm::Value* emitLaneIsActive(llvm::IRBuilderBase& B, GatherActivity kind, llvm::Value* slot, llvm::Value* target);

/// `void __openhip.gather_step[.b32][.kind](ptr value, ptr operand, ptr
/// result, i64 threads, ptr activity, i32 target)`, one per width and kind of
/// activity: value and result are i64 per lane (i32 with `valueBits` 32, the
/// `.b32` helper), operand the i32 source lane (taken modulo the warp size
/// within the lane's warp). Defined on first use.
llvm::Function* getOrCreateGatherStep(llvm::Module& M, unsigned warpSize, GatherActivity kind,
                                      unsigned valueBits = 64);

}  // namespace openhip

#endif
