// Cooperative groups, part 1: the common base `thread_group`, the block
// (`thread_block`, this_thread_block()) and the index helpers every group
// uses. Included through <hip/hip_cooperative_groups.h>; see
// docs/cooperative-groups.md for what each group means on the CPU device.
#ifndef OPENHIP_COOPERATIVE_GROUPS_THREAD_GROUP_H
#define OPENHIP_COOPERATIVE_GROUPS_THREAD_GROUP_H

#include <hip/hip_common.h>
#include <openhip/builtin_variables.h>
#include <openhip/warp_functions.h>

#include <stdint.h>

#if !defined(__CG_QUALIFIER__)
#define __CG_QUALIFIER__ __device__ __forceinline__
#endif
#if !defined(__CG_STATIC_QUALIFIER__)
#define __CG_STATIC_QUALIFIER__ __device__ static __forceinline__
#endif

namespace cooperative_groups {

/// A lane mask as wide as the warp (64 bits for HIP sources, 32 for CUDA ones).
typedef __openhip_lane_mask_t lane_mask;

namespace internal {

/// The kinds of group a `thread_group` can hold (HIP's names and order).
typedef enum {
  cg_invalid,
  cg_multi_grid,
  cg_grid,
  cg_workgroup,
  cg_tiled_group,
  cg_coalesced_group
} group_type;

namespace workgroup {
__CG_STATIC_QUALIFIER__ uint32_t size() { return blockDim.x * blockDim.y * blockDim.z; }
/// Linear rank in the block, x fastest (the order warps are formed in).
__CG_STATIC_QUALIFIER__ uint32_t thread_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__CG_STATIC_QUALIFIER__ dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
__CG_STATIC_QUALIFIER__ dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
__CG_STATIC_QUALIFIER__ dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
__CG_STATIC_QUALIFIER__ void sync() { __syncthreads(); }
}  // namespace workgroup

/// Lanes [first, first + count) of a warp as a mask (count <= warpSize).
__CG_STATIC_QUALIFIER__ unsigned long long lane_range(unsigned first, unsigned count) {
  const unsigned long long ones = count >= 64 ? ~0ull : ((1ull << count) - 1);
  return ones << first;
}

/// Rank of the caller among the set lanes of `mask` (the lanes below it).
__CG_STATIC_QUALIFIER__ unsigned rank_in_mask(unsigned long long mask) {
  const unsigned lane = __lane_id();
  return static_cast<unsigned>(__builtin_popcountll(mask & lane_range(0, lane)));
}

/// The lane of the rank-th set bit of `mask`; -1 if there is none. (No early
/// exit: a fixed-trip loop is cheaper to lower than one that leaves early.)
__CG_STATIC_QUALIFIER__ int lane_of_rank(unsigned long long mask, unsigned rank) {
  int result = -1;
  unsigned seen = 0;
  for (int lane = 0; lane < __OPENHIP_WARP_SIZE__; ++lane) {
    const unsigned member = static_cast<unsigned>((mask >> lane) & 1);
    result = (member && seen == rank) ? lane : result;
    seen += member;
  }
  return result;
}

}  // namespace internal

class thread_group;
class thread_block;
__CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent, unsigned int tile_size);
__CG_QUALIFIER__ thread_group tiled_partition(const thread_block& parent, unsigned int tile_size);

/// The base of every group. A derived group converts to it (by value) and
/// keeps its behaviour: size(), thread_rank(), sync() and is_valid() look at
/// the kind of group it was made from.
class thread_group {
 protected:
  uint32_t _type;
  uint32_t _size;
  /// Coalesced groups: the member lanes of the caller's warp.
  unsigned long long _mask;

  __CG_QUALIFIER__ thread_group(internal::group_type type, uint32_t size, unsigned long long mask = 0)
      : _type(type), _size(size), _mask(mask) {}

  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent,
                                                       unsigned int tile_size);
  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_block& parent,
                                                       unsigned int tile_size);
  friend class thread_block;

 public:
  /// Number of threads in the group.
  __CG_QUALIFIER__ uint32_t size() const { return _size; }
  __CG_QUALIFIER__ uint32_t num_threads() const { return _size; }
  __CG_QUALIFIER__ unsigned int cg_type() const { return _type; }
  /// Rank of the calling thread in [0, size()).
  __CG_QUALIFIER__ uint32_t thread_rank() const;
  __CG_QUALIFIER__ bool is_valid() const;
  /// Waits for every thread of the group.
  __CG_QUALIFIER__ void sync() const;
};

/// The threads of the calling block.
class thread_block : public thread_group {
  friend __CG_QUALIFIER__ thread_block this_thread_block();
  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent,
                                                       unsigned int tile_size);
  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_block& parent,
                                                       unsigned int tile_size);

  explicit __CG_QUALIFIER__ thread_block(uint32_t size)
      : thread_group(internal::cg_workgroup, size) {}

 public:
  /// blockIdx of the block.
  __CG_STATIC_QUALIFIER__ dim3 group_index() { return internal::workgroup::group_index(); }
  /// threadIdx of the calling thread.
  __CG_STATIC_QUALIFIER__ dim3 thread_index() { return internal::workgroup::thread_index(); }
  /// blockDim.
  __CG_STATIC_QUALIFIER__ dim3 group_dim() { return internal::workgroup::group_dim(); }
  __CG_STATIC_QUALIFIER__ dim3 dim_threads() { return internal::workgroup::group_dim(); }
  __CG_STATIC_QUALIFIER__ uint32_t size() { return internal::workgroup::size(); }
  __CG_STATIC_QUALIFIER__ uint32_t num_threads() { return internal::workgroup::size(); }
  __CG_STATIC_QUALIFIER__ uint32_t thread_rank() { return internal::workgroup::thread_rank(); }
  __CG_STATIC_QUALIFIER__ bool is_valid() { return true; }
  /// __syncthreads().
  __CG_STATIC_QUALIFIER__ void sync() { internal::workgroup::sync(); }
};

__CG_QUALIFIER__ thread_block this_thread_block() {
  return thread_block(internal::workgroup::size());
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_THREAD_GROUP_H
