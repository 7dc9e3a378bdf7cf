#include "PreludeCache.h"

#include "CommandRunner.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/LockFileManager.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <unistd.h>
#include <utime.h>

namespace openhip::driver {
namespace {

namespace fs = llvm::sys::fs;

constexpr const char* kInputsHeader = "openhip-pch 1";
/// Entries kept in the cache (about 9 MB each): the least recently used
/// beyond this many are removed once they are an hour old.
constexpr size_t kMaxEntries = 32;

/// clang's path, modification time and size: a PCH is only valid for the
/// clang that wrote it, and an upgrade replaces the executable.
std::string clangIdentity(const std::string& clang) {
  llvm::SmallString<256> real;
  if (fs::real_path(clang, real))
    real = clang;
  fs::file_status status;
  if (fs::status(real, status))
    return "";
  return std::string(real) + ":" +
         std::to_string(llvm::sys::toTimeT(status.getLastModificationTime())) + ":" +
         std::to_string(status.getSize());
}

/// The headers a PCH was built from, as listed in `inputsPath`; none when
/// one no longer has the modification time and size recorded there (what
/// clang itself checks) or the list is missing.
std::vector<std::string> unchangedInputs(const std::string& inputsPath) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(inputsPath);
  if (!buffer)
    return {};
  llvm::SmallVector<llvm::StringRef, 256> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  if (lines.size() < 2 || lines[0] != kInputsHeader)
    return {};
  std::vector<std::string> inputs;
  for (llvm::StringRef line : llvm::ArrayRef(lines).drop_front()) {
    auto [mtimeText, rest] = line.split(' ');
    auto [sizeText, path] = rest.split(' ');
    long long mtime = 0;
    unsigned long long size = 0;
    fs::file_status status;
    if (mtimeText.getAsInteger(10, mtime) || sizeText.getAsInteger(10, size) || path.empty() ||
        fs::status(path, status) ||
        llvm::sys::toTimeT(status.getLastModificationTime()) != mtime || status.getSize() != size)
      return {};
    inputs.push_back(path.str());
  }
  return inputs;
}

/// Whether a user include folder could change what the prelude includes:
/// it holds a file under a trailing part of an input's path (the name the
/// input may have been included by) that is not that input.
bool shadowsAnInput(const std::vector<std::string>& folders, const std::vector<std::string>& inputs) {
  for (const std::string& folder : folders) {
    if (!fs::is_directory(folder))
      continue;
    for (llvm::StringRef input : inputs) {
      for (size_t slash = input.rfind('/'); slash != llvm::StringRef::npos && slash > 0;
           slash = input.rfind('/', slash - 1)) {
        std::string candidate = folder + "/" + input.substr(slash + 1).str();
        if (fs::exists(candidate) && !fs::equivalent(candidate, input))
          return true;
      }
    }
  }
  return false;
}

/// Writes the inputs file of a PCH from the dependency file of its build.
bool writeInputs(const std::string& dependencyFile, const std::string& inputsPath) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(dependencyFile);
  if (!buffer)
    return false;
  std::vector<std::string> inputs = dependencyFileInputs(std::string((*buffer)->getBuffer()));
  if (inputs.empty())
    return false;
  std::error_code ec;
  llvm::raw_fd_ostream out(inputsPath, ec, fs::OF_Text);
  if (ec)
    return false;
  out << kInputsHeader << '\n';
  for (const std::string& input : inputs) {
    fs::file_status status;
    if (fs::status(input, status))
      return false;
    out << llvm::sys::toTimeT(status.getLastModificationTime()) << ' ' << status.getSize() << ' '
        << input << '\n';
  }
  out.close();
  if (out.has_error()) {
    out.clear_error();
    return false;
  }
  return true;
}

/// Keeps the cache at kMaxEntries (least recently used out first) and drops
/// the leftovers of builds that were interrupted.
void prune(const std::string& folder) {
  using Clock = std::chrono::system_clock;
  Clock::time_point hourAgo = Clock::now() - std::chrono::hours(1);
  std::vector<std::pair<Clock::time_point, std::string>> entries;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; it != end && !ec; it.increment(ec)) {
    llvm::StringRef path = it->path();
    fs::file_status status;
    if (fs::status(path, status))
      continue;
    if (path.endswith(".tmp") || path.endswith(".d") || path.endswith(".err")) {
      if (status.getLastModificationTime() < hourAgo)
        fs::remove(path);
    } else if (path.endswith(".seen")) {
      if (status.getLastModificationTime() < Clock::now() - std::chrono::hours(24))
        fs::remove(path);
    } else if (path.endswith(".inputs")) {
      entries.emplace_back(status.getLastModificationTime(),
                           path.drop_back(strlen(".inputs")).str());
    }
  }
  if (entries.size() <= kMaxEntries)
    return;
  std::sort(entries.begin(), entries.end());
  for (size_t i = 0; i + kMaxEntries < entries.size(); ++i) {
    if (entries[i].first >= hourAgo)
      break;
    fs::remove(entries[i].second + ".inputs");
    fs::remove(entries[i].second + ".pch");
  }
}

