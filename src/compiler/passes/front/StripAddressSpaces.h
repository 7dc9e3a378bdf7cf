// Pass 2 "openhip-strip-address-spaces": the CPU has one flat address space,
// so every global, argument, instruction and constant in a non-zero NVPTX
// address space (1 global, 3 shared, 4 constant, 5 local) moves to address
// space 0, and address-space casts disappear. Globals that were __shared__
// keep that fact as !openhip.shared metadata (for LowerSharedMemory);
// __device__/__constant__ definitions get !openhip.device_var (for the
// kernel table's variable entries).
#ifndef OPENHIP_COMPILER_PASSES_STRIPADDRESSSPACES_H
#define OPENHIP_COMPILER_PASSES_STRIPADDRESSSPACES_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class StripAddressSpacesPass : public llvm::PassInfoMixin<StripAddressSpacesPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

}  // namespace openhip

#endif
