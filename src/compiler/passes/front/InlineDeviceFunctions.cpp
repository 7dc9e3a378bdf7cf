#include "front/InlineDeviceFunctions.h"

#include "common/LaunchContext.h"
#include "common/LoweringDiagnostic.h"
#include "common/LoweringNames.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
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

/// A read of a work-item or block id or size (threadIdx, blockIdx, blockDim,
/// gridDim, the lane id): values fixed for the calling work-item, which a
/// recursive function can receive from its caller instead.
bool isIdRead(const Function& callee) {
  StringRef name = callee.getName();
  if (!name.consume_front("llvm.nvvm.read.ptx.sreg.")) return false;
  if (name == "laneid") return true;
  for (StringRef prefix : {"tid.", "ntid.", "ctaid.", "nctaid."})
    if (name.consume_front(prefix)) return name == "x" || name == "y" || name == "z";
  return false;
}

const Function* calledFunction(const Instruction& inst) {
  auto* call = dyn_cast<CallBase>(&inst);
  return call ? call->getCalledFunction() : nullptr;
}

/// The id read `inst` calls (isIdRead), or null.
Function* idReadCalled(const Instruction& inst) {
  const Function* callee = calledFunction(inst);
  return callee && isIdRead(*callee) ? const_cast<Function*>(callee) : nullptr;
}

/// Every use of `function` is a plain call of it (never its address).
bool onlyCalledDirectly(const Function& function) {
  return all_of(function.uses(), [](const Use& use) {
    auto* call = dyn_cast<CallInst>(use.getUser());
    return call && call->isCallee(&use);
  });
}

class DeviceFunctionInliner {
 public:
  explicit DeviceFunctionInliner(Module& module) : module_(module) {}

  bool run();

 private:
  void findRecursiveFunctions();
  bool passIdsToRecursiveFunctions();
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

/// Recursive functions cannot be inlined, so the ids they read (and those
/// that the functions inlined into them read: assert() reports the failing
/// work-item's ids) would have no work-item loop to come from. Each such
/// function gets one trailing parameter per id any of them reads; a call
/// from outside reads the ids right before it (that read is lowered like
/// any other once the caller is inlined into its kernel), a call from one
/// of them passes its own. Functions whose address is taken keep their
/// form (a call through a pointer cannot pass the ids): their id reads stay
/// an error.
bool DeviceFunctionInliner::passIdsToRecursiveFunctions() {
  SmallVector<Function*, 8> functions;
  for (Function& function : module_)
    if (recursive_.count(&function) && !function.isDeclaration() && !isKernel(function) &&
        onlyCalledDirectly(function))
      functions.push_back(&function);
  // Their non-recursive callees first, so that the id reads are theirs.
  bool inlined = false;
  for (Function* function : functions) inlined |= inlineInto(*function);
  std::vector<Function*> ids;  // the id reads passed, in a fixed order
  SmallPtrSet<const Function*, 8> needIds;
  for (Function* function : functions)
    for (Instruction& inst : instructions(*function))
      if (Function* id = idReadCalled(inst)) {
        needIds.insert(function);
        if (!is_contained(ids, id)) ids.push_back(id);
      }
  if (ids.empty()) return inlined;
  llvm::sort(ids, [](const Function* a, const Function* b) { return a->getName() < b->getName(); });
  // And those that call them, to pass the ids on.
  for (bool grew = true; grew;) {
    grew = false;
    for (Function* function : functions)
      if (!needIds.count(function) && any_of(instructions(*function), [&](const Instruction& inst) {
            return needIds.count(calledFunction(inst));
          }))
        grew = needIds.insert(function).second;
  }
  erase_if(functions, [&](const Function* function) { return !needIds.count(function); });

  SmallVector<std::pair<Function*, Function*>, 8> withIds;  // each function and its form with id parameters
  SmallPtrSet<const Function*, 8> passingIds;
  for (Function* function : functions) {
    SmallVector<Type*, 8> params(function->getFunctionType()->params());
    for (Function* id : ids) params.push_back(id->getReturnType());
    auto* type = FunctionType::get(function->getReturnType(), params, function->isVarArg());
    Function* replacement = Function::Create(type, function->getLinkage(), function->getAddressSpace(), "", &module_);
    replacement->copyAttributesFrom(function);
    replacement->copyMetadata(function, 0);  // its DISubprogram moves with the body
    function->clearMetadata();
    replacement->splice(replacement->begin(), function);
    for (auto [from, to] : zip(function->args(), replacement->args())) {
      from.replaceAllUsesWith(&to);
      to.takeName(&from);
    }
    replacement->takeName(function);
    withIds.emplace_back(function, replacement);
    passingIds.insert(replacement);
  }
  auto idArgument = [&](Function* function, size_t i) {
    return function->getArg(function->arg_size() - ids.size() + i);
  };
  for (auto [old, replacement] : withIds) {
    // Inside: the id reads become the parameters.
    for (Instruction& inst : make_early_inc_range(instructions(*replacement)))
      if (Function* id = idReadCalled(inst)) {
        inst.replaceAllUsesWith(idArgument(replacement, find(ids, id) - ids.begin()));
        inst.eraseFromParent();
      }
    for (Use& use : make_early_inc_range(old->uses())) {
      auto* call = cast<CallInst>(use.getUser());
      Function* caller = call->getFunction();
      SmallVector<Value*, 8> args(call->args());
      for (size_t i = 0; i < ids.size(); ++i) {
        if (passingIds.count(caller)) {
          args.push_back(idArgument(caller, i));
        } else {
          CallInst* read = CallInst::Create(ids[i], {}, "", call);
          read->setDebugLoc(call->getDebugLoc());
          args.push_back(read);
        }
      }
      SmallVector<OperandBundleDef, 1> bundles;
      call->getOperandBundlesAsDefs(bundles);
      CallInst* passing = CallInst::Create(replacement, args, bundles, "", call);
      passing->setCallingConv(call->getCallingConv());
      passing->setAttributes(call->getAttributes());
      passing->copyMetadata(*call);
      passing->takeName(call);
      call->replaceAllUsesWith(passing);
      call->eraseFromParent();
    }
    recursive_.erase(old);
    recursive_.insert(replacement);
    old->eraseFromParent();
  }
  return true;
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
  bool changed = passIdsToRecursiveFunctions();
  findWorkItemStateUsers();
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
