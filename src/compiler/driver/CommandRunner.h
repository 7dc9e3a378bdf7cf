// Runs the external commands of the pipeline (clang), printing them for -v
// and only printing them for -###. Their stdout/stderr are inherited, so
// clang's diagnostics reach the user unchanged.
#ifndef OPENHIP_DRIVER_COMMANDRUNNER_H
#define OPENHIP_DRIVER_COMMANDRUNNER_H

#include <string>
#include <vector>

namespace openhip::driver {

class CommandRunner {
 public:
  CommandRunner(bool verbose, bool dryRun) : verbose_(verbose), dryRun_(dryRun) {}

  /// Runs argv[0] with argv; true on exit status 0. Failures to start the
  /// program are reported as `hipcc: error: ...`.
  bool run(const std::vector<std::string>& argv) const;

  /// Prints a step done inside hipcc (the device lowering) like a command.
  void note(const std::string& step) const;

  bool dryRun() const { return dryRun_; }
  bool verbose() const { return verbose_; }

 private:
  bool verbose_;
  bool dryRun_;
};

/// The command line as a shell would need it quoted.
std::string formatCommand(const std::vector<std::string>& argv);

}  // namespace openhip::driver

#endif
