#include "cpu/SunkAccessesInWorkItemLoops.h"

#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace openhip {
namespace {

constexpr unsigned kMaxPredecessors = 4;
constexpr unsigned kMaxInstructions = 24;

/// Whether `value`, computed in `block`, depends on one of `block`'s phis
/// through instructions of `block`.
bool dependsOnPhiOf(const Value* value, const BasicBlock& block) {
  SmallVector<const Value*, 8> work{value};
  SmallPtrSet<const Value*, 16> seen;
  while (!work.empty()) {
    const auto* instruction = dyn_cast<Instruction>(work.pop_back_val());
    if (!instruction || instruction->getParent() != &block || !seen.insert(instruction).second) continue;
    if (isa<PHINode>(instruction)) return true;
    append_range(work, instruction->operands());
  }
  return false;
}

bool addressesDependOnPhis(const BasicBlock& block) {
  return any_of(block, [&](const Instruction& instruction) {
    const Value* address = getLoadStorePointerOperand(&instruction);
    return address && dependsOnPhiOf(address, block);
  });
}

/// A sunk tail: a small block of a work-item loop, neither its header nor its
/// latch, entered by branches from a few blocks (one edge each), ending in an
/// unconditional branch, whose values are used only inside it or by its
/// successor's phis.
bool isSunkTail(const BasicBlock& block, const LoopInfo& loops) {
  const Loop* loop = loops.getLoopFor(&block);
  const BasicBlock* successor = block.getSingleSuccessor();
  if (!loop || !isWorkItemXLoop(*loop) || loop->getHeader() == &block || !successor ||
      successor == loop->getHeader() || !isa<BranchInst>(block.getTerminator()) || !isa<PHINode>(block.front()))
    return false;
  const unsigned predecessors = pred_size(&block);
  if (predecessors < 2 || predecessors > kMaxPredecessors ||
      any_of(llvm::predecessors(&block), [&](const BasicBlock* predecessor) {
        return !isa<BranchInst>(predecessor->getTerminator()) || count(successors(predecessor), &block) != 1;
      }))
    return false;
  if (block.sizeWithoutDebug() > kMaxInstructions) return false;
  for (const Instruction& instruction : block) {
    if (const auto* call = dyn_cast<CallBase>(&instruction); call && (call->cannotDuplicate() || call->isConvergent()))
      return false;
    for (const User* user : instruction.users()) {
      const auto* use = cast<Instruction>(user);
      if (use->getParent() != &block && !(isa<PHINode>(use) && use->getParent() == successor)) return false;
    }
  }
  return addressesDependOnPhis(block);
}

/// Copies `block` onto the edge from `predecessor` (a new block that replaces
/// `block` on that path), its phis replaced by their values from there.
void copyIntoPredecessor(BasicBlock& block, BasicBlock& predecessor) {
  BasicBlock* successor = block.getSingleSuccessor();
  BasicBlock* copy = BasicBlock::Create(block.getContext(), block.getName() + ".unsunk", block.getParent(), &block);
  ValueToValueMapTy map;
  for (PHINode& phi : block.phis()) map[&phi] = phi.getIncomingValueForBlock(&predecessor);
  for (Instruction& instruction : make_range(block.getFirstNonPHI()->getIterator(), block.end())) {
    Instruction* clone = instruction.clone();
    clone->insertInto(copy, copy->end());
    if (instruction.hasName()) clone->setName(instruction.getName() + ".unsunk");
    map[&instruction] = clone;
    RemapInstruction(clone, map, RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);
  }
  for (PHINode& phi : successor->phis()) {
    Value* incoming = phi.getIncomingValueForBlock(&block);
    if (auto found = map.find(incoming); found != map.end()) incoming = found->second;
    phi.addIncoming(incoming, copy);
  }
  predecessor.getTerminator()->replaceUsesOfWith(&block, copy);
  block.removePredecessor(&predecessor);
}

}  // namespace

PreservedAnalyses SunkAccessesInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  const LoopInfo& loops = analyses.getResult<LoopAnalysis>(function);
  SmallVector<BasicBlock*, 4> tails;
  for (BasicBlock& block : function)
    if (isSunkTail(block, loops)) tails.push_back(&block);
  for (BasicBlock* tail : tails) {
    SmallVector<BasicBlock*, kMaxPredecessors> predecessors(llvm::predecessors(tail));
    // The last predecessor keeps `tail` itself.
    for (BasicBlock* predecessor : ArrayRef(predecessors).drop_back()) copyIntoPredecessor(*tail, *predecessor);
  }
  return tails.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

}  // namespace openhip
