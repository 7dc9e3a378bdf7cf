#include "host_memory.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace openhip::cpu {
namespace {
size_t roundUp(size_t value, size_t granularity) {
  return (value + granularity - 1) / granularity * granularity;
}
uintptr_t address(const void* p) { return reinterpret_cast<uintptr_t>(p); }
}  // namespace

size_t pageSize() {
  static const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return page;
}

void* mapPages(size_t bytes) {
  if (bytes > SIZE_MAX - pageSize()) return nullptr;
  void* memory = mmap(nullptr, roundUp(bytes, pageSize()), PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return memory == MAP_FAILED ? nullptr : memory;
}

void unmapPages(void* address, size_t bytes) { munmap(address, roundUp(bytes, pageSize())); }

namespace {
/// `head` bytes, then `length` (a page multiple) read-write bytes starting on
/// a huge-page boundary (huge pages asked for), then `tail` more. madvise
/// only asks: without huge pages (THP "never") the pages are ordinary ones.
char* mapHugePageAligned(size_t head, size_t length, size_t tail) {
  const size_t span = head + length + tail + kHugePageSize - pageSize();
  void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const uintptr_t start = roundUp(address(raw) + head, kHugePageSize);
  if (start - head > address(raw)) munmap(raw, start - head - address(raw));
  const uintptr_t end = address(raw) + span;
  if (end > start + length + tail) munmap(reinterpret_cast<void*>(start + length + tail), end - (start + length + tail));
  madvise(reinterpret_cast<void*>(start), length, MADV_HUGEPAGE);
  return reinterpret_cast<char*>(start);
}
}  // namespace

namespace {
/// The accessible length of a guarded allocation: whole pages, and from
/// kHugePageSize on whole huge pages, a GPU's allocation granule (a copy
/// kernel whose last block reads a few vectors past the end works on a GPU).
size_t guardedLength(size_t bytes) {
  const size_t length = roundUp(bytes, pageSize());
  return length >= kHugePageSize ? roundUp(length, kHugePageSize) : length;
}
}  // namespace

void* mapGuardedPages(size_t bytes) {
  const size_t page = pageSize();
  if (bytes > SIZE_MAX - 3 * page - 2 * kHugePageSize) return nullptr;
  const size_t length = guardedLength(bytes);
  char* memory = nullptr;
  if (length >= kHugePageSize) {
    memory = mapHugePageAligned(page, length, page);
  } else {
    void* mapped = mmap(nullptr, page + length + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    memory = mapped == MAP_FAILED ? nullptr : static_cast<char*>(mapped) + page;
  }
  if (!memory) return nullptr;
  // Splitting the mapping costs one more kernel mapping (vm.max_map_count);
  // without it the page just stays ordinary, never touched, memory.
  mprotect(memory + length, page, PROT_NONE);
  return memory;
}

void unmapGuardedPages(void* address, size_t bytes) {
  munmap(static_cast<char*>(address) - pageSize(), guardedLength(bytes) + 2 * pageSize());
}

bool retireGuardedPages(void* address, size_t bytes) {
  return resetToReserved(address, guardedLength(bytes));
}

void* allocateAligned(size_t bytes, size_t alignment) {
  if (bytes >= kHugePageSize) {  // huge-page aligned: any alignment up to 2 MiB holds
    if (alignment > kHugePageSize || bytes > SIZE_MAX - 2 * kHugePageSize) return nullptr;
    return mapHugePageAligned(0, roundUp(bytes, pageSize()), 0);
  }
  if (bytes > SIZE_MAX - alignment) return nullptr;
  return std::aligned_alloc(alignment, roundUp(bytes, alignment));
}

void freeAligned(void* memory, size_t bytes) {
  if (bytes >= kHugePageSize)
    unmapPages(memory, bytes);
  else
    std::free(memory);
}

int createSharedFile(const char* name, size_t bytes) {
  const int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) return -1;
  if (ftruncate(fd, static_cast<off_t>(roundUp(bytes, pageSize()))) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

bool growSharedFile(int fd, size_t bytes) { return ftruncate(fd, static_cast<off_t>(bytes)) == 0; }

void discardSharedFile(int fd, uint64_t offset, size_t bytes) {
  fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(offset),
            static_cast<off_t>(bytes));
}

void* mapSharedFile(int fd, uint64_t offset, size_t bytes, void* at) {
  const size_t length = roundUp(bytes, pageSize());
  void* mapped = at ? mmap(at, length, PROT_NONE, MAP_SHARED | MAP_FIXED, fd, static_cast<off_t>(offset))
                    : mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
                           static_cast<off_t>(offset));
  return mapped == MAP_FAILED || (at && mapped != at) ? nullptr : mapped;
}

int sharePagesInPlace(void* address, size_t bytes) {
  const size_t length = roundUp(bytes, pageSize());
  const int fd = createSharedFile("openhip-ipc-memory", bytes);
  if (fd < 0) return -1;
  void* staging = mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (staging == MAP_FAILED) {
    close(fd);
    return -1;
  }
  std::memcpy(staging, address, bytes);
  munmap(staging, length);
  // MAP_FIXED over our own range replaces the private pages atomically.
  if (mmap(address, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) != address) {
    close(fd);
    return -1;
  }
  return fd;
}

void* reserveRange(size_t bytes, size_t alignment, void* hint) {
  const size_t page = pageSize();
  if (alignment < page) alignment = page;
  if (bytes > SIZE_MAX - alignment) return nullptr;
  // Over-reserve, then cut the range down to an aligned start.
  const size_t span = bytes + alignment - page;
  void* raw = mmap(hint, span, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const uintptr_t start = roundUp(address(raw), alignment);
  if (start > address(raw)) munmap(raw, start - address(raw));
  const uintptr_t end = address(raw) + span;
  if (end > start + bytes) munmap(reinterpret_cast<void*>(start + bytes), end - (start + bytes));
  return reinterpret_cast<void*>(start);
}

bool resetToReserved(void* address, size_t bytes) {
  return mmap(address, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED,
              -1, 0) == address;
}

bool protectRange(void* address, size_t bytes, bool read, bool write) {
  const int protection = write ? PROT_READ | PROT_WRITE : read ? PROT_READ : PROT_NONE;
  return mprotect(address, bytes, protection) == 0;
}

}  // namespace openhip::cpu
