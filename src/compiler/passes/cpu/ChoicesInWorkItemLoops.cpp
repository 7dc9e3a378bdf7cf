#include "cpu/ChoicesInWorkItemLoops.h"

#include "cpu/ArenaAliasScopes.h"
#include "cpu/ArenaProvenance.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace openhip {
namespace {

/// A header phi of an x loop whose latch value is, through phis and selects
/// of the loop, either the phi itself (no choice this iteration) or one
/// integer constant (the choice).
struct Choice {
  PHINode* header = nullptr;
  ConstantInt* chosen = nullptr;
  SmallVector<Instruction*, 4> chain;  ///< the phis and selects in between
  SmallPtrSet<const Instruction*, 8> inChain;

  bool collect(Value* value, const Loop& loop) {
    if (value == header) return true;
    if (auto* constant = dyn_cast<ConstantInt>(value)) {
      if (chosen && chosen != constant) return false;
      chosen = constant;
      return true;
    }
    auto* instruction = dyn_cast<Instruction>(value);
    if (!instruction || !loop.contains(instruction)) return false;
    if (inChain.contains(instruction)) return true;
    if (auto* phi = dyn_cast<PHINode>(instruction)) {
      if (phi->getParent() == loop.getHeader()) return false;
      inChain.insert(phi);
      chain.push_back(phi);
      return all_of(phi->incoming_values(), [&](Value* incoming) { return collect(incoming, loop); });
    }
    if (auto* select = dyn_cast<SelectInst>(instruction)) {
      inChain.insert(select);
      chain.push_back(select);
      return collect(select->getTrueValue(), loop) && collect(select->getFalseValue(), loop);
    }
    return false;
  }

  /// i1: whether the iteration chose the constant by the time `value` is
  /// computed (its mirror; phis are mirrored where they stand).
  Value* chose(Value* value, DenseMap<Value*, Value*>& mirrors) {
    LLVMContext& C = header->getContext();
    if (value == header) return ConstantInt::getFalse(C);
    if (isa<ConstantInt>(value)) return ConstantInt::getTrue(C);
    if (Value* known = mirrors.lookup(value)) return known;
    if (auto* phi = dyn_cast<PHINode>(value)) {
      PHINode* mirror =
          PHINode::Create(Type::getInt1Ty(C), phi->getNumIncomingValues(), phi->getName() + ".chose", phi);
      mirrors[phi] = mirror;
      for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i)
        mirror->addIncoming(chose(phi->getIncomingValue(i), mirrors), phi->getIncomingBlock(i));
      return mirror;
    }
    auto* select = cast<SelectInst>(value);
    Value* onTrue = chose(select->getTrueValue(), mirrors);
    Value* onFalse = chose(select->getFalseValue(), mirrors);
    Value* mirror =
        IRBuilder<>(select).CreateSelect(select->getCondition(), onTrue, onFalse, select->getName() + ".chose");
    mirrors[select] = mirror;
    return mirror;
  }
};

/// Whether `inst` may touch __shared__ memory: yes unless the arena scopes
/// place it in another region.
bool mayTouchShared(const Instruction& inst) {
  const unsigned regions = scopedRegions(inst);
  return regions == 0 || (regions & SharedArenaRegion) != 0;
}

/// Whether work-items of `loop` may hand each other values through
/// __shared__ memory: lanes that skip a warp barrier placed on one side of a
/// branch (LockstepWarps.cpp: `if (lane == 0) s[warp] = v;` then every lane
/// reads `s[warp]`) read in the same sub-CFG what a lower lane stored, which
/// only the scalar loop's order makes right. Such a loop must not start to
/// vectorize because of this pass.
bool mayCommunicateThroughShared(const Loop& loop) {
  bool writes = false, reads = false;
  for (const BasicBlock* block : loop.blocks())
    for (const Instruction& inst : *block) {
      if (!inst.mayReadOrWriteMemory() || !mayTouchShared(inst)) continue;
      writes |= inst.mayWriteToMemory();
      reads |= inst.mayReadFromMemory();
    }
  return writes && reads;
}

