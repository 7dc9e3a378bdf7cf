#include "Installation.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

#include <cstdlib>

namespace openhip::rtc {

Installation findInstallation(std::string& error) {
  Installation installation;
  Dl_info info;
  if (!dladdr(reinterpret_cast<void*>(&findInstallation), &info) || !info.dli_fname) {
    error = "cannot locate libhiprtc itself";
    return {};
  }
  llvm::SmallString<256> library;
  if (llvm::sys::fs::real_path(info.dli_fname, library))
    library = info.dli_fname;
  std::string libDir(llvm::sys::path::parent_path(library));
  // <prefix>/<libdir>/libhiprtc.so, with <libdir> one or more folders deep.
  for (llvm::SmallString<256> prefix(libDir); !prefix.empty() && prefix != "/";
       llvm::sys::path::remove_filename(prefix)) {
    for (const char* relative : {OPENHIP_RELATIVE_INCLUDE_DIR, "include"}) {
      llvm::SmallString<256> include(prefix);
      llvm::sys::path::append(include, relative, "openhip", "prelude.h");
      if (llvm::sys::fs::exists(include)) {
        llvm::sys::path::append(prefix, relative);
        installation.includeDir = std::string(prefix);
        break;
      }
    }
    if (!installation.includeDir.empty())
      break;
  }
  if (installation.includeDir.empty()) {
    error = "cannot find the OpenHIP headers (include/openhip/prelude.h) above '" + libDir + "'";
    return {};
  }
  installation.libDir = libDir;
  const char* clang = std::getenv("OPENHIP_CLANG");
  installation.clang = clang && *clang ? clang : OPENHIP_DEFAULT_CLANG;
  return installation;
}

} // namespace openhip::rtc
