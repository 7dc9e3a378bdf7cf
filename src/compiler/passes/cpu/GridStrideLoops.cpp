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
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace openhip {
namespace {

/// One test of a work-item range loop: continue while `offset + j < bound`
/// (offset null: `j < bound`).
struct RangeTest {
  Value* offset = nullptr;  ///< grows with threadIdx.x, or block-uniform
  Value* bound = nullptr;   ///< block-uniform
  bool isSigned = false;
};

/// A recognised loop (see GridStrideLoops.h): a grid-stride loop, or a
/// work-item range loop (`tests` not empty).
struct SplitLoop {
  Loop* loop = nullptr;
  BasicBlock* predecessor = nullptr;  ///< the only block entering the header from outside
  BasicBlock* latch = nullptr;
  PHINode* index = nullptr;           ///< i (j of a range loop)
  Instruction* exitCondition = nullptr;  ///< the header branch's condition
  BasicBlock* bodyEntry = nullptr;    ///< the header's successor inside the loop
  Value* start = nullptr;             ///< grid-stride: increasing in threadIdx.x: u + threadIdx.x, (u + threadIdx.x) * c, ...;
                                      ///< range: block-uniform
  Value* bound = nullptr;             ///< n (grid-stride)
  Value* stride = nullptr;            ///< 1 for a range loop
  bool isSigned = false;              ///< of the grid-stride compare
  SmallVector<RangeTest, 2> tests;    ///< a range loop's exit tests, all of which must hold
  /// Block-uniform multipliers of threadIdx.x in the start or the offsets, and whether
  /// they are compared signed: the split needs them non-negative (checked at run time).
  SmallVector<std::pair<Value*, bool>, 2> multipliers;
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
/// multiplications by positive constants or by block-uniform values (added to
/// `multipliers`: they must be non-negative), left shifts and extensions only:
/// such a start grows with threadIdx.x, so the block's last work-item runs the
/// fewest iterations. `sawThreadIdx` is set when threadIdx.x is among the leaves.
bool growsWithThreadIdxX(Value* V, const BarrierUniformity& uniformity, bool& sawThreadIdx,
                         SmallVectorImpl<Value*>& multipliers, unsigned depth = 0) {
  if (isThreadIdxX(V)) return sawThreadIdx = true;
  if (!uniformity.isVarying(V)) return true;
  if (depth > 6) return false;
  auto grows = [&](Value* operand) {
    return growsWithThreadIdxX(operand, uniformity, sawThreadIdx, multipliers, depth + 1);
  };
  Value *a = nullptr, *b = nullptr;
  const APInt* c = nullptr;
  if (match(V, m_Add(m_Value(a), m_Value(b)))) return grows(a) && grows(b);
  if (match(V, m_c_Mul(m_Value(a), m_APInt(c))) && c->isStrictlyPositive()) return grows(a);
  if (match(V, m_Mul(m_Value(a), m_Value(b)))) {
    if (!isa<Constant>(a) && !uniformity.isVarying(a)) std::swap(a, b);  // the block-uniform factor in b
    if (!isa<Constant>(b) && !uniformity.isVarying(b)) {
      multipliers.push_back(b);
      return grows(a);
    }
  }
  if (match(V, m_Shl(m_Value(a), m_APInt(c))) && c->ult(V->getType()->getScalarSizeInBits() - 1)) return grows(a);
  if (match(V, m_ZExtOrSExt(m_Value(a)))) return grows(a);
  return false;
}

/// x op y by the signed or unsigned `*.with.overflow` intrinsic; `overflow`
/// accumulates whether it wrapped.
Value* emitWithOverflow(IRBuilderBase& B, Intrinsic::ID signedID, Intrinsic::ID unsignedID, bool isSigned, Value* x,
                        Value* y, Value*& overflow) {
  Value* pair = B.CreateBinaryIntrinsic(isSigned ? signedID : unsignedID, x, y);
  overflow = B.CreateOr(B.CreateExtractValue(pair, 1), overflow);
  return B.CreateExtractValue(pair, 0);
}

/// V (accepted by growsWithThreadIdxX) at threadIdx.x = workItem, computed with
/// overflow checks; `overflow` accumulates whether any step wrapped.
Value* emitAtWorkItem(Value* V, Value* workItem, bool isSigned, const BarrierUniformity& uniformity,
                      IRBuilderBase& B, Value*& overflow) {
  if (isThreadIdxX(V)) return B.CreateZExtOrTrunc(workItem, V->getType());
  if (!uniformity.isVarying(V)) return V;
  auto withOverflow = [&](Intrinsic::ID signedID, Intrinsic::ID unsignedID, Value* x, Value* y) {
    return emitWithOverflow(B, signedID, unsignedID, isSigned, x, y, overflow);
  };
  auto* I = cast<Instruction>(V);
  auto operand = [&](unsigned n) {
    return emitAtWorkItem(I->getOperand(n), workItem, isSigned, uniformity, B, overflow);
  };
  const APInt* c = nullptr;
  if (match(V, m_Shl(m_Value(), m_APInt(c))))
    return withOverflow(Intrinsic::smul_with_overflow, Intrinsic::umul_with_overflow, operand(0),
                        ConstantInt::get(V->getType(), APInt::getOneBitSet(c->getBitWidth(), c->getZExtValue())));
  // Below an extension the narrower value must not wrap in the extension's sense.
  if (isa<ZExtInst>(V) || isa<SExtInst>(V)) {
    Value* narrow = emitAtWorkItem(I->getOperand(0), workItem, isa<SExtInst>(V), uniformity, B, overflow);
    return isa<SExtInst>(V) ? B.CreateSExt(narrow, V->getType()) : B.CreateZExt(narrow, V->getType());
  }
  const Intrinsic::ID id = I->getOpcode() == Instruction::Add ? Intrinsic::sadd_with_overflow : Intrinsic::smul_with_overflow;
  const Intrinsic::ID unsignedID =
      I->getOpcode() == Instruction::Add ? Intrinsic::uadd_with_overflow : Intrinsic::umul_with_overflow;
  return withOverflow(id, unsignedID, operand(0), operand(1));
}

/// The grid-stride shape: the header holds only `i < n` (i's start growing with
/// threadIdx.x), the latch adds a block-uniform stride.
bool recogniseGridStride(SplitLoop& gs, bool continuesOnTrue, const BarrierUniformity& uniformity) {
  auto* compare = dyn_cast<ICmpInst>(gs.exitCondition);
  if (!compare || !headerHoldsOnlyTheTest(*gs.loop->getHeader(), *compare)) return false;
  // Normalise to "continue while index <pred> bound".
  ICmpInst::Predicate predicate = compare->getPredicate();
  gs.index = dyn_cast<PHINode>(compare->getOperand(0));
  gs.bound = compare->getOperand(1);
  if (!gs.index || gs.index->getParent() != gs.loop->getHeader()) {
    gs.index = dyn_cast<PHINode>(compare->getOperand(1));
    gs.bound = compare->getOperand(0);
    predicate = ICmpInst::getSwappedPredicate(predicate);
  }
  if (!gs.index || gs.index->getParent() != gs.loop->getHeader() || gs.index->getNumIncomingValues() != 2 ||
      !gs.index->getType()->isIntegerTy())
    return false;
  if (!continuesOnTrue) predicate = ICmpInst::getInversePredicate(predicate);
  if (predicate != ICmpInst::ICMP_SLT && predicate != ICmpInst::ICMP_ULT) return false;
  gs.isSigned = predicate == ICmpInst::ICMP_SLT;

  // i.next = i + stride, start growing with threadIdx.x.
  Value* next = gs.index->getIncomingValueForBlock(gs.latch);
  if (!match(next, m_c_Add(m_Specific(gs.index), m_Value(gs.stride)))) return false;
  gs.start = gs.index->getIncomingValueForBlock(gs.predecessor);
  bool sawThreadIdx = false;
  SmallVector<Value*, 2> multipliers;
  if (!growsWithThreadIdxX(gs.start, uniformity, sawThreadIdx, multipliers) || !sawThreadIdx) return false;
  for (Value* m : multipliers) gs.multipliers.push_back({m, gs.isSigned});
  return !uniformity.isVarying(gs.bound) && !uniformity.isVarying(gs.stride);
}

/// The compares of `condition`, a logical and of compares (`a && b` is
/// `select a, b, false` after SimplifyCFG); false for anything else.
bool collectConjuncts(Value* condition, SmallVectorImpl<ICmpInst*>& compares, unsigned depth = 0) {
  Value *a = nullptr, *b = nullptr;
  if (depth < 4 && match(condition, m_LogicalAnd(m_Value(a), m_Value(b))))
    return collectConjuncts(a, compares, depth + 1) && collectConjuncts(b, compares, depth + 1);
  auto* compare = dyn_cast<ICmpInst>(condition);
  if (compare) compares.push_back(compare);
  return compare != nullptr;
}

/// Whether every memory access of the loop has a block-uniform address or one
/// in the work-item's private memory: splitting then moves no per-work-item
/// stream of addresses (`in[start + j]`, contiguous per work-item) across
/// work-items, where it would become strided.
bool accessesOnlyUniformOrPrivateMemory(const Loop& L, const BarrierUniformity& uniformity) {
  for (const BasicBlock* BB : L.blocks())
    for (const Instruction& I : *BB) {
      if (!I.mayReadOrWriteMemory() || isa<DbgInfoIntrinsic>(I) || I.isLifetimeStartOrEnd()) continue;
      const Value* pointer = getLoadStorePointerOperand(&I);
      if (!pointer || (uniformity.isVarying(pointer) && !isa<AllocaInst>(getUnderlyingObject(pointer))))
        return false;
    }
  return true;
}

/// The work-item range shape: `for (j = u; j < m && start + j < n; ++j)` with
/// u, m, n block-uniform and start growing with threadIdx.x (several items per
/// work-item, the last ones cut off at n), whose body touches no per-work-item
/// memory stream (accessesOnlyUniformOrPrivateMemory).
bool recogniseRange(SplitLoop& gs, const BarrierUniformity& uniformity) {
  SmallVector<ICmpInst*, 4> compares;
  if (!collectConjuncts(gs.exitCondition, compares)) return false;
  BasicBlock* header = gs.loop->getHeader();
  // The copy's header runs once more than its body, and the original header
  // then again: it may compute, but not touch memory or have other effects.
  if (gs.bodyEntry == header || any_of(*header, [](const Instruction& I) {
        return I.mayReadOrWriteMemory() || I.mayHaveSideEffects();
      }))
    return false;
  bool sawThreadIdx = false;
  for (ICmpInst* compare : compares) {
    // Normalise to "continue while left <pred> bound" with a block-uniform bound.
    Value* left = compare->getOperand(0);
    RangeTest test;
    test.bound = compare->getOperand(1);
    ICmpInst::Predicate predicate = compare->getPredicate();
    if (uniformity.isVarying(test.bound)) {
      std::swap(left, test.bound);
      predicate = ICmpInst::getSwappedPredicate(predicate);
    }
    if (uniformity.isVarying(test.bound) || (predicate != ICmpInst::ICMP_SLT && predicate != ICmpInst::ICMP_ULT))
      return false;
    test.isSigned = predicate == ICmpInst::ICMP_SLT;
    // left is j, or j + offset.
    auto* index = dyn_cast<PHINode>(left);
    Value *a = nullptr, *b = nullptr;
    if (!index && match(left, m_Add(m_Value(a), m_Value(b)))) {
      index = dyn_cast<PHINode>(a);
      test.offset = b;
      if (!index || index->getParent() != header) {
        index = dyn_cast<PHINode>(b);
        test.offset = a;
      }
    }
    if (!index || index->getParent() != header || (gs.index && index != gs.index)) return false;
    gs.index = index;
    SmallVector<Value*, 2> multipliers;
    if (test.offset && !growsWithThreadIdxX(test.offset, uniformity, sawThreadIdx, multipliers)) return false;
    for (Value* m : multipliers) gs.multipliers.push_back({m, test.isSigned});
    gs.tests.push_back(test);
  }
  // A range test that does not depend on threadIdx.x leaves a uniform loop,
  // which ImplicitLoopBarriers takes as it is.
  if (!sawThreadIdx || gs.index->getNumIncomingValues() != 2 || !gs.index->getType()->isIntegerTy()) return false;
  gs.start = gs.index->getIncomingValueForBlock(gs.predecessor);
  Value* next = gs.index->getIncomingValueForBlock(gs.latch);
  if (uniformity.isVarying(gs.start) || !match(next, m_c_Add(m_Specific(gs.index), m_One()))) return false;
  gs.stride = ConstantInt::get(gs.index->getType(), 1);
  return accessesOnlyUniformOrPrivateMemory(*gs.loop, uniformity);
}

/// `hoisted` is set when loop-invariant operands were moved out of the loop.
std::optional<SplitLoop> recognise(Loop& L, const BarrierUniformity& uniformity, bool& hoisted) {
  SplitLoop gs;
  gs.loop = &L;
  BasicBlock* header = L.getHeader();
  gs.predecessor = L.getLoopPredecessor();
  gs.latch = L.getLoopLatch();
  if (!gs.predecessor || !gs.latch || L.getExitingBlock() != header) return std::nullopt;
  auto* branch = dyn_cast<BranchInst>(header->getTerminator());
  if (!branch || !branch->isConditional()) return std::nullopt;
  const bool continuesOnTrue = L.contains(branch->getSuccessor(0));
  gs.exitCondition = dyn_cast<Instruction>(branch->getCondition());
  gs.bodyEntry = branch->getSuccessor(continuesOnTrue ? 0 : 1);
  if (!gs.exitCondition || gs.exitCondition->getParent() != header) return std::nullopt;
  SplitLoop shape = gs;  // the fields both shapes share
  if (!recogniseGridStride(gs, continuesOnTrue, uniformity)) {
    gs = shape;
    if (!continuesOnTrue || !recogniseRange(gs, uniformity)) return std::nullopt;
  }

  // Its own exit is per work-item by nature; the loops around it must be uniform.
  const Loop* parent = L.getParentLoop();
  if (holdsSynchronizationOrAllocas(L) || (parent && !hasUniformExits(*parent, uniformity)) ||
      !isReachedUniformly(L, uniformity, BarriersAfterEarlyReturns))
    return std::nullopt;
  // Clang computes `blockDim.x * gridDim.x` in the loop: hoist it.
  SmallVector<Value*, 8> invariants = {gs.stride};
  if (gs.bound) invariants.push_back(gs.bound);
  for (const RangeTest& test : gs.tests) {
    invariants.push_back(test.bound);
    if (test.offset) invariants.push_back(test.offset);  // its leaves are used before the loop
  }
  for (auto& [multiplier, isSigned] : gs.multipliers) invariants.push_back(multiplier);
  for (Value* V : invariants)
    if (!L.makeLoopInvariant(V, hoisted, gs.predecessor->getTerminator())) return std::nullopt;
  return gs;
}

/// Whether the block-uniform multipliers of threadIdx.x are non-negative (so
/// that the start and the offsets grow with threadIdx.x).
Value* emitMultipliersNonNegative(const SplitLoop& gs, IRBuilderBase& B) {
  Value* nonNegative = B.getTrue();
  for (auto [multiplier, isSigned] : gs.multipliers)
    if (isSigned)
      nonNegative = B.CreateAnd(nonNegative,
                                B.CreateICmpSGE(multiplier, ConstantInt::get(multiplier->getType(), 0)));
  return nonNegative;
}

/// K of a grid-stride loop: the last work-item's trip count. `oneLeft` gets
/// whether K is exact and every work-item then has at most one iteration
/// left: its start is less than one stride below the last work-item's.
/// `firstHasMore` gets whether the first work-item, which has the most
/// iterations, has one after K (then some work-item does).
Value* emitGridStrideTrips(const SplitLoop& gs, Value* blockDimX, Value* lastId,
                           const BarrierUniformity& uniformity, IRBuilderBase& B, Value*& oneLeft,
                           Value*& firstHasMore) {
  Type* type = gs.index->getType();
  Value* widthX = B.CreateZExtOrTrunc(blockDimX, type);
  Value* overflow = B.getFalse();
  Value* lastStart = emitAtWorkItem(gs.start, lastId, gs.isSigned, uniformity, B, overflow);
  lastStart->setName("gs.last.start");
  Value* firstStart = emitAtWorkItem(gs.start, ConstantInt::get(lastId->getType(), 0), gs.isSigned,
                                         uniformity, B, overflow);
  firstStart->setName("gs.first.start");

  Value* strideAtLeastBlock = B.CreateICmpUGE(gs.stride, widthX);
  Value* positive = gs.isSigned ? B.CreateICmpSGT(gs.stride, ConstantInt::get(type, 0))
                                : B.CreateICmpNE(gs.stride, ConstantInt::get(type, 0));
  Value* lastRuns = gs.isSigned ? B.CreateICmpSLT(lastStart, gs.bound) : B.CreateICmpULT(lastStart, gs.bound);
  Value* exact = B.CreateAnd(B.CreateAnd(B.CreateNot(overflow), positive),
                             B.CreateAnd(strideAtLeastBlock, emitMultipliersNonNegative(gs, B)));
  Value* valid = B.CreateAnd(exact, lastRuns, "gs.splits");
  // K is exact when the last work-item runs nothing (0) too.
  Value* distance = B.CreateSub(lastStart, firstStart);
  oneLeft = B.CreateAnd(exact, B.CreateICmpULT(distance, gs.stride), "gs.one.left");
  // lastStart < bound, so bound - lastStart - 1 is exact as an unsigned value.
  Value* span = B.CreateSub(B.CreateSub(gs.bound, lastStart), ConstantInt::get(type, 1));
  Value* divisor = B.CreateSelect(valid, gs.stride, ConstantInt::get(type, 1));
  Value* trips = B.CreateAdd(B.CreateUDiv(span, divisor), ConstantInt::get(type, 1));
  // With K > 0 the first work-item's index after K iterations is the last
  // one's final index plus (stride - distance), and that final index is
  // bound - 1 - span % stride; with K = 0 it is firstStart.
  Value* firstMoreAfterLast = B.CreateICmpULE(B.CreateSub(gs.stride, distance), B.CreateURem(span, divisor));
  Value* firstRuns = gs.isSigned ? B.CreateICmpSLT(firstStart, gs.bound) : B.CreateICmpULT(firstStart, gs.bound);
  firstHasMore = B.CreateSelect(lastRuns, firstMoreAfterLast, firstRuns, "gs.first.has.more");
  return B.CreateSelect(valid, trips, ConstantInt::get(type, 0), "gs.uniform.trips");
}

/// K of a work-item range loop: the fewest iterations any test allows the last
/// work-item, from j's start on.
Value* emitRangeTrips(const SplitLoop& gs, Value* lastId, const BarrierUniformity& uniformity,
                      IRBuilderBase& B) {
  Type* type = gs.index->getType();
  Value* zero = ConstantInt::get(type, 0);
  Value* overflow = B.getFalse();
  Value* trips = nullptr;
  for (const RangeTest& test : gs.tests) {
    Value* offset = test.offset ? emitAtWorkItem(test.offset, lastId, test.isSigned, uniformity, B, overflow) : zero;
    // The test's left side at j's start.
    Value* first = emitWithOverflow(B, Intrinsic::sadd_with_overflow, Intrinsic::uadd_with_overflow, test.isSigned,
                                    offset, gs.start, overflow);
    first->setName("gs.last.first");
    Value* runs = test.isSigned ? B.CreateICmpSLT(first, test.bound) : B.CreateICmpULT(first, test.bound);
    // first < bound, so bound - first is exact as an unsigned value.
    Value* remaining = B.CreateSelect(runs, B.CreateSub(test.bound, first), zero);
    trips = trips ? B.CreateBinaryIntrinsic(Intrinsic::umin, trips, remaining) : remaining;
  }
  Value* valid = B.CreateAnd(B.CreateNot(overflow), emitMultipliersNonNegative(gs, B), "gs.splits");
  return B.CreateSelect(valid, trips, zero, "gs.uniform.trips");
}

/// K = iterations that every work-item of the block runs (see the header).
Value* emitUniformTripCount(const SplitLoop& gs, Value* ctx, const BarrierUniformity& uniformity,
                            IRBuilderBase& B, Value*& oneLeft, Value*& firstHasMore) {
  Value* blockDimX = createCtxFieldLoad(B, ctx, OPENHIP_CTX_BLOCK_DIM, 0, "gs.block.dim.x");
  Value* lastId = B.CreateSub(blockDimX, ConstantInt::get(blockDimX->getType(), 1), "gs.last.id");
  return gs.tests.empty() ? emitGridStrideTrips(gs, blockDimX, lastId, uniformity, B, oneLeft, firstHasMore)
                          : emitRangeTrips(gs, lastId, uniformity, B);
}

/// The copy's last iteration, when every work-item has at most one
/// iteration left after K (`oneLeft`): it runs that iteration for the
/// work-items whose test holds (a guard in the copy), and the original loop
/// is skipped, so that what follows the copy holds no per-work-item loop
/// and its work-item loop can vectorize (a short row's strided loop, where
/// that loop ran each work-item on its own for a test that failed).
struct ExtraIteration {
  BasicBlock* latch = nullptr;  ///< the copy's only latch: the old one and the skip meet there
  BasicBlock* skip = nullptr;   ///< the work-items whose test fails
};

/// Makes `next` the copy's only latch, between the old latch and the header,
/// with a phi for each loop-carried value of the copy (the old latch's value,
/// or the header's own from `skip`).
ExtraIteration addExtraIteration(BasicBlock* copyHeader, BasicBlock* copyLatch, PHINode* copyIndex) {
  LLVMContext& context = copyHeader->getContext();
  Function& F = *copyHeader->getParent();
  ExtraIteration extra;
  extra.latch = BasicBlock::Create(context, "gs.next", &F, copyLatch->getNextNode());
  extra.skip = BasicBlock::Create(context, "gs.extra.skip", &F, extra.latch);
  copyLatch->getTerminator()->replaceSuccessorWith(copyHeader, extra.latch);
  BranchInst::Create(extra.latch, extra.skip);
  BranchInst::Create(copyHeader, extra.latch);
  for (PHINode& phi : copyHeader->phis()) {
    const int fromLatch = phi.getBasicBlockIndex(copyLatch);
    if (&phi == copyIndex) {  // replaced by start + k * stride
      phi.setIncomingBlock(fromLatch, extra.latch);
      continue;
    }
    PHINode* merged = PHINode::Create(phi.getType(), 2, phi.getName() + ".next", &extra.latch->front());
    merged->addIncoming(phi.getIncomingValue(fromLatch), copyLatch);
    merged->addIncoming(&phi, extra.skip);
    phi.setIncomingBlock(fromLatch, extra.latch);
    phi.setIncomingValue(fromLatch, merged);
  }
  return extra;
}

/// Skips the original loop when `oneLeft`: the header's values go straight
/// to the loop's exit, through `done` (returned), from `rest` (where the copy ends).
BasicBlock* skipOriginalLoop(const SplitLoop& gs, Value* oneLeft, BasicBlock* rest, ValueToValueMapTy& vmap) {
  Loop& L = *gs.loop;
  BasicBlock* header = L.getHeader();
  auto* branch = cast<BranchInst>(header->getTerminator());
  BasicBlock* exit = branch->getSuccessor(L.contains(branch->getSuccessor(0)) ? 1 : 0);
  BasicBlock* done = BasicBlock::Create(header->getContext(), "gs.done", header->getParent(), exit);
  branch->replaceSuccessorWith(exit, done);
  exit->replacePhiUsesWith(header, done);
  BranchInst::Create(exit, done);
  BranchInst::Create(done, header, oneLeft, rest);
  for (PHINode& phi : header->phis()) {
    SmallVector<Use*, 4> outside;
    for (Use& use : phi.uses())
      if (!L.contains(cast<Instruction>(use.getUser())->getParent())) outside.push_back(&use);
    if (outside.empty()) continue;
    PHINode* merged = PHINode::Create(phi.getType(), 2, phi.getName() + ".done", &done->front());
    merged->addIncoming(&phi, header);
    merged->addIncoming(vmap[&phi], rest);
    for (Use* use : outside) use->set(merged);
  }
  return done;
}

/// Splits `gs`; returns the block that now leads from its header to its exit
/// (null when that edge is unchanged).
BasicBlock* split(const SplitLoop& gs, Value* ctx, const BarrierUniformity& uniformity) {
  Loop& L = *gs.loop;
  BasicBlock* header = L.getHeader();
  Function& F = *header->getParent();
  const bool continuesOnTrue = cast<BranchInst>(header->getTerminator())->getSuccessor(0) == gs.bodyEntry;
  IRBuilder<> B(gs.predecessor->getTerminator());
  Value* oneLeft = nullptr;
  Value* firstHasMore = nullptr;
  Value* uniformTrips = emitUniformTripCount(gs, ctx, uniformity, B, oneLeft, firstHasMore);
  Type* type = gs.index->getType();
  auto* latchBranch = dyn_cast<BranchInst>(gs.latch->getTerminator());
  if (!latchBranch || latchBranch->isConditional()) oneLeft = nullptr;
  // The extra iteration only where some work-item has it: where none has,
  // its masked loads would point past the data (one stride past the end).
  Value* copyTrips =
      oneLeft ? B.CreateAdd(uniformTrips, B.CreateZExt(B.CreateAnd(oneLeft, firstHasMore), type), "gs.copy.trips")
              : uniformTrips;

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
  auto* copyIndex = cast<PHINode>(vmap[gs.index]);
  ExtraIteration extra;
  if (oneLeft) extra = addExtraIteration(copyHeader, copyLatch, copyIndex);
  BasicBlock* nextBlock = oneLeft ? extra.latch : copyLatch;

  // The copy counts k from 0 to K (K + 1 with the extra iteration) and computes i = start + k * stride.
  PHINode* k = PHINode::Create(type, 2, "gs.k", copyHeader->getFirstNonPHI());
  IRBuilder<> latchB(nextBlock->getTerminator());
  Value* kNext = latchB.CreateAdd(k, ConstantInt::get(type, 1), "gs.k.next", /*HasNUW=*/true);
  k->addIncoming(ConstantInt::get(type, 0), gs.predecessor);
  k->addIncoming(kNext, nextBlock);
  IRBuilder<> headerB(&*copyHeader->getFirstInsertionPt());
  Value* index = headerB.CreateAdd(gs.start, headerB.CreateMul(k, gs.stride), "gs.index");
  copyIndex->replaceAllUsesWith(index);
  copyIndex->eraseFromParent();
  Instruction* copyBranch = copyHeader->getTerminator();
  Value* copyCondition = vmap[gs.exitCondition];
  headerB.SetInsertPoint(copyBranch);
  Value* more = headerB.CreateICmpULT(k, copyTrips, "gs.more");
  auto* copyBody = cast<BasicBlock>(vmap[gs.bodyEntry]);
  BasicBlock* rest = header;
  if (oneLeft) {
    // The extra iteration runs the body for the work-items whose own test
    // holds. The block-uniform test comes first, on its own: the work-item
    // loops of the other iterations then have no per-work-item branch.
    BasicBlock* guard = BasicBlock::Create(F.getContext(), "gs.extra.guard", &F, copyBody);
    BasicBlock* test = BasicBlock::Create(F.getContext(), "gs.extra.test", &F, copyBody);
    IRBuilder<> guardB(guard);
    guardB.CreateCondBr(guardB.CreateICmpULT(k, uniformTrips, "gs.uniform"), copyBody, test);
    IRBuilder<> testB(test);
    testB.CreateCondBr(continuesOnTrue ? copyCondition : testB.CreateNot(copyCondition), copyBody, extra.skip);
    copyBody->replacePhiUsesWith(copyHeader, guard);
    for (PHINode& phi : copyBody->phis()) phi.addIncoming(phi.getIncomingValueForBlock(guard), test);
    copyBody = guard;
    rest = BasicBlock::Create(F.getContext(), "gs.rest", &F, header);
  }
  headerB.CreateCondBr(more, copyBody, rest);
  copyBranch->eraseFromParent();

  // The original loop now starts where the copy stopped.
  for (PHINode& phi : header->phis()) {
    const int from = phi.getBasicBlockIndex(gs.predecessor);
    phi.setIncomingBlock(from, rest == header ? copyHeader : rest);
    phi.setIncomingValue(from, vmap[&phi]);
  }
  gs.predecessor->getTerminator()->replaceSuccessorWith(header, copyHeader);
  BasicBlock* done = oneLeft ? skipOriginalLoop(gs, oneLeft, rest, vmap) : nullptr;
  // Now that the original loop's phis use the copy's values, what only
  // computed the copy's old exit test is dead.
  RecursivelyDeleteTriviallyDeadInstructions(copyCondition);
  return done;
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
  SmallVector<SplitLoop, 4> found;
  bool hoisted = false;
  for (Loop* L : LI.getLoopsInPreorder()) {
    if (any_of(found, [&](const SplitLoop& outer) { return outer.loop->contains(L); })) continue;
    if (std::optional<SplitLoop> gs = recognise(*L, uniformity, hoisted)) found.push_back(*gs);
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
  for (const SplitLoop& gs : found) {
    BasicBlock* header = gs.loop->getHeader();
    // A loop that follows right after this one is entered from `done` now.
    if (BasicBlock* done = split(gs, ctx, uniformity))
      for (SplitLoop& later : found)
        if (later.predecessor == header) later.predecessor = done;
  }
  return PreservedAnalyses::none();
}

}  // namespace openhip
