// Pass 1 "openhip-retarget": turns clang's NVPTX device module into a module
// for the host CPU. Kernels listed in !nvvm.annotations get the
// "openhip-kernel" attribute (and __launch_bounds__ as
// "openhip-max-threads-per-block"); the NVPTX triple, data layout, target
// attributes and annotations are replaced or dropped; the warp size is
// recorded as the module flag "openhip-warp-size".
#ifndef OPENHIP_COMPILER_PASSES_RETARGET_H
#define OPENHIP_COMPILER_PASSES_RETARGET_H

#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class TargetMachine;
}

namespace openhip {

struct RetargetOptions {
  std::string triple;
  std::string dataLayout;
  unsigned warpSize = 64;

  static RetargetOptions forTargetMachine(const llvm::TargetMachine& machine, unsigned warpSize);
};

class RetargetPass : public llvm::PassInfoMixin<RetargetPass> {
 public:
  explicit RetargetPass(RetargetOptions options) : options_(std::move(options)) {}
  llvm::PreservedAnalyses run(llvm::Module& module, llvm::ModuleAnalysisManager& analyses);

 private:
  RetargetOptions options_;
};

}  // namespace openhip

#endif
