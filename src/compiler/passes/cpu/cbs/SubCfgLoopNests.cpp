#include "cpu/cbs/SubCfgLoopNests.h"

#include "analysis/BarrierUniformity.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/DecisionSlice.h"
#include "cpu/cbs/SubCfgEarlyReturns.h"
#include "cpu/cbs/SubCfgNarrowing.h"
#include "cpu/cbs/SubCfgReconvergence.h"
#include "cpu/cbs/WorkItemLoopNest.h"
#include "cpu/cbs/WorkItemLoopSplitting.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace openhip {
namespace {

struct ExitEdge {
  Instruction* terminator;
  int successor;  ///< -1 for a return
  unsigned target;
};

SmallPtrSet<const BasicBlock*, 8> barrierBlocksOf(ArrayRef<BarrierSite> barriers) {
  SmallPtrSet<const BasicBlock*, 8> blocks;
  for (const BarrierSite& site : barriers) blocks.insert(site.block);
  return blocks;
}

/// Clones `blocks` (appending the copies to F) and maps references between
/// them; references to other blocks stay.
SmallVector<BasicBlock*, 16> cloneBlocks(ArrayRef<BasicBlock*> blocks, const Twine& suffix, ValueToValueMapTy& map) {
  SmallVector<BasicBlock*, 16> clones;
  for (BasicBlock* BB : blocks) {
    BasicBlock* clone = CloneBasicBlock(BB, map, suffix, BB->getParent());
    map[BB] = clone;
    clones.push_back(clone);
  }
  return clones;
}

SmallVector<ExitEdge, 8> findExits(ArrayRef<BasicBlock*> blocks,
                                   const DenseMap<const BasicBlock*, unsigned>& subCfgAfterBarrier,
                                   unsigned returnTarget) {
  SmallVector<ExitEdge, 8> exits;
  for (BasicBlock* BB : blocks) {
    Instruction* terminator = BB->getTerminator();
    if (isa<ReturnInst>(terminator)) {
      exits.push_back({terminator, -1, returnTarget});
      continue;
    }
    for (unsigned k = 0; k < terminator->getNumSuccessors(); ++k)
      if (auto it = subCfgAfterBarrier.find(terminator->getSuccessor(k)); it != subCfgAfterBarrier.end())
        exits.push_back({terminator, static_cast<int>(k), it->second});
  }
  return exits;
}

void redirect(const ExitEdge& exit, BasicBlock* destination) {
  if (exit.successor < 0) {
    BranchInst::Create(destination, exit.terminator);
    exit.terminator->eraseFromParent();
  } else {
    exit.terminator->setSuccessor(exit.successor, destination);
  }
}

bool storesTo(ArrayRef<BasicBlock*> blocks, const SmallPtrSetImpl<const AllocaInst*>& slots) {
  for (BasicBlock* BB : blocks)
    for (Instruction& I : *BB)
      if (auto* store = dyn_cast<StoreInst>(&I))
        if (auto* slot = dyn_cast<AllocaInst>(store->getPointerOperand()); slot && slots.contains(slot))
          return true;
  return false;
}

/// Which sub-CFGs may start with work-items that returned in a sub-CFG run
/// before them: those reachable (one step or more) from a sub-CFG holding a
/// divergent return. The others need no exited check.
SmallVector<bool, 8> subCfgsAfterDivergentReturns(ArrayRef<SubCfg> subCfgs,
                                                   const DenseMap<const BasicBlock*, unsigned>& subCfgAfterBarrier) {
  const unsigned returnTarget = subCfgs.size();
  const bool marked = !subCfgs.empty() && hasMarkedDivergentReturns(*subCfgs.front().entry->getParent());
  SmallVector<SmallVector<unsigned, 4>, 8> successorsOf(subCfgs.size());
  SmallVector<unsigned, 8> worklist;
  for (size_t j = 0; j < subCfgs.size(); ++j) {
    bool holdsDivergentReturn = false;
    for (const ExitEdge& exit : findExits(subCfgs[j].blocks.getArrayRef(), subCfgAfterBarrier, returnTarget)) {
      if (exit.target != returnTarget)
        successorsOf[j].push_back(exit.target);
      else  // without marks (no analysis), any return may be divergent
        holdsDivergentReturn |= !marked || isMarkedDivergentReturn(*exit.terminator);
    }
    if (holdsDivergentReturn) worklist.push_back(j);
  }
  SmallVector<bool, 8> after(subCfgs.size(), false);
  while (!worklist.empty()) {
    const unsigned j = worklist.pop_back_val();
    for (unsigned next : successorsOf[j])
      if (!after[next]) {
        after[next] = true;
        worklist.push_back(next);
      }
  }
  return after;
}

/// The x range of the work-items alive after sub-CFG 0 under early-return
/// narrowing: i32 values computed in the frame's entry.
struct AliveRange {
  Value* begin = nullptr;
  Value* end = nullptr;
};

/// Builds the nests of every sub-CFG from the original blocks (which stay,
/// so that this can run twice: narrowed, and the exited-flag fallback).
struct NestEmitter {
  NestEmitter(WorkItemFrame& frame, ArrayRef<SubCfg> subCfgs, const SubCfgLoweringOptions& options)
      : frame(frame), subCfgs(subCfgs), options(options) {}

