// Pass 7 "openhip-emit-block-functions": the last lowering step before LLVM's
// optimizer. For each kernel (already running all work-items of a block)
// emits the C-ABI entry `void @__openhip_block.<name>(ptr %args, ptr %ctx)`
// (OpenHipBlockFn) that loads parameter i from args[i] and calls the kernel;
// emits the OpenHipKernelEntry/OpenHipDeviceVarEntry arrays and the
// OpenHipCpuTable of this translation unit, plus a constructor (priority 101)
// that hands the table to __openhip_register_cpu_table. Relocatable device
// code linked from several units (attrs::RdcUnitsMD) gets one table per unit
// instead, each under that unit's table id. Finally every other
// definition becomes internal, so device code never clashes with host symbols
// when both objects are linked together.
#ifndef OPENHIP_COMPILER_PASSES_EMITBLOCKFUNCTIONS_H
#define OPENHIP_COMPILER_PASSES_EMITBLOCKFUNCTIONS_H

#include "llvm/IR/PassManager.h"

#include <string>

namespace openhip {

/// Priority of the registration constructor: before default-priority
/// constructors such as clang's __cuda_module_ctor that registers kernels.
inline constexpr int TableConstructorPriority = 101;

class EmitBlockFunctionsPass : public llvm::PassInfoMixin<EmitBlockFunctionsPass> {
 public:
  explicit EmitBlockFunctionsPass(std::string tableId) : tableId_(std::move(tableId)) {}
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);

  /// The table's symbol name for `tableId` (characters other than
  /// [A-Za-z0-9_] become '_').
  static std::string tableSymbol(llvm::StringRef tableId);

 private:
  std::string tableId_;
};

}  // namespace openhip

#endif
