// Which memory a pointer of a kernel can point into, judged by its underlying
// objects, for ArenaAliasScopes and SharedMemoryAtomics (docs/cpu-lowering.md,
// "Alias scopes"). After the work-item loops are built, a kernel reaches
//   * its block's __shared__ variables only through ctx->shared_arena;
//   * values kept across barriers only through ctx->private_arena;
//   * everything the host gave it through its parameters and the module's
//     globals (the runtime never shows an arena address to the host);
//   * its own allocas.
// These regions are disjoint. A pointer loaded from memory, returned by a
// call or made from an integer may point anywhere (a __shared__ address can
// be stored and reloaded): its region is Unknown.
#ifndef OPENHIP_COMPILER_PASSES_ARENAPROVENANCE_H
#define OPENHIP_COMPILER_PASSES_ARENAPROVENANCE_H

#include <cstdint>

namespace llvm {
class Function;
class Instruction;
class Value;
}  // namespace llvm

namespace openhip {

/// One bit per region; a set of them says "somewhere in these".
enum MemoryRegion : unsigned {
  PrivateArenaRegion = 1u << 0,  ///< ctx->private_arena (per-work-item slots)
  SharedArenaRegion = 1u << 1,   ///< ctx->shared_arena (__shared__ data)
  GlobalRegion = 1u << 2,        ///< kernel parameters, module globals, the launch context
  StackRegion = 1u << 3,         ///< the kernel's allocas
  AllMemoryRegions = (1u << 4) - 1,
};

/// Classifies pointers of one kernel in canonical form (last parameter ctx).
class ArenaProvenance {
 public:
  explicit ArenaProvenance(llvm::Function& kernel);

  /// The regions `pointer` may point into, or 0 when that is unknown.
  unsigned regionsOf(const llvm::Value* pointer) const;

  /// The regions the memory accesses of `inst` may touch: 0 when one of its
  /// pointers is of unknown provenance or `inst` is not a load, store,
  /// atomic or memcpy/memmove/memset (other calls may touch anything).
  unsigned accessedRegions(const llvm::Instruction& inst) const;

 private:
  unsigned regionOfObject(const llvm::Value* object) const;

  const llvm::Value* ctx_ = nullptr;
  int64_t sharedArenaOffset_ = 0;   ///< byte offset of ctx->shared_arena
  int64_t privateArenaOffset_ = 0;  ///< byte offset of ctx->private_arena
};

}  // namespace openhip

#endif
