// hipRAND's host API: generators that fill memory with random numbers,
// ordered on a stream (HIP programs link -lhiprand). Names, enumerator values
// and signatures are hipRAND 2.11's; the sequences are rocRAND's (see
// docs/hiprand.md). hiprand_kernel.h has the device API.
#ifndef HIPRAND_H_
#define HIPRAND_H_

#include <hip/hip_runtime.h>
#ifdef __cplusplus
#include <hip/hip_fp16.h>
#endif
#include <hiprand/hiprand_version.h>

#ifndef HIPRANDAPI
#define HIPRANDAPI __attribute__((visibility("default")))
#endif

typedef struct hiprandGenerator_st hiprandGenerator_st;
typedef struct hiprandDiscreteDistribution_st hiprandDiscreteDistribution_st;
typedef hiprandGenerator_st* hiprandGenerator_t;
typedef hiprandDiscreteDistribution_st* hiprandDiscreteDistribution_t;
typedef unsigned int hiprandDirectionVectors32_t[32];
typedef unsigned long long hiprandDirectionVectors64_t[64];
#ifdef __cplusplus
typedef __half half;
#endif

#define HIPRAND_DEFAULT_MAX_BLOCK_SIZE 256
#define HIPRAND_DEFAULT_MIN_WARPS_PER_EU 1

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum hiprandStatus {
  HIPRAND_STATUS_SUCCESS = 0,
  HIPRAND_STATUS_VERSION_MISMATCH = 100,
  HIPRAND_STATUS_NOT_INITIALIZED = 101,
  HIPRAND_STATUS_ALLOCATION_FAILED = 102,
  HIPRAND_STATUS_TYPE_ERROR = 103,
  HIPRAND_STATUS_OUT_OF_RANGE = 104,
  HIPRAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  HIPRAND_STATUS_LAUNCH_FAILURE = 201,
  HIPRAND_STATUS_PREEXISTING_FAILURE = 202,
  HIPRAND_STATUS_INITIALIZATION_FAILED = 203,
  HIPRAND_STATUS_ARCH_MISMATCH = 204,
  HIPRAND_STATUS_INTERNAL_ERROR = 999,
  HIPRAND_STATUS_NOT_IMPLEMENTED = 1000
} hiprandStatus_t;

typedef enum hiprandRngType {
  HIPRAND_RNG_TEST = 0,
  HIPRAND_RNG_PSEUDO_DEFAULT = 400,
  HIPRAND_RNG_PSEUDO_XORWOW = 401,
  HIPRAND_RNG_PSEUDO_MRG32K3A = 402,
  HIPRAND_RNG_PSEUDO_MTGP32 = 403,
  HIPRAND_RNG_PSEUDO_MT19937 = 404,
  HIPRAND_RNG_PSEUDO_PHILOX4_32_10 = 405,
  HIPRAND_RNG_QUASI_DEFAULT = 500,
  HIPRAND_RNG_QUASI_SOBOL32 = 501,
  HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 502,
  HIPRAND_RNG_QUASI_SOBOL64 = 503,
  HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 504
} hiprandRngType_t;

typedef enum hiprandOrdering {
  HIPRAND_ORDERING_PSEUDO_BEST = 100,
  HIPRAND_ORDERING_PSEUDO_DEFAULT = 101,
  HIPRAND_ORDERING_PSEUDO_SEEDED = 102,
  HIPRAND_ORDERING_PSEUDO_LEGACY = 103,
  HIPRAND_ORDERING_PSEUDO_DYNAMIC = 104,
  HIPRAND_ORDERING_QUASI_DEFAULT = 201
} hiprandOrdering_t;

typedef enum hiprandDirectionVectorSet {
  HIPRAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
  HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
  HIPRAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
  HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
} hiprandDirectionVectorSet_t;

// Generators. hiprandCreateGenerator's generator writes device memory and is
// ordered on its stream (the null stream until hiprandSetStream);
// hiprandCreateGeneratorHost's writes host memory and returns when done.
hiprandStatus_t HIPRANDAPI hiprandCreateGenerator(hiprandGenerator_t* generator,
                                                  hiprandRngType_t rng_type);
hiprandStatus_t HIPRANDAPI hiprandCreateGeneratorHost(hiprandGenerator_t* generator,
                                                      hiprandRngType_t rng_type);
