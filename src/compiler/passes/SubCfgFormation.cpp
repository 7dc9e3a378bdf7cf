#include "SubCfgFormation.h"

#include "BarrierUniformity.h"
#include "WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace openhip {
namespace {

Instruction* insertionPointFor(Use& use) {
  auto* user = cast<Instruction>(use.getUser());
  if (auto* phi = dyn_cast<PHINode>(user)) return phi->getIncomingBlock(use)->getTerminator();
  return user;
}

/// True if `use` may see `value` through a barrier: walking backwards from
/// the use, a barrier block comes before the definition on some path.
bool crossesBarrier(Use& use, const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks) {
  const BasicBlock* defBlock = cast<Instruction>(use.get())->getParent();
  const BasicBlock* start = insertionPointFor(use)->getParent();
  if (start == defBlock) return false;
  SmallPtrSet<const BasicBlock*, 32> visited{start};
  SmallVector<const BasicBlock*, 32> worklist{start};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (barrierBlocks.contains(BB)) return true;
    for (const BasicBlock* pred : predecessors(BB))
      if (pred != defBlock && visited.insert(pred).second) worklist.push_back(pred);
  }
  return false;
}

/// True if a work-item may run `value`'s definition and then `use` without
/// passing a barrier in between.
bool reachableWithoutBarrier(Use& use, const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks) {
  const BasicBlock* defBlock = cast<Instruction>(use.get())->getParent();
  const BasicBlock* target = insertionPointFor(use)->getParent();
  SmallPtrSet<const BasicBlock*, 32> visited;
  SmallVector<const BasicBlock*, 32> worklist(succ_begin(defBlock), succ_end(defBlock));
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (barrierBlocks.contains(BB) || !visited.insert(BB).second) continue;
    if (BB == target) return true;
    for (const BasicBlock* succ : successors(BB)) worklist.push_back(succ);
  }
  return false;
}

SmallPtrSet<const BasicBlock*, 8> barrierBlocksOf(ArrayRef<BarrierSite> barriers) {
  SmallPtrSet<const BasicBlock*, 8> blocks;
  for (const BarrierSite& site : barriers) blocks.insert(site.block);
  return blocks;
}

struct ExitEdge {
  Instruction* terminator;
  int successor;  ///< -1 for a return
  unsigned target;
};

}  // namespace

SmallVector<BarrierSite, 8> isolateBarriers(ArrayRef<CallInst*> barrierCalls) {
  SmallVector<BarrierSite, 8> sites;
  for (CallInst* call : barrierCalls) {
    BarrierSite site;
    site.call = call;
    site.block = SplitBlock(call->getParent(), call, static_cast<DominatorTree*>(nullptr), nullptr, nullptr,
                            "openhip.barrier");
    site.continuation = SplitBlock(site.block, call->getNextNode(), static_cast<DominatorTree*>(nullptr), nullptr,
                                   nullptr, "openhip.after.barrier");
    sites.push_back(site);
  }
  return sites;
}

SmallVector<SubCfg, 8> findSubCfgs(BasicBlock* start, ArrayRef<BarrierSite> barriers) {
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  SmallVector<SubCfg, 8> subCfgs(barriers.size() + 1);
  for (size_t i = 0; i < subCfgs.size(); ++i) {
    SubCfg& subCfg = subCfgs[i];
    subCfg.entry = i == 0 ? start : barriers[i - 1].continuation;
    SmallVector<BasicBlock*, 32> worklist{subCfg.entry};
    while (!worklist.empty()) {
      BasicBlock* BB = worklist.pop_back_val();
      if (barrierBlocks.contains(BB) || !subCfg.blocks.insert(BB)) continue;
      for (BasicBlock* succ : successors(BB)) worklist.push_back(succ);
    }
  }
  return subCfgs;
}

SmallVector<LiveAcrossBarrier, 16> findValuesLiveAcrossBarriers(const WorkItemFrame& frame,
                                                                  ArrayRef<BarrierSite> barriers) {
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  SmallVector<LiveAcrossBarrier, 16> values;
  for (BasicBlock& BB : *frame.function) {
    if (&BB == frame.entry) continue;  // dominates everything, never reloaded
    for (Instruction& I : BB) {
      LiveAcrossBarrier live;
      live.value = &I;
      for (Use& use : I.uses())
        if (crossesBarrier(use, barrierBlocks)) live.crossingUses.push_back(&use);
      if (!live.crossingUses.empty()) values.push_back(std::move(live));
    }
  }
  return values;
}

