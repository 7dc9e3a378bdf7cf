// What WarpLoops.cpp found out about a warp loop, and the builder of its step
// function (WarpLoopSteps.cpp). Internal to the two.
#ifndef OPENHIP_COMPILER_PASSES_WARPLOOPPLAN_H
#define OPENHIP_COMPILER_PASSES_WARPLOOPPLAN_H

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constant.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

namespace llvm {
class BasicBlock;
class CallInst;
class DominatorTree;
class Function;
class Instruction;
class Loop;
class PHINode;
class PostDominatorTree;
class Value;
}  // namespace llvm

namespace openhip {

/// A loop the step can run (WarpLoops.h): its blocks form a chain from the
/// header to the latch, the only conditional branch leaves the loop, and
/// that branch depends on constants only.
struct WarpLoopPlan {
  llvm::Loop* loop = nullptr;
  llvm::BasicBlock* preheader = nullptr;  ///< the only block outside that enters the loop
  llvm::BasicBlock *header = nullptr, *latch = nullptr, *exiting = nullptr, *exit = nullptr;
  bool continueOnTrue = true;  ///< the exiting branch stays in the loop on true
  /// The header tests before the rest of the iteration runs (a `for` or
  /// `while`); otherwise the latch tests after it (a `do`-`while`, also
  /// every loop of one block).
  bool testsFirst() const { return exiting == header && header != latch; }
  llvm::Value* exitCondition = nullptr;
  llvm::SmallVector<llvm::BasicBlock*, 4> blocks;  ///< header to latch
  llvm::SmallVector<llvm::CallInst*, 2> gathers;  ///< the iteration's shuffles, in program order
  llvm::SmallVector<bool, 2> word32;              ///< per shuffle: 32 significant bits
  /// The position of `V` among the shuffles, or -1.
  int gatherIndex(const llvm::Value* V) const {
    for (size_t i = 0; i < gathers.size(); ++i)
      if (gathers[i] == V) return static_cast<int>(i);
    return -1;
  }
  llvm::SmallPtrSet<const llvm::Value*, 16> uniform;  ///< constant-derived: computed once per iteration
  llvm::SmallVector<llvm::PHINode*, 4> lanePhis;      ///< header phis with a value per lane
  llvm::SmallVector<llvm::Instruction*, 8> hoisted;   ///< loop-invariant per-lane instructions, in order
  llvm::SetVector<llvm::Value*> liveIns;              ///< per-lane values from outside (hoisted ones included)
  llvm::SmallVector<std::pair<llvm::Instruction*, llvm::PHINode*>, 4>
      liveOuts;  ///< value, the lane phi holding it at exit
};

/// Operands the step uses as they are: constants and metadata.
inline bool isOperandLike(const llvm::Value* V) {
  return llvm::isa<llvm::Constant>(V) || llvm::isa<llvm::MetadataAsValue>(V);
}

/// Turns one branch of `L`'s body whose sides only compute (pure
/// instructions that may run speculatively, no shuffle) into selects, so
/// that the body can become a chain of blocks (WarpLoopBranches.cpp). True
/// when it changed the function: the trees are stale then.
bool flattenPureBranches(llvm::Loop& L, const llvm::DominatorTree& DT, const llvm::PostDominatorTree& PDT);

/// Defines the body of `S`, the step function of a planned loop, whose
/// arguments are (arrays..., ptr value, ptr operand, ptr results..., i64
/// threads, ptr activity, i32 target, i32 activity kind): the arrays of the
/// lane phis, then those of the live-ins; a result array per shuffle.
/// Returns the calls of the gather step in its lane-by-lane path, one per
/// shuffle (for GatherActivity::All; the caller may retarget them).
llvm::SmallVector<llvm::CallInst*, 2> buildWarpLoopStep(const WarpLoopPlan& plan, llvm::Function& S, unsigned warpSize);

}  // namespace openhip

#endif
