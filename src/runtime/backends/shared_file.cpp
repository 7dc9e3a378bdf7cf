// Host files mapped into memory for every backend: hip-smi's status page
// (core/status_page.cpp). Mapping memory belongs below core/ (README.md), so
// core/ declares what it needs and this file does the mapping.
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include "status_page.h"

namespace openhip::status {

void* createSharedFile(const char* path, size_t bytes) {
  const int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0) return nullptr;
  void* memory = MAP_FAILED;
  if (ftruncate(fd, static_cast<off_t>(bytes)) == 0)
    memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  const int saved_errno = errno;
  close(fd);
  if (memory == MAP_FAILED) {
    unlink(path);
    errno = saved_errno;
    return nullptr;
  }
  return memory;  // zero-filled by ftruncate
}

}  // namespace openhip::status
