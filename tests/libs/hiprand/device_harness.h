// The device-API functions of one naming (hipRAND's or cuRAND's, chosen by
// the includer's RNG_* macros) run from the same initial states in a kernel
// and in host code: every function, each from a fresh copy of the state,
// kDraws values (pairs and quadruples count each element).
//
// The includer defines RNG_INIT, RNG_RAND, RNG_UNIFORM, RNG_UNIFORM_DOUBLE,
// RNG_NORMAL, RNG_NORMAL2, RNG_NORMAL_DOUBLE, RNG_NORMAL2_DOUBLE,
// RNG_LOG_NORMAL, RNG_LOG_NORMAL2, RNG_LOG_NORMAL_DOUBLE,
// RNG_LOG_NORMAL2_DOUBLE, RNG_POISSON, RNG_DISCRETE, RNG_DISTRIBUTION (the
// discrete distribution type), RNG_RAND4, RNG_UNIFORM4, RNG_UNIFORM2_DOUBLE,
// RNG_UNIFORM4_DOUBLE, RNG_NORMAL4, RNG_NORMAL4_DOUBLE, RNG_LOG_NORMAL4,
// RNG_LOG_NORMAL4_DOUBLE, RNG_POISSON4, RNG_DISCRETE4, RNG_SKIPAHEAD_SEQUENCE,
// RNG_T(name) (the API's prefix: hiprand##name) and RNG_C(name) (its
// constants' prefix), and RNG_CONST (const where the API returns its
// constant tables as const).
#ifndef OPENHIP_TESTS_HIPRAND_DEVICE_HARNESS_H
#define OPENHIP_TESTS_HIPRAND_DEVICE_HARNESS_H

#include "../../programs/program_check.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace harness {

constexpr int kDraws = 4;
constexpr int kThreads = 64;

// Functions of every pseudo-random state.
enum PseudoFn {
  P_RAND,
  P_UNIFORM,
  P_UNIFORM_DOUBLE,
  P_NORMAL,
  P_NORMAL2,
  P_NORMAL_DOUBLE,
  P_NORMAL2_DOUBLE,
  P_LOG_NORMAL,
  P_LOG_NORMAL2,
  P_LOG_NORMAL_DOUBLE,
  P_LOG_NORMAL2_DOUBLE,
  P_POISSON_SMALL,
  P_POISSON_MEDIUM,
  P_POISSON_LARGE,
  P_DISCRETE,
  P_SKIPAHEAD,
  P_SKIPAHEAD_SEQUENCE,
  P_MIXED,
  kPseudoFns
};
// Philox's four-wide functions.
enum QuadFn {
  Q_RAND4,
  Q_UNIFORM4,
  Q_UNIFORM2_DOUBLE,
  Q_UNIFORM4_DOUBLE,
  Q_NORMAL4,
  Q_NORMAL4_DOUBLE,
  Q_LOG_NORMAL4,
  Q_LOG_NORMAL4_DOUBLE,
  Q_POISSON4,
  Q_DISCRETE4,
  kQuadFns
};
// Functions of the quasi-random states.
enum QuasiFn {
  S_RAND,
  S_UNIFORM,
  S_UNIFORM_DOUBLE,
  S_NORMAL,
  S_NORMAL_DOUBLE,
  S_LOG_NORMAL,
  S_LOG_NORMAL_DOUBLE,
  S_POISSON,
  S_DISCRETE,
  S_SKIPAHEAD,
  kQuasiFns
};

// Functions whose values come from transcendental functions: the kernel and
// the host may differ in the last bits of exp/log/sin.
__host__ __device__ inline bool pseudoInexact(int fn) {
  return (fn >= P_NORMAL && fn <= P_LOG_NORMAL2_DOUBLE) || fn == P_MIXED;
}
__host__ __device__ inline bool quadInexact(int fn) {
  return fn >= Q_NORMAL4 && fn <= Q_LOG_NORMAL4_DOUBLE;
}
__host__ __device__ inline bool quasiInexact(int fn) {
  return fn >= S_NORMAL && fn <= S_LOG_NORMAL_DOUBLE;
}

