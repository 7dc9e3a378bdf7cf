// The binary layout of the status page every OpenHIP process publishes for
// hip-smi (docs/tools.md, "hip-smi"), and where the pages live. Shared by the
// runtime (the writer, core/status_page.cpp) and hip-smi (the reader), so it
// depends on nothing but the C++ and POSIX libraries.
//
// A page is a file <directory>/<pid>.status holding one PageHeader followed
// by `device_count` DeviceStatus records; `size` is the byte size of both.
// A reader accepts a page only if magic, version and size match this layout.
// Counters are lock-free atomics (the same in every process); the names of
// running kernels are guarded by a per-slot sequence number (odd while a
// writer changes the slot), so a reader never takes a torn name.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace openhip::status {

constexpr uint64_t kMagic = 0x31494d535049484full;  // "OHIPSMI1" read as little-endian bytes
constexpr uint32_t kVersion = 1;
constexpr size_t kCommandBytes = 256;
constexpr size_t kDeviceNameBytes = 128;
constexpr size_t kKernelNameBytes = 120;
constexpr unsigned kKernelSlots = 4;  // names of up to this many running kernels per device
constexpr unsigned kBusySlots = 64;   // per-thread busy counters (the last one is shared)

static_assert(std::atomic<uint64_t>::is_always_lock_free && std::atomic<uint32_t>::is_always_lock_free,
              "the page is shared between processes: its atomics must not hide a lock");

struct KernelSlot {
  std::atomic<uint32_t> sequence;  ///< odd while the name is being written
  std::atomic<uint32_t> claimed;   ///< 1 while a running kernel owns the slot
  char name[kKernelNameBytes];     ///< mangled name, NUL-terminated, truncated
};

/// The time one thread spent running blocks: the finished stretches, and
/// the start of the one it is in (0 when none), so that a block running for
/// minutes counts while it runs. Readers take busy_ns first: the writer
/// clears running_since before it adds the stretch to busy_ns.
/// One cache line each: threads updating neighbouring counters at every
/// chunk of blocks would otherwise take the line from each other.
struct alignas(64) BusyCounter {
  std::atomic<uint64_t> busy_ns;
  std::atomic<uint64_t> running_since;  ///< CLOCK_MONOTONIC nanoseconds
};

struct DeviceStatus {
  char name[kDeviceNameBytes];  ///< hipDeviceProp_t::name, truncated
  uint64_t total_bytes;         ///< totalGlobalMem
  std::atomic<uint64_t> used_bytes;  ///< what hipMemGetInfo counts as used
  std::atomic<uint32_t> kernels_running;
  uint32_t reserved;
  KernelSlot kernels[kKernelSlots];
};

struct PageHeader {
  uint64_t magic;
  uint32_t version;
  uint32_t size;  ///< sizeof(PageHeader) + device_count * sizeof(DeviceStatus)
  int32_t pid;
  uint32_t device_count;
  uint64_t start_time;     ///< field 22 of /proc/<pid>/stat (clock ticks after boot)
  uint32_t worker_count;   ///< threads that run a grid (multiProcessorCount)
  std::atomic<uint32_t> busy_slots_taken;
  std::atomic<uint64_t> pinned_bytes;  ///< hipHostMalloc memory, all devices
  /// Time spent running blocks, one counter per thread that ran some (sum
  /// them); threads past the others share the last one, without running_since.
  BusyCounter busy[kBusySlots];
  char command[kCommandBytes];  ///< /proc/<pid>/cmdline, spaces between arguments, truncated

  DeviceStatus* devices() { return reinterpret_cast<DeviceStatus*>(this + 1); }
  const DeviceStatus* devices() const { return reinterpret_cast<const DeviceStatus*>(this + 1); }
};

static_assert(sizeof(KernelSlot) == 128 && sizeof(DeviceStatus) == 664 && sizeof(PageHeader) == 4416,
              "the page layout is versioned: change kVersion with it");

constexpr size_t pageBytes(uint32_t device_count) {
  return sizeof(PageHeader) + size_t{device_count} * sizeof(DeviceStatus);
}

/// The folder of this user's pages: $OPENHIP_SMI_DIR if set, else
/// /dev/shm/openhip-<uid>, or ($TMPDIR or /tmp)/openhip-<uid> when /dev/shm
/// is not a writable folder.
inline std::string pageDirectory() {
  if (const char* dir = std::getenv("OPENHIP_SMI_DIR"); dir && *dir) return dir;
  const std::string leaf = "/openhip-" + std::to_string(getuid());
  struct stat shm {};
  if (stat("/dev/shm", &shm) == 0 && S_ISDIR(shm.st_mode) && access("/dev/shm", W_OK | X_OK) == 0)
    return "/dev/shm" + leaf;
  const char* tmp = std::getenv("TMPDIR");
  return std::string(tmp && *tmp ? tmp : "/tmp") + leaf;
}

/// Field 22 of /proc/<pid>/stat (`pid` 0: this process): the start time in
/// clock ticks after boot, which tells a process from a later one with the
/// same pid; 0 when unreadable. The command name (field 2) may hold spaces
/// and parentheses: fields are counted from the last ')'.
inline uint64_t startTimeOf(int pid) {
  std::ifstream in(pid ? "/proc/" + std::to_string(pid) + "/stat" : std::string("/proc/self/stat"));
  const std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const size_t close = stat.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream fields(stat.substr(close + 1));
  std::string field;
  for (int number = 3; number <= 22 && fields >> field; ++number)
    if (number == 22) return std::strtoull(field.c_str(), nullptr, 10);
  return 0;
}

}  // namespace openhip::status
