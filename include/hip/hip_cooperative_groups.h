// Cooperative groups (namespace cooperative_groups, HIP's and CUDA's names):
// thread_block, grid_group, multi_grid_group, thread_block_tile<N>, dynamic
// tiles, coalesced_group and the free functions sync/group_size/thread_rank/
// is_valid. Device code only; compiled by hipcc. grid_group::sync() needs a
// launch with hipLaunchCooperativeKernel. See docs/cooperative-groups.md.
#ifndef HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUPS_H
#define HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUPS_H

#include <hip/hip_runtime.h>

#if defined(__cplusplus) && defined(__clang__) && defined(__CUDA__)
#include <openhip/cooperative_groups/thread_group.h>
#include <openhip/cooperative_groups/grid_group.h>
#include <openhip/cooperative_groups/tiles.h>
#include <openhip/cooperative_groups/coalesced_group.h>
#include <openhip/cooperative_groups/group_dispatch.h>
#endif

#endif  // HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUPS_H
