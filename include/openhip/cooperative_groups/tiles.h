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

template <unsigned int N, class ParentT = void>
class thread_block_tile;

namespace internal {

/// Everything a static tile of N threads can do; the public classes below
/// only add construction and conversion.
template <unsigned int N>
class static_tile : public thread_group {
  static_assert(N != 0 && N <= 1024 && (N & (N - 1)) == 0,
                "thread_block_tile<N>: N must be a power of two between 1 and 1024");

 protected:
  __CG_QUALIFIER__ explicit static_tile(uint32_t parent_size)
      : thread_group(cg_tiled_group, N, parent_size) {}

 public:
  static constexpr unsigned int numThreads = N;

  __CG_STATIC_QUALIFIER__ unsigned int size() { return N; }
  __CG_STATIC_QUALIFIER__ unsigned int num_threads() { return N; }
  __CG_STATIC_QUALIFIER__ unsigned int thread_rank() { return workgroup::thread_rank() & (N - 1); }
  __CG_QUALIFIER__ unsigned int meta_group_rank() const {
    return (workgroup::thread_rank() % static_cast<uint32_t>(_mask)) / N;
  }
  __CG_QUALIFIER__ unsigned int meta_group_size() const {
    return (static_cast<uint32_t>(_mask) + N - 1) / N;
  }
  __CG_STATIC_QUALIFIER__ bool is_valid() { return true; }
  __CG_STATIC_QUALIFIER__ void sync() { tile_sync(N); }

#define __OPENHIP_REQUIRE_WARP_TILE(OP)                                                  \
  static_assert(N <= static_cast<unsigned>(__OPENHIP_WARP_SIZE__),                      \
                "thread_block_tile<N>::" OP " needs N <= warpSize: a larger tile spans " \
                "several warps, which cannot exchange registers")

  /// `var` of the thread of rank `src_rank % N` in this tile.
  template <class T>
  __CG_QUALIFIER__ T shfl(T var, int src_rank) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl");
    return __shfl(var, src_rank, static_cast<int>(N));
  }
  template <class T>
  __CG_QUALIFIER__ T shfl_down(T var, unsigned int delta) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_down");
    return __shfl_down(var, delta, static_cast<int>(N));
  }
  template <class T>
  __CG_QUALIFIER__ T shfl_up(T var, unsigned int delta) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_up");
    return __shfl_up(var, delta, static_cast<int>(N));
  }
  template <class T>
  __CG_QUALIFIER__ T shfl_xor(T var, unsigned int lane_mask) const {
    __OPENHIP_REQUIRE_WARP_TILE("shfl_xor");
    return __shfl_xor(var, static_cast<int>(lane_mask), static_cast<int>(N));
  }
  /// Bit r set iff the thread of rank r is active here and passed predicate != 0.
  __CG_QUALIFIER__ lane_mask ballot(int predicate) const {
    __OPENHIP_REQUIRE_WARP_TILE("ballot");
    const unsigned long long warp = __ballot(predicate);
    return static_cast<lane_mask>((warp >> tile_base_lane(N)) & lane_range(0, N));
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
  template <class T>
  __CG_QUALIFIER__ lane_mask match_any(T value) const {
    __OPENHIP_REQUIRE_WARP_TILE("match_any");
    const unsigned base = tile_base_lane(N);
    const unsigned long long same = __match_any_sync(lane_range(base, N), value);
    return static_cast<lane_mask>((same >> base) & lane_range(0, N));
  }
  /// All of the tile's ranks if every active thread holds the same `value`
  /// (pred = 1), else 0 (pred = 0).
  template <class T>
  __CG_QUALIFIER__ lane_mask match_all(T value, int& pred) const {
    __OPENHIP_REQUIRE_WARP_TILE("match_all");
    const unsigned base = tile_base_lane(N);
    const unsigned long long same = __match_all_sync(lane_range(base, N), value, &pred);
    return static_cast<lane_mask>((same >> base) & lane_range(0, N));
  }
#undef __OPENHIP_REQUIRE_WARP_TILE
};

/// Size of the group a static tile partitions.
__CG_STATIC_QUALIFIER__ uint32_t parent_size(const thread_block&) { return workgroup::size(); }
template <unsigned int M, class P>
__device__ __forceinline__ uint32_t parent_size(const thread_block_tile<M, P>&) { return M; }

}  // namespace internal

/// A tile of N threads of ParentT (thread_block or a larger thread_block_tile).
template <unsigned int N, class ParentT>
class thread_block_tile : public internal::static_tile<N> {
  template <unsigned int, class>
  friend class thread_block_tile;
  template <unsigned int M, class P>
  friend __device__ thread_block_tile<M, P> tiled_partition(const P& parent);

  __CG_QUALIFIER__ explicit thread_block_tile(const ParentT& parent)
      : internal::static_tile<N>(internal::parent_size(parent)) {}

 public:
  __CG_QUALIFIER__ operator thread_block_tile<N, void>() const {
    return thread_block_tile<N, void>(*this);
  }
};

/// A static tile whose parent type is forgotten (the type CUDA code names).
template <unsigned int N>
class thread_block_tile<N, void> : public internal::static_tile<N> {
 public:
  template <class ParentT>
  __CG_QUALIFIER__ thread_block_tile(const thread_block_tile<N, ParentT>& tile)
      : internal::static_tile<N>(tile) {}
};

/// Static partition of a block or of a larger static tile into tiles of N.
template <unsigned int N, class ParentT>
__device__ __forceinline__ thread_block_tile<N, ParentT> tiled_partition(const ParentT& parent) {
  return thread_block_tile<N, ParentT>(parent);
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_TILES_H
