// Cooperative groups, part 5: what a plain `thread_group` (a group passed
// by value as the base type) does, by the kind of group it was made from,
// and the free functions sync(g), group_size(g), thread_rank(g), is_valid(g).
#ifndef OPENHIP_COOPERATIVE_GROUPS_GROUP_DISPATCH_H
#define OPENHIP_COOPERATIVE_GROUPS_GROUP_DISPATCH_H

#include <openhip/cooperative_groups/coalesced_group.h>
#include <openhip/cooperative_groups/grid_group.h>
#include <openhip/cooperative_groups/tiles.h>

namespace cooperative_groups {

__CG_QUALIFIER__ uint32_t thread_group::thread_rank() const {
  switch (_type) {
    case internal::cg_multi_grid: return static_cast<uint32_t>(internal::multi_grid::thread_rank());
    case internal::cg_grid: return static_cast<uint32_t>(internal::grid::thread_rank());
    case internal::cg_workgroup: return internal::workgroup::thread_rank();
    case internal::cg_tiled_group: return internal::workgroup::thread_rank() & (_size - 1);
    case internal::cg_coalesced_group: return internal::rank_in_mask(_mask);
    default: return 0;
  }
}

__CG_QUALIFIER__ bool thread_group::is_valid() const {
  switch (_type) {
    case internal::cg_multi_grid: return __openhip_multi_grid_is_valid() != 0;
    case internal::cg_grid: return internal::grid::is_valid();
    case internal::cg_workgroup:
    case internal::cg_tiled_group: return true;
    case internal::cg_coalesced_group: return _size != 0;
    default: return false;
  }
}

__CG_QUALIFIER__ void thread_group::sync() const {
  switch (_type) {
    case internal::cg_multi_grid: internal::multi_grid::sync(); break;
    case internal::cg_grid: internal::grid::sync(); break;
    case internal::cg_workgroup: __syncthreads(); break;
    case internal::cg_tiled_group: internal::tile_sync(_size); break;
    case internal::cg_coalesced_group: __syncwarp(); break;
    default: break;
  }
}

/// Dynamic partition of any group: a block (or grid: its block) into
/// tiled groups, a tile into smaller tiles, a coalesced group into
/// coalesced groups of consecutive ranks.
__CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent, unsigned int tile_size) {
  switch (parent._type) {
    case internal::cg_coalesced_group:
      return tiled_partition(static_cast<const coalesced_group&>(parent), tile_size);
    case internal::cg_tiled_group:
      if (!internal::valid_tile_size(tile_size)) return thread_group(internal::cg_invalid, 0);
      if (tile_size >= parent._size) return parent;
      return thread_group(internal::cg_tiled_group, tile_size, parent._size);
    case internal::cg_invalid: return parent;
    default:
      if (!internal::valid_tile_size(tile_size)) return thread_group(internal::cg_invalid, 0);
      return thread_group(internal::cg_tiled_group, tile_size, internal::workgroup::size());
  }
}

template <class GroupT>
__CG_QUALIFIER__ uint32_t group_size(const GroupT& g) {
  return static_cast<uint32_t>(g.size());
}
template <class GroupT>
__CG_QUALIFIER__ uint32_t thread_rank(const GroupT& g) {
  return static_cast<uint32_t>(g.thread_rank());
}
template <class GroupT>
__CG_QUALIFIER__ bool is_valid(const GroupT& g) {
  return g.is_valid();
}
template <class GroupT>
__CG_QUALIFIER__ void sync(const GroupT& g) {
  g.sync();
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_GROUP_DISPATCH_H
