#include "sobol_tables.h"

#include <mutex>
#include <random>
#include <vector>

namespace openhip_rand::host {
namespace {

const unsigned int kJoeKuo[] = {
#include "data/sobol_joe_kuo_6_21201.inc"
};

// Vectors of every dimension: dimension 0 is the van der Corput sequence
// (v_j = 2^(w-1-j)); the others start with m_j << (w-1-j) and continue by
// the recurrence of their primitive polynomial of degree s:
// v_j = v_(j-s) ^ (v_(j-s) >> s) ^ sum of a_k v_(j-k).
template <typename T> std::vector<T> buildVectors(unsigned long long scramble_offset) {
  constexpr int bits = sizeof(T) * 8;
  std::vector<T> v(static_cast<size_t>(kSobolDimensions) * bits);
  for (int j = 0; j < bits; ++j)
    v[j] = T(1) << (bits - 1 - j);
  size_t cursor = 0;
  for (unsigned int d = 1; d < kSobolDimensions; ++d) {
    T* dv = v.data() + static_cast<size_t>(d) * bits;
    const unsigned int s = kJoeKuo[cursor++];
    const unsigned int a = kJoeKuo[cursor++];
    for (unsigned int j = 0; j < s; ++j)
      dv[j] = static_cast<T>(kJoeKuo[cursor++]) << (bits - 1 - j);
    for (int j = static_cast<int>(s); j < bits; ++j) {
      T x = dv[j - s] ^ (dv[j - s] >> s);
      for (unsigned int k = 1; k < s; ++k) {
        if ((a >> (s - 1 - k)) & 1u)
          x ^= dv[j - k];
      }
      dv[j] = x;
    }
  }
  // rocRAND's scrambled sets are the plain vectors plus a fixed offset
  // (640000 in 32 bits, 1280000 in 64), modulo 2^w.
  if (scramble_offset != 0) {
    for (T& x : v)
      x = static_cast<T>(x + scramble_offset);
  }
  return v;
}

template <typename T, bool Scrambled> const T* vectorsOnce() {
  static std::once_flag once;
  static std::vector<T> table;
  std::call_once(once, [] {
    table = buildVectors<T>(Scrambled ? (sizeof(T) == 4 ? 640000ull : 1280000ull) : 0ull);
  });
  return table.data();
}

// rocRAND's scramble constants: the outputs of std::mt19937 with its default
// seed; a 64-bit constant joins two outputs, the first as the high word.
template <typename T> const T* constantsOnce() {
  static std::once_flag once;
  static std::vector<T> table;
  std::call_once(once, [] {
    std::mt19937 engine;
    table.resize(kSobolDimensions);
    for (T& c : table) {
      c = static_cast<T>(engine());
      if (sizeof(T) == 8)
        c = static_cast<T>(static_cast<unsigned long long>(c) << 32 | engine());
    }
  });
  return table.data();
}

} // namespace

const unsigned int* sobolDirectionVectors32(bool scrambled) {
  return scrambled ? vectorsOnce<unsigned int, true>() : vectorsOnce<unsigned int, false>();
}

const unsigned long long* sobolDirectionVectors64(bool scrambled) {
  return scrambled ? vectorsOnce<unsigned long long, true>()
                   : vectorsOnce<unsigned long long, false>();
}

const unsigned int* sobolScrambleConstants32() {
  return constantsOnce<unsigned int>();
}

const unsigned long long* sobolScrambleConstants64() {
  return constantsOnce<unsigned long long>();
}

} // namespace openhip_rand::host
