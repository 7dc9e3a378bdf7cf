#include "segment.h"

#include "log.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rccl {

SharedSegment::~SharedSegment() {
  if (base_)
    munmap(base_, size_);
  closeDescriptor();
}

void SharedSegment::closeDescriptor() {
  if (fd_ >= 0)
    close(fd_);
  fd_ = -1;
}

int SharedSegment::createDescriptor(size_t bytes, const char* name) {
  int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) {
    warn("memfd_create(%s) failed: %s", name, strerror(errno));
    return -1;
  }
  if (ftruncate(fd, off_t(bytes)) != 0) {
    warn("ftruncate of a %zu-byte shared segment failed: %s", bytes, strerror(errno));
    close(fd);
    return -1;
  }
  return fd;
}

ncclResult_t SharedSegment::create(size_t bytes, const char* name) {
  int fd = createDescriptor(bytes, name);
  if (fd < 0)
    return ncclSystemError;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (p == MAP_FAILED) {
    warn("mmap of a %zu-byte shared segment failed: %s", bytes, strerror(errno));
    close(fd);
    return ncclSystemError;
  }
  base_ = p;
  size_ = bytes;
  fd_ = fd;
  return ncclSuccess;
}

ncclResult_t SharedSegment::open(int pid, int fd, size_t bytes) {
  char path[64];
  std::snprintf(path, sizeof(path), "/proc/%d/fd/%d", pid, fd);
  int local = ::open(path, O_RDWR | O_CLOEXEC);
  if (local < 0) {
    warn("cannot open the shared segment of process %d (%s): %s", pid, path, strerror(errno));
    return errno == ENOENT ? ncclRemoteError : ncclSystemError;
  }
  struct stat st;
  if (fstat(local, &st) != 0 || size_t(st.st_size) < bytes) {
    warn("shared segment %s is smaller than expected (%zu bytes)", path, bytes);
    close(local);
    return ncclSystemError;
  }
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, local, 0);
  close(local);
  if (p == MAP_FAILED) {
    warn("mmap of %s failed: %s", path, strerror(errno));
    return ncclSystemError;
  }
  base_ = p;
  size_ = bytes;
  return ncclSuccess;
}

} // namespace rccl