  WorkItemFrame& frame;
  ArrayRef<SubCfg> subCfgs;
  const SubCfgLoweringOptions& options;
  DenseMap<const BasicBlock*, unsigned> subCfgAfterBarrier;
  SmallVector<bool, 8> mayFollowReturn;
  BasicBlock* returnBlock = nullptr;
  AllocaInst* nextSlot = nullptr;  ///< id of the sub-CFG to run next, when not static

  AllocaInst* getNextSlot() {
    if (!nextSlot)
      nextSlot = new AllocaInst(Type::getInt32Ty(frame.function->getContext()), 0, "openhip.next",
                                &*frame.entry->getFirstInsertionPt());
    return nextSlot;
  }

  /// Emits the nests; returns the block that starts them. With `alive`, the
  /// sub-CFGs after the first run over the alive range only, without the
  /// exited flag.
  BasicBlock* emit(const AliveRange* alive);
};

/// Restricts a later sub-CFG's x loop to the alive range (minus the peeled
/// first alive work-item in row 0), within whatever range it has already.
void restrictToAlive(const WorkItemFrame& frame, const WorkItemLoopNest& nest, const AliveRange& alive, bool peeled) {
  auto* x = cast<PHINode>(nest.localId[0]);
  BasicBlock* yHeader = x->getIncomingBlock(0) == nest.latch ? x->getIncomingBlock(1) : x->getIncomingBlock(0);
  IRBuilder<> B(yHeader->getTerminator());
  Value* begin = alive.begin;
  if (peeled) {
    Value* firstRow = B.CreateICmpEQ(B.CreateOr(nest.localId[1], nest.localId[2]), B.getInt32(0));
    begin = B.CreateAdd(begin, B.CreateZExt(firstRow, B.getInt32Ty()), "x.alive.begin");
  }
  Value* end = alive.end;
  Value* current = nest.xBoundChecks[0]->getOperand(1);
  if (current != frame.blockDim[0]) end = B.CreateBinaryIntrinsic(Intrinsic::umin, current, end, nullptr, "x.alive.end");
  restrictXLoop(nest, begin, end);
}

/// Exited-flag mode: a later sub-CFG runs only the work-items from the
/// block's first to its last one that has not returned. A scan of the flags
/// in front of the nest finds them (min/max reductions, which the loop
/// vectorizer turns into a few vector compares); each row then runs its x
/// loop over its part of that range, or not at all. A tail that only some
/// work-items reach (`if (warp == 0) {...}` after a barrier, the other
/// warps returned) skips the rest instead of testing each one's flag.
void restrictToLiveWorkItems(const WorkItemFrame& frame, const WorkItemLoopNest& nest, uint64_t flagOffset) {
  Function* F = frame.function;
  LLVMContext& C = F->getContext();
  BasicBlock* preheader = nest.preheader;
  BasicBlock* scanned = preheader->splitBasicBlock(preheader->getTerminator(), preheader->getName() + ".live");
  BasicBlock* scan = BasicBlock::Create(C, preheader->getName() + ".live.scan", F, scanned);
  preheader->getTerminator()->setSuccessor(0, scan);

  // Linear ids fit 32 bits (at most 1024 work-items): twice the lanes of i64.
  IRBuilder<> B(preheader->getTerminator());
  Type* i32 = B.getInt32Ty();
  Value* count = B.CreateTrunc(frame.threadCount, i32);
  Value* flags = B.CreateInBoundsGEP(B.getInt8Ty(), frame.privateArena,
                                     B.CreateNUWMul(frame.threadCount, B.getInt64(flagOffset)));
  B.SetInsertPoint(scan);
  PHINode* at = B.CreatePHI(i32, 2, "live.at");
  PHINode* begin = B.CreatePHI(i32, 2, "live.begin");
  PHINode* end = B.CreatePHI(i32, 2, "live.end");
  Value* flag = B.CreateInBoundsGEP(B.getInt8Ty(), flags, B.CreateZExt(at, B.getInt64Ty()));
  Value* live = B.CreateICmpEQ(B.CreateLoad(B.getInt8Ty(), flag, "exited"), B.getInt8(0));
  Value* next = B.CreateNUWAdd(at, B.getInt32(1));
  Value* nextBegin = B.CreateBinaryIntrinsic(Intrinsic::umin, begin, B.CreateSelect(live, at, count));
  Value* nextEnd = B.CreateBinaryIntrinsic(Intrinsic::umax, end, B.CreateSelect(live, next, B.getInt32(0)));
  B.CreateCondBr(B.CreateICmpULT(next, count), scan, scanned);
  at->addIncoming(B.getInt32(0), preheader);
  at->addIncoming(next, scan);
  begin->addIncoming(count, preheader);
  begin->addIncoming(nextBegin, scan);
  end->addIncoming(B.getInt32(0), preheader);
  end->addIncoming(nextEnd, scan);

  // This row's share: [begin - row, end - row) clamped to [0, blockDim.x).
  auto* x = cast<PHINode>(nest.localId[0]);
  BasicBlock* yHeader = x->getIncomingBlock(0) == nest.latch ? x->getIncomingBlock(1) : x->getIncomingBlock(0);
  B.SetInsertPoint(yHeader->getTerminator());
  Value* row = B.CreateTrunc(nest.row, i32);
  auto share = [&](Value* bound, const char* name) {
    Value* offset = B.CreateBinaryIntrinsic(Intrinsic::usub_sat, bound, row);
    return B.CreateBinaryIntrinsic(Intrinsic::umin, offset, frame.blockDim[0], nullptr, name);
  };
  Value* rowBegin = share(nextBegin, "x.live.begin");
  Value* rowEnd = share(nextEnd, "x.live.end");
  restrictXLoop(nest, rowBegin, rowEnd);
}

/// One sub-CFG's nest while it is being built.
struct LoweredSubCfg {
  WorkItemLoopNest nest;
  SmallVector<BasicBlock*, 16> body;
  SmallVector<BasicBlock*, 16> peeled;  ///< the first work-item's copy, run before the nest
  SetVector<unsigned> targets;
  BasicBlock* bodyEntry = nullptr;
  BasicBlock* peeledEntry = nullptr;
  SmallVector<ExitEdge, 8> exits;
  SmallVector<ExitEdge, 8> peeledExits;
};

/// One run of NestEmitter::emit. Which work-items a nest runs and how control
/// goes from one nest to the next depends on the mode BarrierLowering chose:
///  - uniform: every work-item reaches the same barrier; the first
///    work-item, peeled, decides where the block goes on (`openhip.next`);
///  - exited flag: some work-items may return while others reach a barrier;
///    a per-work-item flag makes the later nests skip them;
///  - alive range (early-return narrowing): the later nests run over the x
///    range of the work-items that did not return;
///  - next points: the lanes of a warp may wait at different collectives;
///    each work-item records its next sub-CFG and a dispatch loop runs the
///    smallest.
class NestEmission {
 public:
  NestEmission(NestEmitter& emitter, const AliveRange* alive)
      : e_(emitter),
        F_(*emitter.frame.function),
        C_(F_.getContext()),
        alive_(alive),
        // The exited flag is kept only without narrowing.
        exitedFlag_(alive ? std::nullopt : emitter.options.exitedFlagOffset),
        nextPoint_(emitter.options.nextPointOffset),
        returnTarget_(emitter.subCfgs.size()),
        prefix_(alive ? "alive." : ""),
        lowered_(emitter.subCfgs.size()) {}

