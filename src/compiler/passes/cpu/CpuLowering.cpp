#include "cpu/CpuLowering.h"

#include "common/LoweringDiagnostic.h"
#include "LoweringPipeline.h"
#include "PassRegistry.h"
#include "cpu/cbs/WorkItemLoopNest.h"
#include "front/Retarget.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/SubtargetFeature.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <memory>
#include <mutex>
#include <vector>

using namespace llvm;

namespace openhip {
namespace {

/// Collects errors raised while lowering (ours and LLVM's) instead of letting
/// LLVMContext print them and exit the process.
class ErrorCollector : public DiagnosticHandler {
 public:
  explicit ErrorCollector(std::vector<std::string>& errors) : errors_(errors) {}

  bool handleDiagnostics(const DiagnosticInfo& info) override {
    if (auto* lowering = dyn_cast<LoweringDiagnostic>(&info)) {
      errors_.push_back(lowering->text());
    } else if (info.getSeverity() == DS_Error) {
      std::string text;
      raw_string_ostream stream(text);
      DiagnosticPrinterRawOStream printer(stream);
      info.print(printer);
      errors_.push_back("error: " + stream.str());
    }
    return true;  // LLVM's own warnings and remarks are not for hipcc users
  }

 private:
  std::vector<std::string>& errors_;
};

/// Installs an ErrorCollector for the lifetime of the object.
class ScopedErrorCollection {
 public:
  explicit ScopedErrorCollection(LLVMContext& context) : context_(context), saved_(context.getDiagnosticHandler()) {
    context_.setDiagnosticHandler(std::make_unique<ErrorCollector>(errors_));
  }
  ~ScopedErrorCollection() { context_.setDiagnosticHandler(std::move(saved_)); }

  bool hasErrors() const { return !errors_.empty(); }
  Error takeError() {
    std::string text;
    for (const std::string& error : errors_) text += (text.empty() ? "" : "\n") + error;
    errors_.clear();
    return createStringError(inconvertibleErrorCode(), text);
  }

 private:
  LLVMContext& context_;
  std::unique_ptr<DiagnosticHandler> saved_;
  std::vector<std::string> errors_;
};

CodeGenOpt::Level codeGenLevel(unsigned optLevel) {
  switch (optLevel) {
    case 0: return CodeGenOpt::None;
    case 1: return CodeGenOpt::Less;
    case 2: return CodeGenOpt::Default;
    default: return CodeGenOpt::Aggressive;
  }
}

OptimizationLevel optimizationLevel(unsigned optLevel) {
  switch (optLevel) {
    case 1: return OptimizationLevel::O1;
    case 2: return OptimizationLevel::O2;
    default: return OptimizationLevel::O3;
  }
}

Expected<std::unique_ptr<TargetMachine>> createHostTargetMachine(const CpuLoweringOptions& options) {
  static std::once_flag initialized;
  std::call_once(initialized, [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
  });
  std::string triple = sys::getProcessTriple();
  std::string error;
  const Target* target = TargetRegistry::lookupTarget(triple, error);
  if (!target) return createStringError(inconvertibleErrorCode(), "error: no code generator for " + triple + ": " + error);

  std::string cpu = options.cpu;
  SubtargetFeatures features;
  if (cpu == "native") {
    cpu = sys::getHostCPUName().str();
    StringMap<bool> hostFeatures;
    if (sys::getHostCPUFeatures(hostFeatures))
      for (const auto& feature : hostFeatures) features.AddFeature(feature.first(), feature.second);
  } else {
    std::unique_ptr<MCSubtargetInfo> info(target->createMCSubtargetInfo(triple, "", ""));
    if (!info || !info->isCPUStringValid(cpu))
      return createStringError(inconvertibleErrorCode(), "error: unknown target CPU '" + cpu + "'");
  }
  TargetOptions targetOptions;
  // Constructors (the kernel-table registration) in .init_array, as clang
  // emits them: lld (-fuse-ld=lld, hipRTC) does not run .ctors sections.
  targetOptions.UseInitArray = true;
  std::unique_ptr<TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features.getString(), targetOptions, Reloc::PIC_, std::nullopt, codeGenLevel(options.optLevel)));
  if (!machine) return createStringError(inconvertibleErrorCode(), "error: cannot create a target machine for " + triple);
  return machine;
}

