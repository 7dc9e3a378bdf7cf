// Every name the lowering passes hand each other through the IR: function
// attributes, metadata kinds, module flags, annotations and the functions
// of the canonical kernel form (common/LoweringContract.h says what they
// mean there), plus the placeholders of the CPU back half. One header, so
// that each name is spelled once and all of them are found in one place.
// (Names of runtime entry points, e.g. __openhip_register_cpu_table, are
// the ABI with the runtime: include/openhip/abi.h and the passes that call
// them.)
#ifndef OPENHIP_COMPILER_PASSES_COMMON_LOWERINGNAMES_H
#define OPENHIP_COMPILER_PASSES_COMMON_LOWERINGNAMES_H

/// The canonical kernel form (common/LoweringContract.h): front half -> back halves.
namespace openhip::contract {
/// Function attribute: the function is a kernel.
inline constexpr const char* KernelAttr = "openhip-kernel";
/// `i32 @__openhip_local_id(i32 dim)`: the work-item's id in its block.
inline constexpr const char* LocalIdFn = "__openhip_local_id";
/// `void @__openhip_barrier()` and the reducing barriers `i32 (i32)`.
inline constexpr const char* BarrierFn = "__openhip_barrier";
inline constexpr const char* BarrierPopcFn = "__openhip_barrier_popc";
inline constexpr const char* BarrierAndFn = "__openhip_barrier_and";
inline constexpr const char* BarrierOrFn = "__openhip_barrier_or";
/// The warp collectives (include/openhip/warp_functions.h).
inline constexpr const char* WarpGatherFn = "__openhip_warp_gather";
inline constexpr const char* WarpBallotFn = "__openhip_warp_ballot";
/// Set by the CPU back half's work-item loop passes on the kernels they lowered.
inline constexpr const char* PrivateSizeAttr = "openhip-private-size";
inline constexpr const char* HasBarriersAttr = "openhip-has-barriers";
}  // namespace openhip::contract

/// What else the front half leaves for the back halves.
namespace openhip::attrs {
/// Module flag (i32): the warp size the module is compiled for (32 or 64).
inline constexpr const char* WarpSizeFlag = "openhip-warp-size";
/// Module flags: the CPU target the module is compiled for (string, e.g.
/// "x86-64-v3") and its OPENHIP_CPU_FEATURE_LIST bits (i64), for the table.
inline constexpr const char* CpuTargetFlag = "openhip-cpu-target";
inline constexpr const char* CpuFeaturesFlag = "openhip-cpu-features";
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
/// Annotation (llvm.global.annotations) that include/openhip/device_heap.h
/// puts on `__managed__` variables; MapWorkItemIntrinsics lowers them.
inline constexpr const char* ManagedAnnotation = "openhip.managed";
/// Named module metadata of relocatable device code linked from several
/// translation units (hipcc -fgpu-rdc, docs/hipcc.md): one operand per unit,
///   !{!"<table id>", !{!"<name>", !"<symbol>", ...}, !{!"<name>", !"<symbol>", ...}}
/// listing the unit's kernels, then its __device__/__constant__ variables, by
/// the name the unit's host code registers and the symbol that holds them in
/// the linked module. EmitBlockFunctions then emits one kernel table per unit
/// (the host object of each unit names its own table) instead of one table.
inline constexpr const char* RdcUnitsMD = "openhip.rdc.units";
}  // namespace openhip::attrs

/// Between the CPU back half's passes and helpers (cpu/, cpu/cbs/).
namespace openhip::cpu {
/// On the `call @__openhip_barrier()` an implicit loop barrier inserted
/// (ImplicitLoopBarriers -> BarrierLowering).
inline constexpr const char* ImplicitBarrierMD = "openhip.implicit_barrier";
/// Kernel attribute set by SanitizerChecks: the kernel was instrumented
/// (EmitBlockFunctions sets OPENHIP_KERNEL_SANITIZED from it).
inline constexpr const char* SanitizedAttr = "openhip-sanitized";
/// On the float math functions InlineFloatMath defines: they compute in
/// double, and the only doubles of theirs that can be subnormal are
/// polynomial terms far below the float result's rounding, so flushing
/// subnormals changes none of their results (EmitBlockFunctions' check for
/// kernels that flush).
inline constexpr const char* DoublesStayNormalAttr = "openhip-doubles-stay-normal";
/// `void @__openhip_sanitizer_warp_hook(i32 kind, i64 mask)`: declared by
/// include/openhip/warp_functions.h under -fsanitize=racecheck/synccheck;
/// SanitizerChecks turns it into a runtime call.
inline constexpr const char* SanitizerWarpHookFn = "__openhip_sanitizer_warp_hook";
/// On the warp barriers LockstepWarps inserts (`__openhip_warp_ballot(1)`).
inline constexpr const char* LockstepMD = "openhip.lockstep";
/// On a `ret` that some work-items may take while others reach a barrier.
inline constexpr const char* DivergentReturnMD = "openhip.divergent_return";
/// On the branch of an early-return guard; operand: the leaving successor.
inline constexpr const char* EarlyReturnGuardMD = "openhip.early_return_guard";
/// On a load that every work-item of the block sees the same value from
/// although it reads memory other than the launch context (the result of a
/// __syncthreads_count/_and/_or); BarrierUniformity takes it as uniform.
inline constexpr const char* UniformLoadMD = "openhip.uniform_load";
/// On a conditional branch or switch whose condition is block-uniform.
inline constexpr const char* UniformBranchMD = "openhip.uniform_branch";
/// On the branch of each guard findNarrowingGuards accepts (copies of the
/// block keep it); materializeWorkItem drops it.
inline constexpr const char* XGuardMD = "openhip.x.guard";
/// On x comparisons with block-uniform operands outside any cycle of their
/// sub-CFG (findNarrowingGuards -> splitXLoopAtCompares); materializeWorkItem
/// drops it.
inline constexpr const char* XSplitMD = "openhip.x.split";
/// `ptr @__openhip_wi_private(i64 offset, i64 size)`: this work-item's copy
/// of a private-arena slot, until a loop nest materializes it.
inline constexpr const char* PrivateSlotFn = "__openhip_wi_private";
/// `void @__openhip_warp_collective()`: where a warp collective was, a
/// split point like a barrier.
inline constexpr const char* CollectiveMarkerFn = "__openhip_warp_collective";
}  // namespace openhip::cpu

#endif
