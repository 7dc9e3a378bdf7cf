// Cooperative groups, part 3: tiles. A tile is a run of `n` consecutive
// threads (by linear rank) of a block or of a larger tile, n a power of two.
// Tiles of at most warpSize threads lie inside one warp, so their shuffles,
// votes and sync() are warp operations (<openhip/warp_functions.h>, each
// tile a width-n segment). Larger tiles (up to 1024) offer size/rank queries
// and sync(), which is then a block barrier: every tile of the block must
// call it together, as the block's threads would call __syncthreads().
//   tiled_partition(parent, n)     dynamic size: a `thread_group` (tiled_group)
//   tiled_partition<N>(parent)     static size: a `thread_block_tile<N>`
#ifndef OPENHIP_COOPERATIVE_GROUPS_TILES_H
#define OPENHIP_COOPERATIVE_GROUPS_TILES_H

#include <openhip/cooperative_groups/thread_group.h>

namespace cooperative_groups {

namespace internal {
__CG_STATIC_QUALIFIER__ bool valid_tile_size(unsigned n) { return n != 0 && n <= 1024 && (n & (n - 1)) == 0; }

/// Waits for the threads of one tile of `n` threads.
__CG_STATIC_QUALIFIER__ void tile_sync(unsigned n) {
  if (n <= static_cast<unsigned>(__OPENHIP_WARP_SIZE__))
    __syncwarp();
  else
    __syncthreads();
}

/// The lowest lane of the caller's tile of `n` lanes (n <= warpSize).
__CG_STATIC_QUALIFIER__ unsigned tile_base_lane(unsigned n) { return __lane_id() & ~(n - 1); }
}  // namespace internal

/// A tile of dynamic size (from tiled_partition(parent, n)). Its ranks come
/// from the block's linear ranks; meta_group_* describe the tiles of the
/// parent group.
class tiled_group : public thread_group {
  friend __CG_QUALIFIER__ thread_group tiled_partition(const thread_group& parent,
                                                       unsigned int tile_size);
  friend __CG_QUALIFIER__ tiled_group tiled_partition(const tiled_group& parent,
                                                      unsigned int tile_size);

 protected:
  // _mask holds the size of the partitioned parent (for meta_group_*).
  __CG_QUALIFIER__ tiled_group(unsigned int tile_size, uint32_t parent_size)
      : thread_group(internal::cg_tiled_group, tile_size, parent_size) {}

 public:
  __CG_QUALIFIER__ uint32_t size() const { return _size; }
  __CG_QUALIFIER__ uint32_t num_threads() const { return _size; }
  __CG_QUALIFIER__ uint32_t thread_rank() const {
    return internal::workgroup::thread_rank() & (_size - 1);
  }
  __CG_QUALIFIER__ uint32_t meta_group_rank() const {
    return (internal::workgroup::thread_rank() % static_cast<uint32_t>(_mask)) / _size;
  }
  __CG_QUALIFIER__ uint32_t meta_group_size() const {
    return (static_cast<uint32_t>(_mask) + _size - 1) / _size;
  }
  __CG_QUALIFIER__ bool is_valid() const { return true; }
  __CG_QUALIFIER__ void sync() const { internal::tile_sync(_size); }
};

/// Dynamic partition of a block (or of the block a grid group holds).
/// A size that is not a power of two in [1, 1024] gives an invalid group
/// (is_valid() false, sync() does nothing, size() 0).
__CG_QUALIFIER__ thread_group tiled_partition(const thread_block& parent, unsigned int tile_size) {
  (void)parent;
  if (!internal::valid_tile_size(tile_size)) return thread_group(internal::cg_invalid, 0);
  return thread_group(internal::cg_tiled_group, tile_size, internal::workgroup::size());
}

__CG_QUALIFIER__ tiled_group tiled_partition(const tiled_group& parent, unsigned int tile_size) {
  if (!internal::valid_tile_size(tile_size) || tile_size >= parent.size()) return parent;
  return tiled_group(tile_size, parent.size());
}

template <unsigned int _Np, class ParentT = void>
class thread_block_tile;

namespace internal {

/// Everything a static tile of N threads can do; the public classes below
/// only add construction and conversion.
template <unsigned int _Np>
class static_tile : public thread_group {
  static_assert(_Np != 0 && _Np <= 1024 && (_Np & (_Np - 1)) == 0,
                "thread_block_tile<N>: N must be a power of two between 1 and 1024");

 protected:
  __CG_QUALIFIER__ explicit static_tile(uint32_t parent_size)
      : thread_group(cg_tiled_group, _Np, parent_size) {}

 public:
  static constexpr unsigned int numThreads = _Np;