namespace {

constexpr unsigned MaxRematerializedInstructions = 8;

/// Counts the instructions a recomputation of `V` would need; false if `V`
/// cannot be recomputed anywhere (it reads memory, is a phi, ...).
bool isRecomputable(const Value* V, const WorkItemFrame& frame, unsigned& budget) {
  const auto* I = dyn_cast<Instruction>(V);
  if (!I || I->getParent() == frame.entry) return true;  // available everywhere
  if (budget == 0) return false;
  --budget;
  if (isLocalIdCall(I) || isPrivateSlotAddress(I)) return true;
  if (!isa<BinaryOperator>(I) && !isa<CastInst>(I) && !isa<GetElementPtrInst>(I) && !isa<CmpInst>(I) &&
      !isa<SelectInst>(I) && !isa<UnaryOperator>(I))
    return false;
  return all_of(I->operands(), [&](const Value* op) { return isRecomputable(op, frame, budget); });
}

Value* recompute(Value* V, const WorkItemFrame& frame, Instruction* insertBefore, ValueToValueMapTy& copies) {
  auto* I = dyn_cast<Instruction>(V);
  if (!I || I->getParent() == frame.entry) return V;
  if (Value* done = copies.lookup(I)) return done;
  Instruction* copy = I->clone();
  for (Use& op : copy->operands()) op.set(recompute(op.get(), frame, insertBefore, copies));
  copy->insertBefore(insertBefore);
  copy->setName(I->getName() + ".remat");
  copies[I] = copy;
  return copy;
}

}  // namespace

SmallVector<LiveAcrossBarrier, 16> rematerializeCheapValues(const WorkItemFrame& frame,
                                                            ArrayRef<LiveAcrossBarrier> values) {
  SmallVector<LiveAcrossBarrier, 16> remaining;
  for (const LiveAcrossBarrier& live : values) {
    unsigned budget = MaxRematerializedInstructions;
    if (!isRecomputable(live.value, frame, budget)) {
      remaining.push_back(live);
      continue;
    }
    for (Use* use : live.crossingUses) {
      ValueToValueMapTy copies;
      use->set(recompute(live.value, frame, insertionPointFor(*use), copies));
    }
  }
  return remaining;
}

SmallVector<DoubleBufferedSlot, 4> demoteValues(WorkItemFrame& frame, ArrayRef<LiveAcrossBarrier> values,
                                                ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                                                const BarrierUniformity& uniformity, PrivateArenaLayout& layout) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  SmallVector<DoubleBufferedSlot, 4> doubleBuffered;
  for (const LiveAcrossBarrier& live : values) {
    Instruction* value = live.value;
    Type* type = value->getType();
    Align align = DL.getABITypeAlign(type);
    Instruction* storeAt =
        isa<PHINode>(value) ? &*value->getParent()->getFirstInsertionPt() : value->getNextNode();

    // A uniform value can live in one scalar unless a work-item may reach a
    // crossing use both from an earlier sub-CFG and from a fresh definition
    // (then every work-item needs its own copy, as for varying values).
    bool uniform = !uniformity.isVarying(value) &&
                   none_of(live.crossingUses, [&](Use* use) { return reachableWithoutBarrier(*use, barrierBlocks); });
    if (uniform) {
      // If one sub-CFG redefines the value and reads the old one, the first
      // work-item's store must not be seen by the others' reads.
      bool rewrittenWhileRead = any_of(subCfgs, [&](const SubCfg& subCfg) {
        return subCfg.blocks.contains(value->getParent()) && any_of(live.crossingUses, [&](Use* use) {
                 return subCfg.blocks.contains(insertionPointFor(*use)->getParent());
               });
      });
      Instruction* allocaAt = &*frame.entry->getFirstInsertionPt();
      DoubleBufferedSlot slot;
      slot.current = new AllocaInst(type, DL.getAllocaAddrSpace(), nullptr, align,
                                    value->getName() + ".uniform", allocaAt);
      slot.next = slot.current;
      if (rewrittenWhileRead) {
        slot.next = new AllocaInst(type, DL.getAllocaAddrSpace(), nullptr, align,
                                   value->getName() + ".uniform.next", allocaAt);
        doubleBuffered.push_back(slot);
      }
      new StoreInst(value, slot.next, false, align, storeAt);
      for (Use* use : live.crossingUses)
        use->set(new LoadInst(type, slot.current, value->getName() + ".reload", false, align,
                              insertionPointFor(*use)));
      continue;
    }
    uint64_t size = alignTo(DL.getTypeAllocSize(type), align);
    uint64_t offset = layout.allocate(size, align);
    new StoreInst(value, createPrivateSlotAddress(F, offset, size, storeAt), false, align, storeAt);
    for (Use* use : live.crossingUses) {
      Instruction* at = insertionPointFor(*use);
      use->set(new LoadInst(type, createPrivateSlotAddress(F, offset, size, at), value->getName() + ".reload",
                            false, align, at));
    }
  }
  return doubleBuffered;
}

