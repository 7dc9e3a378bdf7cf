// The host API's conversions from generator words to output values, as
// functors the generation kernels apply: each consumes `in` words and
// produces `out` values (rocRAND's input/output widths, which fix how a
// generator's words map to elements). Words of MRG32k3a are its raw outputs
// in [1, m1]; those of the others are uniform 32-bit words.
#ifndef OPENHIP_HIPRAND_DISTRIBUTIONS_H
#define OPENHIP_HIPRAND_DISTRIBUTIONS_H

#include "request.h"

#include <curand.h>
#include <hip/hip_fp16.h>
#include <hiprand/detail/curand_distributions.h>
#include <hiprand/detail/rocrand_distributions.h>

#include <utility>

namespace openhip_rand::host {

#define OPENHIP_DIST_FUNC __host__ __device__ inline __attribute__((always_inline))

namespace roc = openhip_rand::roc;
namespace cu = openhip_rand::cu;

// Raw words: 32-bit values, or the bytes / half-words of each (little endian).
template <typename T> struct BitsDist {
  static constexpr int in = 1;
  static constexpr int out = 4 / sizeof(T);
  bool mrg; // MRG32k3a words are stretched to 32 bits first
  int flavor_curand;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[in], T (&o)[out]) const {
    const unsigned int v = !mrg ? w[0] : flavor_curand ? cu::mrg_uint(w[0]) : roc::mrg_uint(w[0]);
    for (int i = 0; i < out; ++i)
      o[i] = static_cast<T>(v >> (8 * sizeof(T) * i));
  }
};

struct UniformFloatRoc {
  static constexpr int in = 1, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], float (&o)[1]) const {
    o[0] = roc::uniform(w[0]);
  }
};
struct UniformFloatCu {
  static constexpr int in = 1, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], float (&o)[1]) const {
    o[0] = cu::uniform(w[0]);
  }
};
struct UniformFloatMrg {
  static constexpr int in = 1, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], float (&o)[1]) const {
    o[0] = roc::mrg_uniform(w[0]); // the same in both libraries
  }
};
// rocRAND: 53 bits from two words. cuRAND: as curand_uniform_double, two
// words (XORWOW) or one (Philox, MTGP32).
struct UniformDoubleRoc {
  static constexpr int in = 2, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], double (&o)[1]) const {
    o[0] = roc::uniform_double(w[0], w[1]);
  }
};
struct UniformDoubleCuHq {
  static constexpr int in = 2, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], double (&o)[1]) const {
    o[0] = cu::uniform_double_hq(w[0], w[1]);
  }
};
struct UniformDoubleCu {
  static constexpr int in = 1, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], double (&o)[1]) const {
    o[0] = cu::uniform_double(w[0]);
  }
};
struct UniformDoubleMrg {
  static constexpr int in = 1, out = 1;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], double (&o)[1]) const {
    o[0] = roc::mrg_uniform_double(w[0]);
  }
};
struct UniformHalfRoc {
  static constexpr int in = 1, out = 2;
  bool mrg;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], __half (&o)[2]) const {
    const unsigned int v = mrg ? roc::mrg_uint(w[0]) : w[0];
    o[0] = roc::uniform_half(static_cast<unsigned short>(v));
    o[1] = roc::uniform_half(static_cast<unsigned short>(v >> 16));
  }
};

// Normal and log-normal pairs (Box-Muller); `log` exponentiates.
template <typename T> OPENHIP_DIST_FUNC T scaled(T v, T mean, T stddev, bool log) {
  const T x = mean + v * stddev;
  return log ? static_cast<T>(exp(x)) : x;
}

