// MRG32k3a (L'Ecuyer, "Good parameters and implementations for combined
// multiple recursive random number generators", Oper. Res. 47(1), 1999): two
// order-3 recurrences modulo m1 and m2 combined by subtraction. Outputs lie in
// [1, m1]. Subsequences are 2^76 outputs apart, sequences 2^127.
//
// State layout and member names as cuRAND's curandStateMRG32k3a.
#ifndef OPENHIP_RAND_DETAIL_MRG32K3A_H
#define OPENHIP_RAND_DETAIL_MRG32K3A_H

#include <hiprand/detail/jump_tables.h>
#include <hiprand/detail/rand_common.h>

namespace openhip_rand {

constexpr unsigned int kMrgM1 = 4294967087u;
constexpr unsigned int kMrgM2 = 4294944443u;

struct mrg32k3a_state {
  unsigned int s1[3]; // component 1, oldest value first
  unsigned int s2[3]; // component 2
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};

// p mod m1 for p < 2^64 by folding the high word (2^32 = 209 mod m1): one
// fold and one subtraction, as both libraries reduce (the result may exceed
// m1 only for p far above the products the recurrence forms).
OPENHIP_RAND_FUNC unsigned long long mrg_fold_m1(unsigned long long p) {
  p = 209ull * (p >> 32) + (p & 0xffffffffull);
  return p >= kMrgM1 ? p - kMrgM1 : p;
}

// p mod m2 (2^32 = 22853 mod m2): two folds, one subtraction.
OPENHIP_RAND_FUNC unsigned long long mrg_fold_m2(unsigned long long p) {
  p = 22853ull * (p >> 32) + (p & 0xffffffffull);
  p = 22853ull * (p >> 32) + (p & 0xffffffffull);
  return p >= kMrgM2 ? p - kMrgM2 : p;
}

// One step; returns the combined output in [1, m1].
OPENHIP_RAND_FUNC unsigned int mrg32k3a_next(mrg32k3a_state* s) {
  const unsigned int p1 = static_cast<unsigned int>(
      mrg_fold_m1(mul_wide(1403580u, s->s1[1]) + mul_wide(810728u, kMrgM1 - s->s1[0])));
  s->s1[0] = s->s1[1];
  s->s1[1] = s->s1[2];
  s->s1[2] = p1;
  const unsigned int p2 = static_cast<unsigned int>(
      mrg_fold_m2(mul_wide(527612u, s->s2[2]) + mul_wide(1370589u, kMrgM2 - s->s2[0])));
  s->s2[0] = s->s2[1];
  s->s2[1] = s->s2[2];
  s->s2[2] = p2;
  return p1 - p2 + (p1 <= p2 ? kMrgM1 : 0u);
}

// s <- A s (mod m) for a row-major 3x3 matrix with entries below m.
OPENHIP_RAND_FUNC void mrg_apply(const unsigned long long* a, unsigned int* s,
                                 unsigned long long m) {
  unsigned long long r[3];
  for (int i = 0; i < 3; ++i) {
    unsigned long long sum = 0;
    for (int j = 0; j < 3; ++j)
      sum = (sum + (a[i * 3 + j] * s[j]) % m) % m;
    r[i] = sum;
  }
  for (int i = 0; i < 3; ++i)
    s[i] = static_cast<unsigned int>(r[i]);
}

// Applies A^(n * unit) to both components, tables[k] = A^(unit * 2^k).
OPENHIP_RAND_FUNC void mrg_jump(mrg32k3a_state* s, unsigned long long n,
                                const unsigned long long (*table1)[9],
                                const unsigned long long (*table2)[9]) {
  for (int k = 0; n != 0; ++k, n >>= 1) {
    if (n & 1) {
      mrg_apply(table1[k], s->s1, kMrgM1);
      mrg_apply(table2[k], s->s2, kMrgM2);
    }
  }
}

OPENHIP_RAND_FUNC void mrg32k3a_skipahead(mrg32k3a_state* s, unsigned long long n) {
  mrg_jump(s, n, mrg32k3a_jump1_table, mrg32k3a_jump2_table);
}
OPENHIP_RAND_FUNC void mrg32k3a_skipahead_subsequence(mrg32k3a_state* s, unsigned long long n) {
  mrg_jump(s, n, mrg32k3a_subsequence_jump1_table, mrg32k3a_subsequence_jump2_table);
}
OPENHIP_RAND_FUNC void mrg32k3a_skipahead_sequence(mrg32k3a_state* s, unsigned long long n) {
  mrg_jump(s, n, mrg32k3a_sequence_jump1_table, mrg32k3a_sequence_jump2_table);
}

OPENHIP_RAND_FUNC void mrg32k3a_clear_normals(mrg32k3a_state* s) {
  s->boxmuller_flag = 0;
  s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
}

// rocRAND's seeding: seed 0 means 12345; each word is (seed-half ^ salt) times
// the whole 64-bit seed, reduced the way rocRAND reduces it (the 64-bit
// products wrap, and the last reduction leaves values that the 32-bit state
// then truncates) so that every seed gives rocRAND's state.
OPENHIP_RAND_FUNC unsigned long long rocrand_mrg_mod_mul(unsigned int i, unsigned long long j,
                                                         bool first) {
  const unsigned long long hi = i / 131072u, lo = i % 131072u;
  const unsigned long long t1 = (first ? mrg_fold_m1(hi * j) : mrg_fold_m2(hi * j)) * 131072ull;
  const unsigned long long t2 = first ? mrg_fold_m1(lo * j) : mrg_fold_m2(lo * j);
  return first ? mrg_fold_m1(t1 + t2) : mrg_fold_m2(t1 + t2);
}

OPENHIP_RAND_FUNC void mrg32k3a_init_rocrand(mrg32k3a_state* s, unsigned long long seed,
                                             unsigned long long subsequence,
                                             unsigned long long offset) {
  if (seed == 0)
    seed = 12345;
  const unsigned int x = static_cast<unsigned int>(seed) ^ 0x55555555u;
  const unsigned int y = static_cast<unsigned int>((seed >> 32) ^ 0xAAAAAAAAu);
  s->s1[0] = static_cast<unsigned int>(rocrand_mrg_mod_mul(x, seed, true));
  s->s1[1] = static_cast<unsigned int>(rocrand_mrg_mod_mul(y, seed, true));
  s->s1[2] = static_cast<unsigned int>(rocrand_mrg_mod_mul(x, seed, true));
  s->s2[0] = static_cast<unsigned int>(rocrand_mrg_mod_mul(y, seed, false));
  s->s2[1] = static_cast<unsigned int>(rocrand_mrg_mod_mul(x, seed, false));
  s->s2[2] = static_cast<unsigned int>(rocrand_mrg_mod_mul(y, seed, false));
  mrg32k3a_clear_normals(s);
  mrg32k3a_skipahead_subsequence(s, subsequence);
  mrg32k3a_skipahead(s, offset);
}

// cuRAND's seeding: L'Ecuyer's initial state 12345 (seed 0 keeps it), else
// each word is (seed-half ^ salt) * 12345 mod m.
OPENHIP_RAND_FUNC void mrg32k3a_init_curand(mrg32k3a_state* s, unsigned long long seed,
                                            unsigned long long subsequence,
                                            unsigned long long offset) {
  for (int i = 0; i < 3; ++i)
    s->s1[i] = s->s2[i] = 12345u;
  if (seed != 0) {
    const unsigned long long x1 = static_cast<unsigned int>(seed) ^ 0x55555555u;
    const unsigned long long x2 = static_cast<unsigned int>((seed >> 32) ^ 0xAAAAAAAAu);
    s->s1[0] = static_cast<unsigned int>(x1 * 12345u % kMrgM1);
    s->s1[1] = static_cast<unsigned int>(x2 * 12345u % kMrgM1);
    s->s1[2] = static_cast<unsigned int>(x1 * 12345u % kMrgM1);
    s->s2[0] = static_cast<unsigned int>(x2 * 12345u % kMrgM2);
    s->s2[1] = static_cast<unsigned int>(x1 * 12345u % kMrgM2);
    s->s2[2] = static_cast<unsigned int>(x2 * 12345u % kMrgM2);
  }
  mrg32k3a_clear_normals(s);
  mrg32k3a_skipahead_subsequence(s, subsequence);
  mrg32k3a_skipahead(s, offset);
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_MRG32K3A_H
