// hipRAND's device API: generator states that kernels (and host code)
// initialize and draw from. The sequences are rocRAND's for the same seed,
// subsequence and offset (docs/hiprand.md); the engines live in
// include/hiprand/detail/ and are shared with cuRAND's names
// (curand_kernel.h) and the host library.
#ifndef HIPRAND_KERNEL_H_
#define HIPRAND_KERNEL_H_

#ifndef QUALIFIERS
#define QUALIFIERS __forceinline__ __device__
#endif

#include <hip/hip_runtime.h>
#include <hiprand/detail/mrg32k3a.h>
#include <hiprand/detail/mtgp32.h>
#include <hiprand/detail/philox4x32_10.h>
#include <hiprand/detail/rocrand_distributions.h>
#include <hiprand/detail/sobol.h>
#include <hiprand/detail/xorwow.h>
#include <hiprand/hiprand.h>

#define HIPRAND_PHILOX4x32_DEFAULT_SEED 0ULL
#define HIPRAND_XORWOW_DEFAULT_SEED 0ULL
#define HIPRAND_MRG32K3A_DEFAULT_SEED 12345ULL
#define HIPRAND_MTGP32_DEFAULT_SEED 0ULL
#define HIPRAND_MT19937_DEFAULT_SEED 0ULL

// Functions of this header run in device and in host code.
#define OPENHIP_HIPRAND_FUNC __host__ __device__ inline __attribute__((always_inline))

struct hiprandStateXORWOW : openhip_rand::xorwow_state {};
struct hiprandState : openhip_rand::xorwow_state {};
struct hiprandStatePhilox4_32_10 : openhip_rand::philox4x32_10_state {};
struct hiprandStateMRG32k3a : openhip_rand::mrg32k3a_state {};
struct hiprandStateSobol32 : openhip_rand::sobol32_state {};
struct hiprandStateScrambledSobol32 : openhip_rand::sobol32_state {};
struct hiprandStateSobol64 : openhip_rand::sobol64_state {};
struct hiprandStateScrambledSobol64 : openhip_rand::sobol64_state {};

// An MTGP32 state carries its parameter set, as rocRAND's does, so it works
// without the kernel parameter table (hiprandMakeMTGP32KernelState fills it).
struct hiprandStateMtgp32 {
  int offset; // start of the current window in `status`
  int id;     // parameter set
  unsigned int status[MTGP32_STATE_SIZE];
  unsigned int pos_tbl;
  unsigned int param_tbl[MTGP32_TS];
  unsigned int temper_tbl[MTGP32_TS];
  unsigned int sh1_tbl;
  unsigned int sh2_tbl;
  unsigned int single_temper_tbl[MTGP32_TS];
  unsigned int mask;
};

typedef struct hiprandStateXORWOW hiprandStateXORWOW_t;
typedef struct hiprandState hiprandState_t;
typedef hiprandStateXORWOW_t hipRandState_t;
typedef struct hiprandStatePhilox4_32_10 hiprandStatePhilox4_32_10_t;
typedef struct hiprandStateMRG32k3a hiprandStateMRG32k3a_t;
typedef struct hiprandStateMtgp32 hiprandStateMtgp32_t;
typedef struct hiprandStateSobol32 hiprandStateSobol32_t;
typedef struct hiprandStateScrambledSobol32 hiprandStateScrambledSobol32_t;
typedef struct hiprandStateSobol64 hiprandStateSobol64_t;
typedef struct hiprandStateScrambledSobol64 hiprandStateScrambledSobol64_t;

typedef mtgp32_params_fast_t mtgp32_fast_param_t;

// The table built by hiprandCreatePoissonDistribution (device memory).
struct hiprandDiscreteDistribution_st : openhip_rand::roc::discrete_table {};

// ---- initialization and skip-ahead -------------------------------------

#define OPENHIP_HIPRAND_XORWOW_STATES(_Fp) _Fp(hiprandStateXORWOW_t) _Fp(hiprandState_t)

