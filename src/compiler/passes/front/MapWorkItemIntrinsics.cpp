#include "front/MapWorkItemIntrinsics.h"

#include "common/LaunchContext.h"
#include "common/LoweringDiagnostic.h"
#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Triple.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <functional>
#include <map>

using namespace llvm;

namespace openhip {
namespace {

/// Gives `kernel` the hidden launch-context parameter (a new function with
/// one more parameter, same name, body moved over).
Function* addLaunchCtxParameter(Function& kernel) {
  LLVMContext& context = kernel.getContext();
  SmallVector<Type*, 8> params(kernel.getFunctionType()->params());
  params.push_back(PointerType::get(context, 0));
  auto* type = FunctionType::get(kernel.getReturnType(), params, kernel.isVarArg());
  Function* lowered = Function::Create(type, kernel.getLinkage(), kernel.getAddressSpace(), "");
  kernel.getParent()->getFunctionList().insert(kernel.getIterator(), lowered);
  lowered->copyAttributesFrom(&kernel);
  lowered->copyMetadata(&kernel, 0);
  lowered->splice(lowered->begin(), &kernel);
  for (auto [oldArg, newArg] : zip(kernel.args(), lowered->args())) {
    oldArg.replaceAllUsesWith(&newArg);
    newArg.takeName(&oldArg);
  }
  Argument* ctx = lowered->getArg(lowered->arg_size() - 1);
  ctx->setName("ctx");
  for (Attribute::AttrKind kind : {Attribute::NoAlias, Attribute::NoCapture, Attribute::NoUndef})
    ctx->addAttr(kind);
  ctx->addAttr(Attribute::getWithAlignment(context, Align(8)));
  lowered->takeName(&kernel);
  kernel.replaceAllUsesWith(lowered);
  kernel.eraseFromParent();
  return lowered;
}

/// State for rewriting the NVVM calls of one function.
class FunctionRewriter {
 public:
  explicit FunctionRewriter(Function& function)
      : function_(function), module_(*function.getParent()),
        ctx_(isKernel(function) ? getLaunchCtxArg(function) : nullptr) {}

  bool run();

 private:
  using Handler = std::function<Value*(FunctionRewriter&, CallInst&, IRBuilder<>&)>;
  static const std::map<std::string, Handler, std::less<>>& handlers();

  /// A ctx->field[dim] load at the top of the entry block (one per field).
  Value* ctxField(unsigned field, unsigned dim);
  Value* localId(IRBuilder<>& builder, unsigned dim);
  Value* callContractFunction(IRBuilder<>& builder, StringRef name, Type* result, ArrayRef<Value*> args);
  /// A call to the runtime's device service `name` (see the header).
  CallInst* callRuntimeService(IRBuilder<>& builder, StringRef name, Type* result, ArrayRef<Value*> args);
  /// The calling work-item's threadIdx (all ones outside a kernel body).
  SmallVector<Value*, 3> threadIds(IRBuilder<>& builder);
  bool requireKernel(CallInst& call, StringRef what);
  void unsupported(CallInst& call, const Twine& construct, StringRef why);