/// Whether LoopLoadEliminationPass could change `function`. It forwards
/// stores to loads of later iterations, and finds none in a loop annotated
/// parallel (its access analysis stops there), but LLVM 16 computes much of
/// that analysis first: for the work-item loops of large kernels, whose
/// loops are all annotated parallel, a fifth of the lowering's time
/// (docs/cpu-lowering.md, "Compile time"). Without cached loop info: yes.
bool loadEliminationMayChange(Function& function, FunctionAnalysisManager& functions) {
  const LoopInfo* loops = functions.getCachedResult<LoopAnalysis>(function);
  if (!loops) return true;
  for (Loop* top : *loops)
    for (Loop* loop : depth_first(top))
      if (loop->isInnermost() && !loop->isAnnotatedParallel()) return true;
  return false;
}

/// Analysis managers wired to `machine`, as clang sets them up, and
/// instrumentation that skips LoopLoadEliminationPass where it cannot
/// change anything.
struct Analyses {
  PassInstrumentationCallbacks instrumentation;  // outlives the managers, which point to it
  LoopAnalysisManager loops;
  FunctionAnalysisManager functions;
  CGSCCAnalysisManager sccs;
  ModuleAnalysisManager modules;
  PassBuilder builder;

  Analyses(TargetMachine& machine, const Module& module, unsigned optLevel)
      : builder(&machine, tuning(optLevel), std::nullopt, &instrumentation) {
    instrumentation.registerShouldRunOptionalPassCallback([this](StringRef pass, Any ir) {
      const Function* const* function = any_cast<const Function*>(&ir);
      if (pass != "LoopLoadEliminationPass" || !function) return true;
      return loadEliminationMayChange(const_cast<Function&>(**function), functions);
    });
    Triple triple(module.getTargetTriple());
    functions.registerPass([triple] { return TargetLibraryAnalysis(TargetLibraryInfoImpl(triple)); });
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(sccs);
    registerOpenHipAnalyses(functions);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, sccs, modules);
    registerOptimizerExtensions(builder);
  }

  static PipelineTuningOptions tuning(unsigned optLevel) {
    PipelineTuningOptions options;
    options.LoopVectorization = optLevel >= 2;
    options.SLPVectorization = optLevel >= 2;
    options.LoopUnrolling = optLevel >= 2;
    return options;
  }
};

/// A broken module is our bug, never the user's: say so instead of crashing
/// in the code generator.
Error verifyLoweredModule(const Module& module, StringRef stage) {
  std::string message;
  raw_string_ostream stream(message);
  if (!verifyModule(module, &stream)) return Error::success();
  return createStringError(inconvertibleErrorCode(), "error: internal compiler error: the " + stage +
                                                         " device module is invalid:\n" + stream.str());
}

/// On a CPU with AVX-512, kernels vectorize 512 bits wide unless asked
/// otherwise. LLVM prefers 256-bit vectors there (the first AVX-512 server
/// chips lowered their clock for wider ones), which halves the lanes per
/// instruction of work-item loops; on the CPUs in bench/ the wider loops
/// are faster (docs/cpu-lowering.md).
void setPreferredVectorWidth(Module& module, const TargetMachine& machine, const std::string& requested) {
  std::string width = requested;
  if (width.empty() && machine.getMCSubtargetInfo()->checkFeatures("+avx512f")) width = "512";
  if (width.empty()) return;
  for (Function& function : module)
    if (!function.isDeclaration()) function.addFnAttr("prefer-vector-width", width);
}

/// LLVM's loop peeling takes the first iterations off a loop where a
/// comparison becomes invariant after them (`16 * x > 0` from `max(0, t *
/// 16 - 1)`, `x == 0`); on a work-item loop that the vectorizer then runs
/// from x = 1, a row of 64 work-items is 3 vectors plus 8 and 7 scalar
/// iterations instead of 4 vectors, and the comparison saved costs one
/// vector instruction. The loops of work-items (marked parallel by the
/// lowering) are recorded as peeled already, the loop metadata LLVM's
/// peeling reads to stop (`llvm.loop.peeled.count` at or above its limit of
/// 7 iterations).
void keepWorkItemLoopsUnpeeled(Module& module) {
  for (Function& function : module)
    for (BasicBlock& block : function) {
      Instruction* backedge = block.getTerminator();
      MDNode* loopId = backedge ? backedge->getMetadata(LLVMContext::MD_loop) : nullptr;
      if (loopId && findOptionMDForLoopID(loopId, "llvm.loop.parallel_accesses") &&
          !findOptionMDForLoopID(loopId, "llvm.loop.peeled.count"))
        addLoopHint(backedge, "llvm.loop.peeled.count", 1 << 16);
    }
}

