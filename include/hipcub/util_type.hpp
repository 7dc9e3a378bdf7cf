// Type utilities of CUB/hipCUB: NullType, Uninitialized, KeyValuePair,
// DoubleBuffer, compile-time helpers and the numeric Traits used by radix
// sorting (bit twiddling of signed and floating-point keys).
#ifndef HIPCUB_UTIL_TYPE_HPP_
#define HIPCUB_UTIL_TYPE_HPP_

#include <hip/hip_bfloat16.h>  // AMD's hipCUB exposes hip_bfloat16 too (through rocPRIM)
#include <hip/hip_fp16.h>

#include <cfloat>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <type_traits>

#include "config.hpp"
#include "util_macro.hpp"

BEGIN_HIPCUB_NAMESPACE

template <bool Test, class T1, class T2>
using conditional_t = typename std::conditional<Test, T1, T2>::type;

template <typename Iterator>
using value_t = typename std::iterator_traits<Iterator>::value_type;

/// The value type of an iterator, or `FallbackT` when it is void (output iterators).
template <typename It, typename FallbackT, typename V = value_t<It>>
using non_void_value_t = conditional_t<std::is_same<V, void>::value, FallbackT, V>;

struct NullType {
  using value_type = NullType;
  template <typename T>
  __host__ __device__ NullType& operator=(const T&) { return *this; }
  __host__ __device__ bool operator==(const NullType&) const { return true; }
  __host__ __device__ bool operator!=(const NullType&) const { return false; }
};

template <int A>
struct Int2Type {
  enum { VALUE = A };
};

template <bool IF, typename ThenType, typename ElseType>
struct If {
  using Type = conditional_t<IF, ThenType, ElseType>;
};

template <typename A, typename B>
struct Equals {
  enum { VALUE = std::is_same<A, B>::value ? 1 : 0, NEGATE = VALUE ? 0 : 1 };
};

/// Log2<N>::VALUE = ceil(log2(N)) (0 for N <= 1).
template <int N, int CURRENT_VAL = N, int COUNT = 0>
struct Log2 {
  enum { VALUE = Log2<N, (CURRENT_VAL >> 1), COUNT + 1>::VALUE };
};
template <int N, int COUNT>
struct Log2<N, 0, COUNT> {
  enum { VALUE = (1 << (COUNT - 1) < N) ? COUNT : COUNT - 1 };
};

template <int N>
struct PowerOfTwo {
  enum { VALUE = ((N & (N - 1)) == 0) };
};

template <typename T>
struct IsPointer {
  enum { VALUE = std::is_pointer<T>::value };
};
template <typename T>
struct IsVolatile {
  enum { VALUE = std::is_volatile<T>::value };
};
template <typename T>
struct RemoveQualifiers {
  using Type = typename std::remove_cv<T>::type;
};
template <bool Condition, class T = void>
struct EnableIf {
  using Type = T;
};
template <class T>
struct EnableIf<false, T> {};

/// Raw storage for a T: lets types with constructors live in `__shared__` memory.
template <typename T>
struct Uninitialized {
  using DeviceWord = conditional_t<alignof(T) >= 8, unsigned long long, conditional_t<alignof(T) >= 4, unsigned int,
                                   conditional_t<alignof(T) >= 2, unsigned short, unsigned char>>>;
  enum { WORDS = (sizeof(T) + sizeof(DeviceWord) - 1) / sizeof(DeviceWord) };
  DeviceWord storage[WORDS];
  __host__ __device__ T& Alias() { return reinterpret_cast<T&>(*this); }
};

template <typename K, typename V>
struct KeyValuePair {
  using Key = K;
  using Value = V;
  Key key;
  Value value;
  KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const Key& k, const Value& v) : key(k), value(v) {}
  __host__ __device__ bool operator!=(const KeyValuePair& b) const { return (value != b.value) || (key != b.key); }
  __host__ __device__ bool operator==(const KeyValuePair& b) const { return !(*this != b); }
};

template <typename T, int COUNT>
struct ArrayWrapper {
  T array[COUNT];
};

