#include "front/LowerSharedMemory.h"

#include "common/LaunchContext.h"
#include "common/LoweringDiagnostic.h"
#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Demangle/Demangle.h"

using namespace llvm;

namespace openhip {
namespace {

bool isSharedVariable(const Value* value) {
  auto* global = dyn_cast<GlobalVariable>(value);
  return global && global->hasMetadata(attrs::SharedVarMD);
}

/// `extern __shared__ T x[]`: no definition, or an unsized/zero-sized array.
bool isDynamicShared(const GlobalVariable& global, const DataLayout& layout) {
  return global.isDeclaration() || layout.getTypeAllocSize(global.getValueType()).isZero();
}

bool referencesSharedVariable(const Constant* constant) {
  if (isSharedVariable(constant)) return true;
  if (isa<GlobalValue>(constant)) return false;
  for (const Value* operand : constant->operands())
    if (referencesSharedVariable(cast<Constant>(operand))) return true;
  return false;
}

class KernelSharedMemoryLowering {
 public:
  KernelSharedMemoryLowering(Function& kernel) : kernel_(kernel), layout_(kernel.getParent()->getDataLayout()) {}

  void run();

 private:
  void collectVariables();
  void assignOffsets();
  void checkLimit();
  Value* rewrite(Constant* constant, Instruction* insertBefore);

