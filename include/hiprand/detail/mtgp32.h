// MTGP32-11213 (Saito and Matsumoto, "Variants of Mersenne Twister suitable
// for graphic processors", ACM TOMS 39(2), 2013): a block-parallel Mersenne
// Twister. One state (a ring of 1024 words, 351 live) belongs to one thread
// block; each call of the generator lets the block's threads compute one new
// word each, so the state must not be shared between blocks. Parameter set p
// (of 200 in cuRAND, 512 in rocRAND) selects an independent sequence.
//
// The public parameter types are cuRAND's (mtgp32_params_fast_t,
// mtgp32_kernel_params_t); hipRAND names the same records.
#ifndef OPENHIP_RAND_DETAIL_MTGP32_H
#define OPENHIP_RAND_DETAIL_MTGP32_H

#include <hiprand/detail/rand_common.h>
#include <stdint.h>
#include <string.h>

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define MTGP32_TS 16
#define MTGP32_N MTGPDC_N
#define MTGP32_MAX_NUM_BLOCKS 512
#define CURAND_NUM_MTGP32_PARAMS 200

// One parameter set, as published by the MTGP authors.
struct mtgp32_params_fast {
  int mexp;                    // Mersenne exponent (11213)
  int pos;                     // pick-up position
  int sh1;                     // shift 1
  int sh2;                     // shift 2
  uint32_t tbl[16];            // recursion table
  uint32_t tmp_tbl[16];        // tempering table
  uint32_t flt_tmp_tbl[16];    // tempering table producing floats in [1, 2)
  uint32_t mask;               // state mask
  unsigned char poly_sha1[21]; // SHA-1 of the characteristic polynomial
};
typedef struct mtgp32_params_fast mtgp32_params_fast_t;

// The parameter sets laid out for device code (curandMakeMTGP32Constants).
struct mtgp32_kernel_params {
  unsigned int pos_tbl[MTGP32_MAX_NUM_BLOCKS];
  unsigned int param_tbl[MTGP32_MAX_NUM_BLOCKS][MTGP32_TS];
  unsigned int temper_tbl[MTGP32_MAX_NUM_BLOCKS][MTGP32_TS];
  unsigned int single_temper_tbl[MTGP32_MAX_NUM_BLOCKS][MTGP32_TS];
  unsigned int sh1_tbl[MTGP32_MAX_NUM_BLOCKS];
  unsigned int sh2_tbl[MTGP32_MAX_NUM_BLOCKS];
  unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

namespace openhip_rand {

constexpr int kMtgp32ParamSets = 512;

// The tables of one parameter set, wherever they are stored.
struct mtgp32_set {
  unsigned int pos, sh1, sh2, mask;
  const unsigned int* param;
  const unsigned int* temper;
  const unsigned int* single_temper;
};

OPENHIP_RAND_FUNC mtgp32_set mtgp32_kernel_set(const mtgp32_kernel_params* k, int index) {
  return {k->pos_tbl[index],   k->sh1_tbl[index],    k->sh2_tbl[index],          k->mask[0],
          k->param_tbl[index], k->temper_tbl[index], k->single_temper_tbl[index]};
}

OPENHIP_RAND_FUNC unsigned int mtgp32_recursion(const mtgp32_set& p, unsigned int x1,
                                                unsigned int x2, unsigned int y) {
  unsigned int x = (x1 & p.mask) ^ x2;
  x ^= x << p.sh1;
  y = x ^ (y >> p.sh2);
  return y ^ p.param[y & 0x0f];
}

OPENHIP_RAND_FUNC unsigned int mtgp32_fold(unsigned int t) {
  t ^= t >> 16;
  t ^= t >> 8;
  return t & 0x0f;
}

// Computes the new word of position `t` of the window starting at `offset`
// (stored 351 words ahead) and returns the tempered output. The caller
// advances the offset after a barrier.
OPENHIP_RAND_FUNC unsigned int mtgp32_word(unsigned int* status, int offset, unsigned int t,
                                           const mtgp32_set& p, unsigned int* raw = nullptr) {
  const unsigned int r = mtgp32_recursion(p, status[(t + offset) & MTGP32_STATE_MASK],
                                          status[(t + offset + 1) & MTGP32_STATE_MASK],
                                          status[(t + offset + p.pos) & MTGP32_STATE_MASK]);
  status[(t + offset + MTGPDC_N) & MTGP32_STATE_MASK] = r;
  if (raw != nullptr)
    *raw = r;
  return r ^ p.temper[mtgp32_fold(status[(t + offset + p.pos - 1) & MTGP32_STATE_MASK])];
}

// The initial state of parameter set `params` for `seed` (MTGP's
// mtgp32_init_state): 351 words from the hidden seed and a linear
// congruential spread of the seed; the rest of the ring is zero.
inline void mtgp32_init_state(unsigned int status[MTGP32_STATE_SIZE],
                              const mtgp32_params_fast_t* params, unsigned int seed) {
  const int size = params->mexp / 32 + 1;
  const unsigned int hidden_seed = params->tbl[4] ^ (params->tbl[8] << 16);
  unsigned int fill = hidden_seed;
  fill += fill >> 16;
  fill += fill >> 8;
  memset(status, 0, sizeof(unsigned int) * MTGP32_STATE_SIZE);
  memset(status, static_cast<int>(fill & 0xff), sizeof(unsigned int) * size);
  status[0] = seed;
  status[1] = hidden_seed;
  for (int i = 1; i < size; ++i) {
    status[i] ^=
        1812433253u * (status[i - 1] ^ (status[i - 1] >> 30)) + static_cast<unsigned int>(i);
  }
}

// Lays out `count` parameter sets for device code (the rest of the tables are
// zero).
inline void mtgp32_make_kernel_params(const mtgp32_params_fast_t* params, int count,
                                      mtgp32_kernel_params* k) {
  memset(k, 0, sizeof(*k));
  k->mask[0] = params[0].mask;
  for (int i = 0; i < count && i < MTGP32_MAX_NUM_BLOCKS; ++i) {
    k->pos_tbl[i] = static_cast<unsigned int>(params[i].pos);
    k->sh1_tbl[i] = static_cast<unsigned int>(params[i].sh1);
    k->sh2_tbl[i] = static_cast<unsigned int>(params[i].sh2);
    for (int j = 0; j < MTGP32_TS; ++j) {
      k->param_tbl[i][j] = params[i].tbl[j];
      k->temper_tbl[i][j] = params[i].tmp_tbl[j];
      k->single_temper_tbl[i][j] = params[i].flt_tmp_tbl[j];
    }
  }
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_MTGP32_H
