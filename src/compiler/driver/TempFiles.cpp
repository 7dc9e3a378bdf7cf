#include "TempFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

namespace openhip::driver {

TempFiles::~TempFiles() {
  for (const std::string& file : files_) {
    llvm::sys::fs::remove(file);
    llvm::sys::DontRemoveFileOnSignal(file);
  }
}

std::string TempFiles::make(const std::string& source, const std::string& role,
                            const std::string& extension, std::string& error,
                            bool alwaysTemporary) {
  std::string stem = std::string(llvm::sys::path::stem(source)) + "-" + role;
  if (keep_ && !alwaysTemporary)
    return stem + "." + extension;
  llvm::SmallString<256> path;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(stem, extension, path)) {
    error = "cannot create a temporary file: " + ec.message();
    return {};
  }
  files_.push_back(std::string(path));
  llvm::sys::RemoveFileOnSignal(path);
  return std::string(path);
}

void TempFiles::adopt(const std::string& path) {
  if (keep_)
    return;
  files_.push_back(path);
  llvm::sys::RemoveFileOnSignal(path);
}

} // namespace openhip::driver
