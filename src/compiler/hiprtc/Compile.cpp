// hiprtcCompileProgram / nvrtcCompileProgram: the program's device pass in
// process (Frontend.h, with the flags hipcc uses), name expressions resolved
// on its IR, the CPU lowering (openhip::compileDeviceModuleForCpu), and the
// code object linked by lld (CodeObjectLinker.h).
#include "CodeObjectLinker.h"
#include "Frontend.h"
#include "Installation.h"
#include "Options.h"
#include "Program.h"

#include "CodeObject.h"
#include "cpu/CpuLowering.h"
#include "DevicePass.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>

namespace openhip::rtc {
namespace {

constexpr const char* kNameExpressionPrefix = "__openhip_rtc_name_expression_";

/// A folder of intermediate files, removed with everything in it.
class ScratchFolder {
public:
  ScratchFolder() {
    if (llvm::sys::fs::createUniqueDirectory("openhip-hiprtc", path_))
      path_.clear();
  }
  ~ScratchFolder() {
    if (!path_.empty())
      llvm::sys::fs::remove_directories(path_);
  }
  bool ok() const { return !path_.empty(); }
  std::string path() const { return std::string(path_); }
  std::string file(const char* name) const {
    llvm::SmallString<256> path(path_);
    llvm::sys::path::append(path, name);
    return std::string(path);
  }

private:
  llvm::SmallString<256> path_;
};

/// The source with one device variable per name expression taking its
/// address, so that clang instantiates what it names and the IR tells its
/// symbol.
std::string sourceWithNameExpressions(const Program& program) {
  std::string source = program.source + "\n";
  for (size_t i = 0; i < program.nameExpressions.size(); ++i) {
    const std::string& expression = program.nameExpressions[i];
    bool isAddress = expression.find_first_not_of(" \t") != std::string::npos &&
                     expression[expression.find_first_not_of(" \t")] == '&';
    source += "__device__ const void* " + std::string(kNameExpressionPrefix) + std::to_string(i) +
              " = (const void*)(" + (isAddress ? "" : "&") + expression + ");\n";
  }
  return source;
}

/// Reads and removes the name-expression variables; false (with the log
/// told why) if one does not name a kernel or variable.
bool takeLoweredNames(llvm::Module& module, Program& program) {
  for (size_t i = 0; i < program.nameExpressions.size(); ++i) {
    llvm::GlobalVariable* holder =
        module.getNamedGlobal(kNameExpressionPrefix + std::to_string(i));
    const llvm::GlobalValue* named =
        holder && holder->hasInitializer()
            ? llvm::dyn_cast<llvm::GlobalValue>(holder->getInitializer()->stripPointerCasts())
            : nullptr;
    if (!named) {
      program.log += "error: name expression '" + program.nameExpressions[i] +
                     "' does not name a __global__ function or __device__ variable\n";
      return false;
    }
    program.loweredNames[program.nameExpressions[i]] = named->getName().str();
  }
  for (size_t i = 0; i < program.nameExpressions.size(); ++i)
    if (llvm::GlobalVariable* holder = module.getNamedGlobal(kNameExpressionPrefix + std::to_string(i)))
      holder->eraseFromParent();
  return true;
}

bool writeFile(const std::string& path, llvm::StringRef bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return false;
  out << bytes;
  out.close();
  bool ok = !out.has_error();
  out.clear_error();
  return ok;
}

} // namespace

CompileStatus compileProgram(Program& program, const std::vector<std::string>& options) {
  program.compiled = false;
  program.log.clear();
  program.code.clear();
  program.loweredNames.clear();

  CompileSettings settings;
  std::string error;
  if (!parseOptions(options, program.language, settings, error)) {
    program.log = "error: " + error + "\n";
    return CompileStatus::InvalidOption;
  }
  Installation installation = findInstallation(error);
  if (installation.includeDir.empty()) {
    program.log = "error: " + error + "\n";
    return CompileStatus::InternalError;
  }

  // 1. Device pass, as hipcc's (DevicePass.h), from memory.
  driver::SourceFlags source;
  source.includeDir = installation.includeDir;
  source.cuda = program.language == Language::Cuda;
  source.warpSize = source.cuda ? 32 : 64;
  source.standardGiven = settings.languageStandardGiven;
  std::vector<std::string> args = driver::sourceFlags(source);
  args.push_back(source.cuda ? "-D__CUDACC_RTC__=1" : "-D__HIPCC_RTC__=1");
  args.insert(args.end(), settings.clangFlags.begin(), settings.clangFlags.end());
  driver::useIsoDialectForDevice(args);
  std::vector<std::string> pass = driver::devicePassFlags(settings.debugInfo);
  args.insert(args.end(), pass.begin(), pass.end());
  args.insert(args.end(), {program.name, "-o", "/dev/null"});
  std::vector<Header> files = program.headers;
  files.push_back({program.name, sourceWithNameExpressions(program)});

  ScratchFolder scratch;
  if (!scratch.ok()) {
    program.log = "error: cannot create a folder in the temporary folder\n";
    return CompileStatus::InternalError;
  }
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module =
      compileToModule(installation, args, scratch.path(), files, context, program.log);
  if (!module)
    return CompileStatus::CompilationFailed;
  if (!takeLoweredNames(*module, program))
    return CompileStatus::CompilationFailed;

  // 2. CPU lowering, as in hipcc (a table id unique to this compilation).
  static std::atomic<unsigned long> compilations{0};
  CpuLoweringOptions lowering;
  lowering.tableId = "ohip-rtc-" + std::to_string(compilations++) + "-" + program.name;
  lowering.warpSize = source.warpSize;
  lowering.optLevel = settings.optLevel;
  lowering.keepDebugInfo = settings.debugInfo;
  llvm::SmallVector<char, 0> object;
  if (llvm::Error failure = compileDeviceModuleForCpu(*module, lowering, object)) {
    program.log += llvm::toString(std::move(failure)) + "\n";
    return CompileStatus::CompilationFailed;
  }

  // 3. The code object: kernels + table collector, linked by lld.
  std::string kernels = scratch.file("kernels.o"), collector = scratch.file("collector.o"),
              output = scratch.file("code-object.so");
  if (!writeFile(kernels, llvm::StringRef(object.data(), object.size()))) {
    program.log += "error: cannot write intermediate files in the temporary folder\n";
    return CompileStatus::InternalError;
  }
  if (!compileCToObject(installation, driver::codeObjectCollectorSource(), scratch.path(), collector,
                        program.log) ||
      !linkCodeObject({kernels, collector}, installation.libDir, output, program.log)) {
    program.log += "error: internal error while making the code object\n";
    return CompileStatus::InternalError;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> code = llvm::MemoryBuffer::getFile(output);
  if (!code) {
    program.log += "error: cannot read the code object: " + code.getError().message() + "\n";
    return CompileStatus::InternalError;
  }
  program.code = std::string((*code)->getBuffer());
  program.compiled = true;
  return CompileStatus::Success;
}

} // namespace openhip::rtc
