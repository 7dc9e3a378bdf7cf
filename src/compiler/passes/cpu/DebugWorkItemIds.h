// Pass "openhip-debug-work-item-ids" (hipcc -g -O0, -G; docs/debugging.md):
// makes `threadIdx`, `blockIdx`, `blockDim` and `gridDim` printable in gdb
// while a kernel is stopped. Each is a thread_local uint3 variable of the
// kernel's compile unit, under the builtin's name: the kernel stores blockIdx,
// blockDim and gridDim on entry, and the work-item's threadIdx before the
// first instruction of every source line, so whatever line gdb stops at, the
// worker thread's copy describes the work-item it is running (the work-item
// loops run one work-item's part of a region from start to end).
//
// Runs after the cleanup and before the work-item loops; only kernels whose
// compile unit has full debug info change, and only at -O0 (the stores would
// keep the loops from vectorizing).
#ifndef OPENHIP_COMPILER_PASSES_DEBUGWORKITEMIDS_H
#define OPENHIP_COMPILER_PASSES_DEBUGWORKITEMIDS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class DebugWorkItemIdsPass : public llvm::PassInfoMixin<DebugWorkItemIdsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-debug-work-item-ids"; }
};

}  // namespace openhip

#endif
