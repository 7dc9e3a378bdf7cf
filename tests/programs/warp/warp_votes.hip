// __ballot, __any, __all, __activemask and their _sync forms consider exactly
// the lanes active at the call: all threads, `if (lane < 16)`,
// `if (warp == 0)`, scattered lanes, lanes left after an early return, in
// blocks whose last warp is partial. Also __syncwarp ordering warp-private
// shared-memory traffic.
#include "warp_test_util.h"

#include <vector>

enum Pattern { All, LowLanes, FirstWarp, Scattered, EarlyReturn, PatternCount };

__host__ __device__ inline bool is_active(int pattern, int id, int lane, int warp) {
  switch (pattern) {
    case LowLanes: return lane < 16;
    case FirstWarp: return warp == 0;
    case Scattered: return id % 3 != 0;
    case EarlyReturn: return id < 75;
    default: return true;
  }
}

__host__ __device__ inline bool predicate_of(int id) { return id * 5 % 7 < 3; }

struct Votes {
  unsigned long long ballot, active, ballotSync, activeSync;
  int any, all, allTrue, anySync, allSync;
};

constexpr unsigned long long SyncMask = 0x0F0F0F0F0F0F0F0Full;

__device__ void vote(Votes* out, int id) {
  Votes v;
  v.ballot = __ballot(predicate_of(id));
  v.any = __any(predicate_of(id));
  v.all = __all(predicate_of(id));
  v.allTrue = __all(id >= 0);
  v.active = __activemask();
  v.ballotSync = __ballot_sync(static_cast<__openhip_lane_mask_t>(SyncMask), predicate_of(id));
  v.anySync = __any_sync(SyncMask, predicate_of(id));
  v.allSync = __all_sync(static_cast<unsigned>(SyncMask), predicate_of(id));
  v.activeSync = __ballot_sync(~0ull, 1);
  out[id] = v;
}

__global__ void votes(Votes* out, int pattern) {
  const int id = linear_thread_id();
  const int lane = __lane_id();
  const int warp = id / warpSize;
  if (pattern == EarlyReturn) {
    if (id >= 75) return;
    vote(out, id);
    return;
  }
  if (is_active(pattern, id, lane, warp)) vote(out, id);
}

// Each lane writes its slot, __syncwarp, then reads its neighbour's (within
// the warp, rotating); twice, so the second round sees the first's result.
__global__ void syncwarp_exchange(int* out) {
  __shared__ int slots[1024];
  const int id = linear_thread_id();
  const int threads = blockDim.x * blockDim.y;
  const int base = id / warpSize * warpSize;
  const int size = threads - base < warpSize ? threads - base : warpSize;
  const int neighbour = base + (id - base + 1) % size;
  slots[id] = id * 10;
  __syncwarp();
  int got = slots[neighbour];
  __syncwarp();
  slots[id] = got + 1;
  __syncwarp();
  out[id] = slots[neighbour];
}

void check_votes(Checker& check, int ws, dim3 block) {
  const int threads = block.x * block.y;
  Votes* d_out = nullptr;
  HIP_CHECK(hipMalloc(&d_out, threads * sizeof(Votes)));
  std::vector<Votes> out(threads);
  for (int pattern = 0; pattern < PatternCount; ++pattern) {
    HIP_CHECK(hipMemset(d_out, 0xAB, threads * sizeof(Votes)));
    votes<<<1, block>>>(d_out, pattern);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(out.data(), d_out, threads * sizeof(Votes), hipMemcpyDeviceToHost));
    for (int id = 0; id < threads; ++id) {
      const int lane = id % ws, warp = id / ws;
      if (!is_active(pattern, id, lane, warp)) continue;
      unsigned long long ballot = 0, active = 0;
      for (int other = warp * ws; other < (warp + 1) * ws && other < threads; ++other) {
        if (!is_active(pattern, other, other % ws, warp)) continue;
        active |= 1ull << (other % ws);
        if (predicate_of(other)) ballot |= 1ull << (other % ws);
      }
      const unsigned long long laneMask = ws == 64 ? ~0ull : 0xFFFFFFFFull;
      const unsigned long long syncMask = SyncMask & laneMask;
      const Votes& v = out[id];
      char what[96];
      std::snprintf(what, sizeof what, "pattern %d block %ux%u thread", pattern, block.x, block.y);
      check.expect_eq(what, id, v.ballot, ballot);
      check.expect_eq(what, id, v.active, active);
      check.expect_eq(what, id, v.any, ballot != 0);
      check.expect_eq(what, id, v.all, ballot == active);
      check.expect_eq(what, id, v.allTrue, 1);
      check.expect_eq(what, id, v.ballotSync, ballot & syncMask);
      check.expect_eq(what, id, v.anySync, (ballot & syncMask) != 0);
      check.expect_eq(what, id, v.allSync, (ballot & syncMask) == (active & syncMask));
      check.expect_eq(what, id, v.activeSync, active);
    }
  }
  HIP_CHECK(hipFree(d_out));
}

void check_syncwarp(Checker& check, int ws, dim3 block) {
  const int threads = block.x * block.y;
  int* d_out = nullptr;
  HIP_CHECK(hipMalloc(&d_out, threads * sizeof(int)));
  std::vector<int> out(threads);
  syncwarp_exchange<<<1, block>>>(d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, threads * sizeof(int), hipMemcpyDeviceToHost));
  for (int id = 0; id < threads; ++id) {
    const int base = id / ws * ws;
    const int size = threads - base < ws ? threads - base : ws;
    const int n1 = base + (id - base + 1) % size;
    const int n2 = base + (n1 - base + 1) % size;
    check.expect_eq("syncwarp exchange", id, out[id], n2 * 10 + 1);
  }
  HIP_CHECK(hipFree(d_out));
}

int main() {
  Checker check;
  const int ws = device_warp_size();
  for (dim3 block : {dim3(100), dim3(128), dim3(16, 9), dim3(1)}) {
    check_votes(check, ws, block);
    check_syncwarp(check, ws, block);
  }
  return check.finish();
}
