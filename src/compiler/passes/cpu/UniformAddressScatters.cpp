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
  return getSplatValue(access.getArgOperand(pointersOperand));
}

/// The mask as an integer with one bit per lane (lane 0 the lowest bit).
Value* maskBits(IRBuilder<>& B, Value* mask) {
  const auto lanes = cast<FixedVectorType>(mask->getType())->getNumElements();
  return B.CreateBitCast(mask, B.getIntNTy(lanes), "mask.bits");
}

void copyAccessMetadata(const Instruction& from, Instruction& to) {
  to.copyMetadata(from, {LLVMContext::MD_tbaa, LLVMContext::MD_alias_scope, LLVMContext::MD_noalias,
                         LLVMContext::MD_nontemporal, LLVMContext::MD_access_group});
  to.setDebugLoc(from.getDebugLoc());
}

/// scatter(values, splat(p), mask) -> if (mask) *p = values[last active lane].
void rewriteScatter(IntrinsicInst& scatter, Value* address) {
  Value* values = scatter.getArgOperand(0);
  const Align align = cast<ConstantInt>(scatter.getArgOperand(2))->getAlignValue();
  IRBuilder<> B(&scatter);
  Value* bits = maskBits(B, scatter.getArgOperand(3));
  const unsigned lanes = bits->getType()->getIntegerBitWidth();
  Value* any = B.CreateICmpNE(bits, ConstantInt::get(bits->getType(), 0), "mask.any");
  Instruction* thenTerm = SplitBlockAndInsertIfThen(any, &scatter, false);
  B.SetInsertPoint(thenTerm);
  Value* leading = B.CreateBinaryIntrinsic(Intrinsic::ctlz, bits, B.getTrue());
  Value* last = B.CreateSub(ConstantInt::get(bits->getType(), lanes - 1), leading, "last.lane");
  Value* value = B.CreateExtractElement(values, B.CreateZExtOrTrunc(last, B.getInt64Ty()));
  StoreInst* store = B.CreateAlignedStore(value, address, align);
  copyAccessMetadata(scatter, *store);
  scatter.eraseFromParent();
}

/// gather(splat(p), mask, passthru) -> mask ? broadcast(*p) : passthru,
/// loading only where some lane is active.
void rewriteGather(IntrinsicInst& gather, Value* address) {
  auto* type = cast<FixedVectorType>(gather.getType());
  const Align align = cast<ConstantInt>(gather.getArgOperand(1))->getAlignValue();
  Value* mask = gather.getArgOperand(2);
  Value* passthru = gather.getArgOperand(3);
  IRBuilder<> B(&gather);
  Value* bits = maskBits(B, mask);
  Value* any = B.CreateICmpNE(bits, ConstantInt::get(bits->getType(), 0), "mask.any");
  Instruction* thenTerm = SplitBlockAndInsertIfThen(any, &gather, false);
  BasicBlock* loadBlock = thenTerm->getParent();
  BasicBlock* before = loadBlock->getSinglePredecessor();
  B.SetInsertPoint(thenTerm);
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
