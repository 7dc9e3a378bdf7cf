// Thread, lane and warp utilities (CUB's util_ptx): ids, lane masks, block and
// warp synchronization, logical-warp shuffles and bit-field helpers.
#ifndef HIPCUB_UTIL_PTX_HPP_
#define HIPCUB_UTIL_PTX_HPP_

#include "config.hpp"
#include "util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

/// The lane mask type of this build's warp width (32- or 64-bit).
using lane_mask_t = conditional_t<HIPCUB_WARP_THREADS == 64, unsigned long long, unsigned int>;

__device__ inline unsigned int RowMajorTid(int block_dim_x, int block_dim_y, int block_dim_z) {
  return ((block_dim_z == 1) ? 0u : threadIdx.z * block_dim_x * block_dim_y) +
         ((block_dim_y == 1) ? 0u : threadIdx.y * block_dim_x) + threadIdx.x;
}

__device__ inline unsigned int LaneId() { return __lane_id(); }

/// The warp's index in its block (warps formed from the linear thread id).
__device__ inline unsigned int WarpId() {
  return RowMajorTid(blockDim.x, blockDim.y, blockDim.z) / HIPCUB_WARP_THREADS;
}

__device__ inline lane_mask_t LaneMaskLt() { return static_cast<lane_mask_t>((1ull << LaneId()) - 1); }
__device__ inline lane_mask_t LaneMaskLe() { return static_cast<lane_mask_t>(((1ull << LaneId()) << 1) - 1); }
__device__ inline lane_mask_t LaneMaskGt() { return static_cast<lane_mask_t>(~LaneMaskLe()); }
__device__ inline lane_mask_t LaneMaskGe() { return static_cast<lane_mask_t>(~LaneMaskLt()); }

__device__ inline void CTA_SYNC() { __syncthreads(); }
__device__ inline int CTA_SYNC_AND(int p) { return __syncthreads_and(p); }
__device__ inline int CTA_SYNC_OR(int p) { return __syncthreads_or(p); }
__device__ inline void WARP_SYNC(unsigned long long member_mask = ~0ull) { __syncwarp(member_mask); }
__device__ inline int WARP_ANY(int predicate, unsigned long long member_mask = ~0ull) {
  return __any_sync(member_mask, predicate);
}
__device__ inline int WARP_ALL(int predicate, unsigned long long member_mask = ~0ull) {
  return __all_sync(member_mask, predicate);
}
__device__ inline lane_mask_t WARP_BALLOT(int predicate, unsigned long long member_mask = ~0ull) {
  return static_cast<lane_mask_t>(__ballot_sync(member_mask, predicate));
}

/// `input` of lane `lane - src_offset` of the caller's logical warp when that
/// lane is at or above `first_thread`; otherwise the caller's own `input`.
template <int LOGICAL_WARP_THREADS, typename T>
__device__ inline T ShuffleUp(T input, int src_offset, int first_thread, unsigned long long member_mask) {
  (void)member_mask;
  const int lane = static_cast<int>(LaneId() % LOGICAL_WARP_THREADS);
  const int source = lane - src_offset;
  return __shfl(input, source >= first_thread ? source : lane, LOGICAL_WARP_THREADS);
}

/// `input` of lane `lane + src_offset` of the caller's logical warp when that
/// lane is at or below `last_thread`; otherwise the caller's own `input`.
template <int LOGICAL_WARP_THREADS, typename T>
__device__ inline T ShuffleDown(T input, int src_offset, int last_thread, unsigned long long member_mask) {
  (void)member_mask;
  const int lane = static_cast<int>(LaneId() % LOGICAL_WARP_THREADS);
  const int source = lane + src_offset;
  return __shfl(input, source <= last_thread ? source : lane, LOGICAL_WARP_THREADS);
}

/// `input` of lane `src_lane` of the caller's logical warp.
template <int LOGICAL_WARP_THREADS, typename T>
__device__ inline T ShuffleIndex(T input, int src_lane, unsigned long long member_mask) {
  (void)member_mask;
  return __shfl(input, src_lane, LOGICAL_WARP_THREADS);
}

/// Bit-field extract: `num_bits` bits of `source` from `bit_start`.
template <typename UnsignedBits>
__host__ __device__ inline unsigned int BFE(UnsignedBits source, unsigned int bit_start, unsigned int num_bits) {
  if (num_bits == 0) return 0;
  const unsigned long long bits = static_cast<unsigned long long>(source) >> bit_start;
  return static_cast<unsigned int>(num_bits >= 32 ? bits : bits & ((1ull << num_bits) - 1));
}

/// Bit-field insert: `y` with `num_bits` bits of `x` placed at `bit_start`.
__host__ __device__ inline void BFI(unsigned int& ret, unsigned int x, unsigned int y, unsigned int bit_start,
                                    unsigned int num_bits) {
  const unsigned int mask = (num_bits >= 32 ? ~0u : ((1u << num_bits) - 1)) << bit_start;
  ret = (y & ~mask) | ((x << bit_start) & mask);
}

__host__ __device__ inline unsigned int IADD3(unsigned int x, unsigned int y, unsigned int z) { return x + y + z; }
__host__ __device__ inline unsigned int SHR_ADD(unsigned int x, unsigned int shift, unsigned int addend) {
  return (x >> shift) + addend;
}
__host__ __device__ inline unsigned int SHL_ADD(unsigned int x, unsigned int shift, unsigned int addend) {
  return (x << shift) + addend;
}

/// Byte permute (PTX prmt): selects bytes of {b, a} by the nibbles of `index`.
__host__ __device__ inline int PRMT(unsigned int a, unsigned int b, unsigned int index) {
  const unsigned long long bytes = (static_cast<unsigned long long>(b) << 32) | a;
  unsigned int result = 0;
  for (int i = 0; i < 4; ++i) {
    const unsigned int selector = (index >> (4 * i)) & 0x7;
    result |= static_cast<unsigned int>((bytes >> (8 * selector)) & 0xff) << (8 * i);
  }
  return static_cast<int>(result);
}

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_UTIL_PTX_HPP_
