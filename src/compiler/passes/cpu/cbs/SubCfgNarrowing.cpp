#include "cpu/cbs/SubCfgNarrowing.h"

#include "analysis/BarrierUniformity.h"
#include "common/LoweringNames.h"
#include "cpu/cbs/WorkItemLoopNest.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/PatternMatch.h"

#include <optional>

using namespace llvm;

namespace openhip {
namespace {

using BlockSet = SmallPtrSet<const BasicBlock*, 32>;
using UniformFn = function_ref<bool(const Value*)>;

/// HIP's limit on blockDim.x: x + C cannot wrap if C + MaxX fits.
constexpr uint64_t MaxX = 1023;

bool isXId(const Value* V) {
  const auto* call = dyn_cast<CallInst>(V);
  if (!call || !isLocalIdCall(call)) return false;
  const auto* dim = dyn_cast<ConstantInt>(call->getArgOperand(0));
  return dim && dim->isZero();
}

/// x itself or x extended (x < 1024, so zext and sext agree).
bool isXIdOrExtended(const Value* V) {
  if (isa<ZExtInst>(V) || isa<SExtInst>(V)) V = cast<Instruction>(V)->getOperand(0);
  return isXId(V);
}

/// Largest scale a of `a * x` matched: a * 1023 stays far from any sign bit.
constexpr uint64_t MaxScale = uint64_t(1) << 20;

/// The x side of a comparison: E = ext(S) (ext optional), S = a * x plus
/// offsets C1, C2, ... (nested adds in any order; x possibly extended; a a
/// constant from `mul` or `shl`, 1 without). An `or` of operands without
/// common set bits is such an add: InstCombine writes `base + 4 * x + k` as
/// `(base + 4 * x) | k` (HeCBench-style 4 items per work-item, `t * 4 + k`).
struct XSum {
  SmallVector<Value*, 2> offsets;
  uint64_t scale = 1;
  Instruction::CastOps ext = Instruction::CastOpsEnd;
  Type* sumType = nullptr;  ///< S's type: the sum wraps in this width
  bool nsw = true, nuw = true;  ///< every add of the chain has the flag
};

/// x, or x times a constant in [1, MaxScale] (exact: x < 1024).
bool matchScaledX(Value* V, uint64_t& scale) {
  scale = 1;
  if (isXIdOrExtended(V)) return true;
  auto* op = dyn_cast<BinaryOperator>(V);
  if (!op) return false;
  const auto* factor = dyn_cast<ConstantInt>(op->getOperand(1));
  Value* other = op->getOperand(0);
  if (op->getOpcode() == Instruction::Mul && !factor) {
    factor = dyn_cast<ConstantInt>(op->getOperand(0));
    other = op->getOperand(1);
  }
  if (!factor || !isXIdOrExtended(other) || factor->getValue().getActiveBits() > 32) return false;
  const uint64_t value = factor->getZExtValue();
  if (op->getOpcode() == Instruction::Mul) scale = value;
  else if (op->getOpcode() == Instruction::Shl && value < 64) scale = uint64_t(1) << value;
  else return false;
  return scale >= 1 && scale <= MaxScale;
}

bool matchSum(Value* V, XSum& sum, unsigned depth) {
  if (matchScaledX(V, sum.scale)) return true;
  auto* add = dyn_cast<BinaryOperator>(V);
  if (!add || depth > 4) return false;
  // Disjoint bits: the or is an add that never carries, so wraps in neither order.
  const bool disjointOr =
      add->getOpcode() == Instruction::Or &&
      haveNoCommonBitsSet(add->getOperand(0), add->getOperand(1), add->getModule()->getDataLayout());
  if (add->getOpcode() != Instruction::Add && !disjointOr) return false;
  for (unsigned side = 0; side < 2; ++side) {
    XSum inner = sum;
    if (!matchSum(add->getOperand(side), inner, depth + 1)) continue;
    XSum other;
    if (matchSum(add->getOperand(1 - side), other, depth + 1)) return false;  // x on both sides
    inner.offsets.push_back(add->getOperand(1 - side));
    inner.nsw &= disjointOr || add->hasNoSignedWrap();
    inner.nuw &= disjointOr || add->hasNoUnsignedWrap();
    sum = inner;
    return true;
  }
  return false;
}

bool matchAffineX(Value* V, XSum& sum) {
  sum = XSum();
  if (isa<ZExtInst>(V) || isa<SExtInst>(V)) {
    sum.ext = cast<CastInst>(V)->getOpcode();
    V = cast<CastInst>(V)->getOperand(0);
  }
  sum.sumType = V->getType();
  return matchSum(V, sum, 0);
}

/// The offsets' sum modulo 2^width (S = that + x, exactly), or null for none.
Value* emitWrappedOffset(IRBuilderBase& B, const XSum& sum) {
  Value* total = nullptr;
  for (Value* offset : sum.offsets) total = total ? B.CreateAdd(total, offset) : offset;
  return total;
}

/// `E pred U`: pred holds for the work-items inside.
struct AffineCompare {
  ICmpInst::Predicate predicate;
  XSum sum;
  Value* bound = nullptr;      ///< U
  bool unsignedOrder = false;  ///< E's compared value is S as unsigned (else signed)
  /// Every add carries the no-wrap flag of that order: for each work-item
  /// that evaluates the comparison, S is the exact sum of x and the offsets.
  bool flagged = false;
  bool noWrap = false;  ///< S cannot wrap in that order for any x, for every launch
};

enum class TermKind { NotX, Ignored, Term, Varying };

/// Classifies one comparison: a usable x term (filling `out`), a comparison
/// of x the narrowing cannot use (equality, unusual extensions), one whose
/// offsets or U are not uniform, or no comparison of x at all.
TermKind classify(ICmpInst* compare, bool valueInside, UniformFn isUniform, AffineCompare& out) {
  XSum sums[2];
  bool isX[2];
  for (unsigned side = 0; side < 2; ++side) isX[side] = matchAffineX(compare->getOperand(side), sums[side]);
  if (!isX[0] && !isX[1]) return TermKind::NotX;
  if (isX[0] && isX[1]) return TermKind::Varying;
  const unsigned side = isX[0] ? 0 : 1;
  Value* bound = compare->getOperand(1 - side);
  if (!all_of(sums[side].offsets, isUniform) || !isUniform(bound)) return TermKind::Varying;

  ICmpInst::Predicate predicate = side == 0 ? compare->getPredicate() : compare->getSwappedPredicate();
  if (!valueInside) predicate = ICmpInst::getInversePredicate(predicate);
  if (bound->getType()->getIntegerBitWidth() > 64) return TermKind::Ignored;
  out.predicate = predicate;
  out.sum = sums[side];
  out.bound = bound;
  if (ICmpInst::isEquality(predicate)) {
    // `E == U` inside holds for one x at most, found modulo 2^width (wrap
    // or not); `E != U` inside is no interval.
    if (predicate != ICmpInst::ICMP_EQ || out.sum.scale != 1) return TermKind::Ignored;
    out.noWrap = true;
    return TermKind::Term;
  }
  const Instruction::CastOps ext = out.sum.ext;
  if (ICmpInst::isSigned(predicate)) {
    // A zero-extended sum compares as its unsigned value.
    out.unsignedOrder = ext == Instruction::ZExt;
  } else {
    // Unsigned order of a sign-extended sum jumps at the sign boundary.
    if (ext == Instruction::SExt) return TermKind::Ignored;
    out.unsignedOrder = true;
  }
  const unsigned bits = out.sum.sumType->getIntegerBitWidth();
  out.flagged = out.unsignedOrder ? out.sum.nuw : out.sum.nsw;
  if (out.sum.offsets.empty()) {
    out.noWrap = true;
  } else if (all_of(out.sum.offsets, [](const Value* V) { return isa<ConstantInt>(V); })) {
    APInt total(bits, 0);
    for (const Value* offset : out.sum.offsets) total += cast<ConstantInt>(offset)->getValue();
    APInt first = out.unsignedOrder ? total.zext(128) : total.sext(128);
    APInt maxValue = out.unsignedOrder ? APInt::getMaxValue(bits).zext(128) : APInt::getSignedMaxValue(bits).sext(128);
    out.noWrap = (first + MaxX * out.sum.scale).sle(maxValue);
    out.flagged = false;  // the wrapped total is exact here
  } else {
    // With the flags, a wrapping sum is poison and the branch on it undefined.
    out.noWrap = out.flagged;
  }
  return TermKind::Term;
}

/// Collects the x terms of `condition`, which is `valueInside` for the
/// work-items inside; false if a term is not uniform.
bool collectTerms(Value* condition, bool valueInside, UniformFn isUniform, SmallVectorImpl<XGuardTerm>& terms,
                  unsigned depth = 0) {
  using namespace PatternMatch;
  if (depth > 8) return true;
  Value *lhs, *rhs;
  if ((valueInside && match(condition, m_LogicalAnd(m_Value(lhs), m_Value(rhs)))) ||
      (!valueInside && match(condition, m_LogicalOr(m_Value(lhs), m_Value(rhs)))))
    return collectTerms(lhs, valueInside, isUniform, terms, depth + 1) &&
           collectTerms(rhs, valueInside, isUniform, terms, depth + 1);
  if (match(condition, m_Not(m_Value(lhs)))) return collectTerms(lhs, !valueInside, isUniform, terms, depth + 1);
  auto* compare = dyn_cast<ICmpInst>(condition);
  if (!compare) return true;
  AffineCompare affine;
  switch (classify(compare, valueInside, isUniform, affine)) {
    case TermKind::Varying:
      return false;
    case TermKind::Term:
      for (const XGuardTerm& term : terms)
        if (term.compare == compare) return term.valueInside == valueInside;
      terms.push_back({compare, valueInside});
      return true;
    default:
      return true;
  }
}

/// Blocks of `region` reachable from `from` (included) without going through `stop`.
BlockSet reachable(const BasicBlock* from, const BasicBlock* stop, const BlockSet& region) {
  BlockSet seen;
  SmallVector<const BasicBlock*, 32> worklist{from};
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (BB == stop || !region.contains(BB) || !seen.insert(BB).second) continue;
    for (const BasicBlock* succ : successors(BB)) worklist.push_back(succ);
  }
  return seen;
}

/// Blocks a work-item may run between `entry` and `guard` (excluded).
BlockSet blocksBefore(const BasicBlock* entry, const BasicBlock* guard, const BlockSet& region) {
  BlockSet forward = reachable(entry, guard, region);
  BlockSet before;
  SmallVector<const BasicBlock*, 32> worklist(pred_begin(guard), pred_end(guard));
  while (!worklist.empty()) {
    const BasicBlock* BB = worklist.pop_back_val();
    if (!forward.contains(BB) || !before.insert(BB).second) continue;
    for (const BasicBlock* pred : predecessors(BB)) worklist.push_back(pred);
  }
  return before;
}

/// The blocks a work-item failing `guard` passes through: from the entry to
/// the guard, the guard, then what it reaches along the `leaving` edge.
BlockSet failingPath(const BasicBlock* entry, const BasicBlock* guard, const BasicBlock* leaving,
                     const BlockSet& region) {
  BlockSet path = blocksBefore(entry, guard, region);
  path.insert(guard);
  const BlockSet afterFailing = reachable(leaving, guard, region);
  path.insert(afterFailing.begin(), afterFailing.end());
  return path;
}

bool inCycle(const BasicBlock* BB, const BlockSet& region) {
  for (const BasicBlock* succ : successors(BB))
    if (succ == BB || reachable(succ, nullptr, region).contains(BB)) return true;
  return false;
}

bool hasSideEffects(const BasicBlock& BB) {
  return any_of(BB, [](const Instruction& I) {
    if (isa<DbgInfoIntrinsic>(I) || isLocalIdCall(&I) || isPrivateSlotAddress(&I)) return false;
    return I.mayWriteToMemory() || I.mayHaveSideEffects();
  });
}

/// True if none of `blocks` has a side effect and each leaves `region` only
/// through `exit` (or, with a null `exit`, only by returning).
bool onlyLeave(const BlockSet& blocks, const BlockSet& region, const BasicBlock* exit) {
  for (const BasicBlock* BB : blocks) {
    if (hasSideEffects(*BB)) return false;
    if (!exit && succ_empty(BB) && !isa<ReturnInst>(BB->getTerminator())) return false;
    for (const BasicBlock* succ : successors(BB))
      if (!region.contains(succ) && succ != exit) return false;
  }
  return true;
}

/// The x (in S's width) with ext(S) == `bound` for a sum of scale 1: ext(S)
/// == U iff U is ext(trunc U) (`representable`, left null when there is no
/// ext) and x == trunc(U) - offsets modulo 2^width, exact for x < 2^width.
Value* emitXPoint(IRBuilderBase& B, const XSum& sum, Value* bound, Value*& representable) {
  Value* point = bound;
  representable = nullptr;
  if (sum.ext != Instruction::CastOpsEnd) {
    point = B.CreateTrunc(bound, sum.sumType);
    Value* back = sum.ext == Instruction::ZExt ? B.CreateZExt(point, bound->getType())
                                                : B.CreateSExt(point, bound->getType());
    representable = B.CreateICmpEQ(back, bound);
  }
  if (Value* offset = emitWrappedOffset(B, sum)) point = B.CreateSub(point, offset, "x.point");
  return point;
}

Value* clampToBlock(IRBuilderBase& B, Value* value, Value* dim, const Twine& name) {
  Value* atLeastZero = B.CreateBinaryIntrinsic(Intrinsic::smax, value, ConstantInt::get(value->getType(), 0));
  return B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::smin, atLeastZero, dim), B.getInt32Ty(), name);
}

}  // namespace

