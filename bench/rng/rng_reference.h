// Plain C++ loops of the generators (rng_reference.cpp), the reference of
// bench/rng/rng_uniform.hip.
#ifndef OPENHIP_BENCH_RNG_REFERENCE_H
#define OPENHIP_BENCH_RNG_REFERENCE_H

#include <cstddef>
#include <cstdint>

namespace rng_reference {

struct XorwowState {
  uint32_t d;
  uint32_t x[5];
};
struct Mrg32k3aState {
  uint32_t g1[3], g2[3];
};
struct Mtgp32Params {
  uint32_t pos, sh1, sh2, mask;
  uint32_t param_tbl[16], temper_tbl[16];
};

void xorwow(XorwowState s, float* out, size_t n);
void mrg32k3a(Mrg32k3aState s, float* out, size_t n);
void philox(uint32_t key0, uint32_t key1, float* out, size_t n);
void mtgp32(const Mtgp32Params& p, const uint32_t* status, float* out, size_t n);
void mt19937(uint32_t seed, float* out, size_t n);
void sobol32(const uint32_t* vectors, uint32_t first, uint32_t x, float* out, size_t n);

} // namespace rng_reference

#endif // OPENHIP_BENCH_RNG_REFERENCE_H
