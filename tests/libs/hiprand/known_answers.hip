// Published known-answer values of each generator, through the engines and
// through hipRAND's and cuRAND's host APIs:
// - Philox4x32-10: the three vectors of Random123's kat_vectors;
// - XORWOW: Marsaglia's xorwow from his paper's initial state, and cuRAND's
//   host API with seed 0 (values printed by cuRAND on an NVIDIA GPU,
//   forums.developer.nvidia.com, "XORWOW Generator Understanding in CURAND");
// - MRG32k3a: L'Ecuyer's generator from the all-12345 state (cuRAND's seed 0);
// - MT19937: mt19937ar with seed 5489 (outputs 1-3 and 10000, the value the
//   C++ standard requires of std::mt19937);
// - Sobol: the first points of dimensions 1-3 (Joe and Kuo) and the first
//   Joe-Kuo direction numbers, and the scramble constants;
// - rocRAND's host orderings: values rocRAND's own kernels and device engines
//   produce for seed 1234 (computed with rocRAND's headers, see
//   docs/hiprand.md), at the start and across the engines' interleaving.
#include "../../programs/program_check.h"

#include <curand_kernel.h>
#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>

#include <vector>

using namespace openhip_rand;

static void expect_block(Checker& check, const char* what, uint4 got, uint4 want) {
  check.expect_eq(what, 0, got.x, want.x);
  check.expect_eq(what, 1, got.y, want.y);
  check.expect_eq(what, 2, got.z, want.z);
  check.expect_eq(what, 3, got.w, want.w);
}

template <typename Create, typename Generate>
static std::vector<unsigned int> host_words(Create create, Generate generate, size_t n) {
  std::vector<unsigned int> v(n);
  create();
  generate(v.data(), n);
  return v;
}

