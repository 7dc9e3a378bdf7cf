// HIP's device math API beyond the C/C++ standard library. The standard
// functions (sinf, expf, powf, lgamma, sincos, std::..., ...) come from the
// host's <cmath>, made __host__ __device__ in device_std_headers.h: device
// code calls the host libm. This header adds the names only HIP/CUDA have
// (rsqrt, erfinv, sinpi, norm*, ...) and the intrinsics (__expf,
// __fadd_rz, ...). docs/device-math.md lists the accuracy of each.
#ifndef OPENHIP_DEVICE_MATH_H
#define OPENHIP_DEVICE_MATH_H

#include <hip/hip_common.h>

#include <cmath>
#include <type_traits>

#define OPENHIP_MATH __device__ static inline
#define OPENHIP_MATH_HOST_DEVICE __host__ __device__ static inline

namespace openhip::math {

/// sin(pi t) for t in [-0.5, 0.5]; the products with pi stay small, so the
/// result is as accurate as sin/cos near zero.
template <typename _Tp>
__host__ __device__ inline _Tp sinPiReduced(_Tp t) {
  const _Tp pi = _Tp(3.14159265358979323846);
  const _Tp magnitude = std::fabs(t);
  if (magnitude <= _Tp(0.25)) return std::sin(pi * t);
  return std::copysign(std::cos(pi * (_Tp(0.5) - magnitude)), t);  // 0.5 - |t| is exact
}

template <typename _Tp>
__host__ __device__ inline _Tp sinPi(_Tp x) {
  if (std::isinf(x)) return x - x;  // NaN
  const _Tp r = std::remainder(x, _Tp(2));  // exact, in [-1, 1]
  if (r == _Tp(0) || r == _Tp(1) || r == _Tp(-1)) return std::copysign(_Tp(0), x);
  if (r > _Tp(0.5)) return sinPiReduced(_Tp(1) - r);   // exact subtractions
  if (r < _Tp(-0.5)) return sinPiReduced(_Tp(-1) - r);
  return sinPiReduced(r);
}

template <typename _Tp>
__host__ __device__ inline _Tp cosPi(_Tp x) {
  if (std::isinf(x)) return x - x;
  const _Tp a = std::fabs(std::remainder(x, _Tp(2)));  // in [0, 1]
  if (a == _Tp(0.5)) return _Tp(0);
  if (a < _Tp(0.25)) return std::cos(_Tp(3.14159265358979323846) * a);
  return sinPiReduced(_Tp(0.5) - a);  // exact for a in [0.25, 1]
}

/// 1 / sqrt(x) within about half an ulp: the quotient of the rounded sqrt,
/// corrected by one Newton step whose residual 1 - x r^2 is computed with fmas.
__host__ __device__ inline double reciprocalSqrt(double x) {
  const double r = 1.0 / std::sqrt(x);
  if (!(r > 0.0) || std::isinf(r) || std::isinf(x)) return r;
  const double square = r * r;
  const double squareLow = std::fma(r, r, -square);
  double residual = std::fma(-x, square, 1.0);
  residual = std::fma(-x, squareLow, residual);
  return std::fma(r * 0.5, residual, r);
}

/// 1 / sqrt(x) in float (no double detour, so it vectorizes at full width):
/// the quotient 1 / fl(sqrt x), off by up to 1.5 ulp, corrected to first
/// order by the exact residuals of the division and of the square root.
/// Within half an ulp for x >= 2^-100; below, the sqrt residual underflows
/// and the result is the plain quotient's (1.5 ulp). 0, inf, NaN and
/// negative x take the plain quotient (their residuals are NaN).
__host__ __device__ inline float reciprocalSqrt(float x) {
  const float root = std::sqrt(x);
  const float r = 1.0f / root;
  const float divisionResidual = std::fma(-r, root, 1.0f);  // 1 - r root
  const float sqrtResidual = std::fma(root, root, -x);      // root^2 - x
  const float correction = std::fma(0.5f * sqrtResidual * r, r, divisionResidual);
  const float corrected = std::fma(r, correction, r);
  return x > 0.0f && x < __builtin_huge_valf() ? corrected : r;
}

/// Inverse of erfc by Halley steps on erfc from an asymptotic start. Accurate
/// where erfc(x) is small or close to 2 (y < 0.5 or y > 1.5): there the
/// residual erfc(x) - y is relative to a small number.
template <typename _Tp>
__host__ __device__ inline _Tp erfcInverseTail(_Tp y) {
  const bool upper = y < _Tp(1);  // erfcinv(2 - y) = -erfcinv(y)
  const _Tp tail = upper ? y : _Tp(2) - y;
  // Start: x^2 ~ -log(tail * sqrt(pi) * x), one fixed-point step.
  _Tp x = std::sqrt(-std::log(tail));
  x = std::sqrt(-std::log(tail * _Tp(1.7724538509055160273) * (x > _Tp(1) ? x : _Tp(1))));
  for (int i = 0; i < 40; ++i) {
    const _Tp slope = -_Tp(1.1283791670955125739) * std::exp(-x * x);
    const _Tp step = (std::erfc(x) - tail) / slope;
    const _Tp next = x - step / (_Tp(1) + x * step);  // Halley: erfc'' = -2x erfc'
    if (next == x) break;
    x = next;
  }
  return upper ? x : -x;
}

/// Inverse of erf by Newton steps on erf from the linear start (|y| < 0.5).
template <typename _Tp>
__host__ __device__ inline _Tp erfInverseCentral(_Tp y) {
  _Tp x = y * _Tp(0.88622692545275801365);  // sqrt(pi) / 2
  for (int i = 0; i < 8; ++i) {
    const _Tp next = x - (std::erf(x) - y) / (_Tp(1.1283791670955125739) * std::exp(-x * x));
    if (next == x) break;
    x = next;
  }
  return x;
}

template <typename _Tp>
__host__ __device__ inline _Tp erfInverse(_Tp y) {
  if (!(y >= _Tp(-1) && y <= _Tp(1))) return __builtin_nan("");
  if (y == _Tp(1) || y == _Tp(-1)) return y * __builtin_inf();
  if (std::fabs(y) < _Tp(0.5)) return erfInverseCentral(y);
  const _Tp x = erfcInverseTail(_Tp(1) - std::fabs(y));  // 1 - |y| is exact here
  return y < _Tp(0) ? -x : x;
}

template <typename _Tp>
__host__ __device__ inline _Tp erfcInverse(_Tp y) {
  if (!(y >= _Tp(0) && y <= _Tp(2))) return __builtin_nan("");
  if (y == _Tp(0)) return __builtin_inf();
  if (y == _Tp(2)) return -__builtin_inf();
  if (y > _Tp(0.5) && y < _Tp(1.5)) return erfInverseCentral(_Tp(1) - y);  // exact subtraction
  return erfcInverseTail(y);
}

/// sqrt of the sum of squares of n values, scaled by the largest to avoid overflow.
template <typename _Tp>
__host__ __device__ inline _Tp euclideanNorm(int n, const _Tp* values) {
  _Tp largest = 0;
  for (int i = 0; i < n; ++i) largest = std::fmax(largest, std::fabs(values[i]));
  if (largest == _Tp(0) || std::isinf(largest)) return largest;
  _Tp sum = 0;
  for (int i = 0; i < n; ++i) {
    const _Tp scaled = values[i] / largest;
    sum += scaled * scaled;
  }
  return largest * std::sqrt(sum);
}

/// Rounds an operation's round-to-nearest result in the direction Mode asks,
/// given the sign of (exact - nearest): 'z' toward zero, 'u' up, 'd' down.
template <char Mode, typename _Tp>
__host__ __device__ inline _Tp roundDirected(_Tp nearest, _Tp exactMinusNearest) {
  if (Mode == 'n' || exactMinusNearest == _Tp(0) || std::isinf(nearest) || std::isnan(nearest)) return nearest;
  const _Tp up = __builtin_inf();
  if (Mode == 'u') return exactMinusNearest > _Tp(0) ? std::nextafter(nearest, up) : nearest;
  if (Mode == 'd') return exactMinusNearest < _Tp(0) ? std::nextafter(nearest, -up) : nearest;
  // Toward zero: step back only if nearest rounded away from zero.
  const bool away = nearest > _Tp(0) ? exactMinusNearest < _Tp(0) : exactMinusNearest > _Tp(0);
  return away ? std::nextafter(nearest, _Tp(0)) : nearest;
}

template <char Mode, typename _Tp>
__host__ __device__ inline _Tp add(_Tp a, _Tp b) {
  const _Tp sum = a + b;
  const _Tp bPart = sum - a;
  const _Tp error = (a - (sum - bPart)) + (b - bPart);  // TwoSum: exact a + b - sum
  return roundDirected<Mode>(sum, error);
}

template <char Mode, typename _Tp>
__host__ __device__ inline _Tp multiply(_Tp a, _Tp b) {
  const _Tp product = a * b;
  return roundDirected<Mode>(product, std::fma(a, b, -product));
}

template <char Mode, typename _Tp>
__host__ __device__ inline _Tp divide(_Tp a, _Tp b) {
  const _Tp quotient = a / b;
  const _Tp remainder = std::fma(-quotient, b, a);  // exact a - quotient * b
  return roundDirected<Mode>(quotient, b > _Tp(0) ? remainder : -remainder);
}

template <char Mode, typename _Tp>
__host__ __device__ inline _Tp squareRoot(_Tp a) {
  const _Tp root = std::sqrt(a);
  return roundDirected<Mode>(root, std::fma(-root, root, a));
}

/// I_n(x) for n = 0, 1: the power series sum (x/2)^(2k+n) / (k! (k+n)!) up to
/// |x| = 20 (all terms positive, no cancellation), beyond it the asymptotic
/// expansion e^|x| / sqrt(2 pi |x|) * sum_k (-1)^k a_k(n) / |x|^k, whose terms
/// keep decreasing there. I_0 is even, I_1 odd.
template <int _Np>
__host__ __device__ inline double besselI(double x) {
  const double a = std::fabs(x);
  double result;
  if (a <= 20.0) {
    const double q = 0.25 * a * a;
    double term = _Np == 0 ? 1.0 : 0.5 * a;
    result = term;
    for (int k = 1; k < 200 && term > result * 1e-17; ++k) {
      term *= q / (double(k) * double(k + _Np));
      result += term;
    }
  } else if (std::isinf(a)) {
    result = a;
  } else {
    const double mu = 4.0 * _Np * _Np;
    double term = 1.0, sum = 1.0;
    for (int k = 1; k < 30; ++k) {
      const double odd = 2.0 * k - 1.0;
      term *= -(mu - odd * odd) / (k * 8.0 * a);
      sum += term;
    }
    // e^a overflows before I_n does for a in (709.78, 713.99]: split it.
    const double half = std::exp(0.5 * a);
    result = half * (sum / std::sqrt(2.0 * 3.14159265358979323846 * a)) * half;
  }
  return (_Np == 1 && x < 0.0) ? -result : result;
}

}  // namespace openhip::math

