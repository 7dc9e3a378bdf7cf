#include "cpu/BarrierLowering.h"

#include "analysis/BarrierUniformity.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/SubCfgFormation.h"
#include "cpu/cbs/SubCfgLoopNests.h"
#include "cpu/cbs/SubCfgNarrowing.h"
#include "cpu/cbs/SubCfgWarpCollectives.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;

namespace openhip {
namespace {

enum class BarrierReduction { None, Count, And, Or };

BarrierReduction reductionOf(const CallInst& call) {
  const Function* callee = call.getCalledFunction();
  if (!callee) return BarrierReduction::None;
  StringRef name = callee->getName();
  if (name == contract::BarrierPopcFn) return BarrierReduction::Count;
  if (name == contract::BarrierAndFn) return BarrierReduction::And;
  if (name == contract::BarrierOrFn) return BarrierReduction::Or;
  return BarrierReduction::None;
}

bool isBarrier(const Instruction& I) {
  const auto* call = dyn_cast<CallInst>(&I);
  if (!call) return false;
  const Function* callee = call->getCalledFunction();
  return reductionOf(*call) != BarrierReduction::None || (callee && callee->getName() == contract::BarrierFn);
}

/// Where the predicates of one __syncthreads_count/_and/_or are counted:
/// each work-item adds (predicate != 0) to `count` before the barrier; when
/// the barrier is passed, `count` moves to `result` and restarts at zero.
struct ReductionSlots {
  AllocaInst* count;
  AllocaInst* result;
};

/// Turns a reducing barrier into counting + a plain barrier + reading the
/// result; returns the plain barrier call.
CallInst* lowerReducingBarrier(CallInst* call, BarrierReduction kind, WorkItemFrame& frame,
                               ReductionSlots& slots) {
  Function& F = *frame.function;
  Type* i32 = Type::getInt32Ty(F.getContext());
  IRBuilder<> entry(frame.entry->getTerminator());
  slots.count = entry.CreateAlloca(i32, nullptr, "openhip.barrier.count");
  slots.result = entry.CreateAlloca(i32, nullptr, "openhip.barrier.result");
  entry.CreateStore(entry.getInt32(0), slots.count);
  Value* threads = entry.CreateTrunc(frame.threadCount, i32);

  IRBuilder<> B(call);
  Value* predicate = B.CreateZExt(B.CreateICmpNE(call->getArgOperand(0), B.getInt32(0)), i32);
  B.CreateStore(B.CreateAdd(B.CreateLoad(i32, slots.count), predicate), slots.count);
  FunctionCallee barrierFn = F.getParent()->getOrInsertFunction(contract::BarrierFn, B.getVoidTy());
  if (auto* decl = dyn_cast<Function>(barrierFn.getCallee())) decl->setConvergent();
  CallInst* barrier = B.CreateCall(barrierFn);
  barrier->setConvergent();

  B.SetInsertPoint(call->getNextNode());
  LoadInst* count = B.CreateLoad(i32, slots.result, "barrier.count");
  count->setMetadata(cpu::UniformLoadMD, MDNode::get(F.getContext(), {}));
  Value* result = count;
  if (kind == BarrierReduction::And) result = B.CreateZExt(B.CreateICmpEQ(count, threads), i32);
  if (kind == BarrierReduction::Or) result = B.CreateZExt(B.CreateICmpNE(count, B.getInt32(0)), i32);
  call->replaceAllUsesWith(result);
  call->eraseFromParent();
  return barrier;
}

unsigned moduleWarpSize(const Module& M) {
  if (auto* flag = mdconst::extract_or_null<ConstantInt>(M.getModuleFlag(attrs::WarpSizeFlag)))
    return static_cast<unsigned>(flag->getZExtValue());
  return 64;  // HIP's wave64 when the module does not say
}

}  // namespace

PreservedAnalyses BarrierLoweringPass::run(Function& F, FunctionAnalysisManager& FAM) {
  if (!isOpenHipKernel(F) || F.hasFnAttribute(contract::PrivateSizeAttr) || !containsBarrierCall(F))
    return PreservedAnalyses::all();

  // Private variables that SROA can turn into registers need no arena copy.
  FAM.invalidate(F, SROAPass(SROAOptions::ModifyCFG).run(F, FAM));

  BasicBlock* body = &F.getEntryBlock();
  WorkItemFrame frame = createWorkItemFrame(F);
  PrivateArenaLayout layout;
  replicateAllocas(frame, layout, nullptr);
  rematerializeLocalIds(F);
  hoistUniformPrologue(frame, body);
  annotateBlockDimLoads(frame);
  const unsigned warpSize = moduleWarpSize(*F.getParent());
  CollectiveSlots collectiveSlots;
  SmallVector<CollectiveSite, 8> collectives = prepareWarpCollectives(frame, layout, collectiveSlots, warpSize, FAM);

  SmallVector<CallInst*, 8> barrierCalls;
  for (BasicBlock& BB : F)
    for (Instruction& I : BB)
      if (isBarrier(I)) barrierCalls.push_back(cast<CallInst>(&I));
  DenseMap<const CallInst*, ReductionSlots> reductions;
  for (CallInst*& call : barrierCalls) {
    BarrierReduction kind = reductionOf(*call);
    if (kind == BarrierReduction::None) continue;
    ReductionSlots counters;
    call = lowerReducingBarrier(call, kind, frame, counters);
    reductions[call] = counters;
  }

  // Sites: the warp collectives first (see SubCfgLoweringOptions), then the
  // barriers; sub-CFG i + 1 starts after site i.
  SmallVector<CallInst*, 16> siteCalls;
  for (const CollectiveSite& site : collectives) siteCalls.push_back(site.marker);
  siteCalls.append(barrierCalls.begin(), barrierCalls.end());
  SmallVector<BarrierSite, 8> barriers = isolateBarriers(siteCalls);
  SmallVector<SubCfg, 8> subCfgs = findSubCfgs(body, barriers);
  DemotedSlots slots;
  SubCfgLoweringOptions options;
  {
    // The steps above changed F: analyses cached before them are stale.
    const BarrierUniformity& uniformity = recomputeBarrierUniformity(F, FAM);
    const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
    // These look at branch conditions: ask before recomputation and demotion
    // replace them with instructions `uniformity` does not know.
    const bool perWorkItemPoints =
        !collectives.empty() && hasDivergentCollective(F, barriers, collectives.size(), uniformity, PDT);
    if (!perWorkItemPoints) options.narrowingGuards = findNarrowingGuards(subCfgs, uniformity);
    const bool divergentReturn = !perWorkItemPoints && hasDivergentReturn(subCfgs, barriers, uniformity, PDT);
    slots = demoteValues(frame,
                         rematerializeCheapValues(frame, findValuesLiveAcrossBarriers(frame, barriers), barriers,
                                                  uniformity, perWorkItemPoints),
                         subCfgs, barriers, uniformity, layout, perWorkItemPoints);
    if (divergentReturn) options.exitedFlagOffset = layout.allocate(1, Align(1));
    options.skippingFlagOffset = collectiveSlots.skipping;
    if (perWorkItemPoints) options.nextPointOffset = layout.allocate(4, Align(4));
  }
  if (!collectives.empty())
    options.collectiveStep = [&](unsigned subCfg, const LaneActivity& takesPart, BasicBlock* next) -> BasicBlock* {
      if (subCfg == 0 || subCfg > collectives.size()) return nullptr;
      const CollectiveSite& site = collectives[subCfg - 1];
      // A hoisted collective's lanes take part unless their skipping flag
      // is set (which returning lanes' is too); the per-work-item mode,
      // which hoisting avoids, would look at the waiting points instead.
      LaneActivity activity = takesPart;
      if (site.hoisted && takesPart.kind != GatherActivity::WaitingAt)
        activity = {GatherActivity::NotExited, *collectiveSlots.skipping, 0};
      return emitCollectiveStep(frame, site, collectiveSlots, warpSize, activity, next, "warp" + Twine(subCfg - 1));
    };
  options.uniformSlots = &slots.uniformSlots;
  options.onEnter = [&](unsigned subCfg, IRBuilderBase& B) {
    for (const DoubleBufferedSlot& slot : slots.doubleBuffered)
      B.CreateStore(B.CreateLoad(slot.current->getAllocatedType(), slot.next), slot.current);
    if (subCfg == 0) return;
    auto it = reductions.find(barriers[subCfg - 1].call);
    if (it == reductions.end()) return;
    Type* i32 = B.getInt32Ty();
    B.CreateStore(B.CreateLoad(i32, it->second.count), it->second.result);
    B.CreateStore(B.getInt32(0), it->second.count);
  };
  emitSubCfgLoopNests(frame, subCfgs, barriers, options);

  F.addFnAttr(contract::PrivateSizeAttr, std::to_string(layout.bytesPerWorkItem()));
  // The private arena is reached through a pointer loaded from ctx, which an
  // argmem-only memory attribute would not cover.
  if (layout.bytesPerWorkItem() > 0) F.removeFnAttr(Attribute::Memory);
  F.addFnAttr(contract::HasBarriersAttr);
  return PreservedAnalyses::none();
}

}  // namespace openhip
