// Pass "openhip-private-byval-copies": a kernel that writes one of its
// by-value parameters (`void k(Params p) { p.n -= 1; ... }`) gets a copy of it
// per work-item: an alloca filled from the parameter at the kernel's entry,
// which every use of the parameter then addresses.
//
// A by-value parameter is each GPU thread's own copy of the launch's value.
// The CPU block function passes every work-item the address of the launch's
// one copy (cpu/EmitBlockFunctions.cpp), which is right only as long as the
// kernel never writes it; written through that address, the work-items of
// every block would see each other's writes. The alloca is private to the
// work-item like any other local, and the cleanup's SROA turns it into
// registers where it can. Parameters the kernel only reads keep the launch's
// copy, whose loads the back half may hoist as block-uniform
// (isReadOnlyByValParameter).
#ifndef OPENHIP_COMPILER_PASSES_PRIVATEBYVALCOPIES_H
#define OPENHIP_COMPILER_PASSES_PRIVATEBYVALCOPIES_H

#include "llvm/IR/PassManager.h"

namespace openhip {

class PrivateByValCopiesPass : public llvm::PassInfoMixin<PrivateByValCopiesPass> {
 public:
  llvm::PreservedAnalyses run(llvm::Module& M, llvm::ModuleAnalysisManager& MAM);
};

}  // namespace openhip

#endif
