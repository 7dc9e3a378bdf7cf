// The line between the runtime's core and a backend: the machinery that runs
// work on one kind of device. The core (this folder) owns what HIP defines —
// devices as the program numbers them, streams and their ordering, events,
// graphs, registries, allocation records, argument marshalling — and never
// touches device memory, threads or machine code itself. A backend owns those:
// it enumerates its devices, allocates their memory, resolves kernels to
// handles and runs queue operations.
//
// Adding a backend: docs/backends.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "completion.h"
#include "hip_types.h"
#include "kernel.h"

namespace openhip {

class Device;

// ---- Queue operations -----------------------------------------------------

/// `depth` slices of `height` rows of `width` bytes; pitches in bytes. 1D
/// copies have height = depth = 1. The ranges never overlap partially in a
/// way memmove would not handle (HIP leaves overlapping copies undefined).
struct CopyRegion {
  char* dst = nullptr;
  const char* src = nullptr;
  size_t width = 0, height = 1, depth = 1;
  size_t dst_pitch = 0, dst_slice = 0, src_pitch = 0, src_slice = 0;
  /// The direction the caller named (hipMemcpyDefault when it let the
  /// runtime infer it): a backend with separate memories reads it.
  hipMemcpyKind kind = hipMemcpyDefault;
};

/// `depth` slices of `height` rows of `width` elements of `element_size`
/// (1, 2 or 4) bytes, all set to `value`.
struct FillRegion {
  char* dst = nullptr;
  uint32_t value = 0;
  uint32_t element_size = 1;
  size_t width = 0, height = 1, depth = 1;
  size_t pitch = 0, slice = 0;
};

/// hipStreamWriteValue32/64: stores `value` (`size` 4 or 8 bytes) at `address`.
struct ValueWrite {
  void* address = nullptr;
  uint64_t value = 0;
  uint32_t size = 4;
};

/// hipStreamWaitValue32/64: waits until the word at `address` satisfies
/// `condition` (hipStreamWaitValueGte/Eq/And/Nor) against `value` under `mask`.
struct ValueWait {
  const void* address = nullptr;
  uint64_t value = 0;
  uint64_t mask = ~uint64_t{0};
  uint32_t size = 4;
  unsigned condition = 0;
};

/// A host function of a graph (hipHostFn_t and its argument).
struct HostCall {
  void (*fn)(void*) = nullptr;
  void* data = nullptr;
};

/// Graph replay: event record and wait nodes signal or wait for the
/// completion in slot `slot` of the launch's event slots.
struct SignalSlot {
  size_t slot = 0;
};
struct WaitSlot {
  size_t slot = 0;
};

/// One step of a Program.
using ProgramStep = std::variant<const KernelLaunch*, CopyRegion, FillRegion, ValueWrite, ValueWait,
                                 HostCall, SignalSlot, WaitSlot>;

/// Many steps run in order as one queue operation (an instantiated graph).
/// Immutable once built: several launches of it may be queued at once.
struct Program {
  std::vector<ProgramStep> steps;
};

/// One launch of a program. After a kernel of it faults, the remaining steps
/// are skipped except SignalSlot, so that nobody waits forever.
struct ProgramLaunch {
  std::shared_ptr<const Program> program;
  std::vector<CompletionPtr> slots;  ///< SignalSlot/WaitSlot targets (a null wait target: no wait)
  std::shared_ptr<const void> keep_alive;  ///< owns what the steps point to
};

/// A closure run on the host in stream order (stream callbacks, host
/// functions, the runtime's own bookkeeping). It must not touch device memory
/// (explicit, so that no lambda turns into queue work by accident).
struct HostFunction {
  explicit HostFunction(std::function<void()> function) : fn(std::move(function)) {}
  std::function<void()> fn;
};

/// An operation that only orders (event records, stream waits).
struct Marker {};

/// Everything a queue runs. A launch carries its own argument copies.
using QueueWork = std::variant<Marker, LaunchPacketPtr, CopyRegion, FillRegion, ValueWrite, ValueWait,
                               HostFunction, ProgramLaunch>;

/// The kinds of QueueWork, in the variant's order (Queue::runsNatively).
enum class WorkKind { Marker, Launch, Copy, Fill, WriteValue, WaitValue, Host, Program };

/// An in-order queue of a device (the backend side of a stream). Every
/// operation starts after the previous one of the queue has finished and after
/// `dependencies` (completions of other queues, events); its completion is
/// signalled when it has finished. Operations of a backend that faulted (a
/// kernel's memory fault, assert or trap) raise the device's sticky error
/// through the Device given at creation and still complete.
class Queue {
 public:
  virtual ~Queue() = default;

