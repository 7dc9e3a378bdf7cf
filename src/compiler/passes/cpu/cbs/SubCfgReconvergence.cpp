#include "cpu/cbs/SubCfgReconvergence.h"

#include "analysis/BarrierUniformity.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <limits>

using namespace llvm;

namespace openhip {

const BasicBlock* rejoinOf(const BasicBlock& branch, const PostDominatorTree& PDT) {
  const DomTreeNode* node = PDT.getNode(&branch);
  const DomTreeNode* joinNode = node ? node->getIDom() : nullptr;
  return joinNode ? joinNode->getBlock() : nullptr;
}

bool reachesBeforeRejoin(const BasicBlock& branch, const PostDominatorTree& PDT,
                         function_ref<bool(const BasicBlock*)> isSite,
                         function_ref<bool(const BasicBlock*)> stopsAt) {
  const BasicBlock* join = rejoinOf(branch, PDT);
  SmallPtrSet<const BasicBlock*, 32> seen;
  SmallVector<const BasicBlock*, 32> worklist(succ_begin(&branch), succ_end(&branch));
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (BB == join || !seen.insert(BB).second) continue;
    if (isSite(BB)) return true;
    if (!stopsAt(BB)) append_range(worklist, successors(BB));
  }
  return false;
}

namespace {

using BlockSet = SmallPtrSet<const BasicBlock*, 32>;

/// The loop's blocks and its exit paths up to where they join (the nearest
/// common post-dominator of the exit blocks), within what the header
/// dominates: what a lane runs from entering an iteration until it either
/// takes the back edge or is out of the loop for good.
BlockSet iterationRegion(const Loop& L, const DominatorTree& DT, const PostDominatorTree& PDT) {
  BlockSet region(L.block_begin(), L.block_end());
  SmallVector<BasicBlock*, 8> exits;
  L.getExitBlocks(exits);
  if (exits.empty()) return region;
  BasicBlock* join = exits.front();
  for (BasicBlock* exit : drop_begin(exits))
    if (join) join = PDT.findNearestCommonDominator(join, exit);
  SmallVector<BasicBlock*, 16> worklist(exits.begin(), exits.end());
  while (!worklist.empty()) {
    BasicBlock* BB = worklist.pop_back_val();
    if (BB == join || region.contains(BB) || !DT.dominates(L.getHeader(), BB)) continue;
    region.insert(BB);
    append_range(worklist, successors(BB));
  }
  return region;
}

/// Whether a lane starting at `start` can reach a block satisfying `found`
/// within the same iteration of the loop with `header` (inside `region`).
template <typename Predicate>
bool reachesInIteration(const BasicBlock* start, const BasicBlock* header, const BlockSet& region, Predicate found) {
  BlockSet seen;
  SmallVector<const BasicBlock*, 16> worklist{start};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (BB == header || !region.contains(BB) || !seen.insert(BB).second) continue;
    if (found(BB)) return true;
    append_range(worklist, successors(BB));
  }
  return false;
}

/// True if lanes of one iteration of L may part at a work-item dependent
/// branch so that some wait at a collective while others reach the back edge
/// or another collective.
bool lanesMayPart(const Loop& L, const BlockSet& region, const BlockSet& collectiveBlocks,
                  const BarrierUniformity& uniformity) {
  const BasicBlock* header = L.getHeader();
  auto isLatch = [&](const BasicBlock* BB) { return L.contains(BB) && is_contained(successors(BB), header); };
  auto isCollective = [&](const BasicBlock* BB) { return collectiveBlocks.contains(BB); };
  for (const BasicBlock* branchBlock : L.blocks()) {
    if (!uniformity.isVaryingBranch(*branchBlock->getTerminator())) continue;
    unsigned toCollective = 0, toCollectiveOrBackEdge = 0;
    BlockSet distinct;
    for (const BasicBlock* succ : successors(branchBlock)) {
      if (!distinct.insert(succ).second) continue;
      const bool collective = reachesInIteration(succ, header, region, isCollective);
      const bool backEdge = succ == header || reachesInIteration(succ, header, region, isLatch);
      toCollective += collective;
      toCollectiveOrBackEdge += collective || backEdge;
    }
    if (toCollective >= 1 && toCollectiveOrBackEdge >= 2) return true;
  }
  return false;
}

}  // namespace

SmallVector<CallInst*, 4> insertLoopReconvergencePoints(Function& F, FunctionAnalysisManager& FAM,
                                                        ArrayRef<CallInst*> collectives, FunctionCallee marker) {
  SmallVector<CallInst*, 4> points;
  // The caller has changed F (the collectives became markers).
  const BarrierUniformity& uniformity = recomputeBarrierUniformity(F, FAM);
  const LoopInfo& LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty()) return points;
  const DominatorTree& DT = FAM.getResult<DominatorTreeAnalysis>(F);
  const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  BlockSet collectiveBlocks;
  for (const CallInst* call : collectives) collectiveBlocks.insert(call->getParent());

  // Decide for every loop first: splitting edges invalidates the analyses.
  SmallVector<std::pair<BasicBlock*, SmallVector<BasicBlock*, 4>>, 4> backEdges;
  for (const Loop* L : LI.getLoopsInPreorder()) {
    BlockSet region = iterationRegion(*L, DT, PDT);
    if (none_of(collectiveBlocks, [&](const BasicBlock* BB) { return region.contains(BB); })) continue;
    if (!lanesMayPart(*L, region, collectiveBlocks, uniformity)) continue;
    SmallVector<BasicBlock*, 4> latches;
    L->getLoopLatches(latches);
    // Only plain branches can be redirected to a new block.
    if (all_of(latches, [](const BasicBlock* BB) { return isa<BranchInst, SwitchInst>(BB->getTerminator()); }))
      backEdges.push_back({L->getHeader(), latches});
  }
  for (auto& [header, latches] : backEdges) {
    BasicBlock* point = SplitBlockPredecessors(header, latches, ".reconverge");
    if (!point) continue;
    CallInst* call = CallInst::Create(marker, "", point->getTerminator());
    call->setConvergent();
    points.push_back(call);
  }
  if (!points.empty()) FAM.invalidate(F, PreservedAnalyses::none());  // edges split
  return points;
}

ProgramOrder::ProgramOrder(Function& F, FunctionAnalysisManager& FAM)
    : loops_(FAM.getResult<LoopAnalysis>(F)) {
  const DominatorTree& DT = FAM.getResult<DominatorTreeAnalysis>(F);
  const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  for (BasicBlock* BB : ReversePostOrderTraversal<Function*>(&F)) rpoIndex_[BB] = rpoIndex_.size();
  for (const Loop* L : loops_.getLoopsInPreorder())
    for (const BasicBlock* BB : iterationRegion(*L, DT, PDT)) regions_[BB].push_back(L);
}

ProgramOrder::Key ProgramOrder::keyOf(const BasicBlock* block) const {
  Key key;
  if (auto it = regions_.find(block); it != regions_.end())
    for (const Loop* L : it->second) key.push_back(rpoIndex_.lookup(L->getHeader()));
  key.push_back(rpoIndex_.lookup(block));
  return key;
}

ProgramOrder::Key ProgramOrder::backEdgeKeyOf(const BasicBlock* latch) const {
  const Loop* L = loops_.getLoopFor(latch);
  Key key = keyOf(L ? L->getHeader() : latch);
  key.back() = std::numeric_limits<unsigned>::max();
  return key;
}

}  // namespace openhip
