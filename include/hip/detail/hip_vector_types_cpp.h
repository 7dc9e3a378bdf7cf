// C++ definitions of the vector types: structs with HIP's constructors,
// componentwise operators and make_ functions, all usable on host and
// device. Included by <hip/hip_vector_types.h>, which lists the types.
#ifndef OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H
#define OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H

#define __OPENHIP_VFN __host__ __device__ inline constexpr

/// __openhip_only<A, B, R>::type is R when A is B, and nothing otherwise.
template <class _Ap, class _Bp, class _Rp = _Ap> struct __openhip_only {};
template <class _Ap, class _Rp> struct __openhip_only<_Ap, _Ap, _Rp> { typedef _Rp type; };
#define __OPENHIP_VMUT __host__ __device__ inline

// Componentwise expansions for N = 1..4 components.
#define __OPENHIP_ZIP_1(_Tp, a, OP, b) static_cast<_Tp>(a.x OP b.x)
#define __OPENHIP_ZIP_2(_Tp, a, OP, b) static_cast<_Tp>(a.x OP b.x), static_cast<_Tp>(a.y OP b.y)
#define __OPENHIP_ZIP_3(_Tp, a, OP, b)                                                             \
  static_cast<_Tp>(a.x OP b.x), static_cast<_Tp>(a.y OP b.y), static_cast<_Tp>(a.z OP b.z)
#define __OPENHIP_ZIP_4(_Tp, a, OP, b)                                                             \
  static_cast<_Tp>(a.x OP b.x), static_cast<_Tp>(a.y OP b.y), static_cast<_Tp>(a.z OP b.z),        \
      static_cast<_Tp>(a.w OP b.w)
#define __OPENHIP_VS_1(_Tp, a, OP, s) static_cast<_Tp>(a.x OP s)
#define __OPENHIP_VS_2(_Tp, a, OP, s) static_cast<_Tp>(a.x OP s), static_cast<_Tp>(a.y OP s)
#define __OPENHIP_VS_3(_Tp, a, OP, s)                                                              \
  static_cast<_Tp>(a.x OP s), static_cast<_Tp>(a.y OP s), static_cast<_Tp>(a.z OP s)
#define __OPENHIP_VS_4(_Tp, a, OP, s)                                                              \
  static_cast<_Tp>(a.x OP s), static_cast<_Tp>(a.y OP s), static_cast<_Tp>(a.z OP s),              \
      static_cast<_Tp>(a.w OP s)
#define __OPENHIP_SV_1(_Tp, s, OP, a) static_cast<_Tp>(s OP a.x)
#define __OPENHIP_SV_2(_Tp, s, OP, a) static_cast<_Tp>(s OP a.x), static_cast<_Tp>(s OP a.y)
#define __OPENHIP_SV_3(_Tp, s, OP, a)                                                              \
  static_cast<_Tp>(s OP a.x), static_cast<_Tp>(s OP a.y), static_cast<_Tp>(s OP a.z)
#define __OPENHIP_SV_4(_Tp, s, OP, a)                                                              \
  static_cast<_Tp>(s OP a.x), static_cast<_Tp>(s OP a.y), static_cast<_Tp>(s OP a.z),              \
      static_cast<_Tp>(s OP a.w)
#define __OPENHIP_UN_1(_Tp, OP, a) static_cast<_Tp>(OP a.x)
#define __OPENHIP_UN_2(_Tp, OP, a) static_cast<_Tp>(OP a.x), static_cast<_Tp>(OP a.y)
#define __OPENHIP_UN_3(_Tp, OP, a)                                                                 \
  static_cast<_Tp>(OP a.x), static_cast<_Tp>(OP a.y), static_cast<_Tp>(OP a.z)
#define __OPENHIP_UN_4(_Tp, OP, a)                                                                 \
  static_cast<_Tp>(OP a.x), static_cast<_Tp>(OP a.y), static_cast<_Tp>(OP a.z), static_cast<_Tp>(OP a.w)
#define __OPENHIP_ALL_1(a, b) (a.x == b.x)
#define __OPENHIP_ALL_2(a, b) (a.x == b.x && a.y == b.y)
#define __OPENHIP_ALL_3(a, b) (a.x == b.x && a.y == b.y && a.z == b.z)
#define __OPENHIP_ALL_4(a, b) (a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w)

