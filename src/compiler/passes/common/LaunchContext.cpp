#include "common/LaunchContext.h"

#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {

bool isKernel(const Function& F) { return F.hasFnAttribute(contract::KernelAttr); }

bool callsFunction(const Value* V, StringRef name) {
  const auto* call = dyn_cast<CallInst>(V);
  const Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName() == name;
}

bool isBlockBarrier(const Value* V) {
  return callsFunction(V, contract::BarrierFn) || callsFunction(V, contract::BarrierPopcFn) ||
         callsFunction(V, contract::BarrierAndFn) || callsFunction(V, contract::BarrierOrFn);
}

bool isReadOnlyByValParameter(const Value* V) {
  const auto* parameter = dyn_cast<Argument>(V);
  if (!parameter || !parameter->hasByValAttr()) return false;
  SmallVector<const Value*, 8> pointers{parameter};
  while (!pointers.empty()) {
    for (const User* user : pointers.pop_back_val()->users()) {
      if (const auto* load = dyn_cast<LoadInst>(user)) {
        if (!load->isSimple()) return false;
      } else if (isa<GetElementPtrInst>(user) || isa<BitCastInst>(user)) {
        pointers.push_back(user);
      } else {
        return false;  // a store, a call, an escape: not provably read-only
      }
    }
  }
  return true;
}

bool isBlockUniformLoad(const LoadInst& load, const Value* ctx) {
  const Value* object = getUnderlyingObject(load.getPointerOperand());
  return load.isSimple() && (object == ctx || isReadOnlyByValParameter(object));
}

bool isSyncPoint(const Value* V) {
  return isBlockBarrier(V) || callsFunction(V, contract::WarpGatherFn) || callsFunction(V, contract::WarpBallotFn);
}

bool hasSingleWorkItemBlocks(const Function& F) {
  return F.getFnAttribute(attrs::MaxThreadsAttr).getValueAsString() == "1";
}

Argument* getLaunchCtxArg(Function& kernel) {
  if (kernel.arg_empty()) return nullptr;
  Argument* last = kernel.getArg(kernel.arg_size() - 1);
  return last->getType()->isPointerTy() ? last : nullptr;
}

StructType* getLaunchCtxType(LLVMContext& context) {
  if (StructType* existing = StructType::getTypeByName(context, "openhip.LaunchCtx")) return existing;
  Type* i32 = Type::getInt32Ty(context);
  Type* i64 = Type::getInt64Ty(context);
  Type* ptr = PointerType::get(context, 0);
  Type* dim3 = ArrayType::get(i32, 3);
  // Order and types follow OpenHipLaunchCtx field for field.
  return StructType::create(context,
                            {dim3, dim3, dim3, i32, ptr, i64, ptr, ArrayType::get(ptr, 4)},
                            "openhip.LaunchCtx");
}

Value* createCtxFieldAddress(IRBuilderBase& builder, Value* ctx, unsigned field, unsigned dim,
                             const Twine& name) {
  StructType* ctxType = getLaunchCtxType(builder.getContext());
  Type* fieldType = ctxType->getElementType(field);
  if (fieldType->isArrayTy())
    return builder.CreateInBoundsGEP(ctxType, ctx,
                                     {builder.getInt32(0), builder.getInt32(field), builder.getInt32(dim)},
                                     name);
  return builder.CreateStructGEP(ctxType, ctx, field, name);
}

Value* createCtxFieldLoad(IRBuilderBase& builder, Value* ctx, unsigned field, unsigned dim,
                          const Twine& name) {
  StructType* ctxType = getLaunchCtxType(builder.getContext());
  Type* fieldType = ctxType->getElementType(field);
  if (fieldType->isArrayTy()) fieldType = fieldType->getArrayElementType();
  Value* address = createCtxFieldAddress(builder, ctx, field, dim, name.isTriviallyEmpty() ? "" : name + ".addr");
  LoadInst* load = builder.CreateLoad(fieldType, address, name);
  // The runtime fills the context before the call and never changes it.
  load->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(builder.getContext(), {}));
  return load;
}

unsigned getModuleWarpSize(const Module& module) {
  if (auto* flag = mdconst::extract_or_null<ConstantInt>(module.getModuleFlag(attrs::WarpSizeFlag)))
    return static_cast<unsigned>(flag->getZExtValue());
  return 0;
}

std::string displayName(const Function& F) { return demangle(F.getName().str()); }

}  // namespace openhip
