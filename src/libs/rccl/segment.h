// Shared memory between processes of one machine: an anonymous memfd made by
// its owner and opened by peers through /proc/<pid>/fd/<fd> (no name to clean
// up, gone when the last process holding it exits).
#pragma once

#include <rccl/rccl.h>

#include <cstddef>

namespace rccl {

class SharedSegment {
public:
  SharedSegment() = default;
  ~SharedSegment();
  SharedSegment(const SharedSegment&) = delete;
  SharedSegment& operator=(const SharedSegment&) = delete;

  // A new zero-filled segment owned by this process (the descriptor stays open).
  ncclResult_t create(size_t bytes, const char* name);
  // Only the descriptor of a new zero-filled memfd, not mapped (-1 on failure).
  static int createDescriptor(size_t bytes, const char* name);
  // Maps the segment another process (or this one) created.
  ncclResult_t open(int pid, int fd, size_t bytes);

  void* base() const { return base_; }
  size_t size() const { return size_; }
  int fd() const { return fd_; }
  // Closes the descriptor; the mapping stays.
  void closeDescriptor();

private:
  void* base_ = nullptr;
  size_t size_ = 0;
  int fd_ = -1;
};

} // namespace rccl
