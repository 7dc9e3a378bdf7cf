#include "DevicePass.h"

namespace openhip::driver {

std::string preludePath(const std::string& includeDir) {
  return includeDir + "/openhip/prelude.h";
}

std::vector<std::string> sourceFlags(const SourceFlags& source) {
  std::vector<std::string> flags = {"-x",
                                    "cuda",
                                    "--cuda-gpu-arch=sm_70",
                                    "-nocudainc",
                                    "-nocudalib",
                                    "--cuda-path=/nonexistent",
                                    "-Xclang",
                                    "-target-sdk-version=11.8",
                                    "-isystem",
                                    source.includeDir,
                                    "-include",
                                    preludePath(source.includeDir),
                                    "-D__OPENHIP_WARP_SIZE__=" + std::to_string(source.warpSize)};
  // clang predefines __PTX__ and __NVPTX__ in the device pass (its NVPTX
  // target) and in the host pass (the auxiliary target's macros); neither
  // nvcc nor AMD's hipcc does, and code testing them takes PTX inline
  // assembly branches the CPU cannot run (docs/platform-macros.md).
  flags.insert(flags.end(), {"-U__PTX__", "-U__NVPTX__"});
  if (source.cuda) {
    flags.push_back("-D__OPENHIP_CUDA_SOURCE__=1");
    flags.push_back("-D__CUDACC__=1");
  }
  // Both passes must name the unit's externalized statics alike: clang's
  // driver forwards -cuid= to the device pass only (else it makes one up),
  // so the front end gets it directly too.
  if (!source.cuid.empty())
    flags.insert(flags.end(),
                 {"-fgpu-rdc", "-cuid=" + source.cuid, "-Xclang", "-cuid=" + source.cuid});
  // clang's HIP mode defines __HIP__; CMake's HIP language checks for it.
  if (source.definesHip)
    flags.push_back("-D__HIP__=1");
  // clang's CUDA mode defaults to C++14; HIP and nvcc code expects C++17
  // (std::clamp, constexpr std::array::operator[] usable in kernels).
  if (!source.standardGiven)
    flags.push_back("-std=c++17");
  return flags;
}

std::vector<std::string> devicePassFlags(bool debug) {
  std::vector<std::string> flags = {"--cuda-device-only", "--cuda-feature=+ptx70", "-O2", "-Xclang",
                                    "-disable-llvm-optzns", debug ? "-g" : "-gline-tables-only",
                                    "-emit-llvm", "-c"};
  // clang keeps only line directives in the debug info of "optimized" NVPTX
  // code (ptxas cannot debug it); --cuda-noopt-device-debug keeps all of it
  // for the CPU, where gdb uses it.
  if (debug)
    flags.push_back("--cuda-noopt-device-debug");
  return flags;
}

unsigned cudaArchFor(const std::vector<unsigned>& named) {
  constexpr unsigned device = 700;  // the compute capability the CPU device reports
  unsigned best = 0, lowest = 0;
  for (unsigned arch : named) {
    if (arch <= device && arch > best)
      best = arch;
    if (lowest == 0 || arch < lowest)
      lowest = arch;
  }
  return best ? best : lowest ? lowest : device;
}

std::vector<std::string> cudaArchFlags(unsigned arch) {
  if (arch == 700)  // clang's own value for --cuda-gpu-arch=sm_70
    return {};
  return {"-U__CUDA_ARCH__", "-D__CUDA_ARCH__=" + std::to_string(arch)};
}

void useIsoDialectForDevice(std::vector<std::string>& flags) {
  for (std::string& arg : flags) {
    for (const char* prefix : {"-std=gnu++", "--std=gnu++"}) {
      std::string text(prefix);
      if (arg.compare(0, text.size(), text) == 0)
        arg = text.substr(0, text.size() - 5) + "c++" + arg.substr(text.size());
    }
  }
}

} // namespace openhip::driver