#define OPENHIP_HIPRAND_XORWOW_INIT(State)                                                         \
  OPENHIP_HIPRAND_FUNC void hiprand_init(unsigned long long seed, unsigned long long subsequence,  \
                                         unsigned long long offset, State* state) {                \
    openhip_rand::xorwow_init(state, openhip_rand::kRocrandXorwowSeeding, seed, subsequence,       \
                              offset);                                                             \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC void skipahead(unsigned long long n, State* state) {                        \
    openhip_rand::xorwow_skipahead(state, n);                                                      \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC void skipahead_sequence(unsigned long long n, State* state) {               \
    openhip_rand::xorwow_skipahead_subsequence(state, n);                                          \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC void skipahead_subsequence(unsigned long long n, State* state) {            \
    openhip_rand::xorwow_skipahead_subsequence(state, n);                                          \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC unsigned int hiprand(State* state) {                                        \
    return openhip_rand::xorwow_next(state);                                                       \
  }
OPENHIP_HIPRAND_XORWOW_STATES(OPENHIP_HIPRAND_XORWOW_INIT)
#undef OPENHIP_HIPRAND_XORWOW_INIT

OPENHIP_HIPRAND_FUNC void hiprand_init(unsigned long long seed, unsigned long long subsequence,
                                       unsigned long long offset,
                                       hiprandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_init(state, seed, subsequence, offset);
}
OPENHIP_HIPRAND_FUNC void skipahead(unsigned long long n, hiprandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_skipahead(state, n);
}
OPENHIP_HIPRAND_FUNC void skipahead_sequence(unsigned long long n,
                                             hiprandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_skipahead_subsequence(state, n);
}
OPENHIP_HIPRAND_FUNC void skipahead_subsequence(unsigned long long n,
                                                hiprandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_skipahead_subsequence(state, n);
}
OPENHIP_HIPRAND_FUNC unsigned int hiprand(hiprandStatePhilox4_32_10_t* state) {
  return openhip_rand::philox_next(state);
}
OPENHIP_HIPRAND_FUNC uint4 hiprand4(hiprandStatePhilox4_32_10_t* state) {
  return openhip_rand::philox_next4(state);
}

OPENHIP_HIPRAND_FUNC void hiprand_init(unsigned long long seed, unsigned long long subsequence,
                                       unsigned long long offset, hiprandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_init_rocrand(state, seed, subsequence, offset);
}
OPENHIP_HIPRAND_FUNC void skipahead(unsigned long long n, hiprandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead(state, n);
}
// hipRAND's skipahead_sequence of MRG32k3a moves by subsequences (2^76), as
// rocRAND's skipahead_subsequence; skipahead_subsequence likewise.
OPENHIP_HIPRAND_FUNC void skipahead_sequence(unsigned long long n, hiprandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead_subsequence(state, n);
}
OPENHIP_HIPRAND_FUNC void skipahead_subsequence(unsigned long long n,
                                                hiprandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead_subsequence(state, n);
}
OPENHIP_HIPRAND_FUNC unsigned int hiprand(hiprandStateMRG32k3a_t* state) {
  return openhip_rand::roc::mrg_uint(openhip_rand::mrg32k3a_next(state));
}

OPENHIP_HIPRAND_FUNC void hiprand_init(hiprandDirectionVectors32_t direction_vectors,
                                       unsigned int offset, hiprandStateSobol32_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, 0u, offset);
}
OPENHIP_HIPRAND_FUNC void hiprand_init(hiprandDirectionVectors32_t direction_vectors,
                                       unsigned int scramble_constant, unsigned int offset,
                                       hiprandStateScrambledSobol32_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, scramble_constant, offset);
}
OPENHIP_HIPRAND_FUNC void hiprand_init(hiprandDirectionVectors64_t direction_vectors,
                                       unsigned int offset, hiprandStateSobol64_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, 0ull, static_cast<unsigned long long>(offset));
}
OPENHIP_HIPRAND_FUNC void hiprand_init(hiprandDirectionVectors64_t direction_vectors,
                                       unsigned long long scramble_constant, unsigned int offset,
                                       hiprandStateScrambledSobol64_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, scramble_constant,
                           static_cast<unsigned long long>(offset));
}

