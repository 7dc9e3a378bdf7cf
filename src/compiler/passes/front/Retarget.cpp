#include "front/Retarget.h"

#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace openhip {

RetargetOptions RetargetOptions::forTargetMachine(const TargetMachine& machine, unsigned warpSize) {
  RetargetOptions options;
  options.triple = machine.getTargetTriple().str();
  options.dataLayout = machine.createDataLayout().getStringRepresentation();
  options.warpSize = warpSize;
  options.cpuTarget = machine.getTargetCPU().str();
  if (machine.getTargetTriple().isX86()) {
    const MCSubtargetInfo& subtarget = *machine.getMCSubtargetInfo();
#define OPENHIP_CHECK_FEATURE(index, name) \
  if (subtarget.checkFeatures("+" name)) options.cpuFeatures |= uint64_t{1} << (index);
    OPENHIP_CPU_FEATURE_LIST(OPENHIP_CHECK_FEATURE)
#undef OPENHIP_CHECK_FEATURE
  }
  return options;
}

namespace {

/// Reads !nvvm.annotations: {ptr @f, !"key", i32 value, !"key2", i32 value2, ...}.
void markKernelsFromAnnotations(Module& module) {
  NamedMDNode* annotations = module.getNamedMetadata("nvvm.annotations");
  if (!annotations) return;
  DenseMap<Function*, uint64_t> maxThreads;
  for (MDNode* node : annotations->operands()) {
    if (node->getNumOperands() < 3) continue;
    auto* function = mdconst::dyn_extract_or_null<Function>(node->getOperand(0));
    if (!function) continue;
    for (unsigned i = 1; i + 1 < node->getNumOperands(); i += 2) {
      auto* key = dyn_cast_or_null<MDString>(node->getOperand(i));
      auto* value = mdconst::dyn_extract_or_null<ConstantInt>(node->getOperand(i + 1));
      if (!key || !value) continue;
      StringRef name = key->getString();
      if (name == "kernel" && value->isOne()) {
        function->addFnAttr(contract::KernelAttr);
      } else if (name == "maxntidx" || name == "maxntidy" || name == "maxntidz") {
        auto [it, inserted] = maxThreads.try_emplace(function, 1);
        it->second *= value->getZExtValue();
      }
    }
  }
  for (auto& [function, threads] : maxThreads)
    function->addFnAttr(attrs::MaxThreadsAttr, std::to_string(threads));
}

/// NVPTX's half is storage-only, so clang converts `__fp16` with
/// llvm.convert.{from,to}.fp16 on i16. As fpext/fptrunc on `half` the
/// conversions vectorize (F16C's vcvtph2ps/vcvtps2ph) where the intrinsics
/// kept work-item loops scalar; without F16C both become the same libcalls.
void halfConversionsAsCasts(Module& module) {
  for (Function& function : make_early_inc_range(module)) {
    const Intrinsic::ID id = function.getIntrinsicID();
    if (id != Intrinsic::convert_from_fp16 && id != Intrinsic::convert_to_fp16) continue;
    for (User* user : make_early_inc_range(function.users())) {
      auto* call = dyn_cast<CallInst>(user);
      if (!call || call->getCalledFunction() != &function) continue;
      IRBuilder<> builder(call);
      Type* half = builder.getHalfTy();
      Value* value = call->getArgOperand(0);
      Value* cast = id == Intrinsic::convert_from_fp16
                        ? builder.CreateFPExt(builder.CreateBitCast(value, half), call->getType())
                        : builder.CreateBitCast(builder.CreateFPTrunc(value, half), call->getType());
      cast->takeName(call);
      call->replaceAllUsesWith(cast);
      call->eraseFromParent();
    }
    if (function.use_empty()) function.eraseFromParent();
  }
}

}  // namespace

PreservedAnalyses RetargetPass::run(Module& module, ModuleAnalysisManager&) {
  markKernelsFromAnnotations(module);
  halfConversionsAsCasts(module);
  for (const char* name : {"nvvm.annotations", "nvvmir.version"})
    if (NamedMDNode* node = module.getNamedMetadata(name)) module.eraseNamedMetadata(node);

  // NVPTX CPU/features mean nothing to the host; the TargetMachine decides.
  for (Function& function : module) {
    function.removeFnAttr("target-cpu");
    function.removeFnAttr("target-features");
    // NVPTX always keeps frame pointers; on the CPU the TargetMachine decides.
    function.removeFnAttr("frame-pointer");
  }
  module.setTargetTriple(options_.triple);
  module.setDataLayout(options_.dataLayout);
  module.setModuleFlag(Module::Error, attrs::WarpSizeFlag,
                       ConstantAsMetadata::get(
                           ConstantInt::get(Type::getInt32Ty(module.getContext()), options_.warpSize)));
  LLVMContext& context = module.getContext();
  module.setModuleFlag(Module::Error, attrs::CpuTargetFlag, MDString::get(context, options_.cpuTarget));
  module.setModuleFlag(Module::Error, attrs::CpuFeaturesFlag,
                       ConstantAsMetadata::get(ConstantInt::get(Type::getInt64Ty(context), options_.cpuFeatures)));
  return PreservedAnalyses::none();
}

}  // namespace openhip
