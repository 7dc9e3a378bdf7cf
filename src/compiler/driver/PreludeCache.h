// The precompiled prelude (docs/hipcc.md, "Precompiled prelude"). Both clang
// passes of every device source start by parsing openhip/prelude.h: the
// kernel language, the runtime API and the C++ headers they need, about half
// of a small program's compile time. hipcc parses it once per set of pass
// flags into a clang PCH kept in a per-user cache, and later passes with the
// same flags load it (-include-pch) instead.
//
// A cache entry is <key>.pch and <key>.inputs: the key hashes clang's
// identity and the pass's flags; the inputs file lists every header the PCH
// was built from with the modification time and size clang recorded, the
// two things clang checks before it accepts a PCH. An entry whose headers
// changed is rebuilt, so hipcc never hands clang a PCH it would reject.
#ifndef OPENHIP_DRIVER_PRELUDECACHE_H
#define OPENHIP_DRIVER_PRELUDECACHE_H

#include <string>
#include <vector>

namespace openhip::driver {

class CommandRunner;

class PreludeCache {
public:
  /// `clang` builds the PCHs; `prelude` is the header the passes force-include.
  PreludeCache(std::string clang, std::string prelude, const CommandRunner& runner)
      : clang_(std::move(clang)), prelude_(std::move(prelude)), runner_(runner) {}

  /// Rewrites each pass (clang and its flags, before the input, output and
  /// dependency-file options) to load the prelude's PCH instead of including
  /// the header, building missing or stale PCHs first, in parallel. A pass
  /// for which no PCH can be had (OPENHIP_PCH=0, no writable cache folder, a
  /// user PCH, a failed build) is left as it is: it includes the header.
  void precompile(const std::vector<std::vector<std::string>*>& passes);

private:
  struct Entry;
  /// The cache folder, created if needed; "" when disabled or unusable.
  std::string folder();
  /// Fills `entry` for `pass` (false: the pass gets no PCH).
  bool prepare(std::vector<std::string>& pass, const std::string& folder,
               const std::string& clangIdentity, Entry& entry) const;
  void build(std::vector<Entry>& entries) const;

  std::string clang_;
  std::string prelude_;
  const CommandRunner& runner_;
};

/// The files a make-style dependency file (clang -MD) lists after the target.
std::vector<std::string> dependencyFileInputs(const std::string& text);

} // namespace openhip::driver

#endif
