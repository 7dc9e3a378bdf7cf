// Philox4x32-10 (Salmon, Moraes, Dror, Shaw: "Parallel random numbers: as
// easy as 1, 2, 3", SC'11): a counter-based generator. Output block k is the
// 10-round bijection of the 128-bit counter k under the 64-bit key (the seed);
// the subsequence number occupies the counter's high 64 bits.
//
// The state layout and its member names are those of cuRAND's
// curandStatePhilox4_32_10; hipRAND's state type has the same layout.
#ifndef OPENHIP_RAND_DETAIL_PHILOX4X32_10_H
#define OPENHIP_RAND_DETAIL_PHILOX4X32_10_H

#include <hiprand/detail/rand_common.h>

namespace openhip_rand {

struct philox4x32_10_state {
  uint4 ctr;                 // counter of the current output block
  uint4 output;              // the current block: philox(ctr, key)
  uint2 key;                 // the seed
  unsigned int STATE;        // next word of `output` to return (0..3)
  int boxmuller_flag;        // a second normal float is pending
  int boxmuller_flag_double; // a second normal double is pending
  float boxmuller_extra;
  double boxmuller_extra_double;
};

OPENHIP_RAND_FUNC uint4 philox_round(uint4 c, uint2 k) {
  const unsigned long long p0 = mul_wide(0xD2511F53u, c.x);
  const unsigned long long p1 = mul_wide(0xCD9E8D57u, c.z);
  return make_uint4(static_cast<unsigned int>(p1 >> 32) ^ c.y ^ k.x, static_cast<unsigned int>(p1),
                    static_cast<unsigned int>(p0 >> 32) ^ c.w ^ k.y, static_cast<unsigned int>(p0));
}

OPENHIP_RAND_FUNC uint4 philox4x32_10(uint4 c, uint2 k) {
  for (int round = 0; round < 9; ++round) {
    c = philox_round(c, k);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return philox_round(c, k);
}

OPENHIP_RAND_FUNC void philox_refresh(philox4x32_10_state* s) {
  s->output = philox4x32_10(s->ctr, s->key);
}

// Sets the state to position `offset` of subsequence `subsequence` of the
// sequence of `seed` (the same for hipRAND and cuRAND).
OPENHIP_RAND_FUNC void philox_init(philox4x32_10_state* s, unsigned long long seed,
                                   unsigned long long subsequence, unsigned long long offset) {
  s->key = make_uint2(static_cast<unsigned int>(seed), static_cast<unsigned int>(seed >> 32));
  s->ctr = counter_add(counter_add_high(make_uint4(0, 0, 0, 0), subsequence), offset / 4);
  s->STATE = static_cast<unsigned int>(offset % 4);
  s->boxmuller_flag = 0;
  s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
  philox_refresh(s);
}

OPENHIP_RAND_FUNC void philox_skipahead(philox4x32_10_state* s, unsigned long long n) {
  const unsigned int word = s->STATE + static_cast<unsigned int>(n % 4);
  s->ctr = counter_add(s->ctr, n / 4 + word / 4);
  s->STATE = word % 4;
  philox_refresh(s);
}

OPENHIP_RAND_FUNC void philox_skipahead_subsequence(philox4x32_10_state* s, unsigned long long n) {
  s->ctr = counter_add_high(s->ctr, n);
  philox_refresh(s);
}

OPENHIP_RAND_FUNC unsigned int philox_next(philox4x32_10_state* s) {
  const unsigned int value = component(s->output, s->STATE);
  if (++s->STATE == 4) {
    s->STATE = 0;
    s->ctr = counter_add(s->ctr, 1);
    philox_refresh(s);
  }
  return value;
}

// The next four outputs (the position advances by four).
OPENHIP_RAND_FUNC uint4 philox_next4(philox4x32_10_state* s) {
  const uint4 current = s->output;
  s->ctr = counter_add(s->ctr, 1);
  philox_refresh(s);
  return window4(current, s->output, s->STATE);
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_PHILOX4X32_10_H
