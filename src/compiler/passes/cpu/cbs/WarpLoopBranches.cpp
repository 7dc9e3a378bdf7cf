// Branches inside a warp loop's body that only choose between computed
// values become selects (WarpLoopPlan.h, flattenPureBranches). clang writes
// `if (ov > v || (ov == v && oi < i)) { v = ov; i = oi; }` -- the argmax
// step of a warp reduction -- as a chain of branches that the front half's
// SimplifyCFG leaves alone (its sides hold more than one compare), and a
// warp loop must be a chain of blocks. The sides are pure and may run
// speculatively, so they move into the branching block and every phi they
// feed picks its value by the predicates of its incoming edges.
#include "cpu/cbs/WarpLoopPlan.h"

#include "common/LoweringNames.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace openhip {
namespace {

/// Instructions a flattened region may hold at most (each runs on both sides).
constexpr unsigned kMaxSpeculated = 48;

bool isShuffle(const Instruction& I) {
  const auto* call = dyn_cast<CallInst>(&I);
  const Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName() == contract::WarpGatherFn;
}

/// The blocks strictly between `from` (its conditional branch) and `join` (its immediate
/// post-dominator), in an order where every block follows its predecessors;
/// empty if any of them may not be flattened.
SmallVector<BasicBlock*, 8> regionBetween(BasicBlock* from, BasicBlock* join, const Loop& L,
                                          const DominatorTree& DT) {
  SmallPtrSet<BasicBlock*, 8> region;
  SmallVector<BasicBlock*, 8> worklist(successors(from));
  unsigned instructions = 0;
  while (!worklist.empty()) {
    BasicBlock* BB = worklist.pop_back_val();
    if (BB == join || region.contains(BB)) continue;
    if (BB == L.getHeader() || !L.contains(BB) || !DT.dominates(from, BB) || !isa<BranchInst>(BB->getTerminator()))
      return SmallVector<BasicBlock*, 8>();
    for (Instruction& I : *BB) {
      if (I.isTerminator() || isa<PHINode>(I) || isa<DbgInfoIntrinsic>(I)) continue;
      if (isShuffle(I) || I.mayReadOrWriteMemory() || !isSafeToSpeculativelyExecute(&I) ||
          ++instructions > kMaxSpeculated)
        return SmallVector<BasicBlock*, 8>();
    }
    region.insert(BB);
    append_range(worklist, successors(BB));
  }
  for (BasicBlock* BB : region)  // entered only from the branch's side
    for (BasicBlock* pred : predecessors(BB))
      if (pred != from && !region.contains(pred)) return SmallVector<BasicBlock*, 8>();
  SmallVector<BasicBlock*, 8> ordered;
  for (BasicBlock* BB : ReversePostOrderTraversal<BasicBlock*>(from))
    if (region.contains(BB)) ordered.push_back(BB);
  if (ordered.size() != region.size()) ordered.clear();
  return ordered;
}

/// Flattens the region from `from`'s conditional branch to `join`.
void flatten(BasicBlock* from, BasicBlock* join, ArrayRef<BasicBlock*> region) {
  Instruction* at = from->getTerminator();
  IRBuilder<> B(at);
  DenseMap<std::pair<BasicBlock*, BasicBlock*>, Value*> edges;  // taken when this edge is
  auto addEdges = [&](BasicBlock* BB, Value* taken) {
    auto* branch = cast<BranchInst>(BB->getTerminator());
    if (!branch->isConditional() || branch->getSuccessor(0) == branch->getSuccessor(1)) {
      edges[{BB, branch->getSuccessor(0)}] = taken;
      return;
    }
    Value* condition = branch->getCondition();
    edges[{BB, branch->getSuccessor(0)}] = B.CreateLogicalAnd(taken, condition);
    edges[{BB, branch->getSuccessor(1)}] = B.CreateLogicalAnd(taken, B.CreateNot(condition));
  };
  // A phi's value: the incoming value of the edge that is taken (exactly one).
  auto choose = [&](PHINode& phi, function_ref<bool(BasicBlock*)> fromRegion) {
    Value* chosen = nullptr;
    for (unsigned i = phi.getNumIncomingValues(); i-- > 0;) {
      BasicBlock* pred = phi.getIncomingBlock(i);
      if (!fromRegion(pred)) continue;
      Value* value = phi.getIncomingValue(i);
      chosen = chosen ? B.CreateSelect(edges.lookup({pred, phi.getParent()}), value, chosen, phi.getName()) : value;
    }
    return chosen;
  };
  auto inRegion = [&](BasicBlock* BB) { return BB == from || is_contained(region, BB); };

  addEdges(from, B.getTrue());
  for (BasicBlock* BB : region) {
    Value* taken = nullptr;
    for (BasicBlock* pred : predecessors(BB)) {
      Value* edge = edges.lookup({pred, BB});
      taken = taken ? B.CreateLogicalOr(taken, edge) : edge;
    }
    for (PHINode& phi : make_early_inc_range(BB->phis())) {
      phi.replaceAllUsesWith(choose(phi, inRegion));
      phi.eraseFromParent();
    }
    for (Instruction& I : make_early_inc_range(*BB)) {
      if (I.isTerminator()) break;
      if (isa<DbgInfoIntrinsic>(I)) {
        I.eraseFromParent();
        continue;
      }
      I.moveBefore(at);
      I.dropPoisonGeneratingFlags();  // it now runs where it did not before
    }
    addEdges(BB, taken);
  }
  // The join takes one edge from `from` in place of the region's.
  for (PHINode& phi : join->phis()) {
    Value* chosen = choose(phi, inRegion);
    for (unsigned i = phi.getNumIncomingValues(); i-- > 0;)
      if (inRegion(phi.getIncomingBlock(i))) phi.removeIncomingValue(i, false);
    phi.addIncoming(chosen, from);
  }
  BranchInst::Create(join, at);
  at->eraseFromParent();
  for (BasicBlock* BB : region) BB->dropAllReferences();
  for (BasicBlock* BB : region) BB->eraseFromParent();
  // Where nothing else enters the join, it continues the branching block.
  if (join->getSinglePredecessor() == from) {
    FoldSingleEntryPHINodes(join);
    MergeBlockIntoPredecessor(join);
  }
}

}  // namespace

bool flattenPureBranches(Loop& L, const DominatorTree& DT, const PostDominatorTree& PDT) {
  for (BasicBlock* from : L.blocks()) {
    auto* branch = dyn_cast<BranchInst>(from->getTerminator());
    if (!branch || !branch->isConditional() || !L.contains(branch->getSuccessor(0)) ||
        !L.contains(branch->getSuccessor(1)))
      continue;  // the loop's exit test stays
    const DomTreeNodeBase<BasicBlock>* node = PDT.getNode(from);
    BasicBlock* join = node && node->getIDom() ? node->getIDom()->getBlock() : nullptr;
    if (!join || !L.contains(join) || join == L.getHeader()) continue;
    SmallVector<BasicBlock*, 8> region = regionBetween(from, join, L, DT);
    if (region.empty()) continue;
    flatten(from, join, region);
    return true;  // the trees are stale
  }
  return false;
}

}  // namespace openhip
