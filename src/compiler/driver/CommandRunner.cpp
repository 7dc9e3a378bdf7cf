#include "CommandRunner.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace openhip::driver {

std::string formatCommand(const std::vector<std::string>& argv) {
  std::string line;
  for (const std::string& arg : argv) {
    if (!line.empty())
      line += ' ';
    bool plain =
        !arg.empty() && arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789-_=+/.,:@%") == std::string::npos;
    if (plain) {
      line += arg;
      continue;
    }
    line += '\'';
    for (char c : arg) {
      if (c == '\'')
        line += "'\\''";
      else
        line += c;
    }
    line += '\'';
  }
  return line;
}

bool CommandRunner::run(const std::vector<std::string>& argv) const {
  if (verbose_ || dryRun_) {
    llvm::errs() << ' ' << formatCommand(argv) << '\n';
    llvm::errs().flush();
  }
  if (dryRun_)
    return true;
  llvm::SmallVector<llvm::StringRef, 64> args(argv.begin(), argv.end());
  std::string errorMessage;
  bool executionFailed = false;
  int status = llvm::sys::ExecuteAndWait(argv[0], args, /*Env=*/std::nullopt, /*Redirects=*/{},
                                         /*SecondsToWait=*/0, /*MemoryLimit=*/0, &errorMessage,
                                         &executionFailed);
  if (executionFailed) {
    llvm::errs() << "hipcc: error: cannot run '" << argv[0] << "': " << errorMessage << '\n';
    return false;
  }
  if (status < 0) {
    llvm::errs() << "hipcc: error: '" << argv[0] << "' crashed: " << errorMessage << '\n';
    return false;
  }
  return status == 0;
}

bool CommandRunner::start(const std::vector<std::string>& argv, const std::string& stderrPath,
                          BackgroundCommand& command) const {
  if (verbose_ || dryRun_) {
    llvm::errs() << ' ' << formatCommand(argv) << " 2>" << stderrPath << " &\n";
    llvm::errs().flush();
  }
  command = BackgroundCommand();
  command.program = argv[0];
  command.stderrPath = stderrPath;
  if (dryRun_)
    return true;
  llvm::SmallVector<llvm::StringRef, 64> args(argv.begin(), argv.end());
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, std::nullopt,
                                                llvm::StringRef(command.stderrPath)};
  std::string errorMessage;
  bool executionFailed = false;
  command.process = llvm::sys::ExecuteNoWait(argv[0], args, std::nullopt, redirects, 0,
                                             &errorMessage, &executionFailed);
  if (executionFailed) {
    llvm::errs() << "hipcc: error: cannot run '" << argv[0] << "': " << errorMessage << '\n';
    return false;
  }
  command.started = true;
  return true;
}

bool CommandRunner::finish(BackgroundCommand& command, bool replayDiagnostics) const {
  if (!command.started)
    return true;
  command.started = false;
  std::string errorMessage;
  llvm::sys::ProcessInfo result = llvm::sys::Wait(command.process, std::nullopt, &errorMessage);
  if (replayDiagnostics) {
    if (auto diagnostics = llvm::MemoryBuffer::getFile(command.stderrPath)) {
      llvm::errs() << (*diagnostics)->getBuffer();
      llvm::errs().flush();
    }
  }
  if (result.ReturnCode < 0) {
    if (replayDiagnostics)
      llvm::errs() << "hipcc: error: '" << command.program << "' crashed: " << errorMessage << '\n';
    return false;
  }
  return result.ReturnCode == 0;
}

void CommandRunner::note(const std::string& step) const {
  if (verbose_ || dryRun_)
    llvm::errs() << ' ' << step << '\n';
}

} // namespace openhip::driver