  BasicBlock* run() {
    for (size_t i = 0; i < e_.subCfgs.size(); ++i) lowerSubCfg(i);
    return chainNests();
  }

 private:
  void lowerSubCfg(size_t i);
  void cloneSubCfg(size_t i, LoweredSubCfg& out, ValueToValueMapTy& map);
  bool peelFirstWorkItem(LoweredSubCfg& out, bool sliceable, ValueToValueMapTy& peelMap);
  void skipExitedWorkItems(size_t i, LoweredSubCfg& out, const std::string& name);
  void skipWorkItemsNotWaiting(size_t i, LoweredSubCfg& out, const std::string& name);
  BasicBlock* exitDestination(size_t i, LoweredSubCfg& out, const ExitEdge& exit, bool peel, const std::string& name);
  void linkPeeledWorkItem(size_t i, LoweredSubCfg& out, bool narrowedLater, const std::string& name,
                          ValueToValueMapTy& map, ValueToValueMapTy& peelMap);
  BasicBlock* entryOf(unsigned target);
  BasicBlock* emitDispatchLoop();
  BasicBlock* chainNests();

  NestEmitter& e_;
  Function& F_;
  LLVMContext& C_;
  const AliveRange* alive_;
  const std::optional<uint64_t> exitedFlag_;
  const std::optional<uint64_t> nextPoint_;
  const unsigned returnTarget_;
  const std::string prefix_;
  SmallVector<LoweredSubCfg, 8> lowered_;
  DenseMap<unsigned, BasicBlock*> stepEntries_;  ///< collective steps in front of the nests
};

void NestEmission::lowerSubCfg(size_t i) {
  const SubCfg& subCfg = e_.subCfgs[i];
  const SubCfgLoweringOptions& options = e_.options;
  LoweredSubCfg& out = lowered_[i];
  const std::string name = (prefix_ + "sub" + Twine(i)).str();
  ValueToValueMapTy map;      // original blocks and values -> out.body
  ValueToValueMapTy peelMap;  // out.body -> out.peeled
  cloneSubCfg(i, out, map);
  const bool multipleTargets = out.targets.size() > 1;
  // Under narrowing, sub-CFG 0 runs every work-item (the guard decides who
  // returns), the later ones only alive work-items: the first of them is
  // as good as work-item 0 for deciding and for uniform stores.
  const bool narrowedLater = alive_ && i > 0;
  const bool firstAlive = !exitedFlag_ && !nextPoint_ && !(alive_ && i == 0);
  // A narrowing guard needs work-item 0 peeled too: its copy computes the
  // guard's x range (`__syncthreads(); if (t == 0) {...}` would otherwise
  // loop over every work-item to run one).
  BasicBlock* guard = i < options.narrowingGuards.size() ? options.narrowingGuards[i] : nullptr;
  const bool hasGuard = guard && guardSkipsIdleWorkItems(subCfg, guard);
  const bool peel = firstAlive && (multipleTargets || hasGuard ||
                                   (options.uniformSlots && storesTo(out.body, *options.uniformSlots)));
  // A sub-CFG whose branches are all uniform needs from its first work-item
  // only the exit choice and the uniform stores: the peeled copy keeps just
  // those (a decision slice) and the nest runs every (alive) work-item, so
  // row 0 is as long as the others: no scalar remainder for the one skipped.
  // Narrowing guards may be among them where the work-items failing them
  // then do nothing (a tree step's `if (t < s)`): the slice keeps the guard,
  // where the x range is computed, and the nest runs that range from its
  // start, work-item 0 included. A divergent branch whose paths meet again
  // with nothing the slice needs on the way (`if (step > first) {...}` in a
  // time-step loop) is skipped in the slice.
  const bool sliceable =
      peel && options.uniformSlots && branchesAllowDecisionSlice(subCfg, guard && narrowingGuardsLeaveIdle(subCfg));
  const bool decisionSlice = peel && peelFirstWorkItem(out, sliceable, peelMap);
  out.nest = buildWorkItemLoopNest(e_.frame, out.bodyEntry, name, peel && !narrowedLater && !decisionSlice);
  const bool firstRunsAgain = !peel || decisionSlice;

  // Sub-CFG 0 clears the flag; the others skip work-items that returned,
  // if a divergent return can run before them.
  if (exitedFlag_ && (i == 0 || e_.mayFollowReturn[i])) {
    skipExitedWorkItems(i, out, name);
    if (i > 0) restrictToLiveWorkItems(e_.frame, out.nest, *exitedFlag_);
  } else if (nextPoint_ && i > 0) {
    skipWorkItemsNotWaiting(i, out, name);
  }

  for (const ExitEdge& exit : out.exits) redirect(exit, exitDestination(i, out, exit, peel, name));

  if (peel) linkPeeledWorkItem(i, out, narrowedLater, name, map, peelMap);
  if (narrowedLater) restrictToAlive(e_.frame, out.nest, *alive_, !firstRunsAgain);
  // Value guards (`i < n ? in[i] : 0`) split the x loop where they flip; the
  // decision slice keeps the comparisons that need the peeled copy (the map's
  // entries for what it dropped are null).
  splitXLoopAtCompares(e_.frame, out.nest, out.body, peel ? &peelMap : nullptr);
}

/// The sub-CFG's blocks, cloned, and where they leave it.
void NestEmission::cloneSubCfg(size_t i, LoweredSubCfg& out, ValueToValueMapTy& map) {
  const SubCfg& subCfg = e_.subCfgs[i];
  out.body = cloneBlocks(subCfg.blocks.getArrayRef(), "." + prefix_ + "s" + Twine(i), map);
  // Inside this sub-CFG a block is only entered from the sub-CFG's blocks.
  for (BasicBlock* clone : out.body)
    for (PHINode& phi : clone->phis())
      for (unsigned k = phi.getNumIncomingValues(); k-- > 0;)
        if (!subCfg.blocks.contains(phi.getIncomingBlock(k))) phi.removeIncomingValue(k, false);
  remapInstructionsInBlocks(out.body, map);
  out.bodyEntry = cast<BasicBlock>(map[subCfg.entry]);
  out.exits = findExits(out.body, e_.subCfgAfterBarrier, returnTarget_);
  for (const ExitEdge& exit : out.exits) out.targets.insert(exit.target);
}

/// Uniform mode: a copy of the body for the first work-item, which runs
/// before the nest and makes the uniform stores the others then skip.
/// With `sliceable`, the copy is cut to its decision slice where that is
/// safe; returns whether it was.
bool NestEmission::peelFirstWorkItem(LoweredSubCfg& out, bool sliceable, ValueToValueMapTy& peelMap) {
  const SubCfgLoweringOptions& options = e_.options;
  out.peeled = cloneBlocks(out.body, ".peel", peelMap);
  remapInstructionsInBlocks(out.peeled, peelMap);
  const bool sliced = sliceable && keepDecisionSlice(out.peeled, *options.uniformSlots);
  out.peeledEntry = cast<BasicBlock>(peelMap[out.bodyEntry]);
  out.peeledExits = findExits(out.peeled, e_.subCfgAfterBarrier, returnTarget_);
  // The other work-items repeat the first one's uniform stores: drop them.
  for (BasicBlock* BB : out.body)
    for (Instruction& I : make_early_inc_range(*BB))
      if (auto* store = dyn_cast<StoreInst>(&I))
        if (auto* slot = dyn_cast<AllocaInst>(store->getPointerOperand());
            slot && options.uniformSlots && options.uniformSlots->contains(slot))
          store->eraseFromParent();
  return sliced;
}

/// Exited-flag mode: sub-CFG 0 clears each work-item's flag, a later one
/// skips the work-items that set it.
void NestEmission::skipExitedWorkItems(size_t i, LoweredSubCfg& out, const std::string& name) {
  BasicBlock* guard = BasicBlock::Create(C_, name + ".guard", &F_, out.bodyEntry);
  out.bodyEntry->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(out.bodyEntry, guard);
  IRBuilder<> B(guard);
  Instruction* flag = createPrivateSlotAddress(F_, *exitedFlag_, 1, B.CreateUnreachable());
  B.SetInsertPoint(flag->getNextNode());
  if (i == 0) {
    B.CreateStore(B.getInt8(0), flag);
    B.CreateBr(out.bodyEntry);
  } else {
    Value* exited = B.CreateLoad(B.getInt8Ty(), flag, "exited");
    B.CreateCondBr(B.CreateICmpNE(exited, B.getInt8(0)), out.nest.latch, out.bodyEntry);
  }
  guard->getTerminator()->eraseFromParent();
  out.body.insert(out.body.begin(), guard);
}

/// Next-point mode: only the work-items waiting for this sub-CFG run it.
void NestEmission::skipWorkItemsNotWaiting(size_t i, LoweredSubCfg& out, const std::string& name) {
  BasicBlock* guard = BasicBlock::Create(C_, name + ".waiting", &F_, out.bodyEntry);
  out.bodyEntry->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(out.bodyEntry, guard);
  IRBuilder<> B(guard);
  Instruction* point = createPrivateSlotAddress(F_, *nextPoint_, 4, B.CreateUnreachable());
  B.SetInsertPoint(point->getNextNode());
  Value* waitingFor = B.CreateLoad(B.getInt32Ty(), point, "next.point");
  B.CreateCondBr(B.CreateICmpNE(waitingFor, B.getInt32(i)), out.nest.latch, out.bodyEntry);
  guard->getTerminator()->eraseFromParent();
  out.body.insert(out.body.begin(), guard);
}

/// Where a work-item leaving the sub-CFG by `exit` goes: the latch, through
/// a block that records what the mode needs to know.
BasicBlock* NestEmission::exitDestination(size_t i, LoweredSubCfg& out, const ExitEdge& exit, bool peel,
                                          const std::string& name) {
  if (nextPoint_) {
    // Next-point mode: the work-item's next sub-CFG.
    BasicBlock* destination = BasicBlock::Create(C_, name + ".waits." + Twine(exit.target), &F_, out.nest.latch);
    BranchInst* toLatch = BranchInst::Create(out.nest.latch, destination);
    new StoreInst(ConstantInt::get(Type::getInt32Ty(C_), exit.target),
                  createPrivateSlotAddress(F_, *nextPoint_, 4, toLatch), toLatch);
    out.body.push_back(destination);
    return destination;
  }
  if (exitedFlag_ && exit.target == returnTarget_) {
    // Exited-flag mode: remembered so that later sub-CFGs skip this
    // work-item; the block itself goes on if any other work-item reached a
    // barrier.
    BasicBlock* destination = BasicBlock::Create(C_, name + ".returned", &F_, out.nest.latch);
    BranchInst* toLatch = BranchInst::Create(out.nest.latch, destination);
    new StoreInst(ConstantInt::get(Type::getInt8Ty(C_), 1), createPrivateSlotAddress(F_, *exitedFlag_, 1, toLatch),
                  toLatch);
    if (std::optional<uint64_t> skipping = e_.options.skippingFlagOffset)
      new StoreInst(ConstantInt::get(Type::getInt8Ty(C_), 1), createPrivateSlotAddress(F_, *skipping, 1, toLatch),
                    toLatch);
    out.body.push_back(destination);
    return destination;
  }
  // Alive-range mode, a return from sub-CFG 0: the block goes on if any
  // work-item reached a barrier; the later sub-CFGs know who returned from
  // the alive range.
  if (alive_ && i == 0 && exit.target == returnTarget_) return out.nest.latch;
  // Uniform mode without a peeled first work-item: every work-item records
  // the same choice.
  if (out.targets.size() > 1 && !peel) {
    BasicBlock* destination = BasicBlock::Create(C_, name + ".reached." + Twine(exit.target), &F_, out.nest.latch);
    IRBuilder<> B(destination);
    B.CreateStore(B.getInt32(exit.target), e_.getNextSlot());
    B.CreateBr(out.nest.latch);
    out.body.push_back(destination);
    return destination;
  }
  return out.nest.latch;
}

/// preheader -> the peeled first work-item (which records the choice) ->
/// the loops over the others.
void NestEmission::linkPeeledWorkItem(size_t i, LoweredSubCfg& out, bool narrowedLater, const std::string& name,
                                      ValueToValueMapTy& map, ValueToValueMapTy& peelMap) {
  BasicBlock* zHeader = out.nest.preheader->getSingleSuccessor();
  BasicBlock* others = BasicBlock::Create(C_, name + ".others", &F_, zHeader);
  BranchInst::Create(zHeader, others);
  for (PHINode& phi : zHeader->phis()) phi.replaceIncomingBlockWith(out.nest.preheader, others);
  out.nest.preheader->getTerminator()->setSuccessor(0, out.peeledEntry);
  for (const ExitEdge& exit : out.peeledExits) {
    BasicBlock* destination = others;
    if (out.targets.size() > 1) {
      destination = BasicBlock::Create(C_, name + ".peel.reached." + Twine(exit.target), &F_, others);
      IRBuilder<> B(destination);
      B.CreateStore(B.getInt32(exit.target), e_.getNextSlot());
      B.CreateBr(others);
      out.peeled.push_back(destination);
    }
    redirect(exit, destination);
  }
  const SubCfgLoweringOptions& options = e_.options;
  if (BasicBlock* guard = i < options.narrowingGuards.size() ? options.narrowingGuards[i] : nullptr) {
    auto* guardCopy = cast<BasicBlock>(map[guard]);
    narrowToGuard(e_.frame, out.nest, out.body, out.bodyEntry, guardCopy, cast<BasicBlock>(peelMap[guardCopy]), others);
  }
  Value* zero32 = ConstantInt::get(Type::getInt32Ty(C_), 0);
  Value* firstX = narrowedLater ? alive_->begin : zero32;
  Value* const firstId[3] = {firstX, zero32, zero32};
  Value* firstLinearId = narrowedLater ? static_cast<Value*>(new ZExtInst(firstX, Type::getInt64Ty(C_), "first.lid",
                                                                         &*out.peeledEntry->getFirstInsertionPt()))
                                       : ConstantInt::get(Type::getInt64Ty(C_), 0);
  materializeWorkItem(e_.frame, firstId, firstLinearId, out.peeled);
}

/// Where control goes to run sub-CFG `target` (or to return): its nest's
/// preheader, behind the warp collective step that ends the sub-CFG before
/// it, if any.
BasicBlock* NestEmission::entryOf(unsigned target) {
  if (target == returnTarget_) return e_.returnBlock;
  BasicBlock* preheader = lowered_[target].nest.preheader;
  if (!e_.options.collectiveStep) return preheader;
  auto [it, inserted] = stepEntries_.try_emplace(target, nullptr);
  if (!inserted) return it->second;
  LaneActivity takesPart;
  if (nextPoint_)
    takesPart = {GatherActivity::WaitingAt, *nextPoint_, target};
  else if (exitedFlag_)
    takesPart = {GatherActivity::NotExited, *exitedFlag_, 0};
  BasicBlock* step = e_.options.collectiveStep(target, takesPart, preheader);
  return it->second = step ? step : preheader;
}

/// Next-point mode: after each nest, run the smallest point any work-item
/// waits at.
BasicBlock* NestEmission::emitDispatchLoop() {
  BasicBlock* returnBlock = e_.returnBlock;
  BasicBlock* dispatch = BasicBlock::Create(C_, "openhip.dispatch", &F_, returnBlock);
  BasicBlock* scan = BasicBlock::Create(C_, "openhip.dispatch.scan", &F_, returnBlock);
  BasicBlock* choose = BasicBlock::Create(C_, "openhip.dispatch.choose", &F_, returnBlock);
  IRBuilder<> B(dispatch);
  B.CreateBr(scan);
  B.SetInsertPoint(scan);
  PHINode* lid = B.CreatePHI(B.getInt64Ty(), 2, "dispatch.lid");
  PHINode* smallest = B.CreatePHI(B.getInt32Ty(), 2, "dispatch.min");
  lid->addIncoming(B.getInt64(0), dispatch);
  smallest->addIncoming(B.getInt32(returnTarget_), dispatch);
  Value* point = B.CreateLoad(B.getInt32Ty(), privateSlotAddressOf(B, e_.frame, *nextPoint_, 4, lid), "point");
  Value* nextSmallest = B.CreateSelect(B.CreateICmpULT(point, smallest), point, smallest, "dispatch.min.next");
  Value* nextLid = B.CreateNUWAdd(lid, B.getInt64(1));
  lid->addIncoming(nextLid, scan);
  smallest->addIncoming(nextSmallest, scan);
  B.CreateCondBr(B.CreateICmpULT(nextLid, e_.frame.threadCount), scan, choose);
  B.SetInsertPoint(choose);
  SwitchInst* dispatchSwitch = B.CreateSwitch(nextSmallest, returnBlock, returnTarget_);
  for (unsigned target = 1; target < returnTarget_; ++target)
    dispatchSwitch->addCase(B.getInt32(target), entryOf(target));
  return dispatch;
}

/// Connects each nest's exit to the nest that runs next; returns the entry
/// of the first.
BasicBlock* NestEmission::chainNests() {
  BasicBlock* dispatch = nextPoint_ ? emitDispatchLoop() : nullptr;
  BasicBlock* start = entryOf(0);
  for (size_t i = 0; i < lowered_.size(); ++i) {
    LoweredSubCfg& out = lowered_[i];
    IRBuilder<> B(out.nest.preheader->getTerminator());
    // Work-items that return store nothing: the block returns unless one
    // reached a barrier.
    if ((exitedFlag_ || (alive_ && i == 0)) && out.targets.size() > 1)
      B.CreateStore(B.getInt32(returnTarget_), e_.getNextSlot());
    if (e_.options.onEnter) e_.options.onEnter(i, B);
    BasicBlock* exit = out.nest.exit;
    if (dispatch) {
      exit->getTerminator()->eraseFromParent();
      BranchInst::Create(dispatch, exit);
    } else if (!out.targets.empty()) {
      exit->getTerminator()->eraseFromParent();
      B.SetInsertPoint(exit);
      if (out.targets.size() == 1) {
        B.CreateBr(entryOf(out.targets[0]));
      } else {
        Value* next = B.CreateLoad(B.getInt32Ty(), e_.getNextSlot(), Twine(prefix_) + "sub" + Twine(i) + ".next");
        SwitchInst* dispatchSwitch = B.CreateSwitch(next, entryOf(out.targets[0]), out.targets.size() - 1);
        for (unsigned target : out.targets.getArrayRef().drop_front())
          dispatchSwitch->addCase(B.getInt32(target), entryOf(target));
      }
    }
    finishWorkItemLoopNest(e_.frame, out.nest, out.body);
  }
  return start;
}

BasicBlock* NestEmitter::emit(const AliveRange* alive) { return NestEmission(*this, alive).run(); }

}  // namespace

