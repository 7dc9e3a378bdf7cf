// What a host-API generation call asks for: the value type, the
// distribution and its parameters, and the output. Status values are those
// of hipRAND and cuRAND (the two enums have the same numbers).
#ifndef OPENHIP_HIPRAND_REQUEST_H
#define OPENHIP_HIPRAND_REQUEST_H

#include <cstddef>

namespace openhip_rand::host {

enum class Status : int {
  success = 0,
  not_initialized = 101,
  allocation_failed = 102,
  type_error = 103,
  out_of_range = 104,
  length_not_multiple = 105,
  launch_failure = 201,
  internal_error = 999,
};

// Whose sequences and conversions a generator reproduces.
enum class Flavor { rocrand, curand };

enum class Engine {
  xorwow,
  mrg32k3a,
  mtgp32,
  mt19937,
  philox4x32_10,
  sobol32,
  scrambled_sobol32,
  sobol64,
  scrambled_sobol64
};

enum class Value { u8, u16, u32, u64, f16, f32, f64 };

enum class Distribution { bits, uniform, normal, log_normal, poisson };

struct Request {
  Distribution distribution;
  Value value;
  void* data;
  size_t n;
  double mean = 0.0;
  double stddev = 1.0;
  double lambda = 0.0;
};

inline bool isQuasi(Engine e) {
  return e == Engine::sobol32 || e == Engine::scrambled_sobol32 || e == Engine::sobol64 ||
         e == Engine::scrambled_sobol64;
}

inline bool is64BitQuasi(Engine e) {
  return e == Engine::sobol64 || e == Engine::scrambled_sobol64;
}

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_REQUEST_H
