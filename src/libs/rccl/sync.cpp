#include "sync.h"

#include <cerrno>
#include <climits>
#include <csignal>
#include <thread>

#include <linux/futex.h>
#include <poll.h>
#include <sched.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace rccl {
namespace {

long futexWait(const std::atomic<uint32_t>* addr, uint32_t expected, long timeoutNs) {
  timespec ts{timeoutNs / 1000000000L, timeoutNs % 1000000000L};
  // Not FUTEX_PRIVATE: the word may be shared with other processes.
  return syscall(SYS_futex, reinterpret_cast<const uint32_t*>(addr), FUTEX_WAIT, expected, &ts,
                 nullptr, 0);
}

void futexWakeAll(const std::atomic<uint32_t>* addr) {
  syscall(SYS_futex, reinterpret_cast<const uint32_t*>(addr), FUTEX_WAKE, INT_MAX, nullptr, nullptr,
          0);
}

inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

// Polls the stop conditions; returns ncclSuccess to keep waiting.
ncclResult_t stopReason(WaitContext& ctx) {
  if (ctx.aborted && ctx.aborted->load(std::memory_order_acquire))
    return ncclInvalidUsage;
  if (ctx.check) {
    ncclResult_t r = ctx.check();
    if (r != ncclSuccess)
      return r;
  }
  if (ctx.deadline.passed())
    return ncclRemoteError;
  return ncclSuccess;
}

} // namespace

void SyncWord::publish(uint32_t v) {
  value.store(v, std::memory_order_release);
  if (waiters.load(std::memory_order_seq_cst) != 0)
    futexWakeAll(&value);
}

Deadline::Deadline(double seconds) : seconds_(seconds) {
  if (seconds > 0)
    end_ = std::chrono::steady_clock::now() +
           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
               std::chrono::duration<double>(seconds));
}

bool Deadline::passed() const {
  return seconds_ > 0 && std::chrono::steady_clock::now() >= end_;
}

ncclResult_t waitReached(const SyncWord& word, uint32_t target, WaitContext& ctx) {
  // Spin very briefly (64 pauses, about 1-3 us): a peer that is about to arrive costs no
  // syscall. Longer spins (2000 pauses, 20-80 us) made 4 ranks on 2 cores take 120 us per
  // small all-reduce instead of 30 (bench/README.md, RCCL).
  for (int i = 0; i < 64; ++i) {
    if (reached(word.load(), target))
      return ncclSuccess;
    cpuRelax();
  }
  // Then yield: when the ranks' threads outnumber the cores (several ranks per core), the
  // peer being waited for may be queued behind this very thread, and a pure spin would hold
  // the core until its budget ran out. With a core free, sched_yield returns at once.
  for (int i = 0; i < 200; ++i) {
    if (reached(word.load(), target))
      return ncclSuccess;
    sched_yield();
  }
  long sliceNs = 50000; // grows to 10 ms: the stop conditions are checked every slice
  auto& w = const_cast<SyncWord&>(word);
  for (;;) {
    uint32_t v = word.load();
    if (reached(v, target))
      return ncclSuccess;
    ncclResult_t stop = stopReason(ctx);
    if (stop != ncclSuccess)
      return stop;
    w.waiters.fetch_add(1, std::memory_order_seq_cst);
    v = word.value.load(std::memory_order_seq_cst);
    if (!reached(v, target))
      futexWait(&word.value, v, sliceNs);
    w.waiters.fetch_sub(1, std::memory_order_seq_cst);
    if (sliceNs < 10000000)
      sliceNs *= 2;
  }
}

ncclResult_t waitUntil(const std::function<bool()>& pred, WaitContext& ctx) {
  Backoff backoff;
  unsigned polls = 0;
  for (;;) {
    if (pred())
      return ncclSuccess;
    if ((++polls & 63) == 0 || polls < 64) {
      ncclResult_t stop = stopReason(ctx);
      if (stop != ncclSuccess)
        return stop;
    }
    backoff.pause();
  }
}

void Backoff::pause() {
  ++n_;
  if (n_ < 64) {
    cpuRelax();
  } else if (n_ < 256) {
    sched_yield();
  } else {
    long us = n_ < 1024 ? 20 : 200;
    std::this_thread::sleep_for(std::chrono::microseconds(us));
  }
}

ProcessWatch::ProcessWatch(int pid) : pid_(pid) {
#ifdef SYS_pidfd_open
  long fd = syscall(SYS_pidfd_open, pid, 0);
  if (fd >= 0)
    pidfd_ = int(fd);
#endif
}

ProcessWatch::~ProcessWatch() {
  if (pidfd_ >= 0)
    close(pidfd_);
}

bool ProcessWatch::alive() const {
  if (pidfd_ >= 0) {
    pollfd p{pidfd_, POLLIN, 0};
    return poll(&p, 1, 0) == 0; // readable once the process has exited
  }
  return kill(pid_, 0) == 0 || errno == EPERM;
}

} // namespace rccl
