#include "front/PrivateByValCopies.h"

#include "common/LaunchContext.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace openhip {

PreservedAnalyses PrivateByValCopiesPass::run(Module& M, ModuleAnalysisManager&) {
  const DataLayout& DL = M.getDataLayout();
  bool changed = false;
  for (Function& F : M) {
    if (F.isDeclaration() || !isKernel(F)) continue;
    for (Argument& parameter : F.args()) {
      if (!parameter.hasByValAttr() || isReadOnlyByValParameter(&parameter)) continue;
      Type* type = parameter.getParamByValType();
      Align align = std::max(parameter.getParamAlign().valueOrOne(), DL.getABITypeAlign(type));
      IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
      AllocaInst* copy = B.CreateAlloca(type, DL.getAllocaAddrSpace(), nullptr, parameter.getName() + ".copy");
      copy->setAlignment(align);
      parameter.replaceAllUsesWith(copy);
      B.CreateMemCpy(copy, align, &parameter, parameter.getParamAlign(), DL.getTypeAllocSize(type));
      changed = true;
    }
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

}  // namespace openhip
