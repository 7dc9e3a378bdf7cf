#include "LoweringPipeline.h"

#include "cpu/CpuBackHalf.h"
#include "front/FrontHalf.h"

namespace openhip {

std::vector<LoweringStep> buildLoweringSteps(const RetargetOptions& retarget, const std::string& tableId,
                                             unsigned optLevel, unsigned sanitizerTools) {
  std::vector<LoweringStep> steps;
  addFrontHalfSteps(steps, retarget, optLevel);
  addCpuBackHalfSteps(steps, tableId, optLevel, sanitizerTools);
  return steps;
}

}  // namespace openhip
