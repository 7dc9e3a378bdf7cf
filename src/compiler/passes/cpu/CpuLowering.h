// Entry point of the device-side lowering: NVPTX LLVM IR from clang's CUDA
// device pass in, an x86-64 (host) object file out. Used by hipcc.
#ifndef OPENHIP_COMPILER_PASSES_CPULOWERING_H
#define OPENHIP_COMPILER_PASSES_CPULOWERING_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace llvm {
class Module;
class raw_ostream;
}

namespace openhip {

struct CpuLoweringOptions {
  /// Unique id of this translation unit's kernel table; also written into the
  /// fat binary by hipcc (see include/openhip/abi.h).
  std::string tableId;
  unsigned warpSize = 64;   ///< 64 for .hip sources, 32 for .cu sources
  unsigned optLevel = 2;    ///< 0..3; >= 1 runs LLVM's O-level pipeline after lowering
  bool keepDebugInfo = false;  ///< -g: keep the debug info clang emitted
  std::string cpu = "native";  ///< target CPU for the host code ("native" = this machine)
  /// hipcc -fsanitize=memcheck,...: OpenHipSanitizerTool bits (docs/sanitizer.md).
  unsigned sanitizers = 0;
  /// "prefer-vector-width" of every function (clang's -mprefer-vector-width=:
  /// a bit width or "none"); empty: 512 on CPUs with AVX-512, else LLVM's choice.
  std::string preferVectorWidth;
  /// Testing aids (openhip-lower-device --print-lowered/--print-optimized):
  /// when set, receive the module as text after the lowering passes, and
  /// after LLVM's optimization pipeline.
  llvm::raw_ostream* loweredModuleOut = nullptr;
  llvm::raw_ostream* optimizedModuleOut = nullptr;
};

/// A CPU target as the lowering compiles for it: "native" resolved to this
/// machine's CPU name, and the OPENHIP_CPU_FEATURE_LIST bits it enables.
struct CpuTargetInfo {
  std::string name;
  uint64_t features = 0;
};
/// An error for a CPU name LLVM does not know.
llvm::Expected<CpuTargetInfo> describeCpuTarget(const std::string& cpu);

/// Lowers every kernel of `deviceModule` for the CPU and appends the object
/// file bytes to `objectOut`. On a construct that cannot be lowered returns an
/// error whose message is one or more clang-style diagnostics
/// ("file:line:col: error: ..."), naming the kernel and the construct.
llvm::Error compileDeviceModuleForCpu(llvm::Module& deviceModule, const CpuLoweringOptions& options,
                                      llvm::SmallVectorImpl<char>& objectOut);

}  // namespace openhip

#endif
