// Splitting a work-item loop's x range where its value guards flip.
// `partial[t] = i < n ? in[i] : 0` or `t >= offset ? totals[t - offset] : 0`
// test x against block-uniform values but are no narrowing guard: the
// work-items on the false side do something too. Each such comparison
// `C + a * x pred U` flips once over x, at a point computed once per block
// (see computeXRange). The x loop runs in parts, each (but the middle one)
// with every comparison folded to its value there, so that its vector code
// needs no lane mask:
//   low    [start, lo)   every x is below every flip point,
//   middle [lo, hi)      the comparisons as written (only with several
//                        comparisons, or where C + a * x may wrap: then
//                        lo = 0 and hi = blockDim.x at run time),
//   high   [hi, end)     every x is at or above every flip point,
// with lo and hi the smallest and the largest flip point.
#ifndef OPENHIP_COMPILER_PASSES_WORKITEMLOOPSPLITTING_H
#define OPENHIP_COMPILER_PASSES_WORKITEMLOOPSPLITTING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

namespace llvm {
class BasicBlock;
}  // namespace llvm

namespace openhip {

struct WorkItemFrame;
struct WorkItemLoopNest;

/// Splits the nest's x loop at the x comparisons of `body` (the nest's
/// body, local ids not necessarily materialized; it leaves only to the
/// nest's latch) that decide a branch or a select. A comparison qualifies if
/// its C and U are available in the frame's entry (flip point computed in
/// the nest's preheader) or, given `peelMap` (body -> the copy run first by
/// one work-item, before the nest), if it carries cpu::XSplitMD: that copy
/// computes the flip point where it evaluates the comparison. Call after
/// the nest's range is final (narrowing) and before or after
/// finishWorkItemLoopNest. Returns whether it split.
bool splitXLoopAtCompares(const WorkItemFrame& frame, const WorkItemLoopNest& nest,
                          llvm::ArrayRef<llvm::BasicBlock*> body, const llvm::ValueToValueMapTy* peelMap);

}  // namespace openhip

#endif