  Function& function_;
  Module& module_;
  Argument* ctx_;
  DenseMap<std::pair<unsigned, unsigned>, Value*> ctxLoads_;
};

Value* FunctionRewriter::ctxField(unsigned field, unsigned dim) {
  Value*& load = ctxLoads_[{field, dim}];
  if (!load) {
    IRBuilder<> builder(&*function_.getEntryBlock().getFirstInsertionPt());
    static const char* const fieldNames[] = {"grid_dim", "block_dim", "block_idx"};
    load = createCtxFieldLoad(builder, ctx_, field, dim,
                              Twine(field < 3 ? fieldNames[field] : "ctx_field") + "." + Twine("xyz"[dim]));
  }
  return load;
}

Value* FunctionRewriter::callContractFunction(IRBuilder<>& builder, StringRef name, Type* result,
                                              ArrayRef<Value*> args) {
  SmallVector<Type*, 2> params;
  for (Value* arg : args) params.push_back(arg->getType());
  FunctionCallee callee = module_.getOrInsertFunction(name, FunctionType::get(result, params, false));
  auto* declaration = cast<Function>(callee.getCallee());
  declaration->setDoesNotThrow();
  if (name == contract::LocalIdFn) {
    declaration->setDoesNotAccessMemory();
    declaration->setWillReturn();
  } else {
    declaration->setConvergent();
  }
  CallInst* call = builder.CreateCall(callee, args);
  call->setAttributes(declaration->getAttributes());
  return call;
}

Value* FunctionRewriter::localId(IRBuilder<>& builder, unsigned dim) {
  return callContractFunction(builder, contract::LocalIdFn, builder.getInt32Ty(), {builder.getInt32(dim)});
}

CallInst* FunctionRewriter::callRuntimeService(IRBuilder<>& builder, StringRef name, Type* result,
                                               ArrayRef<Value*> args) {
  SmallVector<Type*, 3> params;
  for (Value* arg : args) params.push_back(arg->getType());
  FunctionCallee callee = module_.getOrInsertFunction(name, FunctionType::get(result, params, false));
  cast<Function>(callee.getCallee())->setDoesNotThrow();
  return builder.CreateCall(callee, args);
}

SmallVector<Value*, 3> FunctionRewriter::threadIds(IRBuilder<>& builder) {
  SmallVector<Value*, 3> ids;
  for (unsigned dim = 0; dim < 3; ++dim)
    ids.push_back(ctx_ ? localId(builder, dim) : builder.getInt32(~0u));
  return ids;
}

bool FunctionRewriter::requireKernel(CallInst& call, StringRef what) {
  if (ctx_) return true;
  reportLoweringError(function_, &call,
                      "uses " + what +
                          " outside a kernel body (the function is recursive or called through a pointer, "
                          "so it cannot be inlined into a kernel)");
  return false;
}

void FunctionRewriter::unsupported(CallInst& call, const Twine& construct, StringRef why) {
  reportLoweringError(function_, &call, "unsupported construct '" + construct + "' (" + why + ")");
}

const std::map<std::string, FunctionRewriter::Handler, std::less<>>& FunctionRewriter::handlers() {
  static const auto table = [] {
    std::map<std::string, Handler, std::less<>> table;
    const char* axes[] = {"x", "y", "z"};
    for (unsigned dim = 0; dim < 3; ++dim) {
      std::string axis = axes[dim];
      table["llvm.nvvm.read.ptx.sreg.tid." + axis] = [dim](FunctionRewriter& self, CallInst& call,
                                                           IRBuilder<>& builder) -> Value* {
        return self.requireKernel(call, "threadIdx") ? self.localId(builder, dim) : nullptr;
      };
      const std::pair<const char*, unsigned> fields[] = {{"ntid.", OPENHIP_CTX_BLOCK_DIM},
                                                         {"ctaid.", OPENHIP_CTX_BLOCK_IDX},
                                                         {"nctaid.", OPENHIP_CTX_GRID_DIM}};
      for (auto [prefix, field] : fields) {
        table[std::string("llvm.nvvm.read.ptx.sreg.") + prefix + axis] =
            [dim, field = field](FunctionRewriter& self, CallInst& call, IRBuilder<>&) -> Value* {
          return self.requireKernel(call, "blockDim/blockIdx/gridDim") ? self.ctxField(field, dim) : nullptr;
        };
      }
    }
    table["llvm.nvvm.read.ptx.sreg.warpsize"] = [](FunctionRewriter& self, CallInst&,
                                                   IRBuilder<>& builder) -> Value* {
      return builder.getInt32(getModuleWarpSize(self.module_));
    };
    table["llvm.nvvm.read.ptx.sreg.laneid"] = [](FunctionRewriter& self, CallInst& call,
                                                 IRBuilder<>& builder) -> Value* {
      if (!self.requireKernel(call, "the lane id")) return nullptr;
      Value* linear = builder.CreateAdd(
          self.localId(builder, 0),
          builder.CreateMul(self.ctxField(OPENHIP_CTX_BLOCK_DIM, 0),
                            builder.CreateAdd(self.localId(builder, 1),
                                              builder.CreateMul(self.ctxField(OPENHIP_CTX_BLOCK_DIM, 1),
                                                                self.localId(builder, 2)))));
      return builder.CreateAnd(linear, builder.getInt32(getModuleWarpSize(self.module_) - 1), "laneid");
    };
    Handler barrier = [](FunctionRewriter& self, CallInst& call, IRBuilder<>& builder) -> Value* {
      if (!self.requireKernel(call, "__syncthreads()")) return nullptr;
      return self.callContractFunction(builder, contract::BarrierFn, builder.getVoidTy(), {});
    };
    // All threads of the block take part in these: a full block barrier.
    table["llvm.nvvm.barrier0"] = barrier;
    table["llvm.nvvm.barrier.sync"] = barrier;
    table["llvm.nvvm.bar.sync"] = barrier;
    const std::pair<const char*, const char*> reductions[] = {{"llvm.nvvm.barrier0.popc", contract::BarrierPopcFn},
                                                              {"llvm.nvvm.barrier0.and", contract::BarrierAndFn},
                                                              {"llvm.nvvm.barrier0.or", contract::BarrierOrFn}};
    for (auto [intrinsic, replacement] : reductions) {
      table[intrinsic] = [replacement = replacement](FunctionRewriter& self, CallInst& call,
                                                     IRBuilder<>& builder) -> Value* {
        if (!self.requireKernel(call, "__syncthreads_count/_and/_or()")) return nullptr;
        return self.callContractFunction(builder, replacement, builder.getInt32Ty(), {call.getArgOperand(0)});
      };
    }
    // A block runs on one CPU thread: block-scope fences order nothing.
    table["llvm.nvvm.membar.cta"] = [](FunctionRewriter&, CallInst&, IRBuilder<>&) -> Value* {
      return nullptr;
    };
    Handler fullFence = [](FunctionRewriter&, CallInst&, IRBuilder<>& builder) -> Value* {
      builder.CreateFence(AtomicOrdering::SequentiallyConsistent);
      return nullptr;
    };
    table["llvm.nvvm.membar.gl"] = fullFence;
    table["llvm.nvvm.membar.sys"] = fullFence;

    // Device services of the runtime (device_printf.cpp, device_heap.cpp,
    // device_assert.cpp). clang packs printf's arguments for vprintf.
    table["vprintf"] = [](FunctionRewriter& self, CallInst& call, IRBuilder<>& builder) -> Value* {
      return self.callRuntimeService(builder, "__openhip_device_printf", builder.getInt32Ty(),
                                     {call.getArgOperand(0), call.getArgOperand(1)});
    };
    table["malloc"] = [](FunctionRewriter& self, CallInst& call, IRBuilder<>& builder) -> Value* {
      CallInst* block = self.callRuntimeService(builder, "__openhip_device_malloc", builder.getPtrTy(),
                                                {call.getArgOperand(0)});
      block->addRetAttr(Attribute::NoAlias);
      return block;
    };
    table["free"] = [](FunctionRewriter& self, CallInst& call, IRBuilder<>& builder) -> Value* {
      self.callRuntimeService(builder, "__openhip_device_free", builder.getVoidTy(), {call.getArgOperand(0)});
      return nullptr;
    };
    // __trap(), __builtin_trap() and abort() fail the launch instead of the process.
    Handler trap = [](FunctionRewriter& self, CallInst&, IRBuilder<>& builder) -> Value* {
      CallInst* call =
          self.callRuntimeService(builder, "__openhip_device_trap", builder.getVoidTy(), self.threadIds(builder));
      call->setDoesNotReturn();
      return nullptr;
    };
    table["llvm.trap"] = trap;
    table["abort"] = trap;
    return table;
  }();
  return table;
}

/// A call the runtime implements for device code: printf (as clang's vprintf),
/// malloc/free (new/delete call them), abort and llvm.trap. Only external
/// declarations: a definition with such a name is the user's own function.
bool isDeviceService(const Function& callee) {
  return callee.isDeclaration() &&
         StringSwitch<bool>(callee.getName())
             .Cases("vprintf", "malloc", "free", "abort", "llvm.trap", true)
             .Default(false);
}

bool FunctionRewriter::run() {
  SmallVector<CallInst*, 16> calls;
  for (Instruction& inst : instructions(function_)) {
    auto* call = dyn_cast<CallInst>(&inst);
    if (!call) continue;
    if (call->isInlineAsm()) {
      calls.push_back(call);
    } else if (Function* callee = call->getCalledFunction();
               callee && (callee->getName().startswith("llvm.nvvm.") || isDeviceService(*callee))) {
      calls.push_back(call);
    }
  }
  for (CallInst* call : calls) {
    if (auto* assembly = dyn_cast<InlineAsm>(call->getCalledOperand())) {
      unsupported(*call, "asm(\"" + assembly->getAsmString() + "\")",
                  "PTX inline assembly cannot run on the CPU target");
      continue;
    }
    StringRef name = call->getCalledFunction()->getName();
    auto handler = handlers().find(name);
    if (handler == handlers().end()) {
      unsupported(*call, name, "this NVVM intrinsic is not supported by the CPU target");
      continue;
    }
    IRBuilder<> builder(call);
    Value* replacement = handler->second(*this, *call, builder);
    if (!call->getType()->isVoidTy()) {
      // On error the handler made no value: keep the IR valid for later passes.
      call->replaceAllUsesWith(replacement ? replacement : PoisonValue::get(call->getType()));
      // Keep the source's value name on fresh calls (shared ctx loads keep theirs).
      if (replacement && isa<CallInst>(replacement) && !replacement->hasName()) replacement->takeName(call);
    }
    call->eraseFromParent();
  }
  return !calls.empty();
}

/// Turns every constant expression that uses `variable` inside a function
/// into instructions, so that each use can get its own load of the slot.
void expandConstantExpressionUses(GlobalVariable& variable) {
  for (bool changed = true; changed;) {
    changed = false;
    SmallVector<std::pair<Instruction*, ConstantExpr*>, 8> work;
    for (User* user : variable.users()) {
      auto* direct = dyn_cast<ConstantExpr>(user);
      if (!direct) continue;
      SmallVector<ConstantExpr*, 4> stack{direct};
      while (!stack.empty()) {
        ConstantExpr* expression = stack.pop_back_val();
        for (User* outer : expression->users()) {
          if (auto* inst = dyn_cast<Instruction>(outer))
            work.push_back({inst, direct});
          else if (auto* nested = dyn_cast<ConstantExpr>(outer))
            stack.push_back(nested);
        }
      }
    }
    for (auto [inst, expression] : work) {
      convertConstantExprsToInstructions(inst, expression);
      changed = true;
    }
    variable.removeDeadConstantUsers();
  }
}

void reportManagedError(Module& module, const Constant& annotation, const GlobalVariable& variable,
                        const Twine& problem) {
  StringRef file;
  getConstantStringInfo(annotation.getOperand(2), file);
  const uint64_t line = cast<ConstantInt>(annotation.getOperand(3))->getZExtValue();
  module.getContext().diagnose(LoweringDiagnostic(
      (Twine(file) + ":" + Twine(line) + ": error: __managed__ variable '" + demangle(variable.getName().str()) +
       "' " + problem)
          .str()));
}

/// __managed__ variables: host code and kernels must share one storage, the
/// host's variable. With `__managed__ T v;` the host object defines `v` (the
/// headers make __managed__ a plain global there); with `__device__
/// __managed__ T v;` only clang's host shadow of `v` exists, which is
/// internal and registered through __cudaRegisterVar. So kernels reach the
/// storage through a pointer slot that a constructor hands to the runtime
/// together with a weak reference to `v` (null in the second case, where the
/// runtime binds the slot to the registered shadow and copies the initial
/// value into it). Returns true if the module changed.
bool lowerManagedVariables(Module& module) {
  GlobalVariable* annotations = module.getGlobalVariable("llvm.global.annotations");
  if (!annotations || !annotations->hasInitializer()) return false;
  auto* entries = dyn_cast<ConstantArray>(annotations->getInitializer());
  if (!entries) return false;
  SmallVector<Constant*, 8> kept;
  SmallVector<GlobalVariable*, 4> managed;
  for (Value* operand : entries->operands()) {
    auto* entry = cast<Constant>(operand);
    auto* target = dyn_cast<GlobalVariable>(entry->getOperand(0)->stripPointerCasts());
    StringRef text;
    if (!target || !getConstantStringInfo(entry->getOperand(1), text) || text != attrs::ManagedAnnotation) {
      kept.push_back(entry);
      continue;
    }
    if (target->hasLocalLinkage()) {
      reportManagedError(module, *entry, *target,
                         "must have external linkage (not static, not in an anonymous namespace): its "
                         "storage is the host's variable, which kernels reach by name");
      continue;
    }
    if (!is_contained(managed, target)) managed.push_back(target);
  }
  if (managed.empty() && kept.size() == entries->getNumOperands()) return false;
  SmallVector<Constant*, 4> managedEntries;
  for (Value* operand : entries->operands())
    if (!is_contained(kept, cast<Constant>(operand))) managedEntries.push_back(cast<Constant>(operand));

  SmallPtrSet<Constant*, 4> managedSet(managed.begin(), managed.end());
  removeFromUsedLists(module, [&](Constant* c) { return managedSet.count(c->stripPointerCasts()) != 0; });
  if (kept.empty()) {
    annotations->eraseFromParent();
  } else {
    auto* type = ArrayType::get(entries->getType()->getElementType(), kept.size());
    auto* replacement = new GlobalVariable(module, type, false, GlobalValue::AppendingLinkage,
                                           ConstantArray::get(type, kept), "");
    replacement->setSection(annotations->getSection());
    replacement->takeName(annotations);
    annotations->eraseFromParent();
  }
  if (managed.empty()) return true;

  LLVMContext& context = module.getContext();
  auto* ctor = Function::Create(FunctionType::get(Type::getVoidTy(context), false), GlobalValue::InternalLinkage,
                                "__openhip_register_managed_vars", module);
  ctor->setDoesNotThrow();
  IRBuilder<> builder(BasicBlock::Create(context, "entry", ctor));
  PointerType* ptr = builder.getPtrTy();
  FunctionCallee registerVar = module.getOrInsertFunction("__openhip_register_managed_var", builder.getVoidTy(),
                                                          ptr, ptr, ptr, builder.getInt64Ty(), ptr, ptr);
  // The translation unit, the same in each of its CPU targets' objects: their
  // slots share one storage (docs/cpu-targets.md).
  Value* unit = builder.CreateGlobalStringPtr(module.getSourceFileName(), "managed.unit");
  const DataLayout& layout = module.getDataLayout();
  for (GlobalVariable* variable : managed) {
    const std::string name = variable->getName().str();
    const uint64_t size = layout.getTypeAllocSize(variable->getValueType());
    // The initial value, for a host shadow that clang leaves uninitialized.
    Constant* initial = ConstantPointerNull::get(ptr);
    if (variable->hasInitializer() && !variable->getInitializer()->isNullValue() &&
        !isa<UndefValue>(variable->getInitializer()))
      initial = new GlobalVariable(module, variable->getValueType(), true, GlobalValue::PrivateLinkage,
                                   variable->getInitializer(), name + ".openhip.initial");
    auto* slot = new GlobalVariable(module, ptr, false, GlobalValue::InternalLinkage,
                                    ConstantPointerNull::get(ptr), name + ".openhip.managed");

    expandConstantExpressionUses(*variable);
    // A phi may list one predecessor twice; both entries must get the same value.
    DenseMap<std::pair<PHINode*, BasicBlock*>, LoadInst*> phiLoads;
    for (Use& use : make_early_inc_range(variable->uses())) {
      auto* inst = dyn_cast<Instruction>(use.getUser());
      if (!inst) continue;
      auto* phi = dyn_cast<PHINode>(inst);
      LoadInst*& storage = phiLoads[{phi, phi ? phi->getIncomingBlock(use) : nullptr}];
      if (!phi || !storage) {
        Instruction* at = phi ? phi->getIncomingBlock(use)->getTerminator() : inst;
        storage = new LoadInst(ptr, slot, name + ".storage", at);
        storage->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(context, {}));
      }
      use.set(storage);
    }
    for (User* user : variable->users())
      if (!isa<Instruction>(user)) {
        const Constant* annotation = managedEntries.front();
        for (Constant* entry : managedEntries)
          if (entry->getOperand(0)->stripPointerCasts() == variable) annotation = entry;
        reportManagedError(module, *annotation, *variable,
                           "has its address in a global initializer, which the CPU target does not support");
        break;
      }

    variable->setInitializer(nullptr);
    variable->setLinkage(GlobalValue::ExternalWeakLinkage);
    variable->setExternallyInitialized(false);
    variable->setComdat(nullptr);
    variable->setDSOLocal(false);
    variable->setMetadata(attrs::DeviceVarMD, nullptr);  // no longer device storage
    builder.CreateCall(registerVar, {slot, variable, builder.CreateGlobalStringPtr(name, "managed.name"),
                                     builder.getInt64(size), initial, unit});
  }
  builder.CreateRetVoid();
  appendToGlobalCtors(module, ctor, 65535);
  // Runs at load on any CPU, whatever the target the kernels are built for.
  ctor->addFnAttr("target-cpu", Triple(module.getTargetTriple()).isX86() ? "x86-64" : "generic");
  ctor->addFnAttr("target-features", "");
  return true;
}

}  // namespace

PreservedAnalyses MapWorkItemIntrinsicsPass::run(Module& module, ModuleAnalysisManager&) {
  SmallVector<Function*, 8> kernels;
  for (Function& function : module)
    if (isKernel(function) && !function.isDeclaration()) kernels.push_back(&function);
  bool changed = !kernels.empty();
  changed |= lowerManagedVariables(module);
  for (Function* kernel : kernels) addLaunchCtxParameter(*kernel);
  for (Function& function : module)
    if (!function.isDeclaration()) changed |= FunctionRewriter(function).run();
  for (Function& function : make_early_inc_range(module))
    if (function.getName().startswith("llvm.nvvm.") && function.use_empty()) function.eraseFromParent();
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
