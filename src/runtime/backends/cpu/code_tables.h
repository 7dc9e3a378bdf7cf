// The CPU kernel tables of the program: each device object hipcc writes hands
// its translation unit's table to the runtime from a constructor
// (__openhip_register_cpu_table, include/openhip/abi.h). The fat binary of
// the same translation unit names the table by its id, which is how the core
// asks for a kernel or variable of it (Backend::findKernel/findVariable).
#pragma once

#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "kernel.h"
#include "openhip/abi.h"

namespace openhip::cpu {

/// The Kernel description of a table entry (code = the entry).
Kernel describeKernel(const OpenHipKernelEntry& entry, uint32_t table_warp_size);

class CodeTables {
 public:
  static CodeTables& get();

  /// Records a table; false (and ignored) for a null table or a foreign ABI version.
  bool registerTable(const OpenHipCpuTable* table);
  bool findKernel(const std::string& id, const std::string& name, Kernel* out) const;
  bool findVariable(const std::string& id, const std::string& name, void** address,
                    size_t* size) const;
  /// The warp size the program's device code was built for: 32 when every
  /// registered table is 32 wide, otherwise (none, 64 or mixed) 64.
  int programWarpSize() const;

 private:
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, const OpenHipCpuTable*> tables_;
};

}  // namespace openhip::cpu
