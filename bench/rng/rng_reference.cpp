// The reference of bench/rng: each generator as a plain sequential C++ loop
// filling n uniform floats from one engine, the way a CPU programmer writes
// it (built by g++ -O3 -march=native; see run.sh). The loops take their
// initial state from the caller, who derives it with hipRAND's device API,
// so their values can be checked against the library's.
#include "rng_reference.h"

#include <cstdint>
#include <random>

namespace rng_reference {

namespace {
constexpr float k2Pow32Inv = 2.3283064e-10f; // rocRAND's uniform: (w + 1) * 2^-32
inline float uniform(uint32_t w) {
  return k2Pow32Inv + w * k2Pow32Inv;
}
} // namespace

void xorwow(XorwowState s, float* out, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const uint32_t t = s.x[0] ^ (s.x[0] >> 2);
    s.x[0] = s.x[1];
    s.x[1] = s.x[2];
    s.x[2] = s.x[3];
    s.x[3] = s.x[4];
    s.x[4] = (s.x[4] ^ (s.x[4] << 4)) ^ (t ^ (t << 1));
    s.d += 362437;
    out[i] = uniform(s.d + s.x[4]);
  }
}

// L'Ecuyer's MRG32k3a in 64-bit integers (faster here than his published
// double-precision form); outputs in [1, m1], scaled by 1 / m1 as rocRAND
// does.
void mrg32k3a(Mrg32k3aState s, float* out, size_t n) {
  constexpr uint64_t m1 = 4294967087ull, m2 = 4294944443ull;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t p1 = (1403580ull * s.g1[1] + (m1 - 810728ull) * s.g1[0]) % m1;
    s.g1[0] = s.g1[1];
    s.g1[1] = s.g1[2];
    s.g1[2] = static_cast<uint32_t>(p1);
    const uint64_t p2 = (527612ull * s.g2[2] + (m2 - 1370589ull) * s.g2[0]) % m2;
    s.g2[0] = s.g2[1];
    s.g2[1] = s.g2[2];
    s.g2[2] = static_cast<uint32_t>(p2);
    const uint64_t r = p1 > p2 ? p1 - p2 : p1 - p2 + m1;
    out[i] = static_cast<float>(r * 2.3283065498378288e-10);
  }
}

// Philox4x32-10 over consecutive counters (n a multiple of 4).
void philox(uint32_t key0, uint32_t key1, float* out, size_t n) {
  for (size_t i = 0; i < n / 4; ++i) {
    uint32_t c0 = static_cast<uint32_t>(i), c1 = static_cast<uint32_t>(i >> 32), c2 = 0, c3 = 0;
    uint32_t k0 = key0, k1 = key1;
    for (int r = 0; r < 10; ++r) {
      const uint64_t p0 = 0xD2511F53ull * c0, p1 = 0xCD9E8D57ull * c2;
      const uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c1 ^ k0,
                     n2 = static_cast<uint32_t>(p0 >> 32) ^ c3 ^ k1;
      c1 = static_cast<uint32_t>(p1);
      c3 = static_cast<uint32_t>(p0);
      c0 = n0;
      c2 = n2;
      k0 += 0x9E3779B9u;
      k1 += 0xBB67AE85u;
    }
    out[4 * i] = uniform(c0);
    out[4 * i + 1] = uniform(c1);
    out[4 * i + 2] = uniform(c2);
    out[4 * i + 3] = uniform(c3);
  }
}

// MTGP32 (Saito and Matsumoto's sequential form) with one parameter set:
// a ring of 1024 words, of which the 351 most recent are the state.
void mtgp32(const Mtgp32Params& p, const uint32_t* status, float* out, size_t n) {
  constexpr int kN = 351, kRing = 1024, kMask = kRing - 1;
  uint32_t ring[kRing];
  for (int i = 0; i < kN; ++i)
    ring[i] = status[i];
  unsigned int start = 0;
  for (size_t i = 0; i < n; ++i, ++start) {
    const uint32_t x1 = ring[start & kMask], x2 = ring[(start + 1) & kMask],
                   y = ring[(start + p.pos) & kMask];
    uint32_t x = (x1 & p.mask) ^ x2;
    x ^= x << p.sh1;
    const uint32_t yy = x ^ (y >> p.sh2);
    const uint32_t r = yy ^ p.param_tbl[yy & 0x0f];
    ring[(start + kN) & kMask] = r;
    uint32_t t = ring[(start + p.pos - 1) & kMask];
    t ^= t >> 16;
    t ^= t >> 8;
    out[i] = uniform(r ^ p.temper_tbl[t & 0x0f]);
  }
}

// Sobol32, one dimension, Gray-code order from point `first` (whose value is x).
void sobol32(const uint32_t* vectors, uint32_t first, uint32_t x, float* out, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    out[i] = uniform(x);
    x ^= vectors[__builtin_ctz(~static_cast<uint32_t>(first + i))];
  }
}

// MT19937: the C++ standard library's engine (mt19937ar's sequence).
void mt19937(uint32_t seed, float* out, size_t n) {
  std::mt19937 engine(seed);
  for (size_t i = 0; i < n; ++i)
    out[i] = uniform(static_cast<uint32_t>(engine()));
}

} // namespace rng_reference
