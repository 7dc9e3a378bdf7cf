// hipCUB's helper macros (CUB's util_macro names with the HIPCUB_ prefix).
#ifndef HIPCUB_UTIL_MACRO_HPP_
#define HIPCUB_UTIL_MACRO_HPP_

#define HIPCUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define HIPCUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define HIPCUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#define HIPCUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#define HIPCUB_ROUND_UP_NEAREST(x, y) ((((x) + (y) - 1) / (y)) * (y))
#define HIPCUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * (y))
#define HIPCUB_CAT_(a, b) a##b
#define HIPCUB_CAT(a, b) HIPCUB_CAT_(a, b)
#define HIPCUB_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#define HIPCUB_ALIGN(bytes) __attribute__((aligned(bytes)))
#define HIPCUB_PREVENT_MACRO_SUBSTITUTION

#endif  // HIPCUB_UTIL_MACRO_HPP_
