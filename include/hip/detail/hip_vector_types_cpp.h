// C++ definitions of the vector types: structs with HIP's constructors,
// componentwise operators and make_ functions, all usable on host and
// device. Included by <hip/hip_vector_types.h>, which lists the types.
#ifndef OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H
#define OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H

#define __OPENHIP_VFN __host__ __device__ inline constexpr

/// __openhip_only<A, B, R>::type is R when A is B, and nothing otherwise.
template <class A, class B, class R = A> struct __openhip_only {};
template <class A, class R> struct __openhip_only<A, A, R> { typedef R type; };
#define __OPENHIP_VMUT __host__ __device__ inline

// Componentwise expansions for N = 1..4 components.
#define __OPENHIP_ZIP_1(T, a, OP, b) static_cast<T>(a.x OP b.x)
#define __OPENHIP_ZIP_2(T, a, OP, b) static_cast<T>(a.x OP b.x), static_cast<T>(a.y OP b.y)
#define __OPENHIP_ZIP_3(T, a, OP, b)                                                               \
  static_cast<T>(a.x OP b.x), static_cast<T>(a.y OP b.y), static_cast<T>(a.z OP b.z)
#define __OPENHIP_ZIP_4(T, a, OP, b)                                                               \
  static_cast<T>(a.x OP b.x), static_cast<T>(a.y OP b.y), static_cast<T>(a.z OP b.z),              \
      static_cast<T>(a.w OP b.w)
#define __OPENHIP_VS_1(T, a, OP, s) static_cast<T>(a.x OP s)
#define __OPENHIP_VS_2(T, a, OP, s) static_cast<T>(a.x OP s), static_cast<T>(a.y OP s)
#define __OPENHIP_VS_3(T, a, OP, s)                                                                \
  static_cast<T>(a.x OP s), static_cast<T>(a.y OP s), static_cast<T>(a.z OP s)
#define __OPENHIP_VS_4(T, a, OP, s)                                                                \
  static_cast<T>(a.x OP s), static_cast<T>(a.y OP s), static_cast<T>(a.z OP s),                    \
      static_cast<T>(a.w OP s)
#define __OPENHIP_SV_1(T, s, OP, a) static_cast<T>(s OP a.x)
#define __OPENHIP_SV_2(T, s, OP, a) static_cast<T>(s OP a.x), static_cast<T>(s OP a.y)
#define __OPENHIP_SV_3(T, s, OP, a)                                                                \
  static_cast<T>(s OP a.x), static_cast<T>(s OP a.y), static_cast<T>(s OP a.z)
#define __OPENHIP_SV_4(T, s, OP, a)                                                                \
  static_cast<T>(s OP a.x), static_cast<T>(s OP a.y), static_cast<T>(s OP a.z),                    \
      static_cast<T>(s OP a.w)
#define __OPENHIP_UN_1(T, OP, a) static_cast<T>(OP a.x)
#define __OPENHIP_UN_2(T, OP, a) static_cast<T>(OP a.x), static_cast<T>(OP a.y)
#define __OPENHIP_UN_3(T, OP, a)                                                                   \
  static_cast<T>(OP a.x), static_cast<T>(OP a.y), static_cast<T>(OP a.z)
#define __OPENHIP_UN_4(T, OP, a)                                                                   \
  static_cast<T>(OP a.x), static_cast<T>(OP a.y), static_cast<T>(OP a.z), static_cast<T>(OP a.w)
#define __OPENHIP_ALL_1(a, b) (a.x == b.x)
#define __OPENHIP_ALL_2(a, b) (a.x == b.x && a.y == b.y)
#define __OPENHIP_ALL_3(a, b) (a.x == b.x && a.y == b.y && a.z == b.z)
#define __OPENHIP_ALL_4(a, b) (a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w)

