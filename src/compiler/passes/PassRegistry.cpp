#include "PassRegistry.h"

#include "LoweringPipeline.h"
#include "analysis/BarrierUniformity.h"
#include "cpu/ArenaAliasScopes.h"
#include "cpu/BarrierLowering.h"
#include "cpu/DebugWorkItemIds.h"
#include "cpu/EmitBlockFunctions.h"
#include "cpu/GridStrideLoops.h"
#include "cpu/ImplicitLoopBarriers.h"
#include "cpu/InlineFloatMath.h"
#include "cpu/LockstepWarps.h"
#include "cpu/InductionIncrements.h"
#include "cpu/ChoicesInWorkItemLoops.h"
#include "cpu/RareStoresInWorkItemLoops.h"
#include "cpu/SanitizerChecks.h"
#include "cpu/SharedAddressWrap.h"
#include "cpu/SharedMemoryAtomics.h"
#include "cpu/SunkAccessesInWorkItemLoops.h"
#include "cpu/SwitchesInWorkItemLoops.h"
#include "cpu/TotalDivision.h"
#include "cpu/UniformAddressScatters.h"
#include "cpu/WorkItemLoops.h"
#include "front/InlineDeviceFunctions.h"
#include "front/LowerSharedMemory.h"
#include "front/MapWorkItemIntrinsics.h"
#include "front/PrivateByValCopies.h"
#include "front/Retarget.h"
#include "front/StripAddressSpaces.h"
#include "front/UnrollPrivateArrayLoops.h"

#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#include <memory>

using namespace llvm;