/// The retarget options for `machine`, made for `requestedCpu`: a native
/// build on a CPU LLVM does not know by name (getHostCPUName says
/// "generic", with the host's features) is named "native".
RetargetOptions retargetOptions(const TargetMachine& machine, const std::string& requestedCpu, unsigned warpSize) {
  RetargetOptions retarget = RetargetOptions::forTargetMachine(machine, warpSize);
  if (requestedCpu == "native" && retarget.cpuTarget == "generic") retarget.cpuTarget = "native";
  return retarget;
}

}  // namespace

Expected<CpuTargetInfo> describeCpuTarget(const std::string& cpu) {
  CpuLoweringOptions options;
  options.cpu = cpu.empty() ? "native" : cpu;
  Expected<std::unique_ptr<TargetMachine>> machine = createHostTargetMachine(options);
  if (!machine) return machine.takeError();
  RetargetOptions retarget = retargetOptions(**machine, options.cpu, 64);
  return CpuTargetInfo{retarget.cpuTarget, retarget.cpuFeatures};
}

Error compileDeviceModuleForCpu(Module& deviceModule, const CpuLoweringOptions& options,
                                SmallVectorImpl<char>& objectOut) {
  if (options.warpSize != 32 && options.warpSize != 64)
    return createStringError(inconvertibleErrorCode(),
                             "error: unsupported warp size " + std::to_string(options.warpSize) + " (32 or 64)");
  Expected<std::unique_ptr<TargetMachine>> machine = createHostTargetMachine(options);
  if (!machine) return machine.takeError();

  ScopedErrorCollection errors(deviceModule.getContext());
  RetargetOptions retarget = retargetOptions(**machine, options.cpu, options.warpSize);
  {
    // The lowering runs step by step: after an error, later steps would only
    // add follow-on noise.
    Analyses analyses(**machine, deviceModule, options.optLevel);
    for (const LoweringStep& step : buildLoweringSteps(retarget, options.tableId, options.optLevel, options.sanitizers)) {
      ModulePassManager passes;
      step.addTo(passes);
      passes.run(deviceModule, analyses.modules);
      if (errors.hasErrors()) return errors.takeError();
    }
  }
  if (!options.keepDebugInfo) StripDebugInfo(deviceModule);

  if (Error invalid = verifyLoweredModule(deviceModule, "lowered")) return invalid;
  if (options.loweredModuleOut) deviceModule.print(*options.loweredModuleOut, nullptr);

  setPreferredVectorWidth(deviceModule, **machine, options.preferVectorWidth);
  keepWorkItemLoopsUnpeeled(deviceModule);
  {
    Analyses analyses(**machine, deviceModule, options.optLevel);
    ModulePassManager passes = options.optLevel == 0
                                   ? analyses.builder.buildO0DefaultPipeline(OptimizationLevel::O0)
                                   : analyses.builder.buildPerModuleDefaultPipeline(optimizationLevel(options.optLevel));
    passes.run(deviceModule, analyses.modules);
    if (errors.hasErrors()) return errors.takeError();
  }

  if (Error invalid = verifyLoweredModule(deviceModule, "optimized")) return invalid;
  if (options.optimizedModuleOut) deviceModule.print(*options.optimizedModuleOut, nullptr);

  raw_svector_ostream objectStream(objectOut);
  legacy::PassManager codegen;
  if ((*machine)->addPassesToEmitFile(codegen, objectStream, nullptr, CGFT_ObjectFile))
    return createStringError(inconvertibleErrorCode(), "error: the host target cannot emit object files");
  codegen.run(deviceModule);
  if (errors.hasErrors()) return errors.takeError();
  return Error::success();
}

}  // namespace openhip