// ---- HIP-only math functions, float and double --------------------------------------
// CUDA declares the math API __host__ __device__: host code may call them too.
OPENHIP_MATH_HOST_DEVICE float rsqrtf(float x) { return openhip::math::reciprocalSqrt(x); }
OPENHIP_MATH_HOST_DEVICE double rsqrt(double x) { return openhip::math::reciprocalSqrt(x); }
OPENHIP_MATH_HOST_DEVICE float rcbrtf(float x) { return static_cast<float>(1.0 / cbrt(double(x))); }
OPENHIP_MATH_HOST_DEVICE double rcbrt(double x) { return 1.0 / cbrt(x); }
OPENHIP_MATH_HOST_DEVICE float sinpif(float x) { return static_cast<float>(openhip::math::sinPi<double>(x)); }
OPENHIP_MATH_HOST_DEVICE double sinpi(double x) { return openhip::math::sinPi(x); }
OPENHIP_MATH_HOST_DEVICE float cospif(float x) { return static_cast<float>(openhip::math::cosPi<double>(x)); }
OPENHIP_MATH_HOST_DEVICE double cospi(double x) { return openhip::math::cosPi(x); }
OPENHIP_MATH_HOST_DEVICE void sincospif(float x, float* s, float* c) { *s = sinpif(x); *c = cospif(x); }
OPENHIP_MATH_HOST_DEVICE void sincospi(double x, double* s, double* c) { *s = sinpi(x); *c = cospi(x); }
OPENHIP_MATH_HOST_DEVICE float erfinvf(float x) { return static_cast<float>(openhip::math::erfInverse<double>(x)); }
OPENHIP_MATH_HOST_DEVICE double erfinv(double x) { return openhip::math::erfInverse(x); }
OPENHIP_MATH_HOST_DEVICE float erfcinvf(float x) { return static_cast<float>(openhip::math::erfcInverse<double>(x)); }
OPENHIP_MATH_HOST_DEVICE double erfcinv(double x) { return openhip::math::erfcInverse(x); }
OPENHIP_MATH_HOST_DEVICE float erfcxf(float x) { return static_cast<float>(exp(double(x) * x) * erfc(double(x))); }
OPENHIP_MATH_HOST_DEVICE double erfcx(double x) {
  // exp(x^2) * erfc(x) overflows/underflows for large x: use the asymptotic series there.
  if (x < 25.0) return exp(x * x) * erfc(x);
  const double inverse2 = 1.0 / (2.0 * x * x);
  return (1.0 - inverse2 * (1.0 - 3.0 * inverse2 * (1.0 - 5.0 * inverse2))) / (x * 1.7724538509055160273);
}
OPENHIP_MATH_HOST_DEVICE float normcdff(float x) { return static_cast<float>(0.5 * erfc(-x * 0.70710678118654752440)); }
OPENHIP_MATH_HOST_DEVICE double normcdf(double x) { return 0.5 * erfc(-x * 0.70710678118654752440); }
OPENHIP_MATH_HOST_DEVICE float normcdfinvf(float p) { return static_cast<float>(-1.4142135623730950488 * erfcinv(2.0 * p)); }
OPENHIP_MATH_HOST_DEVICE double normcdfinv(double p) { return -1.4142135623730950488 * erfcinv(2.0 * p); }
OPENHIP_MATH_HOST_DEVICE float rhypotf(float x, float y) { return static_cast<float>(1.0 / hypot(double(x), double(y))); }
OPENHIP_MATH_HOST_DEVICE double rhypot(double x, double y) { return 1.0 / hypot(x, y); }
OPENHIP_MATH_HOST_DEVICE float norm3df(float a, float b, float c) {
  return static_cast<float>(sqrt(double(a) * a + double(b) * b + double(c) * c));  // exact squares in double
}
OPENHIP_MATH_HOST_DEVICE double norm3d(double a, double b, double c) { return hypot(hypot(a, b), c); }
OPENHIP_MATH_HOST_DEVICE float norm4df(float a, float b, float c, float d) {
  return static_cast<float>(sqrt(double(a) * a + double(b) * b + double(c) * c + double(d) * d));
}
OPENHIP_MATH_HOST_DEVICE double norm4d(double a, double b, double c, double d) { return hypot(hypot(a, b), hypot(c, d)); }
OPENHIP_MATH_HOST_DEVICE float rnorm3df(float a, float b, float c) {
  return static_cast<float>(1.0 / sqrt(double(a) * a + double(b) * b + double(c) * c));
}
OPENHIP_MATH_HOST_DEVICE double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
OPENHIP_MATH_HOST_DEVICE float rnorm4df(float a, float b, float c, float d) {
  return static_cast<float>(1.0 / sqrt(double(a) * a + double(b) * b + double(c) * c + double(d) * d));
}
OPENHIP_MATH_HOST_DEVICE double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
OPENHIP_MATH_HOST_DEVICE float normf(int dim, const float* a) {
  double sum = 0;  // float squares are exact in double and cannot overflow there
  for (int i = 0; i < dim; ++i) sum += double(a[i]) * a[i];
  return static_cast<float>(sqrt(sum));
}
OPENHIP_MATH_HOST_DEVICE double norm(int dim, const double* a) { return openhip::math::euclideanNorm(dim, a); }
OPENHIP_MATH_HOST_DEVICE float rnormf(int dim, const float* a) {
  double sum = 0;
  for (int i = 0; i < dim; ++i) sum += double(a[i]) * a[i];
  return static_cast<float>(1.0 / sqrt(sum));
}
OPENHIP_MATH_HOST_DEVICE double rnorm(int dim, const double* a) { return 1.0 / norm(dim, a); }
OPENHIP_MATH_HOST_DEVICE float fdividef(float x, float y) { return x / y; }

