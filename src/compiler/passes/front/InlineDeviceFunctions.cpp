#include "front/InlineDeviceFunctions.h"

#include "common/LaunchContext.h"
#include "common/LoweringDiagnostic.h"
#include "common/LoweringNames.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace openhip {
namespace {

/// An instruction that only makes sense inside a kernel body: a work-item or
/// block id/size read, a barrier, a warp operation, or an access to a
/// __shared__ variable.
bool touchesWorkItemState(const Instruction& inst) {
  if (auto* call = dyn_cast<CallBase>(&inst)) {
    if (const Function* callee = call->getCalledFunction()) {
      StringRef name = callee->getName();
      if (name.startswith("llvm.nvvm.read.ptx.sreg.") || name.startswith("llvm.nvvm.barrier") ||
          name.startswith("llvm.nvvm.bar.") || name.startswith("__openhip_warp_"))
        return true;
    }
  }
  for (const Value* operand : inst.operands()) {
    SmallVector<const Value*, 8> worklist{operand};
    while (!worklist.empty()) {
      const Value* value = worklist.pop_back_val();
      if (auto* global = dyn_cast<GlobalVariable>(value)) {
        if (global->hasMetadata(attrs::SharedVarMD)) return true;
      } else if (auto* expr = dyn_cast<ConstantExpr>(value)) {
        worklist.append(expr->op_begin(), expr->op_end());
      }
    }
  }
  return false;
}

class DeviceFunctionInliner {
 public:
  explicit DeviceFunctionInliner(Module& module) : module_(module) {}

  bool run();

 private:
  void findRecursiveFunctions();
  void findWorkItemStateUsers();
  bool checkRecursionFrom(Function& kernel);
  bool inlineInto(Function& kernel);
  bool eraseDeadDeviceFunctions();

