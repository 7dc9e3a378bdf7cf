// One step of the device-code lowering: a named group of passes that
// compileDeviceModuleForCpu runs and checks for errors before the next.
// The front half (front/FrontHalf.h) and each back half (cpu/CpuBackHalf.h)
// contribute their steps; LoweringPipeline.h puts them in order.
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGSTEP_H
#define OPENHIP_COMPILER_PASSES_LOWERINGSTEP_H

#include "llvm/IR/PassManager.h"

#include <functional>

namespace openhip {

struct LoweringStep {
  const char* name;
  std::function<void(llvm::ModulePassManager&)> addTo;
};

}  // namespace openhip

#endif
