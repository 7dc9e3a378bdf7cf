// Kernels as the core sees them: a backend-neutral description of a resolved
// kernel (Kernel), of one launch of it (KernelLaunch), the launch packet that
// owns a launch's argument copies while it is queued, and the code objects of
// hipModuleLoad. Backends fill Kernel from their own code (a CPU kernel table
// entry, a GPU function handle) and run KernelLaunch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "hip_types.h"
#include "recycling_pool.h"

namespace openhip {

/// A kernel a backend resolved. The core checks launch configurations against
/// it and lays out arguments with it; `code` is the backend's own handle.
struct Kernel {
  const char* name = nullptr;  ///< mangled device name
  uint32_t arg_count = 0;
  /// Byte size and alignment of each parameter as the caller's args[i] points to it.
  const uint32_t* arg_sizes = nullptr;
  const uint32_t* arg_aligns = nullptr;
  uint64_t static_shared_bytes = 0;  ///< static __shared__ data
  uint64_t local_bytes_per_work_item = 0;  ///< private scratch (hipFuncAttributes::localSizeBytes)
  uint32_t max_threads_per_block = 0;  ///< __launch_bounds__, 0 if none
  uint32_t warp_size = 64;             ///< the size the kernel was compiled for
  const void* code = nullptr;          ///< the backend's handle

  /// Bytes of shared memory a block needs: the static part rounded up to 16
  /// (where the dynamic part starts) plus `dynamic`.
  uint64_t sharedBytes(uint64_t dynamic) const {
    return (static_shared_bytes + 15) / 16 * 16 + dynamic;
  }
  size_t argumentAlignment(uint32_t i) const {
    return arg_aligns && arg_aligns[i] ? arg_aligns[i] : 1;
  }
};

/// One launch of a kernel, ready to run: validated, arguments copied.
struct KernelLaunch {
  const Kernel* kernel = nullptr;
  uint32_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint64_t dynamic_shared = 0;
  void** args = nullptr;  ///< kernelParams-style, valid while the launch is queued
  int priority = 0;       ///< the stream's priority (lower is more urgent)
  /// Cooperative launches: every block runs at once (grid_group::sync).
  bool cooperative = false;
  /// A multi-device cooperative launch: the state its grids share
  /// (Backend::createMultiGridGroup) and this grid's index in it.
  std::shared_ptr<const void> multi_grid;
  uint32_t grid_rank = 0;

  uint64_t blockCount() const { return uint64_t{grid[0]} * grid[1] * grid[2]; }
  uint64_t threadsPerBlock() const { return uint64_t{block[0]} * block[1] * block[2]; }
};

/// A launch and its argument copies while it is queued (the caller's array
/// dies with its stack frame). Arguments of up to kInlineArgBytes live inline
/// and the packet comes from a recycling free list, so the launch path
/// allocates nothing once warm.
class LaunchPacket : public Recycled<LaunchPacket> {
 public:
  static constexpr size_t kInlineArgBytes = 256;
  static constexpr size_t kInlineArgCount = 32;
  static constexpr size_t kInlineAlignment = 64;

  KernelLaunch launch;

  LaunchPacket() = default;
  /// A deep copy whose argument pointers point into its own storage.
  LaunchPacket(const LaunchPacket& other);
  LaunchPacket& operator=(const LaunchPacket&) = delete;
  ~LaunchPacket();

  /// Copies the arguments for `kernel`, from `pointers` (one per parameter)
  /// or from `packed` (one buffer laid out like a struct of the parameters,
  /// hipModuleLaunchKernel's `extra`), and points launch.args at the copies.
  /// hipErrorInvalidValue for missing arguments, hipErrorInvalidDeviceFunction
  /// for a kernel without argument sizes.
  hipError_t copyArguments(const Kernel& kernel, void** pointers, const void* packed,
                           size_t packed_size);

 private:
  void reserve(size_t bytes, size_t alignment, size_t count);
  void releaseHeap();

  alignas(kInlineAlignment) unsigned char inline_storage_[kInlineArgBytes];
  void* inline_pointers_[kInlineArgCount];
  unsigned char* storage_ = inline_storage_;
  size_t storage_bytes_ = 0;
  size_t heap_alignment_ = 0;  ///< non-zero when storage_ is on the heap
  void** pointers_ = inline_pointers_;
  size_t pointer_count_ = 0;
};

using LaunchPacketPtr = std::unique_ptr<LaunchPacket>;

/// A loaded code object (hipModule_t's backend part): its kernels and its
/// __device__/__constant__ variables.
class CodeObject {
 public:
  struct Variable {
    std::string name;
    void* address;
    size_t size;
  };
  virtual ~CodeObject() = default;
  virtual const std::vector<Kernel>& kernels() const = 0;
  virtual const std::vector<Variable>& variables() const = 0;
};

}  // namespace openhip
