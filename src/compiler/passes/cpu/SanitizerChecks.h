// Pass "openhip-sanitizer-checks": hipcc -fsanitize=memcheck, racecheck,
// synccheck, initcheck (docs/sanitizer.md). A second lowering mode, run on the
// canonical kernel form before the work-item loops, so that every check sees
// one work-item's access as the source wrote it:
//   - each load, store, atomic and memory intrinsic whose address may be
//     global or shared memory goes through __openhip_sanitizer_access (with
//     its size, direction, alignment, the work-item and its source line),
//     which returns the address to use (include/openhip/abi.h);
//   - each __syncthreads (racecheck, synccheck) is preceded by
//     __openhip_sanitizer_barrier, and the warp-mask hooks of
//     include/openhip/warp_functions.h become such calls too;
//   - kernels get "openhip-sanitized" (the kernel table flag
//     OPENHIP_KERNEL_SANITIZED), so the runtime tracks their blocks.
// Accesses the pass can prove private (allocas) or to the launch context and
// to constant data of the module (string literals, tables) are not checked.
#ifndef OPENHIP_COMPILER_PASSES_SANITIZERCHECKS_H
#define OPENHIP_COMPILER_PASSES_SANITIZERCHECKS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class SanitizerChecksPass : public llvm::PassInfoMixin<SanitizerChecksPass> {
 public:
  /// `tools`: OpenHipSanitizerTool bits (include/openhip/abi.h).
  explicit SanitizerChecksPass(unsigned tools) : tools_(tools) {}
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-sanitizer-checks"; }

 private:
  unsigned tools_;
};

}  // namespace openhip

#endif
