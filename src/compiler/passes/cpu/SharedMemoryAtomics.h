// Pass "openhip-shared-memory-atomics": atomics on block-local memory become
// plain read-modify-writes. A block runs on one host thread from its first
// work-item to its last (docs/cpu-lowering.md; a cooperative
// launch gives each block its own thread too), and ctx->shared_arena and
// ctx->private_arena belong to that block alone, so no other thread can
// observe or race with an access to them: an atomicrmw whose pointer
// provably points into an arena (ArenaProvenance.h) is a load, the
// operation and a store, and yields the loaded (old) value; a cmpxchg is a
// load, a compare and a store of the new or the old value, and yields
// {old, equal} (a weak one never fails spuriously). Atomic loads and stores
// there become plain ones. Volatile accesses and pointers of unknown
// provenance (which may point into global memory, shared with other blocks)
// are left atomic.
//
// The replacements leave the work-item loop's parallel access group: two
// work-items may update the same __shared__ counter, which an atomic made
// legal, so the loop vectorizer must see that dependence.
#ifndef OPENHIP_COMPILER_PASSES_SHAREDMEMORYATOMICS_H
#define OPENHIP_COMPILER_PASSES_SHAREDMEMORYATOMICS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class SharedMemoryAtomicsPass : public llvm::PassInfoMixin<SharedMemoryAtomicsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

}  // namespace openhip

#endif
