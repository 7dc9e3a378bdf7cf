// hipRAND's device API: every function of every state, in kernels (under
// warp size 64 and 32) and in host code from the same states, must agree;
// thread 3's kernel values must equal rocRAND's (reference values below,
// computed with rocRAND 5.3's and newest device headers, see
// docs/hiprand.md); MTGP32's block functions against rocRAND's values and
// against each other; the distributions' statistics.
#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>
#include <hiprand/hiprand_mtgp32_host.h>

#define RNG_T(name) hiprand##name
#define RNG_C(name) HIPRAND_##name
#define RNG_CONST const
#define RNG_INIT hiprand_init
#define RNG_RAND hiprand
#define RNG_UNIFORM hiprand_uniform
#define RNG_UNIFORM_DOUBLE hiprand_uniform_double
#define RNG_NORMAL hiprand_normal
#define RNG_NORMAL2 hiprand_normal2
#define RNG_NORMAL_DOUBLE hiprand_normal_double
#define RNG_NORMAL2_DOUBLE hiprand_normal2_double
#define RNG_LOG_NORMAL hiprand_log_normal
#define RNG_LOG_NORMAL2 hiprand_log_normal2
#define RNG_LOG_NORMAL_DOUBLE hiprand_log_normal_double
#define RNG_LOG_NORMAL2_DOUBLE hiprand_log_normal2_double
#define RNG_POISSON hiprand_poisson
#define RNG_DISCRETE hiprand_discrete
#define RNG_DISTRIBUTION hiprandDiscreteDistribution_t
#define RNG_RAND4 hiprand4
#define RNG_UNIFORM4 hiprand_uniform4
#define RNG_UNIFORM2_DOUBLE hiprand_uniform2_double
#define RNG_UNIFORM4_DOUBLE hiprand_uniform4_double
#define RNG_NORMAL4 hiprand_normal4
#define RNG_NORMAL4_DOUBLE hiprand_normal4_double
#define RNG_LOG_NORMAL4 hiprand_log_normal4
#define RNG_LOG_NORMAL4_DOUBLE hiprand_log_normal4_double
#define RNG_POISSON4 hiprand_poisson4
#define RNG_DISCRETE4 hiprand_discrete4
#define RNG_SKIPAHEAD_SEQUENCE skipahead_sequence

#include "device_harness.h"
#include "device_reference.h"

