#include "cpu/SharedAddressWrap.h"

#include "analysis/BarrierUniformity.h"
#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "cpu/ArenaProvenance.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <vector>

using namespace llvm;

namespace openhip {
namespace {

/// Width of a GPU's shared-memory address.
constexpr unsigned SharedAddressBits = 32;

/// How deep `isAffineIndex` looks into an expression.
constexpr unsigned MaxAffineDepth = 8;

/// True for sums, differences and multiples of thread ids, phis and
/// block-uniform values (`t + stride`, `2 * t + 1`, `blockDim.x - 1 - t`,
/// a loop counter): the indices whose zero extension SCEV turns into the
/// affine addresses the work-item loops vectorize with, and that a sign
/// extension would turn into gathers.
bool isAffineIndex(const Value* value, const BarrierUniformity& uniformity, unsigned depth = 0) {
  if (!uniformity.isVarying(value) || isa<PHINode>(value)) return true;
  if (callsFunction(value, contract::LocalIdFn)) return true;
  if (depth >= MaxAffineDepth) return false;
  if (isa<ZExtInst>(value) || isa<SExtInst>(value) || isa<TruncInst>(value))
    return isAffineIndex(cast<CastInst>(value)->getOperand(0), uniformity, depth + 1);
  const auto* binary = dyn_cast<BinaryOperator>(value);
  if (!binary) return false;
  switch (binary->getOpcode()) {
    case Instruction::Add:
    case Instruction::Sub:
    case Instruction::Mul:
    case Instruction::Shl:
    case Instruction::Or:  // instcombine's form of `2 * t + 1`
      return isAffineIndex(binary->getOperand(0), uniformity, depth + 1) &&
             isAffineIndex(binary->getOperand(1), uniformity, depth + 1);
    default:
      return false;
  }
}

/// The 32-bit value behind `index` when it is a zero extension of one that
/// may be negative as a signed number, unless it is a work-item dependent
/// affine index or a phi (a loop counter LLVM may vectorize a loop over);
/// else null. Other block-uniform indices wrap: the work-item loops load
/// them once, whatever their extension.
Value* wrappingIndexSource(Value* index, const BarrierUniformity& uniformity, const DataLayout& layout) {
  auto* extension = dyn_cast<ZExtInst>(index);
  if (!extension) return nullptr;
  Value* source = extension->getOperand(0);
  if (!source->getType()->isIntegerTy(SharedAddressBits) || isa<PHINode>(source)) return nullptr;
  if (uniformity.isVarying(source) && isAffineIndex(source, uniformity)) return nullptr;
  if (isKnownNonNegative(source, layout)) return nullptr;
  return source;
}

}  // namespace

PreservedAnalyses SharedAddressWrapPass::run(Function& kernel, FunctionAnalysisManager& analyses) {
  if (!isKernel(kernel) || kernel.isDeclaration() || !getLaunchCtxArg(kernel)) return PreservedAnalyses::all();
  const DataLayout& layout = kernel.getParent()->getDataLayout();
  const BarrierUniformity& uniformity = analyses.getResult<BarrierUniformityAnalysis>(kernel);
  ArenaProvenance provenance(kernel);

  // Decide everything first: the analysis describes the kernel as it was.
  std::vector<Use*> indices;
  for (Instruction& instruction : instructions(kernel))
    if (auto* gep = dyn_cast<GetElementPtrInst>(&instruction))
      if (provenance.regionsOf(gep->getPointerOperand()) == SharedArenaRegion)
        for (Use& index : gep->indices())
          if (wrappingIndexSource(index.get(), uniformity, layout)) indices.push_back(&index);
  if (indices.empty()) return PreservedAnalyses::all();

  // One sign extension per zero extension, next to it, for all its GEPs.
  DenseMap<Value*, Value*> signExtended;
  for (Use* index : indices) {
    auto* zext = cast<ZExtInst>(index->get());
    Value*& extended = signExtended[zext];
    if (!extended) {
      auto* sext = new SExtInst(zext->getOperand(0), zext->getType(), zext->getName() + ".wrap");
      sext->insertAfter(zext);
      sext->setDebugLoc(zext->getDebugLoc());
      extended = sext;
    }
    index->set(extended);
  }
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}

}  // namespace openhip
