// Warp (wavefront) operations: __shfl*, __ballot, __any, __all, __activemask,
// __syncwarp, __lane_id, their CUDA `_sync` forms, __match_*_sync and
// __reduce_*_sync.
//
// The warp size is a per-build constant (__OPENHIP_WARP_SIZE__, see
// builtin_variables.h). Warps are formed from the linear thread id
// x + y*blockDim.x + z*blockDim.x*blockDim.y; the last warp of a block may be
// partial. Every operation is written in terms of two collective primitives
// that the CPU lowering implements (src/compiler/passes/common/LoweringContract.h,
// docs/warp-operations.md):
//   __openhip_warp_gather(bits, lane): the `bits` of lane `lane` of the
//       caller's warp if that lane takes part in this call, else the
//       caller's own `bits`;
//   __openhip_warp_ballot(p): bit i set iff lane i of the caller's warp takes
//       part in this call with p != 0.
// "Takes part" means: the lane reached the same call (same source location)
// at the same time; lanes that exited or are elsewhere are inactive.
#ifndef OPENHIP_WARP_FUNCTIONS_H
#define OPENHIP_WARP_FUNCTIONS_H

#include <hip/hip_common.h>
#include <openhip/builtin_variables.h>

extern "C" {
__device__ __attribute__((convergent)) unsigned long long __openhip_warp_gather(unsigned long long bits,
                                                                                 int lane);
__device__ __attribute__((convergent)) unsigned long long __openhip_warp_ballot(int predicate);
}

// hipcc -fsanitize=racecheck/synccheck (docs/sanitizer.md) defines this for the
// device pass: __syncwarp and the `_sync` operations then tell the sanitizer
// their mask (kind 1: __syncwarp, 2: a `_sync` operation's mask); the
// device lowering turns the hook into a runtime check. Nothing otherwise.
#ifdef __OPENHIP_SANITIZER_WARP_HOOKS__
extern "C" __device__ void __openhip_sanitizer_warp_hook(unsigned kind, unsigned long long mask);
#define __OPENHIP_WARP_MASK_HOOK(KIND, MASK) \
  __openhip_sanitizer_warp_hook(KIND, static_cast<unsigned long long>(MASK))
#else
#define __OPENHIP_WARP_MASK_HOOK(KIND, MASK) ((void)(MASK))
#endif

/// A lane mask as wide as the warp (CUDA's `unsigned` at warp size 32).
#if __OPENHIP_WARP_SIZE__ == 64
typedef unsigned long long __openhip_lane_mask_t;
#else
typedef unsigned int __openhip_lane_mask_t;
#endif

namespace __openhip_warp {

template <bool Condition, typename _Tp = void>
struct enable_if {};
template <typename _Tp>
struct enable_if<true, _Tp> {
  typedef _Tp type;
};

/// Any trivially copyable value travels as 64-bit words.
template <typename _Tp>
struct shuffleable {
  static constexpr bool value = __is_trivially_copyable(_Tp);
};

/// Gathers words [0, Words) one call each, without a loop: the device
/// lowering sees straight-line collectives. A loop around each call (even of
/// one iteration: it is not unrolled before the lowering) let every sub-CFG
/// reach each later shuffle's skip path, so a kernel with n shuffles in a
/// row lowered to O(n^2) code (HeCBench segsort: 184 shuffles, 300 MB of IR).
template <unsigned Words>
struct gatherWords {
  __device__ static void run(unsigned long long* bits, int lane) {
    gatherWords<Words - 1>::run(bits, lane);
    bits[Words - 1] = __openhip_warp_gather(bits[Words - 1], lane);
  }
};
template <>
struct gatherWords<0> {
  __device__ static void run(unsigned long long*, int) {}
};

template <typename _Tp>
__device__ inline _Tp gather(_Tp var, int lane) {
  constexpr unsigned words = (sizeof(_Tp) + 7) / 8;
  unsigned long long bits[words] = {};
  __builtin_memcpy(bits, &var, sizeof(_Tp));
  gatherWords<words>::run(bits, lane);
  _Tp result;
  __builtin_memcpy(&result, bits, sizeof(_Tp));
  return result;
}

template <typename _Tp>
__device__ inline bool sameBits(const _Tp& a, const _Tp& b) {
  const unsigned char* x = reinterpret_cast<const unsigned char*>(&a);
  const unsigned char* y = reinterpret_cast<const unsigned char*>(&b);
  bool same = true;
  for (unsigned i = 0; i < sizeof(_Tp); ++i) same &= x[i] == y[i];
  return same;
}

/// A width outside (0, warpSize] means the whole warp.
__device__ inline int segmentWidth(int width) {
  return width > 0 && width <= __OPENHIP_WARP_SIZE__ ? width : __OPENHIP_WARP_SIZE__;
}

__device__ inline int laneId() {
  return static_cast<int>(__nvvm_read_ptx_sreg_laneid());
}

}  // namespace __openhip_warp

