// cuRAND's device API (CUDA source, curand_kernel.h): every function of
// every state, in kernels (under warp size 64 and 32) and in host code from
// the same states, must agree; the engines against published known answers
// in kernels (cuRAND's XORWOW seed-0 outputs, L'Ecuyer's MRG32k3a, Random123's
// Philox vectors); cuRAND's conversions (uniform floats centred in their
// 2^-32 cell, 53-bit doubles from two XORWOW words); MTGP32's block
// functions against each other and against the MTGP32 words rocRAND
// produces for the same parameter set and seed.
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

#define RNG_T(name) curand##name
#define RNG_C(name) CURAND_##name
#define RNG_CONST
#define RNG_INIT curand_init
#define RNG_RAND curand
#define RNG_UNIFORM curand_uniform
#define RNG_UNIFORM_DOUBLE curand_uniform_double
#define RNG_NORMAL curand_normal
#define RNG_NORMAL2 curand_normal2
#define RNG_NORMAL_DOUBLE curand_normal_double
#define RNG_NORMAL2_DOUBLE curand_normal2_double
#define RNG_LOG_NORMAL curand_log_normal
#define RNG_LOG_NORMAL2 curand_log_normal2
#define RNG_LOG_NORMAL_DOUBLE curand_log_normal_double
#define RNG_LOG_NORMAL2_DOUBLE curand_log_normal2_double
#define RNG_POISSON curand_poisson
#define RNG_DISCRETE curand_discrete
#define RNG_DISTRIBUTION curandDiscreteDistribution_t
#define RNG_RAND4 curand4
#define RNG_UNIFORM4 curand_uniform4
#define RNG_UNIFORM2_DOUBLE curand_uniform2_double
#define RNG_UNIFORM4_DOUBLE curand_uniform4_double
#define RNG_NORMAL4 curand_normal4
#define RNG_NORMAL4_DOUBLE curand_normal4_double
#define RNG_LOG_NORMAL4 curand_log_normal4
#define RNG_LOG_NORMAL4_DOUBLE curand_log_normal4_double
#define RNG_POISSON4 curand_poisson4
#define RNG_DISCRETE4 curand_discrete4
#define RNG_SKIPAHEAD_SEQUENCE skipahead_sequence

#include "device_harness.h"
#include "device_reference.h"

