#include "cpu/TotalDivision.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <vector>

using namespace llvm;

namespace openhip {
namespace {

bool isSigned(Instruction::BinaryOps op) { return op == Instruction::SDiv || op == Instruction::SRem; }
bool isRemainder(Instruction::BinaryOps op) { return op == Instruction::URem || op == Instruction::SRem; }

/// A divisor that can never trap: a constant (every lane, for vectors) that
/// is not zero and, for signed operations, not -1.
bool safeDivisor(const Value* divisor, bool is_signed) {
  const auto* constant = dyn_cast<Constant>(divisor);
  if (!constant || isa<ConstantExpr>(constant)) return false;
  auto safe = [&](const Constant* c) {
    const auto* integer = dyn_cast_or_null<ConstantInt>(c);
    return integer && !integer->isZero() && !(is_signed && integer->isMinusOne());
  };
  if (auto* vector_type = dyn_cast<FixedVectorType>(constant->getType())) {
    for (unsigned i = 0; i < vector_type->getNumElements(); ++i)
      if (!safe(constant->getAggregateElement(i))) return false;
    return true;
  }
  return safe(constant);
}

void makeTotal(BinaryOperator& division) {
  const Instruction::BinaryOps op = division.getOpcode();
  const bool is_signed = isSigned(op);
  Value* dividend = division.getOperand(0);
  Value* divisor = division.getOperand(1);
  Type* type = division.getType();
  IRBuilder<> builder(&division);
  Constant* zero = Constant::getNullValue(type);
  Constant* one = ConstantInt::get(type, 1);
  Value* by_zero = builder.CreateICmpEQ(divisor, zero, "div.by.zero");
  Value* trapping = by_zero;
  if (is_signed) {
    // INT_MIN / -1 overflows: dividing by 1 instead gives INT_MIN and a
    // remainder of 0, the wrapped results.
    Constant* minimum = ConstantInt::get(type, APInt::getSignedMinValue(type->getScalarSizeInBits()));
    Value* overflow = builder.CreateAnd(builder.CreateICmpEQ(dividend, minimum),
                                        builder.CreateICmpEQ(divisor, Constant::getAllOnesValue(type)),
                                        "div.overflow");
    trapping = builder.CreateOr(by_zero, overflow);
  }
  // Freeze: a poison divisor must not reach the division either.
  Value* safe_divisor = builder.CreateSelect(trapping, one, builder.CreateFreeze(divisor), "div.safe");
  Value* quotient = builder.CreateBinOp(op, dividend, safe_divisor, division.getName());
  if (auto* result = dyn_cast<BinaryOperator>(quotient)) result->setIsExact(false);
  Value* on_zero = isRemainder(op) ? dividend : static_cast<Value*>(Constant::getAllOnesValue(type));
  Value* total = builder.CreateSelect(by_zero, on_zero, quotient);
  division.replaceAllUsesWith(total);
  division.eraseFromParent();
}

}  // namespace

PreservedAnalyses TotalDivisionPass::run(Module& module, ModuleAnalysisManager&) {
  std::vector<BinaryOperator*> divisions;
  for (Function& function : module)
    for (Instruction& instruction : instructions(function))
      if (auto* division = dyn_cast<BinaryOperator>(&instruction)) {
        const Instruction::BinaryOps op = division->getOpcode();
        if ((op == Instruction::UDiv || op == Instruction::SDiv || op == Instruction::URem ||
             op == Instruction::SRem) &&
            !safeDivisor(division->getOperand(1), isSigned(op)))
          divisions.push_back(division);
      }
  for (BinaryOperator* division : divisions) makeTotal(*division);
  return divisions.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

}  // namespace openhip