int main() {
  Checker check;

  expect_block(check, "philox(0, 0)", philox4x32_10(make_uint4(0, 0, 0, 0), make_uint2(0, 0)),
               make_uint4(0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8));
  expect_block(check, "philox(~0, ~0)",
               philox4x32_10(make_uint4(~0u, ~0u, ~0u, ~0u), make_uint2(~0u, ~0u)),
               make_uint4(0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd));
  expect_block(check, "philox(pi)",
               philox4x32_10(make_uint4(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344),
                             make_uint2(0xa4093822, 0x299f31d0)),
               make_uint4(0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1));

  xorwow_state marsaglia{
      6615241u, {123456789u, 362436069u, 521288629u, 88675123u, 5783321u}, 0, 0, 0.0f, 0.0};
  const unsigned int xorwow_want[] = {246875399u, 3690007200u, 1264581005u, 3906711041u,
                                      1866187943u};
  for (int i = 0; i < 5; ++i)
    check.expect_eq("marsaglia xorwow", i, xorwow_next(&marsaglia), xorwow_want[i]);

  const unsigned int curand_xorwow_want[] = {3179217846u, 3955638199u, 167591721u,  4161663997u,
                                             3973448494u, 1917059131u, 2866113984u, 472148682u,
                                             2019573489u, 2204150021u};
  {
    curandGenerator_t g;
    check.expect_eq("curandCreateGenerator", 0, curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW),
                    0);
    check.expect_eq("seed", 0, curandSetPseudoRandomGeneratorSeed(g, 0), 0);
    unsigned int* d;
    HIP_CHECK(hipMalloc(&d, 10 * sizeof(unsigned int)));
    check.expect_eq("curandGenerate", 0, curandGenerate(g, d, 10), 0);
    unsigned int h[10];
    HIP_CHECK(hipMemcpy(h, d, sizeof(h), hipMemcpyDeviceToHost));
    for (int i = 0; i < 10; ++i)
      check.expect_eq("curand xorwow host api", i, h[i], curand_xorwow_want[i]);
    // The same values are the first outputs of device states on subsequences 0..9.
    for (unsigned int t = 0; t < 10; ++t) {
      curandStateXORWOW_t s;
      curand_init(0, t, 0, &s);
      check.expect_eq("curand_init(0, t, 0)", t, curand(&s), curand_xorwow_want[t]);
    }
    HIP_CHECK(hipFree(d));
    check.expect_eq("curandDestroyGenerator", 0, curandDestroyGenerator(g), 0);
  }

  {
    curandStateMRG32k3a_t s;
    curand_init(0, 0, 0, &s);
    const double want[] = {0.127011122076, 0.318527565471, 0.309186015655, 0.825846863119};
    for (int i = 0; i < 4; ++i)
      check.expect_near("l'ecuyer mrg32k3a", i, curand_uniform_double(&s), want[i], 1e-11);
  }

  {
    hiprandGenerator_t g;
    check.expect_eq("create mt19937", 0, hiprandCreateGeneratorHost(&g, HIPRAND_RNG_PSEUDO_MT19937),
                    0);
    check.expect_eq("seed", 0, hiprandSetPseudoRandomGeneratorSeed(g, 5489), 0);
    std::vector<unsigned int> v(10000);
    check.expect_eq("generate", 0, hiprandGenerate(g, v.data(), v.size()), 0);
    check.expect_eq("mt19937ar", 0, v[0], 3499211612u);
    check.expect_eq("mt19937ar", 1, v[1], 581869302u);
    check.expect_eq("mt19937ar", 2, v[2], 3890346734u);
    check.expect_eq("mt19937ar", 9999, v[9999], 4123659995u);
    check.expect_eq("destroy", 0, hiprandDestroyGenerator(g), 0);
  }

  {
    hiprandGenerator_t g;
    check.expect_eq("create sobol32", 0, hiprandCreateGeneratorHost(&g, HIPRAND_RNG_QUASI_SOBOL32),
                    0);
    check.expect_eq("dimensions", 0, hiprandSetQuasiRandomGeneratorDimensions(g, 3), 0);
    std::vector<unsigned int> v(24);
    check.expect_eq("generate", 0, hiprandGenerate(g, v.data(), v.size()), 0);
    const double want[3][8] = {{0, 0.5, 0.75, 0.25, 0.375, 0.875, 0.625, 0.125},
                               {0, 0.5, 0.25, 0.75, 0.375, 0.875, 0.125, 0.625},
                               {0, 0.5, 0.25, 0.75, 0.625, 0.125, 0.875, 0.375}};
    for (int d = 0; d < 3; ++d) {
      for (int i = 0; i < 8; ++i)
        check.expect_near("sobol points", d * 8 + i, v[d * 8 + i] / 4294967296.0, want[d][i], 0);
    }
    check.expect_eq("destroy", 0, hiprandDestroyGenerator(g), 0);
    hiprandDirectionVectors32_t* vectors;
    check.expect_eq("direction vectors", 0,
                    hiprandGetDirectionVectors32(&vectors, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6),
                    0);
    // Joe-Kuo's dimensions 4 and 5 (indices 3, 4): s = 3 with a = 1, m = 1 3 1
    // and a = 2, m = 1 1 1; v_j = m_j << (31 - j).
    check.expect_eq("joe-kuo dim 4 v1", 1, vectors[3][1], 3u << 30);
    check.expect_eq("joe-kuo dim 4 v2", 2, vectors[3][2], 1u << 29);
    check.expect_eq("joe-kuo dim 5 v1", 1, vectors[4][1], 1u << 30);
    check.expect_eq("joe-kuo dim 5 v2", 2, vectors[4][2], 1u << 29);
    // Last dimension (19999): s = 18, m_1 = 1, m_2 = 3 (new-joe-kuo-6.21201, line 20000).
    check.expect_eq("joe-kuo dim 20000 v1", 0, vectors[19999][1], 3u << 30);
    const unsigned int* constants;
    check.expect_eq("scramble constants", 0, hiprandGetScrambleConstants32(&constants), 0);
    check.expect_eq("scramble constant 0", 0, constants[0], 0xd091bb5cu);
    check.expect_eq("scramble constant 1", 1, constants[1], 0x22ae9ef6u);
  }

  struct Regression {
    hiprandRngType_t type;
    unsigned int first[4], at131072, at262143;
  };
  const Regression rocrand_orderings[] = {
      {HIPRAND_RNG_PSEUDO_XORWOW,
       {2548329682u, 192889654u, 4052123305u, 2445297447u},
       1542431357u,
       1302101981u},
      {HIPRAND_RNG_PSEUDO_MRG32K3A,
       {2042546474u, 1255871652u, 2512551678u, 4083584597u},
       2567108617u,
       445568653u},
      {HIPRAND_RNG_PSEUDO_MTGP32,
       {3039991u, 3118341653u, 3420924064u, 2797370151u},
       867230908u,
       647103023u},
      {HIPRAND_RNG_PSEUDO_PHILOX4_32_10,
       {546353992u, 3665621163u, 1140953199u, 3419031310u},
       2649896321u,
       1633109490u},
  };
  for (const Regression& r : rocrand_orderings) {
    hiprandGenerator_t g;
    check.expect_eq("create", r.type, hiprandCreateGeneratorHost(&g, r.type), 0);
    check.expect_eq("seed", r.type, hiprandSetPseudoRandomGeneratorSeed(g, 1234), 0);
    std::vector<unsigned int> v(300000);
    check.expect_eq("generate", r.type, hiprandGenerate(g, v.data(), v.size()), 0);
    for (int i = 0; i < 4; ++i)
      check.expect_eq("rocrand ordering", r.type * 10 + i, v[i], r.first[i]);
    check.expect_eq("rocrand ordering [131072]", r.type, v[131072], r.at131072);
    check.expect_eq("rocrand ordering [262143]", r.type, v[262143], r.at262143);
    check.expect_eq("destroy", r.type, hiprandDestroyGenerator(g), 0);
  }
  return check.finish();
}