// ---- CUDA's typed integer min/max -------------------------------------------------------
OPENHIP_MATH_HOST_DEVICE unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
OPENHIP_MATH_HOST_DEVICE unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
OPENHIP_MATH_HOST_DEVICE long long int llmin(long long int a, long long int b) { return a < b ? a : b; }
OPENHIP_MATH_HOST_DEVICE long long int llmax(long long int a, long long int b) { return a > b ? a : b; }
OPENHIP_MATH_HOST_DEVICE unsigned long long int ullmin(unsigned long long int a, unsigned long long int b) {
  return a < b ? a : b;
}
OPENHIP_MATH_HOST_DEVICE unsigned long long int ullmax(unsigned long long int a, unsigned long long int b) {
  return a > b ? a : b;
}

// ---- modified Bessel functions of the first kind, orders 0 and 1 -------------------------
OPENHIP_MATH_HOST_DEVICE double cyl_bessel_i0(double x) { return openhip::math::besselI<0>(x); }
OPENHIP_MATH_HOST_DEVICE double cyl_bessel_i1(double x) { return openhip::math::besselI<1>(x); }
OPENHIP_MATH_HOST_DEVICE float cyl_bessel_i0f(float x) { return static_cast<float>(openhip::math::besselI<0>(x)); }
OPENHIP_MATH_HOST_DEVICE float cyl_bessel_i1f(float x) { return static_cast<float>(openhip::math::besselI<1>(x)); }

