// Cooperative groups, part 4: `coalesced_group`, the lanes of the caller's
// warp that are active where coalesced_threads() is called (e.g. inside a
// divergent branch). Ranks are dense: the k-th active lane (lowest first) has
// rank k; shuffles address ranks, ballot() returns a mask of ranks.
#ifndef OPENHIP_COOPERATIVE_GROUPS_COALESCED_GROUP_H
#define OPENHIP_COOPERATIVE_GROUPS_COALESCED_GROUP_H

#include <openhip/cooperative_groups/tiles.h>

namespace cooperative_groups {

class coalesced_group : public thread_group {
  friend __CG_QUALIFIER__ coalesced_group coalesced_threads();
  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent,
                                                       unsigned int tile_size);
  friend __CG_QUALIFIER__ coalesced_group tiled_partition(const coalesced_group& parent,
                                                          unsigned int tile_size);

  explicit __CG_QUALIFIER__ coalesced_group(unsigned long long members)
      : thread_group(internal::cg_coalesced_group,
                     static_cast<uint32_t>(__builtin_popcountll(members)), members) {}

  /// The lane holding rank `rank` (taken modulo size()).
  __CG_QUALIFIER__ int lane_of(unsigned rank) const {
    return internal::lane_of_rank(_mask, _size ? rank % _size : 0);
  }

 public:
  __CG_QUALIFIER__ uint32_t size() const { return _size; }
  __CG_QUALIFIER__ uint32_t num_threads() const { return _size; }
  __CG_QUALIFIER__ uint32_t thread_rank() const { return internal::rank_in_mask(_mask); }
  __CG_QUALIFIER__ uint32_t meta_group_rank() const { return 0; }
  __CG_QUALIFIER__ uint32_t meta_group_size() const { return 1; }
  __CG_QUALIFIER__ bool is_valid() const { return _size != 0; }
  __CG_QUALIFIER__ void sync() const { __syncwarp(); }

  /// `var` of the member of rank `src_rank % size()`.
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl(_Tp var, int src_rank) const {
    return __shfl(var, lane_of(static_cast<unsigned>(src_rank)));
  }
  /// `var` of rank thread_rank() + delta; the caller's own past the last rank.
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl_down(_Tp var, unsigned int delta) const {
    const unsigned long long target = static_cast<unsigned long long>(thread_rank()) + delta;
    const int lane = target < _size ? internal::lane_of_rank(_mask, static_cast<unsigned>(target))
                                    : static_cast<int>(__lane_id());
    return __shfl(var, lane);
  }
  /// `var` of rank thread_rank() - delta; the caller's own below rank 0.
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl_up(_Tp var, unsigned int delta) const {
    const unsigned rank = thread_rank();
    const int lane = delta <= rank ? internal::lane_of_rank(_mask, rank - delta)
                                   : static_cast<int>(__lane_id());
    return __shfl(var, lane);
  }
  /// Bit r set iff the member of rank r passed predicate != 0.
  __CG_QUALIFIER__ lane_mask ballot(int predicate) const {
    const unsigned long long lanes = __ballot(predicate) & _mask;
    unsigned long long ranks = 0;
    unsigned rank = 0;
    for (int lane = 0; lane < __OPENHIP_WARP_SIZE__; ++lane) {
      if ((_mask >> lane) & 1) {
        ranks |= ((lanes >> lane) & 1ull) << rank;
        ++rank;
      }
    }
    return static_cast<lane_mask>(ranks);
  }
  __CG_QUALIFIER__ int any(int predicate) const { return (__ballot(predicate) & _mask) != 0; }
  __CG_QUALIFIER__ int all(int predicate) const { return (__ballot(predicate == 0) & _mask) == 0; }
};

/// The active lanes of the caller's warp.
__CG_QUALIFIER__ coalesced_group coalesced_threads() {
  return coalesced_group(static_cast<unsigned long long>(__activemask()));
}

/// Splits a coalesced group into groups of `tile_size` consecutive ranks
/// (the last may be smaller; a size of at least size() gives the whole
/// group); a size that is not a power of two gives an empty, invalid group.
__CG_QUALIFIER__ coalesced_group tiled_partition(const coalesced_group& parent,
                                                 unsigned int tile_size) {
  if (!internal::valid_tile_size(tile_size)) return coalesced_group(0);
  const unsigned first = parent.thread_rank() & ~(tile_size - 1);
  unsigned long long members = 0;
  for (unsigned r = first; r < first + tile_size && r < parent.size(); ++r)
    members |= 1ull << internal::lane_of_rank(parent._mask, r);
  return coalesced_group(members);
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_COALESCED_GROUP_H
