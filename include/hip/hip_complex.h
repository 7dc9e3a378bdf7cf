// Single and double precision complex numbers as HIP defines them: float2
// and double2 (real part x, imaginary part y) with hipC* functions. In C++
// the usual operators are complex operations on these types once this header
// is included — `*` and `/` on float2/double2 become complex multiplication
// and division, as with HIP's own header.
#ifndef HIP_INCLUDE_HIP_HIP_COMPLEX_H
#define HIP_INCLUDE_HIP_HIP_COMPLEX_H

#include <hip/hip_common.h>
#if defined(__clang__) && defined(__CUDA__)
#include <hip/hip_runtime.h> // device-callable <math.h> comes with the kernel language
#endif
#include <hip/hip_vector_types.h>

#include <math.h>

#define __OPENHIP_CFN __host__ __device__ static inline

typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef hipFloatComplex hipComplex;

// One set of functions per precision: S is the f suffix (or nothing), C the
// complex type, R the real type, SQRT the square root.
#define __OPENHIP_COMPLEX_FUNCTIONS(S, C, R, SQRT)                                                 \
  __OPENHIP_CFN R hipCreal##S(C z) {                                                               \
    return z.x;                                                                                    \
  }                                                                                                \
  __OPENHIP_CFN R hipCimag##S(C z) {                                                               \
    return z.y;                                                                                    \
  }                                                                                                \
  __OPENHIP_CFN C hipConj##S(C z) {                                                                \
    C r;                                                                                           \
    r.x = z.x;                                                                                     \
    r.y = -z.y;                                                                                    \
    return r;                                                                                      \
  }                                                                                                \
  __OPENHIP_CFN R hipCsqabs##S(C z) {                                                              \
    return z.x * z.x + z.y * z.y;                                                                  \
  }                                                                                                \
  __OPENHIP_CFN C hipCadd##S(C p, C q) {                                                           \
    C r;                                                                                           \
    r.x = p.x + q.x;                                                                               \
    r.y = p.y + q.y;                                                                               \
    return r;                                                                                      \
  }                                                                                                \
  __OPENHIP_CFN C hipCsub##S(C p, C q) {                                                           \
    C r;                                                                                           \
    r.x = p.x - q.x;                                                                               \
    r.y = p.y - q.y;                                                                               \
    return r;                                                                                      \
  }                                                                                                \
  __OPENHIP_CFN C hipCmul##S(C p, C q) {                                                           \
    C r;                                                                                           \
    r.x = p.x * q.x - p.y * q.y;                                                                   \
    r.y = p.y * q.x + p.x * q.y;                                                                   \
    return r;                                                                                      \
  }                                                                                                \
  /* Textbook formula (p * conj(q) / |q|^2), the one HIP uses. */                                  \
  __OPENHIP_CFN C hipCdiv##S(C p, C q) {                                                           \
    const R denominator = hipCsqabs##S(q);                                                         \
    C r;                                                                                           \
    r.x = (p.x * q.x + p.y * q.y) / denominator;                                                   \
    r.y = (p.y * q.x - p.x * q.y) / denominator;                                                   \
    return r;                                                                                      \
  }                                                                                                \
  __OPENHIP_CFN R hipCabs##S(C z) {                                                                \
    return SQRT(hipCsqabs##S(z));                                                                  \
  }                                                                                                \
  /* p * q + r */                                                                                  \
  __OPENHIP_CFN C hipCfma##S(C p, C q, C r) {                                                      \
    C out;                                                                                         \
    out.x = p.x * q.x - p.y * q.y + r.x;                                                           \
    out.y = p.x * q.y + p.y * q.x + r.y;                                                           \
    return out;                                                                                    \
  }

__OPENHIP_COMPLEX_FUNCTIONS(f, hipFloatComplex, float, sqrtf)
__OPENHIP_COMPLEX_FUNCTIONS(, hipDoubleComplex, double, sqrt)

__OPENHIP_CFN hipFloatComplex make_hipFloatComplex(float re, float im) {
  hipFloatComplex z;
  z.x = re;
  z.y = im;
  return z;
}