SmallVector<XGuardTerm, 2> findXGuardTerms(BranchInst* branch, BasicBlock* leaving, UniformFn isUniform) {
  SmallVector<XGuardTerm, 2> terms;
  if (!branch->isConditional() || branch->getSuccessor(0) == branch->getSuccessor(1)) return terms;
  const bool insideOnTrue = branch->getSuccessor(0) != leaving;
  if (!collectTerms(branch->getCondition(), insideOnTrue, isUniform, terms)) terms.clear();
  return terms;
}

XRange computeXRange(IRBuilderBase& B, Value* blockDimX, ArrayRef<XGuardTerm> terms,
                     function_ref<Value*(Value*)> remap) {
  Type* wide = B.getIntNTy(128);  // holds every i64 value, signed or not, and their differences
  Value* dim = B.CreateZExt(blockDimX, wide);
  XRange range;
  auto intersect = [&](Value* begin, Value* end) {
    if (begin) {
      begin = clampToBlock(B, begin, dim, "x.guard.begin");
      range.begin = range.begin ? B.CreateBinaryIntrinsic(Intrinsic::umax, range.begin, begin) : begin;
    }
    if (end) {
      end = clampToBlock(B, end, dim, "x.guard.end");
      range.end = range.end ? B.CreateBinaryIntrinsic(Intrinsic::umin, range.end, end) : end;
    }
  };
  for (const XGuardTerm& term : terms) {
    AffineCompare affine;
    if (classify(term.compare, term.valueInside, [](const Value*) { return true; }, affine) != TermKind::Term)
      continue;
    if (remap) {
      for (Value*& offset : affine.sum.offsets) offset = remap(offset);
      affine.bound = remap(affine.bound);
    }
    Value* one = ConstantInt::get(wide, 1);
    if (affine.predicate == ICmpInst::ICMP_EQ) {
      // The one x with E == U (none where U is out of E's reach).
      Value* representable = nullptr;
      Value* point = B.CreateZExt(emitXPoint(B, affine.sum, affine.bound, representable), wide);
      if (representable) point = B.CreateSelect(representable, point, dim);
      intersect(point, B.CreateAdd(point, one));
      continue;
    }
    auto widen = [&](Value* V, bool isSigned) { return isSigned ? B.CreateSExt(V, wide) : B.CreateZExt(V, wide); };
    // The value of S at x = 0: the exact sum where the flags promise no
    // wrap, else the wrapped one (then exact only if S + x does not wrap).
    Value* first = nullptr;
    if (affine.flagged) {
      for (Value* offset : affine.sum.offsets) {
        Value* term = widen(offset, !affine.unsignedOrder);
        first = first ? B.CreateAdd(first, term) : term;
      }
    } else if (Value* wrapped = emitWrappedOffset(B, affine.sum)) {
      first = widen(wrapped, !affine.unsignedOrder);
    }
    Value* bound = widen(affine.bound, ICmpInst::isSigned(affine.predicate));
    const uint64_t scale = affine.sum.scale;
    // Inside: first + a * x pred bound, i.e. a * x pred bound - first (while no wrap).
    Value* distance = first ? B.CreateSub(bound, first, "x.guard.distance") : bound;
    if (!affine.noWrap) {
      const unsigned bits = affine.sum.sumType->getIntegerBitWidth();
      APInt maxValue = affine.unsignedOrder ? APInt::getMaxValue(bits).zext(128)
                                            : APInt::getSignedMaxValue(bits).sext(128);
      Value* lastX = B.CreateSub(dim, one);
      if (scale != 1) lastX = B.CreateMul(lastX, ConstantInt::get(wide, scale));
      Value* last = B.CreateAdd(first, lastX);
      Value* fits = B.CreateICmpSLE(last, ConstantInt::get(wide, maxValue), "x.guard.fits");
      range.exact = range.exact ? B.CreateAnd(range.exact, fits) : fits;
    }
    // a * x < v  <=>  x < ceil(v / a), and a * x >= v  <=>  x >= ceil(v / a)
    // (x >= 0; v <= 0 gives 0 either way). <= and > compare with v = d + 1.
    const ICmpInst::Predicate strict = ICmpInst::isSigned(affine.predicate)
                                           ? ICmpInst::getUnsignedPredicate(affine.predicate)
                                           : affine.predicate;
    Value* limit = strict == ICmpInst::ICMP_ULE || strict == ICmpInst::ICMP_UGT ? B.CreateAdd(distance, one) : distance;
    if (scale != 1) {
      Value* positive = B.CreateBinaryIntrinsic(Intrinsic::smax, limit, ConstantInt::get(wide, 0));
      limit = B.CreateUDiv(B.CreateAdd(positive, ConstantInt::get(wide, scale - 1)), ConstantInt::get(wide, scale),
                           "x.guard.scaled");
    }
    if (strict == ICmpInst::ICMP_ULT || strict == ICmpInst::ICMP_ULE)
      intersect(nullptr, limit);
    else
      intersect(limit, nullptr);
  }
  return range;
}

