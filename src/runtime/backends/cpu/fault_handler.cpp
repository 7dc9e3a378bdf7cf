#include "fault_handler.h"

#include <signal.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <vector>

namespace openhip::cpu {

namespace detail {
__thread FaultTrap* t_trap = nullptr;
__thread std::atomic<uint64_t>* t_work = nullptr;
__thread bool t_cancel_deferred = false;
}  // namespace detail

namespace {

using detail::t_cancel_deferred;
using detail::t_trap;

// Initial-exec TLS: reading these in a signal handler never allocates, even
// when libopenhip was loaded with dlopen.
#define OPENHIP_SIGNAL_TLS thread_local __attribute__((tls_model("initial-exec")))

/// What the fault handler needs about the calling thread.
OPENHIP_SIGNAL_TLS FaultRecord t_last_fault;
OPENHIP_SIGNAL_TLS uintptr_t t_stack_low = 0;   // lowest usable address of the thread's stack
OPENHIP_SIGNAL_TLS int t_service_depth = 0;     // ServiceScope nesting

constexpr int kFaultSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
constexpr int kSignalCount = sizeof(kFaultSignals) / sizeof(kFaultSignals[0]);
struct sigaction g_previous[kSignalCount];

/// The alternate stack: large enough for the handler (which only records
/// and jumps) and for a sanitizer runtime's handler chained behind it.
constexpr size_t kAltStackBytes = 64 * 1024;

int signalIndex(int signal) {
  for (int i = 0; i < kSignalCount; ++i)
    if (kFaultSignals[i] == signal) return i;
  return -1;
}

[[noreturn]] void jumpTo(FaultTrap* trap, int signal) {
  t_trap = nullptr;  // a fault before the trap's owner re-arms is not contained
  if (signal != 0) {
    // longjmp does not restore the signal mask: the handler's signal would
    // stay blocked, and the next fault of this thread would kill the process.
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal);
    pthread_sigmask(SIG_UNBLOCK, &unblock, nullptr);
  }
  std::longjmp(trap->target, 1);
}

void recordContext(FaultRecord& record, const void* context) {
  const auto* uc = static_cast<const ucontext_t*>(context);
#if defined(__x86_64__)
  record.pc = reinterpret_cast<const void*>(uc->uc_mcontext.gregs[REG_RIP]);
  // Page faults report the access in the error code: bit 1 set for a write.
  if (record.signal == SIGSEGV && record.code != SI_KERNEL)
    record.access = (uc->uc_mcontext.gregs[REG_ERR] & 2) ? 2 : 1;
#elif defined(__aarch64__)
  record.pc = reinterpret_cast<const void*>(uc->uc_mcontext.pc);
#else
  (void)uc;
#endif
}

/// Passes a fault we do not contain to whoever handled it before us.
void forward(int signal, siginfo_t* info, void* context) {
  const int index = signalIndex(signal);
  const struct sigaction& previous = g_previous[index];
  if (previous.sa_flags & SA_SIGINFO) {
    if (previous.sa_sigaction) return previous.sa_sigaction(signal, info, context);
  } else if (previous.sa_handler == SIG_IGN) {
    return;
  } else if (previous.sa_handler != SIG_DFL && previous.sa_handler) {
    return previous.sa_handler(signal);
  }
  // The default action: restore it and let the fault happen again (a
  // hardware fault re-executes its instruction; a sent signal is re-sent),
  // so the process ends exactly as it would without us (core dump included).
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, nullptr);
  if (info->si_code <= 0) raise(signal);
}

void onFault(int signal, siginfo_t* info, void* context) {
  FaultTrap* trap = t_trap;
  // si_code > 0: raised by the kernel for an instruction of this thread.
  if (!trap || info->si_code <= 0) return forward(signal, info, context);
  FaultRecord& record = t_last_fault;
  record = FaultRecord{};
  record.signal = signal;
  record.code = info->si_code;
  record.address = info->si_addr;
  recordContext(record, context);
  const auto address = reinterpret_cast<uintptr_t>(info->si_addr);
  // A guard-page hit just below the stack (or a large frame that skipped it).
  record.stack_overflow = signal == SIGSEGV && t_stack_low != 0 && address < t_stack_low + 4096 &&
                          address + (1u << 20) >= t_stack_low;
  jumpTo(trap, signal);
}

// ---- cancellation ---------------------------------------------------------------

/// A prepared thread, as cancelThreadsRunning sees it.
struct ThreadRecord {
  pthread_t thread;
  std::atomic<uint64_t> work{0};
  std::atomic<uint64_t> cancel{0};
};

OPENHIP_SIGNAL_TLS ThreadRecord* t_record = nullptr;

std::mutex& threadsMutex() {
  static std::mutex* mutex = new std::mutex;  // never destroyed: threads outlive main
  return *mutex;
}
std::vector<ThreadRecord*>& threads() {
  static auto* list = new std::vector<ThreadRecord*>;
  return *list;
}

int cancelSignal() { return SIGRTMAX - 1; }

