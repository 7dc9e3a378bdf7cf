// The discrete-memory test backend (OPENHIP_BACKEND=discrete): CPU devices
// whose device memory is NOT the host's. hipMalloc memory comes from an arena
// of its own that is inaccessible (PROT_NONE) except while one of this
// backend's queue operations runs (a kernel, a copy, a fill): so everything
// above the backend line that reads or writes device memory directly, instead
// of through a queue operation, faults here, as it would on a GPU. Kernels run
// through the CPU backend's code path. Host, managed and symbol memory stay
// host memory, reachable from both sides. IPC and virtual memory management
// are not offered (their calls fail with HIP's errors).
//
// It exists for the test suite (docs/backends.md): the runtime's unit tests and
// a set of program tests run against it.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>

#include "cpu/cpu_backend.h"

namespace openhip::discrete {

/// Device memory: one reserved address range handed out first-fit in pages.
class Arena {
 public:
  explicit Arena(size_t bytes);
  ~Arena();
  void* allocate(size_t bytes);
  void release(void* memory, size_t bytes);
  bool contains(const void* p) const;
  /// Opens the arena for the calling operation; closes it when the last
  /// open operation ends.
  void open();
  void close();
  size_t capacity() const { return size_; }

 private:
  char* base_ = nullptr;
  size_t size_ = 0;
  std::mutex mutex_;
  std::map<size_t, size_t> free_;  ///< offset -> bytes, guarded by mutex_
  int open_count_ = 0;             ///< guarded by mutex_
};

class DiscreteBackend final : public cpu::CpuBackend {
 public:
  DiscreteBackend();

  const char* name() const override { return "discrete"; }
  void properties(int index, hipDeviceProp_t* out) const override;
  bool hostAccessesDeviceMemory() const override { return false; }
  std::unique_ptr<Queue> createQueue(Device& device, int priority) override;

  void* allocate(int index, size_t bytes, MemoryKind kind) override;
  void release(void* memory, size_t bytes, MemoryKind kind) override;
  /// The arena is opened as a whole while an operation runs, so freed
  /// device memory cannot be kept inaccessible: it is released at once.
  bool retire(void*, size_t) override { return false; }
  int shareInPlace(void*, size_t) override { return -1; }
  void* reserve(size_t, size_t, void*) override { return nullptr; }

  Arena& arena() { return arena_; }

 private:
  Arena arena_;
};

}  // namespace openhip::discrete
