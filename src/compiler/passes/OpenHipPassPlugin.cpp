// opt-16 plugin entry: `opt -load-pass-plugin=lib/OpenHipPasses.so
// -passes=openhip-retarget,...` runs OpenHIP's lowering passes one by one.
#include "PassRegistry.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "OpenHipPasses", LLVM_VERSION_STRING,
          [](llvm::PassBuilder& builder) { openhip::registerOpenHipPasses(builder); }};
}
