#include "cooperative_executor.h"

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

#include "fault_handler.h"
#include "hip_types.h"
#include "log.h"

namespace openhip::cpu {
namespace {

/// What device code of the block running on this thread can reach.
struct CooperativeBlockState {
  GridBarrier* grid = nullptr;
  const MultiGridInfo* multi_grid = nullptr;
};
thread_local CooperativeBlockState t_block_state;

/// One cooperative launch in flight: blocks still running and how to run one.
struct BlockGroup {
  const KernelLaunch* launch = nullptr;
  GridBarrier* grid = nullptr;
  const MultiGridInfo* multi_grid = nullptr;
  LaunchFaultState* state = nullptr;  ///< first device fault of any block
  std::atomic<uint32_t> remaining{0};
  std::mutex mutex;
  std::condition_variable done;
};

/// Releases the blocks that wait at (or will reach) a grid barrier.
void cancelBarriers(void* group_pointer) {
  auto* group = static_cast<BlockGroup*>(group_pointer);
  group->grid->cancel();
  if (group->multi_grid) group->multi_grid->barrier->cancel();
}

/// Runs one block; a device fault in it stops it (see kernel_executor.h) and
/// cancels the grid barriers, since it will never arrive there: blocks
/// waiting there, or arriving later, leave their block too.
void runBlock(BlockGroup& group, uint64_t linear_block) {
  const CooperativeBlockState saved = t_block_state;
  t_block_state = CooperativeBlockState{group.grid, group.multi_grid};
  const bool completed = runBlockRange(*group.launch, linear_block, 1, *group.state);
  t_block_state = saved;
  if (!completed) cancelBarriers(&group);
}

/// Parked threads that run the blocks 1..n-1 of cooperative launches. They
/// are created on demand and kept (asleep) for later launches, so repeated
/// cooperative launches cost a wake-up per block, not a thread creation.
class BlockThreadCache {
 public:
  static BlockThreadCache& get() {
    static BlockThreadCache* cache = new BlockThreadCache;  // never destroyed: threads outlive main
    return *cache;
  }

  /// Hands block `linear_block` to a parked thread, or a new one; false
  /// when no thread can be started (a thread or memory limit).
  bool start(BlockGroup& group, uint64_t linear_block) {
    Worker* worker = nullptr;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!idle_.empty()) {
        worker = idle_.back();
        idle_.pop_back();
      }
    }
    if (!worker) {
      worker = new Worker;
      try {
        std::thread([this, worker] { loop(*worker); }).detach();
      } catch (const std::system_error&) {
        delete worker;
        return false;
      }
    }
    {
      std::lock_guard<std::mutex> lock(worker->mutex);
      worker->group = &group;
      worker->block = linear_block;
    }
    worker->wake.notify_one();
    return true;
  }

 private:
  struct Worker {
    std::mutex mutex;
    std::condition_variable wake;
    BlockGroup* group = nullptr;  // guarded by mutex; set = work to do
    uint64_t block = 0;
  };

  void loop(Worker& worker) {
    prepareThreadForFaults();
    for (;;) {
      BlockGroup* group;
      uint64_t block;
      {
        std::unique_lock<std::mutex> lock(worker.mutex);
        worker.wake.wait(lock, [&] { return worker.group != nullptr; });
        group = worker.group;
        block = worker.block;
        worker.group = nullptr;
      }
      runBlock(*group, block);
      {
        std::lock_guard<std::mutex> lock(mutex_);
        idle_.push_back(&worker);
      }
      // Under the group's mutex: the launching thread destroys the group as
      // soon as it sees zero while holding that mutex.
      std::lock_guard<std::mutex> lock(group->mutex);
      if (group->remaining.fetch_sub(1, std::memory_order_acq_rel) == 1) group->done.notify_all();
    }
  }

  std::mutex mutex_;
  std::vector<Worker*> idle_;  // guarded by mutex_
};

}  // namespace

bool gridBarrierShouldSpin(uint64_t participants) {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores != 0 && participants <= cores;
}

std::shared_ptr<const void> createMultiGridGroup(const std::vector<const KernelLaunch*>& grids) {
  uint64_t total_blocks = 0, total_threads = 0;
  for (const KernelLaunch* grid : grids) {
    total_blocks += grid->blockCount();
    total_threads += grid->blockCount() * grid->threadsPerBlock();
  }
  auto group = std::make_shared<MultiGridGroup>();
  group->barrier = std::make_unique<GridBarrier>(static_cast<uint32_t>(total_blocks),
                                                 gridBarrierShouldSpin(total_blocks));
  uint64_t offset = 0;
  for (size_t i = 0; i < grids.size(); ++i) {
    MultiGridInfo info;
    info.barrier = group->barrier.get();
    info.grid_rank = static_cast<uint32_t>(i);
    info.num_grids = static_cast<uint32_t>(grids.size());
    info.thread_offset = offset;
    info.total_threads = total_threads;
    group->grids.push_back(info);
    offset += grids[i]->blockCount() * grids[i]->threadsPerBlock();
  }
  return group;
}

