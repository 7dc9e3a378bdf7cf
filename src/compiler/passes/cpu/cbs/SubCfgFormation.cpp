#include "cpu/cbs/SubCfgFormation.h"

#include "analysis/BarrierUniformity.h"
#include "cpu/cbs/WorkItemLoopNest.h"

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

/// True if a work-item may run `defBlock` and then `target` without passing
/// a barrier in between.
bool reachableWithoutBarrier(const BasicBlock* defBlock, const BasicBlock* target,
                             const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks) {
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

/// The same for a value's definition and one of its uses.
bool reachableWithoutBarrier(Use& use, const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks) {
  return reachableWithoutBarrier(cast<Instruction>(use.get())->getParent(), insertionPointFor(use)->getParent(),
                                 barrierBlocks);
}

/// True if demoteValues keeps `live` in one scalar slot: a uniform value that
/// no crossing use can also see fresh, without a barrier in between.
bool staysInScalarSlot(const LiveAcrossBarrier& live, const BarrierUniformity& uniformity,
                       const SmallPtrSetImpl<const BasicBlock*>& barrierBlocks, bool perWorkItemOnly) {
  return !perWorkItemOnly && !uniformity.isVarying(live.value) &&
         none_of(live.crossingUses, [&](Use* use) { return reachableWithoutBarrier(*use, barrierBlocks); });
}

SmallPtrSet<const BasicBlock*, 8> barrierBlocksOf(ArrayRef<BarrierSite> barriers) {
  SmallPtrSet<const BasicBlock*, 8> blocks;
  for (const BarrierSite& site : barriers) blocks.insert(site.block);
  return blocks;
}

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
/// cannot be recomputed anywhere (it reads memory, is a phi, ...). Besides
/// work-item ids and the entry block's values it may read `allowedLeaves`:
/// uniform values that live across barriers in scalar slots anyway (a
/// loop's running offset `base` in `base + threadIdx.x`), reloaded at the
/// use. Reloading such a leaf gives the value the original computation
/// read: the leaf dominates it, so no work-item redefines the leaf between
/// the computation and the use. `leaves` collects the ones it reads.
bool isRecomputable(const Value* V, const WorkItemFrame& frame,
                    const SmallPtrSetImpl<const Instruction*>& allowedLeaves, unsigned& budget,
                    SmallPtrSetImpl<const Instruction*>& leaves) {
  const auto* I = dyn_cast<Instruction>(V);
  if (!I || I->getParent() == frame.entry) return true;  // available everywhere
  if (budget == 0) return false;
  --budget;
  if (isLocalIdCall(I) || isPrivateSlotAddress(I)) return true;
  if (isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<GetElementPtrInst>(I) || isa<CmpInst>(I) ||
      isa<SelectInst>(I) || isa<UnaryOperator>(I)) {
    unsigned saved = budget;
    SmallPtrSet<const Instruction*, 4> operandLeaves;
    if (all_of(I->operands(), [&](const Value* op) {
          return isRecomputable(op, frame, allowedLeaves, budget, operandLeaves);
        })) {
      leaves.insert(operandLeaves.begin(), operandLeaves.end());
      return true;
    }
    budget = saved;
  }
  if (!allowedLeaves.contains(I)) return false;
  leaves.insert(I);
  return true;
}

Value* recompute(Value* V, const WorkItemFrame& frame, const SmallPtrSetImpl<const Instruction*>& leaves,
                 Instruction* insertBefore, ValueToValueMapTy& copies, SmallVectorImpl<Use*>& leafUses) {
  auto* I = dyn_cast<Instruction>(V);
  if (!I || I->getParent() == frame.entry || leaves.contains(I)) return V;
  if (Value* done = copies.lookup(I)) return done;
  Instruction* copy = I->clone();
  for (Use& op : copy->operands()) {
    op.set(recompute(op.get(), frame, leaves, insertBefore, copies, leafUses));
    if (auto* leaf = dyn_cast<Instruction>(op.get()); leaf && leaves.contains(leaf)) leafUses.push_back(&op);
  }
  copy->insertBefore(insertBefore);
  copy->setName(I->getName() + ".remat");
  copies[I] = copy;
  return copy;
}

}  // namespace

