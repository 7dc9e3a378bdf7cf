#include "analysis/BarrierUniformity.h"

#include "common/LaunchContext.h"
#include "common/LoweringNames.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace openhip {
namespace {

bool isKnownUniform(const Instruction& I) { return I.getMetadata(cpu::UniformLoadMD) != nullptr; }

/// Varying regardless of its operands.
bool isVaryingSource(const Instruction& I, const Value* ctx) {
  if (isKnownUniform(I)) return false;
  // The work-item's id, and its copy of a private slot (a placeholder of the CPU back half, which
  // asks for the analysis again after creating them).
  if (callsFunction(&I, contract::LocalIdFn) || callsFunction(&I, cpu::PrivateSlotFn) ||
      isa<AllocaInst>(I))
    return true;
  if (const auto* load = dyn_cast<LoadInst>(&I)) return !isBlockUniformLoad(*load, ctx);
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I)) return true;
  if (const auto* call = dyn_cast<CallBase>(&I)) return call->mayReadOrWriteMemory() || !call->willReturn();
  return false;
}

}  // namespace

BarrierUniformity::BarrierUniformity(Function& F, const PostDominatorTree& PDT, const LoopInfo& LI) {
  const Value* ctx = getLaunchCtxArg(F);
  SmallVector<const Instruction*, 64> worklist;
  auto markVarying = [&](const Value* V) {
    if (isa<Instruction>(V) && varying_.insert(V).second) worklist.push_back(cast<Instruction>(V));
  };
  for (const BasicBlock& BB : F)
    for (const Instruction& I : BB)
      if (!I.getType()->isVoidTy() && isVaryingSource(I, ctx)) markVarying(&I);

  SmallPtrSet<const BasicBlock*, 16> divergentBranches;
  while (!worklist.empty()) {
    const Instruction* I = worklist.pop_back_val();
    for (const User* user : I->users()) {
      const auto* userInst = dyn_cast<Instruction>(user);
      if (!userInst || isKnownUniform(*userInst)) continue;
      if (userInst->isTerminator()) {
        const BasicBlock* branchBlock = userInst->getParent();
        if (userInst->getNumSuccessors() < 2 || !divergentBranches.insert(branchBlock).second) continue;
        // Sync dependence: a phi merging two paths that leave the branch
        // differently may see different values per work-item. The paths
        // meet again at the branch's immediate post-dominator at the latest.
        const DomTreeNode* node = PDT.getNode(branchBlock);
        const DomTreeNode* joinNode = node ? node->getIDom() : nullptr;
        const BasicBlock* join = joinNode ? joinNode->getBlock() : nullptr;
        // Only blocks that paths from two different successors reach can
        // join them (a loop after `if (i >= n) return;` is reached from one).
        SmallPtrSet<const BasicBlock*, 32> region{branchBlock};
        DenseMap<const BasicBlock*, unsigned> reachingSuccessors;
        SmallPtrSet<const BasicBlock*, 4> walkedSuccessors;
        for (const BasicBlock* start : successors(branchBlock)) {
          if (!walkedSuccessors.insert(start).second) continue;
          SmallPtrSet<const BasicBlock*, 32> reached{branchBlock};
          SmallVector<const BasicBlock*, 16> blocks{start};
          while (!blocks.empty()) {
            const BasicBlock* BB = blocks.pop_back_val();
            if (!reached.insert(BB).second) continue;
            region.insert(BB);
            ++reachingSuccessors[BB];
            if (BB == join) continue;
            for (const BasicBlock* succ : successors(BB)) blocks.push_back(succ);
          }
        }
        for (const BasicBlock* BB : region) {
          if (BB == branchBlock || reachingSuccessors.lookup(BB) < 2) continue;
          for (const PHINode& phi : BB->phis())
            if (count_if(phi.blocks(), [&](const BasicBlock* pred) { return pred != join && region.contains(pred); }) > 1)
              markVarying(&phi);
        }
        // Temporal divergence: work-items leave a loop after different
        // iterations, so whatever the loop defines differs once outside it.
        for (const BasicBlock* succ : successors(branchBlock)) {
          const Loop* exited = LI.getLoopFor(branchBlock);
          if (!exited || exited->contains(succ)) continue;
          while (exited->getParentLoop() && !exited->getParentLoop()->contains(succ))
            exited = exited->getParentLoop();
          for (const BasicBlock* BB : exited->blocks())
            for (const Instruction& def : *BB)
              if (any_of(def.users(), [&](const User* user) {
                    return !exited->contains(cast<Instruction>(user)->getParent());
                  }))
                markVarying(&def);
        }
        continue;
      }
      if (!userInst->getType()->isVoidTy()) markVarying(userInst);
    }
  }
}

bool BarrierUniformity::isVaryingBranch(const Instruction& terminator) const {
  if (const auto* branch = dyn_cast<BranchInst>(&terminator))
    return branch->isConditional() && isVarying(branch->getCondition());
  if (const auto* switchInst = dyn_cast<SwitchInst>(&terminator)) return isVarying(switchInst->getCondition());
  return false;
}

AnalysisKey BarrierUniformityAnalysis::Key;

BarrierUniformity BarrierUniformityAnalysis::run(Function& F, FunctionAnalysisManager& FAM) {
  return BarrierUniformity(F, FAM.getResult<PostDominatorTreeAnalysis>(F), FAM.getResult<LoopAnalysis>(F));
}

const BarrierUniformity& recomputeBarrierUniformity(Function& F, FunctionAnalysisManager& FAM) {
  FAM.invalidate(F, PreservedAnalyses::none());
  return FAM.getResult<BarrierUniformityAnalysis>(F);
}

PreservedAnalyses BarrierUniformityPrinterPass::run(Function& F, FunctionAnalysisManager& FAM) {
  const BarrierUniformity& uniformity = FAM.getResult<BarrierUniformityAnalysis>(F);
  out_ << "Barrier uniformity of '" << F.getName() << "': varying\n";
  for (const BasicBlock& BB : F)
    for (const Instruction& I : BB)
      if (uniformity.isVarying(&I) || (I.isTerminator() && uniformity.isVaryingBranch(I))) out_ << " " << I << "\n";
  return PreservedAnalyses::all();
}

}  // namespace openhip
