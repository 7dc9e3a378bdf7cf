// coalesced_threads() inside divergent branches: the group is the active
// lanes of the warp, with dense ranks; size, thread_rank, shfl by rank,
// shfl_up/down by rank, ballot over ranks, any/all, cg::reduce, and a
// tiled_partition of the coalesced group. Also the whole warp in converged
// code.
#include <hip/hip_cooperative_groups.h>
#include <openhip/cooperative_groups/reduce.h>

#include <algorithm>
#include <vector>

#include "cooperative_check.h"

namespace cg = cooperative_groups;

struct Record {
  unsigned size, rank;
  int from_rank0, from_last, down1, up2, sum;
  unsigned long long ballot_even_value;
  int any_big, all_member, valid;
  unsigned sub_size, sub_rank;
  unsigned warp_size, warp_rank;
};

__host__ __device__ int valueOf(unsigned t) { return static_cast<int>(t * 3 + 1); }

// Threads with t % 3 == 0 take one branch, the others the other branch.
__global__ void divergent(Record* out) {
  const unsigned t = threadIdx.x;
  Record& r = out[blockIdx.x * blockDim.x + t];
  const int v = valueOf(t);
  if (t % 3 == 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    r.size = g.size();
    r.rank = g.thread_rank();
    r.from_rank0 = g.shfl(v, 0);
    r.from_last = g.shfl(v, static_cast<int>(g.size()) - 1);
    r.down1 = g.shfl_down(v, 1);
    r.up2 = g.shfl_up(v, 2);
    r.sum = cg::reduce(g, v, cg::plus<int>());
    r.ballot_even_value = g.ballot(v % 2 == 0);
    r.any_big = g.any(v > 150);
    r.all_member = g.all(t % 3 == 0);
    r.valid = g.is_valid();
    cg::coalesced_group sub = cg::tiled_partition(g, 4);
    r.sub_size = sub.size();
    r.sub_rank = sub.thread_rank();
  } else {
    cg::coalesced_group g = cg::coalesced_threads();
    r.size = g.size();
    r.rank = g.thread_rank();
    r.sum = cg::reduce(g, v, cg::plus<int>());
  }
}

// Converged code: the whole warp (a partial one in the block's last warp).
__global__ void converged(Record* out) {
  Record& r = out[blockIdx.x * blockDim.x + threadIdx.x];
  cg::coalesced_group all = cg::coalesced_threads();
  r.warp_size = all.size();
  r.warp_rank = all.thread_rank();
}

int main() {
  Checker check;
  const unsigned threads = 200, blocks = 2;  // the last warp is partial
  const unsigned warp = warpSize;
  Record* d = nullptr;
  HIP_CHECK(hipMalloc(&d, sizeof(Record) * threads * blocks));
  HIP_CHECK(hipMemset(d, 0, sizeof(Record) * threads * blocks));
  hipLaunchKernelGGL(divergent, dim3(blocks), dim3(threads), 0, 0, d);
  HIP_CHECK_LAUNCH();
  hipLaunchKernelGGL(converged, dim3(blocks), dim3(threads), 0, 0, d);
  HIP_CHECK_LAUNCH();
  std::vector<Record> h(threads * blocks);
  HIP_CHECK(hipMemcpy(h.data(), d, sizeof(Record) * h.size(), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  for (unsigned i = 0; i < threads * blocks; ++i) {
    const unsigned t = i % threads;
    const unsigned first = t / warp * warp, last = std::min(first + warp, threads);
    std::vector<unsigned> members;  // threads of the same warp in the same branch
    for (unsigned u = first; u < last; ++u)
      if ((u % 3 == 0) == (t % 3 == 0)) members.push_back(u);
    unsigned rank = 0;
    while (members[rank] != t) ++rank;
    const unsigned size = static_cast<unsigned>(members.size());
    const Record& r = h[i];
    int sum = 0;
    for (unsigned u : members) sum += valueOf(u);
    check.expect_eq("size", i, r.size, size);
    check.expect_eq("thread_rank", i, r.rank, rank);
    check.expect_eq("reduce sum", i, r.sum, sum);
    check.expect_eq("whole warp size", i, r.warp_size, last - first);
    check.expect_eq("whole warp rank", i, r.warp_rank, t - first);
    if (t % 3 != 0) continue;
    check.expect_eq("shfl(0)", i, r.from_rank0, valueOf(members[0]));
    check.expect_eq("shfl(last)", i, r.from_last, valueOf(members[size - 1]));
    check.expect_eq("shfl_down(1)", i, r.down1, rank + 1 < size ? valueOf(members[rank + 1]) : valueOf(t));
    check.expect_eq("shfl_up(2)", i, r.up2, rank >= 2 ? valueOf(members[rank - 2]) : valueOf(t));
    unsigned long long even = 0;
    bool big = false;
    for (unsigned k = 0; k < size; ++k) {
      if (valueOf(members[k]) % 2 == 0) even |= 1ull << k;
      big |= valueOf(members[k]) > 150;
    }
    check.expect_eq("ballot", i, r.ballot_even_value, even);
    check.expect_eq("any", i, r.any_big, big ? 1 : 0);
    check.expect_eq("all", i, r.all_member, 1);
    check.expect_eq("is_valid", i, r.valid, 1);
    const unsigned sub_first = rank / 4 * 4;
    check.expect_eq("tiled_partition size", i, r.sub_size, std::min(4u, size - sub_first));
    check.expect_eq("tiled_partition rank", i, r.sub_rank, rank % 4);
  }
  return check.finish();
}