/// A pair of buffers for algorithms that alternate between them; `Current()`
/// holds the valid data (`selector` says which).
template <typename T>
struct DoubleBuffer {
  T* d_buffers[2];
  int selector;
  __host__ __device__ DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
  __host__ __device__ DoubleBuffer(T* d_current, T* d_alternate) : d_buffers{d_current, d_alternate}, selector(0) {}
  __host__ __device__ T* Current() { return d_buffers[selector]; }
  __host__ __device__ T* Alternate() { return d_buffers[selector ^ 1]; }
};

/// A value read from device memory when the algorithm runs (stream order).
template <typename T, typename IterT = T*>
struct FutureValue {
  using value_type = T;
  using iterator_type = IterT;
  explicit __host__ __device__ FutureValue(IterT iter) : m_iter(iter) {}
  __host__ __device__ operator T() { return *m_iter; }

 private:
  IterT m_iter;
};

/// The initial value of a scan, given directly or as a FutureValue.
template <typename T, typename IterT = T*>
struct InputValue {
  using value_type = T;
  using iterator_type = IterT;
  __host__ __device__ InputValue(T immediate) : m_is_future(false), m_immediate(immediate), m_future(nullptr) {}
  __host__ __device__ InputValue(FutureValue<T, IterT> future)
      : m_is_future(true), m_immediate(), m_future(future) {}
  __host__ __device__ operator T() { return m_is_future ? T(m_future) : m_immediate; }

 private:
  bool m_is_future;
  T m_immediate;
  FutureValue<T, IterT> m_future;
};

// ---- Numeric traits ---------------------------------------------------------

enum Category { NOT_A_NUMBER, SIGNED_INTEGER, UNSIGNED_INTEGER, FLOATING_POINT };

template <typename T>
struct FpLimits;
template <>
struct FpLimits<float> {
  static __host__ __device__ float Max() { return FLT_MAX; }
  static __host__ __device__ float Lowest() { return -FLT_MAX; }
};
template <>
struct FpLimits<double> {
  static __host__ __device__ double Max() { return DBL_MAX; }
  static __host__ __device__ double Lowest() { return -DBL_MAX; }
};
template <>
struct FpLimits<__half> {
  static __host__ __device__ __half Max() { return __ushort_as_half(0x7bff); }
  static __host__ __device__ __half Lowest() { return __ushort_as_half(0xfbff); }
};

template <>
struct FpLimits<hip_bfloat16> {
  static __host__ __device__ hip_bfloat16 fromBits(unsigned short bits) {
    hip_bfloat16 value;
    value.data = bits;
    return value;
  }
  static __host__ __device__ hip_bfloat16 Max() { return fromBits(0x7f7f); }
  static __host__ __device__ hip_bfloat16 Lowest() { return fromBits(0xff7f); }
};

template <Category _CATEGORY, bool _PRIMITIVE, bool _NULL_TYPE, typename _UnsignedBits, typename T>
struct BaseTraits {
  static const Category CATEGORY = _CATEGORY;
  enum { PRIMITIVE = _PRIMITIVE, NULL_TYPE = _NULL_TYPE };
};

template <typename _UnsignedBits, typename T>
struct BaseTraits<UNSIGNED_INTEGER, true, false, _UnsignedBits, T> {
  using UnsignedBits = _UnsignedBits;
  static const Category CATEGORY = UNSIGNED_INTEGER;
  static const UnsignedBits LOWEST_KEY = UnsignedBits(0);
  static const UnsignedBits MAX_KEY = UnsignedBits(-1);
  enum { PRIMITIVE = true, NULL_TYPE = false };
  static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) { return key; }
  static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) { return key; }
  static __host__ __device__ T Max() { return std::numeric_limits<T>::max(); }
  static __host__ __device__ T Lowest() { return std::numeric_limits<T>::lowest(); }
};

