#include "cpu/InlineFloatMath.h"

#include "common/LoweringNames.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <vector>

using namespace llvm;

namespace openhip {
namespace {

constexpr long double kLn2 = 0.693147180559945309417232121458176568L;
constexpr long double kLog2E = 1.442695040888963407359924681001892137L;
constexpr long double kLog2Of10 = 3.321928094887362347870319429489390175L;
// Adding 1.5 * 2^52 to a double below 2^51 in magnitude rounds it to an
// integer held in the low mantissa bits.
constexpr long double kShifter = 6755399441055744.0L;

/// One function: the name of its inline definition and its kind. An
/// exponential computes 2^(x * scale); a logarithm e * scale + ln(m) * lnScale;
/// a power 2^(y * log2 |x|) with C's special cases.
enum class Kind { Exponential, Logarithm, Power, Expm1, Sinh, Cosh, Tanh, Cbrt, Hypot };
unsigned arity(Kind kind) { return kind == Kind::Power || kind == Kind::Hypot ? 2 : 1; }
struct FloatFunction {
  const char* definition;
  Kind kind;
  long double scale;
  long double lnScale;
};

const FloatFunction kExp{"openhip.expf", Kind::Exponential, kLog2E, 0};
const FloatFunction kExp2{"openhip.exp2f", Kind::Exponential, 1, 0};
const FloatFunction kExp10{"openhip.exp10f", Kind::Exponential, kLog2Of10, 0};
const FloatFunction kLog{"openhip.logf", Kind::Logarithm, kLn2, 1};
const FloatFunction kLog2{"openhip.log2f", Kind::Logarithm, 1, kLog2E};
const FloatFunction kLog10{"openhip.log10f", Kind::Logarithm, 1 / kLog2Of10, kLog2E / kLog2Of10};
const FloatFunction kPow{"openhip.powf", Kind::Power, 1, kLog2E};
const FloatFunction kExpm1{"openhip.expm1f", Kind::Expm1, kLog2E, 0};
const FloatFunction kSinh{"openhip.sinhf", Kind::Sinh, kLog2E, 0};
const FloatFunction kCosh{"openhip.coshf", Kind::Cosh, kLog2E, 0};
const FloatFunction kTanh{"openhip.tanhf", Kind::Tanh, kLog2E, 0};
const FloatFunction kCbrt{"openhip.cbrtf", Kind::Cbrt, 1, kLog2E};
const FloatFunction kHypot{"openhip.hypotf", Kind::Hypot, 0, 0};

/// The libm functions by name: those without an LLVM intrinsic, and those
/// with one when the front end kept the plain call (-fno-builtin, math errno).
const struct {
  const char* name;
  const FloatFunction* function;
} kLibmNames[] = {{"expf", &kExp},   {"exp2f", &kExp2},   {"exp10f", &kExp10}, {"expm1f", &kExpm1},
                  {"logf", &kLog},   {"log2f", &kLog2},   {"log10f", &kLog10}, {"powf", &kPow},
                  {"sinhf", &kSinh}, {"coshf", &kCosh}, {"tanhf", &kTanh}, {"cbrtf", &kCbrt},
                  {"hypotf", &kHypot}};

/// Which function `call` computes in float, if any.
const FloatFunction* functionOf(const CallInst& call) {
  const Function* callee = call.getCalledFunction();
  if (!callee || !call.getType()->isFloatTy()) return nullptr;
  const FloatFunction* f = nullptr;
  switch (callee->getIntrinsicID()) {
    case Intrinsic::exp: f = &kExp; break;
    case Intrinsic::exp2: f = &kExp2; break;
    case Intrinsic::log: f = &kLog; break;
    case Intrinsic::log2: f = &kLog2; break;
    case Intrinsic::log10: f = &kLog10; break;
    case Intrinsic::pow: f = &kPow; break;
    case Intrinsic::not_intrinsic:
      if (callee->isDeclaration())
        for (const auto& libm : kLibmNames)
          if (callee->getName() == libm.name) f = libm.function;
      break;
    default: break;
  }
  // The C signature: float f(float), or float f(float, float) for powf and hypotf.
  if (!f || call.arg_size() != arity(f->kind)) return nullptr;
  for (const Value* argument : call.args())
    if (!argument->getType()->isFloatTy()) return nullptr;
  return f;
}

/// The body builder of one definition: double constants and the types.
struct Body {
  IRBuilder<>& b;
  Type* f64;
  Type* i64;

  Constant* real(long double v) const { return ConstantFP::get(f64, double(v)); }
  Constant* integer(uint64_t v) const { return ConstantInt::get(i64, v); }
  Value* bits(Value* v) const { return b.CreateBitCast(v, i64); }
  Value* fromBits(Value* v, const Twine& name = "") const { return b.CreateBitCast(v, f64, name); }
  Value* isInfinite(Value* v) const {
    return b.CreateFCmpOEQ(b.CreateIntrinsic(Intrinsic::fabs, {f64}, {v}), ConstantFP::getInfinity(f64));
  }

