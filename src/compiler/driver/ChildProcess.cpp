#include "ChildProcess.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

extern char** environ;

namespace openhip::driver {
namespace {

/// The two ends of the channel that carries the child's stderr to ours.
struct StderrChannel {
  int read = -1;
  int write = -1;
};

/// A pseudo-terminal when our stderr is a terminal (the tool then colours
/// and wraps exactly as it would without hipcc), a pipe otherwise.
bool openStderrChannel(StderrChannel& channel) {
  if (isatty(STDERR_FILENO)) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    const char* name = master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0
                           ? ptsname(master)
                           : nullptr;
    int slave = name ? open(name, O_RDWR | O_NOCTTY | O_CLOEXEC) : -1;
    if (slave >= 0) {
      termios mode;
      if (tcgetattr(slave, &mode) == 0) {
        mode.c_oflag &= ~OPOST; // bytes pass unchanged: our terminal translates newlines
        tcsetattr(slave, TCSANOW, &mode);
      }
      winsize size;
      if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0)
        ioctl(slave, TIOCSWINSZ, &size);
      channel = {master, slave};
      return true;
    }
    if (master >= 0)
      close(master); // no pseudo-terminal: a pipe will do
  }
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0)
    return false;
  channel = {ends[0], ends[1]};
  return true;
}

void writeAll(int fd, const char* data, ssize_t size) {
  while (size > 0) {
    ssize_t written = write(fd, data, size);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return;
    data += written;
    size -= written;
  }
}

enum class Forwarded { Data, Nothing, End };

/// Copies what is readable now from `fd` to our stderr. End: the stream is
/// over (EOF, or EIO once a pseudo-terminal's last writer closed it).
Forwarded forwardAvailable(int fd, bool& wroteAnything) {
  char buffer[4096];
  ssize_t size = read(fd, buffer, sizeof buffer);
  if (size < 0 && (errno == EINTR || errno == EAGAIN))
    return Forwarded::Nothing;
  if (size <= 0)
    return Forwarded::End;
  wroteAnything = true;
  writeAll(STDERR_FILENO, buffer, size);
  return Forwarded::Data;
}

pid_t spawn(const std::vector<std::string>& argv, posix_spawn_file_actions_t* actions,
            std::string& error) {
  std::vector<char*> pointers;
  for (const std::string& arg : argv)
    pointers.push_back(const_cast<char*>(arg.c_str()));
  pointers.push_back(nullptr);
  pid_t pid = -1;
  int status = posix_spawn(&pid, argv[0].c_str(), actions, nullptr, pointers.data(), environ);
  if (status != 0) {
    error = std::strerror(status);
    return -1;
  }
  return pid;
}

void recordStatus(int status, ChildExit& result) {
  if (WIFSIGNALED(status))
    result.signal = WTERMSIG(status);
  else if (WIFEXITED(status))
    result.exitCode = WEXITSTATUS(status);
}

} // namespace

ChildExit runChild(const std::vector<std::string>& argv) {
  ChildExit result;
  StderrChannel channel;
  if (!openStderrChannel(channel)) {
    result.startError = std::string("cannot create a pipe: ") + std::strerror(errno);
    return result;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, channel.write, STDERR_FILENO);
  pid_t pid = spawn(argv, &actions, result.startError);
  posix_spawn_file_actions_destroy(&actions);
  close(channel.write);
  if (pid < 0) {
    close(channel.read);
    return result;
  }
  result.started = true;

  // Forward until the stream ends. A process the tool left behind may keep
  // the stream open: once the tool itself has ended, take what is there.
  int status = 0;
  bool reaped = false;
  bool open = true;
  while (open && !reaped) {
    pollfd ready = {channel.read, POLLIN, 0};
    int events = poll(&ready, 1, 100);
    if (events > 0)
      open = forwardAvailable(channel.read, result.wroteDiagnostics) != Forwarded::End;
    else if (events == 0)
      reaped = waitpid(pid, &status, WNOHANG) == pid;
    else if (errno != EINTR)
      break;
  }
  if (reaped && open) {
    fcntl(channel.read, F_SETFL, fcntl(channel.read, F_GETFL) | O_NONBLOCK);
    while (forwardAvailable(channel.read, result.wroteDiagnostics) == Forwarded::Data) {
    }
  }
  close(channel.read);
  while (!reaped) {
    pid_t waited = waitpid(pid, &status, 0);
    reaped = waited == pid || (waited < 0 && errno != EINTR);
  }
  recordStatus(status, result);
  return result;
}

bool startChild(const std::vector<std::string>& argv, const std::string& stderrPath, pid_t& pid,
                std::string& error) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderrPath.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid = spawn(argv, &actions, error);
  posix_spawn_file_actions_destroy(&actions);
  return pid >= 0;
}

ChildExit waitChild(pid_t pid) {
  ChildExit result;
  result.started = true;
  int status = 0;
  rusage usage{};
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      result.startError = std::strerror(errno);
      result.started = false;
      return result;
    }
  }
  recordStatus(status, result);
  result.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                      double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
  return result;
}

std::string describeCommandRole(const std::vector<std::string>& argv) {
  bool compiles = false;
  for (size_t i = 1; i < argv.size(); ++i) {
    const std::string& arg = argv[i];
    if (arg == "-x" && i + 1 < argv.size() && argv[i + 1] == "assembler")
      return "assembler command";
    if (arg == "-c" || arg == "-S" || arg == "-E" || arg == "-fsyntax-only" || arg == "-M" ||
        arg == "-MM")
      compiles = true;
  }
  if (compiles)
    return "clang frontend command";
  for (const std::string& arg : argv)
    if (arg == "-o")
      return "linker command";
  return "clang command";
}

} // namespace openhip::driver
