// Containment of hardware faults in device work (docs/faults.md). A thread
// that runs device work (a range of kernel blocks, a copy or a fill) arms a
// FaultTrap; a SIGSEGV, SIGBUS, SIGFPE or SIGILL raised by an instruction of
// that thread while the trap is armed jumps back to it (longjmp) with the
// fault's details instead of killing the process. Every other fault — in
// the runtime itself, in host code, or sent by kill() — goes to the handler
// that was installed before ours, or gets the default action (the process
// dies as it would without the runtime).
//
// Stack overflow: threads that run kernel blocks get an alternate signal
// stack (prepareThreadForFaults), so a kernel that overflows its worker's
// stack is caught like any other memory fault.
//
// Cancellation (hipDeviceReset with a kernel that does not finish):
// cancelThreadsRunning() interrupts a thread running a block with a signal of its
// own; the block is left through the trap unless the thread is inside a
// device service (printf, malloc) that holds a lock, in which case the
// service leaves the block when it returns (ServiceScope).
#pragma once

#include <pthread.h>

#include <atomic>
#include <csetjmp>
#include <cstdint>

namespace openhip::cpu {

/// What stopped a piece of device work.
struct FaultRecord {
  int signal = 0;  ///< SIGSEGV, SIGBUS, SIGFPE, SIGILL; 0 for assert/trap/cancel
  int code = 0;    ///< si_code
  const void* address = nullptr;  ///< the faulting data address (si_addr)
  const void* pc = nullptr;       ///< the faulting instruction
  int access = 0;                 ///< 0 unknown, 1 read, 2 write
  bool stack_overflow = false;
  bool cancelled = false;  ///< interrupted by cancelThreadsRunning()
  int error = 0;           ///< hipError_t of an assert or trap (abandonBlock)
};

/// Where a fault of the armed thread jumps to.
struct FaultTrap {
  std::jmp_buf target;
};

/// Installs the process's handlers once (idempotent, thread-safe). The
/// handlers previously installed are kept and called for faults that are
/// not ours to contain.
void installFaultHandlers();

/// Gives the calling thread an alternate signal stack (once per thread; a
/// thread that already has one, e.g. from a sanitizer runtime, keeps it) and
/// records its stack bounds for stack-overflow reports.
void prepareThreadForFaults();

namespace detail {
// The calling thread's armed trap and cancellation slot. GNU __thread with
// the initial-exec model: the launch path reads and writes them inline, and
// the signal handlers read them without allocating.
extern __thread FaultTrap* t_trap __attribute__((tls_model("initial-exec")));
extern __thread std::atomic<uint64_t>* t_work __attribute__((tls_model("initial-exec")));
extern __thread bool t_cancel_deferred __attribute__((tls_model("initial-exec")));
}  // namespace detail

/// Arms the calling thread with `trap` (nullptr disarms); returns the trap
/// armed before, to be restored afterwards (device work may nest: a kernel
/// launched from a stream callback).
inline FaultTrap* swapFaultTrap(FaultTrap* trap) {
  FaultTrap* previous = detail::t_trap;
  detail::t_trap = trap;
  return previous;
}

/// The details of the last fault that jumped to a trap of the calling
/// thread (valid after the jump).
const FaultRecord& lastFault();

/// Leaves the armed trap of the calling thread with a record of `record`
/// (assert/trap/cancel paths). Returns only if no trap is armed.
void leaveThroughTrap(const FaultRecord& record);

/// A short name for the fault: "illegal address", "stack overflow",
/// "integer divide by zero", "illegal instruction", ...
const char* faultKind(const FaultRecord& record);

// ---- cancellation -----------------------------------------------------------

/// A number for one piece of cancellable work (a launch), never reused.
uint64_t newWorkId();

/// Marks the calling thread as running blocks of work `id` (0: none).
inline void setCancellableWork(uint64_t id) {
  detail::t_cancel_deferred = false;
  if (std::atomic<uint64_t>* work = detail::t_work) work->store(id, std::memory_order_release);
}

/// Interrupts every thread currently running blocks of work `id` (threads
/// prepared with prepareThreadForFaults). Returns the number signalled; 0
/// also when the cancellation signal is taken by the program.
int cancelThreadsRunning(uint64_t id);

/// Device services that take locks (printf's stdout, the heap) run inside a
/// ServiceScope: a cancellation arriving meanwhile is deferred until the
/// scope ends, and then leaves the block.
class ServiceScope {
 public:
  ServiceScope();
  ~ServiceScope();
  ServiceScope(const ServiceScope&) = delete;
  ServiceScope& operator=(const ServiceScope&) = delete;
};

/// Leaves the block if a cancellation was deferred by a ServiceScope that
/// has ended. Called by device services after their scope (no destructors
/// may be pending in the caller).
void honourDeferredCancellation();

}  // namespace openhip::cpu