  /// sum of coefficients[i] * x^i by Horner's rule.
  Value* polynomial(Value* x, const std::vector<long double>& coefficients) const {
    Value* p = real(coefficients.back());
    for (size_t i = coefficients.size() - 1; i-- > 0;)
      p = b.CreateIntrinsic(Intrinsic::fmuladd, {f64}, {p, x, real(coefficients[i])});
    return p;
  }

  /// 2^t for a double t as 2^k and 2^r - 1 (k an integer, |r| <= 1/2), so
  /// that 2^t - 1 keeps its relative accuracy near t = 0.
  struct Exp2Parts {
    Value* scale;
    Value* fractionMinus1;
  };
  Exp2Parts exp2Parts(Value* t) const {
    // Beyond +-160 every float result is infinity or zero (or -1); NaN passes
    // both compares and makes the result NaN.
    t = b.CreateSelect(b.CreateFCmpOGT(t, real(160)), real(160), t);
    t = b.CreateSelect(b.CreateFCmpOLT(t, real(-160)), real(-160), t);
    // The shifter rounds t to the integer k.
    Constant* shifter = real(kShifter);
    Value* shifted = b.CreateFAdd(t, shifter, "k.shifted");
    Value* r = b.CreateFSub(t, b.CreateFSub(shifted, shifter), "r");
    // 2^r - 1 = sum (r ln 2)^i / i!, 1 <= i <= 9: relative error below 2^-35 for |r| <= 1/2
    // (e^x - 1 near x = 1/3 is a difference of 1 and 2^k (2^r - 1) that amplifies it 5-fold).
    std::vector<long double> coefficients{kLn2};
    for (int i = 2; i <= 9; ++i) coefficients.push_back(coefficients.back() * kLn2 / i);
    Value* fraction = b.CreateFMul(r, polynomial(r, coefficients), "fraction.minus.1");
    // 2^k: k + 1023 in the exponent field (k in [-160, 160], a normal double).
    Value* k = b.CreateSub(bits(shifted), bits(shifter), "k");
    Value* scale = fromBits(b.CreateShl(b.CreateAdd(k, integer(1023)), 52), "scale");
    return {scale, fraction};
  }

  /// 2^t = 2^k + 2^k (2^r - 1).
  Value* whole(const Exp2Parts& parts) const {
    return b.CreateIntrinsic(Intrinsic::fmuladd, {f64}, {parts.scale, parts.fractionMinus1, parts.scale});
  }

  /// 2^t - 1 = (2^k - 1) + 2^k (2^r - 1): no cancellation near t = 0.
  Value* minusOne(const Exp2Parts& parts) const {
    return b.CreateIntrinsic(Intrinsic::fmuladd,
                             {f64}, {parts.scale, parts.fractionMinus1, b.CreateFSub(parts.scale, real(1))});
  }

  /// 2^t for a double t.
  Value* exp2(Value* t) const { return whole(exp2Parts(t)); }

  Value* exponential(Value* x, const FloatFunction& f) const {
    return exp2(f.scale == 1 ? x : b.CreateFMul(x, real(f.scale), "t"));
  }

  /// e^x - 1, accurate near 0.
  Value* expm1(Value* x) const { return minusOne(exp2Parts(b.CreateFMul(x, real(kLog2E), "t"))); }

  /// sinh, cosh and tanh from e^x - 1 and e^x; +-0 stays itself.
  Value* hyperbolic(Value* x, Kind kind) const {
    Value* result = nullptr;
    if (kind == Kind::Tanh) {
      // tanh x = (e^2x - 1) / (e^2x + 1)
      Value* m = expm1(b.CreateFMul(x, real(2)));
      result = b.CreateFDiv(m, b.CreateFAdd(m, real(2)));
    } else if (kind == Kind::Expm1) {
      result = expm1(x);
    } else {
      Exp2Parts parts = exp2Parts(b.CreateFMul(x, real(kLog2E), "t"));
      Value* ex = whole(parts);
      if (kind == Kind::Cosh) return b.CreateFMul(b.CreateFAdd(ex, b.CreateFDiv(real(1), ex)), real(0.5));
      // sinh x = ((e^x - 1) + (e^x - 1) / e^x) / 2
      Value* m = minusOne(parts);
      result = b.CreateFMul(b.CreateFAdd(m, b.CreateFDiv(m, ex)), real(0.5));
    }
    return b.CreateSelect(b.CreateFCmpOEQ(x, real(0)), x, result);
  }