template <typename _UnsignedBits, typename T>
struct BaseTraits<SIGNED_INTEGER, true, false, _UnsignedBits, T> {
  using UnsignedBits = _UnsignedBits;
  static const Category CATEGORY = SIGNED_INTEGER;
  static const UnsignedBits HIGH_BIT = UnsignedBits(1) << ((sizeof(UnsignedBits) * 8) - 1);
  static const UnsignedBits LOWEST_KEY = HIGH_BIT;
  static const UnsignedBits MAX_KEY = UnsignedBits(-1) ^ HIGH_BIT;
  enum { PRIMITIVE = true, NULL_TYPE = false };
  static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) { return key ^ HIGH_BIT; }
  static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) { return key ^ HIGH_BIT; }
  static __host__ __device__ T Max() { return std::numeric_limits<T>::max(); }
  static __host__ __device__ T Lowest() { return std::numeric_limits<T>::lowest(); }
};

template <typename _UnsignedBits, typename T>
struct BaseTraits<FLOATING_POINT, true, false, _UnsignedBits, T> {
  using UnsignedBits = _UnsignedBits;
  static const Category CATEGORY = FLOATING_POINT;
  static const UnsignedBits HIGH_BIT = UnsignedBits(1) << ((sizeof(UnsignedBits) * 8) - 1);
  static const UnsignedBits LOWEST_KEY = UnsignedBits(-1);
  static const UnsignedBits MAX_KEY = UnsignedBits(-1) ^ HIGH_BIT;
  enum { PRIMITIVE = true, NULL_TYPE = false };
  /// Negative values: all bits flipped; positive values: the sign bit set. The
  /// result orders like the numbers (-0.0 before +0.0), as unsigned integers.
  static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) {
    UnsignedBits mask = (key & HIGH_BIT) ? UnsignedBits(-1) : HIGH_BIT;
    return key ^ mask;
  }
  static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) {
    UnsignedBits mask = (key & HIGH_BIT) ? HIGH_BIT : UnsignedBits(-1);
    return key ^ mask;
  }
  static __host__ __device__ T Max() { return FpLimits<T>::Max(); }
  static __host__ __device__ T Lowest() { return FpLimits<T>::Lowest(); }
};

template <typename T>
struct NumericTraits : BaseTraits<NOT_A_NUMBER, false, false, T, T> {};
template <>
struct NumericTraits<NullType> : BaseTraits<NOT_A_NUMBER, false, true, NullType, NullType> {};
template <>
struct NumericTraits<char>
    : BaseTraits<(std::numeric_limits<char>::is_signed) ? SIGNED_INTEGER : UNSIGNED_INTEGER, true, false,
                 unsigned char, char> {};
template <>
struct NumericTraits<signed char> : BaseTraits<SIGNED_INTEGER, true, false, unsigned char, signed char> {};
template <>
struct NumericTraits<short> : BaseTraits<SIGNED_INTEGER, true, false, unsigned short, short> {};
template <>
struct NumericTraits<int> : BaseTraits<SIGNED_INTEGER, true, false, unsigned int, int> {};
template <>
struct NumericTraits<long> : BaseTraits<SIGNED_INTEGER, true, false, unsigned long, long> {};
template <>
struct NumericTraits<long long> : BaseTraits<SIGNED_INTEGER, true, false, unsigned long long, long long> {};
template <>
struct NumericTraits<unsigned char> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned char, unsigned char> {};
template <>
struct NumericTraits<unsigned short> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned short, unsigned short> {};
template <>
struct NumericTraits<unsigned int> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned int, unsigned int> {};
template <>
struct NumericTraits<unsigned long> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned long, unsigned long> {};
template <>
struct NumericTraits<unsigned long long>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned long long, unsigned long long> {};
template <>
struct NumericTraits<float> : BaseTraits<FLOATING_POINT, true, false, unsigned int, float> {};
template <>
struct NumericTraits<double> : BaseTraits<FLOATING_POINT, true, false, unsigned long long, double> {};
template <>
struct NumericTraits<__half> : BaseTraits<FLOATING_POINT, true, false, unsigned short, __half> {};
template <>
struct NumericTraits<hip_bfloat16>
    : BaseTraits<FLOATING_POINT, true, false, unsigned short, hip_bfloat16> {};
template <>
struct NumericTraits<bool> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned char, bool> {};

template <typename T>
struct Traits : NumericTraits<typename std::remove_cv<T>::type> {};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_UTIL_TYPE_HPP_
