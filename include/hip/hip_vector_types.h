// HIP's short vector types: char1..4, uchar1..4, short, ushort, int, uint,
// long, ulong, longlong, ulonglong, float and double, each with 1 to 4
// components x, y, z, w, and make_<type>(...) functions.
//
// Layout follows CUDA's vector_types (sizeof(float3) == 12; 2- and
// 4-component types are aligned to their size, at most 16) so host and
// device code, .hip and .cu sources agree. In C++ the types also have HIP's
// constructors (componentwise and explicit broadcast) and componentwise
// operators, with scalar operands broadcast; the default constructor is
// trivial so the types can be __shared__ and kernel arguments.
#ifndef HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H
#define HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H

#include <hip/hip_common.h>

#ifdef __cplusplus
#include <hip/detail/hip_vector_types_cpp.h>
#else
#include <hip/detail/hip_vector_types_c.h>
#endif

// Every element type, with its alignments for 1, 2, 3 and 4 components.
// LIST(F) expands F(name, element type, align1, align2, align3, align4).
#define __OPENHIP_VECTOR_TYPE_LIST(_Fp)                                                            \
  _Fp(char, signed char, 1, 2, 1, 4)                                                               \
  _Fp(uchar, unsigned char, 1, 2, 1, 4)                                                            \
  _Fp(short, short, 2, 4, 2, 8)                                                                    \
  _Fp(ushort, unsigned short, 2, 4, 2, 8)                                                          \
  _Fp(int, int, 4, 8, 4, 16)                                                                       \
  _Fp(uint, unsigned int, 4, 8, 4, 16)                                                             \
  _Fp(long, long, sizeof(long), 2 * sizeof(long), sizeof(long), 16)                                \
  _Fp(ulong, unsigned long, sizeof(long), 2 * sizeof(long), sizeof(long), 16)                      \
  _Fp(longlong, long long, 8, 16, 8, 16)                                                           \
  _Fp(ulonglong, unsigned long long, 8, 16, 8, 16)                                                 \
  _Fp(float, float, 4, 8, 4, 16)                                                                   \
  _Fp(double, double, 8, 16, 8, 16)

__OPENHIP_VECTOR_TYPE_LIST(__OPENHIP_DEFINE_VECTOR_FAMILY)

#ifdef __cplusplus
// Operators that only integer vectors have.
#define __OPENHIP_INTEGER_FAMILY(_Pp, _Tp)                                                         \
  __OPENHIP_INTEGER_OPS(_Pp##1, _Tp, 1)                                                            \
  __OPENHIP_INTEGER_OPS(_Pp##2, _Tp, 2)                                                            \
  __OPENHIP_INTEGER_OPS(_Pp##3, _Tp, 3)                                                            \
  __OPENHIP_INTEGER_OPS(_Pp##4, _Tp, 4)
__OPENHIP_INTEGER_FAMILY(char, signed char)
__OPENHIP_INTEGER_FAMILY(uchar, unsigned char)
__OPENHIP_INTEGER_FAMILY(short, short)
__OPENHIP_INTEGER_FAMILY(ushort, unsigned short)
__OPENHIP_INTEGER_FAMILY(int, int)
__OPENHIP_INTEGER_FAMILY(uint, unsigned int)
__OPENHIP_INTEGER_FAMILY(long, long)
__OPENHIP_INTEGER_FAMILY(ulong, unsigned long)
__OPENHIP_INTEGER_FAMILY(longlong, long long)
__OPENHIP_INTEGER_FAMILY(ulonglong, unsigned long long)
#undef __OPENHIP_INTEGER_FAMILY
#endif

#endif // HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H