bool hasDivergentReturn(ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                        const BarrierUniformity& uniformity) {
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  auto isVaryingBranch = [&](const Instruction* terminator) {
    if (const auto* branch = dyn_cast<BranchInst>(terminator))
      return branch->isConditional() && uniformity.isVarying(branch->getCondition());
    if (const auto* switchInst = dyn_cast<SwitchInst>(terminator))
      return uniformity.isVarying(switchInst->getCondition());
    return false;
  };
  for (const SubCfg& subCfg : subCfgs) {
    for (BasicBlock* branchBlock : subCfg.blocks) {
      if (!isVaryingBranch(branchBlock->getTerminator())) continue;
      // Can work-items that part here end this sub-CFG differently?
      bool returns = false, synchronizes = false;
      SmallPtrSet<const BasicBlock*, 32> seen;
      SmallVector<const BasicBlock*, 32> worklist(succ_begin(branchBlock), succ_end(branchBlock));
      while (!worklist.empty()) {
        const BasicBlock* BB = worklist.pop_back_val();
        if (barrierBlocks.contains(BB)) {
          synchronizes = true;
          continue;
        }
        if (!seen.insert(BB).second) continue;
        returns |= isa<ReturnInst>(BB->getTerminator());
        for (const BasicBlock* succ : successors(BB)) worklist.push_back(succ);
      }
      if (returns && synchronizes) return true;
    }
  }
  return false;
}

