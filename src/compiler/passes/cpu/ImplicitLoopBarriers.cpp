#include "cpu/ImplicitLoopBarriers.h"

#include "analysis/BarrierUniformity.h"
#include "analysis/UniformLoops.h"
#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/SubCfgWarpCollectives.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace openhip {
namespace {

bool holdsChosenLoop(const Loop& L, const SmallPtrSetImpl<const Loop*>& chosen) {
  for (const Loop* chosenLoop : chosen)
    if (L.contains(chosenLoop)) return true;
  return false;
}

/// True if a work-item dependent branch in `L` guards a memory write
/// (`for (k < 4) if (i < n) out[i] += x`). Without a barrier LLVM unrolls
/// the loop inside the work-item loop and if-converts the guards into masked
/// stores (very slow on some x86 CPUs); with one, each iteration's work-item
/// loop is narrowed to the guard's range (SubCfgNarrowing.h) instead.
bool holdsGuardedWrite(const Loop& L, const BarrierUniformity& uniformity, const PostDominatorTree& PDT) {
  for (BasicBlock* branchBlock : L.blocks()) {
    const auto* branch = dyn_cast<BranchInst>(branchBlock->getTerminator());
    if (!branch || !branch->isConditional() || !uniformity.isVarying(branch->getCondition())) continue;
    const DomTreeNode* node = PDT.getNode(branchBlock);
    const BasicBlock* join = node && node->getIDom() ? node->getIDom()->getBlock() : nullptr;
    SmallPtrSet<const BasicBlock*, 16> seen;
    SmallVector<const BasicBlock*, 16> worklist(succ_begin(branchBlock), succ_end(branchBlock));
    while (!worklist.empty()) {
      const BasicBlock* BB = worklist.pop_back_val();
      if (BB == join || !L.contains(BB) || !seen.insert(BB).second) continue;
      if (any_of(*BB, [](const Instruction& I) { return I.mayWriteToMemory(); })) return true;
      append_range(worklist, successors(BB));
    }
  }
  return false;
}

/// Marks `L` (a constant trip count up to SmallConstantTripCount) for full
/// unrolling and returns true, unless it would grow past FullUnrollBudget or
/// the source already chose (`#pragma unroll`, `#pragma unroll 4`,
/// `nounroll`, transformations disabled). LLVM's own full-unroll threshold depends on the level (150 at
/// -O2, 300 at -O3): a 32-step tile product (`for (k < 32) sum += ta[ty][k] *
/// tb[k][tx]`) stayed rolled at -O2, and the vectorizer, which takes innermost
/// loops only, vectorized the k loop with gathers instead of the work-item
/// loop around it, or nothing.
bool markForFullUnroll(Loop& L, unsigned trips) {
  if (hasUnrollTransformation(&L) != TM_Unspecified) return false;
  uint64_t loopSize = 0;
  for (const BasicBlock* BB : L.blocks()) loopSize += BB->sizeWithoutDebug();
  if (loopSize * trips > FullUnrollBudget) return false;
  LLVMContext& context = L.getHeader()->getContext();
  MDNode* fullUnroll = MDNode::get(context, MDString::get(context, "llvm.loop.unroll.full"));
  L.setLoopID(makePostTransformationMetadata(context, L.getLoopID(), {}, {fullUnroll}));
  return true;
}

void insertImplicitBarrier(Loop& L) {
  BasicBlock* header = L.getHeader();
  Module& M = *header->getModule();
  FunctionCallee barrierFn = M.getOrInsertFunction(contract::BarrierFn, Type::getVoidTy(M.getContext()));
  if (auto* decl = dyn_cast<Function>(barrierFn.getCallee())) decl->setConvergent();
  Instruction* at = &*header->getFirstInsertionPt();
  CallInst* barrier = CallInst::Create(barrierFn, "", at);
  barrier->setConvergent();
  barrier->setDebugLoc(at->getDebugLoc());
  barrier->setMetadata(cpu::ImplicitBarrierMD, MDNode::get(M.getContext(), {}));
}

}  // namespace

bool isImplicitLoopBarrier(const Instruction& I) {
  const auto* call = dyn_cast<CallInst>(&I);
  return call && call->getMetadata(cpu::ImplicitBarrierMD) != nullptr;
}

PreservedAnalyses ImplicitLoopBarriersPass::run(Function& F, FunctionAnalysisManager& FAM) {
  Argument* ctx = isOpenHipKernel(F) ? getLaunchCtxArg(F) : nullptr;
  if (!ctx || F.hasFnAttribute(contract::PrivateSizeAttr) || hasSingleWorkItemBlocks(F)) return PreservedAnalyses::all();
  LoopInfo& LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty()) return PreservedAnalyses::all();
  ScalarEvolution& SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  const BarrierUniformity& uniformity = FAM.getResult<BarrierUniformityAnalysis>(F);

  // Innermost loops first: a loop around a chosen one is already split at
  // each of its iterations by the inner barrier's sub-CFGs.
  SmallVector<Loop*, 8> loops = LI.getLoopsInPreorder();
  SmallPtrSet<const Loop*, 8> chosen;
  bool markedForUnrolling = false;
  for (auto it = loops.rbegin(); it != loops.rend(); ++it) {
    Loop& L = **it;
    if (holdsChosenLoop(L, chosen)) continue;
    if (!isUniformLoop(L, uniformity, BarriersAfterEarlyReturns)) continue;
    const unsigned maxTrips = SE.getSmallConstantMaxTripCount(&L);
    if (maxTrips != 0 && maxTrips <= SmallConstantTripCount && !holdsGuardedWrite(L, uniformity, PDT)) {
      // A bound known only as a maximum (an early exit) leaves it to LLVM.
      if (const unsigned trips = SE.getSmallConstantTripCount(&L)) markedForUnrolling |= markForFullUnroll(L, trips);
      continue;
    }
    chosen.insert(&L);
  }
  // The barriers pay off only when BarrierLowering runs the kernel in the
  // uniform mode (a kernel with warp collectives in divergent code runs in
  // the per-work-item mode, where each iteration would cost a guarded nest
  // and a dispatch scan); keep the loops whose barrier leaves it there.
  if (!chosen.empty() && runsPerWorkItem(F, uniformity, PDT)) chosen.clear();
  SmallVector<const BasicBlock*, 8> barrierBlocks;
  for (Loop* L : loops) {
    if (!chosen.contains(L)) continue;
    barrierBlocks.push_back(L->getHeader());
    if (!runsPerWorkItem(F, uniformity, PDT, barrierBlocks)) continue;
    barrierBlocks.pop_back();
    chosen.erase(L);
  }
  if (chosen.empty()) {
    if (!markedForUnrolling) return PreservedAnalyses::all();
    PreservedAnalyses metadataOnly;  // loop IDs changed, the CFG did not
    metadataOnly.preserveSet<CFGAnalyses>();
    return metadataOnly;
  }
  for (Loop* L : loops)
    if (chosen.contains(L)) insertImplicitBarrier(*L);
  return PreservedAnalyses::none();
}

}  // namespace openhip
