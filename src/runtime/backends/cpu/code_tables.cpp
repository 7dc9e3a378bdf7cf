#include "code_tables.h"

#include <mutex>

#include "log.h"
#include "sanitizer_checks.h"

namespace openhip::cpu {

Kernel describeKernel(const OpenHipKernelEntry& entry, uint32_t table_warp_size) {
  Kernel kernel;
  kernel.name = entry.name;
  kernel.arg_count = entry.arg_count;
  kernel.arg_sizes = entry.arg_sizes;
  kernel.arg_aligns = entry.arg_aligns;
  kernel.static_shared_bytes = entry.static_shared_size;
  kernel.local_bytes_per_work_item = entry.private_size_per_work_item;
  kernel.max_threads_per_block = entry.max_threads_per_block;
  kernel.warp_size = table_warp_size ? table_warp_size : 64;
  kernel.code = &entry;
  return kernel;
}

CodeTables& CodeTables::get() {
  static CodeTables* tables = new CodeTables();  // never destroyed: used by atexit code
  return *tables;
}

bool CodeTables::registerTable(const OpenHipCpuTable* table) {
  if (!table || !table->id) return false;
  if (table->abi_version != OPENHIP_ABI_VERSION) {
    OPENHIP_LOG(kLogError, "kernel table '%s' has ABI version %u, this runtime speaks %u; ignored",
                table->id, table->abi_version, OPENHIP_ABI_VERSION);
    return false;
  }
  sanitizer::noteTable(*table);
  std::unique_lock<std::shared_mutex> lock(mutex_);
  tables_[table->id] = table;
  return true;
}

bool CodeTables::findKernel(const std::string& id, const std::string& name, Kernel* out) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = tables_.find(id);
  if (it == tables_.end()) return false;
  const OpenHipCpuTable& table = *it->second;
  for (uint32_t i = 0; i < table.kernel_count; ++i) {
    const OpenHipKernelEntry& entry = table.kernels[i];
    if (entry.name && entry.block_fn && name == entry.name) {
      *out = describeKernel(entry, table.warp_size);
      return true;
    }
  }
  return false;
}

bool CodeTables::findVariable(const std::string& id, const std::string& name, void** address,
                              size_t* size) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = tables_.find(id);
  if (it == tables_.end()) return false;
  const OpenHipCpuTable& table = *it->second;
  for (uint32_t i = 0; i < table.var_count; ++i) {
    if (table.vars[i].name && name == table.vars[i].name) {
      *address = table.vars[i].address;
      *size = static_cast<size_t>(table.vars[i].size);
      return true;
    }
  }
  return false;
}

int CodeTables::programWarpSize() const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (tables_.empty()) return 64;
  for (const auto& [id, table] : tables_)
    if (table->warp_size != 32) return 64;
  return 32;
}

}  // namespace openhip::cpu

extern "C" {

// abi.h declares it without a visibility; the library exports it.
__attribute__((visibility("default"))) void __openhip_register_cpu_table(const OpenHipCpuTable* table) {
  if (!openhip::cpu::CodeTables::get().registerTable(table))
    OPENHIP_LOG(openhip::kLogError, "__openhip_register_cpu_table: invalid kernel table ignored");
}

}  // extern "C"