namespace {

constexpr unsigned long long kSeed = 1234;
constexpr unsigned long long kOffset = 5;

// MTGP32: block b draws from state b; every function from a fresh copy.
enum MtgpFn {
  M_RAND,
  M_UNIFORM,
  M_UNIFORM_DOUBLE,
  M_NORMAL,
  M_NORMAL_DOUBLE,
  M_NORMAL2,
  M_NORMAL2_DOUBLE,
  M_LOG_NORMAL,
  M_LOG_NORMAL_DOUBLE,
  M_POISSON_SMALL,
  M_POISSON_LARGE,
  M_DISCRETE,
  kMtgpFns
};
constexpr int kMtgpBlocks = 3;
constexpr int kMtgpThreads = 128;

__global__ void mtgp_kernel(hiprandStateMtgp32_t* states, hiprandStateMtgp32_t* scratch,
                            hiprandDiscreteDistribution_t dist, double* out) {
  const unsigned int b = blockIdx.x, t = threadIdx.x;
  hiprandStateMtgp32_t* s = &scratch[b];
  for (int fn = 0; fn < kMtgpFns; ++fn) {
    hiprand_mtgp32_block_copy(&states[b], s);
    double* o = out + ((b * kMtgpFns + fn) * kMtgpThreads + t) * harness::kDraws;
    for (int k = 0; k < harness::kDraws; k += 2) {
      switch (fn) {
      case M_RAND:
        o[k] = hiprand(s);
        o[k + 1] = hiprand(s);
        break;
      case M_UNIFORM:
        o[k] = hiprand_uniform(s);
        o[k + 1] = hiprand_uniform(s);
        break;
      case M_UNIFORM_DOUBLE:
        o[k] = hiprand_uniform_double(s);
        o[k + 1] = hiprand_uniform_double(s);
        break;
      case M_NORMAL:
        o[k] = hiprand_normal(s);
        o[k + 1] = hiprand_normal(s);
        break;
      case M_NORMAL_DOUBLE:
        o[k] = hiprand_normal_double(s);
        o[k + 1] = hiprand_normal_double(s);
        break;
      case M_NORMAL2: {
        float2 v = hiprand_normal2(s);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case M_NORMAL2_DOUBLE: {
        double2 v = hiprand_normal2_double(s);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case M_LOG_NORMAL:
        o[k] = hiprand_log_normal(s, 0.5f, 0.25f);
        o[k + 1] = hiprand_log_normal(s, 0.5f, 0.25f);
        break;
      case M_LOG_NORMAL_DOUBLE:
        o[k] = hiprand_log_normal_double(s, 0.5, 0.25);
        o[k + 1] = hiprand_log_normal_double(s, 0.5, 0.25);
        break;
      case M_POISSON_SMALL:
        o[k] = hiprand_poisson(s, 5.5);
        o[k + 1] = hiprand_poisson(s, 5.5);
        break;
      case M_POISSON_LARGE:
        o[k] = hiprand_poisson(s, 3000.0);
        o[k + 1] = hiprand_poisson(s, 3000.0);
        break;
      case M_DISCRETE:
        o[k] = hiprand_discrete(s, dist);
        o[k + 1] = hiprand_discrete(s, dist);
        break;
      }
    }
  }
}

// Reference check: `got` holds thread 3's values first function first;
// `want` the same layout. Transcendental functions within a relative 1e-6.
void expect_reference(Checker& check, const char* what, const std::vector<double>& all, int fns,
                      const double* want, bool (*inexact)(int), int skip_fn = -1) {
  const double* got = all.data() + 3 * fns * harness::kDraws;
  for (int i = 0; i < fns * harness::kDraws; ++i) {
    const int fn = i / harness::kDraws;
    if (fn == skip_fn)
      continue;
    check.expect_near(what, i, got[i], want[i], inexact(fn) ? 1e-6 : 0.0);
  }
}

bool mtgpInexact(int fn) {
  return fn >= M_NORMAL && fn <= M_LOG_NORMAL_DOUBLE;
}

void check_mtgp(Checker& check, hiprandDiscreteDistribution_t dist) {
  hiprandStateMtgp32_t* states;
  hiprandStateMtgp32_t* scratch;
  mtgp32_kernel_params_t* params;
  HIP_CHECK(hipMalloc(&states, kMtgpBlocks * sizeof(hiprandStateMtgp32_t)));
  HIP_CHECK(hipMalloc(&scratch, kMtgpBlocks * sizeof(hiprandStateMtgp32_t)));
  HIP_CHECK(hipMalloc(&params, sizeof(mtgp32_kernel_params_t)));
  check.expect_eq("mtgp constants", 0,
                  hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params), 0);
  check.expect_eq(
      "mtgp states", 0,
      hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, params, kMtgpBlocks, kSeed),
      0);
  const size_t n = static_cast<size_t>(kMtgpBlocks) * kMtgpFns * kMtgpThreads * harness::kDraws;
  double* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(double)));
  mtgp_kernel<<<kMtgpBlocks, kMtgpThreads>>>(states, scratch, dist, d);
  HIP_CHECK_LAUNCH();
  std::vector<double> v(n);
  HIP_CHECK(hipMemcpy(v.data(), d, n * sizeof(double), hipMemcpyDeviceToHost));
  auto at = [&](int b, int fn, int t, int k) {
    return v[((b * kMtgpFns + fn) * kMtgpThreads + t) * harness::kDraws + k];
  };
  // rocRAND's values: block 1, threads 0-3, the first two draws of each function.
  for (int fn = 0; fn < kMtgpFns; ++fn) {
    for (int t = 0; t < 4; ++t) {
      for (int k = 0; k < 2; ++k) {
        if (fn == M_DISCRETE)
          continue;
        check.expect_near("mtgp reference", (fn * 4 + t) * 2 + k, at(1, fn, t, k),
                          kMtgpReference[fn][t][k], mtgpInexact(fn) ? 1e-6 : 0.0);
      }
    }
  }
  // Word k of thread t is element k * blockDim + t of the block's sequence;
  // the float and double conversions take one word each.
  for (int b = 0; b < kMtgpBlocks; ++b) {
    for (int t = 0; t < kMtgpThreads; ++t) {
      for (int k = 0; k < harness::kDraws; ++k) {
        const unsigned int w = static_cast<unsigned int>(at(b, M_RAND, t, k));
        const double u = (w + 1.0) / 4294967296.0; // rocRAND's (0, 1] conversion
        check.expect_near("mtgp uniform", t, at(b, M_UNIFORM, t, k), u, 1e-7);
        check.expect_near("mtgp uniform double", t, at(b, M_UNIFORM_DOUBLE, t, k), u, 1e-15);
      }
    }
  }
  double sum = 0;
  for (int b = 0; b < kMtgpBlocks; ++b)
    for (int t = 0; t < kMtgpThreads; ++t)
      for (int k = 0; k < harness::kDraws; ++k)
        sum += at(b, M_POISSON_LARGE, t, k);
  check.expect_near("mtgp poisson mean", 0, sum / (kMtgpBlocks * kMtgpThreads * harness::kDraws),
                    3000.0, 0.01);
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(states));
  HIP_CHECK(hipFree(scratch));
  HIP_CHECK(hipFree(params));
}

} // namespace

