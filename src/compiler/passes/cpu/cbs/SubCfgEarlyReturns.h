// Early-return narrowing. A barrier kernel that starts with
// `if (i >= n) return;` (i = blockIdx.x * blockDim.x + x) has a divergent
// return: the work-items past n leave, the others go on through barriers.
// When that guard is the only place where work-items part this way, the
// work-items still alive after sub-CFG 0 are exactly an x range [begin, end)
// of every (y, z) row, computed once from block-uniform values. Every later
// sub-CFG then runs its x loop over that range -- no per-work-item "exited"
// flag, no lane mask -- and peels its first alive work-item instead of 0.
//
// The analysis needs the uniformity of branches, which only exists before
// BarrierLowering demotes values; emitSubCfgLoopNests runs after. So
// hasDivergentReturn (which is asked at the right moment) leaves its findings
// in metadata on the original blocks: the returns a work-item may take while
// others reach a barrier, and the guard qualifying for narrowing. The
// original blocks are erased once the nests are built.
#ifndef OPENHIP_COMPILER_PASSES_SUBCFGEARLYRETURNS_H
#define OPENHIP_COMPILER_PASSES_SUBCFGEARLYRETURNS_H

#include "cpu/cbs/SubCfgFormation.h"
#include "cpu/cbs/SubCfgNarrowing.h"

#include <optional>

namespace llvm {
class BranchInst;
}  // namespace llvm

namespace openhip {

/// `divergentBranches`: the work-item dependent branches from which some
/// work-items may return while others reach a barrier (hasDivergentReturn).
/// Marks the one of them as an early-return guard if it is the only one and
///  - it lies in sub-CFG 0 only, outside any cycle, and every work-item that
///    goes on to a barrier passes it, on a path of uniform branches;
///  - from its leaving successor a work-item only returns (no barrier);
///  - its condition is an and/or tree of x terms (findXGuardTerms) and
///    nothing else, so the work-items going on are exactly the x range.
void markEarlyReturnGuard(llvm::ArrayRef<SubCfg> subCfgs, llvm::ArrayRef<BarrierSite> barriers,
                          const BarrierUniformity& uniformity, llvm::ArrayRef<llvm::BasicBlock*> divergentBranches);

struct EarlyReturnGuard {
  llvm::BranchInst* branch = nullptr;
  llvm::SmallVector<XGuardTerm, 2> terms;
};

/// The marked guard in sub-CFG 0's original blocks, if its terms' C and U
/// are available in the frame's entry block (the range is computed there).
std::optional<EarlyReturnGuard> findMarkedEarlyReturnGuard(const WorkItemFrame& frame, const SubCfg& first);

/// True if any `ret` of F is marked divergent (then unmarked returns are
/// known to be uniform).
bool hasMarkedDivergentReturns(const llvm::Function& F);
bool isMarkedDivergentReturn(const llvm::Instruction& I);

/// Removes all these marks from F.
void clearEarlyReturnMarks(llvm::Function& F);

}  // namespace openhip

#endif
