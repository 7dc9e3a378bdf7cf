#include "Frontend.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Job.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

namespace openhip::rtc {
namespace {

void initializeTargets() {
  static std::once_flag once;
  std::call_once(once, [] {
    // The device pass targets NVPTX; the collector and the lowering the host.
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
  });
}

/// The file system (with its own working folder) with `files` laid over `folder`.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> programFileSystem(const std::string& folder,
                                                                  const std::vector<Header>& files) {
  auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const Header& file : files)
    memory->addFile(folder + "/" + file.includeName, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(file.text, file.includeName));
  auto overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::createPhysicalFileSystem());
  overlay->pushOverlay(memory);
  overlay->setCurrentWorkingDirectory(folder);
  return overlay;
}

/// The cc1 invocation clang's driver makes of `driverArgs`.
std::shared_ptr<clang::CompilerInvocation>
makeInvocation(const Installation& installation, const std::vector<std::string>& driverArgs,
               llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> files,
               clang::DiagnosticsEngine& diagnostics) {
  std::vector<const char*> argv = {installation.clang.c_str()};
  for (const std::string& arg : driverArgs)
    argv.push_back(arg.c_str());
  clang::driver::Driver driver(installation.clang, llvm::sys::getDefaultTargetTriple(), diagnostics,
                               "hiprtc", files);
  driver.setCheckInputsExist(true);
  std::unique_ptr<clang::driver::Compilation> compilation(driver.BuildCompilation(argv));
  if (!compilation || diagnostics.hasErrorOccurred())
    return nullptr;
  for (const clang::driver::Command& job : compilation->getJobs()) {
    const llvm::opt::ArgStringList& args = job.getArguments();
    if (args.empty() || llvm::StringRef(args.front()) != "-cc1")
      continue;
    auto invocation = std::make_shared<clang::CompilerInvocation>();
    if (!clang::CompilerInvocation::CreateFromArgs(*invocation, llvm::ArrayRef(args).drop_front(),
                                                   diagnostics, argv.front()))
      return nullptr;
    return invocation;
  }
  diagnostics.Report(diagnostics.getCustomDiagID(clang::DiagnosticsEngine::Error,
                                                 "clang's driver made no compile job"));
  return nullptr;
}

/// Runs `action` for `driverArgs`; diagnostics to `log`.
bool runFrontend(const Installation& installation, const std::vector<std::string>& driverArgs,
                 const std::string& workingDir, const std::vector<Header>& files,
                 clang::FrontendAction& action, std::string& log) {
  initializeTargets();
  llvm::raw_string_ostream logStream(log);
  auto options = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
  auto* printer = new clang::TextDiagnosticPrinter(logStream, options.get());
  clang::DiagnosticsEngine diagnostics(
      llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), options, printer, /*ShouldOwnClient=*/true);
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem = programFileSystem(workingDir, files);
  std::shared_ptr<clang::CompilerInvocation> invocation =
      makeInvocation(installation, driverArgs, fileSystem, diagnostics);
  if (!invocation)
    return false;
  clang::CompilerInstance compiler;
  compiler.setInvocation(std::move(invocation));
  compiler.createDiagnostics(new clang::TextDiagnosticPrinter(logStream, &compiler.getDiagnosticOpts()),
                             /*ShouldOwnClient=*/true);
  compiler.createFileManager(fileSystem);
  compiler.setVerboseOutputStream(logStream); // "N errors generated." into the log
  bool ok = compiler.ExecuteAction(action) && !compiler.getDiagnostics().hasErrorOccurred();
  logStream.flush();
  return ok;
}

} // namespace

std::unique_ptr<llvm::Module> compileToModule(const Installation& installation,
                                              const std::vector<std::string>& driverArgs,
                                              const std::string& workingDir,
                                              const std::vector<Header>& files,
                                              llvm::LLVMContext& context, std::string& log) {
  clang::EmitLLVMOnlyAction action(&context);
  if (!runFrontend(installation, driverArgs, workingDir, files, action, log))
    return nullptr;
  return action.takeModule();
}

bool compileCToObject(const Installation& installation, const std::string& source,
                      const std::string& workingDir, const std::string& objectPath,
                      std::string& log) {
  clang::EmitObjAction action;
  return runFrontend(installation, {"-x", "c", "-fPIC", "-O2", "-c", "collector.c", "-o", objectPath},
                     workingDir, {{"collector.c", source}}, action, log);
}

} // namespace openhip::rtc
