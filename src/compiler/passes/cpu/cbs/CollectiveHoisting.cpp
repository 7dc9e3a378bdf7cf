#include "cpu/cbs/CollectiveHoisting.h"

#include "analysis/BarrierUniformity.h"
#include "cpu/cbs/SubCfgReconvergence.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <optional>

using namespace llvm;

namespace openhip {
namespace {

/// A block holding a collective marker or any other convergent call (a
/// barrier): a point where work-items wait for each other.
bool holdsSite(const BasicBlock& BB) {
  for (const Instruction& I : BB)
    if (const auto* call = dyn_cast<CallInst>(&I); call && call->isConvergent()) return true;
  return false;
}

/// Whether a work-item at `start` may still meet a site.
bool reachesSite(const BasicBlock* start) {
  SmallPtrSet<const BasicBlock*, 16> seen;
  SmallVector<const BasicBlock*, 16> worklist{start};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (!seen.insert(BB).second) continue;
    if (holdsSite(*BB)) return true;
    append_range(worklist, successors(BB));
  }
  return false;
}

/// The branch to rewrite for `site`: the nearest block that decides whether
/// the site runs (the site's block does not post-dominate it), and which
/// side leads there.
struct Candidate {
  BranchInst* branch = nullptr;
  unsigned siteSide = 0;  ///< successor index whose side runs the site
  SmallPtrSet<BasicBlock*, 16> siteRegion;  ///< that side's blocks before the site block
};

std::optional<Candidate> findCandidate(CallInst* marker, const DominatorTree& DT, const PostDominatorTree& PDT,
                                       const LoopInfo& LI, const BarrierUniformity& uniformity) {
  BasicBlock* siteBlock = marker->getParent();
  DomTreeNode* node = DT.getNode(siteBlock);
  if (!node) return std::nullopt;
  for (DomTreeNode* up = node->getIDom(); up; up = up->getIDom()) {
    BasicBlock* decider = up->getBlock();
    if (PDT.dominates(siteBlock, decider)) continue;  // runs the site either way
    auto* branch = dyn_cast<BranchInst>(decider->getTerminator());
    if (!branch || !branch->isConditional() || !uniformity.isVaryingBranch(*branch)) return std::nullopt;
    if (branch->getSuccessor(0) == branch->getSuccessor(1)) return std::nullopt;
    if (LI.getLoopFor(decider) != LI.getLoopFor(siteBlock)) return std::nullopt;
    Candidate candidate;
    candidate.branch = branch;
    candidate.siteSide = DT.dominates(branch->getSuccessor(0), siteBlock) ? 0 : 1;
    BasicBlock* sideStart = branch->getSuccessor(candidate.siteSide);
    BasicBlock* otherStart = branch->getSuccessor(1 - candidate.siteSide);
    // Every path into the side runs the site exactly once: the side's entry
    // dominates the site block, which post-dominates the entry, outside any
    // loop of the side (checked above: same loop as the branch).
    if (sideStart->getSinglePredecessor() != decider || !DT.dominates(sideStart, siteBlock) ||
        !PDT.dominates(siteBlock, sideStart))
      return std::nullopt;
    // The side's blocks before the site: no other site among them.
    SmallVector<BasicBlock*, 16> worklist{sideStart};
    while (!worklist.empty()) {
      BasicBlock* BB = worklist.pop_back_val();
      if (BB == siteBlock || !candidate.siteRegion.insert(BB).second) continue;
      if (!DT.dominates(sideStart, BB) || holdsSite(*BB)) return std::nullopt;
      append_range(worklist, successors(BB));
    }
    // The site block itself: nothing convergent before the marker.
    for (Instruction& I : *siteBlock) {
      if (&I == marker) break;
      if (const auto* call = dyn_cast<CallInst>(&I); call && call->isConvergent()) return std::nullopt;
    }
    // The other side reaches the rejoin point without meeting a site.
    const BasicBlock* rejoin = rejoinOf(*decider, PDT);
    // Both sides within one iteration of the branch's loop: a side that
    // leaves the loop (`if (done) break;`) would wait at a later point while
    // the other lanes go round again.
    if (!rejoin || LI.getLoopFor(rejoin) != LI.getLoopFor(decider)) return std::nullopt;
    SmallPtrSet<BasicBlock*, 16> seen;
    worklist.assign({otherStart});
    while (!worklist.empty()) {
      BasicBlock* BB = worklist.pop_back_val();
      if (BB == rejoin || !seen.insert(BB).second) continue;
      if (holdsSite(*BB) || candidate.siteRegion.contains(BB) || BB == siteBlock) return std::nullopt;
      append_range(worklist, successors(BB));
    }
    // Worth it only if lanes wait somewhere after the join: where they all
    // run to their return, the uniform mode's exited flags already make the
    // others inactive (and without peeling work-item 0, which would leave
    // every later x loop one short of whole vectors).
    if (!reachesSite(rejoin)) return std::nullopt;
    return candidate;
  }
  return std::nullopt;
}

/// Rewrites `candidate` for `site`: see CollectiveHoisting.h.
void hoist(const Candidate& candidate, CollectiveSite& site, uint64_t skippingSlot, const CollectiveSlots& slots) {
  BranchInst* branch = candidate.branch;
  BasicBlock* decider = branch->getParent();
  Function& F = *decider->getParent();
  LLVMContext& C = F.getContext();
  CallInst* marker = site.marker;
  BasicBlock* before = marker->getParent();  // keeps what precedes the marker
  BasicBlock* meet = SplitBlock(before, marker, static_cast<DominatorTree*>(nullptr), nullptr, nullptr,
                                "collective.meet");
  BasicBlock* after = SplitBlock(meet, marker->getNextNode(), static_cast<DominatorTree*>(nullptr), nullptr, nullptr,
                                 "collective.after");
  SmallPtrSet<BasicBlock*, 16> sideBlocks = candidate.siteRegion;
  sideBlocks.insert(before);

  // Values of the side's first part used from the meeting point on get a
  // phi there: theirs for the lanes that come through the side, zero for
  // the others (who never use them).
  BasicBlock* skip = BasicBlock::Create(C, "collective.skip", &F, meet);
  SmallVector<Use*, 16> laterUses;
  for (BasicBlock* BB : sideBlocks)
    for (Instruction& I : *BB)
      for (Use& use : I.uses()) {
        auto* user = cast<Instruction>(use.getUser());
        BasicBlock* at = isa<PHINode>(user) ? cast<PHINode>(user)->getIncomingBlock(use) : user->getParent();
        if (!sideBlocks.contains(at)) laterUses.push_back(&use);
      }
  DenseMap<Value*, PHINode*> phis;
  for (Use* use : laterUses) {
    Value* value = use->get();
    PHINode*& phi = phis[value];
    if (!phi) {
      phi = PHINode::Create(value->getType(), 2, value->getName() + ".taken", &meet->front());
      phi->addIncoming(value, before);
      phi->addIncoming(Constant::getNullValue(value->getType()), skip);
    }
    use->set(phi);
  }

  // Who takes part: the side's lanes clear their skipping flag, the others
  // set it (as does a return, see SubCfgLoweringOptions). A ballot also gets
  // a false predicate from the others, in case a mode that cannot look at
  // the flag runs the step (see the header).
  Type* i8 = Type::getInt8Ty(C);
  Instruction* sideEnd = before->getTerminator();
  new StoreInst(ConstantInt::get(i8, 0), createPrivateSlotAddress(F, skippingSlot, 1, sideEnd), false, Align(1),
                sideEnd);
  Instruction* jump = BranchInst::Create(meet, skip);
  new StoreInst(ConstantInt::get(i8, 1), createPrivateSlotAddress(F, skippingSlot, 1, jump), false, Align(1), jump);
  if (site.kind == CollectiveKind::Ballot)
    new StoreInst(ConstantInt::get(Type::getInt32Ty(C), 0), createPrivateSlotAddress(F, slots.operand, 4, jump),
                  false, Align(4), jump);

  // The decision, taken again after the collective.
  const unsigned siteSide = candidate.siteSide;
  BasicBlock* otherStart = branch->getSuccessor(1 - siteSide);
  branch->setSuccessor(1 - siteSide, skip);
  otherStart->replacePhiUsesWith(decider, meet);
  meet->getTerminator()->eraseFromParent();
  BranchInst::Create(siteSide == 0 ? after : otherStart, siteSide == 0 ? otherStart : after, branch->getCondition(),
                     meet);
  site.hoisted = true;
}

}  // namespace

