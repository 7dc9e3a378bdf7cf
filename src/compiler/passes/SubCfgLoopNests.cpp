#include "SubCfgLoopNests.h"

#include "BarrierUniformity.h"
#include "SubCfgNarrowing.h"
#include "WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
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

}  // namespace

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
                         const SubCfgLoweringOptions& options) {
  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  const std::optional<uint64_t> exitedFlag = options.exitedFlagOffset;
  const std::optional<uint64_t> nextPoint = options.nextPointOffset;
  DenseMap<const BasicBlock*, unsigned> subCfgAfterBarrier;
  for (size_t i = 0; i < barriers.size(); ++i) subCfgAfterBarrier[barriers[i].block] = i + 1;
  SmallVector<BasicBlock*, 32> originalBlocks;
  for (BasicBlock& BB : F)
    if (&BB != frame.entry) originalBlocks.push_back(&BB);

  const unsigned returnTarget = subCfgs.size();
  BasicBlock* returnBlock = BasicBlock::Create(C, "openhip.return", &F);
  ReturnInst::Create(C, returnBlock);
  AllocaInst* nextSlot = nullptr;  // id of the sub-CFG to run next, when not static
  auto getNextSlot = [&] {
    if (!nextSlot)
      nextSlot = new AllocaInst(Type::getInt32Ty(C), 0, "openhip.next", &*frame.entry->getFirstInsertionPt());
    return nextSlot;
  };

  struct Lowered {
    WorkItemLoopNest nest;
    SmallVector<BasicBlock*, 16> body;
    SmallVector<BasicBlock*, 16> peeled;  ///< work-item 0's copy, run before the nest
    SetVector<unsigned> targets;
  };
  SmallVector<Lowered, 8> lowered(subCfgs.size());
  for (size_t i = 0; i < subCfgs.size(); ++i) {
    const SubCfg& subCfg = subCfgs[i];
    Lowered& out = lowered[i];
    const std::string name = ("sub" + Twine(i)).str();
    ValueToValueMapTy map;
    out.body = cloneBlocks(subCfg.blocks.getArrayRef(), ".s" + Twine(i), map);
    // Inside this sub-CFG a block is only entered from the sub-CFG's blocks.
    for (BasicBlock* clone : out.body)
      for (PHINode& phi : clone->phis())
        for (unsigned k = phi.getNumIncomingValues(); k-- > 0;)
          if (!subCfg.blocks.contains(phi.getIncomingBlock(k))) phi.removeIncomingValue(k, false);
    remapInstructionsInBlocks(out.body, map);
    BasicBlock* bodyEntry = cast<BasicBlock>(map[subCfg.entry]);

    SmallVector<ExitEdge, 8> exits = findExits(out.body, subCfgAfterBarrier, returnTarget);
    for (const ExitEdge& exit : exits) out.targets.insert(exit.target);
    const bool multipleTargets = out.targets.size() > 1;
    const bool peel = !exitedFlag && !nextPoint && (multipleTargets ||
                                      (options.uniformSlots && storesTo(out.body, *options.uniformSlots)));

    BasicBlock* peeledEntry = nullptr;
    SmallVector<ExitEdge, 8> peeledExits;
    ValueToValueMapTy peelMap;
    if (peel) {
      out.peeled = cloneBlocks(out.body, ".peel", peelMap);
      remapInstructionsInBlocks(out.peeled, peelMap);
      peeledEntry = cast<BasicBlock>(peelMap[bodyEntry]);
      peeledExits = findExits(out.peeled, subCfgAfterBarrier, returnTarget);
      // The other work-items repeat work-item 0's uniform stores: drop them.
      for (BasicBlock* BB : out.body)
        for (Instruction& I : make_early_inc_range(*BB))
          if (auto* store = dyn_cast<StoreInst>(&I))
            if (auto* slot = dyn_cast<AllocaInst>(store->getPointerOperand());
                slot && options.uniformSlots && options.uniformSlots->contains(slot))
              store->eraseFromParent();
    }
    out.nest = buildWorkItemLoopNest(frame, bodyEntry, name, peel);

    if (exitedFlag) {
      // Sub-CFG 0 clears the flag; the others skip work-items that returned.
      BasicBlock* guard = BasicBlock::Create(C, name + ".guard", &F, bodyEntry);
      bodyEntry->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(bodyEntry, guard);
      IRBuilder<> B(guard);
      Instruction* flag = createPrivateSlotAddress(F, *exitedFlag, 1, B.CreateUnreachable());
      B.SetInsertPoint(flag->getNextNode());
      if (i == 0) {
        B.CreateStore(B.getInt8(0), flag);
        B.CreateBr(bodyEntry);
      } else {
        Value* exited = B.CreateLoad(B.getInt8Ty(), flag, "exited");
        B.CreateCondBr(B.CreateICmpNE(exited, B.getInt8(0)), out.nest.latch, bodyEntry);
      }
      guard->getTerminator()->eraseFromParent();
      out.body.insert(out.body.begin(), guard);
    } else if (nextPoint && i > 0) {
      // Only the work-items waiting for this sub-CFG run it.
      BasicBlock* guard = BasicBlock::Create(C, name + ".waiting", &F, bodyEntry);
      bodyEntry->getSinglePredecessor()->getTerminator()->replaceSuccessorWith(bodyEntry, guard);
      IRBuilder<> B(guard);
      Instruction* point = createPrivateSlotAddress(F, *nextPoint, 4, B.CreateUnreachable());
      B.SetInsertPoint(point->getNextNode());
      Value* waitingFor = B.CreateLoad(B.getInt32Ty(), point, "next.point");
      B.CreateCondBr(B.CreateICmpNE(waitingFor, B.getInt32(i)), out.nest.latch, bodyEntry);
      guard->getTerminator()->eraseFromParent();
      out.body.insert(out.body.begin(), guard);
    }

    for (const ExitEdge& exit : exits) {
      BasicBlock* destination = out.nest.latch;
      if (nextPoint) {
        destination = BasicBlock::Create(C, name + ".waits." + Twine(exit.target), &F, out.nest.latch);
        BranchInst* toLatch = BranchInst::Create(out.nest.latch, destination);
        new StoreInst(ConstantInt::get(Type::getInt32Ty(C), exit.target),
                      createPrivateSlotAddress(F, *nextPoint, 4, toLatch), toLatch);
        out.body.push_back(destination);
      } else if (exitedFlag && exit.target == returnTarget) {
        // Remembered so that later sub-CFGs skip this work-item; the block
        // itself goes on if any other work-item reached a barrier.
        destination = BasicBlock::Create(C, name + ".returned", &F, out.nest.latch);
        BranchInst* toLatch = BranchInst::Create(out.nest.latch, destination);
        new StoreInst(ConstantInt::get(Type::getInt8Ty(C), 1), createPrivateSlotAddress(F, *exitedFlag, 1, toLatch),
                      toLatch);
        out.body.push_back(destination);
      } else if (multipleTargets && !peel) {
        destination = BasicBlock::Create(C, name + ".reached." + Twine(exit.target), &F, out.nest.latch);
        IRBuilder<> B(destination);
        B.CreateStore(B.getInt32(exit.target), getNextSlot());
        B.CreateBr(out.nest.latch);
        out.body.push_back(destination);
      }
      redirect(exit, destination);
    }

    if (peel) {
      // preheader -> work-item 0 -> loops over the others.
      BasicBlock* zHeader = out.nest.preheader->getSingleSuccessor();
      BasicBlock* others = BasicBlock::Create(C, name + ".others", &F, zHeader);
      BranchInst::Create(zHeader, others);
      for (PHINode& phi : zHeader->phis()) phi.replaceIncomingBlockWith(out.nest.preheader, others);
      out.nest.preheader->getTerminator()->setSuccessor(0, peeledEntry);
      for (const ExitEdge& exit : peeledExits) {
        BasicBlock* destination = others;
        if (multipleTargets) {
          destination = BasicBlock::Create(C, name + ".peel.reached." + Twine(exit.target), &F, others);
          IRBuilder<> B(destination);
          B.CreateStore(B.getInt32(exit.target), getNextSlot());
          B.CreateBr(others);
          out.peeled.push_back(destination);
        }
        redirect(exit, destination);
      }
      if (BasicBlock* guard = i < options.narrowingGuards.size() ? options.narrowingGuards[i] : nullptr) {
        auto* guardCopy = cast<BasicBlock>(map[guard]);
        narrowToGuard(frame, out.nest, out.body, bodyEntry, guardCopy, cast<BasicBlock>(peelMap[guardCopy]), others);
      }
      Value* zero32 = ConstantInt::get(Type::getInt32Ty(C), 0);
      Value* const firstId[3] = {zero32, zero32, zero32};
      materializeWorkItem(frame, firstId, ConstantInt::get(Type::getInt64Ty(C), 0), out.peeled);
    }
  }

  DenseMap<unsigned, BasicBlock*> stepEntries;
  auto entryOf = [&](unsigned target) -> BasicBlock* {
    if (target == returnTarget) return returnBlock;
    BasicBlock* preheader = lowered[target].nest.preheader;
    if (!options.collectiveStep) return preheader;
    auto [it, inserted] = stepEntries.try_emplace(target, nullptr);
    if (!inserted) return it->second;
    LaneActivity takesPart = [&, target](IRBuilderBase& B, Value* linearId) -> Value* {
      if (nextPoint) {
        Value* point = B.CreateLoad(B.getInt32Ty(), privateSlotAddressOf(B, frame, *nextPoint, 4, linearId));
        return B.CreateICmpEQ(point, B.getInt32(target));
      }
      if (exitedFlag) {
        Value* exited = B.CreateLoad(B.getInt8Ty(), privateSlotAddressOf(B, frame, *exitedFlag, 1, linearId));
        return B.CreateICmpEQ(exited, B.getInt8(0));
      }
      return B.getTrue();
    };
    BasicBlock* step = options.collectiveStep(target, takesPart, preheader);
    return it->second = step ? step : preheader;
  };
  // With per-work-item next points: after each nest, run the smallest point
  // any work-item waits at.
  BasicBlock* dispatch = nullptr;
  if (nextPoint) {
    dispatch = BasicBlock::Create(C, "openhip.dispatch", &F, returnBlock);
    BasicBlock* scan = BasicBlock::Create(C, "openhip.dispatch.scan", &F, returnBlock);
    BasicBlock* choose = BasicBlock::Create(C, "openhip.dispatch.choose", &F, returnBlock);
    IRBuilder<> B(dispatch);
    B.CreateBr(scan);
    B.SetInsertPoint(scan);
    PHINode* lid = B.CreatePHI(B.getInt64Ty(), 2, "dispatch.lid");
    PHINode* smallest = B.CreatePHI(B.getInt32Ty(), 2, "dispatch.min");
    lid->addIncoming(B.getInt64(0), dispatch);
    smallest->addIncoming(B.getInt32(returnTarget), dispatch);
    Value* point = B.CreateLoad(B.getInt32Ty(), privateSlotAddressOf(B, frame, *nextPoint, 4, lid), "point");
    Value* nextSmallest = B.CreateSelect(B.CreateICmpULT(point, smallest), point, smallest, "dispatch.min.next");
    Value* nextLid = B.CreateNUWAdd(lid, B.getInt64(1));
    lid->addIncoming(nextLid, scan);
    smallest->addIncoming(nextSmallest, scan);
    B.CreateCondBr(B.CreateICmpULT(nextLid, frame.threadCount), scan, choose);
    B.SetInsertPoint(choose);
    SwitchInst* dispatchSwitch = B.CreateSwitch(nextSmallest, returnBlock, returnTarget);
    for (unsigned target = 1; target < returnTarget; ++target)
      dispatchSwitch->addCase(B.getInt32(target), entryOf(target));
  }
  frame.entry->getTerminator()->setSuccessor(0, entryOf(0));
  for (size_t i = 0; i < lowered.size(); ++i) {
    Lowered& out = lowered[i];
    IRBuilder<> B(out.nest.preheader->getTerminator());
    if (exitedFlag && out.targets.size() > 1) B.CreateStore(B.getInt32(returnTarget), getNextSlot());
    if (options.onEnter) options.onEnter(i, B);
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
        Value* next = B.CreateLoad(B.getInt32Ty(), getNextSlot(), "sub" + Twine(i) + ".next");
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