namespace {

// Known answers, computed in a kernel.
__global__ void known_answers(unsigned int* xorwow, double* mrg, uint4* philox) {
  const unsigned int t = threadIdx.x;
  curandStateXORWOW_t x;
  curand_init(0, t, 0, &x);
  xorwow[t] = curand(&x);
  if (t == 0) {
    curandStateMRG32k3a_t m;
    curand_init(0, 0, 0, &m);
    for (int i = 0; i < 4; ++i)
      mrg[i] = curand_uniform_double(&m);
    curandStatePhilox4_32_10_t p;
    curand_init(0, 0, 0, &p);
    philox[0] = curand4(&p);
    // Key (seed) 0x299f31d0a4093822, counter 0x03707344'13198a2e'85a308d3'243f6a88:
    // the high half is the subsequence, the low half the offset / 4 (four skips).
    curand_init(0x299f31d0a4093822ull, 0x0370734413198a2eull, 0, &p);
    for (int i = 0; i < 4; ++i)
      skipahead(0x85a308d3243f6a88ull, &p);
    philox[1] = curand4(&p);
  }
}

void check_known_answers(Checker& check) {
  unsigned int* xorwow;
  double* mrg;
  uint4* philox;
  HIP_CHECK(hipMalloc(&xorwow, 10 * sizeof(unsigned int)));
  HIP_CHECK(hipMalloc(&mrg, 4 * sizeof(double)));
  HIP_CHECK(hipMalloc(&philox, 2 * sizeof(uint4)));
  known_answers<<<1, 10>>>(xorwow, mrg, philox);
  HIP_CHECK_LAUNCH();
  unsigned int x[10];
  double m[4];
  uint4 p[2];
  HIP_CHECK(hipMemcpy(x, xorwow, sizeof(x), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(m, mrg, sizeof(m), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(p, philox, sizeof(p), hipMemcpyDeviceToHost));
  const unsigned int xorwow_want[] = {3179217846u, 3955638199u, 167591721u,  4161663997u,
                                      3973448494u, 1917059131u, 2866113984u, 472148682u,
                                      2019573489u, 2204150021u};
  for (int i = 0; i < 10; ++i)
    check.expect_eq("xorwow seed 0", i, x[i], xorwow_want[i]);
  const double mrg_want[] = {0.127011122076, 0.318527565471, 0.309186015655, 0.825846863119};
  for (int i = 0; i < 4; ++i)
    check.expect_near("l'ecuyer mrg32k3a", i, m[i], mrg_want[i], 1e-11);
  check.expect_eq("philox kat 1", 0, p[0].x, 0x6627e8d5u);
  check.expect_eq("philox kat 1", 1, p[0].y, 0xe169c58du);
  check.expect_eq("philox kat 1", 2, p[0].z, 0xbc57ac4cu);
  check.expect_eq("philox kat 1", 3, p[0].w, 0x9b00dbd8u);
  check.expect_eq("philox kat 3", 0, p[1].x, 0xd16cfe09u);
  check.expect_eq("philox kat 3", 1, p[1].y, 0x94fdccebu);
  check.expect_eq("philox kat 3", 2, p[1].z, 0x5001e420u);
  check.expect_eq("philox kat 3", 3, p[1].w, 0x24126ea1u);
  HIP_CHECK(hipFree(xorwow));
  HIP_CHECK(hipFree(mrg));
  HIP_CHECK(hipFree(philox));
}

// cuRAND's conversions, from the words of a state copy.
void check_conversions(Checker& check, const harness::AllValues& all) {
  using namespace harness;
  for (int t = 0; t < kThreads; ++t) {
    const double* v = all.xorwow.data() + t * kPseudoFns * kDraws;
    for (int k = 0; k < kDraws; ++k) {
      const unsigned int w = static_cast<unsigned int>(v[P_RAND * kDraws + k]);
      check.expect_near("curand_uniform", t, v[P_UNIFORM * kDraws + k], (w + 0.5) / 4294967296.0,
                        1e-7);
    }
    for (int k = 0; k < kDraws / 2; ++k) {
      const unsigned long long x = static_cast<unsigned int>(v[P_RAND * kDraws + 2 * k]);
      const unsigned long long y = static_cast<unsigned int>(v[P_RAND * kDraws + 2 * k + 1]);
      const unsigned long long z = x ^ (y << 21);
      check.expect_near("curand_uniform_double", t, v[P_UNIFORM_DOUBLE * kDraws + k],
                        (static_cast<double>(z & ((1ull << 53) - 1)) + 0.5) / 9007199254740992.0,
                        1e-15);
    }
  }
}

constexpr int kMtgpBlocks = 3;
constexpr int kMtgpThreads = 128;

// Block b: state b draws kDraws words per thread with curand(); state
// kMtgpBlocks + b (the same parameter set and seed) with curand_mtgp32_specific.
__global__ void mtgp_kernel(curandStateMtgp32_t* states, double* out) {
  const unsigned int b = blockIdx.x, t = threadIdx.x;
  double* o = out + (b * kMtgpThreads + t) * 4 * harness::kDraws;
  for (int k = 0; k < harness::kDraws; ++k)
    o[k] = curand(&states[b]);
  for (int k = 0; k < harness::kDraws; ++k)
    o[harness::kDraws + k] =
        curand_mtgp32_specific(&states[kMtgpBlocks + b], static_cast<unsigned char>(t),
                               static_cast<unsigned char>(kMtgpThreads));
  for (int k = 0; k < harness::kDraws; ++k)
    o[2 * harness::kDraws + k] = curand_uniform(&states[2 * kMtgpBlocks + b]);
  for (int k = 0; k < harness::kDraws; ++k)
    o[3 * harness::kDraws + k] = curand_mtgp32_single(&states[3 * kMtgpBlocks + b]);
}

void check_mtgp(Checker& check) {
  curandStateMtgp32_t* states;
  mtgp32_kernel_params_t* params;
  HIP_CHECK(hipMalloc(&states, 4 * kMtgpBlocks * sizeof(curandStateMtgp32_t)));
  HIP_CHECK(hipMalloc(&params, sizeof(mtgp32_kernel_params_t)));
  check.expect_eq("mtgp constants", 0,
                  curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params), 0);
  for (int copy = 0; copy < 4; ++copy) {
    check.expect_eq("mtgp states", copy,
                    curandMakeMTGP32KernelState(states + copy * kMtgpBlocks,
                                                mtgp32dc_params_fast_11213, params, kMtgpBlocks,
                                                1234),
                    0);
  }
  const size_t n = static_cast<size_t>(kMtgpBlocks) * kMtgpThreads * 4 * harness::kDraws;
  double* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(double)));
  mtgp_kernel<<<kMtgpBlocks, kMtgpThreads>>>(states, d);
  HIP_CHECK_LAUNCH();
  std::vector<double> v(n);
  HIP_CHECK(hipMemcpy(v.data(), d, n * sizeof(double), hipMemcpyDeviceToHost));
  auto at = [&](int b, int t, int fn, int k) {
    return v[((b * kMtgpThreads + t) * 4 + fn) * harness::kDraws + k];
  };
  for (int t = 0; t < 4; ++t)
    for (int k = 0; k < 2; ++k)
      check.expect_eq("mtgp words (rocRAND's)", t * 2 + k, at(1, t, 0, k), kMtgpReference[0][t][k]);
  for (int b = 0; b < kMtgpBlocks; ++b) {
    for (int t = 0; t < kMtgpThreads; ++t) {
      for (int k = 0; k < harness::kDraws; ++k) {
        check.expect_eq("curand_mtgp32_specific", t, at(b, t, 1, k), at(b, t, 0, k));
        check.expect_near("mtgp curand_uniform", t, at(b, t, 2, k),
                          (at(b, t, 0, k) + 0.5) / 4294967296.0, 1e-7);
        check.expect_true("curand_mtgp32_single in [1, 2)",
                          at(b, t, 3, k) >= 1.0 && at(b, t, 3, k) < 2.0);
      }
    }
  }
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(states));
  HIP_CHECK(hipFree(params));
}

} // namespace

int main() {
  Checker check;
  check_known_answers(check);
  const harness::AllValues all = harness::run_all(check, 1234, 5);
  check_conversions(check, all);
  check_mtgp(check);
  return check.finish();
}
