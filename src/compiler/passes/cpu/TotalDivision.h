// Pass "openhip-total-division": integer division and remainder in device
// code never trap (docs/faults.md, "Integer division"). A GPU has no
// division trap; x86's `div`/`idiv` raise SIGFPE for a zero divisor and for
// INT_MIN / -1. Every udiv/sdiv/urem/srem whose divisor is not a constant
// known to be safe gets a divisor that is (1 in the trapping cases) and a
// select of the defined result:
//   x / 0 = all ones (-1 signed), x % 0 = x,
//   INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0
// (RISC-V's definition; PTX and AMD's ISA leave these results unspecified).
// The cost is a compare or two and selects next to a division of tens of
// cycles; divisions by constants are untouched.
#ifndef OPENHIP_COMPILER_PASSES_TOTALDIVISION_H
#define OPENHIP_COMPILER_PASSES_TOTALDIVISION_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class TotalDivisionPass : public llvm::PassInfoMixin<TotalDivisionPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-total-division"; }
};

}  // namespace openhip

#endif