unsigned hoistDivergentCollectives(const WorkItemFrame& frame, MutableArrayRef<CollectiveSite> sites,
                                   CollectiveSlots& slots, PrivateArenaLayout& layout, FunctionAnalysisManager& FAM) {
  Function& F = *frame.function;
  unsigned rewritten = 0;
  // One rewrite at a time: each changes the CFG the next one is found in
  // (a side with two collectives in a row is rewritten twice).
  for (;;) {
    const BarrierUniformity& uniformity = recomputeBarrierUniformity(F, FAM);
    DominatorTree DT(F);
    PostDominatorTree PDT(F);
    LoopInfo LI(DT);
    SmallVector<std::pair<CollectiveSite*, Candidate>, 4> found;
    for (CollectiveSite& site : sites)
      if (site.kind != CollectiveKind::Reconverge)
        if (std::optional<Candidate> candidate = findCandidate(site.marker, DT, PDT, LI, uniformity))
          found.push_back({&site, std::move(*candidate)});
    if (found.empty()) break;
    if (rewritten == 0) {
      // Worth it only if no other branch keeps the kernel in the
      // per-work-item mode (whose steps look at where lanes wait, not at
      // the flag).
      SmallPtrSet<const BasicBlock*, 4> deciders;
      for (const auto& [site, candidate] : found) deciders.insert(candidate.branch->getParent());
      if (hasDivergentMarkedSite(F, uniformity, PDT, deciders)) return 0;
      slots.skipping = layout.allocate(1, Align(1));
      // Set for every work-item before anything else runs (the lanes that
      // return before reaching a hoisted branch).
      Instruction* first = &*frame.entry->getTerminator()->getSuccessor(0)->getFirstInsertionPt();
      new StoreInst(ConstantInt::get(Type::getInt8Ty(F.getContext()), 1),
                    createPrivateSlotAddress(F, *slots.skipping, 1, first), false, Align(1), first);
    }
    hoist(found.front().second, *found.front().first, *slots.skipping, slots);
    ++rewritten;
  }
  if (rewritten == 0) return 0;
  FAM.invalidate(F, PreservedAnalyses::none());
  return rewritten;
}

}  // namespace openhip
