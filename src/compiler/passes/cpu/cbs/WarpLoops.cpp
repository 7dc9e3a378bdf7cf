#include "cpu/cbs/WarpLoops.h"

#include "common/LoweringNames.h"
#include "cpu/cbs/SubCfgWarpCollectives.h"
#include "cpu/cbs/WarpLoopPlan.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/ModRef.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <optional>

using namespace llvm;

namespace openhip {
namespace {

/// Shuffles per iteration a warp loop may have (each one a result slot).
constexpr size_t kMaxShufflesPerIteration = 4;

bool isGather(const Value* V) {
  const auto* call = dyn_cast<CallInst>(V);
  const Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName() == contract::WarpGatherFn;
}
bool isGatherInst(const Instruction& I) { return isGather(&I); }

/// Bytes of a private slot holding a value of `type`, or 0 for types the
/// loop's per-lane values may not have.
uint64_t slotSizeOf(Type* type, const DataLayout& DL) {
  if (!type->isIntegerTy() && !type->isFloatingPointTy() && !type->isPointerTy()) return 0;
  if (type->isX86_FP80Ty() || type->isFP128Ty() || type->isPPC_FP128Ty()) return 0;
  const uint64_t size = DL.getTypeStoreSize(type);
  return size == 1 || size == 2 || size == 4 || size == 8 ? size : 0;
}

/// The chain of blocks and the exiting branch; false if the loop has another shape.
bool planShape(WarpLoopPlan& plan) {
  Loop& L = *plan.loop;
  plan.preheader = L.getLoopPredecessor();  // the only block entering the loop (may branch elsewhere too)
  plan.header = L.getHeader();
  plan.latch = L.getLoopLatch();
  plan.exiting = L.getExitingBlock();
  plan.exit = L.getExitBlock();
  if (!L.getSubLoops().empty() || !plan.preheader || !plan.latch || !plan.exiting || !plan.exit) return false;
  if (plan.exiting != plan.header && plan.exiting != plan.latch) return false;
  for (BasicBlock* BB = plan.header;;) {
    plan.blocks.push_back(BB);
    auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
    if (!branch || plan.blocks.size() > L.getNumBlocks()) return false;
    if (BB != plan.header && (BB->getSinglePredecessor() == nullptr || isa<PHINode>(BB->front()))) return false;
    if (branch->isConditional()) {
      if (BB != plan.exiting) return false;
      plan.exitCondition = branch->getCondition();
      plan.continueOnTrue = L.contains(branch->getSuccessor(0));
    }
    if (BB == plan.latch) break;
    BasicBlock* next = branch->getSuccessor(branch->isConditional() && !plan.continueOnTrue ? 1 : 0);
    if (!L.contains(next) || next == plan.header) return false;
    BB = next;
  }
  return plan.exitCondition && plan.blocks.size() == L.getNumBlocks();
}

/// Which instructions compute per-lane values, which are constant-derived,
/// and whether anything in the loop touches memory or synchronizes.
bool planValues(WarpLoopPlan& plan, const DataLayout& DL) {
  Loop& L = *plan.loop;
  SmallVector<Instruction*, 32> candidates;  // for `uniform`
  for (BasicBlock* BB : plan.blocks)
    for (Instruction& I : *BB) {
      if (I.isTerminator() || isa<DbgInfoIntrinsic>(I)) continue;  // debug values go with the loop
      if (isGather(&I)) {
        plan.gathers.push_back(cast<CallInst>(&I));
        continue;
      }
      if (isLocalIdCall(&I)) continue;
      if (isa<AllocaInst>(I) || I.mayReadOrWriteMemory() || I.mayHaveSideEffects()) return false;
      if (auto* call = dyn_cast<CallInst>(&I); call && (call->isConvergent() || !call->getCalledFunction()))
        return false;
      candidates.push_back(&I);
    }
  // The gathers run once per iteration that continues.
  if (plan.gathers.empty() || plan.gathers.size() > kMaxShufflesPerIteration) return false;
  for (CallInst* gather : plan.gathers)
    if (plan.testsFirst() && gather->getParent() == plan.header) return false;

  // Constant-derived values: the largest set closed under "every operand is
  // a constant or in the set" (phis: start from a constant).
  plan.uniform.insert(candidates.begin(), candidates.end());
  for (bool changed = true; changed;) {
    changed = false;
    for (Instruction* I : candidates) {
      if (!plan.uniform.contains(I)) continue;
      bool constantDerived = true;
      if (auto* phi = dyn_cast<PHINode>(I)) {
        Value* start = phi->getIncomingValueForBlock(plan.preheader);
        Value* next = phi->getIncomingValueForBlock(plan.latch);
        constantDerived = isa<Constant>(start) && (isa<Constant>(next) || plan.uniform.contains(next));
      } else {
        for (Value* operand : I->operands())
          if (!isOperandLike(operand) && !plan.uniform.contains(operand)) constantDerived = false;
      }
      if (!constantDerived) {
        plan.uniform.erase(I);
        changed = true;
      }
    }
  }
  if (!plan.uniform.contains(plan.exitCondition)) return false;

  for (PHINode& phi : plan.header->phis())
    if (!plan.uniform.contains(&phi)) {
      if (!slotSizeOf(phi.getType(), DL)) return false;
      plan.lanePhis.push_back(&phi);
    }

  // Per-lane instructions whose operands come from outside the loop run
  // once, before it: the lane id and what is computed from it.
  SmallPtrSet<const Value*, 16> hoisted;
  auto invariant = [&](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return isOperandLike(V) || isa<Argument>(V) || (I && !L.contains(I)) || hoisted.contains(V);
  };
  for (BasicBlock* BB : plan.blocks)
    for (Instruction& I : *BB) {
      if (isa<PHINode>(I) || I.isTerminator() || isa<DbgInfoIntrinsic>(I) || plan.gatherIndex(&I) >= 0 ||
          plan.uniform.contains(&I))
        continue;
      if (!all_of(I.operands(), invariant)) continue;
      if (!isLocalIdCall(&I) && !isSafeToSpeculativelyExecute(&I)) continue;
      hoisted.insert(&I);
      plan.hoisted.push_back(&I);
    }
  auto addLiveIns = [&](Value* V) {
    if (isOperandLike(V) || (!hoisted.contains(V) && !invariant(V))) return true;
    if (!slotSizeOf(V->getType(), DL)) return false;
    plan.liveIns.insert(V);
    return true;
  };
  for (BasicBlock* BB : plan.blocks)
    for (Instruction& I : *BB) {
      if (I.isTerminator() || plan.uniform.contains(&I) || hoisted.contains(&I)) continue;
      if (auto* phi = dyn_cast<PHINode>(&I)) {
        if (!addLiveIns(phi->getIncomingValueForBlock(plan.latch))) return false;
        continue;
      }
      for (Value* operand : I.operands())
        if (!addLiveIns(operand)) return false;
    }

  // Results: a lane phi's value when the header leaves the loop, the value
  // it gets on the back edge when the latch does.
  for (BasicBlock* BB : plan.blocks)
    for (Instruction& I : *BB) {
      if (hoisted.contains(&I)) continue;  // before the loop from now on
      if (none_of(I.users(), [&](const User* U) { return !L.contains(cast<Instruction>(U)); })) continue;
      PHINode* holder = nullptr;
      for (PHINode* phi : plan.lanePhis)
        if (plan.testsFirst() ? phi == &I : phi->getIncomingValueForBlock(plan.latch) == &I) holder = phi;
      if (!holder) return false;
      plan.liveOuts.push_back({&I, holder});
    }
  for (CallInst* gather : plan.gathers)
    plan.word32.push_back(computeKnownBits(gather->getArgOperand(0), DL).countMinLeadingZeros() >= 32);
  return true;
}

Function* createStepFunction(const WarpLoopPlan& plan, Module& M, unsigned warpSize,
                             SmallVectorImpl<CallInst*>& gatherCalls) {
  LLVMContext& C = M.getContext();
  Type* ptr = PointerType::getUnqual(C);
  // arrays..., value, operand, results...: private slots, none aliasing another
  const unsigned slots = plan.lanePhis.size() + plan.liveIns.size() + 2 + plan.gathers.size();
  SmallVector<Type*, 12> params(slots, ptr);
  params.append({Type::getInt64Ty(C), ptr, Type::getInt32Ty(C), Type::getInt32Ty(C)});
  auto* type = FunctionType::get(Type::getVoidTy(C), params, false);
  Function* S = Function::Create(type, GlobalValue::InternalLinkage, "__openhip.warp_loop", M);
  S->addFnAttr(Attribute::NoInline);
  S->addFnAttr(Attribute::NoUnwind);
  S->addFnAttr(Attribute::NoSync);
  S->addFnAttr(Attribute::NoFree);
  S->setMemoryEffects(MemoryEffects::argMemOnly());
  for (unsigned i = 0; i < slots; ++i) {
    S->addParamAttr(i, Attribute::NoAlias);
    S->addParamAttr(i, Attribute::NoCapture);
  }
  S->addParamAttr(slots + 1, Attribute::NoCapture);  // activity
  S->addParamAttr(slots + 1, Attribute::ReadOnly);
  gatherCalls = buildWarpLoopStep(plan, *S, warpSize);
  return S;
}

/// Replaces the planned loop (see fuseWarpLoops); returns the marker.
CallInst* replaceLoop(WarpLoopPlan& plan, WarpLoopStep& step, WorkItemFrame& frame, PrivateArenaLayout& layout,
                      FunctionCallee marker) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  DenseMap<Value*, WarpLoopStep::Slot> slots;
  auto allocate = [&](Value* V) {
    const uint64_t size = slotSizeOf(V->getType(), DL);
    WarpLoopStep::Slot slot{layout.allocate(size, Align(size)), size};
    slots[V] = slot;
    step.arrays.push_back(slot);
  };
  for (PHINode* phi : plan.lanePhis) allocate(phi);
  for (Value* in : plan.liveIns) allocate(in);

