#include "status_page.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <limits.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "environment.h"
#include "log.h"
#include "runtime.h"
#include "status_page_layout.h"

namespace openhip::status {

std::atomic<PageHeader*> g_page{nullptr};

namespace {

// The name each kernel slot holds, by pointer (process-local, one per slot of
// every device): a kernel launched again finds its name written already and
// skips the copy. Released slots keep their name; readers skip unclaimed ones.
const char** g_slot_names = nullptr;
pid_t g_owner = 0;       // the process that created the page (a forked child does not own it)
char g_path[PATH_MAX];   // plain storage: read by the atexit handler

uint64_t nowNs() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
}

void copyTruncated(char* out, size_t capacity, const char* text) {
  const size_t n = strnlen(text, capacity - 1);
  std::memcpy(out, text, n);
  out[n] = '\0';
}

std::string commandLine() {
  std::ifstream in("/proc/self/cmdline");
  std::string line((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  while (!line.empty() && line.back() == '\0') line.pop_back();
  std::replace(line.begin(), line.end(), '\0', ' ');
  return line;
}

/// The page folder exists (created 0700 if not), is a folder and is ours:
/// a folder another user prepared would let them see or spoof our pages.
bool preparePageDirectory(const std::string& dir) {
  if (mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) return false;
  struct stat info {};
  return lstat(dir.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == getuid();
}

/// Removes the pages (and unfinished .tmp pages) of pids that no longer
/// exist, left by processes that were killed or left through _exit: without
/// this they would pile up in /dev/shm until someone runs hip-smi. A pid
/// reused by another process is hip-smi's to detect (it reads start times).
void sweepDeadPages(const std::string& dir) {
  DIR* folder = opendir(dir.c_str());
  if (!folder) return;
  while (const dirent* entry = readdir(folder)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || end == entry->d_name || (std::strcmp(end, ".status") && std::strcmp(end, ".status.tmp")))
      continue;
    if (kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) unlinkat(dirfd(folder), entry->d_name, 0);
  }
  closedir(folder);
}

void unlinkPage() {
  if (getpid() == g_owner) unlink(g_path);
}

PageHeader* createPage(uint32_t device_count) {
  const std::string temporary = std::string(g_path) + ".tmp";
  void* memory = createSharedFile(temporary.c_str(), pageBytes(device_count));
  if (!memory)
    OPENHIP_LOG(kLogWarning, "hip-smi status page: cannot create %s: %s", temporary.c_str(),
                std::strerror(errno));
  return static_cast<PageHeader*>(memory);
}

}  // namespace

void publishPage(Runtime& runtime) {
  if (envInteger("OPENHIP_SMI", 1, 0, 1) == 0) return;
  const std::string dir = pageDirectory();
  if (!preparePageDirectory(dir)) {
    OPENHIP_LOG(kLogWarning, "hip-smi status page: %s is not a folder of this user; no page",
                dir.c_str());
    return;
  }
  sweepDeadPages(dir);
  const std::string path = dir + "/" + std::to_string(getpid()) + ".status";
  if (path.size() + 5 >= sizeof g_path) return;
  copyTruncated(g_path, sizeof g_path, path.c_str());
  const auto device_count = static_cast<uint32_t>(runtime.deviceCount());
  PageHeader* page = createPage(device_count);
  if (!page) return;

  page->pid = static_cast<int32_t>(getpid());
  page->device_count = device_count;
  page->start_time = startTimeOf(0);
  copyTruncated(page->command, sizeof page->command, commandLine().c_str());
  for (uint32_t i = 0; i < device_count; ++i) {
    hipDeviceProp_t prop{};
    runtime.device(static_cast<int>(i))->properties(&prop);
    copyTruncated(page->devices()[i].name, kDeviceNameBytes, prop.name);
    page->devices()[i].total_bytes = prop.totalGlobalMem;
    if (i == 0) page->worker_count = static_cast<uint32_t>(prop.multiProcessorCount);
  }
  page->version = kVersion;
  page->size = static_cast<uint32_t>(pageBytes(device_count));
  page->magic = kMagic;
  // Readers list only complete pages: the name appears once the page is filled.
  if (rename((path + ".tmp").c_str(), path.c_str()) != 0) {
    OPENHIP_LOG(kLogWarning, "hip-smi status page: cannot create %s: %s", path.c_str(),
                std::strerror(errno));
    unlink((path + ".tmp").c_str());
    return;  // the mapping stays unused: nothing writes to it
  }
  g_owner = getpid();
  std::atexit(unlinkPage);
  // A forked child shares the mapping but is another process: it stops writing.
  pthread_atfork(nullptr, nullptr, [] { g_page.store(nullptr, std::memory_order_relaxed); });
  g_slot_names = new const char*[page->device_count * kKernelSlots]();
  g_page.store(page, std::memory_order_release);
}

void setDeviceMemory(int device, uint64_t bytes) {
  PageHeader* page = g_page.load(std::memory_order_acquire);
  if (!page || device < 0 || static_cast<uint32_t>(device) >= page->device_count) return;
  page->devices()[device].used_bytes.store(bytes, std::memory_order_relaxed);
}

void addPinnedBytes(long long delta) {
  if (PageHeader* page = g_page.load(std::memory_order_acquire))
    page->pinned_bytes.fetch_add(static_cast<uint64_t>(delta), std::memory_order_relaxed);
}

void RunningKernel::begin(PageHeader* page, int device, const char* name) {
  if ( device < 0 || static_cast<uint32_t>(device) >= page->device_count) return;
  device_ = &page->devices()[device];
  device_->kernels_running.fetch_add(1, std::memory_order_relaxed);
  for (KernelSlot& slot : device_->kernels) {
    uint32_t free_slot = 0;
    if (slot.claimed.load(std::memory_order_relaxed) != 0 ||
        !slot.claimed.compare_exchange_strong(free_slot, 1, std::memory_order_acquire))
      continue;
    slot_ = &slot;
    const char*& written =
        g_slot_names[(device_ - page->devices()) * kKernelSlots + (&slot - device_->kernels)];
    if (written == name) break;  // the slot shows this kernel's name already
    // Odd while the name changes; the acquire exchange keeps the copy after
    // it (a fence would do, but GCC's ThreadSanitizer rejects fences).
    const uint32_t sequence = slot.sequence.load(std::memory_order_relaxed);
    slot.sequence.exchange(sequence + 1, std::memory_order_acquire);
    copyTruncated(slot.name, kKernelNameBytes, name ? name : "");
    slot.sequence.store(sequence + 2, std::memory_order_release);
    written = name;
    break;
  }
}

void RunningKernel::end() {
  if (slot_) slot_->claimed.store(0, std::memory_order_release);  // the name stays (see g_slot_names)
  device_->kernels_running.fetch_sub(1, std::memory_order_relaxed);
}

BusyStretch busyStartOn(PageHeader* page) {
  // Each thread owns a counter (plain adds, no locked instruction on the
  // launch path); threads past the first kBusySlots - 1 share the last one.
  thread_local BusyCounter* t_counter = nullptr;
  BusyCounter* counter = t_counter;
  if (!counter) {
    const uint32_t index = page->busy_slots_taken.fetch_add(1, std::memory_order_relaxed);
    counter = t_counter = &page->busy[std::min<uint32_t>(index, kBusySlots - 1)];
  }
  const bool shared = counter == &page->busy[kBusySlots - 1];
  // Device work may nest (a kernel in a stream callback): the outer stretch covers it.
  if (!shared && counter->running_since.load(std::memory_order_relaxed) != 0) return {};
  const uint64_t now = nowNs();
  if (!shared) counter->running_since.store(now, std::memory_order_release);
  return {counter, now, shared};
}

void busyEndOf(const BusyStretch& stretch) {
  const uint64_t elapsed = nowNs() - stretch.start;
  BusyCounter& counter = *stretch.counter;
  if (stretch.shared) {
    counter.busy_ns.fetch_add(elapsed, std::memory_order_relaxed);
    return;
  }
  counter.running_since.store(0, std::memory_order_release);
  counter.busy_ns.store(counter.busy_ns.load(std::memory_order_relaxed) + elapsed,
                        std::memory_order_release);
}

}  // namespace openhip::status
