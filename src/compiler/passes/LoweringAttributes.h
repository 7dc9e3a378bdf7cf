// Names of the attributes, metadata and module flags that the lowering passes
// use to hand facts to each other (besides the contract in
// LoweringContract.h, which fixes the kernel form for the work-item passes).
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGATTRIBUTES_H
#define OPENHIP_COMPILER_PASSES_LOWERINGATTRIBUTES_H

#include "llvm/IR/Function.h"

namespace openhip::attrs {
/// Module flag (i32): the warp size the module is compiled for (32 or 64).
inline constexpr const char* WarpSizeFlag = "openhip-warp-size";
/// Global-variable metadata: the variable was `__shared__` (addrspace 3).
inline constexpr const char* SharedVarMD = "openhip.shared";
/// Global-variable metadata: a `__device__`/`__constant__` variable
/// (addrspace 1/4) that the host may address by name (hipMemcpyToSymbol).
inline constexpr const char* DeviceVarMD = "openhip.device_var";
/// Kernel attribute: `__launch_bounds__` maximum threads per block.
inline constexpr const char* MaxThreadsAttr = "openhip-max-threads-per-block";
/// Kernel attribute: bytes of static `__shared__` data in the block arena.
inline constexpr const char* StaticSharedSizeAttr = "openhip-static-shared-size";
/// Kernel attribute: the kernel uses `extern __shared__` (dynamic) memory.
inline constexpr const char* UsesDynamicSharedAttr = "openhip-uses-dynamic-shared";
}  // namespace openhip::attrs

namespace openhip {
/// True for a kernel declared `__launch_bounds__(1)`: every block has one
/// work-item (the runtime rejects larger blocks), so the loop heuristics that
/// reorder work across work-items (implicit loop barriers, grid-stride
/// splitting) have nothing to gain and would only cut its loops into nests.
inline bool hasSingleWorkItemBlocks(const llvm::Function& F) {
  return F.getFnAttribute(attrs::MaxThreadsAttr).getValueAsString() == "1";
}
}  // namespace openhip

#endif