// Binary operator OP, vector-vector and vector-scalar both ways, plus OP=.
// Results of integer promotion are cast back to T, as in HIP. The operators
// are templates restricted to V (through __openhip_only) so that a plain
// function with the same parameters wins overload resolution: that is how
// <hip/hip_complex.h> gives float2/double2 complex `*` and `/`, as in HIP.
#define __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, OP)                                                 \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator OP(const V_& a, const V_& b) {     \
    return _Vp(__OPENHIP_ZIP_##_Np(_Tp, a, OP, b));                                                \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator OP(const V_& a, _Tp s) {           \
    return _Vp(__OPENHIP_VS_##_Np(_Tp, a, OP, s));                                                 \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator OP(_Tp s, const V_& a) {           \
    return _Vp(__OPENHIP_SV_##_Np(_Tp, s, OP, a));                                                 \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VMUT typename __openhip_only<V_, _Vp>::type& operator OP##=(V_& a, const V_& b) {      \
    return a = a OP b;                                                                             \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VMUT typename __openhip_only<V_, _Vp>::type& operator OP##=(V_& a, _Tp s) {            \
    return a = a OP s;                                                                             \
  }

#define __OPENHIP_VECTOR_COMMON_OPS(_Vp, _Tp, _Np)                                                 \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, +)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, -)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, *)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, /)                                                        \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator-(const V_& a) { \
    return _Vp(__OPENHIP_UN_##_Np(_Tp, -, a));                                                     \
  }                                                                                                \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator+(const V_& a) { \
    return a;                                                                                      \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, _Vp, bool>::type operator==(const V_& a, const V_& b) { \
    return __OPENHIP_ALL_##_Np(a, b);                                                              \
  }                                                                                                \
  template <class V_>                                                                              \
  __OPENHIP_VFN typename __openhip_only<V_, _Vp, bool>::type operator!=(const V_& a, const V_& b) { \
    return !(a == b);                                                                              \
  }

#define __OPENHIP_INTEGER_OPS(_Vp, _Tp, _Np)                                                       \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, %)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, &)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, |)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, ^)                                                        \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, <<)                                                       \
  __OPENHIP_VECTOR_BINARY(_Vp, _Tp, _Np, >>)                                                       \
  template <class V_> __OPENHIP_VFN typename __openhip_only<V_, _Vp>::type operator~(const V_& a) { \
    return _Vp(__OPENHIP_UN_##_Np(_Tp, ~, a));                                                     \
  }

// One family: P1..P4 with element type T and alignments A1..A4.
#define __OPENHIP_DEFINE_VECTOR_FAMILY(_Pp, _Tp, A1, A2, A3, A4)                                   \
  struct __attribute__((aligned(A1))) _Pp##1 {                                                     \
    _Tp x;                                                                                         \
    _Pp##1() = default;                                                                            \
    __host__ __device__ explicit constexpr _Pp##1(_Tp x_) : x(x_) {}                               \
  };                                                                                               \
  struct __attribute__((aligned(A2))) _Pp##2 {                                                     \
    _Tp x, y;                                                                                      \
    _Pp##2() = default;                                                                            \
    __host__ __device__ explicit constexpr _Pp##2(_Tp s) : x(s), y(s) {}                           \
    __host__ __device__ constexpr _Pp##2(_Tp x_, _Tp y_) : x(x_), y(y_) {}                         \
  };                                                                                               \
  struct __attribute__((aligned(A3))) _Pp##3 {                                                     \
    _Tp x, y, z;                                                                                   \
    _Pp##3() = default;                                                                            \
    __host__ __device__ explicit constexpr _Pp##3(_Tp s) : x(s), y(s), z(s) {}                     \
    __host__ __device__ constexpr _Pp##3(_Tp x_, _Tp y_, _Tp z_) : x(x_), y(y_), z(z_) {}          \
  };                                                                                               \
  struct __attribute__((aligned(A4))) _Pp##4 {                                                     \
    _Tp x, y, z, w;                                                                                \
    _Pp##4() = default;                                                                            \
    __host__ __device__ explicit constexpr _Pp##4(_Tp s) : x(s), y(s), z(s), w(s) {}               \
    __host__ __device__ constexpr _Pp##4(_Tp x_, _Tp y_, _Tp z_, _Tp w_) : x(x_), y(y_), z(z_), w(w_) {} \
  };                                                                                               \
  __OPENHIP_VFN _Pp##1 make_##_Pp##1(_Tp x) {                                                      \
    return _Pp##1(x);                                                                              \
  }                                                                                                \
  __OPENHIP_VFN _Pp##2 make_##_Pp##2(_Tp x, _Tp y) {                                               \
    return _Pp##2(x, y);                                                                           \
  }                                                                                                \
  __OPENHIP_VFN _Pp##3 make_##_Pp##3(_Tp x, _Tp y, _Tp z) {                                        \
    return _Pp##3(x, y, z);                                                                        \
  }                                                                                                \
  __OPENHIP_VFN _Pp##4 make_##_Pp##4(_Tp x, _Tp y, _Tp z, _Tp w) {                                 \
    return _Pp##4(x, y, z, w);                                                                     \
  }                                                                                                \
  __OPENHIP_VECTOR_COMMON_OPS(_Pp##1, _Tp, 1)                                                      \
  __OPENHIP_VECTOR_COMMON_OPS(_Pp##2, _Tp, 2)                                                      \
  __OPENHIP_VECTOR_COMMON_OPS(_Pp##3, _Tp, 3)                                                      \
  __OPENHIP_VECTOR_COMMON_OPS(_Pp##4, _Tp, 4)

#endif // OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_CPP_H
