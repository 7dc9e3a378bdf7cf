// Names of the attributes, metadata and module flags that the lowering passes
// use to hand facts to each other (besides the contract in
// LoweringContract.h, which fixes the kernel form for the work-item passes).
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGATTRIBUTES_H
#define OPENHIP_COMPILER_PASSES_LOWERINGATTRIBUTES_H

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
/// Named module metadata of relocatable device code linked from several
/// translation units (hipcc -fgpu-rdc, docs/hipcc.md): one operand per unit,
///   !{!"<table id>", !{!"<name>", !"<symbol>", ...}, !{!"<name>", !"<symbol>", ...}}
/// listing the unit's kernels, then its __device__/__constant__ variables, by
/// the name the unit's host code registers and the symbol that holds them in
/// the linked module. EmitBlockFunctions then emits one kernel table per unit
/// (the host object of each unit names its own table) instead of one table.
inline constexpr const char* RdcUnitsMD = "openhip.rdc.units";
}  // namespace openhip::attrs

#endif