/// Whether the paths that part at `branchBlock` meet again (at its
/// immediate post-dominator) before any of them reaches a barrier. Then the
/// work-items parting there cannot end their sub-CFG differently: where
/// they go after the join is the choice of the branches there.
static bool rejoinsBeforeBarrier(const BasicBlock* branchBlock, const PostDominatorTree& PDT,
                                 const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks) {
  if (!rejoinOf(*branchBlock, PDT)) return false;  // the paths end apart (different returns) or never
  return !reachesBeforeRejoin(
      *branchBlock, PDT, [&](const BasicBlock* BB) { return barrierBlocks.contains(BB); },
      [](const BasicBlock*) { return false; });
}

bool hasDivergentReturn(ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                        const BarrierUniformity& uniformity, const PostDominatorTree& PDT) {
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  SetVector<BasicBlock*> divergentBranches;
  for (const SubCfg& subCfg : subCfgs) {
    for (BasicBlock* branchBlock : subCfg.blocks) {
      Instruction* terminator = branchBlock->getTerminator();
      if (!uniformity.isVaryingBranch(*terminator)) {
        if (terminator->getNumSuccessors() > 1 && (isa<BranchInst>(terminator) || isa<SwitchInst>(terminator)))
          terminator->setMetadata(cpu::UniformBranchMD, MDNode::get(terminator->getContext(), {}));
        continue;
      }
      // Can work-items that part here end this sub-CFG differently?
      if (rejoinsBeforeBarrier(branchBlock, PDT, barrierBlocks)) continue;
      bool synchronizes = false;
      SmallVector<ReturnInst*, 4> returns;
      SmallPtrSet<BasicBlock*, 32> seen;
      SmallVector<BasicBlock*, 32> worklist(succ_begin(branchBlock), succ_end(branchBlock));
      while (!worklist.empty()) {
        BasicBlock* BB = worklist.pop_back_val();
        if (barrierBlocks.contains(BB)) {
          synchronizes = true;
          continue;
        }
        if (!seen.insert(BB).second) continue;
        if (auto* ret = dyn_cast<ReturnInst>(BB->getTerminator())) returns.push_back(ret);
        for (BasicBlock* succ : successors(BB)) worklist.push_back(succ);
      }
      if (returns.empty() || !synchronizes) continue;
      divergentBranches.insert(branchBlock);
      for (ReturnInst* ret : returns) ret->setMetadata(cpu::DivergentReturnMD, MDNode::get(ret->getContext(), {}));
    }
  }
  if (divergentBranches.empty()) return false;
  markEarlyReturnGuard(subCfgs, barriers, uniformity, divergentBranches.getArrayRef());
  return true;
}

