// Cooperative groups, part 2: the whole grid (`grid_group`, this_grid()) and
// every grid of a multi-device launch (`multi_grid_group`,
// this_multi_grid()). Their sync() is only valid in a kernel launched with
// hipLaunchCooperativeKernel (resp. ...MultiDevice): the runtime then runs
// every block on its own thread and the barrier below is real
// (src/runtime/cpu/cooperative_executor.h). Elsewhere is_valid() is false and
// sync() returns without synchronizing, after a message on stderr.
#ifndef OPENHIP_COOPERATIVE_GROUPS_GRID_GROUP_H
#define OPENHIP_COOPERATIVE_GROUPS_GRID_GROUP_H

#include <openhip/cooperative_groups/thread_group.h>

// Provided by libopenhip; the lowered kernel calls them (one work-item per
// block calls the sync functions, between two block barriers). The queries
// are `const`: their value does not change while a block runs.
extern "C" {
__device__ void __openhip_grid_sync(void);
__device__ __attribute__((const)) int __openhip_grid_is_valid(void);
__device__ void __openhip_multi_grid_sync(void);
__device__ __attribute__((const)) int __openhip_multi_grid_is_valid(void);
__device__ __attribute__((const)) uint32_t __openhip_multi_grid_num_grids(void);
__device__ __attribute__((const)) uint32_t __openhip_multi_grid_rank(void);
__device__ __attribute__((const)) uint64_t __openhip_multi_grid_thread_offset(void);
__device__ __attribute__((const)) uint64_t __openhip_multi_grid_size(void);
}

namespace cooperative_groups {

/// Thread counts and ranks of grid groups: 32-bit as in HIP, 64-bit in CUDA
/// sources as in CUDA.
#if defined(__OPENHIP_CUDA_SOURCE__)
typedef unsigned long long __grid_count_t;
#else
typedef uint32_t __grid_count_t;
#endif

namespace internal {
namespace grid {
__CG_STATIC_QUALIFIER__ uint64_t block_rank() {
  return blockIdx.x + static_cast<uint64_t>(gridDim.x) * (blockIdx.y + static_cast<uint64_t>(gridDim.y) * blockIdx.z);
}
__CG_STATIC_QUALIFIER__ uint64_t num_blocks() {
  return static_cast<uint64_t>(gridDim.x) * gridDim.y * gridDim.z;
}
__CG_STATIC_QUALIFIER__ uint64_t size() { return num_blocks() * workgroup::size(); }
__CG_STATIC_QUALIFIER__ uint64_t thread_rank() {
  return block_rank() * workgroup::size() + workgroup::thread_rank();
}
__CG_STATIC_QUALIFIER__ bool is_valid() { return __openhip_grid_is_valid() != 0; }
/// Block barrier, then one thread per block meets the other blocks, then a
/// block barrier releases the rest of the block.
__CG_STATIC_QUALIFIER__ void sync() {
  __syncthreads();
  if (workgroup::thread_rank() == 0) __openhip_grid_sync();
  __syncthreads();
}
}  // namespace grid

namespace multi_grid {
__CG_STATIC_QUALIFIER__ uint64_t thread_rank() {
  return __openhip_multi_grid_thread_offset() + grid::thread_rank();
}
__CG_STATIC_QUALIFIER__ void sync() {
  __syncthreads();
  if (workgroup::thread_rank() == 0) __openhip_multi_grid_sync();
  __syncthreads();
}
}  // namespace multi_grid
}  // namespace internal

/// All threads of the grid.
class grid_group : public thread_group {
  friend __CG_QUALIFIER__ grid_group this_grid();
  explicit __CG_QUALIFIER__ grid_group(uint32_t size) : thread_group(internal::cg_grid, size) {}

 public:
  __CG_STATIC_QUALIFIER__ __grid_count_t size() { return static_cast<__grid_count_t>(internal::grid::size()); }
  __CG_STATIC_QUALIFIER__ __grid_count_t num_threads() { return size(); }
  __CG_STATIC_QUALIFIER__ __grid_count_t thread_rank() {
    return static_cast<__grid_count_t>(internal::grid::thread_rank());
  }
  /// True only in a kernel launched with hipLaunchCooperativeKernel(MultiDevice).
  __CG_STATIC_QUALIFIER__ bool is_valid() { return internal::grid::is_valid(); }
  /// Waits for every thread of the grid; makes their earlier writes visible.
  __CG_STATIC_QUALIFIER__ void sync() { internal::grid::sync(); }
  __CG_STATIC_QUALIFIER__ dim3 group_dim() { return internal::workgroup::group_dim(); }
  __CG_STATIC_QUALIFIER__ dim3 dim_threads() { return internal::workgroup::group_dim(); }
  __CG_STATIC_QUALIFIER__ dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __CG_STATIC_QUALIFIER__ dim3 block_index() { return internal::workgroup::group_index(); }
  __CG_STATIC_QUALIFIER__ __grid_count_t num_blocks() {
    return static_cast<__grid_count_t>(internal::grid::num_blocks());
  }
  __CG_STATIC_QUALIFIER__ __grid_count_t block_rank() {
    return static_cast<__grid_count_t>(internal::grid::block_rank());
  }
};

__CG_QUALIFIER__ grid_group this_grid() {
  return grid_group(static_cast<uint32_t>(internal::grid::size()));
}

/// All threads of all grids of a hipLaunchCooperativeKernelMultiDevice launch.
class multi_grid_group : public thread_group {
  friend __CG_QUALIFIER__ multi_grid_group this_multi_grid();
  explicit __CG_QUALIFIER__ multi_grid_group(uint32_t size)
      : thread_group(internal::cg_multi_grid, size) {}

 public:
  /// Number of grids (devices) in the launch; 0 outside such a launch.
  __CG_STATIC_QUALIFIER__ uint32_t num_grids() { return __openhip_multi_grid_num_grids(); }
  /// Index of this grid in the launch's parameter list.
  __CG_STATIC_QUALIFIER__ uint32_t grid_rank() { return __openhip_multi_grid_rank(); }
  __CG_STATIC_QUALIFIER__ __grid_count_t size() {
    return static_cast<__grid_count_t>(__openhip_multi_grid_size());
  }
  __CG_STATIC_QUALIFIER__ __grid_count_t num_threads() { return size(); }
  __CG_STATIC_QUALIFIER__ __grid_count_t thread_rank() {
    return static_cast<__grid_count_t>(internal::multi_grid::thread_rank());
  }
  __CG_STATIC_QUALIFIER__ bool is_valid() { return __openhip_multi_grid_is_valid() != 0; }
  __CG_STATIC_QUALIFIER__ void sync() { internal::multi_grid::sync(); }
};

__CG_QUALIFIER__ multi_grid_group this_multi_grid() {
  return multi_grid_group(static_cast<uint32_t>(__openhip_multi_grid_size()));
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_GRID_GROUP_H