  __CG_STATIC_QUALIFIER__ unsigned int size() { return _Np; }
  __CG_STATIC_QUALIFIER__ unsigned int num_threads() { return _Np; }
  __CG_STATIC_QUALIFIER__ unsigned int thread_rank() { return workgroup::thread_rank() & (_Np - 1); }
  __CG_QUALIFIER__ unsigned int meta_group_rank() const {
    return (workgroup::thread_rank() % static_cast<uint32_t>(_mask)) / _Np;
  }
  __CG_QUALIFIER__ unsigned int meta_group_size() const {
    return (static_cast<uint32_t>(_mask) + _Np - 1) / _Np;
  }
  __CG_STATIC_QUALIFIER__ bool is_valid() { return true; }
  __CG_STATIC_QUALIFIER__ void sync() { tile_sync(_Np); }

#define __OPENHIP_REQUIRE_WARP_TILE(OP)                                                  \
  static_assert(_Np <= static_cast<unsigned>(__OPENHIP_WARP_SIZE__),                    \
                "thread_block_tile<N>::" OP " needs N <= warpSize: a larger tile spans " \
                "several warps, which cannot exchange registers")

  /// `var` of the thread of rank `src_rank % N` in this tile.
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl(_Tp var, int src_rank) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl");
    return __shfl(var, src_rank, static_cast<int>(_Np));
  }
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl_down(_Tp var, unsigned int delta) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_down");
    return __shfl_down(var, delta, static_cast<int>(_Np));
  }
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl_up(_Tp var, unsigned int delta) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_up");
    return __shfl_up(var, delta, static_cast<int>(_Np));
  }
  template <class _Tp>
  __CG_QUALIFIER__ _Tp shfl_xor(_Tp var, unsigned int lane_mask) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_xor");
    return __shfl_xor(var, static_cast<int>(lane_mask), static_cast<int>(_Np));
  }
  /// Bit r set iff the thread of rank r is active here and passed predicate != 0.
  __CG_QUALIFIER__ lane_mask ballot(int predicate) const {
    __OPENHIP_REQUIRE_WARP_TILE("ballot");
    const unsigned long long warp = __ballot(predicate);
    return static_cast<lane_mask>((warp >> tile_base_lane(_Np)) & lane_range(0, _Np));
  }
  __CG_QUALIFIER__ int any(int predicate) const {
    __OPENHIP_REQUIRE_WARP_TILE("any");
    return ballot(predicate) != 0;
  }
  __CG_QUALIFIER__ int all(int predicate) const {
    __OPENHIP_REQUIRE_WARP_TILE("all");
    return ballot(predicate == 0) == 0;
  }
  /// The ranks of the tile's threads whose `value` equals the caller's.
  template <class _Tp>
  __CG_QUALIFIER__ lane_mask match_any(_Tp value) const {
    __OPENHIP_REQUIRE_WARP_TILE("match_any");
    const unsigned base = tile_base_lane(_Np);
    const unsigned long long same = __match_any_sync(lane_range(base, _Np), value);
    return static_cast<lane_mask>((same >> base) & lane_range(0, _Np));
  }
  /// All of the tile's ranks if every active thread holds the same `value`
  /// (pred = 1), else 0 (pred = 0).
  template <class _Tp>
  __CG_QUALIFIER__ lane_mask match_all(_Tp value, int& pred) const {
    __OPENHIP_REQUIRE_WARP_TILE("match_all");
    const unsigned base = tile_base_lane(_Np);
    const unsigned long long same = __match_all_sync(lane_range(base, _Np), value, &pred);
    return static_cast<lane_mask>((same >> base) & lane_range(0, _Np));
  }
#undef __OPENHIP_REQUIRE_WARP_TILE
};

/// Size of the group a static tile partitions.
__CG_STATIC_QUALIFIER__ uint32_t parent_size(const thread_block&) { return workgroup::size(); }
template <unsigned int _Mp, class _Pp>
__device__ __forceinline__ uint32_t parent_size(const thread_block_tile<_Mp, _Pp>&) { return _Mp; }

}  // namespace internal

/// A tile of N threads of ParentT (thread_block or a larger thread_block_tile).
template <unsigned int _Np, class ParentT>
class thread_block_tile : public internal::static_tile<_Np> {
  template <unsigned int, class>
  friend class thread_block_tile;
  template <unsigned int _Mp, class _Pp>
  friend __device__ thread_block_tile<_Mp, _Pp> tiled_partition(const _Pp& parent);

  __CG_QUALIFIER__ explicit thread_block_tile(const ParentT& parent)
      : internal::static_tile<_Np>(internal::parent_size(parent)) {}

 public:
  __CG_QUALIFIER__ operator thread_block_tile<_Np, void>() const {
    return thread_block_tile<_Np, void>(*this);
  }
};

/// A static tile whose parent type is forgotten (the type CUDA code names).
template <unsigned int _Np>
class thread_block_tile<_Np, void> : public internal::static_tile<_Np> {
 public:
  template <class ParentT>
  __CG_QUALIFIER__ thread_block_tile(const thread_block_tile<_Np, ParentT>& tile)
      : internal::static_tile<_Np>(tile) {}
};

/// Static partition of a block or of a larger static tile into tiles of N.
template <unsigned int _Np, class ParentT>
__device__ __forceinline__ thread_block_tile<_Np, ParentT> tiled_partition(const ParentT& parent) {
  return thread_block_tile<_Np, ParentT>(parent);
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_TILES_H
