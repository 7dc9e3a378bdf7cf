// Registration state shared by the CUDA-style (__cuda*) and HIP-style (__hip*)
// entry points: the fat binaries registered by host code, and the bindings
// host stub -> (code id, device name) and host shadow -> device variable.
// The device code itself belongs to the backends (a CPU kernel table
// registered by a device object's constructor, say), which may arrive before
// or after the fat binary, so bindings are resolved lazily, at first use, by
// asking the device's backend (Backend::findKernel/findVariable).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "backend.h"
#include "kernel.h"

namespace openhip {

/// What __*RegisterFatBinary returns as the module handle.
struct FatBinaryModule {
  std::string code_id;  ///< names the translation unit's device code for the backends
};

struct ResolvedVar {
  void* address = nullptr;  ///< device storage (nullptr until its table arrived)
  size_t size = 0;
  bool constant = false;
  std::string name;
};

enum class FatBinaryStatus { Ok, BadWrapper, BadBlob };

class KernelRegistry {
 public:
  /// Parses clang's wrapper struct (`wrapper_magic` selects CUDA or HIP mode)
  /// and our blob inside it. Returns nullptr and sets `status` on bad input.
  FatBinaryModule* registerFatBinary(const void* wrapper, uint32_t wrapper_magic,
                                     FatBinaryStatus* status);
  /// Drops the module and every binding made through it; false if unknown.
  bool unregisterFatBinary(FatBinaryModule* module);
  bool isModule(const FatBinaryModule* module) const;

  bool registerFunction(FatBinaryModule* module, const void* host_stub, const char* device_name);
  /// Also binds a waiting __managed__ slot of that name: its variable is returned then.
  bool registerVar(FatBinaryModule* module, const void* host_var, const char* device_name,
                   size_t size, bool constant, std::optional<ResolvedVar>* bound_managed = nullptr);

  /// A __managed__ variable of a device object: `slot` is the pointer its
  /// kernels reach the storage through. The storage is the host's variable:
  /// `host_definition` when the host object defines it (`__managed__ T v;`),
  /// else the host shadow registered by __*RegisterVar under the same device
  /// name and size (`__device__ __managed__ T v;`), which may come before or after
  /// this call; the shadow then receives `initial` (size bytes, if not null).
  /// A translation unit compiled for several CPU targets registers one slot
  /// per target, all with the same `unit` (its source file): they share the
  /// storage the first of them was bound to.
  /// Returns the variable if its storage is known now.
  std::optional<ResolvedVar> registerManagedVar(void** slot, void* host_definition, const char* name,
                                                size_t size, const void* initial, const char* unit);

  /// The kernel a host stub was bound to, as `backend` resolved it (cached);
  /// nullptr if unbound or the backend has no code for it.
  const Kernel* resolveKernel(const void* host_stub, Backend& backend);
  /// Device name bound to a host stub (for logs), empty if unknown.
  std::string kernelName(const void* host_stub) const;
  /// The code id of the fat binary that registered `host_address`, a kernel's
  /// host stub or a device variable's host shadow ("" if none).
  std::string codeId(const void* host_address) const;
  /// The variable a host shadow (or a __managed__ variable's address) names;
  /// its address is `backend`'s storage for it (nullptr if it has none).
  std::optional<ResolvedVar> resolveVar(const void* host_var, Backend& backend) const;

 private:
  struct KernelBinding {
    FatBinaryModule* module;
    std::string device_name;
    /// Per backend, cached after the first resolution (node-based: the
    /// addresses handed out stay valid).
    std::unordered_map<const Backend*, Kernel> resolved;
  };
  struct VarBinding {
    FatBinaryModule* module;
    std::string device_name;
    size_t size;
    bool constant;
  };

  mutable std::shared_mutex mutex_;
  std::unordered_map<const FatBinaryModule*, std::unique_ptr<FatBinaryModule>> modules_;
  std::unordered_map<const void*, KernelBinding> kernels_;
  std::unordered_map<const void*, VarBinding> vars_;
  struct ManagedSlot {
    void** slot;
    std::string name;
    size_t size;
    const void* initial;
    std::string unit;
  };
  /// Binds `slot` to `storage`; the caller holds mutex_.
  ResolvedVar bindManagedLocked(const ManagedSlot& slot, void* storage, bool copy_initial);

  std::unordered_map<const void*, ResolvedVar> managed_vars_;  // by storage address
  std::vector<ManagedSlot> waiting_slots_;
  std::map<std::pair<std::string, std::string>, void*> unit_storage_;  // (unit, name) -> shadow  // __device__ __managed__ before its shadow's registration
};

/// The process-wide registry; usable from static constructors.
KernelRegistry& kernelRegistry();

/// Magic numbers of clang's fat binary wrapper struct.
constexpr uint32_t kCudaWrapperMagic = 0x466243b1u;
constexpr uint32_t kHipWrapperMagic = 0x48495046u;  // "HIPF"

}  // namespace openhip
