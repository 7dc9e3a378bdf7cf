#include "cpu/cbs/SubCfgWarpCollectives.h"

#include "analysis/BarrierUniformity.h"
#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/CollectiveHoisting.h"
#include "cpu/cbs/SubCfgReconvergence.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"

#include <algorithm>

using namespace llvm;

namespace openhip {
namespace {

std::optional<CollectiveKind> collectiveKindOf(const Instruction& I) {
  const auto* call = dyn_cast<CallInst>(&I);
  const Function* callee = call ? call->getCalledFunction() : nullptr;
  if (!callee) return std::nullopt;
  if (callee->getName() == contract::WarpGatherFn) return CollectiveKind::Gather;
  if (callee->getName() == contract::WarpBallotFn) return CollectiveKind::Ballot;
  return std::nullopt;
}

/// Whether a gather moves 32 significant bits: the high half of its value is
/// zero (how the header shuffles a value of 4 bytes or less), so that of
/// every lane's value at the site is, and so that of every result (some
/// lane's value). Such a gather goes through 4-byte slots.
bool gathersWord32(CallInst& call, const DataLayout& DL) {
  return computeKnownBits(call.getArgOperand(0), DL).countMinLeadingZeros() >= 32;
}

}  // namespace

bool containsWarpCollective(const Function& F) {
  for (const BasicBlock& BB : F)
    for (const Instruction& I : BB)
      if (collectiveKindOf(I)) return true;
  return false;
}

SmallVector<CollectiveSite, 8> prepareWarpCollectives(WorkItemFrame& frame, PrivateArenaLayout& layout,
                                                     CollectiveSlots& slots, unsigned warpSize,
                                                     FunctionAnalysisManager& FAM) {
  Function& F = *frame.function;
  SmallVector<CollectiveSite, 8> sites;
  if (!containsWarpCollective(F)) return sites;
  LLVMContext& C = F.getContext();
  FunctionCallee markerFn = F.getParent()->getOrInsertFunction(cpu::CollectiveMarkerFn, Type::getVoidTy(C));
  if (auto* decl = dyn_cast<Function>(markerFn.getCallee())) {
    decl->setConvergent();
    decl->setDoesNotThrow();
  }
  SmallVector<CallInst*, 8> markers;
  auto fusedLoops = fuseWarpLoops(frame, layout, markerFn, warpSize);
  if (!fusedLoops.empty()) FAM.invalidate(F, PreservedAnalyses::none());  // blocks removed
  for (auto& [marker, step] : fusedLoops) {
    sites.push_back({marker, CollectiveKind::Loop, std::move(step)});
    markers.push_back(marker);
  }

  SmallVector<std::pair<CallInst*, CollectiveKind>, 8> calls;
  for (BasicBlock& BB : F)  // unreachable blocks too: no call may be left
    for (Instruction& I : BB)
      if (std::optional<CollectiveKind> kind = collectiveKindOf(I)) calls.push_back({cast<CallInst>(&I), *kind});

  bool anyGather32 = false, anyExchange = false;
  for (auto& [call, kind] : calls) {
    if (kind == CollectiveKind::Gather && gathersWord32(*call, F.getParent()->getDataLayout())) {
      kind = CollectiveKind::Gather32;
      anyGather32 = true;
    }
    if (kind == CollectiveKind::Ballot && call->use_empty()) kind = CollectiveKind::Meet;
    anyExchange |= kind != CollectiveKind::Meet;
  }
  if (anyExchange) {
    slots.value = layout.allocate(8, Align(8));
    slots.operand = layout.allocate(4, Align(4));
    slots.result = layout.allocate(8, Align(8));
  }
  if (anyGather32) {
    // Own slots: in the per-work-item mode lanes wait at collectives of
    // both widths at once, and 4- and 8-byte strides would overlap.
    slots.value32 = layout.allocate(4, Align(4));
    slots.result32 = layout.allocate(4, Align(4));
  }
  Type* i32 = Type::getInt32Ty(C);
  Type* i64 = Type::getInt64Ty(C);
  for (auto [call, kind] : calls) {
    IRBuilder<> B(call);
    if (kind == CollectiveKind::Meet) {
      CallInst* marker = B.CreateCall(markerFn);
      marker->setConvergent();
      marker->setDebugLoc(call->getDebugLoc());
      call->eraseFromParent();
      sites.push_back({marker, kind, {}});
      markers.push_back(marker);
      continue;
    }
    if (kind == CollectiveKind::Gather)
      B.CreateAlignedStore(call->getArgOperand(0), createPrivateSlotAddress(F, slots.value, 8, call), Align(8));
    else if (kind == CollectiveKind::Gather32)
      B.CreateAlignedStore(B.CreateTrunc(call->getArgOperand(0), i32),
                           createPrivateSlotAddress(F, slots.value32, 4, call), Align(4));
    // The operand slot: a gather's source lane, a ballot's predicate.
    Value* operand = call->getArgOperand(kind == CollectiveKind::Ballot ? 0 : 1);
    B.CreateAlignedStore(operand, createPrivateSlotAddress(F, slots.operand, 4, call), Align(4));
    CallInst* marker = B.CreateCall(markerFn);
    marker->setConvergent();
    marker->setDebugLoc(call->getDebugLoc());
    Instruction* after = call->getNextNode();
    if (kind == CollectiveKind::Gather32) {
      auto* result = new LoadInst(i32, createPrivateSlotAddress(F, slots.result32, 4, after), "warp.gathered", false,
                                  Align(4), after);
      call->replaceAllUsesWith(new ZExtInst(result, i64, "warp.gathered.bits", after));
    } else {
      auto* result = new LoadInst(i64, createPrivateSlotAddress(F, slots.result, 8, after),
                                  kind == CollectiveKind::Gather ? "warp.gathered" : "warp.ballot", false, Align(8),
                                  after);
      call->replaceAllUsesWith(result);
    }
    call->eraseFromParent();
    sites.push_back({marker, kind, {}});
    markers.push_back(marker);
  }
  hoistDivergentCollectives(frame, sites, slots, layout, FAM);
  for (CallInst* point : insertLoopReconvergencePoints(F, FAM, markers, markerFn))
    sites.push_back({point, CollectiveKind::Reconverge, {}});

  // When lanes wait at different points, the per-work-item mode runs the one
  // that comes first here (see SubCfgReconvergence.h).
  ProgramOrder order(F, FAM);
  SmallVector<std::pair<ProgramOrder::Key, CollectiveSite>, 8> keyed;
  for (const CollectiveSite& site : sites) {
    const BasicBlock* block = site.marker->getParent();
    keyed.push_back({site.kind == CollectiveKind::Reconverge ? order.backEdgeKeyOf(block) : order.keyOf(block), site});
  }
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (size_t i = 0; i < keyed.size(); ++i) sites[i] = keyed[i].second;
  return sites;
}

namespace {

/// What a work-item entering a block meets first: nothing, a barrier (or any
/// other site) or a warp collective.
enum class SyncKind { None, Barrier, Collective };
using SyncOf = function_ref<SyncKind(const BasicBlock*)>;

/// Whether a work-item starting at `start` can reach a site (any kind).
bool reachesSite(const BasicBlock* start, SyncOf syncOf) {
  SmallPtrSet<const BasicBlock*, 32> seen;
  SmallVector<const BasicBlock*, 32> worklist{start};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (!seen.insert(BB).second) continue;
    if (syncOf(BB) != SyncKind::None) return true;
    append_range(worklist, successors(BB));
  }
  return false;
}

bool partsAtCollective(const BasicBlock& branchBlock, const PostDominatorTree& PDT, SyncOf syncOf) {
  // Paths that part here and meet again before any site are harmless.
  if (!reachesBeforeRejoin(
          branchBlock, PDT, [&](const BasicBlock* BB) { return syncOf(BB) == SyncKind::Collective; },
          [&](const BasicBlock* BB) { return syncOf(BB) != SyncKind::None; }))
    return false;
  // So are sides whose work-items can only run to their return: they are
  // inactive at every later site. More than one side reaching a site (a
  // collective on each, or one that others pass through on their way to a
  // later collective or barrier) means lanes waiting at different points.
  unsigned sidesReachingSites = 0;
  SmallPtrSet<const BasicBlock*, 4> distinct;
  for (const BasicBlock* succ : successors(&branchBlock))
    if (distinct.insert(succ).second && reachesSite(succ, syncOf)) ++sidesReachingSites;
  return sidesReachingSites > 1;
}

bool hasDivergentCollectiveIn(Function& F, const BarrierUniformity& uniformity, const PostDominatorTree& PDT,
                              SyncOf syncOf, const SmallPtrSetImpl<const BasicBlock*>* excluded = nullptr) {
  for (BasicBlock& branchBlock : F)
    if (uniformity.isVaryingBranch(*branchBlock.getTerminator()) && !(excluded && excluded->contains(&branchBlock)) &&
        partsAtCollective(branchBlock, PDT, syncOf))
      return true;
  return false;
}

}  // namespace