void onCancel(int, siginfo_t* info, void*) {
  if (info->si_code != SI_TKILL || info->si_pid != getpid()) return;  // not our request
  ThreadRecord* record = t_record;
  if (!record) return;
  const uint64_t work = record->work.load(std::memory_order_acquire);
  if (!work || work != record->cancel.load(std::memory_order_acquire) || !t_trap) return;
  if (t_service_depth > 0) {
    t_cancel_deferred = true;  // a device service holds a lock: it leaves when done
    return;
  }
  t_last_fault = FaultRecord{};
  t_last_fault.cancelled = true;
  jumpTo(t_trap, cancelSignal());
}

/// Installs the cancellation handler if the signal is still unclaimed.
bool installCancelHandler() {
  static const bool installed = [] {
    struct sigaction current {};
    if (sigaction(cancelSignal(), nullptr, &current) != 0) return false;
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler != SIG_DFL) return false;
    if ((current.sa_flags & SA_SIGINFO) && current.sa_sigaction) return false;
    struct sigaction action {};
    action.sa_sigaction = onCancel;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
    sigemptyset(&action.sa_mask);
    return sigaction(cancelSignal(), &action, nullptr) == 0;
  }();
  return installed;
}

/// The calling thread's alternate stack and registration, undone at exit.
struct PreparedThread {
  void* alt_stack = nullptr;
  ThreadRecord record;

  PreparedThread() {
    record.thread = pthread_self();
    stack_t current{};
    if (sigaltstack(nullptr, &current) == 0 && !(current.ss_flags & SS_DISABLE) &&
        current.ss_size >= 16 * 1024) {
      // Someone (a sanitizer runtime) gave this thread one already: keep it.
    } else {
      void* memory = mmap(nullptr, kAltStackBytes, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (memory != MAP_FAILED) {
        stack_t stack{};
        stack.ss_sp = memory;
        stack.ss_size = kAltStackBytes;
        if (sigaltstack(&stack, nullptr) == 0)
          alt_stack = memory;
        else
          munmap(memory, kAltStackBytes);
      }
    }
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attributes, &low, &size) == 0)
        t_stack_low = reinterpret_cast<uintptr_t>(low);
      pthread_attr_destroy(&attributes);
    }
    std::lock_guard<std::mutex> lock(threadsMutex());
    threads().push_back(&record);
    t_record = &record;
    detail::t_work = &record.work;
  }

  ~PreparedThread() {
    {
      std::lock_guard<std::mutex> lock(threadsMutex());
      auto& list = threads();
      list.erase(std::remove(list.begin(), list.end(), &record), list.end());
    }
    t_record = nullptr;
    detail::t_work = nullptr;
    if (alt_stack) {
      stack_t disable{};
      disable.ss_flags = SS_DISABLE;
      sigaltstack(&disable, nullptr);
      munmap(alt_stack, kAltStackBytes);
    }
  }
};

}  // namespace

void installFaultHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int i = 0; i < kSignalCount; ++i) {
      struct sigaction action {};
      action.sa_sigaction = onFault;
      // SA_ONSTACK: a stack overflow leaves no room on the faulting stack.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&action.sa_mask);
      sigaction(kFaultSignals[i], &action, &g_previous[i]);
    }
  });
}

void prepareThreadForFaults() {
  thread_local PreparedThread prepared;
  (void)prepared;
}


const FaultRecord& lastFault() { return t_last_fault; }

void leaveThroughTrap(const FaultRecord& record) {
  FaultTrap* trap = t_trap;
  if (!trap) return;
  t_last_fault = record;
  jumpTo(trap, 0);
}

const char* faultKind(const FaultRecord& record) {
  if (record.cancelled) return "cancelled";
  if (record.stack_overflow) return "stack overflow";
  switch (record.signal) {
    case SIGSEGV: return "illegal address";
    case SIGBUS: return "illegal address (bus error)";
    case SIGILL: return "illegal instruction";
    case SIGFPE:
      switch (record.code) {
        case FPE_INTDIV: return "integer divide by zero";
        case FPE_INTOVF: return "integer overflow";
        default: return "arithmetic exception";
      }
    default: return "device fault";
  }
}

uint64_t newWorkId() {
  static std::atomic<uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}


int cancelThreadsRunning(uint64_t id) {
  if (!id || !installCancelHandler()) return 0;
  int signalled = 0;
  std::lock_guard<std::mutex> lock(threadsMutex());
  for (ThreadRecord* record : threads()) {
    if (record->work.load(std::memory_order_acquire) != id) continue;
    record->cancel.store(id, std::memory_order_release);
    if (pthread_kill(record->thread, cancelSignal()) == 0) ++signalled;
  }
  return signalled;
}

ServiceScope::ServiceScope() { ++t_service_depth; }

ServiceScope::~ServiceScope() { --t_service_depth; }

void honourDeferredCancellation() {
  if (!t_cancel_deferred || t_service_depth > 0) return;
  t_cancel_deferred = false;
  FaultRecord record;
  record.cancelled = true;
  leaveThroughTrap(record);
}

}  // namespace openhip::cpu
