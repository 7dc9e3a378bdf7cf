#include "CommandRunner.h"

#include "ChildProcess.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace openhip::driver {
namespace {

/// Explains a failed command as clang explains its own jobs: always when a
/// signal ended it; after a non-zero exit only if it printed nothing itself
/// (its diagnostics already said why).
void reportFailure(const std::vector<std::string>& argv, const ChildExit& exit) {
  std::string role = describeCommandRole(argv);
  if (exit.signal != 0) {
    const char* name = strsignal(exit.signal);
    llvm::errs() << "hipcc: error: " << role << " was killed by signal " << exit.signal;
    if (name)
      llvm::errs() << " (" << name << ")";
    llvm::errs() << ": " << formatCommand(argv) << '\n';
  } else if (exit.exitCode != 0 && !exit.wroteDiagnostics) {
    llvm::errs() << "hipcc: error: " << role << " failed with exit code " << exit.exitCode
                 << " (no diagnostics were printed): " << formatCommand(argv) << '\n';
  }
}

/// What a command is, for -time: the pipeline step when it is one.
std::string describePhase(const std::vector<std::string>& argv) {
  bool deviceOnly = false, hostOnly = false, precompile = false, combine = false;
  for (const std::string& arg : argv) {
    deviceOnly |= arg == "--cuda-device-only";
    hostOnly |= arg == "--cuda-host-only";
    precompile |= arg == "-emit-pch";
    combine |= arg == "-r";
  }
  if (precompile)
    return std::string("precompile the prelude for the ") + (deviceOnly ? "device" : "host") +
           " pass";
  if (deviceOnly)
    return "device pass";
  if (hostOnly)
    return "host pass";
  if (combine)
    return "combine objects";
  return describeCommandRole(argv);
}

} // namespace

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
  llvm::errs().flush();
  auto start = std::chrono::steady_clock::now();
  ChildExit exit = runChild(argv);
  reportTime(describePhase(argv), start);
  if (!exit.started) {
    llvm::errs() << "hipcc: error: cannot run '" << argv[0] << "': " << exit.startError << '\n';
    return false;
  }
  reportFailure(argv, exit);
  return exit.ok();
}

bool CommandRunner::start(const std::vector<std::string>& argv, const std::string& stderrPath,
                          BackgroundCommand& command) const {
  if (verbose_ || dryRun_) {
    llvm::errs() << ' ' << formatCommand(argv) << " 2>" << stderrPath << " &\n";
    llvm::errs().flush();
  }
  command = BackgroundCommand();
  command.argv = argv;
  command.stderrPath = stderrPath;
  if (dryRun_)
    return true;
  std::string error;
  if (!startChild(argv, stderrPath, command.pid, error)) {
    llvm::errs() << "hipcc: error: cannot run '" << argv[0] << "': " << error << '\n';
    return false;
  }
  command.started = true;
  return true;
}

bool CommandRunner::finish(BackgroundCommand& command, bool replayDiagnostics) const {
  if (!command.started)
    return true;
  command.started = false;
  ChildExit exit = waitChild(command.pid);
  // Its wall time would only say how long we waited: its CPU time instead.
  if (timed_)
    llvm::errs() << "hipcc: time: " << describePhase(command.argv) << " (in the background): "
                 << llvm::format("%.3f", exit.cpuSeconds) << " s of CPU\n";
  if (!exit.started) {
    llvm::errs() << "hipcc: error: lost '" << command.argv[0] << "': " << exit.startError << '\n';
    return false;
  }
  if (replayDiagnostics) {
    if (auto diagnostics = llvm::MemoryBuffer::getFile(command.stderrPath)) {
      exit.wroteDiagnostics = (*diagnostics)->getBufferSize() != 0;
      llvm::errs() << (*diagnostics)->getBuffer();
      llvm::errs().flush();
    }
    reportFailure(command.argv, exit);
  }
  return exit.ok();
}

void CommandRunner::note(const std::string& step) const {
  if (verbose_ || dryRun_)
    llvm::errs() << ' ' << step << '\n';
}

void CommandRunner::reportTime(const std::string& step,
                               std::chrono::steady_clock::time_point start) const {
  if (!timed_)
    return;
  std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  llvm::errs() << "hipcc: time: " << step << ": " << llvm::format("%.3f", seconds.count())
               << " s\n";
  llvm::errs().flush();
}

} // namespace openhip::driver