void foldXGuardTerms(ArrayRef<XGuardTerm> terms) {
  for (const XGuardTerm& term : terms) {
    term.compare->replaceAllUsesWith(ConstantInt::getBool(term.compare->getContext(), term.valueInside));
    term.compare->eraseFromParent();
  }
}

bool isXOrderCompare(ICmpInst* compare, UniformFn isUniform) {
  AffineCompare affine;
  return classify(compare, true, isUniform, affine) == TermKind::Term && affine.predicate != ICmpInst::ICMP_EQ;
}

bool flipsBeforeX(ICmpInst* compare, unsigned limit) {
  AffineCompare affine;
  auto isConstant = [](const Value* V) { return isa<ConstantInt>(V); };
  if (classify(compare, true, isConstant, affine) != TermKind::Term || affine.predicate == ICmpInst::ICMP_EQ)
    return false;
  const unsigned bits = affine.sum.sumType->getIntegerBitWidth();
  APInt offset(bits, 0);
  for (const Value* V : affine.sum.offsets) offset += cast<ConstantInt>(V)->getValue();
  const APInt& bound = cast<ConstantInt>(affine.bound)->getValue();
  auto holdsAt = [&](uint64_t x) {
    APInt sum = offset + APInt(bits, affine.sum.scale * x);
    if (affine.sum.ext == Instruction::ZExt) sum = sum.zext(bound.getBitWidth());
    if (affine.sum.ext == Instruction::SExt) sum = sum.sext(bound.getBitWidth());
    return ICmpInst::compare(sum, bound, affine.predicate);
  };
  for (unsigned x = 1; x < limit; ++x)
    if (holdsAt(x) != holdsAt(0)) return true;
  return false;
}

