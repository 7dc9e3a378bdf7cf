// hipRAND's device distributions (included by hiprand_kernel.h): uniform,
// normal, log-normal, Poisson and discrete values from every state, drawing
// the words rocRAND draws. A single normal from XORWOW, Philox or MRG32k3a
// keeps the second Box-Muller value in the state for the next call (shared by
// hiprand_normal and hiprand_log_normal, as in rocRAND).
#ifndef OPENHIP_RAND_DETAIL_HIPRAND_KERNEL_DISTRIBUTIONS_H
#define OPENHIP_RAND_DETAIL_HIPRAND_KERNEL_DISTRIBUTIONS_H

namespace openhip_rand {
namespace hip {

namespace roc = openhip_rand::roc;

// Per-family word sources: `word` (32 bits), the uniforms and the normal
// pairs rocRAND derives from them.
template <typename _Sp> struct family;

template <> struct family<xorwow_state> {
  OPENHIP_RAND_FUNC static unsigned int word(xorwow_state* s) { return xorwow_next(s); }
  OPENHIP_RAND_FUNC static float uniform(xorwow_state* s) { return roc::uniform(word(s)); }
  OPENHIP_RAND_FUNC static double uniform_double(xorwow_state* s) {
    const unsigned int a = word(s);
    return roc::uniform_double(a, word(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(xorwow_state* s) {
    const unsigned int a = word(s);
    return roc::box_muller(a, word(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(xorwow_state* s) {
    uint4 v;
    v.x = word(s);
    v.y = word(s);
    v.z = word(s);
    v.w = word(s);
    return roc::box_muller_double(v);
  }
};

template <> struct family<philox4x32_10_state> {
  OPENHIP_RAND_FUNC static unsigned int word(philox4x32_10_state* s) { return philox_next(s); }
  OPENHIP_RAND_FUNC static float uniform(philox4x32_10_state* s) { return roc::uniform(word(s)); }
  OPENHIP_RAND_FUNC static double uniform_double(philox4x32_10_state* s) {
    const unsigned int a = word(s);
    return roc::uniform_double(a, word(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(philox4x32_10_state* s) {
    const unsigned int a = word(s);
    return roc::box_muller(a, word(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(philox4x32_10_state* s) {
    return roc::box_muller_double(philox_next4(s));
  }
};

template <> struct family<mrg32k3a_state> {
  OPENHIP_RAND_FUNC static unsigned int word(mrg32k3a_state* s) {
    return roc::mrg_uint(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static float uniform(mrg32k3a_state* s) {
    return roc::mrg_uniform(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static double uniform_double(mrg32k3a_state* s) {
    return roc::mrg_uniform_double(mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static float2 normal2(mrg32k3a_state* s) {
    const unsigned int a = mrg32k3a_next(s);
    return roc::mrg_box_muller(a, mrg32k3a_next(s));
  }
  OPENHIP_RAND_FUNC static double2 normal2_double(mrg32k3a_state* s) {
    const unsigned int a = mrg32k3a_next(s);
    return roc::mrg_box_muller_double(a, mrg32k3a_next(s));
  }
};

// One normal value, the second of each pair kept in the state.
template <typename _Sp> OPENHIP_RAND_FUNC float normal(_Sp* s) {
  if (s->boxmuller_flag != 0) {
    s->boxmuller_flag = 0;
    return s->boxmuller_extra;
  }
  const float2 r = family<_Sp>::normal2(s);
  s->boxmuller_flag = 1;
  s->boxmuller_extra = r.y;
  return r.x;
}

// The kept second value comes back rounded to float, as rocRAND returns it.
template <typename _Sp> OPENHIP_RAND_FUNC double normal_double(_Sp* s) {
  if (s->boxmuller_flag_double != 0) {
    s->boxmuller_flag_double = 0;
    return static_cast<float>(s->boxmuller_extra_double);
  }
  const double2 r = family<_Sp>::normal2_double(s);
  s->boxmuller_flag_double = 1;
  s->boxmuller_extra_double = r.y;
  return r.x;
}

template <typename _Sp> OPENHIP_RAND_FUNC unsigned int poisson(_Sp* s, double lambda) {
  if (lambda < roc::kPoissonSmall) {
    return roc::poisson_small<unsigned int>([&]() { return family<_Sp>::uniform_double(s); }, lambda);
  }
  if (lambda <= roc::kPoissonHuge) {
    return roc::poisson_large<unsigned int>([&]() { return family<_Sp>::uniform_double(s); }, lambda);
  }
  return roc::poisson_normal<unsigned int>(normal_double(s), lambda);
}

// Quasirandom states: one word per value, inverse-CDF normals.
template <typename Word, typename State>
OPENHIP_RAND_FUNC Word quasi_poisson(State* s, double lambda) {
  if (lambda < 1000.0)
    return roc::poisson_inversion<Word>(roc::uniform_double(sobol_next<sobol_wrap::first>(s)),
                                        lambda);
  return roc::poisson_normal<Word>(roc::normal_icdf_double(sobol_next<sobol_wrap::first>(s)),
                                   lambda);
}

} // namespace hip
} // namespace openhip_rand

// ---- pseudorandom states: XORWOW, Philox4x32-10, MRG32k3a ---------------

#define OPENHIP_HIPRAND_PSEUDO(State, Base)                                                        \
  OPENHIP_HIPRAND_FUNC float hiprand_uniform(State* state) {                                       \
    return openhip_rand::hip::family<Base>::uniform(state);                                        \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_uniform_double(State* state) {                               \
    return openhip_rand::hip::family<Base>::uniform_double(state);                                 \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float hiprand_normal(State* state) {                                        \
    return openhip_rand::hip::normal<Base>(state);                                                 \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float2 hiprand_normal2(State* state) {                                      \
    return openhip_rand::hip::family<Base>::normal2(state);                                        \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_normal_double(State* state) {                                \
    return openhip_rand::hip::normal_double<Base>(state);                                          \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double2 hiprand_normal2_double(State* state) {                              \
    return openhip_rand::hip::family<Base>::normal2_double(state);                                 \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float hiprand_log_normal(State* state, float mean, float stddev) {          \
    return expf(mean + stddev * openhip_rand::hip::normal<Base>(state));                           \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float2 hiprand_log_normal2(State* state, float mean, float stddev) {        \
    const float2 r = openhip_rand::hip::family<Base>::normal2(state);                              \
    return make_float2(expf(mean + stddev * r.x), expf(mean + stddev * r.y));                      \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_log_normal_double(State* state, double mean,                 \
                                                        double stddev) {                           \
    return exp(mean + openhip_rand::hip::normal_double<Base>(state) * stddev);                     \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double2 hiprand_log_normal2_double(State* state, double mean,               \
                                                          double stddev) {                         \
    const double2 r = openhip_rand::hip::family<Base>::normal2_double(state);                      \
    return make_double2(exp(mean + stddev * r.x), exp(mean + stddev * r.y));                       \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC unsigned int hiprand_poisson(State* state, double lambda) {                 \
    return openhip_rand::hip::poisson<Base>(state, lambda);                                        \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC unsigned int hiprand_discrete(                                              \
      State* state, hiprandDiscreteDistribution_t discrete_distribution) {                         \
    return openhip_rand::roc::discrete_alias(openhip_rand::hip::family<Base>::word(state),         \
                                             *discrete_distribution);                              \
  }
OPENHIP_HIPRAND_PSEUDO(hiprandStateXORWOW_t, openhip_rand::xorwow_state)
OPENHIP_HIPRAND_PSEUDO(hiprandState_t, openhip_rand::xorwow_state)
OPENHIP_HIPRAND_PSEUDO(hiprandStatePhilox4_32_10_t, openhip_rand::philox4x32_10_state)
OPENHIP_HIPRAND_PSEUDO(hiprandStateMRG32k3a_t, openhip_rand::mrg32k3a_state)
#undef OPENHIP_HIPRAND_PSEUDO

// Philox's four-wide variants consume one counter block each.
OPENHIP_HIPRAND_FUNC float4 hiprand_uniform4(hiprandStatePhilox4_32_10_t* state) {
  const uint4 v = hiprand4(state);
  namespace roc = openhip_rand::roc;
  return make_float4(roc::uniform(v.x), roc::uniform(v.y), roc::uniform(v.z), roc::uniform(v.w));
}
OPENHIP_HIPRAND_FUNC double2 hiprand_uniform2_double(hiprandStatePhilox4_32_10_t* state) {
  const uint4 v = hiprand4(state);
  return make_double2(openhip_rand::roc::uniform_double(v.x, v.y),
                      openhip_rand::roc::uniform_double(v.z, v.w));
}
OPENHIP_HIPRAND_FUNC double4 hiprand_uniform4_double(hiprandStatePhilox4_32_10_t* state) {
  const uint4 a = hiprand4(state);
  const uint4 b = hiprand4(state);
  namespace roc = openhip_rand::roc;
  return make_double4(roc::uniform_double(a.x, a.y), roc::uniform_double(a.z, a.w),
                      roc::uniform_double(b.x, b.y), roc::uniform_double(b.z, b.w));
}
OPENHIP_HIPRAND_FUNC float4 hiprand_normal4(hiprandStatePhilox4_32_10_t* state) {
  const uint4 v = hiprand4(state);
  const float2 a = openhip_rand::roc::box_muller(v.x, v.y);
  const float2 b = openhip_rand::roc::box_muller(v.z, v.w);
  return make_float4(a.x, a.y, b.x, b.y);
}
OPENHIP_HIPRAND_FUNC double4 hiprand_normal4_double(hiprandStatePhilox4_32_10_t* state) {
  const double2 a = openhip_rand::roc::box_muller_double(hiprand4(state));
  const double2 b = openhip_rand::roc::box_muller_double(hiprand4(state));
  return make_double4(a.x, a.y, b.x, b.y);
}
OPENHIP_HIPRAND_FUNC float4 hiprand_log_normal4(hiprandStatePhilox4_32_10_t* state, float mean,
                                                float stddev) {
  const float4 r = hiprand_normal4(state);
  return make_float4(expf(mean + stddev * r.x), expf(mean + stddev * r.y),
                     expf(mean + stddev * r.z), expf(mean + stddev * r.w));
}
OPENHIP_HIPRAND_FUNC double4 hiprand_log_normal4_double(hiprandStatePhilox4_32_10_t* state,
                                                        double mean, double stddev) {
  const double2 a = hiprand_log_normal2_double(state, mean, stddev);
  const double2 b = hiprand_log_normal2_double(state, mean, stddev);
  return make_double4(a.x, a.y, b.x, b.y);
}
OPENHIP_HIPRAND_FUNC uint4 hiprand_poisson4(hiprandStatePhilox4_32_10_t* state, double lambda) {
  uint4 r;
  r.x = hiprand_poisson(state, lambda);
  r.y = hiprand_poisson(state, lambda);
  r.z = hiprand_poisson(state, lambda);
  r.w = hiprand_poisson(state, lambda);
  return r;
}
OPENHIP_HIPRAND_FUNC uint4 hiprand_discrete4(hiprandStatePhilox4_32_10_t* state,
                                             hiprandDiscreteDistribution_t discrete_distribution) {
  const uint4 v = hiprand4(state);
  const openhip_rand::roc::discrete_table& d = *discrete_distribution;
  namespace roc = openhip_rand::roc;
  return make_uint4(roc::discrete_alias(v.x, d), roc::discrete_alias(v.y, d),
                    roc::discrete_alias(v.z, d), roc::discrete_alias(v.w, d));
}

// ---- quasirandom states: one word (32 or 64 bits) per value -------------

#define OPENHIP_HIPRAND_QUASI(State, Word)                                                         \
  OPENHIP_HIPRAND_FUNC float hiprand_uniform(State* state) {                                       \
    return openhip_rand::roc::uniform(                                                             \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state));                         \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_uniform_double(State* state) {                               \
    return openhip_rand::roc::uniform_double(                                                      \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state));                         \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float hiprand_normal(State* state) {                                        \
    return openhip_rand::roc::normal_icdf(                                                         \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state));                         \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_normal_double(State* state) {                                \
    return openhip_rand::roc::normal_icdf_double(                                                  \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state));                         \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC float hiprand_log_normal(State* state, float mean, float stddev) {          \
    return expf(mean + stddev * hiprand_normal(state));                                            \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC double hiprand_log_normal_double(State* state, double mean,                 \
                                                        double stddev) {                           \
    return exp(mean + stddev * hiprand_normal_double(state));                                      \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC Word hiprand_poisson(State* state, double lambda) {                         \
    return openhip_rand::hip::quasi_poisson<Word>(state, lambda);                                  \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC unsigned int hiprand_discrete(                                              \
      State* state, hiprandDiscreteDistribution_t discrete_distribution) {                         \
    return openhip_rand::roc::discrete_cdf(                                                        \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state), *discrete_distribution); \
  }
OPENHIP_HIPRAND_QUASI(hiprandStateSobol32_t, unsigned int)
OPENHIP_HIPRAND_QUASI(hiprandStateScrambledSobol32_t, unsigned int)
OPENHIP_HIPRAND_QUASI(hiprandStateSobol64_t, unsigned long long)
OPENHIP_HIPRAND_QUASI(hiprandStateScrambledSobol64_t, unsigned long long)
#undef OPENHIP_HIPRAND_QUASI

// ---- MTGP32 (device code: every thread of the block calls) ---------------

#if defined(__HIPCC__)
__device__ inline float hiprand_uniform(hiprandStateMtgp32_t* state) {
  return openhip_rand::roc::uniform(hiprand(state));
}
__device__ inline double hiprand_uniform_double(hiprandStateMtgp32_t* state) {
  return openhip_rand::roc::uniform_double(hiprand(state));
}
__device__ inline float hiprand_normal(hiprandStateMtgp32_t* state) {
  return openhip_rand::roc::normal_icdf(hiprand(state));
}
__device__ inline double hiprand_normal_double(hiprandStateMtgp32_t* state) {
  return openhip_rand::roc::normal_icdf_double(hiprand(state));
}
__device__ inline float2 hiprand_normal2(hiprandStateMtgp32_t* state) {
  const unsigned int a = hiprand(state);
  return openhip_rand::roc::box_muller(a, hiprand(state));
}
__device__ inline double2 hiprand_normal2_double(hiprandStateMtgp32_t* state) {
  uint4 v;
  v.x = hiprand(state);
  v.y = hiprand(state);
  v.z = hiprand(state);
  v.w = hiprand(state);
  return openhip_rand::roc::box_muller_double(v);
}
__device__ inline float hiprand_log_normal(hiprandStateMtgp32_t* state, float mean, float stddev) {
  return expf(mean + stddev * hiprand_normal(state));
}
__device__ inline float2 hiprand_log_normal2(hiprandStateMtgp32_t* state, float mean,
                                             float stddev) {
  const float2 r = hiprand_normal2(state);
  return make_float2(expf(mean + stddev * r.x), expf(mean + stddev * r.y));
}
__device__ inline double hiprand_log_normal_double(hiprandStateMtgp32_t* state, double mean,
                                                   double stddev) {
  return exp(mean + stddev * hiprand_normal_double(state));
}
__device__ inline double2 hiprand_log_normal2_double(hiprandStateMtgp32_t* state, double mean,
                                                     double stddev) {
  const double2 r = hiprand_normal2_double(state);
  return make_double2(exp(mean + stddev * r.x), exp(mean + stddev * r.y));
}
__device__ inline unsigned int hiprand_poisson(hiprandStateMtgp32_t* state, double lambda) {
  if (lambda < 1000.0)
    return openhip_rand::roc::poisson_inversion<unsigned int>(hiprand_uniform_double(state),
                                                              lambda);
  return openhip_rand::roc::poisson_normal<unsigned int>(hiprand_normal_double(state), lambda);
}
__device__ inline unsigned int
hiprand_discrete(hiprandStateMtgp32_t* state, hiprandDiscreteDistribution_t discrete_distribution) {
  return openhip_rand::roc::discrete_cdf(hiprand(state), *discrete_distribution);
}
#endif // __HIPCC__

#endif // OPENHIP_RAND_DETAIL_HIPRAND_KERNEL_DISTRIBUTIONS_H
