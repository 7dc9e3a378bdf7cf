// CUDA's complex numbers: cuFloatComplex / cuDoubleComplex are float2 /
// double2 (x real, y imaginary), with CUDA's cuC* functions. As in CUDA,
// no operators are defined (HIP's <hip/hip_complex.h> adds some for hipC*
// code; this header does not include it). Division scales by |Re|+|Im| of
// the divisor and the modulus uses hypot, so neither overflows early.
#ifndef OPENHIP_CUCOMPLEX_H
#define OPENHIP_CUCOMPLEX_H

#if defined(__clang__) && defined(__CUDA__) && defined(__cplusplus)
#include <hip/hip_runtime.h>  // device-callable <math.h>
#endif
#include <hip/hip_vector_types.h>

#include <math.h>

#define __OPENHIP_CUCOMPLEX __host__ __device__ static inline

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define __OPENHIP_CUCOMPLEX_FUNCTIONS(S, C, R, MAKE, FABS, HYPOT)                                    \
  __OPENHIP_CUCOMPLEX R cuCreal##S(C z) { return z.x; }                                         \
  __OPENHIP_CUCOMPLEX R cuCimag##S(C z) { return z.y; }                                         \
  __OPENHIP_CUCOMPLEX C MAKE(R re, R im) {                                                \
    C z;                                                                                        \
    z.x = re;                                                                                   \
    z.y = im;                                                                                   \
    return z;                                                                                   \
  }                                                                                             \
  __OPENHIP_CUCOMPLEX C cuConj##S(C z) { return MAKE(z.x, -z.y); }                        \
  __OPENHIP_CUCOMPLEX C cuCadd##S(C x, C y) { return MAKE(x.x + y.x, x.y + y.y); }        \
  __OPENHIP_CUCOMPLEX C cuCsub##S(C x, C y) { return MAKE(x.x - y.x, x.y - y.y); }        \
  __OPENHIP_CUCOMPLEX C cuCmul##S(C x, C y) {                                                   \
    return MAKE(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);                            \
  }                                                                                             \
  __OPENHIP_CUCOMPLEX C cuCdiv##S(C x, C y) {                                                   \
    const R scale = (R)1 / (FABS(y.x) + FABS(y.y));                                             \
    const R xr = x.x * scale, xi = x.y * scale, yr = y.x * scale, yi = y.y * scale;             \
    const R inverseNorm = (R)1 / (yr * yr + yi * yi);                                           \
    return MAKE((xr * yr + xi * yi) * inverseNorm, (xi * yr - xr * yi) * inverseNorm);    \
  }                                                                                             \
  __OPENHIP_CUCOMPLEX R cuCabs##S(C z) { return HYPOT(z.x, z.y); }                              \
  /* x * y + d */                                                                               \
  __OPENHIP_CUCOMPLEX C cuCfma##S(C x, C y, C d) {                                              \
    return MAKE(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);                \
  }

__OPENHIP_CUCOMPLEX_FUNCTIONS(f, cuFloatComplex, float, make_cuFloatComplex, fabsf, hypotf)
__OPENHIP_CUCOMPLEX_FUNCTIONS(, cuDoubleComplex, double, make_cuDoubleComplex, fabs, hypot)
#undef __OPENHIP_CUCOMPLEX_FUNCTIONS

__OPENHIP_CUCOMPLEX cuComplex make_cuComplex(float x, float y) { return make_cuFloatComplex(x, y); }
__OPENHIP_CUCOMPLEX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
__OPENHIP_CUCOMPLEX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}

#undef __OPENHIP_CUCOMPLEX

#endif  // OPENHIP_CUCOMPLEX_H
