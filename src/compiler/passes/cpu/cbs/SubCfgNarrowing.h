// Narrowing a work-item loop's x range to the work-items that do something.
// Kernels start with `if (i < n)` (i = blockIdx.x * blockDim.x + x) and tree
// reductions run `if (tid < stride) ...` between barriers. When the
// work-items failing such a guard would only skip to the end of the loop
// body, the x loop runs over [begin, end) instead of [0, blockDim.x), with
// the bounds computed once from block-uniform values, and the guard's test
// of x becomes a constant: the vectorized loop then needs no lane mask.
//
// A guard term is `E pred U` (either operand order, any ordering predicate,
// under an and/or tree of the branch condition) with E = C + x or x, C and U
// block-uniform, possibly through one sext/zext. The bounds are computed in
// 128-bit arithmetic, so they are exact while C + x does not wrap over the
// block; where that cannot be ruled out at compile time the caller gets a
// runtime flag and keeps a path that evaluates the guard as written.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGNARROWING_H
#define OPENHIP_COMPILER_PASSES_SUBCFGNARROWING_H

#include "cpu/cbs/SubCfgFormation.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace llvm {
class BranchInst;
class ICmpInst;
class Value;
class IRBuilderBase;
}  // namespace llvm

namespace openhip {

struct WorkItemFrame;
struct WorkItemLoopNest;

/// A comparison of a guard that bounds the x id, and the value it has for
/// every work-item that goes on into the guarded code.
struct XGuardTerm {
  llvm::ICmpInst* compare = nullptr;
  bool valueInside = true;
};

/// The x range a guard allows, as i32 values inside [0, blockDim.x].
struct XRange {
  llvm::Value* begin = nullptr;  ///< null: 0
  llvm::Value* end = nullptr;    ///< null: blockDim.x
  /// i1, true when the range is exactly the set of work-items passing the
  /// terms; null when that holds for every launch (no wrap possible).
  llvm::Value* exact = nullptr;
};

/// The x terms of `branch`'s condition that every work-item going to the
/// successor other than `leaving` satisfies; `isUniform` tells which values
/// may serve as C or U. Empty if there is none, or if a term that looks like
/// one has a non-uniform C or U (then nothing is narrowed).
llvm::SmallVector<XGuardTerm, 2> findXGuardTerms(llvm::BranchInst* branch, llvm::BasicBlock* leaving,
                                                 llvm::function_ref<bool(const llvm::Value*)> isUniform);

/// Emits at `B` the range of the terms for a block of `blockDimX` work-items.
/// With `remap`, each C and U is replaced by remap(C) (work-item 0's copy).
XRange computeXRange(llvm::IRBuilderBase& B, llvm::Value* blockDimX, llvm::ArrayRef<XGuardTerm> terms,
                     llvm::function_ref<llvm::Value*(llvm::Value*)> remap = nullptr);

/// Replaces every use of the terms' comparisons by their inside value
/// (valid in a loop that runs only the work-items of the exact range).
void foldXGuardTerms(llvm::ArrayRef<XGuardTerm> terms);

/// True for `E pred U` with an ordering predicate (not equality) and E, U
/// as for a guard term (E = C + a * x): its value flips once over x, at
/// the bound computeXRange gives for the term {compare, true}.
bool isXOrderCompare(llvm::ICmpInst* compare, llvm::function_ref<bool(const llvm::Value*)> isUniform);

/// True for such a comparison with constant C and U whose value changes
/// between x = 0 and x = limit - 1 (`16 * x > 0`, from `max(0, t * 16 - 1)`).
bool flipsBeforeX(llvm::ICmpInst* compare, unsigned limit);

/// Comparisons `E == U` / `E != U` in `blocks`, E = C + x with a uniform,
/// non-constant C (a global index) and U uniform: each is true for at most
/// one x of the block, its *point*. A boundary test `x == 0 || x == nx - 1`
/// is made of them; most blocks hold neither point.
llvm::SmallVector<llvm::ICmpInst*, 4> findXPointCompares(llvm::ArrayRef<llvm::BasicBlock*> blocks,
                                                         llvm::function_ref<bool(const llvm::Value*)> isUniform);

/// Emits at `B` an i1 that is true when no compare's point lies in
/// [begin, end) (i32 values; exact, as equality does not care about wrap).
llvm::Value* computeNoXPointIn(llvm::IRBuilderBase& B, llvm::ArrayRef<llvm::ICmpInst*> compares, llvm::Value* begin,
                               llvm::Value* end);

/// Replaces each compare by its value away from its point (== false, != true).
void foldXPointCompares(llvm::ArrayRef<llvm::ICmpInst*> compares);

/// The guard of a barrier-free kernel body (entered at `bodyEntry`; blocks
/// that leave the body end in `ret`): a block whose branch has x terms on a
/// successor `leaving` such that a work-item failing a term runs nothing
/// with a side effect from the body's entry until it leaves. Uniform values
/// are those available in the frame's entry block. Null if there is none.
llvm::BranchInst* findKernelGuard(const WorkItemFrame& frame, llvm::ArrayRef<llvm::BasicBlock*> body,
                                  llvm::BasicBlock* bodyEntry, llvm::SmallVectorImpl<XGuardTerm>& terms);

/// For each sub-CFG, the block with x terms (see findXGuardTerms) that every
/// work-item reaches on the same path of uniform branches and at most once;
/// null where there is none. Decided on the sub-CFGs' original blocks,
/// where uniformity is known. Every such guard (there may be one on each of
/// several uniform paths) gets cpu::XGuardMD, and every x order comparison
/// with uniform operands outside a cycle gets cpu::XSplitMD (see
/// WorkItemLoopSplitting.h); the nests' copies keep the marks.
llvm::SmallVector<llvm::BasicBlock*, 8> findNarrowingGuards(llvm::ArrayRef<SubCfg> subCfgs,
                                                              const BarrierUniformity& uniformity);

/// True if the work-items that fail `guard` (one of findNarrowingGuards'
/// results) do nothing with a side effect in `subCfg`: narrowing to it can
/// skip them, so it is worth peeling work-item 0 for (`partial[t] = i < n ?
/// in[i] : 0` fails this: the others store their zero).
bool guardSkipsIdleWorkItems(const SubCfg& subCfg, llvm::BasicBlock* guard);

/// True if, for each narrowing guard of `subCfg` (cpu::XGuardMD), the work-items
/// that fail it do nothing with a side effect from there to the sub-CFG's
/// end (a tree step's `if (t < s)` before its barrier; not a value guard
/// whose failing side stores, nor one followed by a store every work-item
/// makes). Such guards need no work-item-0 copy of what they guard.
bool narrowingGuardsLeaveIdle(const SubCfg& subCfg);

/// `body` (entered at `bodyEntry`, leaving only to the nest's latch) is the
/// nest's copy of the sub-CFG and `guard` its copy of the guard block;
/// `peeledGuard` is the guard in work-item 0's copy, which runs first and
/// then branches to `others`, the block in front of the nest's loops. If no
/// work-item failing the guard has a side effect before it leaves the
/// sub-CFG, the nest's x loop is restricted to the range work-item 0
/// computes (all of it if work-item 0 did not reach the guard). Returns
/// whether it did.
bool narrowToGuard(const WorkItemFrame& frame, const WorkItemLoopNest& nest, llvm::ArrayRef<llvm::BasicBlock*> body,
                   llvm::BasicBlock* bodyEntry, llvm::BasicBlock* guard, llvm::BasicBlock* peeledGuard,
                   llvm::BasicBlock* others);

}  // namespace openhip

#endif
