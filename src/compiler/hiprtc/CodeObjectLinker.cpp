#include "CodeObjectLinker.h"

#include "lld/Common/CommonLinkerContext.h"
#include "lld/Common/Driver.h"

#include "llvm/Support/raw_ostream.h"

#include <mutex>

namespace openhip::rtc {

bool linkCodeObject(const std::vector<std::string>& objects, const std::string& libDir,
                    const std::string& output, std::string& log) {
  // lld keeps its state in globals: one link at a time.
  static std::mutex linking;
  std::lock_guard<std::mutex> lock(linking);
  std::vector<std::string> args = {"ld.lld", "-shared", "--eh-frame-hdr", "-o", output};
  args.insert(args.end(), objects.begin(), objects.end());
  // Device-library calls (printf, malloc, assert) resolve against libopenhip,
  // libc's and libm's against the process that loads the code object.
  args.insert(args.end(), {"-L" + libDir, "-lopenhip", "-rpath", libDir});
  std::vector<const char*> argv;
  for (const std::string& arg : args)
    argv.push_back(arg.c_str());
  llvm::raw_string_ostream messages(log);
  bool ok = lld::elf::link(argv, messages, messages, /*exitEarly=*/false, /*disableOutput=*/false);
  lld::CommonLinkerContext::destroy();
  messages.flush();
  return ok;
}

} // namespace openhip::rtc
