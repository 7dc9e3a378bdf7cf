// Radix-sort building blocks shared by BlockRadixSort and the device-wide
// sorts: keys as order-preserving unsigned bits (CUB's twiddling), and a
// stable least-significant-digit sort of a span run by one thread.
#ifndef HIPCUB_DETAIL_RADIX_HPP_
#define HIPCUB_DETAIL_RADIX_HPP_

#include <type_traits>

#include "../config.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE
namespace detail {

constexpr int SERIAL_RADIX_BITS = 8;
constexpr int SERIAL_RADIX_BUCKETS = 1 << SERIAL_RADIX_BITS;

template <typename KeyT>
struct radix_key {
  using Bits = typename Traits<KeyT>::UnsignedBits;
  static_assert(sizeof(Bits) == sizeof(KeyT), "radix sort keys must be arithmetic types");

  /// Unsigned bits that order like the keys (descending: reversed).
  __host__ __device__ static Bits to_bits(KeyT key, bool descending) {
    Bits bits;
    __builtin_memcpy(&bits, &key, sizeof(Bits));
    bits = Traits<KeyT>::TwiddleIn(bits);
    return descending ? static_cast<Bits>(~bits) : bits;
  }

  __host__ __device__ static KeyT from_bits(Bits bits, bool descending) {
    if (descending) bits = static_cast<Bits>(~bits);
    bits = Traits<KeyT>::TwiddleOut(bits);
    KeyT key;
    __builtin_memcpy(&key, &bits, sizeof(Bits));
    return key;
  }
};

template <typename Bits>
__host__ __device__ inline unsigned digit_of(Bits bits, int bit, unsigned mask) {
  return static_cast<unsigned>(bits >> bit) & mask;
}

/// Sorts keys[0, n) stably by bits [begin_bit, end_bit), moving values along
/// (when V is not NullType), alternating with the *_alt buffers; counts holds
/// SERIAL_RADIX_BUCKETS counters. Passes whose digit is the same for every key
/// are skipped. Returns true when the result is in the *_alt buffers.
template <typename Bits, typename V, typename CountT>
__host__ __device__ inline bool serial_radix_sort(Bits* keys, Bits* keys_alt, V* values, V* values_alt, CountT* counts,
                                                  int n, int begin_bit, int end_bit) {
  constexpr bool HAS_VALUES = !std::is_same<V, NullType>::value;
  bool in_alt = false;
  for (int bit = begin_bit; bit < end_bit; bit += SERIAL_RADIX_BITS) {
    const int width = end_bit - bit < SERIAL_RADIX_BITS ? end_bit - bit : SERIAL_RADIX_BITS;
    const unsigned mask = (1u << width) - 1u;
    for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d) counts[d] = 0;
    for (int i = 0; i < n; ++i) ++counts[digit_of(keys[i], bit, mask)];
    if (counts[digit_of(keys[0], bit, mask)] == static_cast<CountT>(n)) continue;
    CountT offset = 0;
    for (int d = 0; d < SERIAL_RADIX_BUCKETS; ++d) {
      const CountT count = counts[d];
      counts[d] = offset;
      offset += count;
    }
    for (int i = 0; i < n; ++i) {
      const CountT position = counts[digit_of(keys[i], bit, mask)]++;
      keys_alt[position] = keys[i];
      if constexpr (HAS_VALUES) values_alt[position] = values[i];
    }
    Bits* k = keys;
    keys = keys_alt;
    keys_alt = k;
    V* v = values;
    values = values_alt;
    values_alt = v;
    in_alt = !in_alt;
  }
  return in_alt;
}

}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // HIPCUB_DETAIL_RADIX_HPP_