  Function& kernel_;
  const DataLayout& layout_;
  SmallVector<GlobalVariable*, 8> variables_;  // in order of first use
  DenseMap<GlobalVariable*, Instruction*> firstUses_;
  DenseMap<GlobalVariable*, uint64_t> offsets_;
  DenseMap<GlobalVariable*, Value*> addresses_;
  uint64_t staticSize_ = 0;
  bool usesDynamic_ = false;
};

void KernelSharedMemoryLowering::collectVariables() {
  SmallPtrSet<GlobalVariable*, 8> seen;
  for (Instruction& inst : instructions(kernel_)) {
    for (Value* operand : inst.operands()) {
      SmallVector<Value*, 8> worklist{operand};
      while (!worklist.empty()) {
        Value* value = worklist.pop_back_val();
        if (isSharedVariable(value)) {
          auto* global = cast<GlobalVariable>(value);
          if (seen.insert(global).second) {
            variables_.push_back(global);
            firstUses_[global] = &inst;
          }
        } else if (auto* constant = dyn_cast<Constant>(value); constant && !isa<GlobalValue>(constant)) {
          worklist.append(constant->op_begin(), constant->op_end());
        }
      }
    }
  }
}

void KernelSharedMemoryLowering::assignOffsets() {
  for (GlobalVariable* global : variables_) {
    if (isDynamicShared(*global, layout_)) continue;
    Align alignment = layout_.getValueOrABITypeAlignment(global->getAlign(), global->getValueType());
    staticSize_ = alignTo(staticSize_, alignment);
    offsets_[global] = staticSize_;
    staticSize_ += layout_.getTypeAllocSize(global->getValueType());
  }
  // The runtime starts the dynamic part at align16(static size); a more
  // aligned extern array (e.g. of double4) pads the static size instead.
  Align dynamicAlign(DynamicSharedAlignment);
  for (GlobalVariable* global : variables_) {
    if (!isDynamicShared(*global, layout_)) continue;
    dynamicAlign = std::max(dynamicAlign, layout_.getValueOrABITypeAlignment(global->getAlign(), global->getValueType()));
    usesDynamic_ = true;
  }
  if (!usesDynamic_) return;
  staticSize_ = alignTo(staticSize_, dynamicAlign);
  for (GlobalVariable* global : variables_)
    if (isDynamicShared(*global, layout_)) offsets_[global] = staticSize_;
}

/// Static shared data over the device's limit fails every launch: reject it
/// now, as HIP-Clang and nvcc do. Device functions are inlined by now, so the
/// variables they use count. The diagnostic points at the first use of the
/// largest variable (a global has no column of its own), else the kernel.
void KernelSharedMemoryLowering::checkLimit() {
  if (staticSize_ <= OPENHIP_SHARED_MEM_PER_BLOCK) return;
  GlobalVariable* largest = nullptr;
  uint64_t largestSize = 0;
  for (GlobalVariable* global : variables_) {
    if (isDynamicShared(*global, layout_)) continue;
    uint64_t size = layout_.getTypeAllocSize(global->getValueType());
    if (!largest || size > largestSize) {
      largest = global;
      largestSize = size;
    }
  }
  std::string message = "uses " + std::to_string(staticSize_) +
                        " bytes of static __shared__ memory, more than the " +
                        std::to_string(OPENHIP_SHARED_MEM_PER_BLOCK) + " bytes per block the device has";
  if (largest)
    message += " ('" + demangle(largest->getName().str()) + "' alone takes " + std::to_string(largestSize) + " bytes)";
  reportLoweringError(kernel_, largest ? firstUses_.lookup(largest) : nullptr, message);
}

/// Rebuilds `constant` as instructions before `insertBefore` with shared
/// variables replaced by their arena addresses.
Value* KernelSharedMemoryLowering::rewrite(Constant* constant, Instruction* insertBefore) {
  if (auto* global = dyn_cast<GlobalVariable>(constant); global && addresses_.count(global))
    return addresses_[global];
  if (!referencesSharedVariable(constant)) return constant;
  auto* expr = dyn_cast<ConstantExpr>(constant);
  if (!expr) {
    reportLoweringError(kernel_, insertBefore,
                        "the address of a __shared__ variable is used in a constant aggregate, which the CPU "
                        "target does not support");
    return PoisonValue::get(constant->getType());
  }
  Instruction* inst = expr->getAsInstruction(insertBefore);
  for (Use& operand : inst->operands()) operand.set(rewrite(cast<Constant>(operand.get()), inst));
  return inst;
}

void KernelSharedMemoryLowering::run() {
  collectVariables();
  if (variables_.empty()) {
    kernel_.addFnAttr(attrs::StaticSharedSizeAttr, "0");
    return;
  }
  assignOffsets();
  checkLimit();
  Argument* ctx = getLaunchCtxArg(kernel_);
  IRBuilder<> builder(&*kernel_.getEntryBlock().getFirstInsertionPt());
  Value* arena = createCtxFieldLoad(builder, ctx, OPENHIP_CTX_SHARED_ARENA, 0, "shared_arena");
  for (GlobalVariable* global : variables_) {
    addresses_[global] =
        builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), arena, offsets_[global], global->getName());
  }
  for (Instruction& inst : instructions(kernel_)) {
    for (Use& operand : inst.operands()) {
      auto* constant = dyn_cast<Constant>(operand.get());
      if (!constant || !referencesSharedVariable(constant)) continue;
      Instruction* insertBefore = &inst;
      if (auto* phi = dyn_cast<PHINode>(&inst)) insertBefore = phi->getIncomingBlock(operand)->getTerminator();
      operand.set(rewrite(constant, insertBefore));
    }
  }
  kernel_.addFnAttr(attrs::StaticSharedSizeAttr, std::to_string(staticSize_));
  if (usesDynamic_) kernel_.addFnAttr(attrs::UsesDynamicSharedAttr);
}

}  // namespace

PreservedAnalyses LowerSharedMemoryPass::run(Module& module, ModuleAnalysisManager&) {
  bool hasShared = false;
  for (GlobalVariable& global : module.globals()) hasShared |= isSharedVariable(&global);
  for (Function& function : module) {
    if (function.isDeclaration()) continue;
    if (isKernel(function)) {
      KernelSharedMemoryLowering(function).run();
      continue;
    }
    if (!hasShared) continue;
    for (Instruction& inst : instructions(function)) {
      bool usesShared = false;
      for (Value* operand : inst.operands())
        if (auto* constant = dyn_cast<Constant>(operand)) usesShared |= referencesSharedVariable(constant);
      if (usesShared) {
        reportLoweringError(function, &inst,
                            "uses a __shared__ variable outside a kernel body (the function is recursive or "
                            "called through a pointer, so it cannot be inlined into a kernel)");
        break;
      }
    }
  }
  // Every use is rewritten now; the variables themselves take no storage.
  for (GlobalVariable& global : make_early_inc_range(module.globals())) {
    if (!isSharedVariable(&global)) continue;
    global.removeDeadConstantUsers();
    if (global.use_empty()) global.eraseFromParent();
  }
  return PreservedAnalyses::none();
}

}  // namespace openhip
