// Pass "openhip-inline-float-math": single-precision exponentials,
// logarithms, powers, roots and hyperbolic functions of device code
// (`expf`/`__expf` as llvm.exp.f32, `exp2f` as llvm.exp2.f32, `exp10f`,
// `expm1f`; `logf`/`__logf` as llvm.log.f32, `log2f`, `log10f` as
// llvm.log2/log10.f32; `powf`/`__powf` as llvm.pow.f32; `cbrtf`, `hypotf`;
// `sinhf`, `coshf`, `tanhf`) become an inline computation instead of calls
// into libm.
//
// A libm call stops a work-item loop from vectorizing well: LLVM keeps one
// scalar call per lane inside the vector loop (glibc's vector variants in
// libmvec are 2.4-2.5 ulp for expf, beyond HIP's documented 2). The inline
// forms compute in double and round once to float, within 0.51 ulp, with
// infinities, zeros, subnormals and NaN as libm gives them; every operation
// is a plain vector instruction (no rint, no float/integer conversion):
//   base^x: 2^t with t = x * log2(base) split as k + r (|r| <= 1/2), 2^r - 1
//           by a degree-9 polynomial, 2^k by building the exponent bits;
//           e^x - 1 as (2^k - 1) + 2^k (2^r - 1), without cancellation;
//   sinh, cosh, tanh: from e^x - 1 and e^x (tanh x = m / (m + 2), m = e^2x - 1);
//   log:    x = 2^e * m with m in [sqrt(1/2), sqrt(2)), log m = 2 atanh(s),
//           s = (m - 1) / (m + 1), by an odd series to s^11; then
//           e * log_base(2) + log(m) * log_base(e);
//   pow:    2^(y * log2 |x|) by the two above, then C's special cases
//           (zeros, ones, infinities, NaN, negative bases with odd, even
//           and non-integer exponents) as selects;
//   cbrt:   sign(x) 2^(log2 |x| / 3); hypot: sqrt(x^2 + y^2) (exact squares).
#ifndef OPENHIP_COMPILER_PASSES_INLINEFLOATMATH_H
#define OPENHIP_COMPILER_PASSES_INLINEFLOATMATH_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class InlineFloatMathPass : public llvm::PassInfoMixin<InlineFloatMathPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);
  static llvm::StringRef name() { return "openhip-inline-float-math"; }
};

}  // namespace openhip

#endif
