#include "LoweringPipeline.h"

#include "cpu/ArenaAliasScopes.h"
#include "cpu/BarrierLowering.h"
#include "cpu/DebugWorkItemIds.h"
#include "cpu/EmitBlockFunctions.h"
#include "cpu/GridStrideLoops.h"
#include "cpu/ImplicitLoopBarriers.h"
#include "cpu/TotalDivision.h"
#include "cpu/WorkItemLoops.h"
#include "front/InlineDeviceFunctions.h"
#include "front/LowerSharedMemory.h"
#include "front/MapWorkItemIntrinsics.h"
#include "front/StripAddressSpaces.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"

using namespace llvm;

namespace openhip {

std::vector<LoweringStep> buildLoweringSteps(const RetargetOptions& retarget, const std::string& tableId,
                                             unsigned optLevel) {
  std::vector<LoweringStep> steps;
  steps.push_back({"retarget", [retarget](ModulePassManager& mpm) { mpm.addPass(RetargetPass(retarget)); }});
  steps.push_back({"strip-address-spaces", [](ModulePassManager& mpm) { mpm.addPass(StripAddressSpacesPass()); }});
  steps.push_back({"inline", [](ModulePassManager& mpm) { mpm.addPass(InlineDeviceFunctionsPass()); }});
  steps.push_back(
      {"map-work-item-intrinsics", [](ModulePassManager& mpm) { mpm.addPass(MapWorkItemIntrinsicsPass()); }});
  steps.push_back({"lower-shared-memory", [](ModulePassManager& mpm) { mpm.addPass(LowerSharedMemoryPass()); }});
  // Clang's unoptimized IR keeps every local in an alloca; promote them so
  // that only genuinely private memory reaches the work-item loop passes.
  steps.push_back({"cleanup", [optLevel](ModulePassManager& mpm) {
                     FunctionPassManager fpm;
                     fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
                     if (optLevel >= 1) {
                       fpm.addPass(EarlyCSEPass());
                       fpm.addPass(InstCombinePass());
                       fpm.addPass(SimplifyCFGPass());
                     }
                     mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
                   }});
  // Integer division never traps (a GPU has no division trap; docs/faults.md).
  steps.push_back({"total-division", [](ModulePassManager& mpm) { mpm.addPass(TotalDivisionPass()); }});
  // gdb's threadIdx/blockIdx in kernels built with -g -O0 (cpu/DebugWorkItemIds.h).
  if (optLevel == 0)
    steps.push_back(
        {"debug-work-item-ids", [](ModulePassManager& mpm) { mpm.addPass(DebugWorkItemIdsPass()); }});
  steps.push_back({"work-item-loops", [](ModulePassManager& mpm) {
                     FunctionPassManager fpm;
                     fpm.addPass(GridStrideLoopsPass());  // docs/cpu-lowering.md, implicit loop barriers
                     fpm.addPass(ImplicitLoopBarriersPass());
                     fpm.addPass(WorkItemLoopsPass());
                     fpm.addPass(BarrierLoweringPass());
                     mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
                   }});
  // Region alias scopes and plain shared-memory atomics (docs/cpu-lowering.md, "Alias scopes").
  steps.push_back({"arena-memory", [](ModulePassManager& mpm) { addArenaMemoryPasses(mpm); }});
  steps.push_back(
      {"emit-block-functions", [tableId](ModulePassManager& mpm) { mpm.addPass(EmitBlockFunctionsPass(tableId)); }});
  return steps;
}

}  // namespace openhip
