// Pass "openhip-shared-address-wrap": unsigned 32-bit indices into __shared__
// memory wrap as they do on a GPU (docs/faults.md, "Shared-memory addresses
// are 32 bits").
//
// On NVIDIA and AMD GPUs a shared-memory address is a 32-bit offset in the
// block's shared window (nvcc's ld.shared/st.shared take 32-bit registers,
// AMDGPU's LDS pointers are 32 bits wide), so address arithmetic on a
// pointer the compiler knows to be shared is done modulo 2^32: an unsigned
// index that went "below zero" lands at the negative offset it means,
// `p[~x]` is `p[-x - 1]`. Clang's IR zero-extends such an index to 64 bits,
// which on the CPU leaves the arena by gigabytes (HeCBench merge's
// `BSm1[~Ax]`, issue 21). This pass sign-extends, instead, the `zext i32`
// indices of GEPs whose pointer provably points into ctx->shared_arena (the
// pointers a GPU compiler's address-space inference makes shared). Both
// agree modulo 2^32, so wherever the CPU's address is inside the arena it is
// the GPU's.
//
// Indices that are sums, differences and multiples of thread ids, phis and
// block-uniform values (BarrierUniformity) keep their zero extension, as do
// indices known non-negative: SCEV proves `zext(t + stride)` affine in the
// work-item loop but not its sign extension, and a gather would replace the
// vector load of every tree reduction written with unsigned ids. What wraps
// are complements, values computed from loaded data and other non-affine
// arithmetic of work-item dependent values (`p[~x]`, `p[t - shift[r]]`); an
// affine index below zero (`(s + 1)[threadIdx.x - 1u]` in thread 0) leaves
// the arena as before.
#ifndef OPENHIP_COMPILER_PASSES_SHAREDADDRESSWRAP_H
#define OPENHIP_COMPILER_PASSES_SHAREDADDRESSWRAP_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class SharedAddressWrapPass : public llvm::PassInfoMixin<SharedAddressWrapPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Function& kernel, llvm::FunctionAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-shared-address-wrap"; }
};

}  // namespace openhip

#endif
