// Stable LSD radix sort of arithmetic keys (and values alongside), 8 bits per
// pass, for sort/stable_sort(_by_key) with less or greater. All in stream
// order without host round trips:
//   1. each tile counts the digits of every pass of its keys (one read);
//   2. one block plans: the bucket bases of each pass, the passes whose digit
//      is the same for every key (skipped), and which buffer each pass reads;
//   3. per pass: each tile counts its digits (except pass 0, counted in 1),
//      then scatters its keys stably to base + counts of earlier tiles;
//   4. if the data ended in the scratch buffer, the tiles copy it back.
// Keys are compared through an unsigned image whose order is the comparator's:
// the sign bit flipped for signed integers, IEEE floats mapped so that
// -0.0 and +0.0 are equal (stability keeps their order), bits inverted for
// greater.
#pragma once

#include <thrust/system/hip/detail/parallel_for.h>
#include <thrust/detail/temporary_array.h>
#include <thrust/functional.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <type_traits>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {
namespace __radix_sort {

template <std::size_t Bytes> struct unsigned_of;
template <> struct unsigned_of<1> { typedef std::uint8_t type; };
template <> struct unsigned_of<2> { typedef std::uint16_t type; };
template <> struct unsigned_of<4> { typedef std::uint32_t type; };
template <> struct unsigned_of<8> { typedef std::uint64_t type; };

template <class Key>
struct is_radix_key : std::integral_constant<bool, std::is_arithmetic<Key>::value &&
                                                       !std::is_same<Key, long double>::value &&
                                                       (sizeof(Key) == 1 || sizeof(Key) == 2 ||
                                                        sizeof(Key) == 4 || sizeof(Key) == 8)> {};

// Whether Compare orders Keys ascending (less) or descending (greater).
template <class Key, class Compare> struct direction : std::integral_constant<int, 0> {};
template <class Key> struct direction<Key, thrust::less<Key>> : std::integral_constant<int, 1> {};
template <class Key>
struct direction<Key, thrust::greater<Key>> : std::integral_constant<int, -1> {};
template <class Key> struct direction<Key, std::less<Key>> : std::integral_constant<int, 1> {};
template <class Key> struct direction<Key, std::greater<Key>> : std::integral_constant<int, -1> {};
template <class Key> struct direction<Key, std::less<void>> : std::integral_constant<int, 1> {};
template <class Key> struct direction<Key, std::greater<void>> : std::integral_constant<int, -1> {};

template <class Key, class Compare>
struct can_radix_sort : std::integral_constant<bool, is_radix_key<Key>::value &&
                                                         direction<Key, Compare>::value != 0> {};

template <class Key, bool Descending> struct key_image {
  typedef typename unsigned_of<sizeof(Key)>::type bits_type;
  static constexpr int passes = sizeof(Key);

  __host__ __device__ static bits_type of(Key key) {
    bits_type bits;
    std::memcpy(&bits, &key, sizeof(Key));
    const bits_type sign = bits_type(bits_type(1) << (8 * sizeof(Key) - 1));
    if (std::is_floating_point<Key>::value) {
      if (bits == sign)
        bits = 0; // -0.0 sorts as +0.0
      bits = (bits & sign) ? bits_type(~bits) : bits_type(bits | sign);
    } else if (std::is_signed<Key>::value) {
      bits = bits_type(bits ^ sign);
    }
    return Descending ? bits_type(~bits) : bits;
  }

  __host__ __device__ static unsigned digit(Key key, int pass) {
    return unsigned(of(key) >> (8 * pass)) & 0xffu;
  }
};

typedef std::uint32_t count_type; // per tile; tiles hold fewer than 2^32 items

template <class Size> struct plan {
  Size base[8][256];           // first position of each bucket, per pass
  unsigned char skip[8];       // every key has the same digit in this pass
  unsigned char reads_temp[8]; // this pass reads the scratch buffer
  unsigned char ends_in_temp;
};

// counts[tile][pass][digit] over the tile's keys, every pass at once.
template <class Key, bool Desc, class Size> struct count_all_body {
  const Key* keys;
  detail::tiling<Size> tiles;
  count_type* counts;

  __host__ __device__ void operator()(std::size_t tile) {
    typedef key_image<Key, Desc> image;
    count_type local[image::passes][256];
    for (int p = 0; p < image::passes; ++p)
      for (int d = 0; d < 256; ++d)
        local[p][d] = 0;
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i) {
      const typename image::bits_type bits = image::of(keys[i]);
      for (int p = 0; p < image::passes; ++p)
        ++local[p][unsigned(bits >> (8 * p)) & 0xffu];
    }
    count_type* out = counts + tile * image::passes * 256;
    for (int p = 0; p < image::passes; ++p)
      for (int d = 0; d < 256; ++d)
        out[p * 256 + d] = local[p][d];
  }
};

template <int Passes, class Size> struct plan_body {
  const count_type* counts;
  std::size_t tiles;
  Size n;
  plan<Size>* out;

  __host__ __device__ void operator()() {
    bool in_temp = false;
    for (int p = 0; p < Passes; ++p) {
      Size sum = 0;
      bool single = false;
      for (int d = 0; d < 256; ++d) {
        Size total = 0;
        for (std::size_t t = 0; t < tiles; ++t)
          total += counts[(t * Passes + p) * 256 + d];
        out->base[p][d] = sum;
        sum += total;
        single = single || total == n;
      }
      out->skip[p] = single;
      out->reads_temp[p] = in_temp;
      if (!single)
        in_temp = !in_temp;
    }
    out->ends_in_temp = in_temp;
  }
};

