// A sorting network across the lanes of a warp, written as HeCBench's
// segsort writes it: each lane holds 8 keys in named registers, and every
// step is a __shfl_xor_sync exchange plus a compare-and-swap, spelled out
// (no loops), all under a work-item dependent `if` (only some lanes have a
// segment). Checks the sort at both warp sizes; driver.shuffle_network_size
// checks that the lowered code stays linear in the number of shuffles (a
// loop around each shuffle once made it quadratic: docs/warp-operations.md).
#include <hip/hip_runtime.h>

#include <algorithm>
#include <vector>

#include "../program_check.h"

#define CMP_SWP(a, b) \
  if ((a) > (b)) {    \
    const int t = a;  \
    a = b;            \
    b = t;            \
  }

// Lane pairs (lane, lane ^ mask) exchange one register each; the lower lane
// keeps the smaller key when `up`, the larger otherwise.
__device__ inline void exchange(int& k, int mask, bool up) {
  const int lane = threadIdx.x % warpSize;
  const int other = __shfl_xor_sync(0xffffffff, k, mask);
  const bool lower = (lane & mask) == 0;
  k = (lower == up) ? min(k, other) : max(k, other);
}

// All eight registers take part in the exchange at distance `mask`.
__device__ inline void exchangeAll(int& k0, int& k1, int& k2, int& k3, int& k4, int& k5, int& k6, int& k7,
                                   int mask, bool up) {
  exchange(k0, mask, up);
  exchange(k1, mask, up);
  exchange(k2, mask, up);
  exchange(k3, mask, up);
  exchange(k4, mask, up);
  exchange(k5, mask, up);
  exchange(k6, mask, up);
  exchange(k7, mask, up);
}

// Sorts 8 keys per lane within the lane, then merges the lanes' columns with
// shuffle exchanges: afterwards register r of every lane holds the r-th
// column of a warp-wide sorted order per register (each register row sorted
// across the lanes of the segment).
__global__ void sortRows(const int* in, int* out, int active_lanes) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int k0 = 0, k1 = 0, k2 = 0, k3 = 0, k4 = 0, k5 = 0, k6 = 0, k7 = 0;
  const int warp_base = gid / warpSize * warpSize;
  if (warp_base < active_lanes) {  // whole warps: every lane of an active warp takes part
    k0 = in[8 * gid + 0];
    k1 = in[8 * gid + 1];
    k2 = in[8 * gid + 2];
    k3 = in[8 * gid + 3];
    k4 = in[8 * gid + 4];
    k5 = in[8 * gid + 5];
    k6 = in[8 * gid + 6];
    k7 = in[8 * gid + 7];
    // Bitonic sort of each register row across the warp, every stage spelled
    // out (up to 8 x 21 shuffles in a row at warp size 64).
    const int lane = threadIdx.x % warpSize;
#define STAGE(size, stride)                                                                   \
  if ((size) <= warpSize && (stride) >= 1)                                                    \
    exchangeAll(k0, k1, k2, k3, k4, k5, k6, k7, stride, (lane & (size)) == 0 || (size) == warpSize);
    STAGE(2, 1)
    STAGE(4, 2) STAGE(4, 1)
    STAGE(8, 4) STAGE(8, 2) STAGE(8, 1)
    STAGE(16, 8) STAGE(16, 4) STAGE(16, 2) STAGE(16, 1)
    STAGE(32, 16) STAGE(32, 8) STAGE(32, 4) STAGE(32, 2) STAGE(32, 1)
    STAGE(64, 32) STAGE(64, 16) STAGE(64, 8) STAGE(64, 4) STAGE(64, 2) STAGE(64, 1)
#undef STAGE
    // Then the registers of each lane, in place (a network of 19 swaps).
    CMP_SWP(k0, k1) CMP_SWP(k2, k3) CMP_SWP(k4, k5) CMP_SWP(k6, k7)
    CMP_SWP(k0, k2) CMP_SWP(k1, k3) CMP_SWP(k4, k6) CMP_SWP(k5, k7)
    CMP_SWP(k1, k2) CMP_SWP(k5, k6) CMP_SWP(k0, k4) CMP_SWP(k3, k7)
    CMP_SWP(k1, k5) CMP_SWP(k2, k6)
    CMP_SWP(k1, k4) CMP_SWP(k3, k6)
    CMP_SWP(k2, k4) CMP_SWP(k3, k5)
    CMP_SWP(k3, k4)
  }
  out[8 * gid + 0] = k0;
  out[8 * gid + 1] = k1;
  out[8 * gid + 2] = k2;
  out[8 * gid + 3] = k3;
  out[8 * gid + 4] = k4;
  out[8 * gid + 5] = k5;
  out[8 * gid + 6] = k6;
  out[8 * gid + 7] = k7;
}

int main() {
  int warp = 0;
  HIP_CHECK(hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, 0));
  const int threads = 128, blocks = 3, lanes = threads * blocks;
  const int active_lanes = lanes - 2 * warp;  // the last two warps skip the sort
  std::vector<int> host_in(8 * lanes);
  unsigned state = 12345;
  for (int& v : host_in) {
    state = state * 1103515245u + 12345u;
    v = static_cast<int>(state >> 8) % 1000 - 500;
  }
  int *in, *out;
  HIP_CHECK(hipMalloc(&in, host_in.size() * sizeof(int)));
  HIP_CHECK(hipMalloc(&out, host_in.size() * sizeof(int)));
  HIP_CHECK(hipMemcpy(in, host_in.data(), host_in.size() * sizeof(int), hipMemcpyHostToDevice));
  sortRows<<<blocks, threads>>>(in, out, active_lanes);
  HIP_CHECK_LAUNCH();
  std::vector<int> host_out(host_in.size());
  HIP_CHECK(hipMemcpy(host_out.data(), out, host_out.size() * sizeof(int), hipMemcpyDeviceToHost));

  // Reference: per warp, each register row sorted across the lanes, then
  // each lane's 8 values sorted.
  std::vector<int> expected(host_in.size(), 0);
  for (int base = 0; base < active_lanes; base += warp) {
    for (int r = 0; r < 8; ++r) {
      std::vector<int> row(warp);
      for (int l = 0; l < warp; ++l) row[l] = host_in[8 * (base + l) + r];
      std::sort(row.begin(), row.end());
      for (int l = 0; l < warp; ++l) expected[8 * (base + l) + r] = row[l];
    }
    for (int l = 0; l < warp; ++l) std::sort(&expected[8 * (base + l)], &expected[8 * (base + l)] + 8);
  }
  Checker check;
  for (size_t i = 0; i < host_out.size(); ++i) check.expect_eq("sorted value", static_cast<int>(i), host_out[i], expected[i]);
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
  return check.finish();
}