namespace openhip {
namespace {

/// Host triple and data layout for tests under opt: a generic x86-64 (or the
/// host architecture's baseline) machine, so outputs do not depend on the
/// machine running the tests.
std::optional<RetargetOptions> hostRetargetOptions(unsigned warpSize) {
  std::string triple = sys::getDefaultTargetTriple();
  std::string error;
  const Target* target = TargetRegistry::lookupTarget(triple, error);
  if (!target) return std::nullopt;
  std::unique_ptr<TargetMachine> machine(
      target->createTargetMachine(triple, "", "", TargetOptions(), std::nullopt));
  if (!machine) return std::nullopt;
  return RetargetOptions::forTargetMachine(*machine, warpSize);
}

bool addRetarget(ModulePassManager& passes, const PassParams& params) {
  std::optional<RetargetOptions> options = hostRetargetOptions(params.warpSize);
  if (options) passes.addPass(RetargetPass(*options));
  return options.has_value();
}

/// Both halves for the CPU as hipcc runs them (at -O2), before LLVM's optimizer.
bool addLoweringPipeline(ModulePassManager& passes, const PassParams& params) {
  std::optional<RetargetOptions> options = hostRetargetOptions(params.warpSize);
  if (!options) return false;
  for (const LoweringStep& step : buildLoweringSteps(*options, params.tableId, 2)) step.addTo(passes);
  return true;
}

/// "name" or "name<params>": the parameters, or nullopt when `text` names
/// another pass.
std::optional<StringRef> paramsOf(StringRef text, StringRef name) {
  if (text == name) return StringRef();
  if (text.consume_front(name) && text.consume_front("<") && text.consume_back(">")) return text;
  return std::nullopt;
}

bool parseModulePass(StringRef text, ModulePassManager& mpm) {
#define OPENHIP_MODULE_PASS(NAME, CREATE) \
  if (text == NAME) {                     \
    mpm.addPass(CREATE);                  \
    return true;                          \
  }
#define OPENHIP_MODULE_PASS_WITH_PARAMS(NAME, CREATE)                  \
  if (std::optional<StringRef> paramsText = paramsOf(text, NAME)) {    \
    std::optional<PassParams> parsed = parsePassParams(*paramsText);   \
    if (!parsed) return false;                                         \
    const PassParams& params = *parsed;                                \
    mpm.addPass(CREATE);                                               \
    return true;                                                       \
  }
#define OPENHIP_MODULE_PASSES_WITH_PARAMS(NAME, ADD)                 \
  if (std::optional<StringRef> paramsText = paramsOf(text, NAME)) {  \
    std::optional<PassParams> parsed = parsePassParams(*paramsText); \
    return parsed && ADD(mpm, *parsed);                              \
  }
// Function passes also run at module level, so that
// "openhip-workitem-loops,default<O3>" parses.
#define OPENHIP_FUNCTION_PASS(NAME, CREATE)                \
  if (text == NAME) {                                      \
    mpm.addPass(createModuleToFunctionPassAdaptor(CREATE)); \
    return true;                                           \
  }
#define OPENHIP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE)               \
  if (std::optional<StringRef> paramsText = paramsOf(text, NAME)) {   \
    std::optional<PassParams> parsed = parsePassParams(*paramsText);  \
    if (!parsed) return false;                                        \
    const PassParams& params = *parsed;                               \
    mpm.addPass(createModuleToFunctionPassAdaptor(CREATE));           \
    return true;                                                      \
  }
#include "OpenHipPasses.def"
  return false;
}

bool parseFunctionPass(StringRef text, FunctionPassManager& fpm) {
#define OPENHIP_FUNCTION_PASS(NAME, CREATE) \
  if (text == NAME) {                       \
    fpm.addPass(CREATE);                    \
    return true;                            \
  }
#define OPENHIP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE)              \
  if (std::optional<StringRef> paramsText = paramsOf(text, NAME)) {  \
    std::optional<PassParams> parsed = parsePassParams(*paramsText); \
    if (!parsed) return false;                                       \
    const PassParams& params = *parsed;                              \
    fpm.addPass(CREATE);                                             \
    return true;                                                     \
  }
#define OPENHIP_FUNCTION_ANALYSIS(NAME, CREATE)                                         \
  if (text == "require<" NAME ">") {                                                    \
    fpm.addPass(RequireAnalysisPass<std::remove_reference_t<decltype(CREATE)>, Function>()); \
    return true;                                                                        \
  }                                                                                     \
  if (text == "invalidate<" NAME ">") {                                                 \
    fpm.addPass(InvalidateAnalysisPass<std::remove_reference_t<decltype(CREATE)>>());  \
    return true;                                                                        \
  }
#include "OpenHipPasses.def"
  return false;
}

/// Pass instrumentation (-print-after=NAME, -debug-pass-manager) knows the
/// passes by these names.
void registerPassNames(PassInstrumentationCallbacks& callbacks) {
  const PassParams params;
  (void)params;
#define OPENHIP_MODULE_PASS(NAME, CREATE) callbacks.addClassToPassName(decltype(CREATE)::name(), NAME);
#define OPENHIP_MODULE_PASS_WITH_PARAMS(NAME, CREATE) OPENHIP_MODULE_PASS(NAME, CREATE)
#define OPENHIP_FUNCTION_PASS(NAME, CREATE) OPENHIP_MODULE_PASS(NAME, CREATE)
#define OPENHIP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE) OPENHIP_MODULE_PASS(NAME, CREATE)
#include "OpenHipPasses.def"
}

}  // namespace

std::optional<PassParams> parsePassParams(StringRef text) {
  PassParams params;
  SmallVector<StringRef, 4> parts;
  text.split(parts, ';', -1, false);
  for (StringRef part : parts) {
    if (part.consume_front("warp-size=")) {
      if (part.getAsInteger(10, params.warpSize)) return std::nullopt;
    } else if (part.consume_front("table-id=")) {
      params.tableId = part.str();
    } else {
      return std::nullopt;
    }
  }
  return params;
}

void registerOpenHipAnalyses(FunctionAnalysisManager& analyses) {
#define OPENHIP_FUNCTION_ANALYSIS(NAME, CREATE) analyses.registerPass([] { return CREATE; });
#include "OpenHipPasses.def"
  (void)analyses;
}

void registerOptimizerExtensions(PassBuilder& builder) {
  builder.registerVectorizerStartEPCallback(
      [](FunctionPassManager& passes, OptimizationLevel level) {
        passes.addPass(SwitchesInWorkItemLoopsPass());
        passes.addPass(InductionIncrementsPass());
        passes.addPass(ChoicesInWorkItemLoopsPass());
        passes.addPass(SunkAccessesInWorkItemLoopsPass());
        // At -O1 the vectorizer runs only for loops with the hint.
        if (level.getSpeedupLevel() >= 2) passes.addPass(RareStoresInWorkItemLoopsPass());
      });
  builder.registerOptimizerLastEPCallback([](ModulePassManager& passes, OptimizationLevel level) {
    if (level != OptimizationLevel::O0)
      passes.addPass(createModuleToFunctionPassAdaptor(UniformAddressScattersPass()));
  });
}

void registerOpenHipPasses(PassBuilder& builder) {
  registerOptimizerExtensions(builder);
  builder.registerPipelineParsingCallback(
      [](StringRef text, ModulePassManager& mpm, ArrayRef<PassBuilder::PipelineElement>) {
        return parseModulePass(text, mpm);
      });
  builder.registerPipelineParsingCallback(
      [](StringRef text, FunctionPassManager& fpm, ArrayRef<PassBuilder::PipelineElement>) {
        return parseFunctionPass(text, fpm);
      });
  builder.registerAnalysisRegistrationCallback(
      [](FunctionAnalysisManager& analyses) { registerOpenHipAnalyses(analyses); });
  if (PassInstrumentationCallbacks* callbacks = builder.getPassInstrumentationCallbacks())
    registerPassNames(*callbacks);
}

}  // namespace openhip
