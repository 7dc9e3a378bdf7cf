// Reads the status pages OpenHIP processes publish (the runtime's
// core/status_page_layout.h): validates each page, removes the pages of
// processes that are gone and copies the rest into plain snapshots.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace openhip::smi {

struct DeviceSnapshot {
  int index = 0;
  std::string name;
  uint64_t total_bytes = 0;
  uint64_t used_bytes = 0;
  uint32_t kernels_running = 0;
  std::vector<std::string> kernel_names;  ///< mangled, of up to kKernelSlots running kernels
};

struct ProcessSnapshot {
  int pid = 0;
  uint64_t start_time = 0;
  std::string command;
  unsigned workers = 0;
  uint64_t pinned_bytes = 0;
  uint64_t busy_ns = 0;      ///< all threads, since the process started
  uint64_t taken_at_ns = 0;  ///< steady clock when the page was read
  std::vector<DeviceSnapshot> devices;

  /// The basename of the program (first word of the command line).
  std::string name() const;
};

/// The live processes with a page in `directory`, sorted by pid. Pages of
/// dead processes (no such pid, or a pid reused by a process started at
/// another time) are deleted; pages of another layout or damaged ones are
/// skipped with a line added to `warnings`. A missing folder is no process.
std::vector<ProcessSnapshot> readStatusPages(const std::string& directory,
                                             std::vector<std::string>* warnings);

}  // namespace openhip::smi
