// cuRAND's host API (CUDA 11.8 names, values and signatures) for CUDA
// sources: link -lcurand. The generators produce cuRAND's sequences where
// cuRAND documents them (docs/hiprand.md); curand_kernel.h has the device API.
#ifndef CURAND_H_
#define CURAND_H_

#include <cuda_runtime_api.h>
#include <library_types.h>

#define CURAND_VER_MAJOR 10
#define CURAND_VER_MINOR 3
#define CURAND_VER_PATCH 0
#define CURAND_VER_BUILD 0
#define CURAND_VERSION (CURAND_VER_MAJOR * 1000 + CURAND_VER_MINOR * 100 + CURAND_VER_PATCH)

#ifndef CURANDAPI
#define CURANDAPI __attribute__((visibility("default")))
#endif

#if defined(__cplusplus)
extern "C" {
#endif

enum curandStatus {
  CURAND_STATUS_SUCCESS = 0,
  CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101,
  CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103,
  CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_PREEXISTING_FAILURE = 202,
  CURAND_STATUS_INITIALIZATION_FAILED = 203,
  CURAND_STATUS_ARCH_MISMATCH = 204,
  CURAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum curandStatus curandStatus_t;

enum curandRngType {
  CURAND_RNG_TEST = 0,
  CURAND_RNG_PSEUDO_DEFAULT = 100,
  CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121,
  CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_MT19937 = 142,
  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CURAND_RNG_QUASI_DEFAULT = 200,
  CURAND_RNG_QUASI_SOBOL32 = 201,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
  CURAND_RNG_QUASI_SOBOL64 = 203,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum curandRngType curandRngType_t;

enum curandOrdering {
  CURAND_ORDERING_PSEUDO_BEST = 100,
  CURAND_ORDERING_PSEUDO_DEFAULT = 101,
  CURAND_ORDERING_PSEUDO_SEEDED = 102,
  CURAND_ORDERING_PSEUDO_LEGACY = 103,
  CURAND_ORDERING_PSEUDO_DYNAMIC = 104,
  CURAND_ORDERING_QUASI_DEFAULT = 201
};
typedef enum curandOrdering curandOrdering_t;

enum curandDirectionVectorSet {
  CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
  CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
  CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
  CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
};
typedef enum curandDirectionVectorSet curandDirectionVectorSet_t;

typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];

struct curandGenerator_st;
typedef struct curandGenerator_st* curandGenerator_t;

// The square histogram (Marsaglia, Tsang, Wang) behind discrete
// distributions: value shift + j where u < V[j] for j = floor(length * u),
// else shift + K[j].
typedef double curandHistogramM2V_st;
typedef curandHistogramM2V_st curandHistogramM2V_t;
typedef unsigned int curandHistogramM2K_st;
typedef curandHistogramM2K_st curandHistogramM2K_t;
struct curandHistogramM2_st {
  curandHistogramM2V_t* V;
  curandHistogramM2K_t* K;
};
typedef struct curandHistogramM2_st* curandHistogramM2_t;
struct curandDistributionM2Shift_st {
  curandHistogramM2_t histogram;
  curandHistogramM2K_st shift;
  unsigned int length;
};
typedef struct curandDistributionM2Shift_st* curandDistributionM2Shift_t;
struct curandDistributionShift_st {
  double* probability;
  double* host_probability;
  unsigned int shift;
  unsigned int length;
  unsigned int host_gen;
};
typedef struct curandDistributionShift_st* curandDistributionShift_t;

enum curandMethod {
  CURAND_CHOOSE_BEST = 0,
  CURAND_ITR = 1,
  CURAND_KNUTH = 2,
  CURAND_HITR = 3,
  CURAND_M1 = 4,
  CURAND_M2 = 5,
  CURAND_BINARY_SEARCH = 6,
  CURAND_DISCRETE_GAUSS = 7,
  CURAND_REJECTION = 8,
  CURAND_DEVICE_API = 9,
  CURAND_FAST_REJECTION = 10,
  CURAND_3RD = 11,
  CURAND_DEFINITION = 12,
  CURAND_POISSON = 13
};
typedef enum curandMethod curandMethod_t;

// A discrete distribution in device memory (curandCreatePoissonDistribution):
// the square histogram, or for large means the normal approximation
// (method CURAND_DEFINITION with mean and stddev).
struct curandDiscreteDistribution_st {
  struct curandDiscreteDistribution_st* self_host_ptr;
  curandDistributionM2Shift_t M2;
  curandDistributionM2Shift_t M2_host;
  double stddev;
  double mean;
  curandMethod_t method;
  curandDistributionShift_t host;
};
typedef struct curandDiscreteDistribution_st* curandDiscreteDistribution_t;

curandStatus_t CURANDAPI curandCreateGenerator(curandGenerator_t* generator,
                                               curandRngType_t rng_type);
curandStatus_t CURANDAPI curandCreateGeneratorHost(curandGenerator_t* generator,
                                                   curandRngType_t rng_type);
curandStatus_t CURANDAPI curandDestroyGenerator(curandGenerator_t generator);
curandStatus_t CURANDAPI curandGetVersion(int* version);
curandStatus_t CURANDAPI curandGetProperty(libraryPropertyType type, int* value);
curandStatus_t CURANDAPI curandSetStream(curandGenerator_t generator, cudaStream_t stream);
curandStatus_t CURANDAPI curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                            unsigned long long seed);
curandStatus_t CURANDAPI curandSetGeneratorOffset(curandGenerator_t generator,
                                                  unsigned long long offset);
curandStatus_t CURANDAPI curandSetGeneratorOrdering(curandGenerator_t generator,
                                                    curandOrdering_t order);
curandStatus_t CURANDAPI curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                                 unsigned int num_dimensions);

