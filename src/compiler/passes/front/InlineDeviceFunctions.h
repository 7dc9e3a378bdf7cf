// Pass 4 "openhip-inline": inlines every non-recursive __device__ function
// into the kernels that call it, so that barriers, thread-id reads and
// __shared__ accesses all become visible in the kernel body (the work-item
// loop passes only look there). Every non-kernel, non-recursive definition is
// marked alwaysinline; device functions left without users are deleted.
// Recursive functions that read work-item/block ids or sizes get them from
// their callers as extra parameters. One that reaches a barrier, a warp
// operation or __shared__ memory cannot be lowered: that is a compile error
// naming the kernel, the function and the source location.
#ifndef OPENHIP_COMPILER_PASSES_INLINEDEVICEFUNCTIONS_H
#define OPENHIP_COMPILER_PASSES_INLINEDEVICEFUNCTIONS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class InlineDeviceFunctionsPass : public llvm::PassInfoMixin<InlineDeviceFunctionsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

}  // namespace openhip

#endif
