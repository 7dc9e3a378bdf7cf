// cuRAND's C API over the generators (cuRAND's seeding, orderings and
// conversions). Linked as libcurand (a name of the same library).
#include "discrete.h"
#include "generator.h"
#include "handles.h"
#include "sobol_tables.h"

#include <curand.h>

using namespace openhip_rand::host;

struct curandGenerator_st {
  std::unique_ptr<Generator> impl;
};

namespace {

HandleSet<curandGenerator_st>& generators() {
  static HandleSet<curandGenerator_st> set;
  return set;
}

HandleSet<curandDiscreteDistribution_st>& distributions() {
  static HandleSet<curandDiscreteDistribution_st> set;
  return set;
}

curandStatus_t status(Status s) {
  return static_cast<curandStatus_t>(s);
}

bool engineOf(curandRngType_t type, Engine& engine) {
  switch (type) {
  case CURAND_RNG_PSEUDO_DEFAULT:
  case CURAND_RNG_PSEUDO_XORWOW:
    engine = Engine::xorwow;
    return true;
  case CURAND_RNG_PSEUDO_MRG32K3A:
    engine = Engine::mrg32k3a;
    return true;
  case CURAND_RNG_PSEUDO_MTGP32:
    engine = Engine::mtgp32;
    return true;
  case CURAND_RNG_PSEUDO_MT19937:
    engine = Engine::mt19937;
    return true;
  case CURAND_RNG_PSEUDO_PHILOX4_32_10:
    engine = Engine::philox4x32_10;
    return true;
  case CURAND_RNG_QUASI_DEFAULT:
  case CURAND_RNG_QUASI_SOBOL32:
    engine = Engine::sobol32;
    return true;
  case CURAND_RNG_QUASI_SCRAMBLED_SOBOL32:
    engine = Engine::scrambled_sobol32;
    return true;
  case CURAND_RNG_QUASI_SOBOL64:
    engine = Engine::sobol64;
    return true;
  case CURAND_RNG_QUASI_SCRAMBLED_SOBOL64:
    engine = Engine::scrambled_sobol64;
    return true;
  default:
    return false;
  }
}

curandStatus_t create(curandGenerator_t* generator, curandRngType_t type, bool host) {
  if (generator == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  Engine engine;
  if (!engineOf(type, engine))
    return CURAND_STATUS_TYPE_ERROR;
  std::unique_ptr<Generator> impl = makeGenerator(Flavor::curand, engine, host);
  auto* handle = impl ? new (std::nothrow) curandGenerator_st{std::move(impl)} : nullptr;
  if (handle == nullptr)
    return CURAND_STATUS_ALLOCATION_FAILED;
  generators().add(handle);
  *generator = handle;
  return CURAND_STATUS_SUCCESS;
}

template <typename F> curandStatus_t with(curandGenerator_t generator, F&& f) {
  if (generator == nullptr || !generators().contains(generator))
    return CURAND_STATUS_NOT_INITIALIZED;
  return status(f(*generator->impl));
}

template <typename T>
curandStatus_t generate(curandGenerator_t g, Distribution d, Value v, T* data, size_t n,
                        double mean = 0.0, double stddev = 1.0, double lambda = 0.0) {
  Request r{d, v, data, n, mean, stddev, lambda};
  return with(g, [&](Generator& gen) { return gen.generate(r); });
}

} // namespace

extern "C" {

curandStatus_t curandCreateGenerator(curandGenerator_t* generator, curandRngType_t rng_type) {
  return create(generator, rng_type, false);
}

curandStatus_t curandCreateGeneratorHost(curandGenerator_t* generator, curandRngType_t rng_type) {
  return create(generator, rng_type, true);
}

curandStatus_t curandDestroyGenerator(curandGenerator_t generator) {
  if (generator == nullptr || !generators().remove(generator))
    return CURAND_STATUS_NOT_INITIALIZED;
  delete generator;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int* version) {
  if (version == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  *version = CURAND_VERSION;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  switch (type) {
  case MAJOR_VERSION:
    *value = CURAND_VER_MAJOR;
    return CURAND_STATUS_SUCCESS;
  case MINOR_VERSION:
    *value = CURAND_VER_MINOR;
    return CURAND_STATUS_SUCCESS;
  case PATCH_LEVEL:
    *value = CURAND_VER_PATCH;
    return CURAND_STATUS_SUCCESS;
  }
  return CURAND_STATUS_OUT_OF_RANGE;
}

curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream) {
  return with(generator, [&](Generator& g) { return g.setStream(stream); });
}
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                  unsigned long long seed) {
  return with(generator, [&](Generator& g) { return g.setSeed(seed); });
}
curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset) {
  return with(generator, [&](Generator& g) { return g.setOffset(offset); });
}
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order) {
  return with(generator, [&](Generator& g) { return g.setOrdering(order); });
}
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                       unsigned int num_dimensions) {
  return with(generator, [&](Generator& g) { return g.setDimensions(num_dimensions); });
}
curandStatus_t curandGenerateSeeds(curandGenerator_t generator) {
  return with(generator, [](Generator& g) { return g.initialize(); });
}

curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int* outputPtr, size_t num) {
  return generate(generator, Distribution::bits, Value::u32, outputPtr, num);
}
curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long* outputPtr,
                                      size_t num) {
  return generate(generator, Distribution::bits, Value::u64, outputPtr, num);
}
curandStatus_t curandGenerateUniform(curandGenerator_t generator, float* outputPtr, size_t num) {
  return generate(generator, Distribution::uniform, Value::f32, outputPtr, num);
}
curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double* outputPtr,
                                           size_t num) {
  return generate(generator, Distribution::uniform, Value::f64, outputPtr, num);
}
curandStatus_t curandGenerateNormal(curandGenerator_t generator, float* outputPtr, size_t n,
                                    float mean, float stddev) {
  return generate(generator, Distribution::normal, Value::f32, outputPtr, n, mean, stddev);
}
curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double* outputPtr, size_t n,
                                          double mean, double stddev) {
  return generate(generator, Distribution::normal, Value::f64, outputPtr, n, mean, stddev);
}
curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float* outputPtr, size_t n,
                                       float mean, float stddev) {
  return generate(generator, Distribution::log_normal, Value::f32, outputPtr, n, mean, stddev);
}
curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double* outputPtr,
                                             size_t n, double mean, double stddev) {
  return generate(generator, Distribution::log_normal, Value::f64, outputPtr, n, mean, stddev);
}
curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int* outputPtr, size_t n,
                                     double lambda) {
  return generate(generator, Distribution::poisson, Value::u32, outputPtr, n, 0.0, 1.0, lambda);
}
curandStatus_t curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int* outputPtr,
                                           size_t n, double lambda, curandMethod_t method) {
  // One method (the square histogram, or the normal approximation above the
  // table limit) serves every method cuRAND's host API accepts.
  if (method != CURAND_CHOOSE_BEST && method != CURAND_POISSON && method != CURAND_M2 &&
      method != CURAND_ITR && method != CURAND_KNUTH && method != CURAND_HITR &&
      method != CURAND_M1 && method != CURAND_BINARY_SEARCH && method != CURAND_DISCRETE_GAUSS &&
      method != CURAND_REJECTION && method != CURAND_DEVICE_API &&
      method != CURAND_FAST_REJECTION && method != CURAND_3RD && method != CURAND_DEFINITION) {
    return CURAND_STATUS_OUT_OF_RANGE;
  }
  return curandGeneratePoisson(generator, outputPtr, n, lambda);
}

curandStatus_t
curandCreatePoissonDistribution(double lambda,
                                curandDiscreteDistribution_t* discrete_distribution) {
  if (discrete_distribution == nullptr || !(lambda > 0.0))
    return CURAND_STATUS_OUT_OF_RANGE;
  curandDiscreteDistribution_st* device = nullptr;
  const Status s = createCurandDistribution(lambda, &device);
  if (s != Status::success)
    return status(s);
  distributions().add(device);
  *discrete_distribution = device;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution) {
  if (discrete_distribution == nullptr || !distributions().remove(discrete_distribution)) {
    return CURAND_STATUS_OUT_OF_RANGE;
  }
  destroyCurandDistribution(discrete_distribution);
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t* vectors[],
                                           curandDirectionVectorSet_t set) {
  if (vectors == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6 &&
      set != CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6) {
    return CURAND_STATUS_OUT_OF_RANGE;
  }
  const unsigned int* table =
      sobolDirectionVectors32(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
  *vectors = reinterpret_cast<curandDirectionVectors32_t*>(const_cast<unsigned int*>(table));
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t* vectors[],
                                           curandDirectionVectorSet_t set) {
  if (vectors == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6 &&
      set != CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6) {
    return CURAND_STATUS_OUT_OF_RANGE;
  }
  const unsigned long long* table =
      sobolDirectionVectors64(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
  *vectors = reinterpret_cast<curandDirectionVectors64_t*>(const_cast<unsigned long long*>(table));
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetScrambleConstants32(unsigned int** constants) {
  if (constants == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  *constants = const_cast<unsigned int*>(sobolScrambleConstants32());
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetScrambleConstants64(unsigned long long** constants) {
  if (constants == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  *constants = const_cast<unsigned long long*>(sobolScrambleConstants64());
  return CURAND_STATUS_SUCCESS;
}

} // extern "C"