  Module& module_;
  SmallPtrSet<const Function*, 16> recursive_;
  /// Function → an instruction in it that touches work-item state directly or
  /// calls a function that does.
  DenseMap<const Function*, const Instruction*> stateUse_;
};

void DeviceFunctionInliner::findRecursiveFunctions() {
  CallGraph callGraph(module_);
  for (auto scc = scc_begin(&callGraph); !scc.isAtEnd(); ++scc) {
    if (!scc.hasCycle()) continue;
    for (CallGraphNode* node : *scc)
      if (Function* function = node->getFunction()) recursive_.insert(function);
  }
}

void DeviceFunctionInliner::findWorkItemStateUsers() {
  for (Function& function : module_)
    for (Instruction& inst : instructions(function))
      if (touchesWorkItemState(inst)) {
        stateUse_.try_emplace(&function, &inst);
        break;
      }
  // Propagate to callers until nothing changes (the call graph may be cyclic).
  for (bool changed = true; changed;) {
    changed = false;
    for (Function& function : module_) {
      if (function.isDeclaration() || stateUse_.count(&function)) continue;
      for (Instruction& inst : instructions(function)) {
        auto* call = dyn_cast<CallBase>(&inst);
        Function* callee = call ? call->getCalledFunction() : nullptr;
        if (callee && stateUse_.count(callee)) {
          stateUse_[&function] = &inst;
          changed = true;
          break;
        }
      }
    }
  }
}

/// Reports each recursive function reachable from `kernel` that needs kernel
/// state. Returns false if there was one.
bool DeviceFunctionInliner::checkRecursionFrom(Function& kernel) {
  SmallPtrSet<const Function*, 16> visited;
  SmallVector<const Function*, 16> worklist{&kernel};
  bool ok = true;
  while (!worklist.empty()) {
    const Function* function = worklist.pop_back_val();
    if (!visited.insert(function).second) continue;
    if (recursive_.count(function) && stateUse_.count(function)) {
      reportLoweringError(kernel, stateUse_.lookup(function),
                          "calls recursive function '" + displayName(*function) +
                              "', which uses __syncthreads(), thread/block ids, __shared__ memory or warp operations; "
                              "such functions must be inlined into the kernel, which recursion prevents");
      ok = false;
      continue;
    }
    for (const Instruction& inst : instructions(*function))
      if (auto* call = dyn_cast<CallBase>(&inst))
        if (const Function* callee = call->getCalledFunction(); callee && !callee->isDeclaration())
          worklist.push_back(callee);
  }
  return ok;
}

bool DeviceFunctionInliner::inlineInto(Function& kernel) {
  SmallVector<CallBase*, 16> worklist;
  for (Instruction& inst : instructions(kernel))
    if (auto* call = dyn_cast<CallBase>(&inst)) worklist.push_back(call);
  bool changed = false;
  while (!worklist.empty()) {
    CallBase* call = worklist.pop_back_val();
    Function* callee = call->getCalledFunction();
    if (!callee || callee->isDeclaration() || isKernel(*callee) || recursive_.count(callee)) continue;
    InlineFunctionInfo info;
    InlineResult result = InlineFunction(*call, info);
    if (!result.isSuccess()) {
      if (stateUse_.count(callee))
        reportLoweringError(kernel, call,
                            "cannot inline '" + displayName(*callee) + "' (" + result.getFailureReason() +
                                "), which uses __syncthreads(), thread/block ids, __shared__ memory or warp operations");
      continue;
    }
    changed = true;
    worklist.append(info.InlinedCallSites.begin(), info.InlinedCallSites.end());
  }
  return changed;
}

/// Adds every function that `value` refers to (through constant expressions
/// and aggregates) to `worklist`.
void collectReferencedFunctions(const Value* value, SmallVectorImpl<const Function*>& worklist) {
  if (auto* function = dyn_cast<Function>(value)) {
    worklist.push_back(function);
  } else if (auto* constant = dyn_cast<Constant>(value); constant && !isa<GlobalValue>(constant)) {
    for (const Value* operand : constant->operands()) collectReferencedFunctions(operand, worklist);
  }
}

/// Device functions are private to the device object; once inlined, the ones
/// no kernel (or global initializer) can reach only cost compile time and
/// would still contain NVPTX intrinsics. Reachability, not use counts, so
/// that unused recursive functions go too.
bool DeviceFunctionInliner::eraseDeadDeviceFunctions() {
  SmallVector<const Function*, 16> worklist;
  for (Function& function : module_)
    if (isKernel(function)) worklist.push_back(&function);
  for (GlobalVariable& global : module_.globals())
    if (global.hasInitializer()) collectReferencedFunctions(global.getInitializer(), worklist);
  for (GlobalAlias& alias : module_.aliases()) collectReferencedFunctions(alias.getAliasee(), worklist);
  SmallPtrSet<const Function*, 32> live;
  while (!worklist.empty()) {
    const Function* function = worklist.pop_back_val();
    if (!live.insert(function).second) continue;
    for (const Instruction& inst : instructions(*function))
      for (const Value* operand : inst.operands()) collectReferencedFunctions(operand, worklist);
  }
  SmallVector<Function*, 16> dead;
  for (Function& function : module_)
    if (!function.isDeclaration() && !live.count(&function)) dead.push_back(&function);
  for (Function* function : dead) function->dropAllReferences();
  for (Function* function : dead) {
    function->removeDeadConstantUsers();
    if (function->use_empty()) function->eraseFromParent();
  }
  return !dead.empty();
}

bool DeviceFunctionInliner::run() {
  findRecursiveFunctions();
  findWorkItemStateUsers();
  bool changed = false;
  for (Function& function : module_) {
    if (function.isDeclaration() || isKernel(function) || recursive_.count(&function)) continue;
    function.removeFnAttr(Attribute::NoInline);
    function.removeFnAttr(Attribute::OptimizeNone);
    function.addFnAttr(Attribute::AlwaysInline);
    changed = true;
  }
  SmallVector<Function*, 8> kernels;
  for (Function& function : module_)
    if (isKernel(function) && !function.isDeclaration()) kernels.push_back(&function);
  for (Function* kernel : kernels) {
    if (!checkRecursionFrom(*kernel)) continue;
    changed |= inlineInto(*kernel);
  }
  changed |= eraseDeadDeviceFunctions();
  return changed;
}

}  // namespace

PreservedAnalyses InlineDeviceFunctionsPass::run(Module& module, ModuleAnalysisManager&) {
  return DeviceFunctionInliner(module).run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