  /// Appends `work`; returns its completion.
  virtual CompletionPtr submit(QueueWork&& work, std::vector<CompletionPtr>&& dependencies) = 0;
  /// For synchronous operations (hipMemcpy, ...): when nothing is queued or
  /// running, makes a new operation the queue's latest and returns its
  /// completion; the caller then runs the work with runInline() on its own
  /// thread (no hand-off) and signals the completion. nullptr when the queue
  /// is busy: submit and wait instead.
  virtual CompletionPtr claimIdle() = 0;
  virtual void runInline(QueueWork& work) = 0;
  /// Blocks until `done`, one of this queue's operations, has completed
  /// (hipStreamSynchronize, hipDeviceSynchronize, a hipMemcpy behind queued
  /// work). A queue whose operations still wait for a thread to run them may
  /// run them on the calling thread meanwhile: it would only block, and a
  /// hand-off to a sleeping thread and back costs two wake-ups.
  virtual void waitFor(const CompletionPtr& done) { done->wait(); }
  /// The completion of the most recently queued operation (nullptr if none).
  virtual CompletionPtr last() const = 0;
  /// True when the calling thread is running one of this queue's operations
  /// (a host function inside the stream, which must not wait for the stream).
  virtual bool onQueueThread() const = 0;
  /// Whether the backend runs this kind of work itself rather than through
  /// a host function (a GPU queue might emulate value waits, say).
  virtual bool runsNatively(WorkKind kind) const = 0;
  /// hipDeviceReset of a device whose work does not finish: drops the
  /// operations not yet started (their completions are signalled) and stops
  /// the running one — a kernel's blocks stop, a value wait gives up; a host
  /// function runs to its end. A cancelled operation raises no error. Later
  /// submissions run normally.
  virtual void cancel() = 0;
  /// A number that grows while the queue makes progress (operations and
  /// parts of kernels finished): hipDeviceReset tells a long kernel from a
  /// stuck one by it.
  virtual uint64_t progress() const = 0;
};

// ---- Backends ---------------------------------------------------------------

/// Where an allocation's memory lives.
enum class MemoryKind {
  Device,   ///< hipMalloc: the device's memory (host-accessible only where the device says so)
  Host,     ///< hipHostMalloc: pinned host memory, mapped for every device
  Managed,  ///< hipMallocManaged: reachable from the host and every device
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual const char* name() const = 0;

  // Devices.
  virtual int deviceCount() const = 0;
  /// Everything but the fields the core owns (none so far); `index` is the
  /// backend's own device index.
  virtual void properties(int index, hipDeviceProp_t* out) const = 0;
  /// True when the host can read and write this backend's device memory
  /// directly (unified memory): pointer attributes and hipMemcpyDefault use it.
  virtual bool hostAccessesDeviceMemory() const = 0;

  // Queues.
  virtual std::unique_ptr<Queue> createQueue(Device& device, int priority) = 0;

  // Code. The core binds host stubs to device names; the backend finds the
  // device code of a registered fat binary (`code_id`, see kernel_registry.h).
  virtual bool findKernel(const std::string& code_id, const std::string& name, Kernel* out) = 0;
  virtual bool findVariable(const std::string& code_id, const std::string& name, void** address,
                            size_t* size) = 0;
  /// True when the fat binary's device code exists but none of it runs on
  /// this device (built only for CPU targets this CPU lacks).
  virtual bool codeCannotRunHere(const std::string& /*code_id*/) { return false; }
  /// A code object for hipModuleLoadData: nullptr with `*error` set when the
  /// image is not one for this backend.
  virtual std::unique_ptr<CodeObject> loadCodeObject(const void* image, size_t size,
                                                     hipError_t* error) = 0;
  /// State shared by the grids of one multi-device cooperative launch.
  virtual std::shared_ptr<const void> createMultiGridGroup(
      const std::vector<const KernelLaunch*>& grids) = 0;

  /// hipDeviceGetLimit/SetLimit (hipLimitMallocHeapSize and the like);
  /// hipErrorUnsupportedLimit for limits the backend does not have.
  virtual hipError_t getLimit(hipLimit_t limit, size_t* value) const = 0;
  virtual hipError_t setLimit(hipLimit_t limit, size_t value) = 0;

  // Memory. Allocations return nullptr when memory is exhausted.
  virtual void* allocate(int index, size_t bytes, MemoryKind kind) = 0;
  virtual void release(void* memory, size_t bytes, MemoryKind kind) = 0;
  /// Frees the memory of a MemoryKind::Device allocation but keeps its
  /// addresses reserved and inaccessible, so that a stale pointer faults
  /// instead of reaching memory reused since (docs/faults.md); the core
  /// calls releaseRetired() later. False when the backend cannot: then the
  /// core calls release().
  virtual bool retire(void* memory, size_t bytes) {
    (void)memory;
    (void)bytes;
    return false;
  }
  virtual void releaseRetired(void* memory, size_t bytes) { (void)memory, (void)bytes; }
  /// The granularity of mappings and shareable memory (a page).
  virtual size_t mappingGranularity() const = 0;

  // Shareable memory (IPC handles, shareable pools, virtual-memory handles,
  // external memory, interprocess events): memory named by a POSIX file
  // descriptor that another process can map. -1 / nullptr on failure.
  virtual int createShareable(const char* name, size_t bytes) = 0;
  /// Grows (never shrinks) a shareable file to `bytes`.
  virtual bool growShareable(int fd, size_t bytes) = 0;
  /// Gives the memory of [offset, offset+bytes) of a shareable file back.
  virtual void discard(int fd, uint64_t offset, size_t bytes) = 0;
  /// Maps `bytes` of `fd` from `offset`: anywhere, or at `at` inside a range
  /// from reserve() (then inaccessible until protect()).
  virtual void* map(int fd, uint64_t offset, size_t bytes, void* at = nullptr) = 0;
  virtual void unmap(void* address, size_t bytes) = 0;
  /// Moves an allocation of kind Device into shareable memory at the same
  /// address (hipIpcGetMemHandle); returns its descriptor.
  virtual int shareInPlace(void* memory, size_t bytes) = 0;

  // Address ranges (hipMemAddressReserve and hipMemMap).
  virtual void* reserve(size_t bytes, size_t alignment, void* hint) = 0;
  virtual void unreserve(void* address, size_t bytes) = 0;
  /// Gives back a mapping made at `address` inside a reservation (the range
  /// stays reserved).
  virtual bool unmapToReserved(void* address, size_t bytes) = 0;
  virtual bool protect(void* address, size_t bytes, bool read, bool write) = 0;
};

/// Every backend compiled in, in device-numbering order (backends/backends.cpp).
std::vector<std::unique_ptr<Backend>> createBackends();

}  // namespace openhip
