#include "cpu/kernel_executor.h"

#include "cpu/thread_arena.h"
#include "cpu/worker_pool.h"

namespace openhip::cpu {
namespace {

struct BlockRange {
  const KernelExecution* exec;
  uint64_t shared_bytes;
  uint64_t private_bytes;
};

void runBlocks(void* context, uint64_t begin, uint64_t end) {
  const BlockRange& range = *static_cast<const BlockRange*>(context);
  const KernelExecution& exec = *range.exec;
  OpenHipLaunchCtx ctx{};
  for (int d = 0; d < 3; ++d) {
    ctx.grid_dim[d] = exec.grid[d];
    ctx.block_dim[d] = exec.block[d];
  }
  ctx.warp_size = exec.warp_size;
  ctx.dynamic_shared_size = exec.dynamic_shared;
  ctx.shared_arena = threadArena(ArenaKind::Shared, range.shared_bytes);
  ctx.private_arena = threadArena(ArenaKind::Private, range.private_bytes);

  const uint64_t gx = exec.grid[0];
  const uint64_t gxy = gx * exec.grid[1];
  const OpenHipBlockFn fn = exec.entry->block_fn;
  for (uint64_t id = begin; id < end; ++id) {
    ctx.block_idx[0] = static_cast<uint32_t>(id % gx);
    ctx.block_idx[1] = static_cast<uint32_t>((id / gx) % exec.grid[1]);
    ctx.block_idx[2] = static_cast<uint32_t>(id / gxy);
    fn(exec.args, &ctx);
  }
}

}  // namespace

uint64_t sharedArenaBytes(const OpenHipKernelEntry& entry, uint64_t dynamic_shared) {
  const uint64_t static_part = (entry.static_shared_size + 15) / 16 * 16;
  return static_part + dynamic_shared;
}

void executeKernel(WorkerPool& pool, const KernelExecution& exec) {
  const uint64_t threads =
      static_cast<uint64_t>(exec.block[0]) * exec.block[1] * exec.block[2];
  BlockRange range{&exec, sharedArenaBytes(*exec.entry, exec.dynamic_shared),
                   exec.entry->private_size_per_work_item * threads};
  RangeJob job;
  job.fn = runBlocks;
  job.context = &range;
  job.item_count = static_cast<uint64_t>(exec.grid[0]) * exec.grid[1] * exec.grid[2];
  job.chunk = 0;
  job.priority = exec.priority;
  pool.run(job);
}

}  // namespace openhip::cpu
