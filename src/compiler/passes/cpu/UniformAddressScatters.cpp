#include "cpu/UniformAddressScatters.h"

#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace openhip {
namespace {

/// The one address every lane of a gather's or scatter's pointer vector holds, or null.
Value* uniformAddress(const IntrinsicInst& access, unsigned pointersOperand) {
  Value* pointers = access.getArgOperand(pointersOperand);
  return isa<FixedVectorType>(pointers->getType()) ? getSplatValue(pointers) : nullptr;
}

/// Splits `access`'s block before it and returns the terminator of a new
/// block that runs only when some lane of `mask` is active; `bits` is the
/// mask as an integer with one bit per lane (lane 0 the lowest bit).
Instruction* ifAnyLane(Instruction& access, Value* mask, Value*& bits) {
  IRBuilder<> B(&access);
  const auto lanes = cast<FixedVectorType>(mask->getType())->getNumElements();
  bits = B.CreateBitCast(mask, B.getIntNTy(lanes), "mask.bits");
  Value* any = B.CreateICmpNE(bits, ConstantInt::get(bits->getType(), 0), "mask.any");
  return SplitBlockAndInsertIfThen(any, &access, false);
}

void copyAccessMetadata(const Instruction& from, Instruction& to) {
  to.copyMetadata(from, {LLVMContext::MD_tbaa, LLVMContext::MD_alias_scope, LLVMContext::MD_noalias,
                         LLVMContext::MD_nontemporal, LLVMContext::MD_access_group});
  to.setDebugLoc(from.getDebugLoc());
}

/// Whether nothing between `load` and `access` (later in its block) writes memory.
bool unchangedUntil(const Instruction& load, const Instruction& access) {
  if (load.getParent() != access.getParent() || !load.comesBefore(&access)) return false;
  return none_of(make_range(std::next(load.getIterator()), access.getIterator()),
                 [](const Instruction& between) { return between.mayWriteToMemory(); });
}

/// The vector load whose lanes `scatter` stores, when lanes can be loaded on
/// their own instead: a plain vector load, or a masked load under the
/// scatter's mask, with no store in between (a 16-wide load for one halo
/// cell touches two cache lines, and extracting a lane goes through the
/// stack). Null otherwise.
Instruction* reloadableSource(const IntrinsicInst& scatter) {
  auto* source = dyn_cast<Instruction>(scatter.getArgOperand(0));
  if (!source || !unchangedUntil(*source, scatter)) return nullptr;
  if (auto* load = dyn_cast<LoadInst>(source)) return load->isSimple() ? source : nullptr;
  auto* masked = dyn_cast<IntrinsicInst>(source);
  return masked && masked->getIntrinsicID() == Intrinsic::masked_load &&
                 masked->getArgOperand(2) == scatter.getArgOperand(3)
             ? source
             : nullptr;
}

/// Lane `lane` of `source` (a reloadableSource) as a scalar load.
Value* loadLane(IRBuilder<>& B, Instruction& source, Value* lane) {
  const bool plain = isa<LoadInst>(source);
  Value* address = plain ? cast<LoadInst>(source).getPointerOperand() : source.getOperand(0);
  const Align align = plain ? cast<LoadInst>(source).getAlign()
                            : cast<ConstantInt>(source.getOperand(1))->getAlignValue();
  Type* element = cast<VectorType>(source.getType())->getElementType();
  const auto size = source.getModule()->getDataLayout().getTypeStoreSize(element);
  LoadInst* scalar =
      B.CreateAlignedLoad(element, B.CreateGEP(element, address, lane), commonAlignment(align, size));
  copyAccessMetadata(source, *scalar);
  return scalar;
}

/// scatter(values, splat(p), mask) -> if (mask) *p = values[last active lane].
void rewriteScatter(IntrinsicInst& scatter, Value* address) {
  Value* values = scatter.getArgOperand(0);
  Instruction* source = reloadableSource(scatter);
  const Align align = cast<ConstantInt>(scatter.getArgOperand(2))->getAlignValue();
  Value* bits = nullptr;
  IRBuilder<> B(ifAnyLane(scatter, scatter.getArgOperand(3), bits));
  const unsigned lanes = bits->getType()->getIntegerBitWidth();
  Value* leading = B.CreateBinaryIntrinsic(Intrinsic::ctlz, bits, B.getTrue());
  Value* last = B.CreateSub(ConstantInt::get(bits->getType(), lanes - 1), leading, "last.lane");
  Value* lane = B.CreateZExtOrTrunc(last, B.getInt64Ty());
  Value* value = source ? loadLane(B, *source, lane) : B.CreateExtractElement(values, lane);
  StoreInst* store = B.CreateAlignedStore(value, address, align);
  copyAccessMetadata(scatter, *store);
  scatter.eraseFromParent();
  if (source && source->use_empty()) source->eraseFromParent();
}

/// gather(splat(p), mask, passthru) -> mask ? broadcast(*p) : passthru,
/// loading only where some lane is active.
void rewriteGather(IntrinsicInst& gather, Value* address) {
  auto* type = cast<FixedVectorType>(gather.getType());
  const Align align = cast<ConstantInt>(gather.getArgOperand(1))->getAlignValue();
  Value* mask = gather.getArgOperand(2);
  Value* passthru = gather.getArgOperand(3);
  BasicBlock* before = gather.getParent();  // keeps what precedes `gather`
  Value* bits = nullptr;
  Instruction* thenTerm = ifAnyLane(gather, mask, bits);
  BasicBlock* loadBlock = thenTerm->getParent();
  IRBuilder<> B(thenTerm);
  LoadInst* load = B.CreateAlignedLoad(type->getElementType(), address, align);
  copyAccessMetadata(gather, *load);
  Value* loaded = B.CreateSelect(mask, B.CreateVectorSplat(type->getNumElements(), load), passthru);
  B.SetInsertPoint(&gather);
  PHINode* result = B.CreatePHI(type, 2);
  result->takeName(&gather);
  result->addIncoming(loaded, loadBlock);
  result->addIncoming(passthru, before);
  gather.replaceAllUsesWith(result);
  gather.eraseFromParent();
}

/// Three paths in front of `access`: no lane active skips it; one lane
/// active runs the single-lane block (`lane` its index, code goes before
/// `oneTerm`); more lanes run `access`, moved into a block of its own. The
/// one- and many-lane blocks meet in `inner`, which meets the test block in
/// `join`.
struct LanePaths {
  Instruction* oneTerm;
  Value* lane;
  BasicBlock* test;
  BasicBlock* one;
  BasicBlock* many;
  BasicBlock* inner;
  BasicBlock* join;
};

LanePaths splitByActiveLanes(Instruction& access, Value* mask) {
  BasicBlock* test = access.getParent();
  Value* bits = nullptr;
  Instruction* anyTerm = ifAnyLane(access, mask, bits);  // `access` now starts `join`
  BasicBlock* join = access.getParent();
  IRBuilder<> B(anyTerm);
  Value* single = B.CreateICmpEQ(B.CreateAnd(bits, B.CreateSub(bits, ConstantInt::get(bits->getType(), 1))),
                                 ConstantInt::get(bits->getType(), 0), "mask.single");
  Instruction* oneTerm = nullptr;
  Instruction* manyTerm = nullptr;
  SplitBlockAndInsertIfThenElse(single, anyTerm, &oneTerm, &manyTerm);
  access.moveBefore(manyTerm);
  IRBuilder<> one(oneTerm);
  Value* lane = one.CreateZExtOrTrunc(one.CreateBinaryIntrinsic(Intrinsic::cttz, bits, one.getTrue()),
                                      one.getInt64Ty(), "active.lane");
  return {oneTerm, lane, test, oneTerm->getParent(), manyTerm->getParent(), anyTerm->getParent(), join};
}

/// A scatter with few active lanes (`if (lane == 0) sums[warp] = v`: one lane
/// in 64) still costs its whole element loop in microcode: it runs only when
/// some lane is active, and one active lane is stored on its own.
void guardScatter(IntrinsicInst& scatter) {
  LanePaths paths = splitByActiveLanes(scatter, scatter.getArgOperand(3));
  IRBuilder<> B(paths.oneTerm);
  const Align align = cast<ConstantInt>(scatter.getArgOperand(2))->getAlignValue();
  StoreInst* store = B.CreateAlignedStore(B.CreateExtractElement(scatter.getArgOperand(0), paths.lane),
                                          B.CreateExtractElement(scatter.getArgOperand(1), paths.lane), align);
  copyAccessMetadata(scatter, *store);
}

/// The same for a gather: no lane active gives the pass-through values, one
/// lane a scalar load inserted into them.
void guardGather(IntrinsicInst& gather) {
  Value* passthru = gather.getArgOperand(3);
  auto* type = cast<FixedVectorType>(gather.getType());
  const Align align = cast<ConstantInt>(gather.getArgOperand(1))->getAlignValue();
  LanePaths paths = splitByActiveLanes(gather, gather.getArgOperand(2));
  IRBuilder<> B(paths.oneTerm);
  LoadInst* load = B.CreateAlignedLoad(type->getElementType(),
                                       B.CreateExtractElement(gather.getArgOperand(0), paths.lane), align);
  copyAccessMetadata(gather, *load);
  Value* inserted = B.CreateInsertElement(passthru, load, paths.lane);
  PHINode* some = PHINode::Create(type, 2, "", &paths.inner->front());
  PHINode* result = PHINode::Create(type, 2, "", &paths.join->front());
  gather.replaceAllUsesWith(result);
  some->addIncoming(inserted, paths.one);
  some->addIncoming(&gather, paths.many);
  result->addIncoming(passthru, paths.test);
  result->addIncoming(some, paths.inner);
  result->takeName(&gather);
}

}  // namespace

PreservedAnalyses UniformAddressScattersPass::run(Function& function, FunctionAnalysisManager&) {
  SmallVector<std::pair<IntrinsicInst*, Value*>, 8> scatters, gathers;
  for (Instruction& instruction : instructions(function)) {
    auto* access = dyn_cast<IntrinsicInst>(&instruction);
    if (!access) continue;
    if (access->getIntrinsicID() == Intrinsic::masked_scatter)
      scatters.emplace_back(access, uniformAddress(*access, 1));
    else if (access->getIntrinsicID() == Intrinsic::masked_gather)
      gathers.emplace_back(access, uniformAddress(*access, 0));
  }
  // A constant mask (an unconditional gather: all lanes) needs no guard.
  for (auto [scatter, address] : scatters) {
    if (address) rewriteScatter(*scatter, address);
    else if (!isa<Constant>(scatter->getArgOperand(3))) guardScatter(*scatter);
  }
  for (auto [gather, address] : gathers) {
    if (address) rewriteGather(*gather, address);
    else if (!isa<Constant>(gather->getArgOperand(2))) guardGather(*gather);
  }
  return scatters.empty() && gathers.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

}  // namespace openhip