SmallVector<ICmpInst*, 4> findXPointCompares(ArrayRef<BasicBlock*> blocks, UniformFn isUniform) {
  SmallVector<ICmpInst*, 4> compares;
  for (BasicBlock* BB : blocks)
    for (Instruction& I : *BB) {
      auto* compare = dyn_cast<ICmpInst>(&I);
      if (!compare || !compare->isEquality()) continue;
      XSum sums[2];
      bool isX[2];
      for (unsigned side = 0; side < 2; ++side) isX[side] = matchAffineX(compare->getOperand(side), sums[side]);
      if (isX[0] == isX[1]) continue;
      const XSum& sum = sums[isX[0] ? 0 : 1];
      if (sum.scale != 1) continue;
      // Only global indices: `tid == 0` picks a work-item of every block.
      if (all_of(sum.offsets, [](const Value* V) { return isa<Constant>(V); })) continue;
      if (!all_of(sum.offsets, isUniform) || !isUniform(compare->getOperand(isX[0] ? 1 : 0))) continue;
      compares.push_back(compare);
    }
  return compares;
}

Value* computeNoXPointIn(IRBuilderBase& B, ArrayRef<ICmpInst*> compares, Value* begin, Value* end) {
  Value* none = B.getTrue();
  for (ICmpInst* compare : compares) {
    XSum sum;
    const unsigned side = matchAffineX(compare->getOperand(0), sum) ? 0 : 1;
    matchAffineX(compare->getOperand(side), sum);
    Value* representable = nullptr;
    Value* point = emitXPoint(B, sum, compare->getOperand(1 - side), representable);
    if (!representable) representable = B.getTrue();
    Value* fromBegin = B.CreateICmpUGE(point, B.CreateZExt(begin, sum.sumType));
    Value* beforeEnd = B.CreateICmpULT(point, B.CreateZExt(end, sum.sumType));
    Value* inRange = B.CreateAnd(fromBegin, beforeEnd);
    none = B.CreateAnd(none, B.CreateNot(B.CreateAnd(representable, inRange)), "x.no.point");
  }
  return none;
}

