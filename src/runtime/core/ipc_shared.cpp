#include "ipc_shared.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>

#include "memory_ops.h"

namespace openhip {

bool describeSharedFile(int fd, size_t size, int device, const char (&magic)[8],
                        IpcWireHandle* wire) {
  struct stat st {};
  if (fstat(fd, &st) != 0) return false;
  std::memset(wire, 0, sizeof *wire);
  std::memcpy(wire->magic, magic, sizeof wire->magic);
  wire->pid = static_cast<int32_t>(getpid());
  wire->fd = fd;
  wire->inode = static_cast<uint64_t>(st.st_ino);
  wire->size = size;
  wire->device = device;
  return true;
}

hipError_t openSharedFile(const IpcWireHandle& wire, const char (&magic)[8], int* fd) {
  if (std::memcmp(wire.magic, magic, sizeof wire.magic) != 0 || wire.pid <= 0 || wire.fd < 0 ||
      wire.size == 0)
    return hipErrorInvalidHandle;
  if (wire.pid == static_cast<int32_t>(getpid())) return hipErrorInvalidContext;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/fd/%d", static_cast<int>(wire.pid),
                static_cast<int>(wire.fd));
  // Only the runtime's own shared files (memfds named "openhip-..."): a
  // damaged or forged handle must not make us open whatever another
  // process holds (opening some devices has effects).
  char target[64] = {};
  const ssize_t length = readlink(path, target, sizeof target - 1);
  constexpr char kOurFiles[] = "/memfd:openhip-";
  if (length < static_cast<ssize_t>(sizeof kOurFiles - 1) ||
      std::strncmp(target, kOurFiles, sizeof kOurFiles - 1) != 0)
    return hipErrorInvalidHandle;
  const int local = open(path, O_RDWR | O_CLOEXEC);
  if (local < 0) return hipErrorInvalidHandle;
  struct stat st {};
  if (fstat(local, &st) != 0 || static_cast<uint64_t>(st.st_ino) != wire.inode ||
      static_cast<uint64_t>(st.st_size) < wire.size) {
    close(local);
    return hipErrorInvalidHandle;
  }
  *fd = local;
  return hipSuccess;
}

}  // namespace openhip