// Binary operator OP, vector-vector and vector-scalar both ways, plus OP=.
// Results of integer promotion are cast back to T, as in HIP. The operators
// are templates restricted to V (through __openhip_only) so that a plain
// function with the same parameters wins overload resolution: that is how
// <hip/hip_complex.h> gives float2/double2 complex `*` and `/`, as in HIP.
#define __OPENHIP_VECTOR_BINARY(V, T, N, OP)                                                       \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, V>::type operator OP(const V_& a, const V_& b) {       \
    return V(__OPENHIP_ZIP_##N(T, a, OP, b));                                                      \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, V>::type operator OP(const V_& a, T s) {               \
    return V(__OPENHIP_VS_##N(T, a, OP, s));                                                       \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, V>::type operator OP(T s, const V_& a) {               \
    return V(__OPENHIP_SV_##N(T, s, OP, a));                                                       \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VMUT typename __openhip_only<V_, V>::type& operator OP##=(V_& a, const V_& b) {        \
    return a = a OP b;                                                                             \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VMUT typename __openhip_only<V_, V>::type& operator OP##=(V_& a, T s) {                \
    return a = a OP s;                                                                             \
  }

#define __OPENHIP_VECTOR_COMMON_OPS(V, T, N)                                                       \
  __OPENHIP_VECTOR_BINARY(V, T, N, +)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, -)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, *)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, /)                                                              \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, V>::type operator-(const V_& a) {  \
    return V(__OPENHIP_UN_##N(T, -, a));                                                           \
  }                                                                                                \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, V>::type operator+(const V_& a) {  \
    return a;                                                                                      \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, V, bool>::type operator==(const V_& a, const V_& b) {  \
    return __OPENHIP_ALL_##N(a, b);                                                                \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, V, bool>::type operator!=(const V_& a, const V_& b) {  \
    return !(a == b);                                                                              \
  }

#define __OPENHIP_INTEGER_OPS(V, T, N)                                                             \
  __OPENHIP_VECTOR_BINARY(V, T, N, %)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, &)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, |)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, ^)                                                              \
  __OPENHIP_VECTOR_BINARY(V, T, N, <<)                                                             \
  __OPENHIP_VECTOR_BINARY(V, T, N, >>)                                                             \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, V>::type operator~(const V_& a) {  \
    return V(__OPENHIP_UN_##N(T, ~, a));                                                           \
  }

// One family: P1..P4 with element type T and alignments A1..A4.
#define __OPENHIP_DEFINE_VECTOR_FAMILY(P, T, A1, A2, A3, A4)                                       \
  struct __attribute__((aligned(A1))) P##1 {                                                       \
    T x;                                                                                           \
    P##1() = default;                                                                              \
    __host__ __device__ explicit constexpr P##1(T x_) : x(x_) {}                                   \
  };                                                                                               \
  struct __attribute__((aligned(A2))) P##2 {                                                       \
    T x, y;                                                                                        \
    P##2() = default;                                                                              \
    __host__ __device__ explicit constexpr P##2(T s) : x(s), y(s) {}                               \
    __host__ __device__ constexpr P##2(T x_, T y_) : x(x_), y(y_) {}                               \
  };                                                                                               \
  struct __attribute__((aligned(A3))) P##3 {                                                       \
    T x, y, z;                                                                                     \
    P##3() = default;                                                                              \
    __host__ __device__ explicit constexpr P##3(T s) : x(s), y(s), z(s) {}                         \
    __host__ __device__ constexpr P##3(T x_, T y_, T z_) : x(x_), y(y_), z(z_) {}                  \
  };                                                                                               \
  struct __attribute__((aligned(A4))) P##4 {                                                       \
    T x, y, z, w;                                                                                  \
    P##4() = default;                                                                              \
    __host__ __device__ explicit constexpr P##4(T s) : x(s), y(s), z(s), w(s) {}                   \
    __host__ __device__ constexpr P##4(T x_, T y_, T z_, T w_) : x(x_), y(y_), z(z_), w(w_) {}     \
  };                                                                                               \
  __OPENHIP_VFN P##1 make_##P##1(T x) {                                                            \
    return P##1(x);                                                                                \
  }                                                                                                \
  __OPENHIP_VFN P##2 make_##P##2(T x, T y) {                                                       \
    return P##2(x, y);                                                                             \
  }                                                                                                \
  __OPENHIP_VFN P##3 make_##P##3(T x, T y, T z) {                                                  \
    return P##3(x, y, z);                                                                          \
  }                                                                                                \
  __OPENHIP_VFN P##4 make_##P##4(T x, T y, T z, T w) {                                             \
    return P##4(x, y, z, w);                                                                       \
  }                                                                                                \
  __OPENHIP_VECTOR_COMMON_OPS(P##1, T, 1)                                                          \
  __OPENHIP_VECTOR_COMMON_OPS(P##2, T, 2)                                                          \
  __OPENHIP_VECTOR_COMMON_OPS(P##3, T, 3)                                                          \
  __OPENHIP_VECTOR_COMMON_OPS(P##4, T, 4)

#endif // OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H