  BasicBlock* fused = BasicBlock::Create(F.getContext(), "warp.loop", &F, plan.exit);
  BranchInst* toExit = BranchInst::Create(plan.exit, fused);
  plan.preheader->getTerminator()->replaceUsesOfWith(plan.header, fused);
  for (Instruction* I : plan.hoisted) I->moveBefore(toExit);
  auto store = [&](Value* value, Value* key) {
    const WarpLoopStep::Slot slot = slots.lookup(key);
    new StoreInst(value, createPrivateSlotAddress(F, slot.offset, slot.size, toExit), false, Align(slot.size), toExit);
  };
  for (PHINode* phi : plan.lanePhis) store(phi->getIncomingValueForBlock(plan.preheader), phi);
  for (Value* in : plan.liveIns) store(in, in);
  CallInst* call = CallInst::Create(marker, "", toExit);
  call->setConvergent();
  call->setDebugLoc(plan.gathers.front()->getDebugLoc());

  DenseMap<PHINode*, Value*> results;
  for (auto [value, phi] : plan.liveOuts) {
    Value*& result = results[phi];
    if (!result) {
      const WarpLoopStep::Slot slot = slots.lookup(phi);
      result = new LoadInst(phi->getType(), createPrivateSlotAddress(F, slot.offset, slot.size, toExit),
                            phi->getName() + ".warp", false, Align(slot.size), toExit);
    }
    value->replaceUsesWithIf(result, [&](Use& U) { return !plan.loop->contains(cast<Instruction>(U.getUser())); });
  }
  for (PHINode& phi : plan.exit->phis()) phi.replaceIncomingBlockWith(plan.exiting, fused);
  for (BasicBlock* BB : plan.blocks) BB->dropAllReferences();
  for (BasicBlock* BB : plan.blocks) BB->eraseFromParent();
  return call;
}

}  // namespace

