#include "cpu/GridStrideLoops.h"

#include "common/LoweringNames.h"
#include "cpu/ImplicitLoopBarriers.h"

#include "analysis/BarrierUniformity.h"
#include "common/LaunchContext.h"
#include "cpu/cbs/SubCfgWarpCollectives.h"
#include "analysis/UniformLoops.h"
#include "cpu/cbs/WorkItemLoopNest.h"
#include "openhip/abi.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace openhip {
namespace {

/// A recognised grid-stride loop (see GridStrideLoops.h).
struct GridStrideLoop {
  Loop* loop = nullptr;
  BasicBlock* predecessor = nullptr;  ///< the only block entering the header from outside
  BasicBlock* latch = nullptr;
  PHINode* index = nullptr;           ///< i
  ICmpInst* exitCompare = nullptr;
  BasicBlock* bodyEntry = nullptr;    ///< the header's successor inside the loop
  Value* start = nullptr;             ///< increasing in threadIdx.x: u + threadIdx.x, (u + threadIdx.x) * c, ...
  Value* bound = nullptr;             ///< n
  Value* stride = nullptr;
  bool isSigned = false;
};

bool isThreadIdxX(const Value* V) {
  if (isa<ZExtInst>(V) || isa<SExtInst>(V)) V = cast<Instruction>(V)->getOperand(0);
  if (!isLocalIdCall(V)) return false;
  const auto* dim = dyn_cast<ConstantInt>(cast<CallInst>(V)->getArgOperand(0));
  return dim && dim->isZero();
}

bool headerHoldsOnlyTheTest(const BasicBlock& header, const ICmpInst& compare) {
  for (const Instruction& I : header)
    if (!isa<PHINode>(I) && &I != &compare && !I.isTerminator() && !isa<DbgInfoIntrinsic>(I)) return false;
  return compare.hasOneUse();
}

/// Whether V is built from threadIdx.x and block-uniform values by additions,
/// multiplications by positive constants, left shifts and extensions only: such a
/// start grows with threadIdx.x, so the block's last work-item runs the fewest
/// iterations. `sawThreadIdx` is set when threadIdx.x is among the leaves.
bool growsWithThreadIdxX(Value* V, const BarrierUniformity& uniformity, bool& sawThreadIdx, unsigned depth = 0) {
  if (isThreadIdxX(V)) return sawThreadIdx = true;
  if (!uniformity.isVarying(V)) return true;
  if (depth > 6) return false;
  Value *a = nullptr, *b = nullptr;
  const APInt* c = nullptr;
  if (match(V, m_Add(m_Value(a), m_Value(b))))
    return growsWithThreadIdxX(a, uniformity, sawThreadIdx, depth + 1) &&
           growsWithThreadIdxX(b, uniformity, sawThreadIdx, depth + 1);
  if (match(V, m_c_Mul(m_Value(a), m_APInt(c))) && c->isStrictlyPositive())
    return growsWithThreadIdxX(a, uniformity, sawThreadIdx, depth + 1);
  if (match(V, m_Shl(m_Value(a), m_APInt(c))) && c->ult(V->getType()->getScalarSizeInBits() - 1))
    return growsWithThreadIdxX(a, uniformity, sawThreadIdx, depth + 1);
  if (match(V, m_ZExtOrSExt(m_Value(a)))) return growsWithThreadIdxX(a, uniformity, sawThreadIdx, depth + 1);
  return false;
}

/// V (accepted by growsWithThreadIdxX) at threadIdx.x = lastId, computed with
/// overflow checks; `overflow` accumulates whether any step wrapped.
Value* emitAtLastWorkItem(Value* V, Value* lastId, bool isSigned, const BarrierUniformity& uniformity,
                          IRBuilderBase& B, Value*& overflow) {
  if (isThreadIdxX(V)) return B.CreateZExtOrTrunc(lastId, V->getType());
  if (!uniformity.isVarying(V)) return V;
  auto withOverflow = [&](Intrinsic::ID signedID, Intrinsic::ID unsignedID, Value* x, Value* y) {
    Value* pair = B.CreateBinaryIntrinsic(isSigned ? signedID : unsignedID, x, y);
    overflow = B.CreateOr(B.CreateExtractValue(pair, 1), overflow);
    return B.CreateExtractValue(pair, 0);
  };
  auto* I = cast<Instruction>(V);
  auto operand = [&](unsigned n) {
    return emitAtLastWorkItem(I->getOperand(n), lastId, isSigned, uniformity, B, overflow);
  };
  const APInt* c = nullptr;
  if (match(V, m_Shl(m_Value(), m_APInt(c))))
    return withOverflow(Intrinsic::smul_with_overflow, Intrinsic::umul_with_overflow, operand(0),
                        ConstantInt::get(V->getType(), APInt::getOneBitSet(c->getBitWidth(), c->getZExtValue())));
  if (isa<ZExtInst>(V)) return B.CreateZExt(operand(0), V->getType());
  if (isa<SExtInst>(V)) return B.CreateSExt(operand(0), V->getType());
  const Intrinsic::ID id = I->getOpcode() == Instruction::Add ? Intrinsic::sadd_with_overflow : Intrinsic::smul_with_overflow;
  const Intrinsic::ID unsignedID =
      I->getOpcode() == Instruction::Add ? Intrinsic::uadd_with_overflow : Intrinsic::umul_with_overflow;
  return withOverflow(id, unsignedID, operand(0), operand(1));
}

/// `hoisted` is set when loop-invariant operands were moved out of the loop.
std::optional<GridStrideLoop> recognise(Loop& L, const BarrierUniformity& uniformity, bool& hoisted) {
  GridStrideLoop gs;
  gs.loop = &L;
  BasicBlock* header = L.getHeader();
  gs.predecessor = L.getLoopPredecessor();
  gs.latch = L.getLoopLatch();
  if (!gs.predecessor || !gs.latch || L.getExitingBlock() != header) return std::nullopt;
  auto* branch = dyn_cast<BranchInst>(header->getTerminator());
  if (!branch || !branch->isConditional()) return std::nullopt;
  gs.exitCompare = dyn_cast<ICmpInst>(branch->getCondition());
  if (!gs.exitCompare || !headerHoldsOnlyTheTest(*header, *gs.exitCompare)) return std::nullopt;

  // Normalise to "continue while index <pred> bound".
  ICmpInst::Predicate predicate = gs.exitCompare->getPredicate();
  gs.index = dyn_cast<PHINode>(gs.exitCompare->getOperand(0));
  gs.bound = gs.exitCompare->getOperand(1);
  if (!gs.index || gs.index->getParent() != header) {
    gs.index = dyn_cast<PHINode>(gs.exitCompare->getOperand(1));
    gs.bound = gs.exitCompare->getOperand(0);
    predicate = ICmpInst::getSwappedPredicate(predicate);
  }
  if (!gs.index || gs.index->getParent() != header || gs.index->getNumIncomingValues() != 2 ||
      !gs.index->getType()->isIntegerTy())
    return std::nullopt;
  const bool continuesOnTrue = L.contains(branch->getSuccessor(0));
  gs.bodyEntry = branch->getSuccessor(continuesOnTrue ? 0 : 1);
  if (!continuesOnTrue) predicate = ICmpInst::getInversePredicate(predicate);
  if (predicate != ICmpInst::ICMP_SLT && predicate != ICmpInst::ICMP_ULT) return std::nullopt;
  gs.isSigned = predicate == ICmpInst::ICMP_SLT;

  // i.next = i + stride, start growing with threadIdx.x.
  Value* next = gs.index->getIncomingValueForBlock(gs.latch);
  if (!match(next, m_c_Add(m_Specific(gs.index), m_Value(gs.stride)))) return std::nullopt;
  gs.start = gs.index->getIncomingValueForBlock(gs.predecessor);
  bool sawThreadIdx = false;
  if (!growsWithThreadIdxX(gs.start, uniformity, sawThreadIdx) || !sawThreadIdx) return std::nullopt;

  for (Value* V : {gs.bound, gs.stride})
    if (uniformity.isVarying(V)) return std::nullopt;
  // Its own exit is per work-item by nature; the loops around it must be uniform.
  const Loop* parent = L.getParentLoop();
  if (holdsSynchronizationOrAllocas(L) || (parent && !hasUniformExits(*parent, uniformity)) ||
      !isReachedUniformly(L, uniformity, BarriersAfterEarlyReturns))
    return std::nullopt;
  // Clang computes `blockDim.x * gridDim.x` in the loop: hoist it.
  for (Value* V : {gs.bound, gs.stride})
    if (!L.makeLoopInvariant(V, hoisted, gs.predecessor->getTerminator())) return std::nullopt;
  return gs;
}

/// K = iterations that every work-item of the block runs (see the header).
Value* emitUniformTripCount(const GridStrideLoop& gs, Value* ctx, const BarrierUniformity& uniformity,
                            IRBuilderBase& B) {
  Type* type = gs.index->getType();
  Value* blockDimX = createCtxFieldLoad(B, ctx, OPENHIP_CTX_BLOCK_DIM, 0, "gs.block.dim.x");
  Value* widthX = B.CreateZExtOrTrunc(blockDimX, type);
  Value* lastId = B.CreateSub(blockDimX, ConstantInt::get(blockDimX->getType(), 1), "gs.last.id");
  Value* overflow = B.getFalse();
  Value* lastStart = emitAtLastWorkItem(gs.start, lastId, gs.isSigned, uniformity, B, overflow);
  lastStart->setName("gs.last.start");

  Value* strideAtLeastBlock = B.CreateICmpUGE(gs.stride, widthX);
  Value* positive = gs.isSigned ? B.CreateICmpSGT(gs.stride, ConstantInt::get(type, 0))
                                : B.CreateICmpNE(gs.stride, ConstantInt::get(type, 0));
  Value* lastRuns = gs.isSigned ? B.CreateICmpSLT(lastStart, gs.bound) : B.CreateICmpULT(lastStart, gs.bound);
  Value* valid = B.CreateAnd(B.CreateAnd(B.CreateNot(overflow), positive), B.CreateAnd(strideAtLeastBlock, lastRuns),
                             "gs.splits");
  // lastStart < bound, so bound - lastStart - 1 is exact as an unsigned value.
  Value* span = B.CreateSub(B.CreateSub(gs.bound, lastStart), ConstantInt::get(type, 1));
  Value* divisor = B.CreateSelect(valid, gs.stride, ConstantInt::get(type, 1));
  Value* trips = B.CreateAdd(B.CreateUDiv(span, divisor), ConstantInt::get(type, 1));
  return B.CreateSelect(valid, trips, ConstantInt::get(type, 0), "gs.uniform.trips");
}

void split(const GridStrideLoop& gs, Value* ctx, const BarrierUniformity& uniformity) {
  Loop& L = *gs.loop;
  BasicBlock* header = L.getHeader();
  Function& F = *header->getParent();
  IRBuilder<> B(gs.predecessor->getTerminator());
  Value* uniformTrips = emitUniformTripCount(gs, ctx, uniformity, B);

  ValueToValueMapTy vmap;
  SmallVector<BasicBlock*, 16> copies;
  for (BasicBlock* BB : L.blocks()) {
    BasicBlock* copy = CloneBasicBlock(BB, vmap, ".gs", &F);
    copy->moveBefore(header);
    vmap[BB] = copy;
    copies.push_back(copy);
  }
  remapInstructionsInBlocks(copies, vmap);
  auto* copyHeader = cast<BasicBlock>(vmap[header]);
  auto* copyLatch = cast<BasicBlock>(vmap[gs.latch]);
  copyLatch->getTerminator()->setMetadata(LLVMContext::MD_loop, nullptr);

  // The copy counts k from 0 to K and computes i = start + k * stride.
  Type* type = gs.index->getType();
  PHINode* k = PHINode::Create(type, 2, "gs.k", copyHeader->getFirstNonPHI());
  IRBuilder<> latchB(copyLatch->getTerminator());
  Value* kNext = latchB.CreateAdd(k, ConstantInt::get(type, 1), "gs.k.next", /*HasNUW=*/true);
  k->addIncoming(ConstantInt::get(type, 0), gs.predecessor);
  k->addIncoming(kNext, copyLatch);
  IRBuilder<> headerB(&*copyHeader->getFirstInsertionPt());
  Value* index = headerB.CreateAdd(gs.start, headerB.CreateMul(k, gs.stride), "gs.index");
  auto* copyIndex = cast<PHINode>(vmap[gs.index]);
  copyIndex->replaceAllUsesWith(index);
  copyIndex->eraseFromParent();
  Instruction* copyBranch = copyHeader->getTerminator();
  auto* copyCompare = cast<Instruction>(vmap[gs.exitCompare]);
  headerB.SetInsertPoint(copyBranch);
  Value* more = headerB.CreateICmpULT(k, uniformTrips, "gs.more");
  headerB.CreateCondBr(more, cast<BasicBlock>(vmap[gs.bodyEntry]), header);
  copyBranch->eraseFromParent();
  copyCompare->eraseFromParent();

  // The original loop now starts where the copy stopped.
  for (PHINode& phi : header->phis()) {
    const int from = phi.getBasicBlockIndex(gs.predecessor);
    phi.setIncomingBlock(from, copyHeader);
    phi.setIncomingValue(from, vmap[&phi]);
  }
  gs.predecessor->getTerminator()->replaceSuccessorWith(header, copyHeader);
}

}  // namespace