hiprandStatus_t HIPRANDAPI hiprandDestroyGenerator(hiprandGenerator_t generator);

hiprandStatus_t HIPRANDAPI hiprandGenerate(hiprandGenerator_t generator, unsigned int* output_data,
                                           size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateChar(hiprandGenerator_t generator,
                                               unsigned char* output_data, size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateShort(hiprandGenerator_t generator,
                                                unsigned short* output_data, size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateLongLong(hiprandGenerator_t generator,
                                                   unsigned long long* output_data, size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateUniform(hiprandGenerator_t generator, float* output_data,
                                                  size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateUniformDouble(hiprandGenerator_t generator,
                                                        double* output_data, size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateNormal(hiprandGenerator_t generator, float* output_data,
                                                 size_t n, float mean, float stddev);
hiprandStatus_t HIPRANDAPI hiprandGenerateNormalDouble(hiprandGenerator_t generator,
                                                       double* output_data, size_t n, double mean,
                                                       double stddev);
hiprandStatus_t HIPRANDAPI hiprandGenerateLogNormal(hiprandGenerator_t generator,
                                                    float* output_data, size_t n, float mean,
                                                    float stddev);
hiprandStatus_t HIPRANDAPI hiprandGenerateLogNormalDouble(hiprandGenerator_t generator,
                                                          double* output_data, size_t n,
                                                          double mean, double stddev);
hiprandStatus_t HIPRANDAPI hiprandGeneratePoisson(hiprandGenerator_t generator,
                                                  unsigned int* output_data, size_t n,
                                                  double lambda);
#ifdef __cplusplus
hiprandStatus_t HIPRANDAPI hiprandGenerateUniformHalf(hiprandGenerator_t generator,
                                                      half* output_data, size_t n);
hiprandStatus_t HIPRANDAPI hiprandGenerateNormalHalf(hiprandGenerator_t generator,
                                                     half* output_data, size_t n, half mean,
                                                     half stddev);
hiprandStatus_t HIPRANDAPI hiprandGenerateLogNormalHalf(hiprandGenerator_t generator,
                                                        half* output_data, size_t n, half mean,
                                                        half stddev);
#endif

hiprandStatus_t HIPRANDAPI hiprandGenerateSeeds(hiprandGenerator_t generator);
hiprandStatus_t HIPRANDAPI hiprandSetStream(hiprandGenerator_t generator, hipStream_t stream);
hiprandStatus_t HIPRANDAPI hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t generator,
                                                               unsigned long long seed);
hiprandStatus_t HIPRANDAPI hiprandSetGeneratorOffset(hiprandGenerator_t generator,
                                                     unsigned long long offset);
hiprandStatus_t HIPRANDAPI hiprandSetGeneratorOrdering(hiprandGenerator_t generator,
                                                       hiprandOrdering_t order);
hiprandStatus_t HIPRANDAPI hiprandSetQuasiRandomGeneratorDimensions(hiprandGenerator_t generator,
                                                                    unsigned int dimensions);
hiprandStatus_t HIPRANDAPI hiprandGetVersion(int* version);

// Discrete distributions for hiprand_discrete() in device code.
hiprandStatus_t HIPRANDAPI hiprandCreatePoissonDistribution(
    double lambda, hiprandDiscreteDistribution_t* discrete_distribution);
hiprandStatus_t HIPRANDAPI
hiprandDestroyDistribution(hiprandDiscreteDistribution_t discrete_distribution);

// Joe-Kuo direction vectors (20000 dimensions of 32 or 64 words) and the
// scramble constants, for the device API's Sobol states.
hiprandStatus_t HIPRANDAPI hiprandGetDirectionVectors32(hiprandDirectionVectors32_t** vectors,
                                                        hiprandDirectionVectorSet_t set);
hiprandStatus_t HIPRANDAPI hiprandGetDirectionVectors64(hiprandDirectionVectors64_t** vectors,
                                                        hiprandDirectionVectorSet_t set);
hiprandStatus_t HIPRANDAPI hiprandGetScrambleConstants32(const unsigned int** constants);
hiprandStatus_t HIPRANDAPI hiprandGetScrambleConstants64(const unsigned long long** constants);

#if defined(__cplusplus)
}
#endif

#endif // HIPRAND_H_