void emitSubCfgLoopNests(WorkItemFrame& frame, ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                         const SubCfgLoweringOptions& options) {
  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  SmallVector<BasicBlock*, 32> originalBlocks;
  for (BasicBlock& BB : F)
    if (&BB != frame.entry) originalBlocks.push_back(&BB);

  NestEmitter emitter(frame, subCfgs, options);
  for (size_t i = 0; i < barriers.size(); ++i) emitter.subCfgAfterBarrier[barriers[i].block] = i + 1;
  emitter.mayFollowReturn = subCfgsAfterDivergentReturns(subCfgs, emitter.subCfgAfterBarrier);
  emitter.returnBlock = BasicBlock::Create(C, "openhip.return", &F);
  ReturnInst::Create(C, emitter.returnBlock);

  // Early-return narrowing (SubCfgEarlyReturns.h) replaces the exited flag
  // where the alive range is exact; the flag stays as the fallback for a
  // launch where C + x may wrap over the block.
  std::optional<EarlyReturnGuard> guard;
  if (options.exitedFlagOffset && !options.nextPointOffset && !options.collectiveStep && !subCfgs.empty())
    guard = findMarkedEarlyReturnGuard(frame, subCfgs.front());
  BranchInst* toBody = cast<BranchInst>(frame.entry->getTerminator());
  if (guard) {
    IRBuilder<> B(toBody);
    XRange range = computeXRange(B, frame.blockDim[0], guard->terms);
    AliveRange alive{range.begin ? range.begin : B.getInt32(0), range.end ? range.end : frame.blockDim[0]};
    BasicBlock* narrowed = emitter.emit(&alive);
    if (range.exact) {
      BasicBlock* flagged = emitter.emit(nullptr);
      BranchInst::Create(narrowed, flagged, range.exact, toBody);
      toBody->eraseFromParent();
    } else {
      toBody->setSuccessor(0, narrowed);
    }
  } else {
    toBody->setSuccessor(0, emitter.emit(nullptr));
  }

  SmallPtrSet<const BasicBlock*, 32> original(originalBlocks.begin(), originalBlocks.end());
  for (BasicBlock* BB : originalBlocks)
    for (Instruction& I : *BB)
      for (User* user : I.users())
        if (!original.contains(cast<Instruction>(user)->getParent()))
          report_fatal_error(Twine("openhip-barriers: value '") + I.getName() + "' of kernel '" + F.getName() +
                             "' escapes its sub-CFG (internal error)");
  for (BasicBlock* BB : originalBlocks) BB->dropAllReferences();
  for (BasicBlock* BB : originalBlocks) BB->eraseFromParent();
  clearEarlyReturnMarks(F);
}

}  // namespace openhip
