// Internal helpers of the block and warp primitives (namespace hipcub::detail).
//
// How the primitives are shaped for OpenHIP's CPU lowering (docs/hipcub.md):
// a block runs on one CPU thread, each barrier splits the kernel into one more
// loop over the work-items, and values live across a barrier cost a store and
// a load per work-item. So each primitive publishes the threads' values in its
// TempStorage, passes one barrier, and lets work-item 0 combine them in a
// plain loop (vectorized where the operator allows) instead of a log2(n)-step
// tree with a barrier per step.
#ifndef HIPCUB_DETAIL_BLOCK_COMMON_HPP_
#define HIPCUB_DETAIL_BLOCK_COMMON_HPP_

#include <functional>
#include <type_traits>
#include <utility>

#include "../config.hpp"
#include "../thread/thread_operators.hpp"
#include "../util_ptx.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

template <int BLOCK_DIM_X, int BLOCK_DIM_Y, int BLOCK_DIM_Z>
__device__ inline int block_linear_tid() {
  return static_cast<int>(RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z));
}

/// Lanes of the caller's logical warp of L lanes that exist: the last warp of
/// a block whose size is not a multiple of the warp width is partial.
template <int L>
__device__ inline int logical_warp_lanes() {
  const int threads = static_cast<int>(blockDim.x * blockDim.y * blockDim.z);
  const int linear = static_cast<int>(RowMajorTid(blockDim.x, blockDim.y, blockDim.z));
  const int first = linear - static_cast<int>(LaneId() % L);
  return threads - first < L ? threads - first : L;
}

template <typename F, int... I>
__host__ __device__ inline void unroll_impl(F&& f, std::integer_sequence<int, I...>) {
  (f(std::integral_constant<int, I>{}), ...);
}

/// Calls f(integral_constant<int, 0>) ... f(integral_constant<int, N - 1>):
/// the indices are constants once inlined, so arrays indexed by them become
/// registers before the work-item lowering (no per-work-item array copies).
template <int N, typename F>
__host__ __device__ inline void unroll(F&& f) {
  unroll_impl(f, std::make_integer_sequence<int, N>{});
}

/// Operators known to be commutative as well as associative: their
/// reductions may combine items in any order (lanes of a vector).
template <typename Op>
struct is_commutative : std::false_type {};
template <>
struct is_commutative<::hipcub::Sum> : std::true_type {};
template <>
struct is_commutative<::hipcub::Max> : std::true_type {};
template <>
struct is_commutative<::hipcub::Min> : std::true_type {};
template <>
struct is_commutative<::hipcub::ArgMax> : std::true_type {};
template <>
struct is_commutative<::hipcub::ArgMin> : std::true_type {};
template <typename T>
struct is_commutative<std::plus<T>> : std::true_type {};
template <typename T>
struct is_commutative<std::multiplies<T>> : std::true_type {};
template <typename T>
struct is_commutative<std::bit_and<T>> : std::true_type {};
template <typename T>
struct is_commutative<std::bit_or<T>> : std::true_type {};
template <typename T>
struct is_commutative<std::bit_xor<T>> : std::true_type {};

/// Lanes for a vectorizable reduction: two 64-byte vectors of T.
template <typename T>
constexpr int reduction_lanes() {
  constexpr int lanes = 128 / static_cast<int>(sizeof(T));
  return lanes >= 32 ? 32 : lanes >= 16 ? 16 : lanes >= 8 ? 8 : lanes >= 4 ? 4 : lanes >= 2 ? 2 : 1;
}

/// Folds W lanes (a power of two) into one by halving, acc[c] with
/// acc[c + W/2]: log2(W) vector steps instead of W - 1 dependent scalar ones.
template <int W, typename T, typename Op>
__host__ __device__ inline T combine_lanes(T* acc, Op& op) {
  if constexpr (W == 1) {
    return acc[0];
  } else {
    unroll<W / 2>([&](auto c) { acc[c] = op(acc[c], acc[c + W / 2]); });
    return combine_lanes<W / 2>(acc, op);
  }
}

/// Reduces items[0, n) (n >= 1) with an associative operator, in order.
/// Commutative operators on other than integers use independent lane
/// accumulators over consecutive items, which the host compiler turns into
/// vector operations. Integers keep the plain loop: LLVM vectorizes their
/// sums, products, bit operations, minima and maxima itself, and the lanes
/// of a short loop it unrolled whole came out as scalar spills.
template <typename T, typename Op>
__host__ __device__ inline T reduce_items(const T* items, int n, Op& op) {
  constexpr int W = reduction_lanes<T>();
  if (is_commutative<typename std::remove_cv<Op>::type>::value && !std::is_integral<T>::value && W > 1 &&
      n >= 2 * W) {
    T acc[W];
    unroll<W>([&](auto c) { acc[c] = items[c]; });
    int i = W;
    // The W lanes are the vector (see reduce_range); unrolled whole (a
    // constant 256 items), the SLP vectorizer only found 2-wide pieces.
#pragma clang loop vectorize(disable) unroll(disable)
    for (; i + W <= n; i += W) {
      const T* chunk = items + i;
      unroll<W>([&](auto c) { acc[c] = op(acc[c], chunk[c]); });
    }
    T result = combine_lanes<W>(acc, op);
    for (; i < n; ++i) result = op(result, items[i]);
    return result;
  }
  T result = items[0];
  for (int i = 1; i < n; ++i) result = op(result, items[i]);
  return result;
}

/// Scans items[0, n) in place: each item becomes the reduction of the items
/// before it (EXCLUSIVE; items[0] keeps its value) or up to it (inclusive).
/// Returns the reduction of all n items (n >= 1).
template <bool EXCLUSIVE, typename T, typename Op>
__host__ __device__ inline T scan_items(T* items, int n, Op& op) {
  T running = items[0];
  for (int i = 1; i < n; ++i) {
    const T item = items[i];
    const T next = op(running, item);
    items[i] = EXCLUSIVE ? running : next;
    running = next;
  }
  return running;
}

/// Calls op(a, b, index) when the operator takes an index, else op(a, b).
template <typename Op, typename T, typename = void>
struct takes_index : std::false_type {};
template <typename Op, typename T>
struct takes_index<Op, T, decltype((void)std::declval<Op&>()(std::declval<const T&>(), std::declval<const T&>(), 0))>
    : std::true_type {};

template <typename Op, typename T>
__device__ inline auto apply_flag_op(Op& op, const T& a, const T& b, int index) {
  if constexpr (takes_index<Op, T>::value)
    return op(a, b, index);
  else {
    (void)index;
    return op(a, b);
  }
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DETAIL_BLOCK_COMMON_HPP_