void foldXPointCompares(ArrayRef<ICmpInst*> compares) {
  for (ICmpInst* compare : compares) {
    const bool awayFromPoint = compare->getPredicate() == ICmpInst::ICMP_NE;
    compare->replaceAllUsesWith(ConstantInt::getBool(compare->getContext(), awayFromPoint));
    compare->eraseFromParent();
  }
}

BranchInst* findKernelGuard(const WorkItemFrame& frame, ArrayRef<BasicBlock*> body, BasicBlock* bodyEntry,
                            SmallVectorImpl<XGuardTerm>& terms) {
  auto isUniform = [&](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return I ? I->getParent() == frame.entry : isa<Constant>(V) || isa<Argument>(V);
  };
  BlockSet region(body.begin(), body.end());
  for (BasicBlock* BB : body) {
    auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
    if (!branch || !branch->isConditional() || inCycle(BB, region)) continue;
    // Whatever a work-item runs before it reaches the guard (or instead).
    BlockSet before = reachable(bodyEntry, BB, region);
    before.insert(BB);
    if (!onlyLeave(before, region, nullptr)) continue;
    for (unsigned leavingIndex : {1u, 0u}) {
      BasicBlock* leaving = branch->getSuccessor(leavingIndex);
      SmallVector<XGuardTerm, 2> found = findXGuardTerms(branch, leaving, isUniform);
      if (found.empty() || !onlyLeave(reachable(leaving, BB, region), region, nullptr)) continue;
      terms.assign(found.begin(), found.end());
      return branch;
    }
  }
  return nullptr;
}

