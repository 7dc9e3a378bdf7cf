#include "status_reader.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

#include "status_page_layout.h"

namespace openhip::smi {
namespace {

using status::DeviceStatus;
using status::KernelSlot;
using status::PageHeader;

constexpr uint32_t kMaxDevices = 4096;  // far above OPENHIP_CPU_DEVICES' limit: a sanity bound

uint64_t steadyNs() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
}

/// "<digits><suffix>" -> the pid; 0 if `file` has another form.
int pidOf(const std::string& file, const std::string& suffix) {
  if (file.size() <= suffix.size() || file.compare(file.size() - suffix.size(), suffix.size(), suffix))
    return 0;
  const std::string digits = file.substr(0, file.size() - suffix.size());
  if (digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return 0;
  return std::atoi(digits.c_str());
}

/// Whether the process that wrote a page (pid, start time) still runs.
bool alive(int pid, uint64_t start_time) {
  if (kill(pid, 0) != 0 && errno == ESRCH) return false;
  const uint64_t now_start = status::startTimeOf(pid);
  return start_time == 0 || now_start == 0 || now_start == start_time;
}

std::string boundedString(const char* text, size_t capacity) {
  return std::string(text, strnlen(text, capacity));
}

/// The slot's name if a running kernel owns it; retried while a writer
/// changes it (odd or moving sequence), given up after a few tries.
bool readKernelName(const KernelSlot& slot, std::string* name) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    const uint32_t before = slot.sequence.load(std::memory_order_acquire);
    if (before & 1u) continue;
    const bool claimed = slot.claimed.load(std::memory_order_relaxed) != 0;
    char copy[status::kKernelNameBytes];
    std::memcpy(copy, slot.name, sizeof copy);
    std::atomic_thread_fence(std::memory_order_acquire);
    if (slot.sequence.load(std::memory_order_relaxed) != before) continue;
    *name = boundedString(copy, sizeof copy);
    return claimed && !name->empty();
  }
  return false;
}

ProcessSnapshot snapshotOf(const PageHeader& page) {
  ProcessSnapshot process;
  process.pid = page.pid;
  process.start_time = page.start_time;
  process.command = boundedString(page.command, sizeof page.command);
  process.workers = page.worker_count;
  process.pinned_bytes = page.pinned_bytes.load(std::memory_order_relaxed);
  process.taken_at_ns = steadyNs();
  for (const status::BusyCounter& counter : page.busy) {
    process.busy_ns += counter.busy_ns.load(std::memory_order_acquire);
    // The stretch a thread is in (a long block) counts up to now.
    const uint64_t since = counter.running_since.load(std::memory_order_acquire);
    if (since && since < process.taken_at_ns) process.busy_ns += process.taken_at_ns - since;
  }
  for (uint32_t i = 0; i < page.device_count; ++i) {
    const DeviceStatus& status = page.devices()[i];
    DeviceSnapshot device;
    device.index = static_cast<int>(i);
    device.name = boundedString(status.name, sizeof status.name);
    device.total_bytes = status.total_bytes;
    device.used_bytes = status.used_bytes.load(std::memory_order_relaxed);
    device.kernels_running = status.kernels_running.load(std::memory_order_relaxed);
    for (const KernelSlot& slot : status.kernels) {
      std::string name;
      if (readKernelName(slot, &name)) device.kernel_names.push_back(name);
    }
    process.devices.push_back(std::move(device));
  }
  return process;
}

enum class PageCheck { Live, Dead, Foreign };

/// Maps `path` read-only and checks its layout and owner; a live page is
/// copied into `out`. `why` explains a foreign page.
PageCheck readPage(const std::string& path, int pid, ProcessSnapshot* out, std::string* why) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) {
    // Removed since the folder was listed (its process exited): not a page any more.
    if (errno == ENOENT) return PageCheck::Dead;
    *why = std::string("cannot open: ") + std::strerror(errno);
    return PageCheck::Foreign;
  }
  struct stat info {};
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode) ||
      static_cast<size_t>(info.st_size) < sizeof(PageHeader)) {
    close(fd);
    *why = "too small to be a status page";
    return PageCheck::Foreign;
  }
  const auto file_size = static_cast<size_t>(info.st_size);
  void* memory = mmap(nullptr, file_size, PROT_READ, MAP_SHARED, fd, 0);
  close(fd);
  if (memory == MAP_FAILED) {
    *why = std::string("cannot map: ") + std::strerror(errno);
    return PageCheck::Foreign;
  }
  const auto& page = *static_cast<const PageHeader*>(memory);
  PageCheck result = PageCheck::Foreign;
  if (page.magic != status::kMagic) {
    *why = "not an OpenHIP status page (wrong magic)";
  } else if (page.version != status::kVersion) {
    *why = "status page version " + std::to_string(page.version) + ", this hip-smi reads version " +
           std::to_string(status::kVersion);
  } else if (page.device_count > kMaxDevices || page.size != status::pageBytes(page.device_count) ||
             page.size > file_size) {
    *why = "damaged status page (its size does not match its device count)";
  } else if (page.pid != pid) {
    *why = "damaged status page (it names pid " + std::to_string(page.pid) + ")";
  } else if (!alive(pid, page.start_time)) {
    result = PageCheck::Dead;
  } else {
    *out = snapshotOf(page);
    result = PageCheck::Live;
  }
  munmap(memory, file_size);
  return result;
}

}  // namespace

std::string ProcessSnapshot::name() const {
  const std::string program = command.substr(0, command.find(' '));
  const size_t slash = program.rfind('/');
  return slash == std::string::npos ? program : program.substr(slash + 1);
}

std::vector<ProcessSnapshot> readStatusPages(const std::string& directory,
                                             std::vector<std::string>* warnings) {
  std::vector<ProcessSnapshot> processes;
  DIR* dir = opendir(directory.c_str());
  if (!dir) {
    if (errno != ENOENT && warnings)
      warnings->push_back(directory + ": " + std::strerror(errno));
    return processes;
  }
  std::vector<std::string> files;
  while (const dirent* entry = readdir(dir)) files.emplace_back(entry->d_name);
  closedir(dir);
  std::sort(files.begin(), files.end());

  for (const std::string& file : files) {
    const std::string path = directory + "/" + file;
    // A page still being filled; left behind if its process died first.
    if (const int pid = pidOf(file, ".status.tmp")) {
      if (kill(pid, 0) != 0 && errno == ESRCH) unlink(path.c_str());
      continue;
    }
    const int pid = pidOf(file, ".status");
    if (!pid) continue;
    ProcessSnapshot process;
    std::string why;
    switch (readPage(path, pid, &process, &why)) {
      case PageCheck::Live: processes.push_back(std::move(process)); break;
      case PageCheck::Dead: unlink(path.c_str()); break;
      case PageCheck::Foreign:
        if (warnings) warnings->push_back(path + ": " + why + "; skipped");
        break;
    }
  }
  std::sort(processes.begin(), processes.end(),
            [](const ProcessSnapshot& a, const ProcessSnapshot& b) { return a.pid < b.pid; });
  return processes;
}

}  // namespace openhip::smi
