#include "cpu/CpuBackHalf.h"

#include "cpu/ArenaAliasScopes.h"
#include "cpu/BarrierLowering.h"
#include "cpu/DebugWorkItemIds.h"
#include "cpu/EmitBlockFunctions.h"
#include "cpu/GridStrideLoops.h"
#include "cpu/ImplicitLoopBarriers.h"
#include "cpu/InlineFloatMath.h"
#include "cpu/LockstepWarps.h"
#include "cpu/SanitizerChecks.h"
#include "cpu/SharedAddressWrap.h"
#include "cpu/TotalDivision.h"
#include "cpu/WorkItemLoops.h"

using namespace llvm;

namespace openhip {

void addCpuBackHalfSteps(std::vector<LoweringStep>& steps, const std::string& tableId, unsigned optLevel,
                         unsigned sanitizerTools) {
  // Unsigned 32-bit indices into shared memory wrap as on a GPU (docs/faults.md);
  // first, so that the sanitizer checks the address the GPU would use.
  steps.push_back({"shared-address-wrap", [](ModulePassManager& mpm) {
                     mpm.addPass(createModuleToFunctionPassAdaptor(SharedAddressWrapPass()));
                   }});
  // hipcc -fsanitize=memcheck,...: checks on the canonical form, one work-item's
  // accesses as written (cpu/SanitizerChecks.h, docs/sanitizer.md).
  if (sanitizerTools)
    steps.push_back({"sanitizer-checks",
                     [sanitizerTools](ModulePassManager& mpm) { mpm.addPass(SanitizerChecksPass(sanitizerTools)); }});
  // Lanes that talk through shared memory without a barrier run in lockstep
  // there, as on a GPU (cpu/LockstepWarps.h, docs/warp-operations.md). After
  // the sanitizer, which reports such code (racecheck) as written.
  steps.push_back({"lockstep-warps", [](ModulePassManager& mpm) { mpm.addPass(LockstepWarpsPass()); }});
  // Integer division never traps (a GPU has no division trap; docs/faults.md).
  steps.push_back({"total-division", [](ModulePassManager& mpm) { mpm.addPass(TotalDivisionPass()); }});
  // Float exponentials, logarithms, powers and hyperbolic functions computed
  // inline, so that loops calling them vectorize (cpu/InlineFloatMath.h).
  steps.push_back(
      {"inline-float-math", [](ModulePassManager& mpm) { mpm.addPass(InlineFloatMathPass()); }});
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
}

}  // namespace openhip