#define OPENHIP_HIPRAND_SOBOL(State, Word)                                                         \
  OPENHIP_HIPRAND_FUNC void skipahead(unsigned long long n, State* state) {                        \
    openhip_rand::sobol_skipahead(state, static_cast<Word>(n));                                    \
  }                                                                                                \
  OPENHIP_HIPRAND_FUNC unsigned int hiprand(State* state) {                                        \
    return static_cast<unsigned int>(                                                              \
        openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state));                         \
  }
OPENHIP_HIPRAND_SOBOL(hiprandStateSobol32_t, unsigned int)
OPENHIP_HIPRAND_SOBOL(hiprandStateScrambledSobol32_t, unsigned int)
OPENHIP_HIPRAND_SOBOL(hiprandStateSobol64_t, unsigned long long)
OPENHIP_HIPRAND_SOBOL(hiprandStateScrambledSobol64_t, unsigned long long)
#undef OPENHIP_HIPRAND_SOBOL

OPENHIP_HIPRAND_FUNC unsigned long long hiprand_long_long(hiprandStateSobol64_t* state) {
  return openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state);
}
OPENHIP_HIPRAND_FUNC unsigned long long hiprand_long_long(hiprandStateScrambledSobol64_t* state) {
  return openhip_rand::sobol_next<openhip_rand::sobol_wrap::first>(state);
}

// ---- MTGP32: one state per thread block, at most 256 threads ----------

namespace openhip_rand {
OPENHIP_RAND_FUNC mtgp32_set hiprand_mtgp32_set(const hiprandStateMtgp32_t* s) {
  return {s->pos_tbl,   s->sh1_tbl,    s->sh2_tbl,          s->mask,
          s->param_tbl, s->temper_tbl, s->single_temper_tbl};
}
} // namespace openhip_rand

#if defined(__HIPCC__)
// Every thread of the block computes one word; the window then advances by
// the block size (after a barrier, so all threads read the old offset).
__device__ inline unsigned int hiprand(hiprandStateMtgp32_t* state) {
  const unsigned int t = threadIdx.x;
  const unsigned int o = openhip_rand::mtgp32_word(state->status, state->offset, t,
                                                   openhip_rand::hiprand_mtgp32_set(state));
  __syncthreads();
  if (t == 0)
    state->offset = (state->offset + blockDim.x) & MTGP32_STATE_MASK;
  __syncthreads();
  return o;
}

// Copies a state block-cooperatively (all threads of the block call it).
__device__ inline void hiprand_mtgp32_block_copy(hiprandStateMtgp32_t* src,
                                                 hiprandStateMtgp32_t* dest) {
  const unsigned int t = threadIdx.x;
  for (unsigned int i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
    dest->status[i] = src->status[i];
  if (t == 0) {
    dest->offset = src->offset;
    dest->id = src->id;
    dest->pos_tbl = src->pos_tbl;
    dest->sh1_tbl = src->sh1_tbl;
    dest->sh2_tbl = src->sh2_tbl;
    dest->mask = src->mask;
  }
  if (t < MTGP32_TS) {
    dest->param_tbl[t] = src->param_tbl[t];
    dest->temper_tbl[t] = src->temper_tbl[t];
    dest->single_temper_tbl[t] = src->single_temper_tbl[t];
  }
  __syncthreads();
}

// Takes the tables of the state's parameter set from a kernel parameter table.
__device__ inline void hiprand_mtgp32_set_params(hiprandStateMtgp32_t* state,
                                                 mtgp32_kernel_params_t* params) {
  const int id = state->id;
  state->pos_tbl = params->pos_tbl[id];
  state->sh1_tbl = params->sh1_tbl[id];
  state->sh2_tbl = params->sh2_tbl[id];
  state->mask = params->mask[0];
  for (int j = 0; j < MTGP32_TS; ++j) {
    state->param_tbl[j] = params->param_tbl[id][j];
    state->temper_tbl[j] = params->temper_tbl[id][j];
    state->single_temper_tbl[j] = params->single_temper_tbl[id][j];
  }
}
#endif // __HIPCC__

#include <hiprand/detail/hiprand_kernel_distributions.h>

#endif // HIPRAND_KERNEL_H_