int main() {
  Checker check;
  const harness::AllValues all = harness::run_all(check, kSeed, kOffset);
  using namespace harness;
  // Discrete values depend on the table hiprandCreatePoissonDistribution
  // builds, checked by the host-API tests: not part of the reference.
  expect_reference(check, "xorwow reference", all.xorwow, kPseudoFns, kXorwowReference[0],
                   pseudoInexact, P_DISCRETE);
  expect_reference(check, "mrg32k3a reference", all.mrg32k3a, kPseudoFns, kMrg32k3aReference[0],
                   pseudoInexact, P_DISCRETE);
  expect_reference(check, "philox reference", all.philox, kPseudoFns, kPhiloxReference[0],
                   pseudoInexact, P_DISCRETE);
  expect_reference(check, "philox quad reference", all.philox_quad, kQuadFns,
                   kPhiloxQuadReference[0], quadInexact, Q_DISCRETE4);
  expect_reference(check, "sobol32 reference", all.sobol32, kQuasiFns, kSobol32Reference[0],
                   quasiInexact, S_DISCRETE);
  expect_reference(check, "scrambled sobol32 reference", all.scrambled_sobol32, kQuasiFns,
                   kScrambledSobol32Reference[0], quasiInexact, S_DISCRETE);
  expect_reference(check, "sobol64 reference", all.sobol64, kQuasiFns, kSobol64Reference[0],
                   quasiInexact, S_DISCRETE);
  expect_reference(check, "scrambled sobol64 reference", all.scrambled_sobol64, kQuasiFns,
                   kScrambledSobol64Reference[0], quasiInexact, S_DISCRETE);

  hiprandDiscreteDistribution_t dist;
  check.expect_eq("poisson distribution", 0, hiprandCreatePoissonDistribution(9.5, &dist), 0);
  check_mtgp(check, dist);
  check.expect_eq("destroy distribution", 0, hiprandDestroyDistribution(dist), 0);
  return check.finish();
}
