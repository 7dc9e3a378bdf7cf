// Registers every OpenHIP lowering pass by name with a PassBuilder (used by
// the opt plugin): openhip-retarget[<warp-size=N>],
// openhip-strip-address-spaces, openhip-inline,
// openhip-map-work-item-intrinsics, openhip-lower-shared-memory,
// openhip-emit-block-functions[<table-id>], openhip-lower[<...>] (the whole
// lowering before LLVM's optimizer) and the barrier helper's
// openhip-workitem-loops / openhip-barriers.
#ifndef OPENHIP_COMPILER_PASSES_PASSREGISTRATION_H
#define OPENHIP_COMPILER_PASSES_PASSREGISTRATION_H

namespace llvm {
class PassBuilder;
}

namespace openhip {
void registerOpenHipPasses(llvm::PassBuilder& builder);
}

#endif