// counts[tile][digit] of one pass (passes after the first), over the buffer
// that pass reads.
template <class Key, bool Desc, class Size> struct count_body {
  const Key* keys;
  const Key* temp_keys;
  detail::tiling<Size> tiles;
  int pass;
  const plan<Size>* pl;
  count_type* counts;

  __host__ __device__ void operator()(std::size_t tile) {
    if (pl->skip[pass])
      return;
    const Key* src = pl->reads_temp[pass] ? temp_keys : keys;
    count_type local[256];
    for (int d = 0; d < 256; ++d)
      local[d] = 0;
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i)
      ++local[key_image<Key, Desc>::digit(src[i], pass)];
    for (int d = 0; d < 256; ++d)
      counts[tile * 256 + d] = local[d];
  }
};

// Stable scatter of one pass. counts: [tile][stride][256] with the pass's
// counts at offset `first_count` (the all-passes layout of pass 0, or the
// one-pass layout after it).
template <class Key, class Value, bool Desc, class Size> struct scatter_body {
  Key* keys;
  Key* temp_keys;
  Value* values; // null: keys only (then Value is unsigned char)
  Value* temp_values;
  detail::tiling<Size> tiles;
  int pass;
  const plan<Size>* pl;
  const count_type* counts;
  std::size_t stride; // counters per tile
  std::size_t first_count;

  __host__ __device__ void operator()(std::size_t tile) {
    if (pl->skip[pass])
      return;
    const bool from_temp = pl->reads_temp[pass];
    const Key* src = from_temp ? temp_keys : keys;
    Key* dst = from_temp ? keys : temp_keys;
    const Value* vsrc = from_temp ? temp_values : values;
    Value* vdst = from_temp ? values : temp_values;
    const bool has_values = vsrc != nullptr;
    Size offset[256];
    for (int d = 0; d < 256; ++d)
      offset[d] = pl->base[pass][d];
    for (std::size_t t = 0; t < tile; ++t) {
      const count_type* c = counts + t * stride + first_count;
      for (int d = 0; d < 256; ++d)
        offset[d] += c[d];
    }
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i) {
      const Key key = src[i];
      const Size to = offset[key_image<Key, Desc>::digit(key, pass)]++;
      dst[to] = key;
      if (has_values)
        vdst[to] = vsrc[i];
    }
  }
};

template <class Key, class Value, class Size> struct copy_back_body {
  Key* keys;
  const Key* temp_keys;
  Value* values;
  const Value* temp_values;
  detail::tiling<Size> tiles;
  const plan<Size>* pl;

  __host__ __device__ void operator()(std::size_t tile) {
    if (!pl->ends_in_temp)
      return;
    for (Size i = tiles.begin(tile), end = tiles.end(tile); i < end; ++i) {
      keys[i] = temp_keys[i];
      if (values)
        values[i] = temp_values[i];
    }
  }
};

// Sorts keys[0, n) (and values[0, n) alongside when values is not null).
template <bool Desc, class Derived, class Key, class Value, class Size>
__host__ void sort(execution_policy<Derived>& exec, Key* keys, Value* values, Size n) {
  typedef key_image<Key, Desc> image;
  constexpr int passes = image::passes;
  if (n <= 1)
    return;
  Derived& policy = thrust::detail::derived_cast(exec);
  const detail::tiling<Size> tiles = detail::make_tiling(n, Size(1) << 16);

  thrust::detail::temporary_array<Key, Derived> temp_keys(0, policy, n);
  thrust::detail::temporary_array<Value, Derived> temp_values(0, policy, values ? n : 0);
  thrust::detail::temporary_array<count_type, Derived> all_counts(0, policy,
                                                                  tiles.tiles * passes * 256);
  thrust::detail::temporary_array<count_type, Derived> pass_counts(0, policy, tiles.tiles * 256);
  thrust::detail::temporary_array<plan<Size>, Derived> plans(0, policy, 1);
  Key* tk = thrust::raw_pointer_cast(temp_keys.data());
  Value* tv = values ? thrust::raw_pointer_cast(temp_values.data()) : nullptr;
  count_type* all = thrust::raw_pointer_cast(all_counts.data());
  count_type* one = thrust::raw_pointer_cast(pass_counts.data());
  plan<Size>* pl = thrust::raw_pointer_cast(plans.data());

  detail::for_each_tile(exec, tiles, count_all_body<Key, Desc, Size>{keys, tiles, all});
  detail::launch_single(exec, plan_body<passes, Size>{all, tiles.tiles, n, pl});
  for (int p = 0; p < passes; ++p) {
    if (p == 0) {
      detail::for_each_tile(exec, tiles,
                            scatter_body<Key, Value, Desc, Size>{keys, tk, values, tv, tiles, p, pl,
                                                                 all, passes * 256, 0});
    } else {
      detail::for_each_tile(exec, tiles, count_body<Key, Desc, Size>{keys, tk, tiles, p, pl, one});
      detail::for_each_tile(
          exec, tiles,
          scatter_body<Key, Value, Desc, Size>{keys, tk, values, tv, tiles, p, pl, one, 256, 0});
    }
  }
  detail::for_each_tile(exec, tiles,
                        copy_back_body<Key, Value, Size>{keys, tk, values, tv, tiles, pl});
}

} // namespace __radix_sort
} // namespace hip_rocprim
THRUST_NAMESPACE_END
