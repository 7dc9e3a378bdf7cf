// The CPU backend's worker pool and block scheduling, tested directly.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "cpu/kernel_executor.h"
#include "cpu/code_tables.h"
#include "cpu/worker_pool.h"

using openhip::cpu::RangeJob;
using openhip::cpu::WorkerPool;

namespace {
struct Hits {
  std::vector<std::atomic<int>> counts;
  std::atomic<int> calls{0};
  explicit Hits(size_t n) : counts(n) {}
};
void countRange(void* context, uint64_t begin, uint64_t end) {
  auto* hits = static_cast<Hits*>(context);
  hits->calls.fetch_add(1);
  for (uint64_t i = begin; i < end; ++i) hits->counts[i].fetch_add(1);
}
bool allOnce(const Hits& hits) {
  for (const auto& c : hits.counts)
    if (c.load() != 1) return false;
  return true;
}
}  // namespace

TEST(WorkerPool, EveryItemOnceForManySizes) {
  WorkerPool pool(3);
  EXPECT_EQ(pool.workerCount(), 3u);
  for (uint64_t n : {1ull, 2ull, 5ull, 64ull, 1000ull, 123457ull}) {
    Hits hits(n);
    RangeJob job;
    job.fn = countRange;
    job.context = &hits;
    job.item_count = n;
    job.chunk = 0;
    pool.run(job);
    EXPECT_TRUE(allOnce(hits)) << n;
  }
}

TEST(WorkerPool, ChunkAdaptsToGridSize) {
  WorkerPool pool(3);
  EXPECT_EQ(pool.chooseChunk(1), 1u);
  EXPECT_EQ(pool.chooseChunk(32), 1u);
  EXPECT_EQ(pool.chooseChunk(32000), 32000u / 32u);
  Hits hits(32000);
  RangeJob job;
  job.fn = countRange;
  job.context = &hits;
  job.item_count = 32000;
  pool.run(job);
  EXPECT_TRUE(allOnce(hits));
  // Grabs start at 1000 items and shrink to 32000 / (4 * 64) = 125 at the
  // end: more than one per participant, far fewer than one per item.
  EXPECT_GE(hits.calls.load(), 24);
  EXPECT_LE(hits.calls.load(), 256);
}

TEST(WorkerPool, MoreConcurrentSubmittersThanSlots) {
  // Submissions beyond WorkerPool::kSlots run on their callers alone.
  WorkerPool pool(2);
  const int submitters_count = static_cast<int>(WorkerPool::kSlots) + 8;
  std::atomic<int> started{0};
  std::atomic<int> failures{0};
  std::vector<std::thread> submitters;
  for (int t = 0; t < submitters_count; ++t)
    submitters.emplace_back([&] {
      started.fetch_add(1);
      while (started.load() < submitters_count) std::this_thread::yield();
      for (int round = 0; round < 20; ++round) {
        Hits hits(64);
        RangeJob job;
        job.fn = [](void* context, uint64_t begin, uint64_t end) {
          std::this_thread::sleep_for(std::chrono::microseconds(50));
          countRange(context, begin, end);
        };
        job.context = &hits;
        job.item_count = hits.counts.size();
        job.chunk = 1;
        pool.run(job);
        if (!allOnce(hits)) failures.fetch_add(1);
      }
    });
  for (auto& s : submitters) s.join();
  EXPECT_EQ(failures.load(), 0);
}

