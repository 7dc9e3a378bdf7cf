// hipRAND's host API against its device API and its own invariants, for
// every generator: the ordering (which engine, subsequence and position each
// element comes from, rebuilt with the device-API functions in host code),
// offsets, device and host generators agreeing, the statistics of every
// distribution, and stream ordering (a generation waits for its stream and
// does not block the caller).
#include "../../programs/program_check.h"

#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>
#include <hiprand/hiprand_mtgp32_host.h>

#include <cmath>
#include <vector>

namespace {

constexpr unsigned long long kSeed = 20241201ull;

#define RAND_CHECK(expr) check.expect_eq(#expr, __LINE__, (expr), HIPRAND_STATUS_SUCCESS)

template <typename T>
std::vector<T> generate(Checker& check, hiprandRngType_t type, bool host, size_t n,
                        unsigned long long offset,
                        hiprandStatus_t (*fill)(hiprandGenerator_t, T*, size_t)) {
  hiprandGenerator_t g;
  RAND_CHECK(host ? hiprandCreateGeneratorHost(&g, type) : hiprandCreateGenerator(&g, type));
  if (type < HIPRAND_RNG_QUASI_DEFAULT)
    RAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(g, kSeed));
  if (offset != 0)
    RAND_CHECK(hiprandSetGeneratorOffset(g, offset));
  std::vector<T> out(n);
  if (host) {
    RAND_CHECK(fill(g, out.data(), n));
  } else {
    T* d;
    HIP_CHECK(hipMalloc(&d, n * sizeof(T)));
    RAND_CHECK(fill(g, d, n));
    HIP_CHECK(hipMemcpy(out.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d));
  }
  RAND_CHECK(hiprandDestroyGenerator(g));
  return out;
}

// Element i of rocRAND's XORWOW / MRG32k3a ordering (512 * 256 engines,
// engine e on subsequence e): word i / N of engine i mod N.
template <typename State>
void check_strided(Checker& check, const char* what, hiprandRngType_t type) {
  constexpr unsigned int engines = 512 * 256;
  const std::vector<unsigned int> out =
      generate<unsigned int>(check, type, false, 2 * engines + 7, 0, hiprandGenerate);
  const std::vector<unsigned int> shifted =
      generate<unsigned int>(check, type, false, 1000, 100000, hiprandGenerate);
  for (unsigned int e : {0u, 1u, 255u, 256u, 70001u, engines - 1}) {
    State s;
    hiprand_init(kSeed, e, 0, &s);
    check.expect_eq(what, e, out[e], hiprand(&s));
    check.expect_eq(what, e + engines, out[e + engines], hiprand(&s));
  }
  // An offset k starts the same ordering at element k.
  for (size_t i = 0; i < shifted.size(); ++i)
    check.expect_eq("offset", i, shifted[i], out[i + 100000]);
}

void check_philox(Checker& check) {
  const std::vector<unsigned int> out = generate<unsigned int>(
      check, HIPRAND_RNG_PSEUDO_PHILOX4_32_10, false, 10001, 0, hiprandGenerate);
  hiprandStatePhilox4_32_10_t s;
  hiprand_init(kSeed, 0, 0, &s);
  for (size_t i = 0; i < out.size(); ++i)
    check.expect_eq("philox stream", i, out[i], hiprand(&s));
  const std::vector<unsigned int> shifted = generate<unsigned int>(
      check, HIPRAND_RNG_PSEUDO_PHILOX4_32_10, true, 999, 9002, hiprandGenerate);
  for (size_t i = 0; i < shifted.size(); ++i)
    check.expect_eq("philox offset", i, shifted[i], out[i + 9002]);
}

void check_sobol(Checker& check) {
  hiprandGenerator_t g;
  RAND_CHECK(hiprandCreateGeneratorHost(&g, HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64));
  RAND_CHECK(hiprandSetQuasiRandomGeneratorDimensions(g, 5));
  RAND_CHECK(hiprandSetGeneratorOffset(g, 100));
  std::vector<unsigned long long> first(5 * 300), second(5 * 40);
  RAND_CHECK(hiprandGenerateLongLong(g, first.data(), first.size()));
  RAND_CHECK(hiprandGenerateLongLong(g, second.data(), second.size()));
  RAND_CHECK(hiprandDestroyGenerator(g));
  hiprandDirectionVectors64_t* vectors;
  const unsigned long long* constants;
  RAND_CHECK(
      hiprandGetDirectionVectors64(&vectors, HIPRAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6));
  RAND_CHECK(hiprandGetScrambleConstants64(&constants));
  for (unsigned int d = 0; d < 5; ++d) {
    hiprandStateScrambledSobol64_t s;
    hiprand_init(vectors[d], constants[d], 100, &s);
    for (int i = 0; i < 300; ++i)
      check.expect_eq("sobol64 dimension-major", d * 300 + i, first[d * 300 + i],
                      hiprand_long_long(&s));
    for (int i = 0; i < 40; ++i)
      check.expect_eq("sobol64 continues", d * 40 + i, second[d * 40 + i], hiprand_long_long(&s));
  }
}

