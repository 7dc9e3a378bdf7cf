#include "front/UnrollPrivateArrayLoops.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace openhip {
namespace {

/// Barriers and warp collectives are convergent calls (MapWorkItemIntrinsics
/// declares every contract function but the work-item id so).
bool isConvergentCall(const Instruction& I) {
  const auto* call = dyn_cast<CallBase>(&I);
  return call && (call->isInlineAsm() || call->isConvergent());
}

/// A load or store inside L whose address is an alloca plus an offset that
/// changes from one iteration to the next.
bool indexesPrivateArray(const Loop& L) {
  for (const BasicBlock* BB : L.blocks())
    for (const Instruction& I : *BB) {
      const Value* pointer = getLoadStorePointerOperand(&I);
      if (!pointer || L.isLoopInvariant(pointer)) continue;
      if (isa<AllocaInst>(getUnderlyingObject(pointer))) return true;
    }
  return false;
}

/// The trip count if L may be unrolled whole, else 0.
unsigned unrollableTripCount(const Loop& L, ScalarEvolution& SE) {
  if (!L.isLoopSimplifyForm()) return 0;
  const unsigned trips = SE.getSmallConstantTripCount(&L);
  if (trips == 0 || trips > UnrollPrivateArrayLoopsPass::MaxTrips) return 0;
  unsigned size = 0;
  for (const BasicBlock* BB : L.blocks())
    for (const Instruction& I : *BB) {
      if (isConvergentCall(I)) return 0;
      if (!isa<DbgInfoIntrinsic>(I)) ++size;
    }
  if (size * trips > UnrollPrivateArrayLoopsPass::MaxUnrolledInstructions) return 0;
  return indexesPrivateArray(L) ? trips : 0;
}

}  // namespace

PreservedAnalyses UnrollPrivateArrayLoopsPass::run(Function& F, FunctionAnalysisManager& FAM) {
  if (F.isDeclaration()) return PreservedAnalyses::all();
  LoopInfo& LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty()) return PreservedAnalyses::all();
  DominatorTree& DT = FAM.getResult<DominatorTreeAnalysis>(F);
  ScalarEvolution& SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  AssumptionCache& AC = FAM.getResult<AssumptionAnalysis>(F);
  const TargetTransformInfo& TTI = FAM.getResult<TargetIRAnalysis>(F);
  OptimizationRemarkEmitter ORE(&F);

  // Innermost first: unrolling an inner loop can make its parent index the
  // array by the parent's counter alone. A loop unrolled whole is deleted;
  // the ones after it in this list are its ancestors or unrelated, so their
  // pointers stay valid.
  SmallVector<Loop*, 8> loops = LI.getLoopsInPreorder();
  bool changed = false;
  for (auto it = loops.rbegin(); it != loops.rend(); ++it) {
    Loop* L = *it;
    changed |= simplifyLoop(L, &DT, &LI, &SE, &AC, nullptr, /*PreserveLCSSA=*/false);
    const unsigned trips = unrollableTripCount(*L, SE);
    if (trips == 0) continue;
    changed |= formLCSSARecursively(*L, DT, &LI, &SE);
    UnrollLoopOptions options{};
    options.Count = trips;
    options.Force = true;
    const LoopUnrollResult result = UnrollLoop(L, options, &LI, &SE, &DT, &AC, &TTI, &ORE, /*PreserveLCSSA=*/true);
    changed |= result != LoopUnrollResult::Unmodified;
    if (result != LoopUnrollResult::Unmodified) SE.forgetAllLoops();
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