SmallVector<BasicBlock*, 8> findNarrowingGuards(ArrayRef<SubCfg> subCfgs, const BarrierUniformity& uniformity) {
  auto isUniformTerminator = [&](const BasicBlock* BB) {
    const Instruction* terminator = BB->getTerminator();
    if (const auto* branch = dyn_cast<BranchInst>(terminator))
      return branch->isUnconditional() || !uniformity.isVarying(branch->getCondition());
    if (const auto* switchInst = dyn_cast<SwitchInst>(terminator))
      return !uniformity.isVarying(switchInst->getCondition());
    return false;
  };
  auto isUniform = [&](const Value* V) { return !uniformity.isVarying(V); };
  SmallVector<BasicBlock*, 8> guards;
  for (const SubCfg& subCfg : subCfgs) {
    BlockSet region(subCfg.blocks.begin(), subCfg.blocks.end());
    BasicBlock* found = nullptr;
    for (BasicBlock* BB : subCfg.blocks) {
      if (!inCycle(BB, region))
        for (Instruction& I : *BB)
          if (auto* compare = dyn_cast<ICmpInst>(&I); compare && isXOrderCompare(compare, isUniform))
            compare->setMetadata(cpu::XSplitMD, MDNode::get(BB->getContext(), {}));
      auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
      if (!branch || !branch->isConditional() || inCycle(BB, region)) continue;
      if (findXGuardTerms(branch, branch->getSuccessor(1), isUniform).empty() &&
          findXGuardTerms(branch, branch->getSuccessor(0), isUniform).empty())
        continue;
      BlockSet before = blocksBefore(subCfg.entry, BB, region);
      if (BB != subCfg.entry && before.empty()) continue;  // not reachable
      if (all_of(before, isUniformTerminator)) {
        // Each guard reached this way is on its own path of uniform
        // branches: another guard before it would make the path varying.
        branch->setMetadata(cpu::XGuardMD, MDNode::get(BB->getContext(), {}));
        if (!found) found = BB;
      }
    }
    guards.push_back(found);
  }
  return guards;
}

