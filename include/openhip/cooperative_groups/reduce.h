// cooperative_groups::reduce (CUDA's <cooperative_groups/reduce.h>) for HIP
// and CUDA sources: combines one value per thread of a tile (of at most
// warpSize threads) or a coalesced group and returns the result to every
// thread. `op` must be associative and commutative: cg::plus, cg::less (the
// minimum), cg::greater (the maximum), cg::bit_and/bit_or/bit_xor, or any
// callable T(T, T).
//
// A tile whose last threads do not exist (a block of 100 threads split into
// tiles of 32) reduces over the threads that do.
#ifndef OPENHIP_COOPERATIVE_GROUPS_REDUCE_H
#define OPENHIP_COOPERATIVE_GROUPS_REDUCE_H

#include <hip/hip_cooperative_groups.h>

namespace cooperative_groups {

template <class _Tp>
struct plus {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return a + b; }
};
/// The smaller operand: reduce(g, v, less<T>()) is the minimum.
template <class _Tp>
struct less {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return b < a ? b : a; }
};
/// The larger operand: reduce(g, v, greater<T>()) is the maximum.
template <class _Tp>
struct greater {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return a < b ? b : a; }
};
template <class _Tp>
struct bit_and {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return a & b; }
};
template <class _Tp>
struct bit_or {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return a | b; }
};
template <class _Tp>
struct bit_xor {
  __device__ __forceinline__ _Tp operator()(const _Tp& a, const _Tp& b) const { return a ^ b; }
};

namespace internal {

/// Tree over ranks 0..count-1: after the step with offset d, rank r holds
/// the combination of ranks r .. r+2d-1 (those that exist); rank 0 ends with
/// everything and broadcasts it.
template <class Group, class _Tp, class Op>
__device__ __forceinline__ _Tp reduce_ranks(const Group& g, unsigned count, unsigned span, _Tp value, Op op) {
  const unsigned rank = g.thread_rank();
  for (unsigned offset = 1; offset < span; offset *= 2) {
    const _Tp other = g.shfl_down(value, offset);
    if (rank + offset < count) value = op(value, other);
  }
  return g.shfl(value, 0);
}

}  // namespace internal

template <unsigned int _Np, class ParentT, class _Tp, class Op>
__device__ __forceinline__ _Tp reduce(const thread_block_tile<_Np, ParentT>& tile, _Tp value, Op op) {
  static_assert(_Np <= static_cast<unsigned>(__OPENHIP_WARP_SIZE__),
                "cooperative_groups::reduce needs a tile of at most warpSize threads");
  // Threads of the tile that exist (all, except in a block's partial last warp).
  const unsigned count = static_cast<unsigned>(__builtin_popcountll(tile.ballot(1)));
  return internal::reduce_ranks(tile, count, _Np, value, op);
}

template <class _Tp, class Op>
__device__ __forceinline__ _Tp reduce(const coalesced_group& group, _Tp value, Op op) {
  unsigned span = 1;
  while (span < group.size()) span *= 2;
  return internal::reduce_ranks(group, group.size(), span, value, op);
}

}  // namespace cooperative_groups

#endif  // OPENHIP_COOPERATIVE_GROUPS_REDUCE_H
