// Runs one external command (clang, the linker) and tells how it ended and
// whether it wrote anything on stderr, so that hipcc can explain a tool that
// failed in silence (clang-style: "... failed with exit code 1 (no
// diagnostics were printed)") without repeating one that explained itself.
#ifndef OPENHIP_DRIVER_CHILDPROCESS_H
#define OPENHIP_DRIVER_CHILDPROCESS_H

#include <sys/types.h>

#include <string>
#include <vector>

namespace openhip::driver {

/// How a command ended.
struct ChildExit {
  bool started = false;     ///< false: it could not be run (startError says why)
  std::string startError;
  int exitCode = 0;         ///< its exit status when it exited
  int signal = 0;           ///< the signal that killed it, or 0
  bool wroteDiagnostics = false; ///< it wrote at least one byte on stderr
  double cpuSeconds = 0;    ///< user + system time (waitChild only)
  bool ok() const { return started && signal == 0 && exitCode == 0; }
};

/// Runs argv (argv[0] a path) and waits for it. Its stderr passes through
/// hipcc, byte for byte and as it comes, to hipcc's stderr; a terminal stays
/// a terminal for it (a pseudo-terminal), so clang still colours.
ChildExit runChild(const std::vector<std::string>& argv);

/// Starts argv with stderr written to the file `stderrPath`; `pid` names it.
bool startChild(const std::vector<std::string>& argv, const std::string& stderrPath, pid_t& pid,
                std::string& error);

/// Waits for a child started by startChild (wroteDiagnostics is left false:
/// the caller has its stderr file) and tells the CPU time it used.
ChildExit waitChild(pid_t pid);

/// "clang frontend command", "linker command", ...: what argv is, for messages.
std::string describeCommandRole(const std::vector<std::string>& argv);

} // namespace openhip::driver

#endif
