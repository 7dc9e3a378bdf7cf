#include "ArenaPassRegistration.h"

#include "cpu/ArenaAliasScopes.h"
#include "cpu/SharedMemoryAtomics.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace openhip {

void registerArenaPasses(PassBuilder& builder) {
  builder.registerPipelineParsingCallback(
      [](StringRef name, ModulePassManager& passes, ArrayRef<PassBuilder::PipelineElement>) {
        if (name == ArenaAliasScopesPass::name()) {
          passes.addPass(ArenaAliasScopesPass());
          return true;
        }
        if (name == SharedMemoryAtomicsPass::name()) {
          passes.addPass(SharedMemoryAtomicsPass());
          return true;
        }
        return false;
      });
}

}  // namespace openhip
