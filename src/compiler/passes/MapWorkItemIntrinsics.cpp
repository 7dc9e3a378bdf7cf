#include "MapWorkItemIntrinsics.h"

#include "LaunchContext.h"
#include "LoweringContract.h"
#include "LoweringDiagnostic.h"
#include "openhip/abi.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

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
    return table;
  }();
  return table;
}

bool FunctionRewriter::run() {
  SmallVector<CallInst*, 16> calls;
  for (Instruction& inst : instructions(function_)) {
    auto* call = dyn_cast<CallInst>(&inst);
    if (!call) continue;
    if (call->isInlineAsm()) {
      calls.push_back(call);
    } else if (Function* callee = call->getCalledFunction(); callee && callee->getName().startswith("llvm.nvvm.")) {
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

}  // namespace

PreservedAnalyses MapWorkItemIntrinsicsPass::run(Module& module, ModuleAnalysisManager&) {
  SmallVector<Function*, 8> kernels;
  for (Function& function : module)
    if (isKernel(function) && !function.isDeclaration()) kernels.push_back(&function);
  bool changed = !kernels.empty();
  for (Function* kernel : kernels) addLaunchCtxParameter(*kernel);
  for (Function& function : module)
    if (!function.isDeclaration()) changed |= FunctionRewriter(function).run();
  for (Function& function : make_early_inc_range(module))
    if (function.getName().startswith("llvm.nvvm.") && function.use_empty()) function.eraseFromParent();
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
