// The CPU backend: OPENHIP_CPU_DEVICES virtual devices (default 1) that share
// the machine's cores through one worker pool (OPENHIP_NUM_THREADS workers,
// default one per core) and the host's memory. Kernels are the block
// functions hipcc compiled into the program (code_tables.h) or into code
// objects (code_objects.h).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>

#include "backend.h"

namespace openhip::cpu {

class WorkerPool;

class CpuBackend : public Backend {
 public:
  /// The accepted ranges of OPENHIP_CPU_DEVICES and OPENHIP_NUM_THREADS.
  static constexpr long kMaxCpuDevices = 256;
  static constexpr long kMaxWorkerThreads = 4096;

  CpuBackend();
  ~CpuBackend() override;

  const char* name() const override { return "cpu"; }
  int deviceCount() const override { return device_count_; }
  void properties(int index, hipDeviceProp_t* out) const override;
  bool hostAccessesDeviceMemory() const override { return true; }

  std::unique_ptr<Queue> createQueue(Device& device, int priority) override;

  bool findKernel(const std::string& code_id, const std::string& name, Kernel* out) override;
  bool codeCannotRunHere(const std::string& code_id) override;
  bool findVariable(const std::string& code_id, const std::string& name, void** address,
                    size_t* size) override;
  std::unique_ptr<CodeObject> loadCodeObject(const void* image, size_t size,
                                             hipError_t* error) override;
  std::shared_ptr<const void> createMultiGridGroup(
      const std::vector<const KernelLaunch*>& grids) override;
  hipError_t getLimit(hipLimit_t limit, size_t* value) const override;
  hipError_t setLimit(hipLimit_t limit, size_t value) override;

  void* allocate(int index, size_t bytes, MemoryKind kind) override;
  void release(void* memory, size_t bytes, MemoryKind kind) override;
  bool retire(void* memory, size_t bytes) override;
  void releaseRetired(void* memory, size_t bytes) override;
  size_t mappingGranularity() const override;
  int createShareable(const char* name, size_t bytes) override;
  bool growShareable(int fd, size_t bytes) override;
  void discard(int fd, uint64_t offset, size_t bytes) override;
  void* map(int fd, uint64_t offset, size_t bytes, void* at) override;
  void unmap(void* address, size_t bytes) override;
  int shareInPlace(void* memory, size_t bytes) override;
  void* reserve(size_t bytes, size_t alignment, void* hint) override;
  void unreserve(void* address, size_t bytes) override;
  bool unmapToReserved(void* address, size_t bytes) override;
  bool protect(void* address, size_t bytes, bool read, bool write) override;

  /// The worker pool, started at first use.
  WorkerPool& pool();
  unsigned workerCount() const { return worker_count_; }

 private:
  int device_count_ = 1;
  unsigned worker_count_ = 1;
  std::once_flag pool_once_;
  std::unique_ptr<WorkerPool> pool_;
  // CUDA's defaults: 1 MiB printf FIFO, 1 KiB stack per thread. Device printf
  // writes straight to stdout and work-items run on their worker's stack, so
  // both are stored and reported but bound nothing.
  std::atomic<size_t> printf_fifo_size_{1 << 20};
  std::atomic<size_t> stack_size_{1024};
};

}  // namespace openhip::cpu
