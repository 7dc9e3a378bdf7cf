#include "BarrierPassRegistration.h"

#include "cpu/BarrierLowering.h"
#include "cpu/WorkItemLoops.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace openhip {

void registerBarrierPasses(PassBuilder& PB) {
  // Also as module passes, so that "openhip-workitem-loops,default<O3>" parses.
  PB.registerPipelineParsingCallback(
      [](StringRef name, ModulePassManager& MPM, ArrayRef<PassBuilder::PipelineElement>) {
        if (name == WorkItemLoopsPass::name()) {
          MPM.addPass(createModuleToFunctionPassAdaptor(WorkItemLoopsPass()));
          return true;
        }
        if (name == BarrierLoweringPass::name()) {
          MPM.addPass(createModuleToFunctionPassAdaptor(BarrierLoweringPass()));
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef name, FunctionPassManager& FPM, ArrayRef<PassBuilder::PipelineElement>) {
        if (name == WorkItemLoopsPass::name()) {
          FPM.addPass(WorkItemLoopsPass());
          return true;
        }
        if (name == BarrierLoweringPass::name()) {
          FPM.addPass(BarrierLoweringPass());
          return true;
        }
        return false;
      });
}

}  // namespace openhip
