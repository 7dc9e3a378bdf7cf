#include "kernel_registry.h"

#include <cstring>
#include <memory>

#include "log.h"

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

bool KernelRegistry::registerTable(const OpenHipCpuTable* table) {
  if (!table || !table->id) return false;
  if (table->abi_version != OPENHIP_ABI_VERSION) {
    OPENHIP_LOG(kLogError, "kernel table '%s' has ABI version %u, this runtime speaks %u; ignored",
                table->id, table->abi_version, OPENHIP_ABI_VERSION);
    return false;
  }
  std::unique_lock<std::shared_mutex> lock(mutex_);
  tables_[table->id] = table;
  return true;
}

FatBinaryModule* KernelRegistry::registerFatBinary(const void* wrapper, uint32_t wrapper_magic,
                                                   FatBinaryStatus* status) {
  *status = FatBinaryStatus::BadWrapper;
  if (!wrapper) return nullptr;
  ClangFatBinaryWrapper header;
  std::memcpy(&header, wrapper, sizeof(header));
  if (static_cast<uint32_t>(header.magic) != wrapper_magic || !header.data) return nullptr;

  *status = FatBinaryStatus::BadBlob;
  OpenHipFatBinaryHeader blob;
  std::memcpy(&blob, header.data, sizeof(blob));
  if (std::memcmp(blob.magic, OPENHIP_FATBIN_MAGIC, sizeof(blob.magic)) != 0 ||
      blob.version != OPENHIP_ABI_VERSION || blob.id_size == 0 || blob.id_size > kMaxTableIdSize)
    return nullptr;
  const char* id = static_cast<const char*>(header.data) + sizeof(OpenHipFatBinaryHeader);

  auto module = std::make_unique<FatBinaryModule>();
  module->table_id.assign(id, blob.id_size);
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
  kernels_[host_stub] = KernelBinding{module, device_name};
  return true;
}

bool KernelRegistry::registerVar(FatBinaryModule* module, const void* host_var,
                                 const char* device_name, size_t size, bool constant,
                                 std::optional<ResolvedVar>* bound_managed) {
  if (!host_var || !device_name) return false;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (!modules_.count(module)) return false;
  vars_[host_var] = VarBinding{module, device_name, size, constant};
  for (auto it = waiting_slots_.begin(); it != waiting_slots_.end(); ++it) {
    if (it->name != device_name || it->size != size) continue;
    ResolvedVar var = bindManagedLocked(*it, const_cast<void*>(host_var), true);
    waiting_slots_.erase(it);
    if (bound_managed) *bound_managed = var;
    break;
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
                                                             const void* initial) {
  if (!slot || !name) return std::nullopt;
  std::unique_lock<std::shared_mutex> lock(mutex_);
  const ManagedSlot managed{slot, name, size, initial};
  if (host_definition) return bindManagedLocked(managed, host_definition, false);
  for (auto& [host_var, binding] : vars_) {
    void* shadow = const_cast<void*>(host_var);
    if (binding.device_name == name && binding.size == size && !managed_vars_.count(shadow))
      return bindManagedLocked(managed, shadow, true);
  }
  waiting_slots_.push_back(managed);
  return std::nullopt;
}

std::optional<ResolvedKernel> KernelRegistry::resolveKernel(const void* host_stub) {
  {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    auto it = kernels_.find(host_stub);
    if (it == kernels_.end()) return std::nullopt;
    if (it->second.entry) return ResolvedKernel{it->second.entry, it->second.warp_size};
  }
  std::unique_lock<std::shared_mutex> lock(mutex_);
  auto it = kernels_.find(host_stub);
  if (it == kernels_.end()) return std::nullopt;
  KernelBinding& binding = it->second;
  auto table = tables_.find(binding.module->table_id);
  if (table == tables_.end()) return std::nullopt;
  const OpenHipCpuTable& t = *table->second;
  for (uint32_t i = 0; i < t.kernel_count; ++i) {
    const OpenHipKernelEntry& entry = t.kernels[i];
    if (entry.name && entry.block_fn && binding.device_name == entry.name) {
      binding.entry = &entry;
      binding.warp_size = t.warp_size ? t.warp_size : 64;
      return ResolvedKernel{binding.entry, binding.warp_size};
    }
  }
  return std::nullopt;
}

std::string KernelRegistry::kernelName(const void* host_stub) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = kernels_.find(host_stub);
  return it == kernels_.end() ? std::string() : it->second.device_name;
}

std::optional<ResolvedVar> KernelRegistry::resolveVar(const void* host_var) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (auto managed = managed_vars_.find(host_var); managed != managed_vars_.end()) return managed->second;
  auto it = vars_.find(host_var);
  if (it == vars_.end()) return std::nullopt;
  ResolvedVar var{nullptr, it->second.size, it->second.constant, it->second.device_name};
  auto table = tables_.find(it->second.module->table_id);
  if (table != tables_.end()) {
    const OpenHipCpuTable& t = *table->second;
    for (uint32_t i = 0; i < t.var_count; ++i) {
      if (t.vars[i].name && var.name == t.vars[i].name) {
        var.address = t.vars[i].address;
        var.size = t.vars[i].size;
      }
    }
  }
  return var;
}

uint32_t KernelRegistry::programWarpSize() const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (tables_.empty()) return 64;
  for (const auto& [id, table] : tables_)
    if (table->warp_size != 32) return 64;
  return 32;
}

}  // namespace openhip