/// The caller's lane within its warp.
__device__ inline unsigned int __lane_id() { return static_cast<unsigned int>(__openhip_warp::laneId()); }

/// `var` of lane `src_lane % width` of the caller's width-segment.
template <typename _Tp, typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl(_Tp var, int src_lane, int width = warpSize) {
  width = __openhip_warp::segmentWidth(width);
  const int lane = __openhip_warp::laneId();
  const int segment = lane - lane % width;
  const int source = segment + static_cast<int>(static_cast<unsigned>(src_lane) % static_cast<unsigned>(width));
  return __openhip_warp::gather(var, source);
}

/// `var` of lane `lane - lane_delta` if that lane is in the caller's
/// width-segment, else the caller's own `var`.
template <typename _Tp, typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_up(_Tp var, unsigned int lane_delta, int width = warpSize) {
  width = __openhip_warp::segmentWidth(width);
  const int lane = __openhip_warp::laneId();
  const long long inSegment = static_cast<long long>(lane % width) - static_cast<long long>(lane_delta);
  return __openhip_warp::gather(var, inSegment >= 0 ? lane - static_cast<int>(lane_delta) : lane);
}

/// `var` of lane `lane + lane_delta` if that lane is in the caller's
/// width-segment, else the caller's own `var`.
template <typename _Tp, typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_down(_Tp var, unsigned int lane_delta, int width = warpSize) {
  width = __openhip_warp::segmentWidth(width);
  const int lane = __openhip_warp::laneId();
  const long long inSegment = static_cast<long long>(lane % width) + static_cast<long long>(lane_delta);
  return __openhip_warp::gather(var, inSegment < width ? lane + static_cast<int>(lane_delta) : lane);
}

/// `var` of lane `lane ^ lane_mask`; the caller's own `var` if that lane is in
/// a later width-segment or outside the warp (earlier segments may be read).
template <typename _Tp, typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_xor(_Tp var, int lane_mask, int width = warpSize) {
  width = __openhip_warp::segmentWidth(width);
  const int lane = __openhip_warp::laneId();
  const int source = lane ^ lane_mask;
  const int segmentEnd = lane - lane % width + width;
  const bool usable = source >= 0 && source < segmentEnd && source < __OPENHIP_WARP_SIZE__;
  return __openhip_warp::gather(var, usable ? source : lane);
}

/// Bit i set iff lane i of the warp is active here and passed predicate != 0.
__device__ inline unsigned long long __ballot(int predicate) { return __openhip_warp_ballot(predicate != 0); }
__device__ inline unsigned long long __ballot64(int predicate) { return __ballot(predicate); }

/// The active lanes below, above, and equal to the caller's lane (HIP's AMD lane masks).
__device__ inline unsigned long long __lanemask_lt() {
  return __ballot(1) & ((1ull << __openhip_warp::laneId()) - 1ull);
}
__device__ inline unsigned long long __lanemask_gt() {
  const int lane = __openhip_warp::laneId();
  return lane == 63 ? 0ull : __ballot(1) & (~0ull << (lane + 1));
}
__device__ inline unsigned long long __lanemask_eq() { return 1ull << __openhip_warp::laneId(); }

/// Non-zero iff some active lane passed predicate != 0.
__device__ inline int __any(int predicate) { return __openhip_warp_ballot(predicate != 0) != 0; }

/// Non-zero iff every active lane passed predicate != 0.
__device__ inline int __all(int predicate) { return __openhip_warp_ballot(predicate == 0) == 0; }

/// The lanes of the caller's warp that are active here.
__device__ inline __openhip_lane_mask_t __activemask() {
  return static_cast<__openhip_lane_mask_t>(__openhip_warp_ballot(1));
}

/// Waits for the active lanes of the warp; orders their memory accesses.
template <typename MaskT = __openhip_lane_mask_t>
__device__ inline void __syncwarp(MaskT mask = static_cast<MaskT>(~0ull)) {
  (void)mask;
  __OPENHIP_WARP_MASK_HOOK(1, mask);
  (void)__openhip_warp_ballot(1);
}

// CUDA's `_sync` forms. The mask names the lanes that must take part (a
// promise of the program, as on a GPU); lanes outside it are ignored by the
// votes. 32- and 64-bit masks are accepted.
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_sync(MaskT mask, _Tp var, int src_lane, int width = warpSize) {
  __OPENHIP_WARP_MASK_HOOK(2, mask);
  return __shfl(var, src_lane, width);
}
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_up_sync(MaskT mask, _Tp var, unsigned int lane_delta, int width = warpSize) {
  __OPENHIP_WARP_MASK_HOOK(2, mask);
  return __shfl_up(var, lane_delta, width);
}
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_down_sync(MaskT mask, _Tp var, unsigned int lane_delta, int width = warpSize) {
  __OPENHIP_WARP_MASK_HOOK(2, mask);
  return __shfl_down(var, lane_delta, width);
}
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline _Tp __shfl_xor_sync(MaskT mask, _Tp var, int lane_mask, int width = warpSize) {
  __OPENHIP_WARP_MASK_HOOK(2, mask);
  return __shfl_xor(var, lane_mask, width);
}

