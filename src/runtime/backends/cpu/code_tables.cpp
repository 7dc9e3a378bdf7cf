#include "code_tables.h"

#include <cstdlib>
#include <mutex>

#include "openhip/cpu_features.h"

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

namespace {

const char* targetName(const OpenHipCpuTable* table) {
  return table->cpu_target ? table->cpu_target : "any x86-64";
}

std::string targetList(const std::vector<const OpenHipCpuTable*>& tables) {
  std::string list;
  for (const OpenHipCpuTable* table : tables) list += (list.empty() ? "" : ", ") + std::string(targetName(table));
  return list;
}

int featureCount(const OpenHipCpuTable* table) { return __builtin_popcountll(table->cpu_features); }

}  // namespace

const std::string& forcedTarget() {
  static const std::string forced = [] {
    const char* value = std::getenv("OPENHIP_CPU_TARGET");
    return std::string(value ? value : "");
  }();
  return forced;
}

uint64_t hostFeatures() {
  static const uint64_t features = cpu_features::host();
  return features;
}

const OpenHipCpuTable* chooseTable(const std::vector<const OpenHipCpuTable*>& tables,
                                   uint64_t host_features, const std::string& forced) {
  const OpenHipCpuTable* best = nullptr;
  for (const OpenHipCpuTable* table : tables) {
    if ((table->cpu_features & ~host_features) != 0) continue;  // it would die of SIGILL
    if (!forced.empty() && (!table->cpu_target || forced != table->cpu_target)) continue;
    // Ties go to the later table: a unit linked into a shared library and
    // again into the program is the program's (registered last), as before
    // there were targets.
    if (!best || featureCount(table) >= featureCount(best)) best = table;
  }
  return best;
}

std::string describeChoice(const std::vector<const OpenHipCpuTable*>& tables,
                           const OpenHipCpuTable* chosen, uint64_t host_features,
                           const std::string& forced) {
  const std::string unit = tables.empty() ? std::string("?") : std::string(tables.front()->id);
  if (!forced.empty() && !chosen) {
    for (const OpenHipCpuTable* table : tables)
      if (table->cpu_target && forced == table->cpu_target)
        return "OPENHIP_CPU_TARGET=" + forced + ": the " + forced + " code of " + unit + " needs " +
               cpu_features::names(table->cpu_features & ~host_features) +
               ", which this CPU lacks; its kernels cannot run";
    return "OPENHIP_CPU_TARGET=" + forced + ": " + unit + " holds no code for it (it has " +
           targetList(tables) + "); its kernels cannot run";
  }
  if (!chosen) {
    std::string missing;
    for (const OpenHipCpuTable* table : tables)
      missing += (missing.empty() ? "" : "; ") + std::string(targetName(table)) + " needs " +
                 cpu_features::names(table->cpu_features & ~host_features);
    return "no kernel code of " + unit + " runs on this CPU (" + cpu_features::levelName(host_features) +
           "): " + missing + ". Rebuild with hipcc --offload-arch=x86-64 (portable) or =native";
  }
  const OpenHipCpuTable* faster = nullptr;
  for (const OpenHipCpuTable* table : tables)
    if (featureCount(table) > featureCount(chosen) && (!faster || featureCount(table) > featureCount(faster)))
      faster = table;
  if (!faster || !forced.empty()) return "";
  return "the kernels of " + unit + " run as " + targetName(chosen) + " code: its " + targetName(faster) +
         " code needs " + cpu_features::names(faster->cpu_features & ~host_features) +
         ", which this CPU lacks";
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
  Unit& unit = units_[table->id];
  unit.tables.push_back(table);
  unit.chosen = chooseTable(unit.tables, hostFeatures(), forcedTarget());
  unit.reported = false;
  return true;
}

const OpenHipCpuTable* CodeTables::chosenTable(const std::string& id) {
  {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    auto it = units_.find(id);
    if (it == units_.end()) return nullptr;
    if (it->second.reported) return it->second.chosen;
  }
  std::unique_lock<std::shared_mutex> lock(mutex_);
  Unit& unit = units_[id];
  if (!unit.reported) {
    unit.reported = true;
    std::string why = describeChoice(unit.tables, unit.chosen, hostFeatures(), forcedTarget());
    // No code at all is an error the program cannot get past: always said.
    // A slower choice is said once per process, at log level 1 and above.
    static bool fallback_logged = false;
    if (!unit.chosen) {
      logMessage(kLogError, "%s", why.c_str());
    } else if (!why.empty() && !fallback_logged) {
      fallback_logged = true;
      if (logLevel() >= kLogError) logMessage(kLogWarning, "%s", why.c_str());
    }
  }
  return unit.chosen;
}

bool CodeTables::findKernel(const std::string& id, const std::string& name, Kernel* out) {
  const OpenHipCpuTable* table = chosenTable(id);
  if (!table) return false;
  for (uint32_t i = 0; i < table->kernel_count; ++i) {
    const OpenHipKernelEntry& entry = table->kernels[i];
    if (entry.name && entry.block_fn && name == entry.name) {
      *out = describeKernel(entry, table->warp_size);
      return true;
    }
  }
  return false;
}

bool CodeTables::findVariable(const std::string& id, const std::string& name, void** address,
                              size_t* size) {
  const OpenHipCpuTable* table = chosenTable(id);
  if (!table) return false;
  for (uint32_t i = 0; i < table->var_count; ++i) {
    if (table->vars[i].name && name == table->vars[i].name) {
      *address = table->vars[i].address;
      *size = static_cast<size_t>(table->vars[i].size);
      return true;
    }
  }
  return false;
}

bool CodeTables::noTableRunsHere(const std::string& id) {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = units_.find(id);
  return it != units_.end() && !it->second.chosen;
}

int CodeTables::programWarpSize() const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  if (units_.empty()) return 64;
  for (const auto& [id, unit] : units_)
    for (const OpenHipCpuTable* table : unit.tables)
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
