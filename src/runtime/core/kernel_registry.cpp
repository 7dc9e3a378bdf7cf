#include "kernel_registry.h"

#include <cstring>
#include <memory>

#include "caller_memory.h"
#include "log.h"
#include "openhip/abi.h"

namespace openhip {
namespace {

// clang's __fatBinC_Wrapper_t / __CudaFatBinaryWrapper layout.
struct ClangFatBinaryWrapper {
  int32_t magic;
  int32_t version;
  const void* data;
  void* unused;
};

// Blobs larger than this are not ours (the id is a short string).
constexpr uint32_t kMaxTableIdSize = 4096;

}  // namespace

KernelRegistry& kernelRegistry() {
  static KernelRegistry* registry = new KernelRegistry();  // never destroyed: used by atexit code
  return *registry;
}

FatBinaryModule* KernelRegistry::registerFatBinary(const void* wrapper, uint32_t wrapper_magic,
                                                   FatBinaryStatus* status) {
  // The wrapper and the blob have no size and come from a program's data:
  // read through readCallerMemory, so that damaged ones are errors.
  *status = FatBinaryStatus::BadWrapper;
  ClangFatBinaryWrapper header;
  if (!wrapper || !readCallerMemory(&header, wrapper, sizeof(header))) return nullptr;
  if (static_cast<uint32_t>(header.magic) != wrapper_magic || !header.data) return nullptr;

  *status = FatBinaryStatus::BadBlob;
  OpenHipFatBinaryHeader blob;
  if (!readCallerMemory(&blob, header.data, sizeof(blob))) return nullptr;
  if (std::memcmp(blob.magic, OPENHIP_FATBIN_MAGIC, sizeof(blob.magic)) != 0 ||
      blob.version != OPENHIP_ABI_VERSION || blob.id_size == 0 || blob.id_size > kMaxTableIdSize)
    return nullptr;
  std::string id(blob.id_size, '\0');
  if (!readCallerMemory(id.data(), static_cast<const char*>(header.data) + sizeof(OpenHipFatBinaryHeader),
                        blob.id_size))
    return nullptr;

  auto module = std::make_unique<FatBinaryModule>();
  module->code_id = std::move(id);
  FatBinaryModule* handle = module.get();
  std::unique_lock<std::shared_mutex> lock(mutex_);
  modules_[handle] = std::move(module);
  *status = FatBinaryStatus::Ok;
  return handle;
}

bool KernelRegistry::isModule(const FatBinaryModule* module) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  return modules_.count(module) != 0;
}

bool KernelRegistry::unregisterFatBinary(FatBinaryModule* module) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  auto it = modules_.find(module);
  if (it == modules_.end()) return false;
  for (auto k = kernels_.begin(); k != kernels_.end();)
    k = (k->second.module == module) ? kernels_.erase(k) : std::next(k);
  for (auto v = vars_.begin(); v != vars_.end();)
    v = (v->second.module == module) ? vars_.erase(v) : std::next(v);
  modules_.erase(it);
  return true;
}

bool KernelRegistry::registerFunction(FatBinaryModule* module, const void* host_stub,
                                      const char* device_name) {
  if (!host_stub || !device_name) return false;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (!modules_.count(module)) return false;
  kernels_[host_stub] = KernelBinding{module, device_name, {}};
  return true;
}

bool KernelRegistry::registerVar(FatBinaryModule* module, const void* host_var,
                                 const char* device_name, size_t size, bool constant,
                                 std::optional<ResolvedVar>* bound_managed) {
  if (!host_var || !device_name) return false;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (!modules_.count(module)) return false;
  vars_[host_var] = VarBinding{module, device_name, size, constant};
  // The first waiting unit with this name gets the shadow: all its slots
  // (one per CPU target), the first of them copying the initial value.
  const std::string* unit = nullptr;
  for (auto it = waiting_slots_.begin(); it != waiting_slots_.end();) {
    if (it->name != device_name || it->size != size || (unit && it->unit != *unit)) {
      ++it;
      continue;
    }
    ResolvedVar var = bindManagedLocked(*it, const_cast<void*>(host_var), !unit);
    if (!unit) {
      unit_storage_[{it->unit, it->name}] = const_cast<void*>(host_var);
      unit = &unit_storage_.find({it->unit, it->name})->first.first;
    }
    it = waiting_slots_.erase(it);
    if (bound_managed) *bound_managed = var;
  }
  return true;
}

ResolvedVar KernelRegistry::bindManagedLocked(const ManagedSlot& slot, void* storage, bool copy_initial) {
  if (copy_initial && slot.initial) std::memcpy(storage, slot.initial, slot.size);
  *slot.slot = storage;
  ResolvedVar var{storage, slot.size, false, slot.name};
  managed_vars_[storage] = var;
  return var;
}

std::optional<ResolvedVar> KernelRegistry::registerManagedVar(void** slot, void* host_definition,
                                                             const char* name, size_t size,
                                                             const void* initial, const char* unit) {
  if (!slot || !name) return std::nullopt;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  const ManagedSlot managed{slot, name, size, initial, unit ? unit : ""};
  if (host_definition) return bindManagedLocked(managed, host_definition, false);
  // Another CPU target's slot of the same unit was bound already.
  if (auto it = unit_storage_.find({managed.unit, managed.name}); it != unit_storage_.end())
    return bindManagedLocked(managed, it->second, false);
  for (auto& [host_var, binding] : vars_) {
    void* shadow = const_cast<void*>(host_var);
    if (binding.device_name == name && binding.size == size && !managed_vars_.count(shadow)) {
      unit_storage_[{managed.unit, managed.name}] = shadow;
      return bindManagedLocked(managed, shadow, true);
    }
  }
  waiting_slots_.push_back(managed);
  return std::nullopt;
}

const Kernel* KernelRegistry::resolveKernel(const void* host_stub, Backend& backend) {
  {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    auto it = kernels_.find(host_stub);
    if (it == kernels_.end()) return nullptr;
    auto cached = it->second.resolved.find(&backend);
    if (cached != it->second.resolved.end()) return &cached->second;
  }
  std::unique_lock<std::shared_mutex> lock(mutex_);
  auto it = kernels_.find(host_stub);
  if (it == kernels_.end()) return nullptr;
  KernelBinding& binding = it->second;
  Kernel kernel;
  if (!backend.findKernel(binding.module->code_id, binding.device_name, &kernel)) return nullptr;
  return &binding.resolved.emplace(&backend, kernel).first->second;
}

std::string KernelRegistry::kernelName(const void* host_stub) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = kernels_.find(host_stub);
  return it == kernels_.end() ? std::string() : it->second.device_name;
}

std::string KernelRegistry::codeId(const void* host_address) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (auto it = kernels_.find(host_address); it != kernels_.end()) return it->second.module->code_id;
  if (auto it = vars_.find(host_address); it != vars_.end()) return it->second.module->code_id;
  return std::string();
}

std::optional<ResolvedVar> KernelRegistry::resolveVar(const void* host_var, Backend& backend) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (auto managed = managed_vars_.find(host_var); managed != managed_vars_.end()) return managed->second;
  auto it = vars_.find(host_var);
  if (it == vars_.end()) return std::nullopt;
  ResolvedVar var{nullptr, it->second.size, it->second.constant, it->second.device_name};
  void* address = nullptr;
  size_t size = 0;
  if (backend.findVariable(it->second.module->code_id, var.name, &address, &size)) {
    var.address = address;
    var.size = size;
  }
  return var;
}

}  // namespace openhip
