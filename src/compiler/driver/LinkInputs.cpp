#include "LinkInputs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace openhip::driver {
namespace {

enum class VendorLibrary { None, Runtime, Rtc };

VendorLibrary vendorLibraryNamed(llvm::StringRef name) {
  if (name == "cudart" || name == "cudart_static" || name == "cudadevrt" || name == "cuda" ||
      name == "culibos")
    return VendorLibrary::Runtime;
  if (name == "nvrtc" || name == "nvrtc_static" || name == "nvrtc-builtins" ||
      name == "nvrtc-builtins_static")
    return VendorLibrary::Rtc;
  return VendorLibrary::None;
}

/// "libcudart.so.12" -> "cudart"; "" if the file name is no library name.
llvm::StringRef libraryName(llvm::StringRef file) {
  file = llvm::sys::path::filename(file);
  if (!file.consume_front("lib"))
    return {};
  size_t so = file.find(".so");
  if (so != llvm::StringRef::npos)
    return file.take_front(so);
  if (file.consume_back(".a"))
    return file;
  return {};
}

bool isInside(const std::string& path, const std::string& folder) {
  llvm::SmallString<256> realPath, realFolder;
  if (llvm::sys::fs::real_path(path, realPath) || llvm::sys::fs::real_path(folder, realFolder))
    return false;
  return llvm::StringRef(realPath).startswith(std::string(realFolder) + "/");
}

} // namespace

LinkItemDecision decideLinkItem(const std::string& item, bool isFile, const Toolchain& toolchain) {
  LinkItemDecision decision;
  llvm::StringRef name;
  if (isFile)
    name = libraryName(item);
  else if (llvm::StringRef(item).startswith("-l"))
    name = llvm::StringRef(item).drop_front(2);
  VendorLibrary library = vendorLibraryNamed(name);
  if (library == VendorLibrary::None)
    return decision;
  // The installation's own CUDA-toolkit folder links these names to
  // OpenHIP's libraries (docs/cmake.md): nothing to change.
  if (isFile && isInside(item, toolchain.libDir))
    return decision;
  decision.warn = isFile;
  if (library == VendorLibrary::Runtime) {
    decision.action = LinkItemDecision::Action::Drop;
    decision.message = "'" + item + "' not linked: libopenhip implements the CUDA runtime and driver "
                       "API of OpenHIP's CUDA headers";
  } else {
    decision.action = name.startswith("nvrtc-builtins") ? LinkItemDecision::Action::Drop
                                                        : LinkItemDecision::Action::Replace;
    decision.replacement = "-lhiprtc";
    decision.message = "'" + item + "' not linked: OpenHIP's libhiprtc implements NVRTC" +
                       (decision.action == LinkItemDecision::Action::Replace ? " (-lhiprtc instead)"
                                                                             : "");
  }
  return decision;
}

std::vector<std::string> staticLinkInputs(const std::vector<std::string>& linkArgs,
                                          const std::vector<std::string>& files) {
  std::vector<std::string> folders, archives;
  for (const std::string& arg : linkArgs)
    if (llvm::StringRef(arg).startswith("-L") && arg.size() > 2)
      folders.push_back(arg.substr(2));
  for (const std::string& arg : linkArgs) {
    llvm::StringRef name(arg);
    if (!name.consume_front("-l") || name.empty())
      continue;
    for (const std::string& folder : folders) {
      llvm::SmallString<256> shared(folder), archive(folder);
      if (name.startswith(":")) {
        llvm::sys::path::append(archive, name.drop_front());
        if (llvm::sys::fs::exists(archive)) {
          archives.push_back(std::string(archive));
          break;
        }
        continue;
      }
      llvm::sys::path::append(shared, "lib" + name + ".so");
      llvm::sys::path::append(archive, "lib" + name + ".a");
      if (llvm::sys::fs::exists(shared))
        break; // a shared library brings its own device code
      if (llvm::sys::fs::exists(archive)) {
        archives.push_back(std::string(archive));
        break;
      }
    }
  }
  archives.insert(archives.end(), files.begin(), files.end());
  return archives;
}

} // namespace openhip::driver
