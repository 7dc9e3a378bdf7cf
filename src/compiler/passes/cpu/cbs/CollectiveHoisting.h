// Warp collectives out of divergent ifs. GPU code often runs a collective in
// a branch only some warps take:
//
//   if (warp == 0) { t = warp_totals[lane]; t = warpScan(t); warp_totals[lane] = t; }
//   __syncthreads();
//
// With lanes waiting at different points (the collective, the barrier), the
// lowering would have to run the kernel in its slow per-work-item mode (or
// track exited work-items when the other side returns). A collective only
// exchanges values among the lanes that take part, so this step lets every
// work-item pass it, the others as inactive lanes:
//
//   if (warp == 0) { t = warp_totals[lane]; }      // before the collective
//   t' = warpScan(warp == 0 ? t : 0);               // everyone; others give 0
//   if (warp == 0) { warp_totals[lane] = t'; } else { <the old else side> }
//
// The lanes that skip the side do not take part: each lane stores whether
// it skips in a per-work-item flag (CollectiveSlots::skipping; a return sets
// it too) and the step counts only lanes whose flag is clear, so a hoisted
// collective behaves as the original one (inactive lanes' shuffles, votes
// and active masks as documented in docs/warp-operations.md). The values
// the side computed before the collective get a zero for the skipping lanes,
// which never use them.
//
// Kernels that run in the per-work-item mode anyway (another branch whose
// sides wait at different collectives) are left alone: that mode's steps
// look at where lanes wait, not at the flag. So are branches after whose
// join lanes only return: the uniform mode's exited flags handle those.
#ifndef OPENHIP_COMPILER_PASSES_COLLECTIVEHOISTING_H
#define OPENHIP_COMPILER_PASSES_COLLECTIVEHOISTING_H

#include "cpu/cbs/SubCfgWarpCollectives.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/PassManager.h"

namespace openhip {

/// Rewrites each varying two-way branch with one side that runs exactly one
/// of `sites` (and no other site) before rejoining the other, which runs
/// none, within one loop iteration and with a site after the join, as above; marks those sites `hoisted` and allocates the flag in
/// `layout`. Returns the number of branches rewritten.
unsigned hoistDivergentCollectives(const WorkItemFrame& frame, llvm::MutableArrayRef<CollectiveSite> sites,
                                   CollectiveSlots& slots, PrivateArenaLayout& layout,
                                   llvm::FunctionAnalysisManager& FAM);

}  // namespace openhip

#endif
