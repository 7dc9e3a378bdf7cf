#include "cpu/InlineExponentials.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <cmath>
#include <vector>

using namespace llvm;

namespace openhip {
namespace {

/// One exponential: the name of its inline definition and log2 of its base.
struct Exponential {
  const char* definition;
  long double log2Base;
};

const Exponential kExp{"openhip.expf", 1.442695040888963407359924681001892137L};
const Exponential kExp2{"openhip.exp2f", 1.0L};
const Exponential kExp10{"openhip.exp10f", 3.321928094887362347870319429489390175L};

/// Which exponential `call` computes in float, if any.
const Exponential* exponentialOf(const CallInst& call) {
  if (!call.getType()->isFloatTy() || call.arg_size() != 1) return nullptr;
  if (const Function* callee = call.getCalledFunction()) {
    if (callee->getIntrinsicID() == Intrinsic::exp) return &kExp;
    if (callee->getIntrinsicID() == Intrinsic::exp2) return &kExp2;
    if (callee->getName() == "exp10f" && callee->isDeclaration()) return &kExp10;
  }
  return nullptr;
}

/// float f(float x) = base^x, as described in the header.
Function* defineExponential(Module& module, const Exponential& e) {
  if (Function* existing = module.getFunction(e.definition)) return existing;
  LLVMContext& context = module.getContext();
  Type* f32 = Type::getFloatTy(context);
  Type* f64 = Type::getDoubleTy(context);
  Type* i64 = Type::getInt64Ty(context);
  auto* function = Function::Create(FunctionType::get(f32, {f32}, false), GlobalValue::InternalLinkage,
                                    e.definition, module);
  function->addFnAttr(Attribute::AlwaysInline);
  function->addFnAttr(Attribute::NoUnwind);
  function->addFnAttr(Attribute::WillReturn);
  function->setDoesNotAccessMemory();
  IRBuilder<> b(BasicBlock::Create(context, "entry", function));
  auto real = [&](long double v) { return ConstantFP::get(f64, double(v)); };

  Value* t = b.CreateFPExt(function->getArg(0), f64);
  if (e.log2Base != 1.0L) t = b.CreateFMul(t, real(e.log2Base), "t");
  // Beyond +-160 every float result is infinity or zero; NaN passes through
  // both compares and makes the result NaN.
  t = b.CreateSelect(b.CreateFCmpOGT(t, real(160)), real(160), t);
  t = b.CreateSelect(b.CreateFCmpOLT(t, real(-160)), real(-160), t);
  // Adding 1.5 * 2^52 rounds t to an integer k held in the low mantissa bits.
  Constant* shifter = real(6755399441055744.0L);
  Value* shifted = b.CreateFAdd(t, shifter, "k.shifted");
  Value* r = b.CreateFSub(t, b.CreateFSub(shifted, shifter), "r");
  // 2^r = e^(r ln 2) = sum (r ln 2)^i / i!, i <= 8: relative error below 2^-31 for |r| <= 1/2.
  const long double ln2 = 0.693147180559945309417232121458176568L;
  std::vector<long double> coefficients(9);
  coefficients[0] = 1.0L;
  for (int i = 1; i <= 8; ++i) coefficients[i] = coefficients[i - 1] * ln2 / i;
  Value* p = real(coefficients[8]);
  for (int i = 7; i >= 0; --i)
    p = b.CreateIntrinsic(Intrinsic::fmuladd, {f64}, {p, r, real(coefficients[i])});
  // 2^k: k + 1023 in the exponent field (k in [-160, 160], a normal double).
  Value* k = b.CreateSub(b.CreateBitCast(shifted, i64), b.CreateBitCast(shifter, i64), "k");
  Value* scale = b.CreateBitCast(b.CreateShl(b.CreateAdd(k, ConstantInt::get(i64, 1023)), 52), f64, "scale");
  b.CreateRet(b.CreateFPTrunc(b.CreateFMul(p, scale), f32));
  return function;
}

}  // namespace

PreservedAnalyses InlineExponentialsPass::run(Module& module, ModuleAnalysisManager&) {
  std::vector<std::pair<CallInst*, const Exponential*>> calls;
  for (Function& function : module)
    for (BasicBlock& block : function)
      for (Instruction& instruction : block)
        if (auto* call = dyn_cast<CallInst>(&instruction))
          if (const Exponential* e = exponentialOf(*call)) calls.emplace_back(call, e);
  if (calls.empty()) return PreservedAnalyses::all();
  for (auto& [call, e] : calls) {
    Function* definition = defineExponential(module, *e);
    CallInst* replacement = CallInst::Create(definition, {call->getArgOperand(0)}, "", call);
    replacement->takeName(call);
    replacement->setDebugLoc(call->getDebugLoc());
    call->replaceAllUsesWith(replacement);
    call->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

}  // namespace openhip
