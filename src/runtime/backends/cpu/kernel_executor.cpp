#include "kernel_executor.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include "hip_types.h"
#include "sanitizer_checks.h"
#include "status_page.h"
#include "thread_arena.h"
#include "trace.h"
#include "worker_pool.h"

namespace openhip::cpu {
namespace {

/// The block the thread is running and where its faults jump to.
struct BlockEscape {
  FaultTrap trap;
  const OpenHipLaunchCtx* ctx = nullptr;
  const char* kernel_name = nullptr;
  uint64_t work_id = 0;
};

thread_local BlockEscape* t_escape = nullptr;

struct BlockRange {
  const KernelLaunch* launch;
  LaunchFaultState* state;
};

void runBlocks(void* context, uint64_t begin, uint64_t end) {
  BlockRange& range = *static_cast<BlockRange*>(context);
  const uint64_t start = trace::on(trace::kBlocks) ? trace::now() : 0;
  runBlockRange(*range.launch, begin, end - begin, *range.state);
  if (start) trace::recordBlockChunk(range.launch->kernel->name, begin, end - begin, start, trace::now());
}

/// The loop over blocks. Kept out of runBlocksCatchingFaults so that no
/// local of the function that calls setjmp changes after it (the longjmp
/// back would leave such locals indeterminate).
void runBlockLoop(const KernelLaunch& launch, OpenHipLaunchCtx& ctx, uint64_t first, uint64_t count,
                  const std::atomic<int>& fault) {
  const uint64_t gx = launch.grid[0];
  const uint64_t gxy = gx * launch.grid[1];
  const OpenHipBlockFn fn = entryOf(launch).block_fn;
  const bool sanitized = entryOf(launch).flags & OPENHIP_KERNEL_SANITIZED;
  void** const args = launch.args;
  // The first block's index by division, the next ones by counting: three
  // 64-bit divisions per block cost about 2 ns each block (docs/runtime.md).
  uint32_t x = static_cast<uint32_t>(first % gx);
  uint32_t y = static_cast<uint32_t>((first / gx) % launch.grid[1]);
  uint32_t z = static_cast<uint32_t>(first / gxy);
  for (uint64_t left = count; left > 0; --left) {
    if (fault.load(std::memory_order_relaxed)) return;  // the launch already failed
    ctx.block_idx[0] = x;
    ctx.block_idx[1] = y;
    ctx.block_idx[2] = z;
    if (sanitized) sanitizer::beginBlock(ctx, launch);  // docs/sanitizer.md
    fn(args, &ctx);
    if (++x == gx) {
      x = 0;
      if (++y == launch.grid[1]) {
        y = 0;
        ++z;
      }
    }
  }
}

/// Kernels built to flush float subnormals (OPENHIP_KERNEL_FLUSHES_SUBNORMALS)
/// run with MXCSR's flush-to-zero (bit 15) and denormals-are-zero (bit 6)
/// set; the thread's own mode comes back after its blocks, and after a fault
/// (longjmp restores no MXCSR). Elsewhere subnormals stay (docs/hipcc.md).
struct FloatMode {
  unsigned saved = 0;
  bool changed = false;
};

FloatMode enterKernelFloatMode(const KernelLaunch& launch) {
  FloatMode mode;
#if defined(__x86_64__)
  if (entryOf(launch).flags & OPENHIP_KERNEL_FLUSHES_SUBNORMALS) {
    mode.saved = _mm_getcsr();
    mode.changed = true;
    _mm_setcsr(mode.saved | 0x8040u);
  }
#else
  (void)launch;
#endif
  return mode;
}

void leaveKernelFloatMode(const FloatMode& mode) {
#if defined(__x86_64__)
  if (mode.changed) _mm_setcsr(mode.saved);
#else
  (void)mode;
#endif
}

/// After a jump out of a block: the first fault of the launch is kept.
void recordFault(LaunchFaultState& state, const OpenHipLaunchCtx& ctx, const FaultRecord& record) {
  int none = 0;
  if (!state.error.compare_exchange_strong(none, errorOf(record), std::memory_order_acq_rel)) return;
  state.first.error = errorOf(record);
  state.first.record = record;
  for (int d = 0; d < 3; ++d) state.first.block[d] = ctx.block_idx[d];
}

/// The setjmp frame of runBlockRange, separate so that `ctx` is fully built
/// before setjmp (nothing it holds changes afterwards).
bool runBlocksCatchingFaults(const KernelLaunch& launch, OpenHipLaunchCtx& ctx, uint64_t first,
                             uint64_t count, LaunchFaultState& state) {
  // One setjmp per range of blocks, not per block: after a fault the rest of
  // the range is skipped anyway.
  BlockEscape escape;
  escape.ctx = &ctx;
  escape.kernel_name = launch.kernel->name;
  escape.work_id = state.work_id.load(std::memory_order_relaxed);
  BlockEscape* const outer = t_escape;  // device work may nest (a kernel in a stream callback)
  t_escape = &escape;
  FaultTrap* const outer_trap = swapFaultTrap(&escape.trap);
  setCancellableWork(escape.work_id);
  const FloatMode floatMode = enterKernelFloatMode(launch);
  if (setjmp(escape.trap.target) != 0) {
    leaveKernelFloatMode(floatMode);
    swapFaultTrap(outer_trap);
    t_escape = outer;
    setCancellableWork(outer ? outer->work_id : 0);
    recordFault(state, ctx, lastFault());
    return false;
  }
  runBlockLoop(launch, ctx, first, count, state.error);
  leaveKernelFloatMode(floatMode);
  setCancellableWork(outer ? outer->work_id : 0);
  swapFaultTrap(outer_trap);
  t_escape = outer;
  return true;
}

}  // namespace

void LaunchFaultState::reset() {
  error.store(0, std::memory_order_relaxed);
  // `first` is written in full by the thread that sets `error` before anyone
  // reads it: nothing to clear on the launch path.
}

int errorOf(const FaultRecord& record) {
  if (record.error) return record.error;
  if (record.cancelled) return hipErrorLaunchFailure;
  // HIP has no illegal-instruction code: AMD's runtime reports such a
  // kernel as an unspecified launch failure.
  if (record.signal == SIGILL) return hipErrorLaunchFailure;
  return hipErrorIllegalAddress;
}

bool runBlockRange(const KernelLaunch& launch, uint64_t first, uint64_t count,
                   LaunchFaultState& state) {
  const status::BusyStretch busy = status::busyStart();  // worker utilisation for hip-smi
  const Kernel& kernel = *launch.kernel;
  OpenHipLaunchCtx ctx{};
  for (int d = 0; d < 3; ++d) {
    ctx.grid_dim[d] = launch.grid[d];
    ctx.block_dim[d] = launch.block[d];
  }
  ctx.warp_size = kernel.warp_size;
  ctx.dynamic_shared_size = launch.dynamic_shared;
  ctx.shared_arena = threadArena(ArenaKind::Shared, kernel.sharedBytes(launch.dynamic_shared));
  ctx.private_arena = threadArena(ArenaKind::Private,
                                  kernel.local_bytes_per_work_item * launch.threadsPerBlock());
  const bool completed = runBlocksCatchingFaults(launch, ctx, first, count, state);
  status::busyEnd(busy);
  // A progress mark, not a count: a plain store (no locked increment on the
  // launch path); concurrent ranges may overwrite each other's mark, but
  // the value still changes while blocks finish.
  state.ranges_done.store(state.ranges_done.load(std::memory_order_relaxed) + 1,
                          std::memory_order_relaxed);
  return completed;
}

void cancelLaunch(LaunchFaultState& state, int error) {
  const uint64_t id = state.work_id.load(std::memory_order_acquire);
  if (!id) return;
  int none = 0;
  state.error.compare_exchange_strong(none, error, std::memory_order_acq_rel);
  {
    std::lock_guard<std::mutex> lock(state.cancel_hook_mutex);
    if (state.cancel_hook) state.cancel_hook(state.cancel_hook_arg);
  }
  cancelThreadsRunning(id);
}

void abandonBlock(int error) {
  FaultRecord record;
  record.error = error;
  if (t_escape) leaveThroughTrap(record);
  std::fprintf(stderr, "openhip: device fault outside a kernel launch; aborting\n");
  std::abort();
}

const OpenHipLaunchCtx* currentBlock(const char** kernel_name) {
  const BlockEscape* escape = t_escape;
  if (kernel_name) *kernel_name = escape ? escape->kernel_name : nullptr;
  return escape ? escape->ctx : nullptr;
}

int executeKernel(WorkerPool& pool, const KernelLaunch& launch, LaunchFaultState& state) {
  BlockRange range{&launch, &state};
  RangeJob job;
  job.fn = runBlocks;
  job.context = &range;
  job.item_count = launch.blockCount();
  job.chunk = 0;
  job.priority = launch.priority;
  pool.run(job);
  return state.error.load(std::memory_order_acquire);
}

}  // namespace openhip::cpu
