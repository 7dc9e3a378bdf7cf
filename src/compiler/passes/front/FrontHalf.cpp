#include "front/FrontHalf.h"

#include "front/InlineDeviceFunctions.h"
#include "front/LowerSharedMemory.h"
#include "front/MapWorkItemIntrinsics.h"
#include "front/PrivateByValCopies.h"
#include "front/StripAddressSpaces.h"
#include "front/UnrollPrivateArrayLoops.h"

#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/JumpThreading.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"

using namespace llvm;

namespace openhip {

void addFrontHalfSteps(std::vector<LoweringStep>& steps, const RetargetOptions& retarget, unsigned optLevel) {
  steps.push_back({"retarget", [retarget](ModulePassManager& mpm) { mpm.addPass(RetargetPass(retarget)); }});
  steps.push_back({"strip-address-spaces", [](ModulePassManager& mpm) { mpm.addPass(StripAddressSpacesPass()); }});
  steps.push_back({"inline", [](ModulePassManager& mpm) { mpm.addPass(InlineDeviceFunctionsPass()); }});
  steps.push_back(
      {"map-work-item-intrinsics", [](ModulePassManager& mpm) { mpm.addPass(MapWorkItemIntrinsicsPass()); }});
  steps.push_back({"lower-shared-memory", [](ModulePassManager& mpm) { mpm.addPass(LowerSharedMemoryPass()); }});
  // By-value parameters the kernel writes: a copy per work-item, before the
  // cleanup's SROA (front/PrivateByValCopies.h).
  steps.push_back(
      {"private-byval-copies", [](ModulePassManager& mpm) { mpm.addPass(PrivateByValCopiesPass()); }});
  // Clang's unoptimized IR keeps every local in an alloca; promote them so
  // that only genuinely private memory reaches a back half. Then small loops
  // over private arrays are unrolled, so that those arrays promote as well.
  steps.push_back({"cleanup", [optLevel](ModulePassManager& mpm) {
                     FunctionPassManager fpm;
                     fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
                     if (optLevel >= 1) {
                       fpm.addPass(EarlyCSEPass());
                       fpm.addPass(InstCombinePass());
                       fpm.addPass(SimplifyCFGPass());
                       fpm.addPass(UnrollPrivateArrayLoopsPass());
                       fpm.addPass(SROAPass(SROAOptions::ModifyCFG));
                       fpm.addPass(InstCombinePass());
                       fpm.addPass(SimplifyCFGPass());
                       // `if (t == 0) {...} ... if (t == 0) {...}` (a library's
                       // block reduction, then the caller's store of its
                       // result): the false side of the first test goes
                       // straight past the second, so each is a guard that
                       // the back half can narrow to its work-items.
                       // Convergent calls (barriers, warp operations) are
                       // never duplicated by the threading.
                       fpm.addPass(JumpThreadingPass());
                     }
                     mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
                   }});
}

}  // namespace openhip