SmallVector<std::pair<CallInst*, WarpLoopStep>, 4> fuseWarpLoops(WorkItemFrame& frame, PrivateArenaLayout& layout,
                                                                 FunctionCallee marker, unsigned warpSize) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  SmallVector<std::pair<CallInst*, WarpLoopStep>, 4> fused;
  // The exchange slots, shared by the kernel's warp loops (one step runs at a time).
  std::optional<WarpLoopStep::Slot> value, operand;
  SmallVector<WarpLoopStep::Slot, 2> results;
  for (bool again = true; again;) {
    again = false;
    DominatorTree DT(F);
    LoopInfo LI(DT);
    PostDominatorTree PDT(F);
    for (Loop* L : LI.getLoopsInPreorder()) {
      const bool shuffles = any_of(L->blocks(), [](BasicBlock* BB) { return any_of(*BB, isGatherInst); });
      if (L->getSubLoops().empty() && shuffles && flattenPureBranches(*L, DT, PDT)) {
        again = true;
        break;
      }
      WarpLoopPlan plan;
      plan.loop = L;
      if (!planShape(plan) || !planValues(plan, DL)) continue;
      WarpLoopStep step;
      if (!value) {
        value = {layout.allocate(8, Align(8)), 8};
        operand = {layout.allocate(4, Align(4)), 4};
      }
      while (results.size() < plan.gathers.size()) results.push_back({layout.allocate(8, Align(8)), 8});
      step.value = *value;
      step.operand = *operand;
      step.results.assign(results.begin(), results.begin() + plan.gathers.size());
      step.word32 = plan.word32;
      step.function = createStepFunction(plan, *F.getParent(), warpSize, step.gatherCalls);
      CallInst* call = replaceLoop(plan, step, frame, layout, marker);
      fused.push_back({call, std::move(step)});
      again = true;  // the loop info is stale: start over
      break;
    }
  }
  return fused;
}

