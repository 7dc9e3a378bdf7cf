// Registers GridStrideLoops and ImplicitLoopBarriers by name with a
// PassBuilder (for opt and the FileCheck tests), as module and function passes.
#ifndef OPENHIP_COMPILER_PASSES_LOOPPASSREGISTRATION_H
#define OPENHIP_COMPILER_PASSES_LOOPPASSREGISTRATION_H

namespace llvm {
class PassBuilder;
}

namespace openhip {
void registerLoopPasses(llvm::PassBuilder& builder);
}

#endif
