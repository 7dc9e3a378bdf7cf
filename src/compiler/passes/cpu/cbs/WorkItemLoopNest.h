// Building blocks shared by WorkItemLoops and BarrierLowering: the kernel's
// new entry block with the block-uniform values every work-item loop needs,
// per-work-item memory in ctx->private_arena, and the z/y/x loop nest that
// runs a region of the kernel for every work-item of the block.
#ifndef OPENHIP_COMPILER_PASSES_WORKITEMLOOPNEST_H
#define OPENHIP_COMPILER_PASSES_WORKITEMLOOPNEST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Alignment.h"

#include <cstdint>

namespace llvm {
class AllocaInst;
class BasicBlock;
class CallInst;
class Function;
class Instruction;
class Loop;
class MDNode;
class Value;
}  // namespace llvm

namespace openhip {

/// True for a function carrying the "openhip-kernel" attribute with a body.
bool isOpenHipKernel(const llvm::Function& F);
/// True if `F` calls __openhip_barrier, one of its reducing variants or a
/// warp collective (all lowered by BarrierLowering).
bool containsBarrierCall(const llvm::Function& F);
/// True if `V` is a call to __openhip_local_id.
bool isLocalIdCall(const llvm::Value* V);

/// The kernel's new entry block and the block-uniform values computed there.
struct WorkItemFrame {
  llvm::Function* function = nullptr;
  llvm::BasicBlock* entry = nullptr;       ///< allocas, uniform prologue; ends in a branch to fill
  llvm::Value* ctx = nullptr;              ///< the OpenHipLaunchCtx* parameter
  llvm::Value* blockDim[3] = {};           ///< i32 ctx->block_dim[d]
  llvm::Value* threadCount = nullptr;      ///< i64 threads per block
  llvm::Value* privateArena = nullptr;     ///< ptr ctx->private_arena
};

/// Inserts a new entry block in front of the kernel's body, moves the static
/// allocas into it and loads the launch-context fields. Its terminator is a
/// branch to the old entry; callers retarget it.
WorkItemFrame createWorkItemFrame(llvm::Function& F);

/// Per-work-item slots in ctx->private_arena. Slot s of `size` bytes lives at
/// arena + s.offset * threads + linearId * size, so each work-item's copy is
/// contiguous and copies of consecutive work-items are adjacent (vectorizable).
class PrivateArenaLayout {
 public:
  /// Reserves a slot; returns its per-work-item offset.
  uint64_t allocate(uint64_t size, llvm::Align align);
  uint64_t bytesPerWorkItem() const { return bytes_; }

 private:
  uint64_t bytes_ = 0;
};

/// A placeholder `ptr @__openhip_wi_private(i64 offset, i64 size)` standing
/// for this work-item's copy of a slot; the loop nest that finally contains
/// it replaces it with the address computed from its induction variables.
llvm::CallInst* createPrivateSlotAddress(llvm::Function& F, uint64_t offset, uint64_t size,
                                         llvm::Instruction* insertBefore);
bool isPrivateSlotAddress(const llvm::Value* V);

/// Replaces every alloca of the frame's entry block by a slot of `layout`
/// (one copy per work-item). The address placeholder goes at the start of
/// `bodyEntry`; if that is null, each use gets its own placeholder right
/// before it, so no address is live across blocks.
void replicateAllocas(WorkItemFrame& frame, PrivateArenaLayout& layout, llvm::BasicBlock* bodyEntry);

/// Gives every use of __openhip_local_id its own call right before the user
/// (so thread ids are never live across blocks).
void rematerializeLocalIds(llvm::Function& F);

/// Loads of ctx->block_dim[d] get `!range [1, 1025)` (HIP's limit of 1024
/// threads per block, enforced by the runtime at launch): it lets SCEV prove
/// that thread-index arithmetic like tid + blockDim / 2 does not wrap, so the
/// accesses are recognised as consecutive.
void annotateBlockDimLoads(const WorkItemFrame& frame);

/// Moves block-uniform, side-effect-free instructions of `from` (arithmetic on
/// parameters, loads of the launch context and of by-value parameters the
/// kernel only reads) into the frame's entry block.
void hoistUniformPrologue(WorkItemFrame& frame, llvm::BasicBlock* from);

/// A z/y/x loop nest over the block's work-items, x innermost, do-while form
/// (blockDim >= 1). Branch to `preheader` to run it; branch to `latch` when a
/// work-item has finished the body; `exit` is empty after the last
/// work-item (its terminator is an `unreachable` for the caller to replace).
/// With `skipFirstWorkItem`, work-item (0,0,0) is left out (it was peeled).
struct WorkItemLoopNest {
  llvm::BasicBlock* preheader = nullptr;
  llvm::BasicBlock* latch = nullptr;
  llvm::BasicBlock* exit = nullptr;
  llvm::Value* localId[3] = {};   ///< i32 induction variables
  llvm::Value* linearId = nullptr;  ///< i64, x + bx * (y + by * z)
  llvm::Value* row = nullptr;       ///< i64, bx * (y + by * z), computed in the y loop's header
  llvm::MDNode* accessGroup = nullptr;  ///< of the innermost (parallel) loop
  /// The comparisons that bound x by blockDim.x (x-loop latch, and the
  /// guard in front of the x loop when the first work-item is skipped).
  llvm::Instruction* xBoundChecks[2] = {};
};

WorkItemLoopNest buildWorkItemLoopNest(const WorkItemFrame& frame, llvm::BasicBlock* bodyEntry,
                                       llvm::StringRef name, bool skipFirstWorkItem = false);

/// Runs the nest's x loop over [begin, end) only (intersected with the
/// range it had; a null `begin` keeps its start). Both are i32 values inside
/// [0, blockDim.x] that dominate the nest's preheader; an empty range skips
/// the x loop.
void restrictXLoop(const WorkItemLoopNest& nest, llvm::Value* begin, llvm::Value* end);

/// Adds a hint `!{!"<name>", i32 value}` (e.g. llvm.loop.interleave.count)
/// to the loop whose back edge is `backedge`.
void addLoopHint(llvm::Instruction* backedge, llvm::StringRef name, unsigned value);

/// addLoopHint on the nest's x loop.
void addXLoopHint(const WorkItemLoopNest& nest, llvm::StringRef name, unsigned value);

/// True for an x loop of a work-item loop nest as LLVM's optimizer later sees
/// it: an innermost loop whose iterations are marked independent (its access
/// group, `llvm.loop.parallel_accesses`).
bool isWorkItemXLoop(const llvm::Loop& loop);

/// Replaces local-id calls and private-slot placeholders in `blocks` with
/// the given work-item's ids (i32) and linear id (i64).
void materializeWorkItem(const WorkItemFrame& frame, llvm::Value* const localId[3], llvm::Value* linearId,
                         llvm::ArrayRef<llvm::BasicBlock*> blocks);

/// Replaces local-id calls and private-slot placeholders in `body` with the
/// nest's values, and puts the body's memory accesses in the innermost loop's
/// access group (accesses to allocas excepted: SROA promotes those).
void finishWorkItemLoopNest(const WorkItemFrame& frame, const WorkItemLoopNest& nest,
                            llvm::ArrayRef<llvm::BasicBlock*> body);

}  // namespace openhip

#endif
