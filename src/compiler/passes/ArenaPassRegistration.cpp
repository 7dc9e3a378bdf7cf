#include "ArenaPassRegistration.h"

#include "ArenaAliasScopes.h"
#include "SharedMemoryAtomics.h"
#include "TotalDivision.h"

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
        if (name == TotalDivisionPass::name()) {  // not an arena pass; registered with them
          passes.addPass(TotalDivisionPass());
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
