// Pass 1 "openhip-retarget": turns clang's NVPTX device module into a module
// for the host CPU. Kernels listed in !nvvm.annotations get the
// "openhip-kernel" attribute (and __launch_bounds__ as
// "openhip-max-threads-per-block"); the NVPTX triple, data layout, target
// attributes and annotations are replaced or dropped; the warp size is
// recorded as the module flag "openhip-warp-size", the target CPU and its
// features as "openhip-cpu-target"/"openhip-cpu-features". Half conversions
// (llvm.convert.{from,to}.fp16, NVPTX's storage-only half) become fpext/fptrunc.
#ifndef OPENHIP_COMPILER_PASSES_RETARGET_H
#define OPENHIP_COMPILER_PASSES_RETARGET_H

#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <string>

namespace llvm {
class TargetMachine;
}

namespace openhip {

struct RetargetOptions {
  std::string triple;
  std::string dataLayout;
  unsigned warpSize = 64;
  std::string cpuTarget;     ///< the target machine's CPU ("x86-64-v3", "znver3")
  uint64_t cpuFeatures = 0;  ///< its OPENHIP_CPU_FEATURE_LIST bits (openhip/abi.h)

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
