// The ordered list of lowering passes between clang's NVPTX IR and LLVM's
// optimizer, shared by compileDeviceModuleForCpu and the opt plugin's
// "openhip-lower" pipeline: the front half's steps (front/FrontHalf.h), then
// the CPU back half's (cpu/CpuBackHalf.h). A second target adds its own back
// half beside cpu/.
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGPIPELINE_H
#define OPENHIP_COMPILER_PASSES_LOWERINGPIPELINE_H

#include "common/LoweringStep.h"
#include "front/Retarget.h"

#include <string>
#include <vector>

namespace openhip {

/// The steps in order; each is run and checked for errors before the next.
/// optLevel 0 still promotes allocas (SROA) before the work-item loops, so that
/// private values are registers rather than per-work-item memory.
/// `sanitizerTools`: OpenHipSanitizerTool bits of hipcc -fsanitize= (0: none).
std::vector<LoweringStep> buildLoweringSteps(const RetargetOptions& retarget, const std::string& tableId,
                                             unsigned optLevel, unsigned sanitizerTools = 0);

}  // namespace openhip

#endif
