// The front half's steps: clang's NVPTX IR -> the canonical kernel form
// (common/LoweringContract.h), the same for every device target.
#ifndef OPENHIP_COMPILER_PASSES_FRONTHALF_H
#define OPENHIP_COMPILER_PASSES_FRONTHALF_H

#include "common/LoweringStep.h"
#include "front/Retarget.h"

#include <vector>

namespace openhip {

/// Appends retarget, address spaces, inlining, work-item intrinsics, shared
/// memory and the cleanup (SROA always, more at optLevel >= 1) to `steps`.
void addFrontHalfSteps(std::vector<LoweringStep>& steps, const RetargetOptions& retarget, unsigned optLevel);

}  // namespace openhip

#endif