bool narrowingGuardsLeaveIdle(const SubCfg& subCfg) {
  BlockSet region(subCfg.blocks.begin(), subCfg.blocks.end());
  auto checked = [](const Value*) { return true; };  // findNarrowingGuards judged uniformity
  for (BasicBlock* BB : subCfg.blocks) {
    auto* branch = dyn_cast<BranchInst>(BB->getTerminator());
    if (!branch || !branch->isConditional() || !branch->getMetadata(cpu::XGuardMD)) continue;
    bool idle = false;
    for (unsigned leavingIndex : {1u, 0u}) {
      BasicBlock* leaving = branch->getSuccessor(leavingIndex);
      if (findXGuardTerms(branch, leaving, checked).empty()) continue;
      const BlockSet failing = reachable(leaving, BB, region);
      idle |= none_of(failing, [](const BasicBlock* B) { return hasSideEffects(*B); });
    }
    if (!idle) return false;
  }
  return true;
}

bool guardSkipsIdleWorkItems(const SubCfg& subCfg, BasicBlock* guard) {
  auto* branch = dyn_cast<BranchInst>(guard->getTerminator());
  if (!branch || !branch->isConditional()) return false;
  BlockSet region(subCfg.blocks.begin(), subCfg.blocks.end());
  auto checked = [](const Value*) { return true; };  // findNarrowingGuards judged uniformity
  for (unsigned leavingIndex : {1u, 0u}) {
    BasicBlock* leaving = branch->getSuccessor(leavingIndex);
    if (findXGuardTerms(branch, leaving, checked).empty()) continue;
    const BlockSet skipped = failingPath(subCfg.entry, guard, leaving, region);
    if (none_of(skipped, [](const BasicBlock* BB) { return hasSideEffects(*BB); })) return true;
  }
  return false;
}

namespace {

/// Pairs the blocks of `body` with their copies in work-item 0's copy,
/// walking both from a known pair along successors (same index) and single
/// predecessors: the copies are clones, so their CFGs have one shape.
DenseMap<BasicBlock*, BasicBlock*> matchPeeledBlocks(BasicBlock* guard, BasicBlock* peeledGuard,
                                                     const BlockSet& region) {
  DenseMap<BasicBlock*, BasicBlock*> peeledOf;
  SmallVector<std::pair<BasicBlock*, BasicBlock*>, 16> worklist;
  auto pair = [&](BasicBlock* BB, BasicBlock* peeled) {
    if (!BB || !peeled || !region.contains(BB) || region.contains(peeled) || peeledOf.count(BB)) return;
    const Instruction* a = BB->getTerminator();
    const Instruction* b = peeled->getTerminator();
    if (a->getOpcode() != b->getOpcode() || a->getNumSuccessors() != b->getNumSuccessors()) return;
    peeledOf[BB] = peeled;
    worklist.push_back({BB, peeled});
  };
  pair(guard, peeledGuard);
  while (!worklist.empty()) {
    auto [BB, peeled] = worklist.pop_back_val();
    for (unsigned k = 0; k < BB->getTerminator()->getNumSuccessors(); ++k)
      pair(BB->getTerminator()->getSuccessor(k), peeled->getTerminator()->getSuccessor(k));
    pair(BB->getSinglePredecessor(), peeled->getSinglePredecessor());
  }
  return peeledOf;
}

/// The x range slots of one nest: work-item 0 stores the range of the guard
/// it reaches, the loop over the others loads it.
struct RangeSlots {
  AllocaInst* begin = nullptr;
  AllocaInst* end = nullptr;
};

/// Narrows to one guard (see narrowToGuard); false if its failing
/// work-items may do something.
bool narrowToOneGuard(const WorkItemFrame& frame, const WorkItemLoopNest& nest, const BlockSet& region,
                      BasicBlock* bodyEntry, BasicBlock* guard, BasicBlock* peeledGuard, RangeSlots& slots) {
  auto* branch = dyn_cast<BranchInst>(guard->getTerminator());
  auto* peeledBranch = dyn_cast<BranchInst>(peeledGuard->getTerminator());
  if (!branch || !peeledBranch || !branch->isConditional() || !peeledBranch->isConditional()) return false;
  // findNarrowingGuards checked uniformity on the originals; these are copies.
  auto copied = [](const Value*) { return true; };
  for (unsigned leavingIndex : {1u, 0u}) {
    BasicBlock* leaving = branch->getSuccessor(leavingIndex);
    SmallVector<XGuardTerm, 2> terms = findXGuardTerms(branch, leaving, copied);
    SmallVector<XGuardTerm, 2> peeledTerms =
        findXGuardTerms(peeledBranch, peeledBranch->getSuccessor(leavingIndex), copied);
    if (terms.empty() || terms.size() != peeledTerms.size()) continue;
    // Work-items failing the guard: from the entry to the guard, then along
    // the leaving edge, they must do nothing but leave the sub-CFG.
    const BlockSet skipped = failingPath(bodyEntry, guard, leaving, region);
    if (!onlyLeave(skipped, region, nest.latch)) continue;

    // Work-item 0 computes the range with its copies of C and U; unless it
    // reaches the guard, nobody does, and the loop keeps its full range.
    Function& F = *frame.function;
    Type* i32 = Type::getInt32Ty(F.getContext());
    IRBuilder<> B(peeledGuard->getTerminator());
    XRange range = computeXRange(B, frame.blockDim[0], peeledTerms);
    Value* begin = range.begin;
    Value* end = range.end;
    if (range.exact) {  // where C + x wraps, keep the full range and the terms
      if (begin) begin = B.CreateSelect(range.exact, begin, B.getInt32(0));
      if (end) end = B.CreateSelect(range.exact, end, frame.blockDim[0]);
    }
    Instruction* allocaPoint = &*frame.entry->getFirstInsertionPt();
    auto store = [&](Value* value, Value* unnarrowed, AllocaInst*& slot, const char* name) {
      if (!value) return;
      if (!slot) {
        slot = new AllocaInst(i32, 0, Twine(name) + ".slot", allocaPoint);
        new StoreInst(unnarrowed, slot, nest.preheader->getTerminator());
      }
      B.CreateStore(value, slot);
    };
    store(begin, ConstantInt::get(i32, 0), slots.begin, "x.begin");
    store(end, frame.blockDim[0], slots.end, "x.end");
    if (!range.exact) foldXGuardTerms(terms);
    return true;
  }
  return false;
}

}  // namespace

