#include "cpu/cbs/WorkItemLoopSplitting.h"

#include "common/LoweringNames.h"
#include "cpu/cbs/SubCfgNarrowing.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

/// For measurements (OPENHIP_SPLIT_X=0, docs/cpu-lowering.md): x loops stay whole.
static cl::opt<bool> SplitXLoops("openhip-split-x", cl::init(true), cl::Hidden,
                                 cl::desc("split work-item x loops where value guards flip"));

namespace openhip {
namespace {

/// More comparisons would mean a wide middle part and little gain. Eight:
/// 8 items per work-item guarded one by one (`base + k < n`, k < 8).
constexpr unsigned MaxSplitCompares = 8;

/// A comparison that only selects values and flips below one vector's
/// width (16 floats) is left as it is: the split would leave a few scalar
/// iterations below the point and start the vector loop past it, with a
/// scalar remainder at the end, to save one vector select per iteration
/// (`max(0, t * k - 1)` compares `16 * t > 0`, which flips at x = 1). A
/// branch (`x >= 1 ? a[x - 1] : 0` with its load) still splits there: it
/// would mask the memory accesses it guards.
constexpr unsigned MinSplitPoint = 16;

/// Does `condition` decide a branch, directly or through and/or/not?
bool decidesBranch(const Value* condition, unsigned depth = 0) {
  return any_of(condition->users(), [&](const User* user) {
    if (isa<BranchInst>(user)) return true;
    const bool logical = user->getType()->isIntegerTy(1) && (isa<BinaryOperator>(user) || isa<SelectInst>(user));
    return logical && depth < 4 && decidesBranch(user, depth + 1);
  });
}

bool flipsTooEarlyForASplit(ICmpInst* compare) {
  return !decidesBranch(compare) && flipsBeforeX(compare, MinSplitPoint);
}

struct SplitCompare {
  ICmpInst* compare = nullptr;
  bool trueBelow = false;  ///< true for the x below its flip point
  Value* low = nullptr;    ///< i32: the flip point, or 0 where it is not exact
  Value* high = nullptr;   ///< i32: the flip point, or blockDim.x where it is not exact
  bool mayBeInexact = false;
};

/// Is the comparison's value a mask in vector code (a branch, a select)?
bool decidesSomething(const ICmpInst* compare) {
  return any_of(compare->users(), [](const User* user) {
    if (isa<BranchInst>(user) || isa<SelectInst>(user)) return true;
    const auto* op = dyn_cast<BinaryOperator>(user);
    return op && op->getType()->isIntegerTy(1);
  });
}

/// Inside `region`, can `BB` run twice for one work-item?
bool inCycle(const BasicBlock* BB, const SmallPtrSetImpl<const BasicBlock*>& region) {
  SmallPtrSet<const BasicBlock*, 32> seen;
  SmallVector<const BasicBlock*, 32> worklist(succ_begin(BB), succ_end(BB));
  while (!worklist.empty()) {
    const BasicBlock* next = worklist.pop_back_val();
    if (next == BB) return true;
    if (!region.contains(next) || !seen.insert(next).second) continue;
    worklist.append(succ_begin(next), succ_end(next));
  }
  return false;
}

/// Emits the flip point of `split.compare` at `B` (C and U through `remap`).
bool emitFlipPoint(IRBuilderBase& B, const WorkItemFrame& frame, SplitCompare& split,
                   function_ref<Value*(Value*)> remap) {
  XGuardTerm term{split.compare, true};
  XRange range = computeXRange(B, frame.blockDim[0], term, remap);
  if (!range.begin == !range.end) return false;
  split.trueBelow = range.end != nullptr;
  Value* point = range.end ? range.end : range.begin;
  split.low = split.high = point;
  if (range.exact) {
    split.mayBeInexact = true;
    split.low = B.CreateSelect(range.exact, point, B.getInt32(0), "x.split.low");
    split.high = B.CreateSelect(range.exact, point, frame.blockDim[0], "x.split.high");
  }
  return true;
}

/// A new loop id with the operands of `backedge`'s; without `vectorize`
/// (a loop that rarely runs) neither vectorized nor unrolled.
MDNode* copyLoopId(Instruction* backedge, bool vectorize) {
  LLVMContext& C = backedge->getContext();
  SmallVector<Metadata*, 4> operands{nullptr};
  if (MDNode* loopId = backedge->getMetadata(LLVMContext::MD_loop))
    for (unsigned i = 1; i < loopId->getNumOperands(); ++i) operands.push_back(loopId->getOperand(i));
  if (!vectorize) {
    operands.push_back(MDNode::get(C, {MDString::get(C, "llvm.loop.vectorize.enable"),
                                       ConstantAsMetadata::get(ConstantInt::getFalse(C))}));
    operands.push_back(MDNode::get(C, {MDString::get(C, "llvm.loop.unroll.disable")}));
  }
  MDNode* loopId = MDNode::getDistinct(C, operands);
  loopId->replaceOperandWith(0, loopId);
  return loopId;
}

/// Appends, after the x loops the nest runs in a (y, z) row, one more x loop
/// over [begin, end) (i32 values available in the y loop's header) running
/// a copy of `body`; `map` receives the copy's values.
void appendXLoop(const WorkItemFrame& frame, const WorkItemLoopNest& nest, BasicBlock* yLatch,
                 ArrayRef<BasicBlock*> body, Value* begin, Value* end, const Twine& name, bool vectorize,
                 ValueToValueMapTy& map) {
  Function& F = *frame.function;
  LLVMContext& C = F.getContext();
  auto* x = cast<PHINode>(nest.localId[0]);
  BasicBlock* xHeader = x->getParent();
  BasicBlock* guard = BasicBlock::Create(C, name + ".guard", &F, yLatch);
  BasicBlock* header = BasicBlock::Create(C, name + ".header", &F, yLatch);
  BasicBlock* latch = BasicBlock::Create(C, name + ".latch", &F, yLatch);
  // Whatever ended the row's x loops so far goes on to this one.
  SmallVector<BasicBlock*, 4> ends(predecessors(yLatch));
  for (BasicBlock* pred : ends) pred->getTerminator()->replaceSuccessorWith(yLatch, guard);

  IRBuilder<> B(guard);
  B.CreateCondBr(B.CreateICmpULT(begin, end, name + ".any"), header, yLatch);
  B.SetInsertPoint(header);
  PHINode* copyX = B.CreatePHI(B.getInt32Ty(), 2, name + ".x");
  Value* copyLinearId = B.CreateNUWAdd(B.CreateZExt(copyX, B.getInt64Ty()), nest.row, name + ".lid");
  map[nest.latch] = latch;
  map[xHeader] = header;
  map[x] = copyX;
  map[nest.linearId] = copyLinearId;
  SmallVector<BasicBlock*, 16> copies;
  for (BasicBlock* BB : body) {
    BasicBlock* copy = CloneBasicBlock(BB, map, "." + name.str(), &F, nullptr);
    copy->moveBefore(latch);
    map[BB] = copy;
    copies.push_back(copy);
  }
  remapInstructionsInBlocks(copies, map);
  B.CreateBr(cast<BasicBlock>(map[xHeader->getTerminator()->getSuccessor(0)]));

  B.SetInsertPoint(latch);
  Value* next = B.CreateNUWAdd(copyX, B.getInt32(1), name + ".x.next");
  BranchInst* backedge = B.CreateCondBr(B.CreateICmpULT(next, end), header, yLatch);
  backedge->setMetadata(LLVMContext::MD_loop, copyLoopId(nest.latch->getTerminator(), vectorize));
  copyX->addIncoming(begin, guard);
  copyX->addIncoming(next, latch);

  WorkItemLoopNest copyNest = nest;
  copyNest.localId[0] = copyX;
  copyNest.linearId = copyLinearId;
  copyNest.latch = latch;
  finishWorkItemLoopNest(frame, copyNest, copies);
}

void fold(ArrayRef<SplitCompare> splits, bool below, const ValueToValueMapTy* map) {
  for (const SplitCompare& split : splits) {
    Instruction* compare = split.compare;
    if (map) compare = cast<Instruction>(map->lookup(compare));
    compare->replaceAllUsesWith(ConstantInt::getBool(compare->getContext(), below == split.trueBelow));
    compare->eraseFromParent();
  }
}

}  // namespace

bool splitXLoopAtCompares(const WorkItemFrame& frame, const WorkItemLoopNest& nest, ArrayRef<BasicBlock*> body,
                          const ValueToValueMapTy* peelMap) {
  if (!SplitXLoops || !nest.xBoundChecks[0] || !nest.row) return false;
  auto available = [&](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return I ? I->getParent() == frame.entry : isa<Constant>(V) || isa<Argument>(V);
  };
  auto anything = [](const Value*) { return true; };
  SmallPtrSet<const BasicBlock*, 32> region(body.begin(), body.end());
  SmallVector<SplitCompare, 4> splits;
  SmallVector<ICmpInst*, 4> viaPeel;
  for (BasicBlock* BB : body)
    for (Instruction& I : *BB) {
      auto* compare = dyn_cast<ICmpInst>(&I);
      if (!compare || !decidesSomething(compare) || !isXOrderCompare(compare, anything) ||
          flipsTooEarlyForASplit(compare))
        continue;
      if (isXOrderCompare(compare, available)) {
        splits.push_back({compare});
      } else if (peelMap && compare->getMetadata(cpu::XSplitMD) && isa_and_nonnull<Instruction>(peelMap->lookup(compare)) &&
                 !inCycle(BB, region)) {
        viaPeel.push_back(compare);
      }
    }
  // Comparisons placed through the peeled work-item only where no flip point
  // is known in the preheader: on every path where work-item 0 skips them
  // they give the whole loop to the middle part, the others' split with it
  // (scan's output stores `if (base + k < n)` share a sub-CFG with its
  // `t >= offset` steps). Left out, they stay as written in every part.
  if (!splits.empty()) viaPeel.clear();
  for (ICmpInst* compare : viaPeel) splits.push_back({compare});
  if (splits.empty() || splits.size() > MaxSplitCompares) return false;

  Function& F = *frame.function;
  Type* i32 = Type::getInt32Ty(F.getContext());
  auto remapToPeel = [&](Value* V) -> Value* {
    auto it = peelMap->find(V);
    return it == peelMap->end() ? V : static_cast<Value*>(it->second);
  };
  auto* x = cast<PHINode>(nest.localId[0]);
  BasicBlock* yHeader = x->getIncomingBlock(0) == nest.latch ? x->getIncomingBlock(1) : x->getIncomingBlock(0);
  IRBuilder<> atPreheader(nest.preheader->getTerminator());
  IRBuilder<> atRow(yHeader->getTerminator());
  bool needMiddle = splits.size() > 1;
  for (SplitCompare& split : splits) {
    if (!is_contained(viaPeel, split.compare)) {
      if (!emitFlipPoint(atPreheader, frame, split, nullptr)) return false;
      needMiddle |= split.mayBeInexact;
      continue;
    }
    // The peeled work-item stores the flip point where it evaluates the
    // comparison; if it does not, all work-items run the middle part.
    Instruction* peeled = cast<Instruction>(peelMap->lookup(split.compare));
    IRBuilder<> B(peeled);
    if (!emitFlipPoint(B, frame, split, remapToPeel)) return false;
    Instruction* allocaPoint = &*frame.entry->getFirstInsertionPt();
    auto* lowSlot = new AllocaInst(i32, 0, "x.split.low.slot", allocaPoint);
    auto* highSlot = new AllocaInst(i32, 0, "x.split.high.slot", allocaPoint);
    atPreheader.CreateStore(atPreheader.getInt32(0), lowSlot);
    atPreheader.CreateStore(frame.blockDim[0], highSlot);
    B.CreateStore(split.low, lowSlot);
    B.CreateStore(split.high, highSlot);
    split.low = atRow.CreateLoad(i32, lowSlot, "x.split.low");
    split.high = atRow.CreateLoad(i32, highSlot, "x.split.high");
    needMiddle = true;
  }
  Value* low = splits[0].low;
  Value* high = splits[0].high;
  for (const SplitCompare& split : ArrayRef<SplitCompare>(splits).drop_front()) {
    low = atRow.CreateBinaryIntrinsic(Intrinsic::umin, low, split.low);
    high = atRow.CreateBinaryIntrinsic(Intrinsic::umax, high, split.high);
  }

  BasicBlock* yLatch = cast<BranchInst>(nest.latch->getTerminator())->getSuccessor(1);
  Value* start = x->getIncomingValueForBlock(yHeader);
  Value* end = nest.xBoundChecks[0]->getOperand(1);
  Value* lowEnd = atRow.CreateBinaryIntrinsic(Intrinsic::umin, end, low, nullptr, "x.low.end");
  Value* highBegin = atRow.CreateBinaryIntrinsic(Intrinsic::umax, start, high, nullptr, "x.high.begin");
  Value* middleBegin = nullptr;
  Value* middleEnd = nullptr;
  if (needMiddle) {
    middleBegin = atRow.CreateBinaryIntrinsic(Intrinsic::umax, start, low, nullptr, "x.middle.begin");
    middleEnd = atRow.CreateBinaryIntrinsic(Intrinsic::umin, end, high, nullptr, "x.middle.end");
  }
  // The copies come from the body as written, before the low part folds it.
  restrictXLoop(nest, nullptr, lowEnd);
  if (needMiddle) {
    ValueToValueMapTy middleMap;
    // With one comparison, the middle part only runs where C + a * x wraps,
    // unless the peeled work-item computes the flip point: on its other
    // paths (a time-step loop's other phases) the middle part is every x.
    const bool mayRunOften = splits.size() > 1 || !viaPeel.empty();
    appendXLoop(frame, nest, yLatch, body, middleBegin, middleEnd, "x.middle", mayRunOften, middleMap);
  }
  ValueToValueMapTy highMap;
  appendXLoop(frame, nest, yLatch, body, highBegin, end, "x.high", true, highMap);
  fold(splits, false, &highMap);
  fold(splits, true, nullptr);
  return true;
}

}  // namespace openhip