PreservedAnalyses GridStrideLoopsPass::run(Function& F, FunctionAnalysisManager& FAM) {
  Argument* ctx = isOpenHipKernel(F) ? getLaunchCtxArg(F) : nullptr;
  if (!ctx || F.hasFnAttribute(contract::PrivateSizeAttr) || hasSingleWorkItemBlocks(F)) return PreservedAnalyses::all();
  LoopInfo& LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty()) return PreservedAnalyses::all();
  const PostDominatorTree& PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  const BarrierUniformity& uniformity = FAM.getResult<BarrierUniformityAnalysis>(F);

  // Outermost matches only: splitting a loop copies the loops inside it.
  SmallVector<GridStrideLoop, 4> found;
  bool hoisted = false;
  for (Loop* L : LI.getLoopsInPreorder()) {
    if (any_of(found, [&](const GridStrideLoop& outer) { return outer.loop->contains(L); })) continue;
    if (std::optional<GridStrideLoop> gs = recognise(*L, uniformity, hoisted)) found.push_back(*gs);
  }
  // Each split loop gets an implicit barrier, which pays off only in the
  // uniform mode of BarrierLowering (see ImplicitLoopBarriers.cpp).
  if (!found.empty() && runsPerWorkItem(F, uniformity, PDT)) found.clear();
  SmallVector<const BasicBlock*, 4> barrierBlocks;
  for (auto it = found.begin(); it != found.end();) {
    barrierBlocks.push_back(it->loop->getHeader());
    if (!runsPerWorkItem(F, uniformity, PDT, barrierBlocks)) {
      ++it;
      continue;
    }
    barrierBlocks.pop_back();
    it = found.erase(it);
  }
  if (found.empty()) return hoisted ? PreservedAnalyses::none() : PreservedAnalyses::all();
  for (const GridStrideLoop& gs : found) split(gs, ctx, uniformity);
  return PreservedAnalyses::none();
}

}  // namespace openhip