// ---- AMD's integer powers ------------------------------------------------------------------
OPENHIP_MATH float powif(float base, int exponent) { return powf(base, static_cast<float>(exponent)); }
OPENHIP_MATH double powi(double base, int exponent) { return pow(base, static_cast<double>(exponent)); }

// ---- min / max, as HIP declares them ---------------------------------------------------
// Same-type integers through the template, floating point through fmin/fmax (NaN
// handling), other mixed arithmetic types in double; int also on the host.
template <class _Tp>
__device__ inline _Tp min(_Tp a, _Tp b) { return a < b ? a : b; }
template <class _Tp>
__device__ inline _Tp max(_Tp a, _Tp b) { return a > b ? a : b; }
__device__ inline int min(int a, int b) { return a < b ? a : b; }
__device__ inline int max(int a, int b) { return a > b ? a : b; }
__device__ inline int min(unsigned int a, int b) { return a < static_cast<unsigned int>(b) ? a : b; }
__device__ inline int max(unsigned int a, int b) { return a > static_cast<unsigned int>(b) ? a : b; }
__device__ inline float min(float a, float b) { return fminf(a, b); }
__device__ inline float max(float a, float b) { return fmaxf(a, b); }
__device__ inline double min(double a, double b) { return fmin(a, b); }
__device__ inline double max(double a, double b) { return fmax(a, b); }
template <class _Ap, class _Bp,
          class = typename std::enable_if<std::is_arithmetic<_Ap>::value && std::is_arithmetic<_Bp>::value>::type>
