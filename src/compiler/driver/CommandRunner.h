// Runs the external commands of the pipeline (clang), printing them for -v
// and only printing them for -###. Their stdout is inherited and their stderr
// passes through unchanged (ChildProcess.h), so clang's diagnostics reach the
// user as they are; a command that fails without a word, or dies by a signal,
// is explained by a `hipcc: error:` line.
#ifndef OPENHIP_DRIVER_COMMANDRUNNER_H
#define OPENHIP_DRIVER_COMMANDRUNNER_H

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

namespace openhip::driver {

/// A command running in the background. Its stderr goes to a file that is
/// replayed when it finishes, so that its diagnostics never interleave with
/// those of the command running in the foreground.
struct BackgroundCommand {
  std::vector<std::string> argv;
  std::string stderrPath;
  pid_t pid = -1;
  bool started = false;
};

class CommandRunner {
public:
  /// `timed` (-time; -v implies it) prints each step's wall time.
  CommandRunner(bool verbose, bool dryRun, bool timed = false)
      : verbose_(verbose), dryRun_(dryRun), timed_((timed || verbose) && !dryRun) {}

  /// Runs argv[0] with argv; true on exit status 0. Failures to start the
  /// program are reported as `hipcc: error: ...`.
  bool run(const std::vector<std::string>& argv) const;

  /// Starts argv in the background with stderr captured in `stderrPath`.
  bool start(const std::vector<std::string>& argv, const std::string& stderrPath,
             BackgroundCommand& command) const;

  /// Waits for `command`; copies its captured stderr to ours if
  /// `replayDiagnostics`. True on exit status 0.
  bool finish(BackgroundCommand& command, bool replayDiagnostics) const;

  /// Prints a step done inside hipcc (the device lowering) like a command.
  void note(const std::string& step) const;

  /// `hipcc: time: <step>: <seconds> s` when timing, for a step begun at `start`.
  void reportTime(const std::string& step, std::chrono::steady_clock::time_point start) const;

  bool dryRun() const { return dryRun_; }
  bool verbose() const { return verbose_; }

private:
  bool verbose_;
  bool dryRun_;
  bool timed_;
};

/// The command line as a shell would need it quoted.
std::string formatCommand(const std::vector<std::string>& argv);

} // namespace openhip::driver

#endif