// MTGP32: block b of 512 (parameter set b) gives elements 256 b .. 256 b + 255.
__global__ void mtgp_words(hiprandStateMtgp32_t* states, unsigned int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = hiprand(&states[blockIdx.x]);
}

void check_mtgp(Checker& check) {
  const std::vector<unsigned int> out = generate<unsigned int>(
      check, HIPRAND_RNG_PSEUDO_MTGP32, false, 512 * 256, 0, hiprandGenerate);
  hiprandStateMtgp32_t* states;
  unsigned int* d;
  HIP_CHECK(hipMalloc(&states, 512 * sizeof(hiprandStateMtgp32_t)));
  HIP_CHECK(hipMalloc(&d, out.size() * sizeof(unsigned int)));
  RAND_CHECK(hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, nullptr, 512, kSeed));
  mtgp_words<<<512, 256>>>(states, d);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned int> want(out.size());
  HIP_CHECK(hipMemcpy(want.data(), d, want.size() * sizeof(unsigned int), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < out.size(); ++i)
    check.expect_eq("mtgp32 blocks", i, out[i], want[i]);
  HIP_CHECK(hipFree(states));
  HIP_CHECK(hipFree(d));
}

struct Moments {
  double mean = 0, variance = 0;
};
template <typename T> Moments moments(const std::vector<T>& v) {
  Moments m;
  for (T x : v)
    m.mean += static_cast<double>(x);
  m.mean /= v.size();
  for (T x : v)
    m.variance += (static_cast<double>(x) - m.mean) * (static_cast<double>(x) - m.mean);
  m.variance /= v.size() - 1;
  return m;
}

hiprandStatus_t normal_3_2(hiprandGenerator_t g, float* p, size_t n) {
  return hiprandGenerateNormal(g, p, n, 3.0f, 2.0f);
}
hiprandStatus_t normal_d(hiprandGenerator_t g, double* p, size_t n) {
  return hiprandGenerateNormalDouble(g, p, n, -1.0, 0.5);
}
hiprandStatus_t log_normal(hiprandGenerator_t g, float* p, size_t n) {
  return hiprandGenerateLogNormal(g, p, n, 0.0f, 0.5f);
}
hiprandStatus_t poisson_small(hiprandGenerator_t g, unsigned int* p, size_t n) {
  return hiprandGeneratePoisson(g, p, n, 4.5);
}
hiprandStatus_t poisson_table(hiprandGenerator_t g, unsigned int* p, size_t n) {
  return hiprandGeneratePoisson(g, p, n, 300.0);
}
hiprandStatus_t poisson_huge(hiprandGenerator_t g, unsigned int* p, size_t n) {
  return hiprandGeneratePoisson(g, p, n, 9000.0);
}

// Every distribution of every generator: moments within a few standard
// errors, and the host generator equal to the device generator.
void check_statistics(Checker& check) {
  const hiprandRngType_t types[] = {
      HIPRAND_RNG_PSEUDO_XORWOW,           HIPRAND_RNG_PSEUDO_MRG32K3A,
      HIPRAND_RNG_PSEUDO_MTGP32,           HIPRAND_RNG_PSEUDO_MT19937,
      HIPRAND_RNG_PSEUDO_PHILOX4_32_10,    HIPRAND_RNG_QUASI_SOBOL32,
      HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32, HIPRAND_RNG_QUASI_SOBOL64,
      HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64};
  const size_t n = 1 << 16;
  for (hiprandRngType_t t : types) {
    const auto u = generate<float>(check, t, false, n, 0, hiprandGenerateUniform);
    check.expect_true("host equals device (uniform)",
                      u == generate<float>(check, t, true, n, 0, hiprandGenerateUniform));
    Moments m = moments(u);
    check.expect_near("uniform mean", t, m.mean, 0.5, 0.01);
    check.expect_near("uniform variance", t, m.variance, 1.0 / 12, 0.01);
    for (float x : u)
      check.expect_true("uniform in (0, 1]", x > 0.0f && x <= 1.0f);
    m = moments(generate<double>(check, t, false, n, 0, hiprandGenerateUniformDouble));
    check.expect_near("uniform double mean", t, m.mean, 0.5, 0.01);
    const auto z = generate<float>(check, t, false, n, 0, normal_3_2);
    check.expect_true("host equals device (normal)",
                      z == generate<float>(check, t, true, n, 0, normal_3_2));
    m = moments(z);
    check.expect_near("normal mean", t, m.mean, 3.0, 0.03);
    check.expect_near("normal variance", t, m.variance, 4.0, 0.03);
    m = moments(generate<double>(check, t, false, n, 0, normal_d));
    check.expect_near("normal double mean", t, m.mean, -1.0, 0.03);
    check.expect_near("normal double variance", t, m.variance, 0.25, 0.03);
    m = moments(generate<float>(check, t, false, n, 0, log_normal));
    check.expect_near("log-normal mean", t, m.mean, std::exp(0.125), 0.02);
    for (auto poisson : {poisson_small, poisson_table, poisson_huge}) {
      const double lambda = poisson == poisson_small   ? 4.5
                            : poisson == poisson_table ? 300.0
                                                       : 9000.0;
      m = moments(generate<unsigned int>(check, t, false, n, 0, poisson));
      check.expect_near("poisson mean", t, m.mean, lambda, 0.02);
      check.expect_near("poisson variance", t, m.variance, lambda, 0.05);
    }
    const auto c = generate<unsigned char>(check, t, true, n, 0, hiprandGenerateChar);
    check.expect_near("char mean", t, moments(c).mean, 127.5, 0.02);
    const auto h = generate<half>(check, t, true, n, 0, hiprandGenerateUniformHalf);
    double sum = 0;
    for (half x : h)
      sum += __half2float(x);
    check.expect_near("half mean", t, sum / n, 0.5, 0.02);
  }
}

