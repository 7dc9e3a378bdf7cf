// Pass "openhip-arena-alias-scopes": tells LLVM's scoped-noalias analysis
// which memory region each access of a kernel touches (ArenaProvenance.h):
// the private arena, the shared arena, global memory (parameters, globals,
// launch context) or the kernel's own stack. Without it the private-arena
// slot of a value live across barriers (say a running sum) may alias the
// __shared__ tiles read next to it, so it is reloaded and stored back on
// every step. Runs after the work-item loops are built, before -O.
//
// Per kernel, one domain with one scope per region. An access whose pointers
// all have a known region gets `!alias.scope` = its regions' scopes and
// `!noalias` = the other regions' scopes (added to any scopes it had).
// Accesses of unknown provenance, and calls other than memcpy/memmove/memset,
// get nothing: LLVM keeps assuming they may touch anything.
#ifndef OPENHIP_COMPILER_PASSES_ARENAALIASSCOPES_H
#define OPENHIP_COMPILER_PASSES_ARENAALIASSCOPES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Instruction;
}  // namespace llvm

namespace openhip {

class ArenaAliasScopesPass : public llvm::PassInfoMixin<ArenaAliasScopesPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
};

/// The regions (ArenaProvenance.h's MemoryRegion bits) that the arena scopes
/// this pass gave `inst` name, or 0 when it has none (unknown provenance).
unsigned scopedRegions(const llvm::Instruction& inst);

/// The arena passes in pipeline order: SharedMemoryAtomicsPass, then this
/// one (so the plain accesses that replace atomics get scopes too).
void addArenaMemoryPasses(llvm::ModulePassManager& passes);

}  // namespace openhip

#endif