/// Whether every use of the choice's values is inside the chain, the
/// header's latch value, or a use of the latch value dominated by `exit`.
bool usesAllow(const Choice& choice, const Loop& loop, Value* latchValue, const BasicBlock* exit,
               const DominatorTree& dominators) {
  auto allowed = [&](const Value* value, const Use& use) {
    const auto* user = cast<Instruction>(use.getUser());
    if (user == choice.header || choice.inChain.contains(user)) return true;
    if (value != latchValue || loop.contains(user)) return false;
    const auto* phi = dyn_cast<PHINode>(user);
    const BasicBlock* at = phi ? phi->getIncomingBlock(use) : user->getParent();
    return (phi && phi->getParent() == exit) || dominators.dominates(exit, at);
  };
  auto allUsesAllowed = [&](const Value* value) {
    return all_of(value->uses(), [&](const Use& use) { return allowed(value, use); });
  };
  return allUsesAllowed(choice.header) && all_of(choice.chain, allUsesAllowed);
}

bool rewriteChoices(Loop& loop, const DominatorTree& dominators) {
  BasicBlock* preheader = loop.getLoopPreheader();
  BasicBlock* latch = loop.getLoopLatch();
  BasicBlock* exit = loop.getExitBlock();
  if (!preheader || !latch || !exit || loop.getExitingBlock() != latch || exit->getSinglePredecessor() != latch ||
      mayCommunicateThroughShared(loop))
    return false;
  bool changed = false;
  SmallVector<PHINode*, 4> headers;
  for (PHINode& phi : loop.getHeader()->phis()) headers.push_back(&phi);
  for (PHINode* phi : headers) {
    if (!phi->getType()->isIntegerTy()) continue;
    Choice choice;
    choice.header = phi;
    auto* latchValue = dyn_cast<Instruction>(phi->getIncomingValueForBlock(latch));
    if (!latchValue || latchValue == phi || !choice.collect(latchValue, loop) || !choice.chosen ||
        !usesAllow(choice, loop, latchValue, exit, dominators))
      continue;

    // any = any | (this iteration chose C); after the loop: any ? C : initial.
    LLVMContext& C = phi->getContext();
    PHINode* any = PHINode::Create(Type::getInt1Ty(C), 2, phi->getName() + ".any", phi);
    DenseMap<Value*, Value*> mirrors;
    Value* choseNow = choice.chose(latchValue, mirrors);
    Value* anyNext = IRBuilder<>(latch->getTerminator()).CreateOr(any, choseNow, phi->getName() + ".any.next");
    any->addIncoming(ConstantInt::getFalse(C), preheader);
    any->addIncoming(anyNext, latch);
    PHINode* anyAtExit = PHINode::Create(Type::getInt1Ty(C), 1, phi->getName() + ".any.lcssa", &exit->front());
    anyAtExit->addIncoming(anyNext, latch);
    Value* initial = phi->getIncomingValueForBlock(preheader);
    Value* result = IRBuilder<>(exit, exit->getFirstInsertionPt())
                        .CreateSelect(anyAtExit, choice.chosen, initial, phi->getName() + ".chosen");
    SmallVector<Use*, 4> outside;
    for (Use& use : latchValue->uses())
      if (!loop.contains(cast<Instruction>(use.getUser()))) outside.push_back(&use);
    for (Use* use : outside) {
      auto* user = cast<Instruction>(use->getUser());
      if (auto* lcssa = dyn_cast<PHINode>(user); lcssa && lcssa->getParent() == exit) {
        lcssa->replaceAllUsesWith(result);
        lcssa->eraseFromParent();
      } else {
        use->set(result);
      }
    }
    // The old recurrence is now used only by itself.
    Value* poison = PoisonValue::get(phi->getType());
    phi->replaceAllUsesWith(poison);
    for (Instruction* link : choice.chain) link->replaceAllUsesWith(poison);
    phi->eraseFromParent();
    for (Instruction* link : choice.chain) link->eraseFromParent();
    changed = true;
  }
  return changed;
}

}  // namespace

PreservedAnalyses ChoicesInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  LoopInfo& loops = analyses.getResult<LoopAnalysis>(function);
  const DominatorTree& dominators = analyses.getResult<DominatorTreeAnalysis>(function);
  bool changed = false;
  for (Loop* loop : loops.getLoopsInPreorder())
    if (loop->isInnermost() && isWorkItemXLoop(*loop)) changed |= rewriteChoices(*loop, dominators);
  if (!changed) return PreservedAnalyses::all();
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}

}  // namespace openhip