  /// |x| = 2^e * m: returns e * scale + ln(m) * lnScale (the sign bit and
  /// zeros, infinities and NaN are the caller's).
  Value* logOfAbs(Value* x, long double scale, long double lnScale) const {
    // m in [1, 2) from the mantissa bits (a float's subnormals are normal doubles).
    Value* xBits = b.CreateAnd(bits(x), integer(0x7fffffffffffffffull));
    Value* m = fromBits(b.CreateOr(b.CreateAnd(xBits, integer(0x000fffffffffffffull)), integer(0x3ff0000000000000ull)));
    Value* biased = b.CreateLShr(xBits, 52, "e.biased");
    // m in [sqrt(1/2), sqrt(2)): above sqrt(2), halve m and count one more in e.
    Value* high = b.CreateFCmpOGT(m, real(1.414213562373095048801688724209698079L));
    m = b.CreateSelect(high, b.CreateFMul(m, real(0.5)), m, "m");
    biased = b.CreateAdd(biased, b.CreateZExt(high, i64));
    // e as a double without an integer conversion: the bits of 2^52 + n are n's.
    Constant* two52 = real(4503599627370496.0L);
    Value* e = b.CreateFSub(b.CreateFSub(fromBits(b.CreateOr(biased, bits(two52))), two52), real(1023), "e");
    // ln m = 2 atanh(s) = 2 (s + s^3/3 + ... + s^11/11), |s| <= 0.1716: error below 2^-33.
    Value* s = b.CreateFDiv(b.CreateFSub(m, real(1)), b.CreateFAdd(m, real(1)), "s");
    Value* z = b.CreateFMul(s, s);
    std::vector<long double> coefficients;
    for (int i = 0; i <= 5; ++i) coefficients.push_back(2.0L / (2 * i + 1));
    Value* lnM = b.CreateFMul(s, polynomial(z, coefficients), "ln.m");
    return b.CreateIntrinsic(Intrinsic::fmuladd, {f64}, {lnM, real(lnScale), b.CreateFMul(e, real(scale))});
  }

  Value* logarithm(Value* x, const FloatFunction& f) const {
    Value* result = logOfAbs(x, f.scale, f.lnScale);
    // Zero: -infinity; +infinity: itself; negative or NaN: NaN.
    result = b.CreateSelect(b.CreateFCmpOEQ(x, real(0)), ConstantFP::getInfinity(f64, true), result);
    result = b.CreateSelect(b.CreateFCmpOEQ(x, ConstantFP::getInfinity(f64)), x, result);
    return b.CreateSelect(b.CreateFCmpULT(x, real(0)), ConstantFP::getNaN(f64), result);
  }

  /// cbrt x = sign(x) 2^(log2 |x| / 3); zeros, infinities and NaN stay themselves.
  Value* cbrt(Value* x) const {
    Value* root = exp2(b.CreateFDiv(logOfAbs(x, 1, kLog2E), real(3)));
    Value* result = b.CreateIntrinsic(Intrinsic::copysign, {f64}, {root, x});
    Value* itself = b.CreateOr(b.CreateFCmpUEQ(x, real(0)), isInfinite(x));
    return b.CreateSelect(itself, x, result);
  }

  /// hypot(x, y) = sqrt(x^2 + y^2): the squares of floats are exact in double;
  /// an infinite operand gives +infinity even beside a NaN.
  Value* hypot(Value* x, Value* y) const {
    Value* sum = b.CreateIntrinsic(Intrinsic::fmuladd, {f64}, {x, x, b.CreateFMul(y, y)});
    Value* result = b.CreateIntrinsic(Intrinsic::sqrt, {f64}, {sum});
    return b.CreateSelect(b.CreateOr(isInfinite(x), isInfinite(y)), ConstantFP::getInfinity(f64), result);
  }

