// IR-level access to the launch context (OpenHipLaunchCtx in
// include/openhip/abi.h) and the kernel predicates shared by the passes.
#ifndef OPENHIP_COMPILER_PASSES_LAUNCHCONTEXT_H
#define OPENHIP_COMPILER_PASSES_LAUNCHCONTEXT_H

#include "llvm/IR/IRBuilder.h"

#include <string>

namespace openhip {

/// True for a function marked with the "openhip-kernel" attribute.
bool isKernel(const llvm::Function& F);

/// True if `V` is a direct call to the function named `name`.
bool callsFunction(const llvm::Value* V, llvm::StringRef name);

/// True for a call of a block barrier of the canonical form: `__syncthreads()`
/// or one of its reducing forms (LoweringContract.h).
bool isBlockBarrier(const llvm::Value* V);

/// True for a point where the work-items of a warp meet: a block barrier or
/// a warp collective (shuffle, vote, __syncwarp).
bool isSyncPoint(const llvm::Value* V);

/// True for a kernel declared `__launch_bounds__(1)`: every block has one
/// work-item (the runtime rejects larger blocks), so the loop heuristics that
/// reorder work across work-items (implicit loop barriers, grid-stride
/// splitting) have nothing to gain and would only cut its loops into nests.
bool hasSingleWorkItemBlocks(const llvm::Function& F);

/// True for a `byval` parameter that its function only reads: every use is a
/// simple load, or address arithmetic (GEP, bitcast) whose uses are. Loads
/// from such a kernel parameter read the launch's own copy, the same for
/// every work-item; one the kernel writes gets a copy per work-item
/// (front/PrivateByValCopies.h).
bool isReadOnlyByValParameter(const llvm::Value* V);

/// True for a simple load that reads the same value in every work-item of a
/// block: from the launch context `ctx`, or from a by-value parameter that
/// the kernel only reads.
bool isBlockUniformLoad(const llvm::LoadInst& load, const llvm::Value* ctx);

/// The hidden launch-context parameter of a kernel in canonical form (its
/// last parameter, see LoweringContract.h).
llvm::Argument* getLaunchCtxArg(llvm::Function& kernel);

/// OpenHipLaunchCtx as an LLVM struct type ("openhip.LaunchCtx").
llvm::StructType* getLaunchCtxType(llvm::LLVMContext& context);

/// Address of ctx->field (dim selects the element of the 3-element arrays).
llvm::Value* createCtxFieldAddress(llvm::IRBuilderBase& builder, llvm::Value* ctx, unsigned field,
                                   unsigned dim = 0, const llvm::Twine& name = "");

/// Loads ctx->field[dim] (uniform for the block, marked invariant).
llvm::Value* createCtxFieldLoad(llvm::IRBuilderBase& builder, llvm::Value* ctx, unsigned field,
                                unsigned dim = 0, const llvm::Twine& name = "");

/// The warp size recorded by the retarget pass (module flag), or 0.
unsigned getModuleWarpSize(const llvm::Module& module);

/// The demangled name of a function, for diagnostics.
std::string displayName(const llvm::Function& F);

}  // namespace openhip

#endif