template <typename MaskT>
__device__ inline __openhip_lane_mask_t __ballot_sync(MaskT mask, int predicate) {
  __OPENHIP_WARP_MASK_HOOK(2, mask);
  return static_cast<__openhip_lane_mask_t>(__openhip_warp_ballot(predicate != 0) &
                                            static_cast<unsigned long long>(mask));
}
template <typename MaskT>
__device__ inline int __any_sync(MaskT mask, int predicate) {
  return __ballot_sync(mask, predicate) != 0;
}
template <typename MaskT>
__device__ inline int __all_sync(MaskT mask, int predicate) {
  return __ballot_sync(mask, predicate == 0) == 0;
}

/// The lanes in `mask` (and active) whose `value` equals the caller's.
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline __openhip_lane_mask_t __match_any_sync(MaskT mask, _Tp value) {
  const unsigned long long members = __openhip_warp_ballot(1) & static_cast<unsigned long long>(mask);
  unsigned long long same = 0;
  for (int lane = 0; lane < __OPENHIP_WARP_SIZE__; ++lane) {
    const _Tp other = __openhip_warp::gather(value, lane);
    const bool equal = __openhip_warp::sameBits(other, value);
    same |= static_cast<unsigned long long>(equal && ((members >> lane) & 1)) << lane;
  }
  return static_cast<__openhip_lane_mask_t>(same);
}

/// `mask` (its active lanes) if all of them hold the same `value`, else 0;
/// `*pred` tells which.
template <typename MaskT, typename _Tp,
          typename = typename __openhip_warp::enable_if<__openhip_warp::shuffleable<_Tp>::value>::type>
__device__ inline __openhip_lane_mask_t __match_all_sync(MaskT mask, _Tp value, int* pred) {
  const unsigned long long members = __openhip_warp_ballot(1) & static_cast<unsigned long long>(mask);
  const unsigned long long same = __match_any_sync(mask, value);
  *pred = same == members;
  return static_cast<__openhip_lane_mask_t>(same == members ? members : 0);
}

/// Non-zero iff `predicate` is the same (all zero or all non-zero) on the active lanes in `mask`.
template <typename MaskT>
__device__ inline int __uni_sync(MaskT mask, int predicate) {
  const unsigned long long members = __openhip_warp_ballot(1) & static_cast<unsigned long long>(mask);
  const unsigned long long set = __openhip_warp_ballot(predicate != 0) & members;
  return set == 0 || set == members;
}

namespace __openhip_warp {

/// Combines `value` over the active lanes in `mask` (every lane gets the
/// same result, whatever the set of lanes).
template <typename _Tp, typename Op>
__device__ inline _Tp reduce(unsigned long long mask, _Tp value, Op op) {
  const unsigned long long members = __openhip_warp_ballot(1) & mask;
  _Tp result = value;
  bool first = true;
  for (int lane = 0; lane < __OPENHIP_WARP_SIZE__; ++lane) {
    const _Tp other = gather(value, lane);
    if ((members >> lane) & 1) {
      result = first ? other : op(result, other);
      first = false;
    }
  }
  return result;
}

}  // namespace __openhip_warp

#define __OPENHIP_WARP_REDUCE(NAME, TYPE, EXPR)                                                    \
  template <typename MaskT>                                                                       \
  __device__ inline TYPE NAME(MaskT mask, TYPE value) {                                           \
    return __openhip_warp::reduce(static_cast<unsigned long long>(mask), value,                    \
                                  [](TYPE a, TYPE b) -> TYPE { return EXPR; });                     \
  }
__OPENHIP_WARP_REDUCE(__reduce_add_sync, int, a + b)
__OPENHIP_WARP_REDUCE(__reduce_add_sync, unsigned int, a + b)
__OPENHIP_WARP_REDUCE(__reduce_min_sync, int, a < b ? a : b)
__OPENHIP_WARP_REDUCE(__reduce_min_sync, unsigned int, a < b ? a : b)
__OPENHIP_WARP_REDUCE(__reduce_max_sync, int, a > b ? a : b)
__OPENHIP_WARP_REDUCE(__reduce_max_sync, unsigned int, a > b ? a : b)
__OPENHIP_WARP_REDUCE(__reduce_and_sync, unsigned int, a & b)
__OPENHIP_WARP_REDUCE(__reduce_or_sync, unsigned int, a | b)
__OPENHIP_WARP_REDUCE(__reduce_xor_sync, unsigned int, a ^ b)
#undef __OPENHIP_WARP_REDUCE

#endif  // OPENHIP_WARP_FUNCTIONS_H
