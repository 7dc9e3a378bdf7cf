// XORWOW (Marsaglia, "Xorshift RNGs", J. Stat. Softw. 8(14), 2003): a 160-bit
// xorshift combined with a Weyl sequence d += 362437. Skip-ahead uses the
// matrices of jump_tables.h; subsequences are 2^67 outputs apart.
//
// State layout and member names as cuRAND's curandStateXORWOW.
#ifndef OPENHIP_RAND_DETAIL_XORWOW_H
#define OPENHIP_RAND_DETAIL_XORWOW_H

#include <hiprand/detail/jump_tables.h>
#include <hiprand/detail/rand_common.h>

namespace openhip_rand {

struct xorwow_state {
  unsigned int d;    // Weyl sequence
  unsigned int v[5]; // xorshift words
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};

OPENHIP_RAND_FUNC unsigned int xorwow_next(xorwow_state* s) {
  const unsigned int t = s->v[0] ^ (s->v[0] >> 2);
  s->v[0] = s->v[1];
  s->v[1] = s->v[2];
  s->v[2] = s->v[3];
  s->v[3] = s->v[4];
  s->v[4] = (s->v[4] ^ (s->v[4] << 4)) ^ (t ^ (t << 1));
  s->d += 362437u;
  return s->d + s->v[4];
}

// v <- M v for one 160x160 jump matrix (rows of set bits XORed together).
OPENHIP_RAND_FUNC void xorwow_apply(const unsigned int* matrix, unsigned int* v) {
  unsigned int r[5] = {0, 0, 0, 0, 0};
  for (int word = 0; word < 5; ++word) {
    for (int bit = 0; bit < 32; ++bit) {
      const unsigned int mask = 0u - ((v[word] >> bit) & 1u);
      const unsigned int* row = matrix + (word * 32 + bit) * 5;
      for (int k = 0; k < 5; ++k)
        r[k] ^= row[k] & mask;
    }
  }
  for (int k = 0; k < 5; ++k)
    v[k] = r[k];
}

// Applies M^(n * unit) with tables[i] = M^(unit * 4^i): one to three products
// per base-4 digit of n.
OPENHIP_RAND_FUNC void xorwow_jump(unsigned int* v, unsigned long long n,
                                   const unsigned int (*tables)[800]) {
  for (int i = 0; n != 0; ++i, n >>= 2) {
    for (unsigned int k = 0; k < (n & 3u); ++k)
      xorwow_apply(tables[i], v);
  }
}

OPENHIP_RAND_FUNC void xorwow_skipahead(xorwow_state* s, unsigned long long n) {
  xorwow_jump(s->v, n, xorwow_jump_table);
  s->d += static_cast<unsigned int>(n) * 362437u;
}

// 2^67 * n steps; the Weyl sequence is unchanged (2^67 * 362437 = 0 mod 2^32).
OPENHIP_RAND_FUNC void xorwow_skipahead_subsequence(xorwow_state* s, unsigned long long n) {
  xorwow_jump(s->v, n, xorwow_sequence_jump_table);
}

// The seeding of both libraries: the seed's halves, XORed with salt constants
// and multiplied by odd constants, perturb Marsaglia's initial state; the
// libraries differ only in the constants.
struct xorwow_seeding {
  unsigned int salt_low, salt_high, mul_low, mul_high;
};
constexpr xorwow_seeding kRocrandXorwowSeeding = {0x2c7f967fu, 0xa03697cbu, 1228688033u,
                                                  2073658381u};
constexpr xorwow_seeding kCurandXorwowSeeding = {0xaad26b49u, 0xf7dcefddu, 1099087573u,
                                                 2591861531u};

OPENHIP_RAND_FUNC void xorwow_init(xorwow_state* s, const xorwow_seeding& c,
                                   unsigned long long seed, unsigned long long subsequence,
                                   unsigned long long offset) {
  const unsigned int t0 = c.mul_low * (static_cast<unsigned int>(seed) ^ c.salt_low);
  const unsigned int t1 = c.mul_high * (static_cast<unsigned int>(seed >> 32) ^ c.salt_high);
  s->d = 6615241u + t1 + t0;
  s->v[0] = 123456789u + t0;
  s->v[1] = 362436069u ^ t0;
  s->v[2] = 521288629u + t1;
  s->v[3] = 88675123u ^ t1;
  s->v[4] = 5783321u + t0;
  xorwow_skipahead_subsequence(s, subsequence);
  xorwow_skipahead(s, offset);
  s->boxmuller_flag = 0;
  s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_XORWOW_H
