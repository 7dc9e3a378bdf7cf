// The conversions of hipRAND (as rocRAND computes them) from raw generator
// words to uniform, normal, log-normal, Poisson and discrete values. cuRAND's
// differ in details (half-step offsets, which words feed a double); see
// curand_distributions.h.
//
// Normal values come from the Box-Muller transform of two uniforms (or of
// four words for doubles), except for the quasirandom and MTGP32 single
// values, which use an approximation of the inverse error function so that
// one point maps to one value.
#ifndef OPENHIP_RAND_DETAIL_ROCRAND_DISTRIBUTIONS_H
#define OPENHIP_RAND_DETAIL_ROCRAND_DISTRIBUTIONS_H

#include <hip/hip_fp16.h>
#include <hiprand/detail/rand_common.h>

namespace openhip_rand {
namespace roc {

constexpr float kSqrt2 = 1.4142135f;
constexpr double k2Pow64InvDouble = 5.4210108624275221700372640043497e-20;
constexpr double kMrgNormDouble = 2.3283065498378288e-10; // 1 / m1
constexpr double kMrgUintNorm = 1.000000048661607;        // (2^32 - 1) / (m1 - 1)

// (0, 1]: 2^-32 + v * 2^-32.
OPENHIP_RAND_FUNC float uniform(unsigned int v) {
  return k2Pow32Inv + v * k2Pow32Inv;
}
OPENHIP_RAND_FUNC float uniform(unsigned long long v) {
  return k2Pow32Inv + static_cast<unsigned int>(v >> 32) * k2Pow32Inv;
}
OPENHIP_RAND_FUNC double uniform_double(unsigned int v) {
  return k2Pow32InvDouble + v * k2Pow32InvDouble;
}
// 53 bits: all of v1 and the top 21 bits of v2.
OPENHIP_RAND_FUNC double uniform_double(unsigned int v1, unsigned int v2) {
  const unsigned long long bits = static_cast<unsigned long long>(v2 >> 11) << 32 | v1;
  return k2Pow53InvDouble + bits * k2Pow53InvDouble;
}
OPENHIP_RAND_FUNC double uniform_double(unsigned long long v) {
  return k2Pow53InvDouble + (v >> 11) * k2Pow53InvDouble;
}
OPENHIP_RAND_FUNC __half uniform_half(unsigned short v) {
  return __float2half(k2Pow16Inv + v * k2Pow16Inv);
}

// MRG32k3a outputs lie in [1, m1]: scaled by 1 / m1, or stretched to 32 bits.
OPENHIP_RAND_FUNC float mrg_uniform(unsigned int v) {
  return static_cast<float>(v * kMrgNormDouble);
}
OPENHIP_RAND_FUNC double mrg_uniform_double(unsigned int v) {
  return v * kMrgNormDouble;
}
OPENHIP_RAND_FUNC unsigned int mrg_uint(unsigned int v) {
  return static_cast<unsigned int>((v - 1) * kMrgUintNorm);
}

OPENHIP_RAND_FUNC void sincos_float(float v, float* s, float* c) {
#if defined(__HIP_DEVICE_COMPILE__)
  __sincosf(v, s, c);
#else
  *s = sinf(v);
  *c = cosf(v);
#endif
}

OPENHIP_RAND_FUNC void sincospi_double(double v, double* s, double* c) {
#if defined(__HIP_DEVICE_COMPILE__)
  sincospi(v, s, c);
#else
  *s = sin(v * kPiDouble);
  *c = cos(v * kPiDouble);
#endif
}

OPENHIP_RAND_FUNC float2 box_muller(unsigned int x, unsigned int y) {
  const float u = k2Pow32Inv + x * k2Pow32Inv;
  const float v = k2Pow32Inv * kTwoPi + y * (k2Pow32Inv * kTwoPi);
  const float s = sqrtf(-2.0f * logf(u));
  float2 r;
  sincos_float(v, &r.x, &r.y);
  r.x *= s;
  r.y *= s;
  return r;
}

OPENHIP_RAND_FUNC float2 box_muller(unsigned long long v) {
  return box_muller(static_cast<unsigned int>(v), static_cast<unsigned int>(v >> 32));
}

OPENHIP_RAND_FUNC double2 box_muller_double(uint4 v) {
  const unsigned long long a =
      static_cast<unsigned long long>(v.x) ^ (static_cast<unsigned long long>(v.y) << 21);
  const unsigned long long b =
      static_cast<unsigned long long>(v.z) ^ (static_cast<unsigned long long>(v.w) << 21);
  const double u = k2Pow53InvDouble + a * k2Pow53InvDouble;
  const double w = k2Pow53InvDouble * 2.0 + b * (k2Pow53InvDouble * 2.0);
  const double s = sqrt(-2.0 * log(u));
  double2 r;
  sincospi_double(w, &r.x, &r.y);
  r.x *= s;
  r.y *= s;
  return r;
}

OPENHIP_RAND_FUNC double2 box_muller_double(unsigned long long a, unsigned long long b) {
  return box_muller_double(
      make_uint4(static_cast<unsigned int>(a), static_cast<unsigned int>(a >> 32),
                 static_cast<unsigned int>(b), static_cast<unsigned int>(b >> 32)));
}

OPENHIP_RAND_FUNC __half2 box_muller_half(unsigned short x, unsigned short y) {
  const float u = k2Pow16Inv + x * k2Pow16Inv;
  const float v = k2Pow16Inv * kTwoPi + y * (k2Pow16Inv * kTwoPi);
  const float s = sqrtf(-2.0f * logf(u));
  float sn, cs;
  sincos_float(v, &sn, &cs);
  return __halves2half2(__float2half(sn * s), __float2half(cs * s));
}

OPENHIP_RAND_FUNC float2 mrg_box_muller(unsigned int x, unsigned int y) {
  const float u = mrg_uniform(x);
  const float v = mrg_uniform(y) * kTwoPi;
  const float s = sqrtf(-2.0f * logf(u));
  float2 r;
  sincos_float(v, &r.x, &r.y);
  r.x *= s;
  r.y *= s;
  return r;
}

// rocRAND feeds this double transform with the float uniforms.
OPENHIP_RAND_FUNC double2 mrg_box_muller_double(unsigned int x, unsigned int y) {
  const double u = mrg_uniform(x);
  const double v = mrg_uniform(y) * 2.0;
  const double s = sqrt(-2.0 * log(u));
  double2 r;
  sincospi_double(v, &r.x, &r.y);
  r.x *= s;
  r.y *= s;
  return r;
}

// Winitzki's closed-form approximation of erfinv, as rocRAND uses it.
OPENHIP_RAND_FUNC float erfinv_approx(float x) {
  const float sign = x < 0.0f ? -1.0f : 1.0f;
  const float ln = logf((1.0f - x) * (1.0f + x));
  if (isnan(ln))
    return 1.0f;
  if (isinf(ln))
    return 0.0f;
  const float t1 = 2.0f / (3.1415926f * 0.147f) + 0.5f * ln;
  const float t2 = 1.0f / 0.147f * ln;
  return sign * sqrtf(-t1 + sqrtf(t1 * t1 - t2));
}

OPENHIP_RAND_FUNC double erfinv_approx(double x) {
  const double sign = x < 0.0 ? -1.0 : 1.0;
  const double ln = log((1.0 - x) * (1.0 + x));
  if (isnan(ln))
    return 1.0;
  if (isinf(ln))
    return 0.0;
  const double t1 = 2.0 / (kPiDouble * 0.147) + 0.5 * ln;
  const double t2 = 1.0 / 0.147 * ln;
  return sign * sqrt(-t1 + sqrt(t1 * t1 - t2));
}

// One normal value per word (inverse CDF).
template <typename _Tp> OPENHIP_RAND_FUNC float normal_icdf(_Tp v) {
  return kSqrt2 * erfinv_approx(2.0f * uniform(v) - 1.0f);
}
// (scaled by the float constant sqrt(2), as rocRAND does)
template <typename _Tp> OPENHIP_RAND_FUNC double normal_icdf_double(_Tp v) {
  return static_cast<double>(kSqrt2) * erfinv_approx(2.0 * uniform_double(v) - 1.0);
}

// Poisson by inversion for the quasirandom and MTGP32 states, by
// multiplication of uniforms (small lambda), the transformed rejection of
// Atkinson (moderate) or the normal approximation (large lambda) otherwise.
constexpr double kPoissonSmall = 64.0;
constexpr double kPoissonHuge = 4000.0;

OPENHIP_RAND_FUNC double lgamma_lanczos(double x) {
  const double z = x - 1.0;
  const double c[9] = {0.99999999999980993227684700473478,
                       676.520368121885098567009190444019,
                       -1259.13921672240287047156078755283,
                       771.3234287776530788486528258894,
                       -176.61502916214059906584551354,
                       12.507343278686904814458936853,
                       -0.13857109526572011689554707,
                       9.984369578019570859563e-6,
                       1.50563273514931155834e-7};
  double sum = 0.0;
  for (int i = 8; i > 0; --i)
    sum += c[i] / (z + i);
  sum += c[0];
  return (0.9189385332046727418 + log(sum) - 7) +
         (z + 0.5) * log((z + 7 + 0.5) / 2.718281828459045090796);
}

template <typename Result, typename UniformDouble>
OPENHIP_RAND_FUNC Result poisson_small(UniformDouble&& next, double lambda) {
  const double limit = exp(-lambda);
  Result k = 0;
  double product = 1.0;
  do {
    ++k;
    product *= next();
  } while (product > limit);
  return k - 1;
}

template <typename Result, typename UniformDouble>
OPENHIP_RAND_FUNC Result poisson_large(UniformDouble&& next, double lambda) {
  const double c = 0.767 - 3.36 / lambda;
  const double beta = kPiDouble / sqrt(3.0 * lambda);
  const double alpha = beta * lambda;
  const double k = log(c) - lambda - log(beta);
  const double log_lambda = log(lambda);
  while (true) {
    const double u = next();
    const double x = (alpha - log((1.0 - u) / u)) / beta;
    const double n = floor(x + 0.5);
    if (n < 0)
      continue;
    const double v = next();
    const double y = alpha - beta * x;
    const double t = 1.0 + exp(y);
    if (y + log(v / (t * t)) <= k + n * log_lambda - lgamma_lanczos(n + 1.0))
      return static_cast<Result>(n);
  }
}

template <typename Result> OPENHIP_RAND_FUNC Result poisson_normal(double normal, double lambda) {
  return static_cast<Result>(round(sqrt(lambda) * normal + lambda));
}

// Inversion in chunks of 500 so that exp(-lambda) does not underflow.
template <typename Result> OPENHIP_RAND_FUNC Result poisson_inversion(double u, double lambda) {
  double x = 1.0, y = 1.0;
  Result k = 0;
  int pow = 0;
  u -= k2Pow32InvDouble / 2.0;
  const double ex = exp(-500.0);
  do {
    const double l = lambda > pow + 500.0 ? ex : exp(static_cast<double>(pow - lambda));
    x *= l;
    y *= l;
    pow += 500;
    while (u > y) {
      ++k;
      x *= lambda / static_cast<double>(k);
      y += x;
    }
  } while (static_cast<double>(pow) < lambda);
  return k;
}

// The discrete distribution as the host library builds it: an alias table
// and the cumulative distribution (hiprandDiscreteDistribution_t).
struct discrete_table {
  unsigned int size;
  unsigned int offset;
  unsigned int* alias;
  double* probability;
  double* cdf;
};

OPENHIP_RAND_FUNC unsigned int discrete_alias(double x, const discrete_table& d) {
  const double nx = d.size * x;
  const double fnx = floor(nx);
  const unsigned int i = static_cast<unsigned int>(fnx);
  return d.offset + (nx - fnx < d.probability[i] ? i : d.alias[i]);
}
OPENHIP_RAND_FUNC unsigned int discrete_alias(unsigned int r, const discrete_table& d) {
  return discrete_alias(r * k2Pow32InvDouble, d);
}
OPENHIP_RAND_FUNC unsigned int discrete_alias(unsigned long long r, const discrete_table& d) {
  return discrete_alias(r * k2Pow64InvDouble, d);
}

OPENHIP_RAND_FUNC unsigned int discrete_cdf(double x, const discrete_table& d) {
  unsigned int lo = 0, hi = d.size - 1;
  while (lo != hi) {
    const unsigned int mid = (lo + hi) / 2;
    if (x > d.cdf[mid]) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return d.offset + lo;
}
OPENHIP_RAND_FUNC unsigned int discrete_cdf(unsigned int r, const discrete_table& d) {
  return discrete_cdf(r * k2Pow32InvDouble, d);
}
OPENHIP_RAND_FUNC unsigned int discrete_cdf(unsigned long long r, const discrete_table& d) {
  return discrete_cdf(r * k2Pow64InvDouble, d);
}

} // namespace roc
} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_ROCRAND_DISTRIBUTIONS_H
