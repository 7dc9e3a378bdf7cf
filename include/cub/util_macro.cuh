// CUB's helper macros.
#ifndef CUB_UTIL_MACRO_CUH
#define CUB_UTIL_MACRO_CUH

#include <hipcub/util_macro.hpp>

#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define CUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#define CUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#define CUB_ROUND_UP_NEAREST(x, y) ((((x) + (y) - 1) / (y)) * y)
#define CUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * y)
#define CUB_CAT_(a, b) a##b
#define CUB_CAT(a, b) CUB_CAT_(a, b)
#define CUB_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#define CUB_ALIGN(bytes) __attribute__((aligned(bytes)))
#define CUB_PREVENT_MACRO_SUBSTITUTION
#define CUB_DEPRECATED [[deprecated]]
#define CUB_CPP_DIALECT 2017
#define CUB_IGNORE_DEPRECATED_CPP_DIALECT

#endif  // CUB_UTIL_MACRO_CUH
