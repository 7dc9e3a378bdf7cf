#include "ImplicitLoopBarriers.h"

#include "BarrierUniformity.h"
#include "LaunchContext.h"
#include "LoweringContract.h"
#include "UniformLoops.h"
#include "WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {
namespace {

bool holdsChosenLoop(const Loop& L, const SmallPtrSetImpl<const Loop*>& chosen) {
  for (const Loop* chosenLoop : chosen)
    if (L.contains(chosenLoop)) return true;
  return false;
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
  barrier->setMetadata(ImplicitBarrierMD, MDNode::get(M.getContext(), {}));
}

}  // namespace

bool isImplicitLoopBarrier(const Instruction& I) {
  const auto* call = dyn_cast<CallInst>(&I);
  return call && call->getMetadata(ImplicitBarrierMD) != nullptr;
}

PreservedAnalyses ImplicitLoopBarriersPass::run(Function& F, FunctionAnalysisManager& FAM) {
  Argument* ctx = isOpenHipKernel(F) ? getLaunchCtxArg(F) : nullptr;
  if (!ctx || F.hasFnAttribute(contract::PrivateSizeAttr)) return PreservedAnalyses::all();
  LoopInfo& LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty()) return PreservedAnalyses::all();
  ScalarEvolution& SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  BarrierUniformity uniformity(F, ctx, PDT, LI, {});

  // Innermost loops first: a loop around a chosen one is already split at
  // each of its iterations by the inner barrier's sub-CFGs.
  SmallVector<Loop*, 8> loops = LI.getLoopsInPreorder();
  SmallPtrSet<const Loop*, 8> chosen;
  for (auto it = loops.rbegin(); it != loops.rend(); ++it) {
    Loop& L = **it;
    if (holdsChosenLoop(L, chosen)) continue;
    const unsigned constantTrips = SE.getSmallConstantMaxTripCount(&L);
    if (constantTrips != 0 && constantTrips <= SmallConstantTripCount) continue;
    if (!isUniformLoop(L, uniformity, BarriersAfterEarlyReturns)) continue;
    chosen.insert(&L);
  }
  if (chosen.empty()) return PreservedAnalyses::all();
  for (Loop* L : loops)
    if (chosen.contains(L)) insertImplicitBarrier(*L);
  return PreservedAnalyses::none();
}

}  // namespace openhip
