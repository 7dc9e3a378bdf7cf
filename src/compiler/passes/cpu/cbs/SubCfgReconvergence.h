// Where the lanes of a warp meet again in the per-work-item mode of the warp
// collectives (docs/warp-operations.md). After each sub-CFG loop nest the
// smallest point any work-item waits at runs next, so the numbering of the
// points decides reconvergence. Two things make it match the post-Volta rule
// (lanes reconverge at the immediate post-dominator of a divergent branch;
// only lanes in the same iteration of a loop meet at a collective in it):
//
// * Program order with each loop kept together: a loop's *iteration region*
//   (its blocks plus the exit paths up to where they join, the nearest common
//   post-dominator of its exits) is ordered as one unit, at its header.
//   Lanes still in an iteration or on its way out thus run before lanes past
//   the loop, and a collective after an if/else before either arm.
// * Back-edge points: in a loop whose lanes may part inside one iteration,
//   some waiting at a collective while others could reach the back edge or
//   another collective, the back edges are routed through one block holding
//   a point of its own, ordered after everything in the iteration region.
//   Lanes that finished iteration k wait there until every lane of iteration
//   k has; without it they would run ahead and meet the slower lanes at a
//   collective of iteration k+1.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGRECONVERGENCE_H
#define OPENHIP_COMPILER_PASSES_SUBCFGRECONVERGENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/PassManager.h"

#include <memory>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
class PostDominatorTree;
class Value;
}  // namespace llvm

namespace openhip {

/// The block where the paths that part at `branch` meet again: its
/// immediate post-dominator; null when they end apart (different returns).
const llvm::BasicBlock* rejoinOf(const llvm::BasicBlock& branch, const llvm::PostDominatorTree& PDT);

/// Whether a path from `branch` reaches a block that `isSite` picks before
/// the paths meet again (anywhere, when they never do), not looking past the
/// blocks `stopsAt` picks.
bool reachesBeforeRejoin(const llvm::BasicBlock& branch, const llvm::PostDominatorTree& PDT,
                         llvm::function_ref<bool(const llvm::BasicBlock*)> isSite,
                         llvm::function_ref<bool(const llvm::BasicBlock*)> stopsAt);

/// Inserts a call to `marker` on the merged back edges of every loop that
/// needs a back-edge point (see above) and returns the new calls. `collectives`
/// are the marker calls of the collectives. F has changed since `FAM` last
/// saw it: its cached results for F are dropped first.
llvm::SmallVector<llvm::CallInst*, 4> insertLoopReconvergencePoints(llvm::Function& F,
                                                                   llvm::FunctionAnalysisManager& FAM,
                                                                   llvm::ArrayRef<llvm::CallInst*> collectives,
                                                                   llvm::FunctionCallee marker);

/// Program-order keys of the function's blocks (compared lexicographically),
/// see above. Built from `FAM`'s analyses of the function as it is; invalid
/// once its CFG changes.
class ProgramOrder {
 public:
  using Key = llvm::SmallVector<unsigned, 4>;
  ProgramOrder(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
  /// A point in `block`.
  Key keyOf(const llvm::BasicBlock* block) const;
  /// The back-edge point of the loop whose single latch is `latch`: after
  /// everything in that loop's iteration region.
  Key backEdgeKeyOf(const llvm::BasicBlock* latch) const;

 private:
  const llvm::LoopInfo& loops_;
  llvm::DenseMap<const llvm::BasicBlock*, unsigned> rpoIndex_;
  /// The loops whose iteration region holds the block, outermost first.
  llvm::DenseMap<const llvm::BasicBlock*, llvm::SmallVector<const llvm::Loop*, 4>> regions_;
};

}  // namespace openhip

#endif