  /// x^y = 2^(y log2 |x|), then C's special cases (C11 F.10.4.4), the
  /// later selects taking precedence.
  Value* power(Value* x, Value* y) const {
    Constant* zero = real(0);
    Constant* one = real(1);
    Constant* infinity = ConstantFP::getInfinity(f64);
    Value* result = exp2(b.CreateFMul(y, logOfAbs(x, 1, kLog2E), "t"));
    // y an integer, and odd: every float from 2^24 on is an even integer;
    // below, the shifter rounds y and leaves its parity in bit 0.
    Value* absY = b.CreateIntrinsic(Intrinsic::fabs, {f64}, {y});
    Value* small = b.CreateFCmpOLT(absY, real(16777216.0L));
    Constant* shifter = real(kShifter);
    Value* shifted = b.CreateFAdd(b.CreateSelect(small, y, zero), shifter);
    Value* whole = b.CreateFCmpOEQ(b.CreateFSub(shifted, shifter), y);
    Value* integral = b.CreateOr(b.CreateFCmpOGE(absY, real(16777216.0L)), whole, "y.integer");
    Value* odd = b.CreateAnd(b.CreateAnd(small, whole),
                             b.CreateTrunc(b.CreateSub(bits(shifted), bits(shifter)), b.getInt1Ty()), "y.odd");
    Value* absX = b.CreateIntrinsic(Intrinsic::fabs, {f64}, {x});
    Value* negativeY = b.CreateFCmpOLT(y, zero);
    // |x| = 0 or infinity: 0 or infinity by the sign of y.
    result = b.CreateSelect(b.CreateFCmpOEQ(absX, zero), b.CreateSelect(negativeY, infinity, zero), result);
    result = b.CreateSelect(b.CreateFCmpOEQ(absX, infinity), b.CreateSelect(negativeY, zero, infinity), result);
    // A negative x (-0 and -infinity included) with an odd y: the result is negative.
    Value* negativeX = b.CreateICmpSLT(bits(x), integer(0));
    result = b.CreateSelect(b.CreateAnd(negativeX, odd), b.CreateFNeg(result), result);
    // A finite negative x with a y that is not an integer: NaN. A NaN operand: NaN.
    Value* finiteNegative = b.CreateAnd(b.CreateFCmpOLT(x, zero), b.CreateFCmpONE(x, b.CreateFNeg(infinity)));
    Value* undefined = b.CreateOr(b.CreateAnd(finiteNegative, b.CreateNot(integral)), b.CreateFCmpUNO(x, y));
    result = b.CreateSelect(undefined, ConstantFP::getNaN(f64), result);
    // (+-1)^(+-infinity) = 1, 1^y = 1 and x^0 = 1 even for NaN.
    Value* unit = b.CreateOr(b.CreateAnd(b.CreateFCmpOEQ(absX, one), b.CreateFCmpOEQ(absY, infinity)),
                             b.CreateOr(b.CreateFCmpOEQ(x, one), b.CreateFCmpOEQ(y, zero)));
    return b.CreateSelect(unit, one, result);
  }
};

/// float f(float x) or f(float x, float y), computed as described in the header.
Function* define(Module& module, const FloatFunction& f) {
  if (Function* existing = module.getFunction(f.definition)) return existing;
  LLVMContext& context = module.getContext();
  Type* f32 = Type::getFloatTy(context);
  std::vector<Type*> parameters(arity(f.kind), f32);
  auto* function = Function::Create(FunctionType::get(f32, parameters, false), GlobalValue::InternalLinkage,
                                    f.definition, module);
  function->addFnAttr(Attribute::AlwaysInline);
  function->addFnAttr(Attribute::NoUnwind);
  function->addFnAttr(Attribute::WillReturn);
  function->setDoesNotAccessMemory();
  // Float arguments and results: an intermediate double can only be
  // subnormal in a term far below the result's rounding.
  function->addFnAttr(cpu::DoublesStayNormalAttr);
  IRBuilder<> b(BasicBlock::Create(context, "entry", function));
  Body body{b, Type::getDoubleTy(context), Type::getInt64Ty(context)};
  Value* x = b.CreateFPExt(function->getArg(0), body.f64);
  Value* result = nullptr;
  switch (f.kind) {
    case Kind::Exponential: result = body.exponential(x, f); break;
    case Kind::Logarithm: result = body.logarithm(x, f); break;
    case Kind::Power: result = body.power(x, b.CreateFPExt(function->getArg(1), body.f64)); break;
    case Kind::Expm1:
    case Kind::Sinh:
    case Kind::Cosh:
    case Kind::Tanh: result = body.hyperbolic(x, f.kind); break;
    case Kind::Cbrt: result = body.cbrt(x); break;
    case Kind::Hypot: result = body.hypot(x, b.CreateFPExt(function->getArg(1), body.f64)); break;
  }
  b.CreateRet(b.CreateFPTrunc(result, f32));
  return function;
}

}  // namespace

PreservedAnalyses InlineFloatMathPass::run(Module& module, ModuleAnalysisManager&) {
  std::vector<std::pair<CallInst*, const FloatFunction*>> calls;
  for (Function& function : module)
    for (BasicBlock& block : function)
      for (Instruction& instruction : block)
        if (auto* call = dyn_cast<CallInst>(&instruction))
          if (const FloatFunction* f = functionOf(*call)) calls.emplace_back(call, f);
  if (calls.empty()) return PreservedAnalyses::all();
  for (auto& [call, f] : calls) {
    std::vector<Value*> arguments(call->arg_begin(), call->arg_end());
    CallInst* replacement = CallInst::Create(define(module, *f), arguments, "", call);
    replacement->takeName(call);
    replacement->setDebugLoc(call->getDebugLoc());
    call->replaceAllUsesWith(replacement);
    call->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

}  // namespace openhip
