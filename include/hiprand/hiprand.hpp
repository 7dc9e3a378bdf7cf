// hipRAND's C++ host API (namespace hiprand_cpp): engines that own a
// hiprandGenerator_t and distributions that fill device memory from them,
// throwing hiprand_cpp::error on any status but success. The classes,
// members and defaults are hipRAND 2.11's; every call forwards to the C API
// of hiprand.h. (hipRAND declares the engines' operator() as a template whose
// parameter cannot be deduced; here it is a plain member function.)
#ifndef HIPRAND_HPP_
#define HIPRAND_HPP_

#if defined(__cplusplus) && __cplusplus >= 201103L

#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>

#include <exception>
#include <limits>
#include <random>
#include <string>
#include <type_traits>

namespace hiprand_cpp {

class error : public std::exception {
public:
  typedef hiprandStatus_t error_type;

  error(error_type error) noexcept : m_error(error), m_error_string(to_string(error)) {}
  ~error() noexcept {}

  error_type error_code() const noexcept { return m_error; }
  std::string error_string() const noexcept { return m_error_string; }
  const char* what() const noexcept { return m_error_string.c_str(); }

  static std::string to_string(error_type error) {
    switch (error) {
    case HIPRAND_STATUS_SUCCESS:
      return "Success";
    case HIPRAND_STATUS_VERSION_MISMATCH:
      return "Header file and linked library version do not match";
    case HIPRAND_STATUS_NOT_INITIALIZED:
      return "Generator was not created using hiprandCreateGenerator";
    case HIPRAND_STATUS_ALLOCATION_FAILED:
      return "Memory allocation failed during execution";
    case HIPRAND_STATUS_TYPE_ERROR:
      return "Generator type is wrong";
    case HIPRAND_STATUS_OUT_OF_RANGE:
      return "Argument out of range";
    case HIPRAND_STATUS_LENGTH_NOT_MULTIPLE:
      return "Length requested is not a multiple of dimension";
    case HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED:
      return "GPU does not have double precision";
    case HIPRAND_STATUS_LAUNCH_FAILURE:
      return "Kernel launch failure";
    case HIPRAND_STATUS_PREEXISTING_FAILURE:
      return "Preexisting failure on library entry";
    case HIPRAND_STATUS_INITIALIZATION_FAILED:
      return "Initialization of HIP failed";
    case HIPRAND_STATUS_ARCH_MISMATCH:
      return "Architecture mismatch, GPU does not support requested feature";
    case HIPRAND_STATUS_INTERNAL_ERROR:
      return "Internal library error";
    case HIPRAND_STATUS_NOT_IMPLEMENTED:
      return "Feature not implemented yet";
    }
    return "Unknown hipRAND error (" + std::to_string(static_cast<int>(error)) + ")";
  }

