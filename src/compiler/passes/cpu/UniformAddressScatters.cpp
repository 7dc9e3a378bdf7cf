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

}  // namespace

PreservedAnalyses UniformAddressScattersPass::run(Function& function, FunctionAnalysisManager&) {
  SmallVector<std::pair<IntrinsicInst*, Value*>, 8> scatters, gathers;
  for (Instruction& instruction : instructions(function)) {
    auto* access = dyn_cast<IntrinsicInst>(&instruction);
    if (!access) continue;
    if (access->getIntrinsicID() == Intrinsic::masked_scatter) {
      if (Value* address = uniformAddress(*access, 1)) scatters.emplace_back(access, address);
    } else if (access->getIntrinsicID() == Intrinsic::masked_gather) {
      if (Value* address = uniformAddress(*access, 0)) gathers.emplace_back(access, address);
    }
  }
  for (auto [scatter, address] : scatters) rewriteScatter(*scatter, address);
  for (auto [gather, address] : gathers) rewriteGather(*gather, address);
  return scatters.empty() && gathers.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

}  // namespace openhip
