// Clang-style diagnostics ("file:line:col: error: ...") raised by the lowering
// passes through LLVMContext::diagnose. opt prints them and stops;
// compileDeviceModuleForCpu collects them and returns them as an llvm::Error.
#ifndef OPENHIP_COMPILER_PASSES_LOWERINGDIAGNOSTIC_H
#define OPENHIP_COMPILER_PASSES_LOWERINGDIAGNOSTIC_H

#include "llvm/IR/DiagnosticInfo.h"

#include <string>

namespace llvm {
class Function;
class Instruction;
}  // namespace llvm

namespace openhip {

class LoweringDiagnostic : public llvm::DiagnosticInfo {
 public:
  explicit LoweringDiagnostic(std::string text);

  /// The whole diagnostic, "file:line:col: error: message".
  const std::string& text() const { return text_; }
  void print(llvm::DiagnosticPrinter& printer) const override;

  static int kindId();
  static bool classof(const llvm::DiagnosticInfo* info) { return info->getKind() == kindId(); }

 private:
  std::string text_;
};

/// "file:line:col" of `at` (its debug location), else of `F`'s definition,
/// else the module's source file name.
std::string sourceLocation(const llvm::Function& F, const llvm::Instruction* at);

/// Reports "<loc>: error: kernel 'name': <message>" (or "function 'name'" when
/// F is not a kernel) to F's LLVMContext.
void reportLoweringError(const llvm::Function& F, const llvm::Instruction* at, const llvm::Twine& message);

}  // namespace openhip

#endif