template <typename State>
__host__ __device__ void draw_pseudo(const State& initial, RNG_DISTRIBUTION dist, double* out) {
  for (int fn = 0; fn < kPseudoFns; ++fn) {
    State s = initial;
    double* o = out + fn * kDraws;
    for (int k = 0; k < kDraws; k += 2) {
      switch (fn) {
      case P_RAND:
        o[k] = RNG_RAND(&s);
        o[k + 1] = RNG_RAND(&s);
        break;
      case P_UNIFORM:
        o[k] = RNG_UNIFORM(&s);
        o[k + 1] = RNG_UNIFORM(&s);
        break;
      case P_UNIFORM_DOUBLE:
        o[k] = RNG_UNIFORM_DOUBLE(&s);
        o[k + 1] = RNG_UNIFORM_DOUBLE(&s);
        break;
      case P_NORMAL:
        o[k] = RNG_NORMAL(&s);
        o[k + 1] = RNG_NORMAL(&s);
        break;
      case P_NORMAL2: {
        float2 v = RNG_NORMAL2(&s);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case P_NORMAL_DOUBLE:
        o[k] = RNG_NORMAL_DOUBLE(&s);
        o[k + 1] = RNG_NORMAL_DOUBLE(&s);
        break;
      case P_NORMAL2_DOUBLE: {
        double2 v = RNG_NORMAL2_DOUBLE(&s);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case P_LOG_NORMAL:
        o[k] = RNG_LOG_NORMAL(&s, 0.5f, 0.25f);
        o[k + 1] = RNG_LOG_NORMAL(&s, 0.5f, 0.25f);
        break;
      case P_LOG_NORMAL2: {
        float2 v = RNG_LOG_NORMAL2(&s, 0.5f, 0.25f);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case P_LOG_NORMAL_DOUBLE:
        o[k] = RNG_LOG_NORMAL_DOUBLE(&s, 0.5, 0.25);
        o[k + 1] = RNG_LOG_NORMAL_DOUBLE(&s, 0.5, 0.25);
        break;
      case P_LOG_NORMAL2_DOUBLE: {
        double2 v = RNG_LOG_NORMAL2_DOUBLE(&s, 0.5, 0.25);
        o[k] = v.x;
        o[k + 1] = v.y;
        break;
      }
      case P_POISSON_SMALL:
        o[k] = RNG_POISSON(&s, 5.5);
        o[k + 1] = RNG_POISSON(&s, 5.5);
        break;
      case P_POISSON_MEDIUM:
        o[k] = RNG_POISSON(&s, 300.0);
        o[k + 1] = RNG_POISSON(&s, 300.0);
        break;
      case P_POISSON_LARGE:
        o[k] = RNG_POISSON(&s, 1.0e5);
        o[k + 1] = RNG_POISSON(&s, 1.0e5);
        break;
      case P_DISCRETE:
        o[k] = RNG_DISCRETE(&s, dist);
        o[k + 1] = RNG_DISCRETE(&s, dist);
        break;
      case P_SKIPAHEAD:
        skipahead(1000003ull, &s);
        o[k] = RNG_RAND(&s);
        o[k + 1] = RNG_RAND(&s);
        break;
      case P_SKIPAHEAD_SEQUENCE:
        RNG_SKIPAHEAD_SEQUENCE(3ull, &s);
        o[k] = RNG_RAND(&s);
        o[k + 1] = RNG_RAND(&s);
        break;
      case P_MIXED:
        o[k] = RNG_NORMAL(&s);
        o[k + 1] = RNG_UNIFORM(&s);
        break; // a stashed normal, then words
      }
    }
  }
}

template <typename State>
__host__ __device__ void draw_quad(const State& initial, RNG_DISTRIBUTION dist, double* out) {
  for (int fn = 0; fn < kQuadFns; ++fn) {
    State s = initial;
    double* o = out + fn * kDraws;
    switch (fn) {
    case Q_RAND4: {
      uint4 v = RNG_RAND4(&s);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_UNIFORM4: {
      float4 v = RNG_UNIFORM4(&s);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_UNIFORM2_DOUBLE: {
      double2 a = RNG_UNIFORM2_DOUBLE(&s), b = RNG_UNIFORM2_DOUBLE(&s);
      o[0] = a.x;
      o[1] = a.y;
      o[2] = b.x;
      o[3] = b.y;
      break;
    }
    case Q_UNIFORM4_DOUBLE: {
      double4 v = RNG_UNIFORM4_DOUBLE(&s);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_NORMAL4: {
      float4 v = RNG_NORMAL4(&s);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_NORMAL4_DOUBLE: {
      double4 v = RNG_NORMAL4_DOUBLE(&s);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_LOG_NORMAL4: {
      float4 v = RNG_LOG_NORMAL4(&s, 0.5f, 0.25f);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_LOG_NORMAL4_DOUBLE: {
      double4 v = RNG_LOG_NORMAL4_DOUBLE(&s, 0.5, 0.25);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_POISSON4: {
      uint4 v = RNG_POISSON4(&s, 7.25);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    case Q_DISCRETE4: {
      uint4 v = RNG_DISCRETE4(&s, dist);
      o[0] = v.x;
      o[1] = v.y;
      o[2] = v.z;
      o[3] = v.w;
      break;
    }
    }
  }
}

template <typename State>
__host__ __device__ void draw_quasi(const State& initial, RNG_DISTRIBUTION dist, double* out) {
  for (int fn = 0; fn < kQuasiFns; ++fn) {
    State s = initial;
    double* o = out + fn * kDraws;
    for (int k = 0; k < kDraws; ++k) {
      switch (fn) {
      case S_RAND:
        o[k] = static_cast<unsigned int>(RNG_RAND(&s));
        break;
      case S_UNIFORM:
        o[k] = RNG_UNIFORM(&s);
        break;
      case S_UNIFORM_DOUBLE:
        o[k] = RNG_UNIFORM_DOUBLE(&s);
        break;
      case S_NORMAL:
        o[k] = RNG_NORMAL(&s);
        break;
      case S_NORMAL_DOUBLE:
        o[k] = RNG_NORMAL_DOUBLE(&s);
        break;
      case S_LOG_NORMAL:
        o[k] = RNG_LOG_NORMAL(&s, 0.5f, 0.25f);
        break;
      case S_LOG_NORMAL_DOUBLE:
        o[k] = RNG_LOG_NORMAL_DOUBLE(&s, 0.5, 0.25);
        break;
      case S_POISSON:
        o[k] = static_cast<double>(RNG_POISSON(&s, 5.5));
        break;
      case S_DISCRETE:
        o[k] = RNG_DISCRETE(&s, dist);
        break;
      case S_SKIPAHEAD:
        if (k == 0)
          skipahead(1000003ull, &s);
        o[k] = static_cast<unsigned int>(RNG_RAND(&s));
        break;
      }
    }
  }
}

// Compares kernel values with host values: exactly, except for the normal
// and log-normal ones (within 1e-4, relative above 1). Kernels are compiled
// like GPU code, with multiply-adds contracted into FMAs on this CPU; host
// code is not, and rocRAND's inverse-CDF approximation (Winitzki's
// sqrt(-t1 + sqrt(t1 * t1 - t2))) amplifies the last-bit difference near 0
// (docs/hiprand.md, "host code and kernels").
inline void compare(Checker& check, const char* what, const std::vector<double>& device,
                    const std::vector<double>& host, int fns, bool (*inexact)(int)) {
  for (size_t i = 0; i < host.size(); ++i) {
    const int fn = static_cast<int>(i / kDraws) % fns;
    if (inexact(fn)) {
      check.expect_near(what, static_cast<long>(i), device[i], host[i], 1e-4);
    } else if (std::memcmp(&device[i], &host[i], sizeof(double)) != 0) {
      check.expect_near(what, static_cast<long>(i), device[i], host[i], 0.0);
      if (device[i] == host[i])
        check.expect_true(what, false); // +0 / -0
    }
  }
}

// ---- running the functions in kernels and in host code ------------------

template <typename State, int Fns, void (*Draw)(const State&, RNG_DISTRIBUTION, double*)>
__global__ void pseudo_kernel(unsigned long long seed, unsigned long long offset,
                              RNG_DISTRIBUTION dist, double* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  State s;
  RNG_INIT(seed, t, offset, &s);
  Draw(s, dist, out + t * Fns * kDraws);
}

// Runs Draw for kThreads states (subsequence t) in a kernel and in host
// code, compares them, and returns the kernel's values.
template <typename State, int Fns, void (*Draw)(const State&, RNG_DISTRIBUTION, double*)>
std::vector<double> run_pseudo(Checker& check, const char* what, unsigned long long seed,
                               unsigned long long offset, RNG_DISTRIBUTION dist,
                               bool (*inexact)(int)) {
  const size_t n = static_cast<size_t>(kThreads) * Fns * kDraws;
  double* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(double)));
  pseudo_kernel<State, Fns, Draw><<<kThreads / 32, 32>>>(seed, offset, dist, d);
  HIP_CHECK_LAUNCH();
  std::vector<double> device(n), host(n);
  HIP_CHECK(hipMemcpy(device.data(), d, n * sizeof(double), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  for (unsigned int t = 0; t < kThreads; ++t) {
    State s;
    RNG_INIT(seed, t, offset, &s);
    Draw(s, dist, host.data() + t * Fns * kDraws);
  }
  compare(check, what, device, host, Fns, inexact);
  return device;
}

// Quasi-random states: thread t draws dimension t (and scramble constant t).
template <typename State, typename Vectors, typename Constant, bool Scrambled>
__host__ __device__ void init_quasi(State* s, const Vectors* vectors, const Constant* constants,
                                    unsigned int t, unsigned int offset) {
  if constexpr (Scrambled) {
    RNG_INIT(const_cast<Vectors*>(vectors)[t], constants[t], offset, s);
  } else {
    (void)constants;
    RNG_INIT(const_cast<Vectors*>(vectors)[t], offset, s);
  }
}

template <typename State, typename Vectors, typename Constant, bool Scrambled>
__global__ void quasi_kernel(const Vectors* vectors, const Constant* constants, unsigned int offset,
                             RNG_DISTRIBUTION dist, double* out) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  State s;
  init_quasi<State, Vectors, Constant, Scrambled>(&s, vectors, constants, t, offset);
  draw_quasi(s, dist, out + t * kQuasiFns * kDraws);
}

template <typename State, typename Vectors, typename Constant, bool Scrambled>
std::vector<double> run_quasi(Checker& check, const char* what, const Vectors* vectors,
                              const Constant* constants, unsigned int offset,
                              RNG_DISTRIBUTION dist) {
  const size_t n = static_cast<size_t>(kThreads) * kQuasiFns * kDraws;
  Vectors* dv;
  HIP_CHECK(hipMalloc(&dv, kThreads * sizeof(Vectors)));
  HIP_CHECK(hipMemcpy(dv, vectors, kThreads * sizeof(Vectors), hipMemcpyHostToDevice));
  Constant* dc = nullptr;
  if (constants != nullptr) {
    HIP_CHECK(hipMalloc(&dc, kThreads * sizeof(Constant)));
    HIP_CHECK(hipMemcpy(dc, constants, kThreads * sizeof(Constant), hipMemcpyHostToDevice));
  }
  double* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(double)));
  quasi_kernel<State, Vectors, Constant, Scrambled><<<kThreads / 32, 32>>>(dv, dc, offset, dist, d);
  HIP_CHECK_LAUNCH();
  std::vector<double> device(n), host(n);
  HIP_CHECK(hipMemcpy(device.data(), d, n * sizeof(double), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(dv));
  if (dc != nullptr)
    HIP_CHECK(hipFree(dc));
  for (unsigned int t = 0; t < kThreads; ++t) {
    State s;
    init_quasi<State, Vectors, Constant, Scrambled>(&s, vectors, constants, t, offset);
    draw_quasi(s, dist, host.data() + t * kQuasiFns * kDraws);
  }
  compare(check, what, device, host, kQuasiFns, quasiInexact);
  return device;
}

// Mean of a function's values over all threads (statistics).
inline double mean_of(const std::vector<double>& v, int fns, int fn) {
  double sum = 0;
  int count = 0;
  for (size_t i = 0; i < v.size(); ++i) {
    if (static_cast<int>(i / kDraws) % fns == fn) {
      sum += v[i];
      ++count;
    }
  }
  return sum / count;
}

// Every function of every state, in kernels and host code. The host code
// reads the discrete distribution where the library put it (device memory,
// which OpenHIP's host code can read). Returns the
// kernel values of each state (in the order below) for reference checks.
struct AllValues {
  std::vector<double> xorwow, mrg32k3a, philox, philox_quad, sobol32, scrambled_sobol32, sobol64,
      scrambled_sobol64;
};

inline AllValues run_all(Checker& check, unsigned long long seed, unsigned long long offset) {
  AllValues all;
  RNG_DISTRIBUTION dist = nullptr;
  check.expect_eq("create poisson distribution", 0,
                  static_cast<int>(RNG_T(CreatePoissonDistribution)(9.5, &dist)), 0);
  all.xorwow = run_pseudo<RNG_T(StateXORWOW_t), kPseudoFns, draw_pseudo<RNG_T(StateXORWOW_t)>>(
      check, "xorwow", seed, offset, dist, pseudoInexact);
  all.mrg32k3a =
      run_pseudo<RNG_T(StateMRG32k3a_t), kPseudoFns, draw_pseudo<RNG_T(StateMRG32k3a_t)>>(
          check, "mrg32k3a", seed, offset, dist, pseudoInexact);
  all.philox =
      run_pseudo<RNG_T(StatePhilox4_32_10_t), kPseudoFns, draw_pseudo<RNG_T(StatePhilox4_32_10_t)>>(
          check, "philox", seed, offset, dist, pseudoInexact);
  all.philox_quad =
      run_pseudo<RNG_T(StatePhilox4_32_10_t), kQuadFns, draw_quad<RNG_T(StatePhilox4_32_10_t)>>(
          check, "philox quad", seed, offset, dist, quadInexact);

  RNG_T(DirectionVectors32_t) * v32;
  RNG_T(DirectionVectors32_t) * sv32;
  RNG_T(DirectionVectors64_t) * v64;
  RNG_T(DirectionVectors64_t) * sv64;
  RNG_CONST unsigned int* c32;
  RNG_CONST unsigned long long* c64;
  check.expect_eq(
      "vectors", 0,
      static_cast<int>(RNG_T(GetDirectionVectors32)(&v32, RNG_C(DIRECTION_VECTORS_32_JOEKUO6))), 0);
  check.expect_eq("vectors", 1,
                  static_cast<int>(RNG_T(GetDirectionVectors32)(
                      &sv32, RNG_C(SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6))),
                  0);
  check.expect_eq(
      "vectors", 2,
      static_cast<int>(RNG_T(GetDirectionVectors64)(&v64, RNG_C(DIRECTION_VECTORS_64_JOEKUO6))), 0);
  check.expect_eq("vectors", 3,
                  static_cast<int>(RNG_T(GetDirectionVectors64)(
                      &sv64, RNG_C(SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6))),
                  0);
  check.expect_eq("constants", 0, static_cast<int>(RNG_T(GetScrambleConstants32)(&c32)), 0);
  check.expect_eq("constants", 1, static_cast<int>(RNG_T(GetScrambleConstants64)(&c64)), 0);
  const unsigned int quasi_offset = static_cast<unsigned int>(offset);
  all.sobol32 = run_quasi<RNG_T(StateSobol32_t), RNG_T(DirectionVectors32_t), unsigned int, false>(
      check, "sobol32", v32, nullptr, quasi_offset, dist);
  all.scrambled_sobol32 =
      run_quasi<RNG_T(StateScrambledSobol32_t), RNG_T(DirectionVectors32_t), unsigned int, true>(
          check, "scrambled sobol32", sv32, c32, quasi_offset, dist);
  all.sobol64 =
      run_quasi<RNG_T(StateSobol64_t), RNG_T(DirectionVectors64_t), unsigned long long, false>(
          check, "sobol64", v64, nullptr, quasi_offset, dist);
  all.scrambled_sobol64 =
      run_quasi<RNG_T(StateScrambledSobol64_t), RNG_T(DirectionVectors64_t), unsigned long long,
                true>(check, "scrambled sobol64", sv64, c64, quasi_offset, dist);

  // Distribution statistics over all threads (64 * 4 values each).
  for (const std::vector<double>* v : {&all.xorwow, &all.mrg32k3a, &all.philox}) {
    check.expect_near("uniform mean", 0, mean_of(*v, kPseudoFns, P_UNIFORM), 0.5, 0.1);
    check.expect_near("normal mean", 0, mean_of(*v, kPseudoFns, P_NORMAL2_DOUBLE), 0.0, 0.25);
    check.expect_near("poisson mean", 0, mean_of(*v, kPseudoFns, P_POISSON_MEDIUM), 300.0, 0.02);
    check.expect_near("poisson mean", 1, mean_of(*v, kPseudoFns, P_POISSON_LARGE), 1.0e5, 0.001);
    check.expect_near("discrete mean", 0, mean_of(*v, kPseudoFns, P_DISCRETE), 9.5, 0.1);
  }
  check.expect_near("poisson4 mean", 0, mean_of(all.philox_quad, kQuadFns, Q_POISSON4), 7.25, 0.1);
  check.expect_near("discrete4 mean", 0, mean_of(all.philox_quad, kQuadFns, Q_DISCRETE4), 9.5, 0.1);
  check.expect_eq("destroy distribution", 0, static_cast<int>(RNG_T(DestroyDistribution)(dist)), 0);
  return all;
}

} // namespace harness

#endif // OPENHIP_TESTS_HIPRAND_DEVICE_HARNESS_H