int executeCooperativeKernel(const KernelLaunch& launch, LaunchFaultState& state) {
  const uint64_t blocks = launch.blockCount();
  GridBarrier grid_barrier(static_cast<uint32_t>(blocks), gridBarrierShouldSpin(blocks));

  BlockGroup group;
  group.launch = &launch;
  group.grid = &grid_barrier;
  group.state = &state;
  if (launch.multi_grid)
    group.multi_grid =
        &static_cast<const MultiGridGroup*>(launch.multi_grid.get())->grids[launch.grid_rank];
  group.remaining.store(static_cast<uint32_t>(blocks - 1), std::memory_order_relaxed);
  {
    std::lock_guard<std::mutex> lock(state.cancel_hook_mutex);
    state.cancel_hook = cancelBarriers;
    state.cancel_hook_arg = &group;
  }

  BlockThreadCache& cache = BlockThreadCache::get();
  for (uint64_t block = 1; block < blocks; ++block) {
    if (cache.start(group, block)) continue;
    // Every block must run at once; without a thread for this one the grid
    // cannot, so none continues past a barrier and the launch fails.
    OPENHIP_LOG(kLogError, "cooperative launch: no thread for block %llu of %llu; the launch fails",
                static_cast<unsigned long long>(block), static_cast<unsigned long long>(blocks));
    int none = 0;
    state.error.compare_exchange_strong(none, hipErrorLaunchOutOfResources);
    cancelBarriers(&group);
    group.remaining.fetch_sub(static_cast<uint32_t>(blocks - block), std::memory_order_acq_rel);
    break;
  }
  runBlock(group, 0);

  {
    std::unique_lock<std::mutex> lock(group.mutex);
    group.done.wait(lock, [&] { return group.remaining.load(std::memory_order_acquire) == 0; });
  }
  {
    std::lock_guard<std::mutex> lock(state.cancel_hook_mutex);
    state.cancel_hook = nullptr;
    state.cancel_hook_arg = nullptr;
  }
  return state.error.load(std::memory_order_acquire);
}

}  // namespace openhip::cpu

// Device-side entry points, called by the cooperative-groups header from
// lowered kernels (one work-item per block calls the sync functions).
namespace {

void reportNotCooperative(const char* what) {
  static std::atomic<bool> reported{false};
  if (!reported.exchange(true))
    std::fprintf(stderr,
                 "openhip: %s called in a kernel that was not launched with "
                 "hipLaunchCooperativeKernel%s: it does not synchronize (is_valid() is false)\n",
                 what,
                 what[0] == 'm' ? "MultiDevice" : "");
}

}  // namespace

extern "C" {

__attribute__((visibility("default"))) void __openhip_grid_sync(void) {
  openhip::cpu::GridBarrier* barrier = openhip::cpu::t_block_state.grid;
  if (!barrier) return reportNotCooperative("grid_group::sync()");
  // A block of the grid faulted: this one cannot continue past the barrier.
  if (!barrier->arriveAndWait()) openhip::cpu::abandonBlock(hipErrorLaunchFailure);
}

__attribute__((visibility("default"))) int __openhip_grid_is_valid(void) {
  return openhip::cpu::t_block_state.grid != nullptr;
}

__attribute__((visibility("default"))) void __openhip_multi_grid_sync(void) {
  const openhip::cpu::MultiGridInfo* info = openhip::cpu::t_block_state.multi_grid;
  if (!info) return reportNotCooperative("multi_grid_group::sync()");
  if (!info->barrier->arriveAndWait()) openhip::cpu::abandonBlock(hipErrorLaunchFailure);
}

__attribute__((visibility("default"))) int __openhip_multi_grid_is_valid(void) {
  return openhip::cpu::t_block_state.multi_grid != nullptr;
}

__attribute__((visibility("default"))) uint32_t __openhip_multi_grid_num_grids(void) {
  const openhip::cpu::MultiGridInfo* info = openhip::cpu::t_block_state.multi_grid;
  return info ? info->num_grids : 0;
}

__attribute__((visibility("default"))) uint32_t __openhip_multi_grid_rank(void) {
  const openhip::cpu::MultiGridInfo* info = openhip::cpu::t_block_state.multi_grid;
  return info ? info->grid_rank : 0;
}

__attribute__((visibility("default"))) uint64_t __openhip_multi_grid_thread_offset(void) {
  const openhip::cpu::MultiGridInfo* info = openhip::cpu::t_block_state.multi_grid;
  return info ? info->thread_offset : 0;
}

__attribute__((visibility("default"))) uint64_t __openhip_multi_grid_size(void) {
  const openhip::cpu::MultiGridInfo* info = openhip::cpu::t_block_state.multi_grid;
  return info ? info->total_threads : 0;
}

}  // extern "C"
