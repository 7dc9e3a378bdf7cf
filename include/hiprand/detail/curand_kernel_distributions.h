// cuRAND's device distributions (included by curand_kernel.h), drawing the
// words cuRAND draws. XORWOW, Philox and MRG32k3a keep the second value of a
// Box-Muller pair for the next curand_normal (flag EXTRA_FLAG_NORMAL) or
// curand_log_normal (EXTRA_FLAG_LOG_NORMAL, kept already transformed).
#ifndef OPENHIP_RAND_DETAIL_CURAND_KERNEL_DISTRIBUTIONS_H
#define OPENHIP_RAND_DETAIL_CURAND_KERNEL_DISTRIBUTIONS_H

namespace openhip_rand {
namespace cuda {

namespace cu = openhip_rand::cu;

template <typename _Sp> struct family;

template <> struct family<xorwow_state> {
  OPENHIP_RAND_FUNC static unsigned int word(xorwow_state* s) { return xorwow_next(s); }
  OPENHIP_RAND_FUNC static float uniform(xorwow_state* s) { return cu::uniform(word(s)); }
  OPENHIP_RAND_FUNC static double uniform_double(xorwow_state* s) {
    const unsigned int x = word(s);
    return cu::uniform_double_hq(x, word(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(xorwow_state* s) {
    const unsigned int x = word(s);
    return cu::box_muller(x, word(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(xorwow_state* s) {
    const unsigned int x0 = word(s);
    const unsigned int x1 = word(s);
    const unsigned int y0 = word(s);
    return cu::box_muller_double(x0, x1, y0, word(s));
  }
};

template <> struct family<philox4x32_10_state> {
  OPENHIP_RAND_FUNC static unsigned int word(philox4x32_10_state* s) { return philox_next(s); }
  OPENHIP_RAND_FUNC static float uniform(philox4x32_10_state* s) { return cu::uniform(word(s)); }
  OPENHIP_RAND_FUNC static double uniform_double(philox4x32_10_state* s) {
    return cu::uniform_double(word(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(philox4x32_10_state* s) {
    const unsigned int x = word(s);
    return cu::box_muller(x, word(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(philox4x32_10_state* s) {
    const uint4 v = philox_next4(s);
    return cu::box_muller_double(v.x, v.y, v.z, v.w);
  }
};

template <> struct family<mrg32k3a_state> {
  OPENHIP_RAND_FUNC static unsigned int word(mrg32k3a_state* s) {
    return cu::mrg_uint(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static float uniform(mrg32k3a_state* s) {
    return cu::mrg_uniform(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static double uniform_double(mrg32k3a_state* s) {
    return cu::mrg_uniform_double(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(mrg32k3a_state* s) {
    const float x = uniform(s);
    return cu::box_muller_mrg(x, uniform(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(mrg32k3a_state* s) {
    const double x = uniform_double(s);
    return cu::box_muller_mrg_double(x, uniform_double(s));
  }
};

template <typename _Sp> OPENHIP_RAND_FUNC float normal(_Sp* s) {
  if (s->boxmuller_flag != EXTRA_FLAG_NORMAL) {
    const float2 v = family<_Sp>::normal2(s);
    s->boxmuller_extra = v.y;
    s->boxmuller_flag = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  s->boxmuller_flag = 0;
  return s->boxmuller_extra;
}

template <typename _Sp> OPENHIP_RAND_FUNC double normal_double(_Sp* s) {
  if (s->boxmuller_flag_double != EXTRA_FLAG_NORMAL) {
    const double2 v = family<_Sp>::normal2_double(s);
    s->boxmuller_extra_double = v.y;
    s->boxmuller_flag_double = EXTRA_FLAG_NORMAL;
    return v.x;
  }
  s->boxmuller_flag_double = 0;
  return s->boxmuller_extra_double;
}

template <typename _Sp> OPENHIP_RAND_FUNC float log_normal(_Sp* s, float mean, float stddev) {
  if (s->boxmuller_flag != EXTRA_FLAG_LOG_NORMAL) {
    const float2 v = family<_Sp>::normal2(s);
    s->boxmuller_extra = expf(mean + stddev * v.y);
    s->boxmuller_flag = EXTRA_FLAG_LOG_NORMAL;
    return expf(mean + stddev * v.x);
  }
  s->boxmuller_flag = 0;
  return s->boxmuller_extra;
}

template <typename _Sp> OPENHIP_RAND_FUNC double log_normal_double(_Sp* s, double mean, double stddev) {
  if (s->boxmuller_flag_double != EXTRA_FLAG_LOG_NORMAL) {
    const double2 v = family<_Sp>::normal2_double(s);
    s->boxmuller_extra_double = exp(mean + stddev * v.y);
    s->boxmuller_flag_double = EXTRA_FLAG_LOG_NORMAL;
    return exp(mean + stddev * v.x);
  }
  s->boxmuller_flag_double = 0;
  return s->boxmuller_extra_double;
}

template <typename _Sp> OPENHIP_RAND_FUNC unsigned int poisson(_Sp* s, double lambda) {
  if (lambda < 64)
    return cu::poisson_knuth([&]() { return family<_Sp>::uniform(s); }, static_cast<float>(lambda));
  if (lambda > 4000)
    return cu::poisson_from_normal(normal_double(s), lambda);
  return cu::poisson_gammainc([&]() { return family<_Sp>::uniform(s); }, static_cast<float>(lambda));
}

// The square histogram or the normal approximation of a discrete distribution.
template <typename _Tp>
OPENHIP_RAND_FUNC unsigned int discrete(_Tp x, const curandDiscreteDistribution_st* d) {
  if (d->method == CURAND_M2) {
    const curandDistributionM2Shift_st* m2 = d->M2;
    const double u = cu::uniform_double(x);
    const int j = static_cast<int>(floor(m2->length * u));
    if (u < m2->histogram->V[j])
      return m2->shift + j;
    return m2->shift + m2->histogram->K[j];
  }
  return static_cast<unsigned int>(d->stddev * cu::normal_icdf_double(x) + d->mean + 0.5);
}

} // namespace cuda
} // namespace openhip_rand

#define OPENHIP_CURAND_PSEUDO(State, Base)                                                         \
  OPENHIP_CURAND_FUNC float curand_uniform(State* state) {                                         \
    return openhip_rand::cuda::family<Base>::uniform(state);                                       \
  }                                                                                                \
  OPENHIP_CURAND_FUNC double curand_uniform_double(State* state) {                                 \
    return openhip_rand::cuda::family<Base>::uniform_double(state);                                \
  }                                                                                                \
  OPENHIP_CURAND_FUNC float curand_normal(State* state) {                                          \
    return openhip_rand::cuda::normal<Base>(state);                                                \
  }                                                                                                \
  OPENHIP_CURAND_FUNC float2 curand_normal2(State* state) {                                        \
    return openhip_rand::cuda::family<Base>::normal2(state);                                       \
  }                                                                                                \
  OPENHIP_CURAND_FUNC double curand_normal_double(State* state) {                                  \
    return openhip_rand::cuda::normal_double<Base>(state);                                         \
  }                                                                                                \
  OPENHIP_CURAND_FUNC double2 curand_normal2_double(State* state) {                                \
    return openhip_rand::cuda::family<Base>::normal2_double(state);                                \
  }                                                                                                \
  OPENHIP_CURAND_FUNC float curand_log_normal(State* state, float mean, float stddev) {            \
    return openhip_rand::cuda::log_normal<Base>(state, mean, stddev);                              \
  }                                                                                                \
  OPENHIP_CURAND_FUNC float2 curand_log_normal2(State* state, float mean, float stddev) {          \
    const float2 v = openhip_rand::cuda::family<Base>::normal2(state);                             \
    return make_float2(expf(mean + stddev * v.x), expf(mean + stddev * v.y));                      \
  }                                                                                                \
  OPENHIP_CURAND_FUNC double curand_log_normal_double(State* state, double mean, double stddev) {  \
    return openhip_rand::cuda::log_normal_double<Base>(state, mean, stddev);                       \
  }                                                                                                \
  OPENHIP_CURAND_FUNC double2 curand_log_normal2_double(State* state, double mean,                 \
                                                        double stddev) {                           \
    const double2 v = openhip_rand::cuda::family<Base>::normal2_double(state);                     \
    return make_double2(exp(mean + stddev * v.x), exp(mean + stddev * v.y));                       \
  }                                                                                                \
  OPENHIP_CURAND_FUNC unsigned int curand_poisson(State* state, double lambda) {                   \
    return openhip_rand::cuda::poisson<Base>(state, lambda);                                       \
  }                                                                                                \
  OPENHIP_CURAND_FUNC unsigned int curand_discrete(                                                \
      State* state, curandDiscreteDistribution_t discrete_distribution) {                          \
    return openhip_rand::cuda::discrete(curand(state), discrete_distribution);                     \
  }
OPENHIP_CURAND_PSEUDO(curandStateXORWOW_t, openhip_rand::xorwow_state)
OPENHIP_CURAND_PSEUDO(curandStatePhilox4_32_10_t, openhip_rand::philox4x32_10_state)
OPENHIP_CURAND_PSEUDO(curandStateMRG32k3a_t, openhip_rand::mrg32k3a_state)
#undef OPENHIP_CURAND_PSEUDO

OPENHIP_CURAND_FUNC float4 curand_uniform4(curandStatePhilox4_32_10_t* state) {
  return openhip_rand::cu::uniform4(curand4(state));
}
OPENHIP_CURAND_FUNC double2 curand_uniform2_double(curandStatePhilox4_32_10_t* state) {
  const uint4 v = curand4(state);
  return make_double2(openhip_rand::cu::uniform_double_hq(v.x, v.y),
                      openhip_rand::cu::uniform_double_hq(v.z, v.w));
}
OPENHIP_CURAND_FUNC double4 curand_uniform4_double(curandStatePhilox4_32_10_t* state) {
  const uint4 a = curand4(state);
  const uint4 b = curand4(state);
  namespace cu = openhip_rand::cu;
  return make_double4(cu::uniform_double_hq(a.x, a.y), cu::uniform_double_hq(a.z, a.w),
                      cu::uniform_double_hq(b.x, b.y), cu::uniform_double_hq(b.z, b.w));
}
OPENHIP_CURAND_FUNC float4 curand_normal4(curandStatePhilox4_32_10_t* state) {
  const uint4 v = curand4(state);
  const float2 a = openhip_rand::cu::box_muller(v.x, v.y);
  const float2 b = openhip_rand::cu::box_muller(v.z, v.w);
  return make_float4(a.x, a.y, b.x, b.y);
}
OPENHIP_CURAND_FUNC double4 curand_normal4_double(curandStatePhilox4_32_10_t* state) {
  const uint4 a = curand4(state);
  const uint4 b = curand4(state);
  const double2 x = openhip_rand::cu::box_muller_double(a.x, a.y, a.z, a.w);
  const double2 y = openhip_rand::cu::box_muller_double(b.x, b.y, b.z, b.w);
  return make_double4(x.x, x.y, y.x, y.y);
}
OPENHIP_CURAND_FUNC float4 curand_log_normal4(curandStatePhilox4_32_10_t* state, float mean,
                                              float stddev) {
  const float4 v = curand_normal4(state);
  return make_float4(expf(mean + stddev * v.x), expf(mean + stddev * v.y),
                     expf(mean + stddev * v.z), expf(mean + stddev * v.w));
}
OPENHIP_CURAND_FUNC double4 curand_log_normal4_double(curandStatePhilox4_32_10_t* state,
                                                      double mean, double stddev) {
  const double4 v = curand_normal4_double(state);
  return make_double4(exp(mean + stddev * v.x), exp(mean + stddev * v.y), exp(mean + stddev * v.z),
                      exp(mean + stddev * v.w));
}
OPENHIP_CURAND_FUNC uint4 curand_poisson4(curandStatePhilox4_32_10_t* state, double lambda) {
  uint4 r;
  if (lambda < 64) {
    r.x = curand_poisson(state, lambda);
    r.y = curand_poisson(state, lambda);
    r.z = curand_poisson(state, lambda);
    r.w = curand_poisson(state, lambda);
    return r;
  }
  if (lambda > 4000) {
    const double4 v = curand_normal4_double(state);
    namespace cu = openhip_rand::cu;
    return make_uint4(cu::poisson_from_normal(v.x, lambda), cu::poisson_from_normal(v.y, lambda),
                      cu::poisson_from_normal(v.z, lambda), cu::poisson_from_normal(v.w, lambda));
  }
  r.x = curand_poisson(state, lambda);
  r.y = curand_poisson(state, lambda);
  r.z = curand_poisson(state, lambda);
  r.w = curand_poisson(state, lambda);
  return r;
}
OPENHIP_CURAND_FUNC uint4 curand_discrete4(curandStatePhilox4_32_10_t* state,
                                           curandDiscreteDistribution_t discrete_distribution) {
  const uint4 v = curand4(state);
  namespace cuda = openhip_rand::cuda;
  return make_uint4(
      cuda::discrete(v.x, discrete_distribution), cuda::discrete(v.y, discrete_distribution),
      cuda::discrete(v.z, discrete_distribution), cuda::discrete(v.w, discrete_distribution));
}

// ---- quasirandom states and MTGP32: one word per value, inverse CDF -----

#define OPENHIP_CURAND_WORDWISE(Qual, State)                                                       \
  Qual float curand_uniform(State* state) {                                                        \
    return openhip_rand::cu::uniform(curand(state));                                               \
  }                                                                                                \
  Qual double curand_uniform_double(State* state) {                                                \
    return openhip_rand::cu::uniform_double(curand(state));                                        \
  }                                                                                                \
  Qual float curand_normal(State* state) {                                                         \
    return openhip_rand::cu::normal_icdf(curand(state));                                           \
  }                                                                                                \
  Qual double curand_normal_double(State* state) {                                                 \
    return openhip_rand::cu::normal_icdf_double(curand(state));                                    \
  }                                                                                                \
  Qual float curand_log_normal(State* state, float mean, float stddev) {                           \
    return expf(mean + stddev * openhip_rand::cu::normal_icdf(curand(state)));                     \
  }                                                                                                \
  Qual double curand_log_normal_double(State* state, double mean, double stddev) {                 \
    return exp(mean + stddev * openhip_rand::cu::normal_icdf_double(curand(state)));               \
  }                                                                                                \
  Qual unsigned int curand_poisson(State* state, double lambda) {                                  \
    return openhip_rand::cu::poisson_from_word(curand(state), lambda);                             \
  }                                                                                                \
  Qual unsigned int curand_discrete(State* state,                                                  \
                                    curandDiscreteDistribution_t discrete_distribution) {          \
    return openhip_rand::cuda::discrete(curand(state), discrete_distribution);                     \
  }
OPENHIP_CURAND_WORDWISE(OPENHIP_CURAND_FUNC, curandStateSobol32_t)
OPENHIP_CURAND_WORDWISE(OPENHIP_CURAND_FUNC, curandStateScrambledSobol32_t)
OPENHIP_CURAND_WORDWISE(OPENHIP_CURAND_FUNC, curandStateSobol64_t)
OPENHIP_CURAND_WORDWISE(OPENHIP_CURAND_FUNC, curandStateScrambledSobol64_t)
#if defined(__HIPCC__)
OPENHIP_CURAND_WORDWISE(OPENHIP_CURAND_DEVICE, curandStateMtgp32_t)
#endif
#undef OPENHIP_CURAND_WORDWISE

#endif // OPENHIP_RAND_DETAIL_CURAND_KERNEL_DISTRIBUTIONS_H
