// Pass "openhip-lower-shared-memory": places __shared__ variables in the
// per-block arena (ctx->shared_arena, include/openhip/abi.h). Runs on kernels
// in canonical form (after inlining and MapWorkItemIntrinsics), so every
// use of a shared variable is in a kernel body. Per kernel:
//   * each static __shared__ variable it uses gets an offset (in order of
//     first use, aligned to the variable's alignment); the total is the
//     kernel's static shared size ("openhip-static-shared-size");
//   * every `extern __shared__` array (a declaration / zero-sized) aliases
//     the dynamic part at align16(static size) ("openhip-uses-dynamic-shared");
//     an extern array aligned above 16 bytes pads the static size up to its
//     alignment, so the runtime's align16 rule still finds it.
// A __shared__ variable used outside a kernel body is a compile error.
#ifndef OPENHIP_COMPILER_PASSES_LOWERSHAREDMEMORY_H
#define OPENHIP_COMPILER_PASSES_LOWERSHAREDMEMORY_H

#include "llvm/IR/PassManager.h"

namespace openhip {

/// The dynamic part of the arena starts at this alignment after the static part.
inline constexpr unsigned DynamicSharedAlignment = 16;

class LowerSharedMemoryPass : public llvm::PassInfoMixin<LowerSharedMemoryPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

}  // namespace openhip

#endif