  friend bool operator==(const error& l, const error& r) {
    return l.error_code() == r.error_code();
  }
  friend bool operator!=(const error& l, const error& r) { return !(l == r); }

private:
  error_type m_error;
  std::string m_error_string;
};

namespace detail {

inline void check(hiprandStatus_t status) {
  if (status != HIPRAND_STATUS_SUCCESS)
    throw hiprand_cpp::error(status);
}

// What every engine shares: the generator it owns and its setters.
template <hiprandRngType_t Type> class engine_base {
public:
  typedef unsigned int result_type;
  typedef hiprandOrdering_t order_type;
  typedef unsigned long long offset_type;

  engine_base(const engine_base&) = delete;
  engine_base(engine_base&&) = delete;
  engine_base& operator=(const engine_base&) = delete;
  engine_base& operator=(engine_base&&) = delete;

  ~engine_base() noexcept(false) { check(hiprandDestroyGenerator(m_generator)); }

  void stream(hipStream_t value) { check(hiprandSetStream(m_generator, value)); }
  void order(order_type value) { check(hiprandSetGeneratorOrdering(m_generator, value)); }

  // Fills output (device memory) with raw 32-bit words.
  void operator()(result_type* output, size_t size) {
    check(hiprandGenerate(m_generator, output, size));
  }

  result_type min() const { return 0; }
  result_type max() const { return std::numeric_limits<unsigned int>::max(); }
  static constexpr hiprandRngType type() { return Type; }

  hiprandGenerator_t m_generator = nullptr;

protected:
  engine_base() { check(hiprandCreateGenerator(&m_generator, Type)); }
  // Takes ownership of an existing generator (which is set to NULL).
  explicit engine_base(hiprandGenerator_t& generator) : m_generator(generator) {
    if (generator == NULL)
      throw hiprand_cpp::error(HIPRAND_STATUS_NOT_INITIALIZED);
    generator = NULL;
  }
  // Runs the constructor's set-up, destroying the generator if it throws.
  template <typename F> void setup(F&& f) {
    try {
      f();
    } catch (...) {
      (void)hiprandDestroyGenerator(m_generator);
      m_generator = nullptr;
      throw;
    }
  }
};

} // namespace detail

// ---- pseudo-random engines ---------------------------------------------------

#define OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(name, Type, DefaultSeedValue, HasOffset)                 \
  template <unsigned long long DefaultSeed = DefaultSeedValue>                                     \
  class name : public detail::engine_base<Type> {                                                  \
  public:                                                                                          \
    typedef unsigned long long seed_type;                                                          \
    typedef unsigned long long offset_type;                                                        \
    static constexpr seed_type default_seed = DefaultSeed;                                         \
                                                                                                   \
    name(hiprandGenerator_t& generator) : detail::engine_base<Type>(generator) {}                  \
                                                                                                   \
    void seed(seed_type value) {                                                                   \
      detail::check(hiprandSetPseudoRandomGeneratorSeed(this->m_generator, value));                \
    }                                                                                              \
    OPENHIP_HIPRAND_CPP_OFFSET_##HasOffset(name)                                                   \
  };                                                                                               \
  template <unsigned long long DefaultSeed>                                                        \
  constexpr typename name<DefaultSeed>::seed_type name<DefaultSeed>::default_seed;

// Engines with skip-ahead: name(seed, offset) and offset().
#define OPENHIP_HIPRAND_CPP_OFFSET_1(name)                                                         \
  name(seed_type seed_value = DefaultSeed, offset_type offset_value = 0) {                         \
    this->setup([&] {                                                                              \
      if (offset_value > 0)                                                                        \
        this->offset(offset_value);                                                                \
      this->seed(seed_value);                                                                      \
    });                                                                                            \
  }                                                                                                \
  void offset(offset_type value) {                                                                 \
    detail::check(hiprandSetGeneratorOffset(this->m_generator, value));                            \
  }
// Engines without (MTGP32, MT19937): name(seed).
#define OPENHIP_HIPRAND_CPP_OFFSET_0(name)                                                         \
  name(seed_type seed_value = DefaultSeed) {                                                       \
    this->setup([&] { this->seed(seed_value); });                                                  \
  }

OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(philox4x32_10_engine, HIPRAND_RNG_PSEUDO_PHILOX4_32_10,
                                  HIPRAND_PHILOX4x32_DEFAULT_SEED, 1)
OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(xorwow_engine, HIPRAND_RNG_PSEUDO_XORWOW,
                                  HIPRAND_XORWOW_DEFAULT_SEED, 1)
OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(mrg32k3a_engine, HIPRAND_RNG_PSEUDO_MRG32K3A,
                                  HIPRAND_MRG32K3A_DEFAULT_SEED, 1)
OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(mtgp32_engine, HIPRAND_RNG_PSEUDO_MTGP32,
                                  HIPRAND_MTGP32_DEFAULT_SEED, 0)
OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE(mt19937_engine, HIPRAND_RNG_PSEUDO_MT19937,
                                  HIPRAND_MT19937_DEFAULT_SEED, 0)

#undef OPENHIP_HIPRAND_CPP_PSEUDO_ENGINE
#undef OPENHIP_HIPRAND_CPP_OFFSET_1
#undef OPENHIP_HIPRAND_CPP_OFFSET_0

// ---- quasi-random engines ------------------------------------------------------

#define OPENHIP_HIPRAND_CPP_QUASI_ENGINE(name, Type, Result)                                       \
  template <unsigned int DefaultNumDimensions = 1> class name : public detail::engine_base<Type> { \
  public:                                                                                          \
    typedef Result result_type;                                                                    \
    typedef unsigned long long offset_type;                                                        \
    typedef unsigned int dimensions_num_type;                                                      \
    static constexpr dimensions_num_type default_num_dimensions = DefaultNumDimensions;            \
                                                                                                   \
    name(dimensions_num_type num_of_dimensions = DefaultNumDimensions,                             \
         offset_type offset_value = 0) {                                                           \
      this->setup([&] {                                                                            \
        if (offset_value > 0)                                                                      \
          this->offset(offset_value);                                                              \
        this->dimensions(num_of_dimensions);                                                       \
      });                                                                                          \
    }                                                                                              \
    name(hiprandGenerator_t& generator) : detail::engine_base<Type>(generator) {}                  \
                                                                                                   \
    void offset(offset_type value) {                                                               \
      detail::check(hiprandSetGeneratorOffset(this->m_generator, value));                          \
    }                                                                                              \
    void dimensions(dimensions_num_type value) {                                                   \
      detail::check(hiprandSetQuasiRandomGeneratorDimensions(this->m_generator, value));           \
    }                                                                                              \
    void operator()(result_type* output, size_t size) { generate(output, size); }                  \
    result_type min() const { return 0; }                                                          \
    result_type max() const { return std::numeric_limits<result_type>::max(); }                    \
                                                                                                   \
  private:                                                                                         \
    void generate(unsigned int* output, size_t size) {                                             \
      detail::check(hiprandGenerate(this->m_generator, output, size));                             \
    }                                                                                              \
    void generate(unsigned long long* output, size_t size) {                                       \
      detail::check(hiprandGenerateLongLong(this->m_generator, output, size));                     \
    }                                                                                              \
  };                                                                                               \
  template <unsigned int DefaultNumDimensions>                                                     \
  constexpr typename name<DefaultNumDimensions>::dimensions_num_type                               \
      name<DefaultNumDimensions>::default_num_dimensions;

OPENHIP_HIPRAND_CPP_QUASI_ENGINE(sobol32_engine, HIPRAND_RNG_QUASI_SOBOL32, unsigned int)
OPENHIP_HIPRAND_CPP_QUASI_ENGINE(scrambled_sobol32_engine, HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32,
                                 unsigned int)
OPENHIP_HIPRAND_CPP_QUASI_ENGINE(sobol64_engine, HIPRAND_RNG_QUASI_SOBOL64, unsigned long long)
OPENHIP_HIPRAND_CPP_QUASI_ENGINE(scrambled_sobol64_engine, HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64,
                                 unsigned long long)

#undef OPENHIP_HIPRAND_CPP_QUASI_ENGINE

typedef philox4x32_10_engine<> philox4x32_10;
typedef xorwow_engine<> xorwow;
typedef mrg32k3a_engine<> mrg32k3a;
typedef mtgp32_engine<> mtgp32;
typedef mt19937_engine<> mt19937;
typedef sobol32_engine<> sobol32;
typedef scrambled_sobol32_engine<> scrambled_sobol32;
typedef sobol64_engine<> sobol64;
typedef scrambled_sobol64_engine<> scrambled_sobol64;
typedef xorwow default_random_engine;
typedef std::random_device random_device;

// ---- distributions -------------------------------------------------------------

template <class IntType = unsigned int> class uniform_int_distribution {
  static_assert(std::is_same<unsigned char, IntType>::value ||
                    std::is_same<unsigned short, IntType>::value ||
                    std::is_same<unsigned int, IntType>::value ||
                    std::is_same<unsigned long long int, IntType>::value,
                "Only unsigned char, short, int and long long are supported in "
                "uniform_int_distribution");

public:
  typedef IntType result_type;

  uniform_int_distribution() {}
  void reset() {}
  IntType min() const { return 0; }
  IntType max() const { return std::numeric_limits<IntType>::max(); }

  template <class Generator> void operator()(Generator& g, IntType* output, size_t size) {
    detail::check(generate(g.m_generator, output, size));
  }

  bool operator==(const uniform_int_distribution<IntType>&) { return true; }
  bool operator!=(const uniform_int_distribution<IntType>& other) { return !(*this == other); }

private:
  static hiprandStatus_t generate(hiprandGenerator_t g, unsigned char* output, size_t size) {
    return hiprandGenerateChar(g, output, size);
  }
  static hiprandStatus_t generate(hiprandGenerator_t g, unsigned short* output, size_t size) {
    return hiprandGenerateShort(g, output, size);
  }
  static hiprandStatus_t generate(hiprandGenerator_t g, unsigned int* output, size_t size) {
    return hiprandGenerate(g, output, size);
  }
  static hiprandStatus_t generate(hiprandGenerator_t g, unsigned long long* output, size_t size) {
    return hiprandGenerateLongLong(g, output, size);
  }
};

template <class RealType = float> class uniform_real_distribution {
  static_assert(std::is_same<float, RealType>::value || std::is_same<double, RealType>::value ||
                    std::is_same<half, RealType>::value,
                "Only float, double, and half types are supported in uniform_real_distribution");

public:
  typedef RealType result_type;

  uniform_real_distribution() {}
  void reset() {}
  // hipRAND's uniform values are in (0, 1].
  RealType min() const {
    if (std::is_same<float, RealType>::value)
      return static_cast<RealType>(2.3283064e-10f);
    return static_cast<RealType>(2.3283064365386963e-10);
  }
  RealType max() const { return static_cast<RealType>(1.0f); }

  template <class Generator> void operator()(Generator& g, RealType* output, size_t size) {
    detail::check(generate(g.m_generator, output, size));
  }

  bool operator==(const uniform_real_distribution<RealType>&) { return true; }
  bool operator!=(const uniform_real_distribution<RealType>& other) { return !(*this == other); }

private:
  static hiprandStatus_t generate(hiprandGenerator_t g, float* output, size_t size) {
    return hiprandGenerateUniform(g, output, size);
  }
  static hiprandStatus_t generate(hiprandGenerator_t g, double* output, size_t size) {
    return hiprandGenerateUniformDouble(g, output, size);
  }
  static hiprandStatus_t generate(hiprandGenerator_t g, half* output, size_t size) {
    return hiprandGenerateUniformHalf(g, output, size);
  }
};

template <class RealType = float> class normal_distribution {
  static_assert(std::is_same<float, RealType>::value || std::is_same<double, RealType>::value ||
                    std::is_same<half, RealType>::value,
                "Only float, double and half types are supported in normal_distribution");

public:
  typedef RealType result_type;

  class param_type {
  public:
    using distribution_type = normal_distribution<RealType>;
    param_type(RealType mean = 0.0, RealType stddev = 1.0) : m_mean(mean), m_stddev(stddev) {}
    RealType mean() const { return m_mean; }
    RealType stddev() const { return m_stddev; }
    bool operator==(const param_type& other) {
      return m_mean == other.m_mean && m_stddev == other.m_stddev;
    }
    bool operator!=(const param_type& other) { return !(*this == other); }

  private:
    RealType m_mean;
    RealType m_stddev;
  };

  normal_distribution(RealType mean = 0.0, RealType stddev = 1.0) : m_params(mean, stddev) {}
  normal_distribution(const param_type& params) : m_params(params) {}
  void reset() {}
  RealType mean() const { return m_params.mean(); }
  RealType stddev() const { return m_params.stddev(); }
  RealType min() const { return std::numeric_limits<RealType>::lowest(); }
  RealType max() const { return std::numeric_limits<RealType>::max(); }
  param_type param() const { return m_params; }
  void param(const param_type& params) { m_params = params; }

  template <class Generator> void operator()(Generator& g, RealType* output, size_t size) {
    detail::check(generate(g.m_generator, output, size));
  }

  bool operator==(const normal_distribution<RealType>& other) { return m_params == other.m_params; }
  bool operator!=(const normal_distribution<RealType>& other) { return !(*this == other); }

private:
  hiprandStatus_t generate(hiprandGenerator_t g, float* output, size_t size) {
    return hiprandGenerateNormal(g, output, size, mean(), stddev());
  }
  hiprandStatus_t generate(hiprandGenerator_t g, double* output, size_t size) {
    return hiprandGenerateNormalDouble(g, output, size, mean(), stddev());
  }
  hiprandStatus_t generate(hiprandGenerator_t g, half* output, size_t size) {
    return hiprandGenerateNormalHalf(g, output, size, mean(), stddev());
  }

  param_type m_params;
};

template <class RealType = float> class lognormal_distribution {
  static_assert(std::is_same<float, RealType>::value || std::is_same<double, RealType>::value ||
                    std::is_same<half, RealType>::value,
                "Only float, double and half types are supported in lognormal_distribution");

public:
  typedef RealType result_type;

  class param_type {
  public:
    using distribution_type = lognormal_distribution<RealType>;
    param_type(RealType m = 0.0, RealType s = 1.0) : m_mean(m), m_stddev(s) {}
    RealType m() const { return m_mean; }
    RealType s() const { return m_stddev; }
    bool operator==(const param_type& other) {
      return m_mean == other.m_mean && m_stddev == other.m_stddev;
    }
    bool operator!=(const param_type& other) { return !(*this == other); }

  private:
    RealType m_mean;
    RealType m_stddev;
  };

  lognormal_distribution(RealType m = 0.0, RealType s = 1.0) : m_params(m, s) {}
  lognormal_distribution(const param_type& params) : m_params(params) {}
  void reset() {}
  RealType m() const { return m_params.m(); }
  RealType s() const { return m_params.s(); }
  param_type param() const { return m_params; }
  void param(const param_type& params) { m_params = params; }
  RealType min() const { return 0; }
  RealType max() const { return std::numeric_limits<RealType>::max(); }

  template <class Generator> void operator()(Generator& g, RealType* output, size_t size) {
    detail::check(generate(g.m_generator, output, size));
  }

  bool operator==(const lognormal_distribution<RealType>& other) {
    return m_params == other.m_params;
  }
  bool operator!=(const lognormal_distribution<RealType>& other) { return !(*this == other); }

private:
  hiprandStatus_t generate(hiprandGenerator_t g, float* output, size_t size) {
    return hiprandGenerateLogNormal(g, output, size, m(), s());
  }
  hiprandStatus_t generate(hiprandGenerator_t g, double* output, size_t size) {
    return hiprandGenerateLogNormalDouble(g, output, size, m(), s());
  }
  hiprandStatus_t generate(hiprandGenerator_t g, half* output, size_t size) {
    return hiprandGenerateLogNormalHalf(g, output, size, m(), s());
  }

  param_type m_params;
};

template <class IntType = unsigned int> class poisson_distribution {
  static_assert(std::is_same<unsigned int, IntType>::value,
                "Only unsigned int type is supported in poisson_distribution");

public:
  typedef IntType result_type;

  class param_type {
  public:
    using distribution_type = poisson_distribution<IntType>;
    param_type(double mean = 1.0) : m_mean(mean) {}
    double mean() const { return m_mean; }
    bool operator==(const param_type& other) { return m_mean == other.m_mean; }
    bool operator!=(const param_type& other) { return !(*this == other); }

  private:
    double m_mean;
  };

  poisson_distribution(double mean = 1.0) : m_params(mean) {}
  poisson_distribution(const param_type& params) : m_params(params) {}
  void reset() {}
  double mean() const { return m_params.mean(); }
  IntType min() const { return 0; }
  IntType max() const { return std::numeric_limits<IntType>::max(); }
  param_type param() const { return m_params; }
  void param(const param_type& params) { m_params = params; }

  template <class Generator> void operator()(Generator& g, IntType* output, size_t size) {
    detail::check(hiprandGeneratePoisson(g.m_generator, output, size, mean()));
  }

  bool operator==(const poisson_distribution<IntType>& other) { return m_params == other.m_params; }
  bool operator!=(const poisson_distribution<IntType>& other) { return !(*this == other); }

private:
  param_type m_params;
};

inline int version() {
  int x;
  detail::check(hiprandGetVersion(&x));
  return x;
}

} // namespace hiprand_cpp

#endif // __cplusplus >= 201103L
#endif // HIPRAND_HPP_