__device__ inline double min(_Ap a, _Bp b) { return fmin(static_cast<double>(a), static_cast<double>(b)); }
template <class _Ap, class _Bp,
          class = typename std::enable_if<std::is_arithmetic<_Ap>::value && std::is_arithmetic<_Bp>::value>::type>
__device__ inline double max(_Ap a, _Bp b) { return fmax(static_cast<double>(a), static_cast<double>(b)); }
__host__ inline static int min(int a, int b) { return a < b ? a : b; }
__host__ inline static int max(int a, int b) { return a > b ? a : b; }

// ---- fast intrinsics: the accurate functions (at least as accurate as HIP's) ---------
// glibc's <math.h> already declares __expf ... __powf (its internal names, made
// __host__ __device__ by device_std_headers.h) without exporting them from libm:
// we give those declarations inline definitions, with their C linkage.
#define OPENHIP_GLIBC_NAMED_INTRINSIC extern "C" __host__ __device__ inline
OPENHIP_GLIBC_NAMED_INTRINSIC float __expf(float x) noexcept { return expf(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __exp10f(float x) noexcept { return exp10f(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __logf(float x) noexcept { return logf(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __log2f(float x) noexcept { return log2f(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __log10f(float x) noexcept { return log10f(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __sinf(float x) noexcept { return sinf(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __cosf(float x) noexcept { return cosf(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC float __tanf(float x) noexcept { return tanf(x); }
OPENHIP_GLIBC_NAMED_INTRINSIC void __sincosf(float x, float* s, float* c) noexcept {
  *s = sinf(x);
  *c = cosf(x);
}
OPENHIP_GLIBC_NAMED_INTRINSIC float __powf(float x, float y) noexcept { return powf(x, y); }
#undef OPENHIP_GLIBC_NAMED_INTRINSIC
OPENHIP_MATH float __fdividef(float x, float y) { return x / y; }
OPENHIP_MATH float __saturatef(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }
OPENHIP_MATH float __frsqrt_rn(float x) { return static_cast<float>(1.0 / sqrt(double(x))); }

// ---- IEEE operations with an explicit rounding mode ------------------------------------
// _rn is the host's default mode; _rz/_ru/_rd take the round-to-nearest result and
// step one ulp where the exact residual (TwoSum / fma) says it must. fma's
// directed modes have no cheap exact residual: they round to nearest.
#define OPENHIP_ROUNDED_OPS(_Tp, PREFIX, SUFFIX, MODE)                                                   \
  OPENHIP_MATH _Tp PREFIX##add_##SUFFIX(_Tp a, _Tp b) { return openhip::math::add<MODE>(a, b); }        \
  OPENHIP_MATH _Tp PREFIX##sub_##SUFFIX(_Tp a, _Tp b) { return openhip::math::add<MODE>(a, -b); }       \
  OPENHIP_MATH _Tp PREFIX##mul_##SUFFIX(_Tp a, _Tp b) { return openhip::math::multiply<MODE>(a, b); }   \
  OPENHIP_MATH _Tp PREFIX##div_##SUFFIX(_Tp a, _Tp b) { return openhip::math::divide<MODE>(a, b); }     \
  OPENHIP_MATH _Tp PREFIX##rcp_##SUFFIX(_Tp a) { return openhip::math::divide<MODE>(_Tp(1), a); }       \
  OPENHIP_MATH _Tp PREFIX##sqrt_##SUFFIX(_Tp a) { return openhip::math::squareRoot<MODE>(a); }

OPENHIP_ROUNDED_OPS(float, __f, rn, 'n')
OPENHIP_ROUNDED_OPS(float, __f, rz, 'z')
OPENHIP_ROUNDED_OPS(float, __f, ru, 'u')
OPENHIP_ROUNDED_OPS(float, __f, rd, 'd')
OPENHIP_ROUNDED_OPS(double, __d, rn, 'n')
OPENHIP_ROUNDED_OPS(double, __d, rz, 'z')
OPENHIP_ROUNDED_OPS(double, __d, ru, 'u')
OPENHIP_ROUNDED_OPS(double, __d, rd, 'd')
#undef OPENHIP_ROUNDED_OPS

OPENHIP_MATH float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
OPENHIP_MATH float __fmaf_rz(float a, float b, float c) { return fmaf(a, b, c); }
OPENHIP_MATH float __fmaf_ru(float a, float b, float c) { return fmaf(a, b, c); }
OPENHIP_MATH float __fmaf_rd(float a, float b, float c) { return fmaf(a, b, c); }
// CUDA's _ieee forms differ only in never flushing subnormals, which nothing here does.
OPENHIP_MATH float __fmaf_ieee_rn(float a, float b, float c) { return __fmaf_rn(a, b, c); }
OPENHIP_MATH float __fmaf_ieee_rz(float a, float b, float c) { return __fmaf_rz(a, b, c); }
OPENHIP_MATH float __fmaf_ieee_ru(float a, float b, float c) { return __fmaf_ru(a, b, c); }
OPENHIP_MATH float __fmaf_ieee_rd(float a, float b, float c) { return __fmaf_rd(a, b, c); }
OPENHIP_MATH double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
OPENHIP_MATH double __fma_rz(double a, double b, double c) { return fma(a, b, c); }
OPENHIP_MATH double __fma_ru(double a, double b, double c) { return fma(a, b, c); }
OPENHIP_MATH double __fma_rd(double a, double b, double c) { return fma(a, b, c); }

#undef OPENHIP_MATH
#undef OPENHIP_MATH_HOST_DEVICE

#endif  // OPENHIP_DEVICE_MATH_H