void emitWarpLoopStepCall(IRBuilderBase& B, const WorkItemFrame& frame, const WarpLoopStep& step, unsigned warpSize,
                          GatherActivity kind, Value* activity, Value* target) {
  Function* function = step.function;
  Module& M = *function->getParent();
  auto helperFor = [&](size_t i) { return getOrCreateGatherStep(M, warpSize, kind, step.word32[i] ? 32 : 64); };
  if (step.gatherCalls.front()->getCalledFunction() != helperFor(0)) {
    SmallVector<CallInst*, 2> calls(step.gatherCalls.begin(), step.gatherCalls.end());
    if (!function->use_empty()) {  // already called for other lanes: a copy for these
      ValueToValueMapTy map;
      function = CloneFunction(function, map);
      for (CallInst*& call : calls) call = cast<CallInst>(map[call]);
    }
    for (size_t i = 0; i < calls.size(); ++i) calls[i]->setCalledFunction(helperFor(i));
  }
  Value* zero = B.getInt64(0);
  SmallVector<Value*, 12> args;
  for (const WarpLoopStep::Slot& slot : step.arrays)
    args.push_back(privateSlotAddressOf(B, frame, slot.offset, slot.size, zero));
  for (const WarpLoopStep::Slot& slot : {step.value, step.operand})
    args.push_back(privateSlotAddressOf(B, frame, slot.offset, slot.size, zero));
  for (const WarpLoopStep::Slot& slot : step.results)
    args.push_back(privateSlotAddressOf(B, frame, slot.offset, slot.size, zero));
  args.append({frame.threadCount, activity ? activity : ConstantPointerNull::get(B.getPtrTy()), target,
               B.getInt32(static_cast<uint32_t>(kind))});
  B.CreateCall(function, args);
}

}  // namespace openhip
