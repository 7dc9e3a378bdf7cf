// Pass "openhip-inline-exponentials": the single-precision exponentials of
// device code (`expf`/`__expf` as llvm.exp.f32, `exp2f` as llvm.exp2.f32,
// `exp10f`) become an inline computation instead of calls into libm.
//
// A libm call stops a work-item loop from vectorizing well: LLVM keeps one
// scalar call per lane inside the vector loop (glibc's vector variants in
// libmvec are 2.4-2.5 ulp for expf, beyond HIP's documented 2). The inline
// form computes in double, 2^t with t = x * log2(base) split as k + r
// (|r| <= 1/2), 2^r by a degree-8 polynomial and 2^k by building the
// exponent bits, then rounds once to float: within 0.51 ulp, infinities,
// zeros, subnormal results and NaN as libm gives them, and every operation
// is a plain vector instruction (no rint, no float-to-integer conversion).
#ifndef OPENHIP_COMPILER_PASSES_INLINEEXPONENTIALS_H
#define OPENHIP_COMPILER_PASSES_INLINEEXPONENTIALS_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class InlineExponentialsPass : public llvm::PassInfoMixin<InlineExponentialsPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-inline-exponentials"; }
};

}  // namespace openhip

#endif
