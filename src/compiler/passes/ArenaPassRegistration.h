// Registers the arena memory passes (ArenaAliasScopes, SharedMemoryAtomics)
// by name with a PassBuilder, for opt and the FileCheck tests.
#ifndef OPENHIP_COMPILER_PASSES_ARENAPASSREGISTRATION_H
#define OPENHIP_COMPILER_PASSES_ARENAPASSREGISTRATION_H

namespace llvm {
class PassBuilder;
}

namespace openhip {

void registerArenaPasses(llvm::PassBuilder& builder);

}  // namespace openhip

#endif