curandStatus_t CURANDAPI curandGenerate(curandGenerator_t generator, unsigned int* outputPtr,
                                        size_t num);
curandStatus_t CURANDAPI curandGenerateLongLong(curandGenerator_t generator,
                                                unsigned long long* outputPtr, size_t num);
curandStatus_t CURANDAPI curandGenerateUniform(curandGenerator_t generator, float* outputPtr,
                                               size_t num);
curandStatus_t CURANDAPI curandGenerateUniformDouble(curandGenerator_t generator, double* outputPtr,
                                                     size_t num);
curandStatus_t CURANDAPI curandGenerateNormal(curandGenerator_t generator, float* outputPtr,
                                              size_t n, float mean, float stddev);
curandStatus_t CURANDAPI curandGenerateNormalDouble(curandGenerator_t generator, double* outputPtr,
                                                    size_t n, double mean, double stddev);
curandStatus_t CURANDAPI curandGenerateLogNormal(curandGenerator_t generator, float* outputPtr,
                                                 size_t n, float mean, float stddev);
curandStatus_t CURANDAPI curandGenerateLogNormalDouble(curandGenerator_t generator,
                                                       double* outputPtr, size_t n, double mean,
                                                       double stddev);
curandStatus_t CURANDAPI
curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t* discrete_distribution);
curandStatus_t CURANDAPI
curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution);
curandStatus_t CURANDAPI curandGeneratePoisson(curandGenerator_t generator, unsigned int* outputPtr,
                                               size_t n, double lambda);
curandStatus_t CURANDAPI curandGeneratePoissonMethod(curandGenerator_t generator,
                                                     unsigned int* outputPtr, size_t n,
                                                     double lambda, curandMethod_t method);
curandStatus_t CURANDAPI curandGenerateSeeds(curandGenerator_t generator);

curandStatus_t CURANDAPI curandGetDirectionVectors32(curandDirectionVectors32_t* vectors[],
                                                     curandDirectionVectorSet_t set);
curandStatus_t CURANDAPI curandGetScrambleConstants32(unsigned int** constants);
curandStatus_t CURANDAPI curandGetDirectionVectors64(curandDirectionVectors64_t* vectors[],
                                                     curandDirectionVectorSet_t set);
curandStatus_t CURANDAPI curandGetScrambleConstants64(unsigned long long** constants);

#if defined(__cplusplus)
}
#endif

#endif // CURAND_H_
