// Uniform float generation: hipRAND's host API (hiprandGenerateUniform on a
// device generator with its own stream, timed up to hipStreamSynchronize)
// against a plain sequential C++ loop of the same generator
// (rng_reference.cpp, g++ -O3 -march=native) writing the same buffer (device
// memory is host memory here). Before timing, the loop's first values are
// checked against hipRAND's device API from the same state (MT19937, which has
// none: against the library's host generator). Median of
// BENCH_REPS (default 7) repetitions after a warm-up, the two forms
// alternating repetition by repetition. Prints
//   RESULT,<generator>,<n>,<hiprand GB/s>,<loop GB/s>,<ratio>
// Usage: rng_uniform [log2 n = 26] [generators...]
#include "../common/hip_check.h"
#include "rng_reference.h"

#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>
#include <hiprand/hiprand_mtgp32_host.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

constexpr unsigned long long kSeed = 20241201ull;

int repetitions() {
  const char* value = std::getenv("BENCH_REPS");
  const int reps = value ? std::atoi(value) : 7;
  return reps > 0 ? reps : 7;
}

double nowSeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

#define RAND_CHECK(expr)                                                                           \
  do {                                                                                             \
    hiprandStatus_t status_ = (expr);                                                              \
    if (status_ != HIPRAND_STATUS_SUCCESS) {                                                       \
      std::fprintf(stderr, "%s:%d: %s: status %d\n", __FILE__, __LINE__, #expr, status_);          \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

// The first 1024 values of MTGP32 parameter set 0 for kSeed, in sequence
// order, from the device API (one block of 256 threads, 4 rounds).
__global__ void mtgpSequence(hiprandStateMtgp32_t* state, float* out) {
  for (int k = 0; k < 4; ++k)
    out[k * 256 + threadIdx.x] = hiprand_uniform(state);
}

struct Case {
  const char* name;
  hiprandRngType_t type;
  std::function<void(float*, size_t)> loop; // the plain loop
  std::vector<float> expected;              // its first values, from the device API
};

std::vector<Case> makeCases() {
  std::vector<Case> cases;
  {
    hiprandStateXORWOW_t s;
    hiprand_init(kSeed, 0, 0, &s);
    rng_reference::XorwowState r{s.d, {s.v[0], s.v[1], s.v[2], s.v[3], s.v[4]}};
    Case c{"xorwow",
           HIPRAND_RNG_PSEUDO_XORWOW,
           [r](float* out, size_t n) { rng_reference::xorwow(r, out, n); },
           {}};
    for (int i = 0; i < 1024; ++i)
      c.expected.push_back(hiprand_uniform(&s));
    cases.push_back(std::move(c));
  }
  {
    hiprandStateMRG32k3a_t s;
    hiprand_init(kSeed, 0, 0, &s);
    rng_reference::Mrg32k3aState r{{s.s1[0], s.s1[1], s.s1[2]}, {s.s2[0], s.s2[1], s.s2[2]}};
    Case c{"mrg32k3a",
           HIPRAND_RNG_PSEUDO_MRG32K3A,
           [r](float* out, size_t n) { rng_reference::mrg32k3a(r, out, n); },
           {}};
    for (int i = 0; i < 1024; ++i)
      c.expected.push_back(hiprand_uniform(&s));
    cases.push_back(std::move(c));
  }
  {
    hiprandStatePhilox4_32_10_t s;
    hiprand_init(kSeed, 0, 0, &s);
    const unsigned int k0 = static_cast<unsigned int>(kSeed),
                       k1 = static_cast<unsigned int>(kSeed >> 32);
    Case c{"philox4x32_10",
           HIPRAND_RNG_PSEUDO_PHILOX4_32_10,
           [k0, k1](float* out, size_t n) { rng_reference::philox(k0, k1, out, n); },
           {}};
    for (int i = 0; i < 1024; ++i)
      c.expected.push_back(hiprand_uniform(&s));
    cases.push_back(std::move(c));
  }
  {
    const mtgp32_params_fast_t& p = mtgp32dc_params_fast_11213[0];
    rng_reference::Mtgp32Params r{static_cast<uint32_t>(p.pos),
                                  static_cast<uint32_t>(p.sh1),
                                  static_cast<uint32_t>(p.sh2),
                                  p.mask,
                                  {},
                                  {}};
    std::memcpy(r.param_tbl, p.tbl, sizeof(r.param_tbl));
    std::memcpy(r.temper_tbl, p.tmp_tbl, sizeof(r.temper_tbl));
    hiprandStateMtgp32_t* state;
    HIP_CHECK(hipMalloc(&state, sizeof(hiprandStateMtgp32_t)));
    RAND_CHECK(hiprandMakeMTGP32KernelState(state, mtgp32dc_params_fast_11213, nullptr, 1, kSeed));
    hiprandStateMtgp32_t h;
    HIP_CHECK(hipMemcpy(&h, state, sizeof(h), hipMemcpyDeviceToHost));
    std::vector<uint32_t> status(h.status, h.status + MTGP32_N);
    float* d;
    HIP_CHECK(hipMalloc(&d, 1024 * sizeof(float)));
    mtgpSequence<<<1, 256>>>(state, d);
    Case c{"mtgp32", HIPRAND_RNG_PSEUDO_MTGP32,
           [r, status](float* out, size_t n) { rng_reference::mtgp32(r, status.data(), out, n); },
           std::vector<float>(1024)};
    HIP_CHECK(hipMemcpy(c.expected.data(), d, 1024 * sizeof(float), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d));
    HIP_CHECK(hipFree(state));
    cases.push_back(std::move(c));
  }
  {
    // No device API: the expected values come from the library's host
    // generator (tests/libs/hiprand/known_answers.hip pins it to mt19937ar).
    const unsigned int seed = static_cast<unsigned int>(kSeed ^ (kSeed >> 32));
    Case c{"mt19937", HIPRAND_RNG_PSEUDO_MT19937,
           [seed](float* out, size_t n) { rng_reference::mt19937(seed, out, n); },
           std::vector<float>(1024)};
    hiprandGenerator_t g;
    RAND_CHECK(hiprandCreateGeneratorHost(&g, HIPRAND_RNG_PSEUDO_MT19937));
    RAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(g, kSeed));
    RAND_CHECK(hiprandGenerateUniform(g, c.expected.data(), c.expected.size()));
    RAND_CHECK(hiprandDestroyGenerator(g));
    cases.push_back(std::move(c));
  }
  {
    hiprandDirectionVectors32_t* vectors;
    RAND_CHECK(hiprandGetDirectionVectors32(&vectors, HIPRAND_DIRECTION_VECTORS_32_JOEKUO6));
    std::vector<uint32_t> v(vectors[0], vectors[0] + 32);
    hiprandStateSobol32_t s;
    hiprand_init(vectors[0], 0, &s);
    Case c{"sobol32",
           HIPRAND_RNG_QUASI_SOBOL32,
           [v](float* out, size_t n) { rng_reference::sobol32(v.data(), 0, 0, out, n); },
           {}};
    for (int i = 0; i < 1024; ++i)
      c.expected.push_back(hiprand_uniform(&s));
    cases.push_back(std::move(c));
  }
  return cases;
}

} // namespace

int main(int argc, char** argv) {
  const int log2n = argc > 1 ? std::atoi(argv[1]) : 26;
  const size_t n = size_t{1} << log2n;
  std::vector<std::string> only(argv + std::min(argc, 2), argv + argc);
  float* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(float)));
  HIP_CHECK(hipMemset(data, 0, n * sizeof(float)));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
  int failures = 0;
  for (Case& c : makeCases()) {
    if (!only.empty() && std::find(only.begin(), only.end(), c.name) == only.end())
      continue;
    // The loop is the generator: its first values are the device API's.
    c.loop(data, 1024);
    if (std::memcmp(data, c.expected.data(), 1024 * sizeof(float)) != 0) {
      std::printf("RESULT,%s,%zu,FAIL,FAIL,reference loop differs from the device API\n", c.name,
                  n);
      ++failures;
      continue;
    }
    hiprandGenerator_t g;
    RAND_CHECK(hiprandCreateGenerator(&g, c.type));
    if (c.type != HIPRAND_RNG_QUASI_SOBOL32)
      RAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(g, kSeed));
    RAND_CHECK(hiprandSetStream(g, stream));
    auto library = [&] {
      RAND_CHECK(hiprandGenerateUniform(g, data, n));
      HIP_CHECK(hipStreamSynchronize(stream));
    };
    auto loop = [&] { c.loop(data, n); };
    library(); // warm-up: engine set-up, kernel instantiation, page faults
    loop();
    std::vector<double> lib_times, loop_times;
    for (int r = 0; r < repetitions(); ++r) {
      double start = nowSeconds();
      library();
      lib_times.push_back(nowSeconds() - start);
      start = nowSeconds();
      loop();
      loop_times.push_back(nowSeconds() - start);
    }
    std::sort(lib_times.begin(), lib_times.end());
    std::sort(loop_times.begin(), loop_times.end());
    const double bytes = static_cast<double>(n) * sizeof(float);
    const double lib_gbs = bytes / lib_times[lib_times.size() / 2] / 1e9;
    const double loop_gbs = bytes / loop_times[loop_times.size() / 2] / 1e9;
    std::printf("RESULT,%s,%zu,%.3f,%.3f,%.2f\n", c.name, n, lib_gbs, loop_gbs, lib_gbs / loop_gbs);
    std::fflush(stdout);
    RAND_CHECK(hiprandDestroyGenerator(g));
  }
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(data));
  return failures == 0 ? 0 : 1;
}
