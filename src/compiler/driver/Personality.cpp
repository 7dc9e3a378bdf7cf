#include "Personality.h"

#include "CommandRunner.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <optional>

namespace openhip::driver {
namespace {

/// The CUDA API level OpenHIP's CUDA headers implement (CUDART_VERSION 11080).
constexpr const char* kCudaApiVersion = "11.8.0";

/// Runs `clang --version` and returns what it printed ("" if it could not run).
std::string clangVersionText(const std::string& clang) {
  llvm::SmallString<128> output;
  if (llvm::sys::fs::createTemporaryFile("hipcc-clang-version", "txt", output))
    return {};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(output),
                                                std::nullopt};
  llvm::StringRef argv[] = {clang, "--version"};
  int status = llvm::sys::ExecuteAndWait(clang, argv, std::nullopt, redirects);
  std::string text;
  if (status == 0)
    if (auto buffer = llvm::MemoryBuffer::getFile(output))
      text = std::string((*buffer)->getBuffer());
  llvm::sys::fs::remove(output);
  return text;
}

} // namespace

Personality personalityFromName(const std::string& argv0) {
  llvm::StringRef name = llvm::sys::path::filename(argv0);
  if (name.contains("clang"))
    return Personality::Clang;
  if (name == "nvcc")
    return Personality::Nvcc;
  return Personality::Hipcc;
}

void printVersion(Personality personality, const Toolchain& toolchain) {
  llvm::raw_ostream& out = llvm::outs();
  out << "HIP version: " << hipVersionString() << "-openhip\n";
  out << clangVersionText(toolchain.clang);
  if (personality == Personality::Nvcc)
    out << "OpenHIP nvcc-compatible driver: CUDA API " << kCudaApiVersion << ", V"
        << kCudaApiVersion << "\n";
  out << "OpenHIP hipcc version " OPENHIP_VERSION " (HIP " OPENHIP_HIP_VERSION
         " compatible; kernels run on the CPU)\n";
  out << "clang: " << toolchain.clang << '\n';
  out << "include: " << toolchain.includeDir << "\nlib: " << toolchain.libDir << '\n';
}

void printVerboseHeader(Personality personality, const Toolchain& toolchain) {
  llvm::raw_ostream& err = llvm::errs();
  err << "OpenHIP hipcc version " OPENHIP_VERSION " (clang: " << toolchain.clang
      << ", include: " << toolchain.includeDir << ", lib: " << toolchain.libDir << ")\n";
  // As clang -v reports a ROCm installation: CMake's HIP language reads the
  // root (and finds lib/cmake/hip-lang there) from this line.
  err << "Found HIP installation: " << toolchain.prefix << ", version " << hipVersionString()
      << '\n';
  // The device architecture names: "cpu" (hipDeviceProp_t::gcnArchName of the
  // CPU device, what CMake's HIP language takes as its default architecture)
  // and sm_70 (the CUDA device pass). Both are accepted by --offload-arch /
  // -arch and have no effect.
  err << "hipcc: offload targets: -target-cpu cpu (HIP) -target-cpu sm_70 (CUDA device pass)\n";
  if (personality == Personality::Nvcc) {
    std::string top = cudaToolkitDir(toolchain);
    err << "#$ _HERE_=" << top << "/bin\n#$ TOP=" << top << "\n#$ NVVMIR_LIBRARY_DIR=" << top
        << "/nvvm/libdevice\n";
  }
  err.flush();
}

unsigned hipccVerboseBits() {
  const char* value = std::getenv("HIPCC_VERBOSE");
  if (!value || !*value)
    return 0;
  return static_cast<unsigned>(std::strtoul(value, nullptr, 0));
}

void printVerboseRequests(unsigned bits, const Toolchain& toolchain,
                          const std::vector<std::string>& args) {
  llvm::raw_ostream& err = llvm::errs();
  if (bits & 0x2)
    err << "HIP_PATH=" << toolchain.prefix << "\nHIP_PLATFORM=openhip\nHIP_CLANG_PATH="
        << llvm::sys::path::parent_path(toolchain.clang) << "\nHIP_INCLUDE_PATH="
        << toolchain.includeDir << "\nHIP_LIB_PATH=" << toolchain.libDir << '\n';
  if (bits & 0x4)
    err << "hipcc-args: " << formatCommand(args) << '\n';
  err.flush();
}

} // namespace openhip::driver