/// Whether `arg` selects C++20 or a later standard (-std=c++20, gnu++2b, ...).
bool isCxx20OrLater(llvm::StringRef arg) {
  if (!arg.consume_front("-std=") && !arg.consume_front("--std="))
    return false;
  if (!arg.consume_front("c++") && !arg.consume_front("gnu++"))
    return false;
  return arg.startswith("2");
}

} // namespace

std::vector<std::string> dependencyFileInputs(const std::string& text) {
  size_t colon = text.find(": ");
  if (colon == std::string::npos)
    return {};
  std::vector<std::string> inputs;
  std::string current;
  auto flush = [&] {
    if (!current.empty())
      inputs.push_back(current);
    current.clear();
  };
  for (size_t i = colon + 2; i < text.size(); ++i) {
    char c = text[i];
    char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (c == '\\' && (next == '\n' || next == '\r')) {
      flush();
      ++i;
    } else if (c == '\\' && (next == ' ' || next == '#' || next == '\\')) {
      current += next;
      ++i;
    } else if (c == '$' && next == '$') {
      current += '$';
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      flush();
    } else {
      current += c;
    }
  }
  flush();
  return inputs;
}

struct PreludeCache::Entry {
  std::vector<std::string>* pass = nullptr;
  size_t includeAt = 0;           ///< where "-include <prelude>" is in *pass
  std::vector<std::string> flags; ///< *pass without it: what the PCH is built with
  std::vector<std::string> includeFolders; ///< the user's -I/-iquote/-idirafter folders
  std::string pch;                ///< <folder>/<key>.pch
  std::string inputs;             ///< <folder>/<key>.inputs
  std::string seen;               ///< <folder>/<key>.seen: the flags were compiled with once
  std::unique_ptr<llvm::LockFileManager> lock;
  BackgroundCommand job;
  std::string temporary;          ///< stem of this build's temporary files
  bool ready = false;

  /// The PCH's headers when it exists and none changed since it was built;
  /// none otherwise (it must be built).
  std::vector<std::string> currentHeaders() const {
    return fs::exists(pch) ? unchangedInputs(inputs) : std::vector<std::string>();
  }
  /// Whether the pass's include folders could change the prelude's
  /// `headers` (the PCH is built without them): then it includes the header.
  bool shadows(const std::vector<std::string>& headers) const {
    return !includeFolders.empty() && shadowsAnInput(includeFolders, headers);
  }

  /// -include <prelude> becomes -Xclang -include-pch -Xclang <pch>; with
  /// `touch` the entry counts as just used (for pruning).
  void use(bool touch) {
    (*pass)[includeAt] = "-Xclang";
    (*pass)[includeAt + 1] = "-include-pch";
    pass->insert(pass->begin() + includeAt + 2, {"-Xclang", pch});
    if (touch)
      ::utime(inputs.c_str(), nullptr);
  }
};

std::string PreludeCache::folder() {
  if (const char* setting = std::getenv("OPENHIP_PCH")) {
    llvm::StringRef value(setting);
    if (value == "0" || value.equals_insensitive("off") || value.equals_insensitive("no") ||
        value.equals_insensitive("false"))
      return "";
  }
  llvm::SmallString<256> folder;
  if (const char* chosen = std::getenv("OPENHIP_CACHE_DIR"); chosen && *chosen) {
    folder = chosen;
  } else {
    if (!llvm::sys::path::cache_directory(folder))
      return "";
    llvm::sys::path::append(folder, "openhip");
  }
  llvm::sys::path::append(folder, "pch");
  if (!runner_.dryRun() && fs::create_directories(folder))
    return "";
  return std::string(folder);
}

