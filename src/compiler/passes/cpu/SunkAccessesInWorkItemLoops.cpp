#include "cpu/SunkAccessesInWorkItemLoops.h"

#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
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

/// Whether a vector of work-items reaches `address` without a gather or
/// scatter: the same address for all (invariant in `loop`), or consecutive
/// elements of the accessed type.
bool isVectorFriendly(Value* address, Type* accessed, const Loop& loop, ScalarEvolution& evolution) {
  const SCEV* expression = evolution.getSCEV(address);
  if (evolution.isLoopInvariant(expression, &loop)) return true;
  const auto* recurrence = dyn_cast<SCEVAddRecExpr>(expression);
  if (!recurrence || recurrence->getLoop() != &loop || !recurrence->isAffine()) return false;
  const auto* step = dyn_cast<SCEVConstant>(recurrence->getStepRecurrence(evolution));
  const DataLayout& layout = loop.getHeader()->getModule()->getDataLayout();
  return step && step->getAPInt().abs() == layout.getTypeAllocSize(accessed).getFixedValue();
}

/// A load or store of a work-item loop through `select(c, p, q)` with a
/// work-item dependent `c` (SimplifyCFG's merge of `if (c) v = *p; else v =
/// *q;`), when p and q are each uniform or consecutive: one gather or
/// scatter that two masked accesses can replace (where the target has
/// masked loads and stores; without them both forms run lane by lane).
SelectInst* selectedAddressOf(Instruction& access, const LoopInfo& loops, ScalarEvolution& evolution,
                              const TargetTransformInfo& target) {
  auto* select = dyn_cast_or_null<SelectInst>(getLoadStorePointerOperand(&access));
  const Loop* loop = loops.getLoopFor(access.getParent());
  const bool simple = isa<LoadInst>(access) ? cast<LoadInst>(access).isSimple() : cast<StoreInst>(access).isSimple();
  if (!select || !simple || !loop || !isWorkItemXLoop(*loop) || loop->isLoopInvariant(select->getCondition()))
    return nullptr;
  Type* accessed = getLoadStoreType(&access);
  const Align alignment = getLoadStoreAlignment(&access);
  if (isa<LoadInst>(access) ? !target.isLegalMaskedLoad(accessed, alignment)
                            : !target.isLegalMaskedStore(accessed, alignment))
    return nullptr;
  if (!isVectorFriendly(select->getTrueValue(), accessed, *loop, evolution) ||
      !isVectorFriendly(select->getFalseValue(), accessed, *loop, evolution))
    return nullptr;
  return select;
}

/// `*select(c, p, q)` becomes `c ? *p : *q`, each access in its own block.
void splitSelectedAccess(Instruction& access, SelectInst& select) {
  Instruction* thenTerminator = nullptr;
  Instruction* elseTerminator = nullptr;
  SplitBlockAndInsertIfThenElse(select.getCondition(), &access, &thenTerminator, &elseTerminator);
  Instruction* onTrue = access.clone();
  Instruction* onFalse = access.clone();
  onTrue->insertBefore(thenTerminator);
  onFalse->insertBefore(elseTerminator);
  const unsigned pointerOperand = isa<LoadInst>(access) ? 0 : 1;
  onTrue->setOperand(pointerOperand, select.getTrueValue());
  onFalse->setOperand(pointerOperand, select.getFalseValue());
  thenTerminator->getParent()->setName(select.getName() + ".true");
  elseTerminator->getParent()->setName(select.getName() + ".false");
  if (isa<LoadInst>(access)) {
    onTrue->setName(access.getName() + ".true");
    onFalse->setName(access.getName() + ".false");
    PHINode* merged = PHINode::Create(access.getType(), 2, "", &access);
    merged->takeName(&access);
    merged->addIncoming(onTrue, onTrue->getParent());
    merged->addIncoming(onFalse, onFalse->getParent());
    access.replaceAllUsesWith(merged);
  }
  access.eraseFromParent();
  if (select.use_empty()) select.eraseFromParent();
}

}  // namespace

PreservedAnalyses SunkAccessesInWorkItemLoopsPass::run(Function& function, FunctionAnalysisManager& analyses) {
  const LoopInfo& loops = analyses.getResult<LoopAnalysis>(function);
  ScalarEvolution& evolution = analyses.getResult<ScalarEvolutionAnalysis>(function);
  const TargetTransformInfo& target = analyses.getResult<TargetIRAnalysis>(function);
  SmallVector<BasicBlock*, 4> tails;
  SmallVector<std::pair<Instruction*, SelectInst*>, 4> selected;
  for (BasicBlock& block : function) {
    if (isSunkTail(block, loops)) {
      tails.push_back(&block);
      continue;
    }
    for (Instruction& instruction : block)
      if (isa<LoadInst, StoreInst>(instruction))
        if (SelectInst* select = selectedAddressOf(instruction, loops, evolution, target))
          selected.push_back({&instruction, select});
  }
  // The analyses are not used past this point: they go stale as blocks change.
  for (auto [access, select] : selected) splitSelectedAccess(*access, *select);
  for (BasicBlock* tail : tails) {
    SmallVector<BasicBlock*, kMaxPredecessors> predecessors(llvm::predecessors(tail));
    // The last predecessor keeps `tail` itself.
    for (BasicBlock* predecessor : ArrayRef(predecessors).drop_back()) copyIntoPredecessor(*tail, *predecessor);
  }
  return tails.empty() && selected.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

}  // namespace openhip
