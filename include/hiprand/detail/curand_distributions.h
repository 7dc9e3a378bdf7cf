// The conversions of cuRAND from raw generator words to uniform, normal,
// log-normal, Poisson and discrete values (its device API documents them;
// the formulas are reimplemented here). Differences from hipRAND: uniform
// floats are centred in their 2^-32 cell (x * 2^-32 + 2^-33), normals from
// the inverse CDF use erfcinv, Poisson uses Knuth's method below lambda 64
// and a rejection method built on an approximate incomplete gamma function
// up to 4000.
#ifndef OPENHIP_RAND_DETAIL_CURAND_DISTRIBUTIONS_H
#define OPENHIP_RAND_DETAIL_CURAND_DISTRIBUTIONS_H

#include <hiprand/detail/rand_common.h>

namespace openhip_rand {
namespace cu {

constexpr float kSqrt2 = -1.4142135f; // negative: icdf(p <= 0.5) <= 0
constexpr double kSqrt2Double = -1.4142135623730951;
constexpr double kMrgNorm = 2.3283065498378288e-10;
constexpr double kMrgBitsNorm = 1.000000048662;

OPENHIP_RAND_FUNC float uniform(unsigned int x) {
  return x * k2Pow32Inv + (k2Pow32Inv / 2.0f);
}
OPENHIP_RAND_FUNC float4 uniform4(uint4 x) {
  return make_float4(uniform(x.x), uniform(x.y), uniform(x.z), uniform(x.w));
}
OPENHIP_RAND_FUNC float uniform(unsigned long long x) {
  return uniform(static_cast<unsigned int>(x >> 32));
}
OPENHIP_RAND_FUNC double uniform_double(unsigned int x) {
  return x * k2Pow32InvDouble + k2Pow32InvDouble;
}
OPENHIP_RAND_FUNC double uniform_double(unsigned long long x) {
  return (x >> 11) * k2Pow53InvDouble + (k2Pow53InvDouble / 2.0);
}
// 53 bits: x XOR (y << 21).
OPENHIP_RAND_FUNC double uniform_double_hq(unsigned int x, unsigned int y) {
  const unsigned long long z =
      static_cast<unsigned long long>(x) ^ (static_cast<unsigned long long>(y) << 21);
  return z * k2Pow53InvDouble + (k2Pow53InvDouble / 2.0);
}

// MRG32k3a outputs (in [1, m1], as doubles) scaled to (0, 1] or to 32 bits.
OPENHIP_RAND_FUNC float mrg_uniform(unsigned int v) {
  return static_cast<float>(v * kMrgNorm);
}
OPENHIP_RAND_FUNC double mrg_uniform_double(unsigned int v) {
  return v * kMrgNorm;
}
OPENHIP_RAND_FUNC unsigned int mrg_uint(unsigned int v) {
  return static_cast<unsigned int>(static_cast<double>(v) * kMrgBitsNorm);
}

OPENHIP_RAND_FUNC float2 box_muller(unsigned int x, unsigned int y) {
  const float u = x * k2Pow32Inv + (k2Pow32Inv / 2);
  const float v = y * (k2Pow32Inv * kTwoPi) + ((k2Pow32Inv * kTwoPi) / 2);
  const float s = sqrtf(-2.0f * logf(u));
  float2 r;
#if defined(__HIP_DEVICE_COMPILE__)
  __sincosf(v, &r.x, &r.y);
#else
  r.x = sinf(v);
  r.y = cosf(v);
#endif
  r.x *= s;
  r.y *= s;
  return r;
}

OPENHIP_RAND_FUNC double2 box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0,
                                            unsigned int y1) {
  const unsigned long long zx =
      static_cast<unsigned long long>(x0) ^ (static_cast<unsigned long long>(x1) << 21);
  const unsigned long long zy =
      static_cast<unsigned long long>(y0) ^ (static_cast<unsigned long long>(y1) << 21);
  const double u = zx * k2Pow53InvDouble + (k2Pow53InvDouble / 2.0);
  const double v = zy * (k2Pow53InvDouble * 2.0) + k2Pow53InvDouble;
  const double s = sqrt(-2.0 * log(u));
  double2 r;
#if defined(__HIP_DEVICE_COMPILE__)
  sincospi(v, &r.x, &r.y);
#else
  r.x = sin(v * kPiDouble);
  r.y = cos(v * kPiDouble);
#endif
  r.x *= s;
  r.y *= s;
  return r;
}

// MRG32k3a's Box-Muller works on its uniforms.
OPENHIP_RAND_FUNC float2 box_muller_mrg(float x, float y_unit) {
  const float y = y_unit * kTwoPi;
  const float s = sqrtf(-2.0f * logf(x));
  float2 r;
#if defined(__HIP_DEVICE_COMPILE__)
  __sincosf(y, &r.x, &r.y);
#else
  r.x = sinf(y);
  r.y = cosf(y);
#endif
  r.x *= s;
  r.y *= s;
  return r;
}

OPENHIP_RAND_FUNC double2 box_muller_mrg_double(double x, double y_unit) {
  const double y = y_unit * 2.0;
  const double s = sqrt(-2.0 * log(x));
  double2 r;
#if defined(__HIP_DEVICE_COMPILE__)
  sincospi(y, &r.x, &r.y);
#else
  r.x = sin(y * kPiDouble);
  r.y = cos(y * kPiDouble);
#endif
  r.x *= s;
  r.y *= s;
  return r;
}

// erfcinv: the kernel language's in device code; host code (plain C++, or
// the host pass of hipcc, where CUDA sources have erfcinv only as a device
// function) gets Newton steps on erfc instead.
inline double erfcinv_host(double y) {
  if (!(y > 0.0 && y < 2.0))
    return y == 0.0 ? HUGE_VAL : y == 2.0 ? -HUGE_VAL : NAN;
  const double tail = y < 1.0 ? y : 2.0 - y;
  double x = sqrt(-log(tail / 2.0)); // start near the asymptote
  for (int i = 0; i < 60; ++i) {
    const double step = (erfc(x) - tail) / (-1.1283791670955126 * exp(-x * x));
    const double next = x - step / (1.0 + x * step);
    if (next == x)
      break;
    x = next;
  }
  return y < 1.0 ? x : -x;
}
#if defined(__CUDA__)
OPENHIP_RAND_FUNC double erfcinv_double(double y) {
#if defined(__CUDA_ARCH__)
  return erfcinv(y);
#else
  return erfcinv_host(y);
#endif
}
OPENHIP_RAND_FUNC float erfcinv_float(float y) {
#if defined(__CUDA_ARCH__)
  return erfcinvf(y);
#else
  return static_cast<float>(erfcinv_host(y));
#endif
}
#else
inline double erfcinv_double(double y) {
  return erfcinv_host(y);
}
inline float erfcinv_float(float y) {
  return static_cast<float>(erfcinv_host(y));
}
#endif

// Inverse CDF, mirrored around 1/2 to keep precision in both tails.
OPENHIP_RAND_FUNC float normal_icdf(unsigned int x) {
  float s = kSqrt2;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  const float p = x * k2Pow32Inv + (k2Pow32Inv / 2.0f);
  return s * erfcinv_float(2.0f * p);
}
OPENHIP_RAND_FUNC float normal_icdf(unsigned long long x) {
  return normal_icdf(static_cast<unsigned int>(x >> 32));
}
OPENHIP_RAND_FUNC double normal_icdf_double(unsigned int x) {
  double s = kSqrt2Double;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  const double p = x * k2Pow32InvDouble + (k2Pow32InvDouble / 2.0);
  return s * erfcinv_double(2.0 * p);
}
OPENHIP_RAND_FUNC double normal_icdf_double(unsigned long long x) {
  double s = kSqrt2Double;
  x >>= 11;
  if (x > 0x10000000000000ull) {
    x = 0x1fffffffffffffull - x;
    s = -s;
  }
  const double p = x * k2Pow53InvDouble + (k2Pow53InvDouble / 2.0);
  return s * erfcinv_double(2.0 * p);
}

// The approximations behind cuRAND's Poisson rejection method (the GPU uses
// approximate hardware exp2/log2/rsqrt/rcp here; the CPU computes them exactly).
OPENHIP_RAND_FUNC float pgammainc(float a, float x) {
  const float alpha =
      1.43248035075540910f * (1.0f / sqrtf(a - 0.12400979329415655f)) + 0.00025361074907033f;
  const float beta =
      0.21096734870196546f * (1.0f / sqrtf(a - 1.97381164089999420f)) + 0.94201734077887530f;
  float t = 1.0f + expf(alpha * (a - x) - beta);
  return 1.0f / (t * t);
}

OPENHIP_RAND_FUNC float pgammaincinv(float a, float y) {
  const float alpha =
      1.43248035075540910f * (1.0f / sqrtf(a - 0.12400979329415655f)) + 0.00025361074907033f;
  const float beta =
      0.21096734870196546f * (1.0f / sqrtf(a - 1.97381164089999420f)) + 0.94201734077887530f;
  const float t = logf(1.0f / sqrtf(y) - 1.0f) + beta;
  return -t * (1.0f / alpha) + a;
}

// log((a - 1)!) for integer a >= 1 (Stirling's series above 8).
OPENHIP_RAND_FUNC double lgamma_integer(int a) {
  const double fa = fabs(static_cast<float>(a));
  if (a > 8) {
    double s = 1.0 / fa;
    const double t = s * s;
    double sum = -0.1633436431e-2;
    sum = sum * t + 0.83645878922e-3;
    sum = sum * t - 0.5951896861197e-3;
    sum = sum * t + 0.793650576493454e-3;
    sum = sum * t - 0.277777777735865004e-2;
    sum = sum * t + 0.833333333333331018375e-1;
    sum = sum * s + 0.918938533204672;
    s = 0.5 * log(fa) * (fa - 0.5);
    return (s - fa) + (s + sum);
  }
  const double table[9] = {0.0,
                           0.0,
                           6.931471805599453094e-1,
                           1.791759469228055001e0,
                           3.178053830347945620e0,
                           4.787491742782045994e0,
                           6.579251212010100995e0,
                           8.525161361065414300e0,
                           1.060460290274525023e1};
  return table[static_cast<int>(fa) - 1];
}

// Knuth's multiplication method (lambda < 64), on uniforms of the state.
template <typename UniformFloat>
OPENHIP_RAND_FUNC unsigned int poisson_knuth(UniformFloat&& next, float lambda) {
  unsigned int k = 0;
  float p = static_cast<float>(exp(lambda));
  do {
    ++k;
    p *= next();
  } while (p > 1.0);
  return k - 1;
}

// Rejection against the approximate incomplete-gamma CDF (64 <= lambda <= 4000).
template <typename UniformFloat>
OPENHIP_RAND_FUNC unsigned int poisson_gammainc(UniformFloat&& next, float lambda) {
  const float log_lambda = logf(lambda);
  float x;
  while (true) {
    const float y = next();
    x = floorf(pgammaincinv(lambda, y));
    float z = next();
    const float v = (pgammainc(lambda, x + 1.0f) - pgammainc(lambda, x)) * 1.3f;
    z = z * v;
    const float t = expf(-lambda + x * log_lambda -
                         static_cast<float>(lgamma_integer(static_cast<int>(1.0f + x))));
    if (z < t && v >= 1e-20)
      break;
  }
  return static_cast<unsigned int>(x);
}

OPENHIP_RAND_FUNC unsigned int poisson_from_normal(double normal, double lambda) {
  return static_cast<unsigned int>(sqrt(lambda) * normal + lambda + 0.5);
}

// Fishman's inversion in chunks of 500 (quasirandom and MTGP32 states).
template <typename _Tp> OPENHIP_RAND_FUNC unsigned int poisson_itr(_Tp x, double lambda) {
  double p = 1.0, q = 1.0;
  unsigned int k = 0;
  int pow = 0;
  const double u = uniform_double(x);
  do {
    const double l = lambda > static_cast<double>(pow + 500.0)
                         ? exp(-500.0)
                         : exp(static_cast<double>(pow - lambda));
    p *= l;
    q *= l;
    pow += 500;
    while (u > q) {
      ++k;
      p *= lambda / static_cast<double>(k);
      q += p;
    }
  } while (static_cast<double>(pow) < lambda);
  return k;
}

template <typename _Tp> OPENHIP_RAND_FUNC unsigned int poisson_from_word(_Tp x, double lambda) {
  if (lambda < 1000)
    return poisson_itr(x, lambda);
  return static_cast<unsigned int>(sqrt(lambda) * normal_icdf_double(x) + lambda + 0.5);
}

} // namespace cu
} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_CURAND_DISTRIBUTIONS_H
