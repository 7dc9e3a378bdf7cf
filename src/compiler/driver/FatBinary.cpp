#include "FatBinary.h"

#include "openhip/abi.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <chrono>
#include <cstring>
#include <random>

namespace openhip::driver {

std::string makeTableId(const std::string& sourcePath, std::string& error) {
  llvm::SmallString<256> absolute(sourcePath);
  llvm::sys::fs::make_absolute(absolute);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> content =
      llvm::MemoryBuffer::getFile(sourcePath);
  if (!content) {
    error = "cannot read '" + sourcePath + "': " + content.getError().message();
    return {};
  }

  llvm::MD5 hash;
  hash.update(absolute.str());
  hash.update(llvm::StringRef("\0", 1));
  hash.update((*content)->getBuffer());
  uint64_t nonce[3] = {
      static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count()),
      static_cast<uint64_t>(llvm::sys::Process::getProcessId()), std::random_device{}()};
  hash.update(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(nonce), sizeof(nonce)));
  llvm::MD5::MD5Result digest;
  hash.final(digest);

  // The file name keeps ids readable in logs; the hash makes them unique.
  std::string name = std::string(llvm::sys::path::filename(sourcePath));
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-')
      c = '_';
  return "ohip-" + std::string(digest.digest().str()) + "-" + name;
}

std::string fatBinaryBytes(const std::string& tableId, const std::vector<std::string>& cpuTargets) {
  OpenHipFatBinaryHeader header;
  std::memcpy(header.magic, OPENHIP_FATBIN_MAGIC, sizeof(header.magic));
  header.version = OPENHIP_ABI_VERSION;
  header.id_size = static_cast<uint32_t>(tableId.size());
  std::string bytes(reinterpret_cast<const char*>(&header), sizeof(header));
  bytes += tableId;
  std::string targets;
  for (const std::string& target : cpuTargets)
    targets += (targets.empty() ? "" : ",") + target;
  const uint32_t targetsSize = static_cast<uint32_t>(targets.size());
  bytes.append(reinterpret_cast<const char*>(&targetsSize), sizeof(targetsSize));
  bytes += targets;
  return bytes;
}

bool writeFatBinary(const std::string& path, const std::string& tableId,
                    const std::vector<std::string>& cpuTargets, std::string& error) {
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    error = "cannot write '" + path + "': " + ec.message();
    return false;
  }
  out << fatBinaryBytes(tableId, cpuTargets);
  out.close();
  if (out.has_error()) {
    error = "cannot write '" + path + "': " + out.error().message();
    out.clear_error();
    return false;
  }
  return true;
}

} // namespace openhip::driver
