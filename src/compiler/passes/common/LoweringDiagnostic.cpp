#include "common/LoweringDiagnostic.h"

#include "common/LaunchContext.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {

LoweringDiagnostic::LoweringDiagnostic(std::string text)
    : DiagnosticInfo(kindId(), DS_Error), text_(std::move(text)) {}

void LoweringDiagnostic::print(DiagnosticPrinter& printer) const { printer << text_; }

int LoweringDiagnostic::kindId() {
  static const int kind = getNextAvailablePluginDiagnosticKind();
  return kind;
}

std::string sourceLocation(const Function& F, const Instruction* at) {
  if (at) {
    if (const DILocation* loc = at->getDebugLoc().get())
      return (loc->getFilename() + ":" + Twine(loc->getLine()) + ":" + Twine(loc->getColumn())).str();
  }
  if (const DISubprogram* subprogram = F.getSubprogram())
    return (subprogram->getFilename() + ":" + Twine(subprogram->getLine())).str();
  return F.getParent() ? F.getParent()->getSourceFileName() : std::string("<unknown>");
}

void reportLoweringError(const Function& F, const Instruction* at, const Twine& message) {
  std::string text = sourceLocation(F, at) + ": error: " + (isKernel(F) ? "kernel '" : "function '") +
                     displayName(F) + "': " + message.str();
  F.getContext().diagnose(LoweringDiagnostic(std::move(text)));
}

}  // namespace openhip
