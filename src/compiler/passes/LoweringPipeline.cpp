#include "LoweringPipeline.h"

#include "cpu/CpuBackHalf.h"
#include "front/FrontHalf.h"

#include "llvm/Support/CommandLine.h"

#include <mutex>

namespace openhip {
namespace {

/// LLVM options that device code needs, set once per process (hipcc's
/// in-process lowering and opt's "openhip-lower" alike).
///
/// InstCombine sinks an instruction into the only successor block that uses
/// it. In a kernel that moves loads of block-uniform addresses (`vertex[j]`
/// copied whole, one field used under `if (p.y < ...)`) into work-item
/// dependent branches: once the work-item loops exist, such a load can no
/// longer be hoisted out of the x loop, and the vectorizer turns it into a
/// masked gather per vector of work-items (HeCBench pnpoly: 3x slower). A
/// GPU runs every lane's loads anyway; on the CPU the vector code computes
/// both sides of such branches, so sinking saves nothing there either.
///
/// Non-trivial loop unswitching, which LLVM runs at -O3 only, at every
/// level: a work-item loop often holds a branch on a block-uniform value
/// with a side the vectorizer cannot take (a grid-stride loop's step, whose
/// other side finishes the loop per work-item before a warp collective);
/// unswitched, the common side is a loop of its own and vectorizes (a
/// grid-stride sum feeding a warp reduction: 3-7x faster at -O2, hipcc's
/// default for kernels). Left as given when already set (opt's command line).
void setDeviceCodeOptions() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::StringMap<llvm::cl::Option*>& options = llvm::cl::getRegisteredOptions();
    auto sinking = options.find("instcombine-code-sinking");
    if (sinking != options.end()) sinking->second->addOccurrence(0, "instcombine-code-sinking", "false");
    auto unswitching = options.find("enable-nontrivial-unswitch");
    if (unswitching != options.end() && unswitching->second->getNumOccurrences() == 0)
      unswitching->second->addOccurrence(0, "enable-nontrivial-unswitch", "true");
  });
}

}  // namespace

std::vector<LoweringStep> buildLoweringSteps(const RetargetOptions& retarget, const std::string& tableId,
                                             unsigned optLevel, unsigned sanitizerTools) {
  setDeviceCodeOptions();
  std::vector<LoweringStep> steps;
  addFrontHalfSteps(steps, retarget, optLevel);
  addCpuBackHalfSteps(steps, tableId, optLevel, sanitizerTools);
  return steps;
}

}  // namespace openhip