bool hasDivergentCollective(Function& F, ArrayRef<BarrierSite> sites, unsigned collectiveCount,
                            const BarrierUniformity& uniformity, const PostDominatorTree& PDT) {
  DenseMap<const BasicBlock*, SyncKind> siteKinds;
  for (size_t i = 0; i < sites.size(); ++i)
    siteKinds[sites[i].block] = i < collectiveCount ? SyncKind::Collective : SyncKind::Barrier;
  return hasDivergentCollectiveIn(F, uniformity, PDT,
                                  [&](const BasicBlock* BB) { return siteKinds.lookup(BB); });
}

bool runsPerWorkItem(Function& F, const BarrierUniformity& uniformity, const PostDominatorTree& PDT,
                     ArrayRef<const BasicBlock*> extraBarrierBlocks) {
  if (!containsWarpCollective(F)) return false;
  // A block counts as the first synchronization a work-item meets in it.
  DenseMap<const BasicBlock*, SyncKind> firstSync;
  for (const BasicBlock* BB : extraBarrierBlocks) firstSync[BB] = SyncKind::Barrier;
  for (const BasicBlock& BB : F) {
    if (firstSync.count(&BB)) continue;
    for (const Instruction& I : BB) {
      if (collectiveKindOf(I)) {
        firstSync[&BB] = SyncKind::Collective;
        break;
      }
      if (isBlockBarrier(&I)) {
        firstSync[&BB] = SyncKind::Barrier;
        break;
      }
    }
  }
  return hasDivergentCollectiveIn(F, uniformity, PDT, [&](const BasicBlock* BB) { return firstSync.lookup(BB); });
}

