#include "kernel_executor.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>

#include "thread_arena.h"
#include "worker_pool.h"

namespace openhip::cpu {
namespace {

/// Where abandonBlock() jumps to, for the block the thread is running.
struct BlockEscape {
  std::jmp_buf target;
  std::atomic<int>* fault = nullptr;
  const OpenHipLaunchCtx* ctx = nullptr;
  const char* kernel_name = nullptr;
};

thread_local BlockEscape* t_escape = nullptr;

struct BlockRange {
  const KernelLaunch* launch;
  std::atomic<int> fault{0};
};

void runBlocks(void* context, uint64_t begin, uint64_t end) {
  BlockRange& range = *static_cast<BlockRange*>(context);
  runBlockRange(*range.launch, begin, end - begin, range.fault);
}

/// The loop over blocks. Kept out of runBlocksCatchingFaults so that no
/// local of the function that calls setjmp changes after it (the longjmp
/// back would leave such locals indeterminate).
void runBlockLoop(const KernelLaunch& launch, OpenHipLaunchCtx& ctx, uint64_t first, uint64_t count,
                  const std::atomic<int>& fault) {
  const uint64_t gx = launch.grid[0];
  const uint64_t gxy = gx * launch.grid[1];
  const OpenHipBlockFn fn = entryOf(launch).block_fn;
  void** const args = launch.args;
  for (uint64_t id = first; id < first + count; ++id) {
    if (fault.load(std::memory_order_relaxed)) return;  // the launch already failed
    ctx.block_idx[0] = static_cast<uint32_t>(id % gx);
    ctx.block_idx[1] = static_cast<uint32_t>((id / gx) % launch.grid[1]);
    ctx.block_idx[2] = static_cast<uint32_t>(id / gxy);
    fn(args, &ctx);
  }
}

/// The setjmp frame of runBlockRange, separate so that `ctx` is fully built
/// before setjmp (nothing it holds changes afterwards).
bool runBlocksCatchingFaults(const KernelLaunch& launch, OpenHipLaunchCtx& ctx, uint64_t first,
                             uint64_t count, std::atomic<int>& fault) {
  // One setjmp per range of blocks, not per block: after a fault the rest of
  // the range is skipped anyway.
  BlockEscape escape;
  escape.fault = &fault;
  escape.ctx = &ctx;
  escape.kernel_name = launch.kernel->name;
  BlockEscape* const outer = t_escape;  // a kernel may run inside a host callback of another
  t_escape = &escape;
  if (setjmp(escape.target) != 0) {
    t_escape = outer;
    return false;
  }
  runBlockLoop(launch, ctx, first, count, fault);
  t_escape = outer;
  return true;
}

}  // namespace

bool runBlockRange(const KernelLaunch& launch, uint64_t first, uint64_t count,
                   std::atomic<int>& fault) {
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
  return runBlocksCatchingFaults(launch, ctx, first, count, fault);
}

void abandonBlock(int error) {
  BlockEscape* escape = t_escape;
  if (!escape) {
    std::fprintf(stderr, "openhip: device fault outside a kernel launch; aborting\n");
    std::abort();
  }
  int none = 0;
  escape->fault->compare_exchange_strong(none, error, std::memory_order_relaxed);
  std::longjmp(escape->target, 1);
}

const OpenHipLaunchCtx* currentBlock(const char** kernel_name) {
  const BlockEscape* escape = t_escape;
  if (kernel_name) *kernel_name = escape ? escape->kernel_name : nullptr;
  return escape ? escape->ctx : nullptr;
}

int executeKernel(WorkerPool& pool, const KernelLaunch& launch) {
  BlockRange range{&launch};
  RangeJob job;
  job.fn = runBlocks;
  job.context = &range;
  job.item_count = launch.blockCount();
  job.chunk = 0;
  job.priority = launch.priority;
  pool.run(job);
  return range.fault.load();
}

}  // namespace openhip::cpu
