// The CPU back half's steps: the canonical kernel form -> block functions
// and the kernel table (docs/cpu-lowering.md, steps 7 and 8).
#ifndef OPENHIP_COMPILER_PASSES_CPUBACKHALF_H
#define OPENHIP_COMPILER_PASSES_CPUBACKHALF_H

#include "common/LoweringStep.h"

#include <string>
#include <vector>

namespace openhip {

/// Appends the work-item loops, arena memory and block-function emission
/// (and, at optLevel 0, gdb's work-item ids) to `steps`; with
/// `sanitizerTools` (OpenHipSanitizerTool bits), the sanitizer's checks first.
void addCpuBackHalfSteps(std::vector<LoweringStep>& steps, const std::string& tableId, unsigned optLevel,
                         unsigned sanitizerTools = 0);

}  // namespace openhip

#endif
