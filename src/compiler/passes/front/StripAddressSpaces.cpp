#include "front/StripAddressSpaces.h"

#include "common/LoweringNames.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace openhip {
namespace {

constexpr unsigned SharedAddressSpace = 3;
constexpr unsigned GlobalAddressSpace = 1;
constexpr unsigned ConstantAddressSpace = 4;

/// Rewrites types and constants so that no pointer keeps a non-zero address
/// space. Instructions and arguments are retyped in place (with opaque
/// pointers only the address space differs); constants, globals and
/// functions are rebuilt because they are uniqued or typed by construction.
class AddressSpaceStripper {
 public:
  explicit AddressSpaceStripper(Module& module) : module_(module), context_(module.getContext()) {}

  bool run();

 private:
  Type* mapType(Type* type);
  Constant* mapConstant(Constant* constant);
  void replaceGlobals();
  void replaceFunctionsWithNewSignatures();
  bool retypeInstructions(Function& function);
  void eraseReplaced();

  Module& module_;
  LLVMContext& context_;
  DenseMap<Type*, Type*> types_;
  DenseMap<Constant*, Constant*> constants_;
  SmallVector<GlobalVariable*, 16> oldGlobals_;
  SmallVector<Function*, 16> oldFunctions_;
};

Type* AddressSpaceStripper::mapType(Type* type) {
  if (auto found = types_.find(type); found != types_.end()) return found->second;
  Type* mapped = type;
  if (auto* pointer = dyn_cast<PointerType>(type)) {
    if (pointer->getAddressSpace() != 0) mapped = PointerType::get(context_, 0);
  } else if (auto* vector = dyn_cast<VectorType>(type)) {
    mapped = VectorType::get(mapType(vector->getElementType()), vector->getElementCount());
  } else if (auto* array = dyn_cast<ArrayType>(type)) {
    mapped = ArrayType::get(mapType(array->getElementType()), array->getNumElements());
  } else if (auto* function = dyn_cast<FunctionType>(type)) {
    SmallVector<Type*, 8> params;
    for (Type* param : function->params()) params.push_back(mapType(param));
    mapped = FunctionType::get(mapType(function->getReturnType()), params, function->isVarArg());
  } else if (auto* structType = dyn_cast<StructType>(type); structType && !structType->isOpaque()) {
    SmallVector<Type*, 8> elements;
    bool changed = false;
    for (Type* element : structType->elements()) {
      elements.push_back(mapType(element));
      changed |= elements.back() != element;
    }
    if (changed) {
      mapped = structType->isLiteral()
                   ? StructType::get(context_, elements, structType->isPacked())
                   : StructType::create(context_, elements, structType->getName(), structType->isPacked());
    }
  }
  types_[type] = mapped;
  return mapped;
}

Constant* AddressSpaceStripper::mapConstant(Constant* constant) {
  if (auto found = constants_.find(constant); found != constants_.end()) return found->second;
  Constant* mapped = constant;
  Type* newType = mapType(constant->getType());
  if (auto* expr = dyn_cast<ConstantExpr>(constant)) {
    if (expr->getOpcode() == Instruction::AddrSpaceCast) {
      mapped = mapConstant(expr->getOperand(0));
    } else {
      SmallVector<Constant*, 4> operands;
      bool changed = newType != expr->getType();
      for (Value* operand : expr->operands()) {
        operands.push_back(mapConstant(cast<Constant>(operand)));
        changed |= operands.back() != operand;
      }
      Type* sourceElement = nullptr;
      if (auto* gep = dyn_cast<GEPOperator>(expr)) {
        sourceElement = mapType(gep->getSourceElementType());
        changed |= sourceElement != gep->getSourceElementType();
      }
      if (changed) mapped = expr->getWithOperands(operands, newType, false, sourceElement);
    }
  } else if (isa<GlobalValue>(constant)) {
    // Only globals rebuilt by replaceGlobals/replaceFunctions... are in the map.
  } else if (isa<ConstantPointerNull>(constant)) {
    if (newType != constant->getType()) mapped = ConstantPointerNull::get(cast<PointerType>(newType));
  } else if (isa<PoisonValue>(constant)) {
    mapped = PoisonValue::get(newType);
  } else if (isa<UndefValue>(constant)) {
    mapped = UndefValue::get(newType);
  } else if (isa<ConstantAggregateZero>(constant)) {
    mapped = ConstantAggregateZero::get(newType);
  } else if (isa<ConstantAggregate>(constant)) {
    SmallVector<Constant*, 8> elements;
    bool changed = newType != constant->getType();
    for (Value* operand : constant->operands()) {
      elements.push_back(mapConstant(cast<Constant>(operand)));
      changed |= elements.back() != operand;
    }
    if (changed) {
      if (auto* structType = dyn_cast<StructType>(newType))
        mapped = ConstantStruct::get(structType, elements);
      else if (auto* arrayType = dyn_cast<ArrayType>(newType))
        mapped = ConstantArray::get(arrayType, elements);
      else
        mapped = ConstantVector::get(elements);
    }
  }
  constants_[constant] = mapped;
  return mapped;
}

void AddressSpaceStripper::replaceGlobals() {
  SmallVector<GlobalVariable*, 16> candidates;
  for (GlobalVariable& global : module_.globals())
    if (global.getAddressSpace() != 0 || mapType(global.getValueType()) != global.getValueType())
      candidates.push_back(&global);
  for (GlobalVariable* old : candidates) {
    auto* replacement = new GlobalVariable(module_, mapType(old->getValueType()), old->isConstant(),
                                           old->getLinkage(), nullptr, "", old, old->getThreadLocalMode(),
                                           0, old->isExternallyInitialized());
    replacement->copyAttributesFrom(old);
    replacement->copyMetadata(old, 0);
    replacement->takeName(old);
    unsigned addressSpace = old->getAddressSpace();
    if (addressSpace == SharedAddressSpace)
      replacement->setMetadata(attrs::SharedVarMD, MDNode::get(context_, {}));
    else if ((addressSpace == GlobalAddressSpace || addressSpace == ConstantAddressSpace) &&
             !old->isDeclaration())
      replacement->setMetadata(attrs::DeviceVarMD, MDNode::get(context_, {}));
    constants_[old] = replacement;
    oldGlobals_.push_back(old);
  }
}

void AddressSpaceStripper::replaceFunctionsWithNewSignatures() {
  SmallVector<Function*, 16> candidates;
  for (Function& function : module_)
    if (mapType(function.getFunctionType()) != function.getFunctionType()) candidates.push_back(&function);
  for (Function* old : candidates) {
    auto* newType = cast<FunctionType>(mapType(old->getFunctionType()));
    Function* replacement = nullptr;
    SmallVector<Type*, 4> overloads;
    if (old->isIntrinsic() && Intrinsic::getIntrinsicSignature(old, overloads)) {
      for (Type*& overload : overloads) overload = mapType(overload);
      replacement = Intrinsic::getDeclaration(&module_, old->getIntrinsicID(), overloads);
    } else {
      replacement = Function::Create(newType, old->getLinkage(), 0, "", &module_);
      replacement->copyAttributesFrom(old);
      replacement->copyMetadata(old, 0);
      replacement->takeName(old);
      module_.getFunctionList().remove(replacement);
      module_.getFunctionList().insert(old->getIterator(), replacement);
      replacement->splice(replacement->begin(), old);
      for (auto [oldArg, newArg] : zip(old->args(), replacement->args())) {
        oldArg.mutateType(newArg.getType());
        oldArg.replaceAllUsesWith(&newArg);
        newArg.takeName(&oldArg);
      }
    }
    // Functions live in address space 0 either way: plain pointer RAUW.
    old->replaceAllUsesWith(replacement);
    constants_[old] = replacement;
    oldFunctions_.push_back(old);
  }
}

bool AddressSpaceStripper::retypeInstructions(Function& function) {
  bool changed = false;
  SmallVector<Instruction*, 8> noopCasts;
  for (Instruction& inst : instructions(function)) {
    for (Use& operand : inst.operands()) {
      auto* constant = dyn_cast<Constant>(operand.get());
      if (!constant) continue;
      Constant* mapped = mapConstant(constant);
      if (mapped != constant) {
        operand.set(mapped);
        changed = true;
      }
    }
    Type* newType = mapType(inst.getType());
    if (newType != inst.getType()) {
      inst.mutateType(newType);
      changed = true;
    }
    if (auto* alloca = dyn_cast<AllocaInst>(&inst)) {
      alloca->setAllocatedType(mapType(alloca->getAllocatedType()));
    } else if (auto* gep = dyn_cast<GetElementPtrInst>(&inst)) {
      gep->setSourceElementType(mapType(gep->getSourceElementType()));
      gep->setResultElementType(mapType(gep->getResultElementType()));
    } else if (auto* call = dyn_cast<CallBase>(&inst)) {
      call->mutateFunctionType(cast<FunctionType>(mapType(call->getFunctionType())));
    } else if (isa<AddrSpaceCastInst>(inst) && inst.getType() == inst.getOperand(0)->getType()) {
      noopCasts.push_back(&inst);
    }
  }
  for (Instruction* cast : noopCasts) {
    cast->replaceAllUsesWith(cast->getOperand(0));
    cast->eraseFromParent();
    changed = true;
  }
  return changed;
}

void AddressSpaceStripper::eraseReplaced() {
  for (GlobalVariable* old : oldGlobals_) {
    old->removeDeadConstantUsers();
    // A user we did not rewrite (e.g. an alias) keeps a valid cast.
    if (!old->use_empty())
      old->replaceAllUsesWith(ConstantExpr::getAddrSpaceCast(cast<Constant>(constants_[old]), old->getType()));
    old->eraseFromParent();
  }
  for (Function* old : oldFunctions_) old->eraseFromParent();
}

bool AddressSpaceStripper::run() {
  replaceGlobals();
  replaceFunctionsWithNewSignatures();
  bool changed = !oldGlobals_.empty() || !oldFunctions_.empty();
  for (GlobalVariable* old : oldGlobals_) {
    if (old->hasInitializer())
      cast<GlobalVariable>(constants_[old])->setInitializer(mapConstant(old->getInitializer()));
  }
  for (GlobalVariable& global : module_.globals()) {
    if (!global.hasInitializer() || global.getAddressSpace() != 0) continue;
    Constant* mapped = mapConstant(global.getInitializer());
    if (mapped != global.getInitializer()) {
      global.setInitializer(mapped);
      changed = true;
    }
  }
  for (Function& function : module_)
    if (!function.isDeclaration()) changed |= retypeInstructions(function);
  eraseReplaced();
  return changed;
}

}  // namespace

PreservedAnalyses StripAddressSpacesPass::run(Module& module, ModuleAnalysisManager&) {
  return AddressSpaceStripper(module).run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
