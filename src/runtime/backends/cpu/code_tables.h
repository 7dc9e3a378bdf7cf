// The CPU kernel tables of the program: each device object hipcc writes hands
// its translation unit's table to the runtime from a constructor
// (__openhip_register_cpu_table, include/openhip/abi.h). The fat binary of
// the same translation unit names the table by its id, which is how the core
// asks for a kernel or variable of it (Backend::findKernel/findVariable). A
// translation unit compiled for several CPU targets registers a table per
// target under one id; the best one this CPU runs is used (docs/cpu-targets.md).
#pragma once

#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "kernel.h"
#include "openhip/abi.h"

namespace openhip::cpu {

/// The Kernel description of a table entry (code = the entry).
Kernel describeKernel(const OpenHipKernelEntry& entry, uint32_t table_warp_size);

/// Of the tables one translation unit registered (one per CPU target it was
/// compiled for), the one to run on a CPU with `host_features`: with `forced`
/// (OPENHIP_CPU_TARGET) the table of that target, else the one using the most
/// features the CPU has; of equals, the last registered. nullptr when none
/// can run here.
const OpenHipCpuTable* chooseTable(const std::vector<const OpenHipCpuTable*>& tables,
                                   uint64_t host_features, const std::string& forced);

/// OPENHIP_CPU_TARGET ("" when unset) and this CPU's features, read once.
const std::string& forcedTarget();
uint64_t hostFeatures();

/// Why chooseTable found nothing, or why its choice is slower than the best
/// table present ("" when it is the best): one line for the log.
std::string describeChoice(const std::vector<const OpenHipCpuTable*>& tables,
                           const OpenHipCpuTable* chosen, uint64_t host_features,
                           const std::string& forced);

class CodeTables {
 public:
  static CodeTables& get();

  /// Records a table; false (and ignored) for a null table or a foreign ABI version.
  bool registerTable(const OpenHipCpuTable* table);
  bool findKernel(const std::string& id, const std::string& name, Kernel* out);
  bool findVariable(const std::string& id, const std::string& name, void** address,
                    size_t* size);
  /// True when `id` registered tables but none runs on this CPU.
  bool noTableRunsHere(const std::string& id);
  /// The warp size the program's device code was built for: 32 when every
  /// registered table is 32 wide, otherwise (none, 64 or mixed) 64.
  int programWarpSize() const;

 private:
  struct Unit {
    std::vector<const OpenHipCpuTable*> tables;
    const OpenHipCpuTable* chosen = nullptr;
    bool reported = false;  ///< the choice was logged
  };
  /// The unit's chosen table (nullptr if none runs here); logs the choice
  /// the first time it is asked for.
  const OpenHipCpuTable* chosenTable(const std::string& id);

  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, Unit> units_;
};

}  // namespace openhip::cpu