void emitSubCfgLoopNests(WorkItemFrame& frame, ArrayRef<SubCfg> subCfgs, ArrayRef<BarrierSite> barriers,
                         std::optional<uint64_t> exitedFlagOffset,
                         const std::function<void(unsigned, IRBuilderBase&)>& onEnter) {
  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  DenseMap<const BasicBlock*, unsigned> subCfgAfterBarrier;
  for (size_t i = 0; i < barriers.size(); ++i) subCfgAfterBarrier[barriers[i].block] = i + 1;
  SmallVector<BasicBlock*, 32> originalBlocks;
  for (BasicBlock& BB : F)
    if (&BB != frame.entry) originalBlocks.push_back(&BB);

  const unsigned returnTarget = subCfgs.size();
  BasicBlock* returnBlock = BasicBlock::Create(C, "openhip.return", &F);
  ReturnInst::Create(C, returnBlock);
  AllocaInst* nextSlot = nullptr;  // id of the sub-CFG to run next, when not static

  struct Lowered {
    WorkItemLoopNest nest;
    SmallVector<BasicBlock*, 16> body;
    SetVector<unsigned> targets;
  };
  SmallVector<Lowered, 8> lowered(subCfgs.size());
  for (size_t i = 0; i < subCfgs.size(); ++i) {
    const SubCfg& subCfg = subCfgs[i];
    Lowered& out = lowered[i];
    ValueToValueMapTy map;
    for (BasicBlock* BB : subCfg.blocks) {
      BasicBlock* clone = CloneBasicBlock(BB, map, ".s" + Twine(i), &F);
      map[BB] = clone;
      out.body.push_back(clone);
    }
    // Inside this sub-CFG a block is only entered from the sub-CFG's blocks.
    for (BasicBlock* clone : out.body)
      for (PHINode& phi : clone->phis())
        for (unsigned k = phi.getNumIncomingValues(); k-- > 0;)
          if (!subCfg.blocks.contains(phi.getIncomingBlock(k))) phi.removeIncomingValue(k, false);
    remapInstructionsInBlocks(out.body, map);
    out.nest = buildWorkItemLoopNest(frame, cast<BasicBlock>(map[subCfg.entry]), ("sub" + Twine(i)).str());

    SmallVector<ExitEdge, 8> exits;
    for (BasicBlock* clone : out.body) {
      Instruction* terminator = clone->getTerminator();
      if (isa<ReturnInst>(terminator)) {
        exits.push_back({terminator, -1, returnTarget});
        continue;
      }
      for (unsigned k = 0; k < terminator->getNumSuccessors(); ++k)
        if (auto it = subCfgAfterBarrier.find(terminator->getSuccessor(k)); it != subCfgAfterBarrier.end())
          exits.push_back({terminator, static_cast<int>(k), it->second});
    }
    for (const ExitEdge& exit : exits) out.targets.insert(exit.target);
    if (exitedFlagOffset) {
      // Sub-CFG 0 clears the flag; the others skip work-items that returned.
      BasicBlock* bodyEntry = cast<BasicBlock>(map[subCfg.entry]);
      BasicBlock* guard = BasicBlock::Create(C, "sub" + Twine(i) + ".guard", &F, bodyEntry);
      bodyEntry->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(bodyEntry, guard);
      IRBuilder<> B(guard);
      Type* i8 = B.getInt8Ty();
      Instruction* flag = createPrivateSlotAddress(F, *exitedFlagOffset, 1, B.CreateUnreachable());
      B.SetInsertPoint(flag->getNextNode());
      if (i == 0) {
        B.CreateStore(B.getInt8(0), flag);
        B.CreateBr(bodyEntry);
      } else {
        B.CreateCondBr(B.CreateICmpNE(B.CreateLoad(i8, flag, "exited"), B.getInt8(0)), out.nest.latch, bodyEntry);
      }
      guard->getTerminator()->eraseFromParent();
      out.body.insert(out.body.begin(), guard);
    }

    for (const ExitEdge& exit : exits) {
      BasicBlock* destination = out.nest.latch;
      if (exitedFlagOffset && exit.target == returnTarget) {
        // Remembered so that later sub-CFGs skip this work-item; the block
        // itself goes on if any other work-item reached a barrier.
        destination = BasicBlock::Create(C, "sub" + Twine(i) + ".returned", &F, out.nest.latch);
        BranchInst* toLatch = BranchInst::Create(out.nest.latch, destination);
        new StoreInst(ConstantInt::get(Type::getInt8Ty(C), 1),
                      createPrivateSlotAddress(F, *exitedFlagOffset, 1, toLatch), toLatch);
        out.body.push_back(destination);
      } else if (out.targets.size() > 1) {
        if (!nextSlot)
          nextSlot = new AllocaInst(Type::getInt32Ty(C), 0, "openhip.next", &*frame.entry->getFirstInsertionPt());
        destination = BasicBlock::Create(C, "sub" + Twine(i) + ".reached." + Twine(exit.target), &F, out.nest.latch);
        IRBuilder<> B(destination);
        B.CreateStore(B.getInt32(exit.target), nextSlot);
        B.CreateBr(out.nest.latch);
        out.body.push_back(destination);
      }
      if (exit.successor < 0) {
        BranchInst::Create(destination, exit.terminator);
        exit.terminator->eraseFromParent();
      } else {
        exit.terminator->setSuccessor(exit.successor, destination);
      }
    }
  }

  auto entryOf = [&](unsigned target) {
    return target == returnTarget ? returnBlock : lowered[target].nest.preheader;
  };
  frame.entry->getTerminator()->setSuccessor(0, entryOf(0));
  for (size_t i = 0; i < lowered.size(); ++i) {
    Lowered& out = lowered[i];
    IRBuilder<> B(out.nest.preheader->getTerminator());
    if (exitedFlagOffset && out.targets.size() > 1) B.CreateStore(B.getInt32(returnTarget), nextSlot);
    onEnter(i, B);
    BasicBlock* exit = out.nest.exit;
    if (!out.targets.empty()) {
      exit->getTerminator()->eraseFromParent();
      B.SetInsertPoint(exit);
      if (out.targets.size() == 1) {
        B.CreateBr(entryOf(out.targets[0]));
      } else {
        // Barriers are block-uniform by contract: the last work-item's
        // choice is everyone's.
        Value* next = B.CreateLoad(B.getInt32Ty(), nextSlot, "sub" + Twine(i) + ".next");
        SwitchInst* dispatch = B.CreateSwitch(next, entryOf(out.targets[0]), out.targets.size() - 1);
        for (unsigned target : out.targets.getArrayRef().drop_front())
          dispatch->addCase(B.getInt32(target), entryOf(target));
      }
    }
    finishWorkItemLoopNest(frame, out.nest, out.body);
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
}

}  // namespace openhip
