#include "timeline_png.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

extern char** environ;

namespace openhip::timeline {
namespace {

namespace fs = std::filesystem;

// Generous: Chromium starts in a few seconds, more on a loaded machine.
constexpr int kTimeoutSeconds = 90;

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The last lines of Chromium's stderr, for error messages.
std::string tail(const std::string& text, int lines) {
  std::size_t pos = text.size();
  while (lines-- > 0 && pos > 0) {
    pos = text.rfind('\n', pos - 1);
    if (pos == std::string::npos) return text;
  }
  return text.substr(pos + 1);
}

// file:// URL of a path, with the bytes a URL may not hold percent-encoded.
std::string fileUrl(const fs::path& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string url = "file://";
  for (unsigned char c : fs::absolute(path).lexically_normal().string()) {
    if (std::isalnum(c) || std::strchr("/-._~", c)) {
      url += static_cast<char>(c);
    } else {
      url += '%';
      url += hex[c >> 4];
      url += hex[c & 15];
    }
  }
  return url;
}

// Runs headless Chromium on `html_path` with `mode_args` in a throwaway
// profile folder (parallel runs must not share one); its stdout is returned
// in *out.
bool runChromium(const std::string& html_path, int width, int height,
                 const std::vector<std::string>& mode_args, std::string* out, std::string* error) {
  const std::string chromium = findChromium();
  if (chromium.empty()) {
    *error =
        "Chromium was not found ($OPENHIP_CHROMIUM, or chromium, chromium-browser, google-chrome "
        "on PATH); install Debian's 'chromium' package to make PNG pictures";
    return false;
  }
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384) {
    *error = "picture size " + std::to_string(width) + "x" + std::to_string(height) +
             " is out of range (1..16384 pixels each way)";
    return false;
  }
  std::error_code ec;
  if (!fs::is_regular_file(html_path, ec)) {
    *error = "cannot read '" + html_path + "'";
    return false;
  }
  std::string dir_template = (fs::temp_directory_path() / "openhip-chromium-XXXXXX").string();
  if (!mkdtemp(dir_template.data())) {
    *error = std::string("cannot make a temporary folder: ") + std::strerror(errno);
    return false;
  }
  const fs::path dir = dir_template;
  const fs::path out_path = dir / "stdout", err_path = dir / "stderr";

  std::vector<std::string> args = {chromium,
                                   "--headless",
                                   "--no-sandbox",  // the sandbox refuses to run as root (CI)
                                   "--disable-gpu",
                                   "--hide-scrollbars",
                                   "--no-first-run",
                                   "--no-default-browser-check",
                                   "--disable-extensions",
                                   "--user-data-dir=" + (dir / "profile").string(),
                                   "--window-size=" + std::to_string(width) + "," + std::to_string(height)};
  args.insert(args.end(), mode_args.begin(), mode_args.end());
  args.push_back(fileUrl(html_path));
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);

  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&files, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);  // its own group: a timeout ends all of it
  posix_spawnattr_setpgroup(&attr, 0);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, chromium.c_str(), &files, &attr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attr);
  if (spawned != 0) {
    *error = "cannot run " + chromium + ": " + std::strerror(spawned);
    fs::remove_all(dir, ec);
    return false;
  }

  int status = 0;
  bool timed_out = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kTimeoutSeconds);
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (std::chrono::steady_clock::now() > deadline) {
      timed_out = true;
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  *out = readFile(out_path);
  const std::string log = readFile(err_path);
  fs::remove_all(dir, ec);
  if (timed_out) {
    *error = chromium + " did not finish within " + std::to_string(kTimeoutSeconds) + " s";
    return false;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    *error = chromium + " failed (" +
             (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                : "signal " + std::to_string(WTERMSIG(status))) +
             "):\n" + tail(log, 6);
    return false;
  }
  return true;
}

}  // namespace

std::string findChromium() {
  if (const char* forced = std::getenv("OPENHIP_CHROMIUM"); forced && *forced) return forced;
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    std::istringstream parts(dirs);
    std::string dir;
    while (std::getline(parts, dir, ':')) {
      const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
      if (access(candidate.c_str(), X_OK) == 0) return candidate;
    }
  }
  return {};
}

bool renderPng(const std::string& html_path, const std::string& png_path, int width, int height,
               std::string* error) {
  std::string ignored, message;
  std::error_code ec;
  const fs::path target = fs::absolute(png_path, ec);
  fs::remove(target, ec);  // a stale picture must not pass for a new one
  if (!runChromium(html_path, width, height, {"--screenshot=" + target.string()}, &ignored, &message)) {
    if (error) *error = message;
    return false;
  }
  const std::string png = readFile(target);
  if (png.size() < 8 || png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) {
    if (error) *error = "Chromium wrote no PNG to '" + target.string() + "'";
    return false;
  }
  return true;
}

bool dumpDom(const std::string& html_path, int width, int height, std::string* dom,
             std::string* error) {
  std::string message;
  if (!runChromium(html_path, width, height, {"--dump-dom"}, dom, &message)) {
    if (error) *error = message;
    return false;
  }
  return true;
}

}  // namespace openhip::timeline
