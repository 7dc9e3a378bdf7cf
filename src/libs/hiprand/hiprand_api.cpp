// hipRAND's C API over the generators (rocRAND's sequences).
#include "discrete.h"
#include "generator.h"
#include "handles.h"
#include "sobol_tables.h"

#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>

using namespace openhip_rand::host;

struct hiprandGenerator_st {
  std::unique_ptr<Generator> impl;
};

namespace {

HandleSet<hiprandGenerator_st>& generators() {
  static HandleSet<hiprandGenerator_st> set;
  return set;
}

HandleSet<hiprandDiscreteDistribution_st>& distributions() {
  static HandleSet<hiprandDiscreteDistribution_st> set;
  return set;
}

hiprandStatus_t status(Status s) {
  return static_cast<hiprandStatus_t>(s);
}

bool engineOf(hiprandRngType_t type, Engine& engine) {
  switch (type) {
  case HIPRAND_RNG_PSEUDO_DEFAULT:
  case HIPRAND_RNG_PSEUDO_XORWOW:
    engine = Engine::xorwow;
    return true;
  case HIPRAND_RNG_PSEUDO_MRG32K3A:
    engine = Engine::mrg32k3a;
    return true;
  case HIPRAND_RNG_PSEUDO_MTGP32:
    engine = Engine::mtgp32;
    return true;
  case HIPRAND_RNG_PSEUDO_MT19937:
    engine = Engine::mt19937;
    return true;
  case HIPRAND_RNG_PSEUDO_PHILOX4_32_10:
    engine = Engine::philox4x32_10;
    return true;
  case HIPRAND_RNG_QUASI_DEFAULT:
  case HIPRAND_RNG_QUASI_SOBOL32:
    engine = Engine::sobol32;
    return true;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32:
    engine = Engine::scrambled_sobol32;
    return true;
  case HIPRAND_RNG_QUASI_SOBOL64:
    engine = Engine::sobol64;
    return true;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64:
    engine = Engine::scrambled_sobol64;
    return true;
  default:
    return false;
  }
}

hiprandStatus_t create(hiprandGenerator_t* generator, hiprandRngType_t type, bool host) {
  if (generator == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  Engine engine;
  if (!engineOf(type, engine))
    return HIPRAND_STATUS_TYPE_ERROR;
  std::unique_ptr<Generator> impl = makeGenerator(Flavor::rocrand, engine, host);
  auto* handle = impl ? new (std::nothrow) hiprandGenerator_st{std::move(impl)} : nullptr;
  if (handle == nullptr)
    return HIPRAND_STATUS_ALLOCATION_FAILED;
  generators().add(handle);
  *generator = handle;
  return HIPRAND_STATUS_SUCCESS;
}

// Runs `f(Generator&)` on a live generator.
template <typename F> hiprandStatus_t with(hiprandGenerator_t generator, F&& f) {
  if (generator == nullptr || !generators().contains(generator))
    return HIPRAND_STATUS_NOT_INITIALIZED;
  return status(f(*generator->impl));
}

template <typename T>
hiprandStatus_t generate(hiprandGenerator_t g, Distribution d, Value v, T* data, size_t n,
                         double mean = 0.0, double stddev = 1.0, double lambda = 0.0) {
  Request r{d, v, data, n, mean, stddev, lambda};
  return with(g, [&](Generator& gen) { return gen.generate(r); });
}

} // namespace

extern "C" {

hiprandStatus_t hiprandCreateGenerator(hiprandGenerator_t* generator, hiprandRngType_t rng_type) {
  return create(generator, rng_type, false);
}

hiprandStatus_t hiprandCreateGeneratorHost(hiprandGenerator_t* generator,
                                           hiprandRngType_t rng_type) {
  return create(generator, rng_type, true);
}

hiprandStatus_t hiprandDestroyGenerator(hiprandGenerator_t generator) {
  if (generator == nullptr || !generators().remove(generator))
    return HIPRAND_STATUS_NOT_INITIALIZED;
  delete generator;
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandGenerate(hiprandGenerator_t generator, unsigned int* output_data, size_t n) {
  return generate(generator, Distribution::bits, Value::u32, output_data, n);
}
hiprandStatus_t hiprandGenerateChar(hiprandGenerator_t generator, unsigned char* output_data,
                                    size_t n) {
  return generate(generator, Distribution::bits, Value::u8, output_data, n);
}
hiprandStatus_t hiprandGenerateShort(hiprandGenerator_t generator, unsigned short* output_data,
                                     size_t n) {
  return generate(generator, Distribution::bits, Value::u16, output_data, n);
}
hiprandStatus_t hiprandGenerateLongLong(hiprandGenerator_t generator,
                                        unsigned long long* output_data, size_t n) {
  return generate(generator, Distribution::bits, Value::u64, output_data, n);
}
hiprandStatus_t hiprandGenerateUniform(hiprandGenerator_t generator, float* output_data, size_t n) {
  return generate(generator, Distribution::uniform, Value::f32, output_data, n);
}
hiprandStatus_t hiprandGenerateUniformDouble(hiprandGenerator_t generator, double* output_data,
                                             size_t n) {
  return generate(generator, Distribution::uniform, Value::f64, output_data, n);
}
hiprandStatus_t hiprandGenerateUniformHalf(hiprandGenerator_t generator, half* output_data,
                                           size_t n) {
  return generate(generator, Distribution::uniform, Value::f16, output_data, n);
}
hiprandStatus_t hiprandGenerateNormal(hiprandGenerator_t generator, float* output_data, size_t n,
                                      float mean, float stddev) {
  return generate(generator, Distribution::normal, Value::f32, output_data, n, mean, stddev);
}
hiprandStatus_t hiprandGenerateNormalDouble(hiprandGenerator_t generator, double* output_data,
                                            size_t n, double mean, double stddev) {
  return generate(generator, Distribution::normal, Value::f64, output_data, n, mean, stddev);
}
hiprandStatus_t hiprandGenerateNormalHalf(hiprandGenerator_t generator, half* output_data, size_t n,
                                          half mean, half stddev) {
  return generate(generator, Distribution::normal, Value::f16, output_data, n, __half2float(mean),
                  __half2float(stddev));
}
hiprandStatus_t hiprandGenerateLogNormal(hiprandGenerator_t generator, float* output_data, size_t n,
                                         float mean, float stddev) {
  return generate(generator, Distribution::log_normal, Value::f32, output_data, n, mean, stddev);
}
hiprandStatus_t hiprandGenerateLogNormalDouble(hiprandGenerator_t generator, double* output_data,
                                               size_t n, double mean, double stddev) {
  return generate(generator, Distribution::log_normal, Value::f64, output_data, n, mean, stddev);
}
hiprandStatus_t hiprandGenerateLogNormalHalf(hiprandGenerator_t generator, half* output_data,
                                             size_t n, half mean, half stddev) {
  return generate(generator, Distribution::log_normal, Value::f16, output_data, n,
                  __half2float(mean), __half2float(stddev));
}
hiprandStatus_t hiprandGeneratePoisson(hiprandGenerator_t generator, unsigned int* output_data,
                                       size_t n, double lambda) {
  return generate(generator, Distribution::poisson, Value::u32, output_data, n, 0.0, 1.0, lambda);
}

hiprandStatus_t hiprandGenerateSeeds(hiprandGenerator_t generator) {
  return with(generator, [](Generator& g) { return g.initialize(); });
}
hiprandStatus_t hiprandSetStream(hiprandGenerator_t generator, hipStream_t stream) {
  return with(generator, [&](Generator& g) { return g.setStream(stream); });
}
hiprandStatus_t hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t generator,
                                                    unsigned long long seed) {
  return with(generator, [&](Generator& g) { return g.setSeed(seed); });
}
hiprandStatus_t hiprandSetGeneratorOffset(hiprandGenerator_t generator, unsigned long long offset) {
  return with(generator, [&](Generator& g) { return g.setOffset(offset); });
}
hiprandStatus_t hiprandSetGeneratorOrdering(hiprandGenerator_t generator, hiprandOrdering_t order) {
  return with(generator, [&](Generator& g) { return g.setOrdering(order); });
}
hiprandStatus_t hiprandSetQuasiRandomGeneratorDimensions(hiprandGenerator_t generator,
                                                         unsigned int dimensions) {
  return with(generator, [&](Generator& g) { return g.setDimensions(dimensions); });
}

hiprandStatus_t hiprandGetVersion(int* version) {
  if (version == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  *version = HIPRAND_VERSION;
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t
hiprandCreatePoissonDistribution(double lambda,
                                 hiprandDiscreteDistribution_t* discrete_distribution) {
  if (discrete_distribution == nullptr || !(lambda > 0.0))
    return HIPRAND_STATUS_OUT_OF_RANGE;
  unsigned int offset = 0;
  const std::vector<double> p = poissonProbabilities(lambda, offset);
  DeviceRocrandTable table;
  const Status s = createRocrandTable(p, offset, table);
  if (s != Status::success)
    return status(s);
  hiprandDiscreteDistribution_st* device = nullptr;
  if (hipMalloc(&device, sizeof(*device)) != hipSuccess) {
    destroyRocrandTable(table);
    return HIPRAND_STATUS_ALLOCATION_FAILED;
  }
  hiprandDiscreteDistribution_st header;
  static_cast<openhip_rand::roc::discrete_table&>(header) = table.table;
  if (hipMemcpy(device, &header, sizeof(header), hipMemcpyHostToDevice) != hipSuccess) {
    (void)hipFree(device);
    destroyRocrandTable(table);
    return HIPRAND_STATUS_INTERNAL_ERROR;
  }
  distributions().add(device);
  *discrete_distribution = device;
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandDestroyDistribution(hiprandDiscreteDistribution_t discrete_distribution) {
  if (discrete_distribution == nullptr || !distributions().remove(discrete_distribution)) {
    return HIPRAND_STATUS_OUT_OF_RANGE;
  }
  DeviceRocrandTable table;
  if (hipMemcpy(&table.table, discrete_distribution, sizeof(table.table), hipMemcpyDeviceToHost) !=
      hipSuccess) {
    return HIPRAND_STATUS_INTERNAL_ERROR;
  }
  destroyRocrandTable(table);
  (void)hipFree(discrete_distribution);
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandGetDirectionVectors32(hiprandDirectionVectors32_t** vectors,
                                             hiprandDirectionVectorSet_t set) {
  if (vectors == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  if (set != HIPRAND_DIRECTION_VECTORS_32_JOEKUO6 &&
      set != HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6) {
    return HIPRAND_STATUS_OUT_OF_RANGE;
  }
  const unsigned int* table =
      sobolDirectionVectors32(set == HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
  *vectors = reinterpret_cast<hiprandDirectionVectors32_t*>(const_cast<unsigned int*>(table));
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandGetDirectionVectors64(hiprandDirectionVectors64_t** vectors,
                                             hiprandDirectionVectorSet_t set) {
  if (vectors == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  if (set != HIPRAND_DIRECTION_VECTORS_64_JOEKUO6 &&
      set != HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6) {
    return HIPRAND_STATUS_OUT_OF_RANGE;
  }
  const unsigned long long* table =
      sobolDirectionVectors64(set == HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
  *vectors = reinterpret_cast<hiprandDirectionVectors64_t*>(const_cast<unsigned long long*>(table));
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandGetScrambleConstants32(const unsigned int** constants) {
  if (constants == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  *constants = sobolScrambleConstants32();
  return HIPRAND_STATUS_SUCCESS;
}

hiprandStatus_t hiprandGetScrambleConstants64(const unsigned long long** constants) {
  if (constants == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  *constants = sobolScrambleConstants64();
  return HIPRAND_STATUS_SUCCESS;
}

} // extern "C"
