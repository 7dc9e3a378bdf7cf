// Misuse of the host APIs returns hipRAND's / cuRAND's status codes (never a
// crash), and a generator stays usable after a refused call:
// null and destroyed handles, bad generator types, orderings and dimensions,
// setters that do not apply to a generator, offsets past a Sobol32
// dimension, output types a generator cannot produce, counts that are not a
// multiple of the dimensions (or, for cuRAND's Box-Muller, of two), a null
// output, lambda <= 0, bad direction-vector sets, destroying twice.
#include "../../programs/program_check.h"

#include <curand.h>
#include <hiprand/hiprand.h>

#include <vector>

namespace {

#define EXPECT_STATUS(expr, want) check.expect_eq(#expr, __LINE__, (expr), (want))

void check_hiprand(Checker& check) {
  hiprandGenerator_t g = nullptr;
  EXPECT_STATUS(hiprandCreateGenerator(nullptr, HIPRAND_RNG_PSEUDO_XORWOW),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandCreateGenerator(&g, static_cast<hiprandRngType_t>(0)),
                HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandCreateGenerator(&g, static_cast<hiprandRngType_t>(12345)),
                HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandCreateGeneratorHost(&g, static_cast<hiprandRngType_t>(-1)),
                HIPRAND_STATUS_TYPE_ERROR);

  // Null handles.
  unsigned int* d = nullptr;
  HIP_CHECK(hipMalloc(&d, 1024 * sizeof(unsigned long long)));
  EXPECT_STATUS(hiprandGenerate(nullptr, d, 16), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandGenerateUniform(nullptr, reinterpret_cast<float*>(d), 16),
                HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetPseudoRandomGeneratorSeed(nullptr, 1), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetGeneratorOffset(nullptr, 1), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(nullptr, HIPRAND_ORDERING_PSEUDO_DEFAULT),
                HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(nullptr, 2),
                HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetStream(nullptr, nullptr), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandGenerateSeeds(nullptr), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandDestroyGenerator(nullptr), HIPRAND_STATUS_NOT_INITIALIZED);

  // A pseudo-random generator.
  EXPECT_STATUS(hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_PHILOX4_32_10),
                HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(g, 2), HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_QUASI_DEFAULT),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(g, static_cast<hiprandOrdering_t>(7)),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_SEEDED),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGenerateLongLong(g, reinterpret_cast<unsigned long long*>(d), 16),
                HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandGenerate(g, nullptr, 16), HIPRAND_STATUS_LAUNCH_FAILURE);
  EXPECT_STATUS(hiprandGenerate(g, nullptr, 0), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGeneratePoisson(g, d, 16, 0.0), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGeneratePoisson(g, d, 16, -3.0), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGeneratePoisson(g, d, 16, __builtin_nan("")), HIPRAND_STATUS_OUT_OF_RANGE);
  // Any offset is valid for a counter-based generator; hipRAND accepts odd
  // counts and unaligned outputs for the pair-producing distributions.
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, ~0ull), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerateNormal(g, reinterpret_cast<float*>(d) + 1, 7, 0.0f, 1.0f),
                HIPRAND_STATUS_SUCCESS);
  // Still usable after refused calls.
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, 0), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerate(g, d, 4), HIPRAND_STATUS_SUCCESS);
  unsigned int first[4];
  HIP_CHECK(hipMemcpy(first, d, sizeof(first), hipMemcpyDeviceToHost));
  // Seed 0, element 0: Philox4x32-10 of counter 0 under key 0 (Random123's first known answer).
  check.expect_eq("philox first word", 0, first[0], 0x6627e8d5u);
  EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);
  // A destroyed generator.
  EXPECT_STATUS(hiprandGenerate(g, d, 16), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandSetPseudoRandomGeneratorSeed(g, 1), HIPRAND_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_NOT_INITIALIZED);
  // Something that never was a generator.
  int not_a_generator = 0;
  EXPECT_STATUS(hiprandGenerate(reinterpret_cast<hiprandGenerator_t>(&not_a_generator), d, 16),
                HIPRAND_STATUS_NOT_INITIALIZED);

  // Generators without skip-ahead.
  for (hiprandRngType_t t : {HIPRAND_RNG_PSEUDO_MTGP32, HIPRAND_RNG_PSEUDO_MT19937}) {
    EXPECT_STATUS(hiprandCreateGenerator(&g, t), HIPRAND_STATUS_SUCCESS);
    EXPECT_STATUS(hiprandSetGeneratorOffset(g, 10), HIPRAND_STATUS_TYPE_ERROR);
    EXPECT_STATUS(hiprandGenerate(g, d, 16), HIPRAND_STATUS_SUCCESS);
    EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);
  }
  // SEEDED ordering: XORWOW only.
  EXPECT_STATUS(hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_XORWOW), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_SEEDED),
                HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, ~0ull), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerate(g, d, 16), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);

  // Quasi-random generators.
  EXPECT_STATUS(hiprandCreateGenerator(&g, HIPRAND_RNG_QUASI_SOBOL32), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetPseudoRandomGeneratorSeed(g, 1), HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_DEFAULT),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(g, 0), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(g, 20001), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(g, 20000), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetQuasiRandomGeneratorDimensions(g, 3), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerate(g, d, 16), HIPRAND_STATUS_LENGTH_NOT_MULTIPLE);
  EXPECT_STATUS(hiprandGenerateUniform(g, reinterpret_cast<float*>(d), 15), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerateLongLong(g, reinterpret_cast<unsigned long long*>(d), 15),
                HIPRAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, 1ull << 32), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, 0xffffffffull), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandCreateGeneratorHost(&g, HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64),
                HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandSetGeneratorOffset(g, 1ull << 40), HIPRAND_STATUS_SUCCESS);
  std::vector<unsigned long long> words(8);
  EXPECT_STATUS(hiprandGenerateLongLong(g, words.data(), words.size()), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandGenerateLongLong(g, nullptr, words.size()), HIPRAND_STATUS_LAUNCH_FAILURE);
  EXPECT_STATUS(hiprandDestroyGenerator(g), HIPRAND_STATUS_SUCCESS);

  // Discrete distributions, direction vectors, constants, version.
  hiprandDiscreteDistribution_t dist = nullptr;
  EXPECT_STATUS(hiprandCreatePoissonDistribution(0.0, &dist), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandCreatePoissonDistribution(-1.0, &dist), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandCreatePoissonDistribution(4.0, nullptr), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandCreatePoissonDistribution(4.0, &dist), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandDestroyDistribution(dist), HIPRAND_STATUS_SUCCESS);
  EXPECT_STATUS(hiprandDestroyDistribution(dist), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandDestroyDistribution(nullptr), HIPRAND_STATUS_OUT_OF_RANGE);
  hiprandDirectionVectors32_t* v32;
  hiprandDirectionVectors64_t* v64;
  EXPECT_STATUS(hiprandGetDirectionVectors32(nullptr, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetDirectionVectors32(&v32, HIPRAND_DIRECTION_VECTORS_64_JOEKUO6),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetDirectionVectors64(&v64, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetDirectionVectors64(&v64, static_cast<hiprandDirectionVectorSet_t>(0)),
                HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetScrambleConstants32(nullptr), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetScrambleConstants64(nullptr), HIPRAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(hiprandGetVersion(nullptr), HIPRAND_STATUS_OUT_OF_RANGE);
  int version = 0;
  EXPECT_STATUS(hiprandGetVersion(&version), HIPRAND_STATUS_SUCCESS);
  check.expect_eq("version", 0, version, HIPRAND_VERSION);
  HIP_CHECK(hipFree(d));
}

void check_curand(Checker& check) {
  curandGenerator_t g = nullptr;
  EXPECT_STATUS(curandCreateGenerator(nullptr, CURAND_RNG_PSEUDO_XORWOW),
                CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandCreateGenerator(&g, static_cast<curandRngType_t>(99)),
                CURAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(curandGenerate(nullptr, nullptr, 0), CURAND_STATUS_NOT_INITIALIZED);
  float* d = nullptr;
  HIP_CHECK(hipMalloc(&d, 1024 * sizeof(double)));
  EXPECT_STATUS(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW), CURAND_STATUS_SUCCESS);
  // Box-Muller fills pairs: an odd count or an output not aligned to a pair.
  EXPECT_STATUS(curandGenerateNormal(g, d, 7, 0.0f, 1.0f), CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  EXPECT_STATUS(curandGenerateNormal(g, d + 1, 8, 0.0f, 1.0f), CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  EXPECT_STATUS(curandGenerateLogNormalDouble(g, reinterpret_cast<double*>(d), 5, 0.0, 1.0),
                CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  EXPECT_STATUS(curandGenerateNormal(g, d, 8, 0.0f, 1.0f), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandGeneratePoisson(g, reinterpret_cast<unsigned int*>(d), 8, 0.0),
                CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandGenerateLongLong(g, reinterpret_cast<unsigned long long*>(d), 8),
                CURAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(curandGenerateUniform(g, nullptr, 8), CURAND_STATUS_LAUNCH_FAILURE);
  EXPECT_STATUS(curandSetQuasiRandomGeneratorDimensions(g, 4), CURAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT),
                CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandDestroyGenerator(g), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandDestroyGenerator(g), CURAND_STATUS_NOT_INITIALIZED);

  EXPECT_STATUS(curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL64), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandSetQuasiRandomGeneratorDimensions(g, 2), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandGenerateLongLong(g, reinterpret_cast<unsigned long long*>(d), 7),
                CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  EXPECT_STATUS(curandGenerateLongLong(g, reinterpret_cast<unsigned long long*>(d), 8),
                CURAND_STATUS_SUCCESS);
  // Quasi-random normals are inverse-CDF values: any count that is a multiple of the dimensions.
  EXPECT_STATUS(curandGenerateNormal(g, d + 1, 6, 0.0f, 1.0f), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandSetPseudoRandomGeneratorSeed(g, 3), CURAND_STATUS_TYPE_ERROR);
  EXPECT_STATUS(curandDestroyGenerator(g), CURAND_STATUS_SUCCESS);

  curandDiscreteDistribution_t dist = nullptr;
  EXPECT_STATUS(curandCreatePoissonDistribution(-2.0, &dist), CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandCreatePoissonDistribution(2.0, nullptr), CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandCreatePoissonDistribution(2.0, &dist), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandDestroyDistribution(dist), CURAND_STATUS_SUCCESS);
  EXPECT_STATUS(curandDestroyDistribution(dist), CURAND_STATUS_OUT_OF_RANGE);
  curandDirectionVectors32_t* v32;
  EXPECT_STATUS(curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_64_JOEKUO6),
                CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandGetDirectionVectors32(&v32, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6),
                CURAND_STATUS_SUCCESS);
  int value = 0;
  EXPECT_STATUS(curandGetProperty(static_cast<libraryPropertyType>(17), &value),
                CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandGetProperty(MAJOR_VERSION, nullptr), CURAND_STATUS_OUT_OF_RANGE);
  EXPECT_STATUS(curandGetProperty(MAJOR_VERSION, &value), CURAND_STATUS_SUCCESS);
  check.expect_eq("major version", 0, value, CURAND_VER_MAJOR);
  HIP_CHECK(hipFree(d));
}

} // namespace

int main() {
  Checker check;
  check_hiprand(check);
  check_curand(check);
  return check.finish();
}
