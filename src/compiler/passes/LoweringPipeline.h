// The ordered list of lowering passes between clang's NVPTX IR and LLVM's
// optimizer, shared by compileDeviceModuleForCpu and the opt plugin's
// "openhip-lower" pipeline.
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGPIPELINE_H
#define OPENHIP_COMPILER_PASSES_LOWERINGPIPELINE_H

#include "front/Retarget.h"

#include "llvm/IR/PassManager.h"

#include <functional>
#include <string>
#include <vector>

namespace openhip {

struct LoweringStep {
  const char* name;
  std::function<void(llvm::ModulePassManager&)> addTo;
};

/// The steps in order; each is run and checked for errors before the next.
/// optLevel 0 still promotes allocas (SROA) before the work-item loops, so that
/// private values are registers rather than per-work-item memory.
std::vector<LoweringStep> buildLoweringSteps(const RetargetOptions& retarget, const std::string& tableId,
                                             unsigned optLevel);

}  // namespace openhip

#endif
