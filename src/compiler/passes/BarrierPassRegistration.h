// Registers the work-item loop passes by name with a PassBuilder, for the
// passes plugin and for tools: "openhip-workitem-loops" (WorkItemLoopsPass)
// and "openhip-barriers" (BarrierLoweringPass), both function passes.
#ifndef OPENHIP_COMPILER_PASSES_BARRIERPASSREGISTRATION_H
#define OPENHIP_COMPILER_PASSES_BARRIERPASSREGISTRATION_H

namespace llvm {
class PassBuilder;
}

namespace openhip {
void registerBarrierPasses(llvm::PassBuilder& PB);
}

#endif
