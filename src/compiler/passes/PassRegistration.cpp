#include "PassRegistration.h"

#include "ArenaPassRegistration.h"
#include "cpu/EmitBlockFunctions.h"
#include "front/InlineDeviceFunctions.h"
#include "LoopPassRegistration.h"
#include "front/LowerSharedMemory.h"
#include "LoweringPipeline.h"
#include "front/MapWorkItemIntrinsics.h"
#include "front/Retarget.h"
#include "front/StripAddressSpaces.h"

#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Host.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

#if __has_include("BarrierPassRegistration.h")
#include "BarrierPassRegistration.h"
#define OPENHIP_HAVE_BARRIER_REGISTRATION 1
#endif

#include <memory>
#include <optional>

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

/// "name" or "name<params>": returns params, or nullopt when `text` is another pass.
std::optional<StringRef> passParams(StringRef text, StringRef name) {
  if (text == name) return StringRef();
  if (text.consume_front(name) && text.consume_front("<") && text.consume_back(">")) return text;
  return std::nullopt;
}

/// Parameters: "warp-size=N" and/or "table-id=ID" separated by ';'.
struct PluginParams {
  unsigned warpSize = 64;
  std::string tableId = "test";
  bool ok = true;
};

PluginParams parseParams(StringRef params) {
  PluginParams result;
  SmallVector<StringRef, 4> parts;
  params.split(parts, ';', -1, false);
  for (StringRef part : parts) {
    if (part.consume_front("warp-size=")) {
      result.ok &= !part.getAsInteger(10, result.warpSize);
    } else if (part.consume_front("table-id=")) {
      result.tableId = part.str();
    } else {
      result.ok = false;
    }
  }
  return result;
}

}  // namespace

void registerOpenHipPasses(PassBuilder& builder) {
  builder.registerPipelineParsingCallback(
      [](StringRef text, ModulePassManager& mpm, ArrayRef<PassBuilder::PipelineElement>) {
        if (auto params = passParams(text, RetargetPass::name())) {
          PluginParams parsed = parseParams(*params);
          std::optional<RetargetOptions> options = hostRetargetOptions(parsed.warpSize);
          if (!parsed.ok || !options) return false;
          mpm.addPass(RetargetPass(*options));
          return true;
        }
        if (auto params = passParams(text, EmitBlockFunctionsPass::name())) {
          PluginParams parsed = parseParams(*params);
          if (!parsed.ok) return false;
          mpm.addPass(EmitBlockFunctionsPass(parsed.tableId));
          return true;
        }
        if (auto params = passParams(text, "openhip-lower")) {
          PluginParams parsed = parseParams(*params);
          std::optional<RetargetOptions> options = hostRetargetOptions(parsed.warpSize);
          if (!parsed.ok || !options) return false;
          for (const LoweringStep& step : buildLoweringSteps(*options, parsed.tableId, 2)) step.addTo(mpm);
          return true;
        }
        if (text == StripAddressSpacesPass::name()) {
          mpm.addPass(StripAddressSpacesPass());
          return true;
        }
        if (text == InlineDeviceFunctionsPass::name()) {
          mpm.addPass(InlineDeviceFunctionsPass());
          return true;
        }
        if (text == MapWorkItemIntrinsicsPass::name()) {
          mpm.addPass(MapWorkItemIntrinsicsPass());
          return true;
        }
        if (text == LowerSharedMemoryPass::name()) {
          mpm.addPass(LowerSharedMemoryPass());
          return true;
        }
        return false;
      });
#ifdef OPENHIP_HAVE_BARRIER_REGISTRATION
  registerBarrierPasses(builder);
#endif
  registerLoopPasses(builder);
  registerArenaPasses(builder);
}

}  // namespace openhip