// A generation waits for its stream: with the stream held by a wait on a
// flag the call returns at once and nothing is written until the flag is set.
void check_stream_order(Checker& check) {
  for (hiprandRngType_t t : {HIPRAND_RNG_PSEUDO_XORWOW, HIPRAND_RNG_PSEUDO_MTGP32,
                             HIPRAND_RNG_PSEUDO_PHILOX4_32_10, HIPRAND_RNG_QUASI_SOBOL32}) {
    // Non-blocking streams: a copy on the null stream would wait for the held
    // stream (legacy default-stream semantics) and never return.
    hipStream_t stream, reader;
    HIP_CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
    HIP_CHECK(hipStreamCreateWithFlags(&reader, hipStreamNonBlocking));
    unsigned int* flag;
    HIP_CHECK(hipHostMalloc(&flag, sizeof(unsigned int)));
    *flag = 0;
    float* d;
    const size_t n = 4096;
    HIP_CHECK(hipMalloc(&d, n * sizeof(float)));
    HIP_CHECK(hipMemset(d, 0, n * sizeof(float)));
    HIP_CHECK(hipStreamWaitValue32(stream, flag, 1, hipStreamWaitValueEq, 0xffffffffu));
    hiprandGenerator_t g;
    RAND_CHECK(hiprandCreateGenerator(&g, t));
    if (t < HIPRAND_RNG_QUASI_DEFAULT)
      RAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(g, kSeed));
    RAND_CHECK(hiprandSetStream(g, stream));
    RAND_CHECK(hiprandGenerateUniform(g, d, n));
    std::vector<float> before(n), after(n);
    HIP_CHECK(hipMemcpyAsync(before.data(), d, n * sizeof(float), hipMemcpyDeviceToHost, reader));
    HIP_CHECK(hipStreamSynchronize(reader));
    check.expect_true("nothing written before the stream reaches the generation",
                      before[0] == 0 && before[n - 1] == 0);
    __atomic_store_n(flag, 1u, __ATOMIC_RELEASE);
    HIP_CHECK(hipStreamSynchronize(stream));
    HIP_CHECK(hipMemcpy(after.data(), d, n * sizeof(float), hipMemcpyDeviceToHost));
    check.expect_true("written once the stream ran",
                      after == generate<float>(check, t, true, n, 0, hiprandGenerateUniform));
    RAND_CHECK(hiprandDestroyGenerator(g));
    HIP_CHECK(hipFree(d));
    HIP_CHECK(hipHostFree(flag));
    HIP_CHECK(hipStreamDestroy(stream));
    HIP_CHECK(hipStreamDestroy(reader));
  }
}

} // namespace

int main() {
  Checker check;
  check_strided<hiprandStateXORWOW_t>(check, "xorwow ordering", HIPRAND_RNG_PSEUDO_XORWOW);
  check_strided<hiprandStateMRG32k3a_t>(check, "mrg32k3a ordering", HIPRAND_RNG_PSEUDO_MRG32K3A);
  check_philox(check);
  check_sobol(check);
  check_mtgp(check);
  check_statistics(check);
  check_stream_order(check);
  return check.finish();
}