bool hasDivergentMarkedSite(Function& F, const BarrierUniformity& uniformity, const PostDominatorTree& PDT,
                            const SmallPtrSetImpl<const BasicBlock*>& excluded) {
  DenseMap<const BasicBlock*, SyncKind> firstSync;
  for (const BasicBlock& BB : F)
    for (const Instruction& I : BB) {
      const auto* call = dyn_cast<CallInst>(&I);
      if (!call || !call->isConvergent()) continue;
      const Function* callee = call->getCalledFunction();
      firstSync[&BB] = callee && callee->getName() == cpu::CollectiveMarkerFn ? SyncKind::Collective
                                                                               : SyncKind::Barrier;
      break;
    }
  return hasDivergentCollectiveIn(
      F, uniformity, PDT, [&](const BasicBlock* BB) { return firstSync.lookup(BB); }, &excluded);
}

Value* privateSlotAddressOf(IRBuilderBase& B, const WorkItemFrame& frame, uint64_t offset, uint64_t size,
                            Value* linearId) {
  Value* start = B.CreateNUWMul(frame.threadCount, B.getInt64(offset));
  Value* index = B.CreateNUWAdd(start, B.CreateNUWMul(linearId, B.getInt64(size)));
  return B.CreateInBoundsGEP(B.getInt8Ty(), frame.privateArena, index);
}

Value* LaneActivity::isActive(IRBuilderBase& B, const WorkItemFrame& frame, Value* linearId) const {
  if (kind == GatherActivity::All) return B.getTrue();
  Value* slot = privateSlotAddressOf(B, frame, slotOffset, kind == GatherActivity::NotExited ? 1 : 4, linearId);
  return emitLaneIsActive(B, kind, slot, B.getInt32(target));
}