struct NormalFloatRoc {
  static constexpr int in = 2, out = 2;
  float mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], float (&o)[2]) const {
    const float2 v = roc::box_muller(w[0], w[1]);
    o[0] = log ? expf(mean + v.x * stddev) : mean + v.x * stddev;
    o[1] = log ? expf(mean + v.y * stddev) : mean + v.y * stddev;
  }
};
struct NormalDoubleRoc {
  static constexpr int in = 4, out = 2;
  double mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[4], double (&o)[2]) const {
    const double2 v = roc::box_muller_double(make_uint4(w[0], w[1], w[2], w[3]));
    o[0] = scaled(v.x, mean, stddev, log);
    o[1] = scaled(v.y, mean, stddev, log);
  }
};
struct NormalFloatMrgRoc {
  static constexpr int in = 2, out = 2;
  float mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], float (&o)[2]) const {
    const float2 v = roc::mrg_box_muller(w[0], w[1]);
    o[0] = log ? expf(mean + v.x * stddev) : mean + v.x * stddev;
    o[1] = log ? expf(mean + v.y * stddev) : mean + v.y * stddev;
  }
};
struct NormalDoubleMrgRoc {
  static constexpr int in = 2, out = 2;
  double mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], double (&o)[2]) const {
    const double2 v = roc::mrg_box_muller_double(w[0], w[1]);
    o[0] = scaled(v.x, mean, stddev, log);
    o[1] = scaled(v.y, mean, stddev, log);
  }
};
// Half precision: one word gives a pair (computed in float, then rounded).
struct NormalHalfRoc {
  static constexpr int in = 1, out = 2;
  float mean, stddev;
  bool log, mrg;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], __half (&o)[2]) const {
    const unsigned int v = mrg ? roc::mrg_uint(w[0]) : w[0];
    const __half2 r =
        roc::box_muller_half(static_cast<unsigned short>(v), static_cast<unsigned short>(v >> 16));
    const float a = mean + __low2float(r) * stddev;
    const float b = mean + __high2float(r) * stddev;
    o[0] = __float2half(log ? expf(a) : a);
    o[1] = __float2half(log ? expf(b) : b);
  }
};
struct NormalFloatCu {
  static constexpr int in = 2, out = 2;
  float mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], float (&o)[2]) const {
    const float2 v = cu::box_muller(w[0], w[1]);
    o[0] = log ? expf(mean + stddev * v.x) : mean + stddev * v.x;
    o[1] = log ? expf(mean + stddev * v.y) : mean + stddev * v.y;
  }
};
struct NormalDoubleCu {
  static constexpr int in = 4, out = 2;
  double mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[4], double (&o)[2]) const {
    const double2 v = cu::box_muller_double(w[0], w[1], w[2], w[3]);
    o[0] = log ? exp(mean + stddev * v.x) : mean + stddev * v.x;
    o[1] = log ? exp(mean + stddev * v.y) : mean + stddev * v.y;
  }
};
struct NormalFloatMrgCu {
  static constexpr int in = 2, out = 2;
  float mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], float (&o)[2]) const {
    const float2 v = cu::box_muller_mrg(cu::mrg_uniform(w[0]), cu::mrg_uniform(w[1]));
    o[0] = log ? expf(mean + stddev * v.x) : mean + stddev * v.x;
    o[1] = log ? expf(mean + stddev * v.y) : mean + stddev * v.y;
  }
};
struct NormalDoubleMrgCu {
  static constexpr int in = 2, out = 2;
  double mean, stddev;
  bool log;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[2], double (&o)[2]) const {
    const double2 v =
        cu::box_muller_mrg_double(cu::mrg_uniform_double(w[0]), cu::mrg_uniform_double(w[1]));
    o[0] = log ? exp(mean + stddev * v.x) : mean + stddev * v.x;
    o[1] = log ? exp(mean + stddev * v.y) : mean + stddev * v.y;
  }
};

// Poisson from one word: rocRAND's alias table (lambda <= 4000) or the
// rounded normal approximation; cuRAND's square histogram or its normal
// approximation (curand_discrete with the Poisson distribution).
struct PoissonRoc {
  static constexpr int in = 1, out = 1;
  const openhip_rand::roc::discrete_table* table; // nullptr: approximation
  double lambda;
  bool mrg;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], unsigned int (&o)[1]) const {
    const unsigned int v = mrg ? roc::mrg_uint(w[0]) : w[0];
    o[0] = table != nullptr ? roc::discrete_alias(v, *table)
                            : roc::poisson_normal<unsigned int>(roc::normal_icdf_double(v), lambda);
  }
};
struct PoissonCu {
  static constexpr int in = 1, out = 1;
  const curandDiscreteDistribution_st* table;
  bool mrg;
  OPENHIP_DIST_FUNC void operator()(const unsigned int (&w)[1], unsigned int (&o)[1]) const {
    const unsigned int v = mrg ? cu::mrg_uint(w[0]) : w[0];
    if (table->method == CURAND_M2) {
      const curandDistributionM2Shift_st* m2 = table->M2;
      const double u = cu::uniform_double(v);
      unsigned int j = static_cast<unsigned int>(floor(m2->length * u));
      if (j >= m2->length)
        j = m2->length - 1;
      o[0] = u < m2->histogram->V[j] ? m2->shift + j : m2->shift + m2->histogram->K[j];
    } else {
      o[0] =
          static_cast<unsigned int>(table->stddev * cu::normal_icdf_double(v) + table->mean + 0.5);
    }
  }
};

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_DISTRIBUTIONS_H