__OPENHIP_CFN hipDoubleComplex make_hipDoubleComplex(double re, double im) {
  hipDoubleComplex z;
  z.x = re;
  z.y = im;
  return z;
}

__OPENHIP_CFN hipComplex make_hipComplex(float re, float im) {
  return make_hipFloatComplex(re, im);
}

__OPENHIP_CFN hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z) {
  return make_hipFloatComplex((float)z.x, (float)z.y);
}

__OPENHIP_CFN hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z) {
  return make_hipDoubleComplex((double)z.x, (double)z.y);
}

#ifdef __cplusplus
// Plain functions: preferred over the componentwise vector operator templates.
#define __OPENHIP_COMPLEX_OPERATORS(S, C, R)                                                       \
  __OPENHIP_CFN C operator-(const C& z) {                                                          \
    return make_##C(-z.x, -z.y);                                                                   \
  }                                                                                                \
  __OPENHIP_CFN bool operator==(const C& p, const C& q) {                                          \
    return p.x == q.x && p.y == q.y;                                                               \
  }                                                                                                \
  __OPENHIP_CFN bool operator!=(const C& p, const C& q) {                                          \
    return !(p == q);                                                                              \
  }                                                                                                \
  __OPENHIP_CFN C operator+(const C& p, const C& q) {                                              \
    return hipCadd##S(p, q);                                                                       \
  }                                                                                                \
  __OPENHIP_CFN C operator-(const C& p, const C& q) {                                              \
    return hipCsub##S(p, q);                                                                       \
  }                                                                                                \
  __OPENHIP_CFN C operator*(const C& p, const C& q) {                                              \
    return hipCmul##S(p, q);                                                                       \
  }                                                                                                \
  __OPENHIP_CFN C operator/(const C& p, const C& q) {                                              \
    return hipCdiv##S(p, q);                                                                       \
  }                                                                                                \
  __OPENHIP_CFN C& operator+=(C& p, const C& q) {                                                  \
    return p = p + q;                                                                              \
  }                                                                                                \
  __OPENHIP_CFN C& operator-=(C& p, const C& q) {                                                  \
    return p = p - q;                                                                              \
  }                                                                                                \
  __OPENHIP_CFN C& operator*=(C& p, const C& q) {                                                  \
    return p = p * q;                                                                              \
  }                                                                                                \
  __OPENHIP_CFN C& operator/=(C& p, const C& q) {                                                  \
    return p = p / q;                                                                              \
  }                                                                                                \
  __OPENHIP_COMPLEX_SCALE(C, R, unsigned short)                                                    \
  __OPENHIP_COMPLEX_SCALE(C, R, signed short)                                                      \
  __OPENHIP_COMPLEX_SCALE(C, R, unsigned int)                                                      \
  __OPENHIP_COMPLEX_SCALE(C, R, signed int)                                                        \
  __OPENHIP_COMPLEX_SCALE(C, R, unsigned long)                                                     \
  __OPENHIP_COMPLEX_SCALE(C, R, signed long)                                                       \
  __OPENHIP_COMPLEX_SCALE(C, R, unsigned long long)                                                \
  __OPENHIP_COMPLEX_SCALE(C, R, signed long long)                                                  \
  __OPENHIP_COMPLEX_SCALE(C, R, float)                                                             \
  __OPENHIP_COMPLEX_SCALE(C, R, double)

// complex * real scalar, for every arithmetic scalar type (as HIP provides).
#define __OPENHIP_COMPLEX_SCALE(C, R, SCALAR)                                                      \
  __OPENHIP_CFN C operator*(const C& z, SCALAR s) {                                                \
    return make_##C(static_cast<R>(z.x * s), static_cast<R>(z.y * s));                             \
  }

__OPENHIP_COMPLEX_OPERATORS(f, hipFloatComplex, float)
__OPENHIP_COMPLEX_OPERATORS(, hipDoubleComplex, double)
#undef __OPENHIP_COMPLEX_OPERATORS
#undef __OPENHIP_COMPLEX_SCALE
#endif // __cplusplus

#undef __OPENHIP_COMPLEX_FUNCTIONS

#endif // HIP_INCLUDE_HIP_HIP_COMPLEX_H