namespace {
// A job that takes long must reach the workers. Item 0 takes 1 ms (the pool
// shares a job once it has run alone for a while); every later item waits
// until some thread other than the submitter has run an item (or 5 s after
// the job started, so a broken pool fails instead of hanging).
struct Sharing {
  std::thread::id submitter = std::this_thread::get_id();
  std::atomic<bool> helped{false};
  const std::chrono::steady_clock::time_point give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(5);
  Hits hits{64};
};
void waitForHelp(void* context, uint64_t begin, uint64_t end) {
  auto* sharing = static_cast<Sharing*>(context);
  if (std::this_thread::get_id() != sharing->submitter) sharing->helped.store(true);
  if (begin == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  while (begin > 0 && !sharing->helped.load() && std::chrono::steady_clock::now() < sharing->give_up)
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  countRange(&sharing->hits, begin, end);
}
}  // namespace

TEST(WorkerPool, LongJobsAreSharedWithTheWorkers) {
  WorkerPool pool(2);
  Sharing sharing;
  RangeJob job;
  job.fn = waitForHelp;
  job.context = &sharing;
  job.item_count = 64;
  job.chunk = 1;
  pool.run(job);
  EXPECT_TRUE(allOnce(sharing.hits));
  EXPECT_TRUE(sharing.helped.load());
}

// Items that wait for the last item (GPU code relying on every block of a
// small grid being resident, docs/runtime.md "Forward progress"): more items
// than threads, so the monitor must share the job and start rescue threads.
struct WaitForLast {
  uint64_t count = 0;
  std::atomic<bool> last_ran{false};
  std::atomic<int> done{0};
};
void waitForLast(void* context, uint64_t begin, uint64_t end) {
  auto* state = static_cast<WaitForLast*>(context);
  for (uint64_t i = begin; i < end; ++i) {
    if (i == state->count - 1)
      state->last_ran.store(true);
    else
      while (!state->last_ran.load()) std::this_thread::yield();
    state->done.fetch_add(1);
  }
}

TEST(WorkerPool, ItemsWaitingForLaterItemsFinish) {
  for (unsigned workers : {1u, 2u}) {
    WorkerPool pool(workers);
    WaitForLast state;
    state.count = 6;
    RangeJob job;
    job.fn = waitForLast;
    job.context = &state;
    job.item_count = state.count;
    job.chunk = 1;
    pool.run(job);
    EXPECT_EQ(state.done.load(), 6) << workers;
  }
}

TEST(WorkerPool, ManyTinyJobsBackToBack) {
  // The launch hot path: small jobs in a row reuse one slot; generations
  // must keep late workers from claiming items of the next job.
  WorkerPool pool(3);
  for (int round = 0; round < 20000; ++round) {
    Hits hits(1 + round % 9);
    RangeJob job;
    job.fn = countRange;
    job.context = &hits;
    job.item_count = hits.counts.size();
    pool.run(job);
    ASSERT_TRUE(allOnce(hits)) << round;
  }
}

TEST(WorkerPool, WithoutWorkersTheCallerDoesEverything) {
  WorkerPool pool(0);
  Hits hits(1000);
  RangeJob job;
  job.fn = countRange;
  job.context = &hits;
  job.item_count = 1000;
  job.chunk = 7;
  pool.run(job);
  EXPECT_TRUE(allOnce(hits));
}

TEST(WorkerPool, ConcurrentSubmittersAndIdleSleep) {
  WorkerPool pool(2);
  std::vector<std::thread> submitters;
  std::atomic<int> failures{0};
  for (int t = 0; t < 6; ++t)
    submitters.emplace_back([&, t] {
      for (int round = 0; round < 200; ++round) {
        Hits hits(100 + t * 37 + round);
        RangeJob job;
        job.fn = countRange;
        job.context = &hits;
        job.item_count = hits.counts.size();
        job.chunk = 3;
        job.priority = t % 2 ? -1 : 0;
        pool.run(job);
        if (!allOnce(hits)) failures.fetch_add(1);
      }
    });
  for (auto& s : submitters) s.join();
  EXPECT_EQ(failures.load(), 0);
  // Workers go to sleep when idle and wake for the next job.
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  Hits hits(5000);
  RangeJob job;
  job.fn = countRange;
  job.context = &hits;
  job.item_count = 5000;
  job.chunk = 1;
  pool.run(job);
  EXPECT_TRUE(allOnce(hits));
}

namespace {
std::atomic<int> blocks_seen{0};
std::atomic<int> bad_arena{0};
void arenaBlock(void** /*args*/, const OpenHipLaunchCtx* ctx) {
  blocks_seen.fetch_add(1);
  auto address = reinterpret_cast<uintptr_t>(ctx->shared_arena);
  if (!ctx->shared_arena || address % 64) bad_arena.fetch_add(1);
  // The whole static + dynamic arena must be writable by the block alone.
  auto* bytes = static_cast<unsigned char*>(ctx->shared_arena);
  const uint64_t size = 1008 + ctx->dynamic_shared_size;  // static 1000 rounded up to 16
  for (uint64_t i = 0; i < size; ++i) bytes[i] = static_cast<unsigned char>(ctx->block_idx[0]);
  for (uint64_t i = 0; i < size; ++i)
    if (bytes[i] != static_cast<unsigned char>(ctx->block_idx[0])) bad_arena.fetch_add(1);
  if (!ctx->private_arena || reinterpret_cast<uintptr_t>(ctx->private_arena) % 64) bad_arena.fetch_add(1);
}
}  // namespace

TEST(KernelExecutor, BlocksGetPrivateAlignedArenas) {
  blocks_seen = 0;
  bad_arena = 0;
  WorkerPool pool(3);
  OpenHipKernelEntry entry{"arena", arenaBlock, 1000, 8, 0, 0, 0, nullptr, nullptr};
  const openhip::Kernel kernel = openhip::cpu::describeKernel(entry, 64);
  openhip::KernelLaunch launch;
  launch.kernel = &kernel;
  launch.grid[0] = 200;
  launch.block[0] = 32;
  launch.dynamic_shared = 3000;
  EXPECT_EQ(kernel.sharedBytes(3000), 4008u);
  openhip::cpu::LaunchFaultState faults;
  EXPECT_EQ(openhip::cpu::executeKernel(pool, launch, faults), 0);
  EXPECT_EQ(blocks_seen.load(), 200);
  EXPECT_EQ(bad_arena.load(), 0);
}
