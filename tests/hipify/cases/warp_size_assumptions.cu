// Code that assumes 32-lane warps is reported with its line: the .hip output
// runs with 64-lane wavefronts unless compiled with -mno-wavefrontsize64.
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff
#define WARP_SIZE 32
// STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:9: warning: 'WARP_SIZE' fixes the warp size at 32
constexpr int kWarpSize = 32;
// STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:15: warning: 'kWarpSize' fixes the warp size at 32
__global__ void reduce(const float *in, float *out, unsigned *ballots) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  // STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:72: warning: lane mask '0xffffffff' given to __shfl_down_sync names 32 lanes; the .hip output runs with 64-lane wavefronts: compile it with -mno-wavefrontsize64 (32-lane warps) or write it for warpSize lanes
  int lane = threadIdx.x % 32;
  // STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:26: warning: '% 32' takes a lane index for 32-lane warps
  int warp = threadIdx.x / 32, lane2 = threadIdx.x & 31, warp2 = threadIdx.x >> 5;
  // STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:26: warning: '/ 32' takes a warp index for 32-lane warps
  // STDERR: warp_size_assumptions.cu:[[#@LINE-2]]:52: warning: '& 31' takes a lane index for 32-lane warps
  // STDERR: warp_size_assumptions.cu:[[#@LINE-3]]:78: warning: '>> 5' takes a warp index for 32-lane warps
  unsigned votes = __ballot_sync(FULL_MASK, v > 0.0f);
  // STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:12: warning: the mask from __ballot_sync is stored in 32-bit 'unsigned votes'
  // STDERR: warp_size_assumptions.cu:[[#@LINE-2]]:34: warning: lane mask 'FULL_MASK' (0xffffffff) given to __ballot_sync names 32 lanes
  int count = __popc(__ballot_sync(~0u, lane == 0));
  // STDERR: warp_size_assumptions.cu:[[#@LINE-1]]:15: warning: '__popc' of the mask from __ballot_sync reads 32 lanes (__popcll reads 64)
  // STDERR: warp_size_assumptions.cu:[[#@LINE-2]]:36: warning: lane mask '~0u' given to __ballot_sync names 32 lanes
  if (lane == 0) out[warp] = v + count + lane2 + warp2 + WARP_SIZE + kWarpSize;
  ballots[warp] = votes;
}
// Not reported: sizes that are not lane or warp indices, 64-bit masks and ballots.
__global__ void fine(const int *in, int *out, int n) {
  int blocks = n / 32, rest = n % 32;
  unsigned long long all = __ballot_sync(0xffffffffffffffffull, in[0] > 0);
  auto any = __ballot_sync(__activemask(), in[1] > 0);
  out[0] = blocks + rest + __popcll(all) + __popcll(any) + __shfl_sync(all, in[2], 0);
}
// STDERR-NOT: warning