BasicBlock* emitCollectiveStep(const WorkItemFrame& frame, const CollectiveSite& site, const CollectiveSlots& slots,
                               unsigned warpSize, const LaneActivity& activeLanes, BasicBlock* next, const Twine& name) {
  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  auto block = [&](const char* suffix) { return BasicBlock::Create(C, name + suffix, &F, next); };
  IRBuilder<> B(C);
  Type* i32 = B.getInt32Ty();
  Type* i64 = B.getInt64Ty();
  Value* threads = frame.threadCount;
  auto load = [&](Type* type, uint64_t offset, uint64_t size, Value* lid, const Twine& valueName) {
    return B.CreateAlignedLoad(type, privateSlotAddressOf(B, frame, offset, size, lid), Align(size), valueName);
  };
  auto storeResult = [&](Value* value, Value* lid) {
    B.CreateAlignedStore(value, privateSlotAddressOf(B, frame, slots.result, 8, lid), Align(8));
  };

  const CollectiveKind kind = site.kind;
  if (kind == CollectiveKind::Reconverge || kind == CollectiveKind::Meet) return next;  // the lanes only meet
  BasicBlock* entry = block(".step");
  B.SetInsertPoint(entry);
  Value* zero = B.getInt64(0);
  Value* activity = activeLanes.kind == GatherActivity::All
                        ? static_cast<Value*>(ConstantPointerNull::get(B.getPtrTy()))
                        : privateSlotAddressOf(B, frame, activeLanes.slotOffset,
                                               activeLanes.kind == GatherActivity::NotExited ? 1 : 4, zero);
  if (kind == CollectiveKind::Loop) {
    emitWarpLoopStepCall(B, frame, site.loop, warpSize, activeLanes.kind, activity, B.getInt32(activeLanes.target));
    B.CreateBr(next);
    return entry;
  }
  if (kind == CollectiveKind::Gather || kind == CollectiveKind::Gather32) {
    const bool word32 = kind == CollectiveKind::Gather32;
    const unsigned bytes = word32 ? 4 : 8;
    Function* step = getOrCreateGatherStep(*F.getParent(), warpSize, activeLanes.kind, bytes * 8);
    B.CreateCall(step, {privateSlotAddressOf(B, frame, word32 ? slots.value32 : slots.value, bytes, zero),
                        privateSlotAddressOf(B, frame, slots.operand, 4, zero),
                        privateSlotAddressOf(B, frame, word32 ? slots.result32 : slots.result, bytes, zero), threads,
                        activity, B.getInt32(activeLanes.target)});
    B.CreateBr(next);
    return entry;
  }

  // Ballot: per warp, OR the active lanes' bits, then give every lane the mask.
  BasicBlock* warpLoop = block(".warp");
  BasicBlock* laneLoop = block(".vote");
  BasicBlock* voter = block(".active");
  BasicBlock* laneLatch = block(".vote.latch");
  BasicBlock* publish = block(".publish");
  BasicBlock* warpLatch = block(".warp.latch");
  B.CreateBr(warpLoop);
  B.SetInsertPoint(warpLoop);
  PHINode* base = B.CreatePHI(i64, 2, name + ".warp.base");
  base->addIncoming(B.getInt64(0), entry);
  B.CreateBr(laneLoop);

  B.SetInsertPoint(laneLoop);
  PHINode* lane = B.CreatePHI(i64, 2, name + ".lane");
  PHINode* mask = B.CreatePHI(i64, 2, name + ".mask");
  lane->addIncoming(B.getInt64(0), warpLoop);
  mask->addIncoming(B.getInt64(0), warpLoop);
  Value* lid = B.CreateNUWAdd(base, lane);
  B.CreateCondBr(activeLanes.isActive(B, frame, lid), voter, laneLatch);
  B.SetInsertPoint(voter);
  Value* vote = B.CreateICmpNE(load(i32, slots.operand, 4, lid, "predicate"), B.getInt32(0));
  Value* withBit = B.CreateOr(mask, B.CreateShl(B.CreateZExt(vote, i64), lane));
  B.CreateBr(laneLatch);
  B.SetInsertPoint(laneLatch);
  PHINode* nextMask = B.CreatePHI(i64, 2, name + ".mask.next");
  nextMask->addIncoming(mask, laneLoop);
  nextMask->addIncoming(withBit, voter);
  Value* nextLane = B.CreateNUWAdd(lane, B.getInt64(1));
  lane->addIncoming(nextLane, laneLatch);
  mask->addIncoming(nextMask, laneLatch);
  Value* moreLanes = B.CreateAnd(B.CreateICmpULT(nextLane, B.getInt64(warpSize)),
                                 B.CreateICmpULT(B.CreateNUWAdd(base, nextLane), threads));
  B.CreateCondBr(moreLanes, laneLoop, publish);

  B.SetInsertPoint(publish);
  PHINode* member = B.CreatePHI(i64, 2, name + ".member");
  member->addIncoming(B.getInt64(0), laneLatch);
  storeResult(nextMask, B.CreateNUWAdd(base, member));
  Value* nextMember = B.CreateNUWAdd(member, B.getInt64(1));
  member->addIncoming(nextMember, publish);
  Value* moreMembers = B.CreateAnd(B.CreateICmpULT(nextMember, B.getInt64(warpSize)),
                                   B.CreateICmpULT(B.CreateNUWAdd(base, nextMember), threads));
  B.CreateCondBr(moreMembers, publish, warpLatch);

  B.SetInsertPoint(warpLatch);
  Value* nextBase = B.CreateNUWAdd(base, B.getInt64(warpSize));
  base->addIncoming(nextBase, warpLatch);
  B.CreateCondBr(B.CreateICmpULT(nextBase, threads), warpLoop, next);
  return entry;
}

}  // namespace openhip