SmallVector<LiveAcrossBarrier, 16> rematerializeCheapValues(const WorkItemFrame& frame,
                                                            ArrayRef<LiveAcrossBarrier> values,
                                                            ArrayRef<BarrierSite> barriers,
                                                            const BarrierUniformity& uniformity,
                                                            bool perWorkItemOnly) {
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  const SmallPtrSet<const Instruction*, 1> none;
  SmallPtrSet<const Instruction*, 8> allowed;
  for (const LiveAcrossBarrier& live : values) {
    unsigned budget = MaxRematerializedInstructions;
    SmallPtrSet<const Instruction*, 4> unused;
    if (staysInScalarSlot(live, uniformity, barrierBlocks, perWorkItemOnly) &&
        !isRecomputable(live.value, frame, none, budget, unused))
      allowed.insert(live.value);
  }

  SmallVector<LiveAcrossBarrier, 16> remaining;
  DenseMap<const Instruction*, SmallVector<Use*, 4>> newLeafUses;
  for (const LiveAcrossBarrier& live : values) {
    unsigned budget = MaxRematerializedInstructions;
    SmallPtrSet<const Instruction*, 4> leaves;
    // A leaf must stay in its scalar slot: none of the new uses may see it
    // fresh (they sit where `live`'s crossing uses are).
    bool recomputable = !allowed.contains(live.value) &&
                        isRecomputable(live.value, frame, allowed, budget, leaves) &&
                        all_of(leaves, [&](const Instruction* leaf) {
                          return none_of(live.crossingUses, [&](Use* use) {
                            return reachableWithoutBarrier(leaf->getParent(), insertionPointFor(*use)->getParent(),
                                                           barrierBlocks);
                          });
                        });
    if (!recomputable) {
      remaining.push_back(live);
      continue;
    }
    for (Use* use : live.crossingUses) {
      ValueToValueMapTy copies;
      SmallVector<Use*, 4> leafUses;
      use->set(recompute(live.value, frame, leaves, insertionPointFor(*use), copies, leafUses));
      if (auto* leaf = dyn_cast<Instruction>(use->get()); leaf && leaves.contains(leaf)) leafUses.push_back(use);
      for (Use* leafUse : leafUses) newLeafUses[cast<Instruction>(leafUse->get())].push_back(leafUse);
    }
  }
  for (LiveAcrossBarrier& live : remaining) {
    auto it = newLeafUses.find(live.value);
    if (it != newLeafUses.end()) live.crossingUses.append(it->second.begin(), it->second.end());
  }
  return remaining;
}

DemotedSlots demoteValues(WorkItemFrame& frame, ArrayRef<LiveAcrossBarrier> values, ArrayRef<SubCfg> subCfgs,
                          ArrayRef<BarrierSite> barriers, const BarrierUniformity& uniformity,
                          PrivateArenaLayout& layout, bool perWorkItemOnly) {
  Function& F = *frame.function;
  const DataLayout& DL = F.getParent()->getDataLayout();
  SmallPtrSet<const BasicBlock*, 8> barrierBlocks = barrierBlocksOf(barriers);
  DemotedSlots slots;
  for (const LiveAcrossBarrier& live : values) {
    Instruction* value = live.value;
    Type* type = value->getType();
    Align align = DL.getABITypeAlign(type);
    Instruction* storeAt =
        isa<PHINode>(value) ? &*value->getParent()->getFirstInsertionPt() : value->getNextNode();

    // A uniform value can live in one scalar unless a work-item may reach a
    // crossing use both from an earlier sub-CFG and from a fresh definition
    // (then every work-item needs its own copy, as for varying values).
    if (staysInScalarSlot(live, uniformity, barrierBlocks, perWorkItemOnly)) {
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
        slots.doubleBuffered.push_back(slot);
      }
      slots.uniformSlots.insert(slot.next);
      new StoreInst(value, slot.next, false, align, storeAt);
      for (Use* use : live.crossingUses)
        use->set(new LoadInst(type, slot.current, value->getName() + ".reload", false, align,
                              insertionPointFor(*use)));
      continue;
    }
    // Flags are kept as bytes: the loop vectorizer widens consecutive i8
    // accesses, but treats i1 (one bit of a byte) as irregular and would
    // load and store them one lane at a time.
    Type* slotType = type->isIntegerTy(1) ? Type::getInt8Ty(F.getContext()) : type;
    uint64_t size = alignTo(DL.getTypeAllocSize(slotType), align);
    uint64_t offset = layout.allocate(size, align);
    Value* stored = value;
    if (slotType != type) stored = new ZExtInst(value, slotType, value->getName() + ".byte", storeAt);
    new StoreInst(stored, createPrivateSlotAddress(F, offset, size, storeAt), false, align, storeAt);
    for (Use* use : live.crossingUses) {
      Instruction* at = insertionPointFor(*use);
      Value* reload = new LoadInst(slotType, createPrivateSlotAddress(F, offset, size, at),
                                   value->getName() + ".reload", false, align, at);
      if (slotType != type) reload = new TruncInst(reload, type, value->getName() + ".flag", at);
      use->set(reload);
    }
  }
  return slots;
}

}  // namespace openhip
