// C definitions of the vector types: plain structs and make_ functions.
// Included by <hip/hip_vector_types.h>, which lists the types.
#ifndef OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_C_H
#define OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_C_H

#define __OPENHIP_DEFINE_VECTOR_FAMILY(P, T, A1, A2, A3, A4)                                       \
  typedef struct __attribute__((aligned(A1))) P##1 {                                               \
    T x;                                                                                           \
  }                                                                                                \
  P##1;                                                                                            \
  typedef struct __attribute__((aligned(A2))) P##2 {                                               \
    T x, y;                                                                                        \
  }                                                                                                \
  P##2;                                                                                            \
  typedef struct __attribute__((aligned(A3))) P##3 {                                               \
    T x, y, z;                                                                                     \
  }                                                                                                \
  P##3;                                                                                            \
  typedef struct __attribute__((aligned(A4))) P##4 {                                               \
    T x, y, z, w;                                                                                  \
  }                                                                                                \
  P##4;                                                                                            \
  static inline P##1 make_##P##1(T x) {                                                            \
    P##1 v;                                                                                        \
    v.x = x;                                                                                       \
    return v;                                                                                      \
  }                                                                                                \
  static inline P##2 make_##P##2(T x, T y) {                                                       \
    P##2 v;                                                                                        \
    v.x = x;                                                                                       \
    v.y = y;                                                                                       \
    return v;                                                                                      \
  }                                                                                                \
  static inline P##3 make_##P##3(T x, T y, T z) {                                                  \
    P##3 v;                                                                                        \
    v.x = x;                                                                                       \
    v.y = y;                                                                                       \
    v.z = z;                                                                                       \
    return v;                                                                                      \
  }                                                                                                \
  static inline P##4 make_##P##4(T x, T y, T z, T w) {                                             \
    P##4 v;                                                                                        \
    v.x = x;                                                                                       \
    v.y = y;                                                                                       \
    v.z = z;                                                                                       \
    v.w = w;                                                                                       \
    return v;                                                                                      \
  }

#endif // OPENHIP_HIP_DETAIL_HIP_VECTOR_TYPES_C_H