bool PreludeCache::prepare(std::vector<std::string>& pass, const std::string& folder,
                           const std::string& clangIdentity, Entry& entry) const {
  size_t at = 0;
  while (at + 1 < pass.size() && !(pass[at] == "-include" && pass[at + 1] == prelude_))
    ++at;
  if (at + 1 >= pass.size())
    return false;
  // One PCH per compilation: a user's own PCH wins. From C++20 on, clang 16
  // loading a PCH takes the host and the __device__ placement operator new
  // (libstdc++'s and cuda_wrappers/new's) for two definitions of one
  // function and fails: those standards include the header.
  for (const std::string& arg : pass)
    if (arg.find("include-pch") != std::string::npos || arg.find("emit-pch") != std::string::npos ||
        isCxx20OrLater(arg))
      return false;
  entry.pass = &pass;
  entry.includeAt = at;
  // The PCH holds the prelude alone: the user's -include/-imacros files
  // stay in the pass, read after it as without a PCH. The user's include
  // folders stay out of it too (projects give each target its own), unless
  // one could shadow a header of the prelude (checked before each use).
  for (size_t i = 0; i < pass.size(); ++i) {
    const std::string& arg = pass[i];
    bool paired = i + 1 < pass.size();
    if ((arg == "-include" || arg == "-imacros") && paired) {
      ++i;
    } else if ((arg == "-iquote" || arg == "-idirafter") && paired) {
      entry.includeFolders.push_back(pass[++i]);
    } else if (arg.size() > 2 && arg.compare(0, 2, "-I") == 0) {
      entry.includeFolders.push_back(arg.substr(2));
    } else {
      entry.flags.push_back(arg);
    }
  }
  llvm::MD5 hash;
  hash.update(clangIdentity);
  for (const std::string& flag : entry.flags) {
    hash.update(llvm::ArrayRef<uint8_t>{0});
    hash.update(flag);
  }
  llvm::MD5::MD5Result digest;
  hash.final(digest);
  std::string stem = folder + "/" + std::string(digest.digest());
  entry.pch = stem + ".pch";
  entry.inputs = stem + ".inputs";
  entry.seen = stem + ".seen";
  return true;
}

void PreludeCache::build(std::vector<Entry>& entries) const {
  // Start every build this process owns; wait for those another hipcc is
  // building (parallel make: one builds, the others wait for it).
  for (Entry& entry : entries) {
    if (!runner_.dryRun()) {
      entry.lock = std::make_unique<llvm::LockFileManager>(entry.pch);
      llvm::LockFileManager::LockFileState state = *entry.lock;
      if (state == llvm::LockFileManager::LFS_Error) {
        entry.lock.reset();
        continue;
      }
      if (state == llvm::LockFileManager::LFS_Shared)
        continue;
      if (!entry.currentHeaders().empty()) { // built while we looked
        entry.ready = true;
        entry.lock.reset();
        continue;
      }
    }
    entry.temporary = entry.pch + "." + std::to_string(::getpid());
    std::vector<std::string> command = entry.flags;
    command.insert(command.end(), {"-Xclang", "-emit-pch", "-c", prelude_, "-o",
                                   entry.temporary + ".tmp", "-MD", "-MF", entry.temporary + ".d",
                                   "-MT", "pch"});
    if (!runner_.start(command, entry.temporary + ".err", entry.job))
      entry.lock.reset();
  }
  for (Entry& entry : entries) {
    if (entry.ready || !entry.lock) {
      entry.ready = entry.ready || runner_.dryRun();
      continue;
    }
    if (entry.temporary.empty()) { // another hipcc's build
      entry.lock->waitForUnlock(120);
      entry.lock.reset();
      entry.ready = !entry.currentHeaders().empty();
      continue;
    }
    // Its diagnostics stay unseen: the pass, including the header, shows them.
    bool built = runner_.finish(entry.job, /*replayDiagnostics=*/false);
    std::string inputsTemporary = entry.temporary + ".inputs.tmp";
    entry.ready = built && writeInputs(entry.temporary + ".d", inputsTemporary) &&
                  !fs::rename(entry.temporary + ".tmp", entry.pch) &&
                  !fs::rename(inputsTemporary, entry.inputs);
    for (const char* suffix : {".tmp", ".d", ".err", ".inputs.tmp"})
      fs::remove(entry.temporary + suffix);
    entry.lock.reset();
  }
}

void PreludeCache::precompile(const std::vector<std::vector<std::string>*>& passes) {
  std::string cache = folder();
  std::string identity = cache.empty() ? "" : clangIdentity(clang_);
  if (identity.empty())
    return;
  std::vector<Entry> stale;
  for (std::vector<std::string>* pass : passes) {
    Entry entry;
    if (!prepare(*pass, cache, identity, entry))
      continue;
    std::vector<std::string> headers = entry.currentHeaders();
    if (!headers.empty()) {
      if (entry.shadows(headers))
        runner_.note("hipcc: an include folder shadows a header of the prelude: no PCH");
      else
        entry.use(!runner_.dryRun());
      continue;
    }
    // A PCH pays from the second compile with the same flags on: the first
    // only marks them as seen (one-off flags never fill the cache).
    if (!fs::exists(entry.seen)) {
      if (!runner_.dryRun()) {
        std::error_code ec;
        llvm::raw_fd_ostream marker(entry.seen, ec);
      }
      continue;
    }
    stale.push_back(std::move(entry));
  }
  if (stale.empty())
    return;
  build(stale);
  for (Entry& entry : stale) {
    if (entry.ready && (runner_.dryRun() || !entry.shadows(entry.currentHeaders())))
      entry.use(!runner_.dryRun());
    else
      runner_.note("hipcc: no precompiled prelude for this pass (" + entry.pch +
                   "): it includes the header");
  }
  if (!runner_.dryRun())
    prune(cache);
}

} // namespace openhip::driver