bool narrowToGuard(const WorkItemFrame& frame, const WorkItemLoopNest& nest, ArrayRef<BasicBlock*> body,
                   BasicBlock* bodyEntry, BasicBlock* guard, BasicBlock* peeledGuard, BasicBlock* others) {
  if (!nest.xBoundChecks[0]) return false;
  BlockSet region(body.begin(), body.end());
  // Guards on other uniform paths of the sub-CFG (a loop's body and its
  // exit): work-item 0 reaches at most one of them, and stores its range.
  SmallVector<std::pair<BasicBlock*, BasicBlock*>, 2> guards{{guard, peeledGuard}};
  DenseMap<BasicBlock*, BasicBlock*> peeledOf = matchPeeledBlocks(guard, peeledGuard, region);
  for (BasicBlock* BB : body) {
    if (!BB->getTerminator()->getMetadata(cpu::XGuardMD)) continue;
    BB->getTerminator()->setMetadata(cpu::XGuardMD, nullptr);
    auto it = peeledOf.find(BB);
    if (it == peeledOf.end()) continue;
    it->second->getTerminator()->setMetadata(cpu::XGuardMD, nullptr);
    if (BB != guard) guards.push_back({BB, it->second});
  }
  peeledGuard->getTerminator()->setMetadata(cpu::XGuardMD, nullptr);

  RangeSlots slots;
  bool narrowed = false;
  for (auto [copy, peeled] : guards)
    narrowed |= narrowToOneGuard(frame, nest, region, bodyEntry, copy, peeled, slots);
  if (!narrowed) return false;
  IRBuilder<> atOthers(others->getTerminator());
  Type* i32 = atOthers.getInt32Ty();
  Value* begin = slots.begin ? atOthers.CreateLoad(i32, slots.begin, "x.begin") : nullptr;
  Value* end = slots.end ? atOthers.CreateLoad(i32, slots.end, "x.end") : frame.blockDim[0];
  restrictXLoop(nest, begin, end);
  // Narrowed ranges between barriers are often short (a tree's strides 16,
  // 8, ...): one vector per iteration, not four, leaves less to the scalar
  // remainder.
  addXLoopHint(nest, "llvm.loop.interleave.count", 1);
  return true;
}

}  // namespace openhip
