// cuRAND's device API for CUDA sources: generator states and the functions
// kernels call (curand_init, curand, curand_uniform, ...), with cuRAND's
// seeding and conversions. The engines are shared with hipRAND
// (include/hiprand/detail/); docs/hiprand.md says what matches cuRAND.
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_

#ifndef QUALIFIERS
#define QUALIFIERS static __forceinline__ __device__
#endif

#include <curand.h>
#include <hiprand/detail/curand_distributions.h>
#include <hiprand/detail/mrg32k3a.h>
#include <hiprand/detail/mtgp32.h>
#include <hiprand/detail/philox4x32_10.h>
#include <hiprand/detail/sobol.h>
#include <hiprand/detail/xorwow.h>

#define EXTRA_FLAG_NORMAL 0x00000001
#define EXTRA_FLAG_LOG_NORMAL 0x00000002
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)
#define MRG32K3A_MOD1 4294967087.
#define MRG32K3A_MOD2 4294944443.
#define MRG32K3A_NORM (2.3283065498378288e-10)
#define MRG32K3A_BITS_NORM 1.000000048662

// Functions of this header run in device and in host code.
#define OPENHIP_CURAND_FUNC static __host__ __device__ inline __attribute__((always_inline))
#define OPENHIP_CURAND_DEVICE static __device__ inline __attribute__((always_inline))

// The test generator: x_n = x_(n-1) + 1, subsequences 31337 apart.
struct curandStateTest {
  unsigned int v;
};
struct curandStateXORWOW : openhip_rand::xorwow_state {};
struct curandStatePhilox4_32_10 : openhip_rand::philox4x32_10_state {};
struct curandStateMRG32k3a : openhip_rand::mrg32k3a_state {};
struct curandStateSobol32 : openhip_rand::sobol32_state {};
struct curandStateScrambledSobol32 : openhip_rand::sobol32_state {};
struct curandStateSobol64 : openhip_rand::sobol64_state {};
struct curandStateScrambledSobol64 : openhip_rand::sobol64_state {};

// MTGP32: the state holds the ring and refers to the kernel parameter table
// (curandMakeMTGP32Constants) by pointer and set index, as in cuRAND.
struct curandStateMtgp32 {
  unsigned int s[MTGP32_STATE_SIZE];
  int offset;
  int pIdx;
  mtgp32_kernel_params_t* k;
  int precise_double_flag;
};

typedef struct curandStateTest curandStateTest_t;
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
typedef struct curandStateMtgp32 curandStateMtgp32_t;
typedef struct curandStateSobol32 curandStateSobol32_t;
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
typedef struct curandStateSobol64 curandStateSobol64_t;
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

// ---- test generator ---------------------------------------------------------

OPENHIP_CURAND_FUNC void curand_init(unsigned long long seed, unsigned long long subsequence,
                                     unsigned long long offset, curandStateTest_t* state) {
  state->v = static_cast<unsigned int>(seed * 3) + static_cast<unsigned int>(subsequence * 31337) +
             static_cast<unsigned int>(offset);
}
OPENHIP_CURAND_FUNC unsigned int curand(curandStateTest_t* state) {
  return state->v++;
}
OPENHIP_CURAND_FUNC void skipahead(unsigned long long n, curandStateTest_t* state) {
  state->v += static_cast<unsigned int>(n);
}

// ---- XORWOW (subsequences 2^67 apart) -------------------------------------

OPENHIP_CURAND_FUNC void curand_init(unsigned long long seed, unsigned long long subsequence,
                                     unsigned long long offset, curandStateXORWOW_t* state) {
  openhip_rand::xorwow_init(state, openhip_rand::kCurandXorwowSeeding, seed, subsequence, offset);
}
OPENHIP_CURAND_FUNC unsigned int curand(curandStateXORWOW_t* state) {
  return openhip_rand::xorwow_next(state);
}
OPENHIP_CURAND_FUNC void skipahead(unsigned long long n, curandStateXORWOW_t* state) {
  openhip_rand::xorwow_skipahead(state, n);
}
OPENHIP_CURAND_FUNC void skipahead_sequence(unsigned long long n, curandStateXORWOW_t* state) {
  openhip_rand::xorwow_skipahead_subsequence(state, n);
}

// ---- Philox4x32-10 (subsequences 2^66 outputs apart) ---------------------

OPENHIP_CURAND_FUNC void curand_init(unsigned long long seed, unsigned long long subsequence,
                                     unsigned long long offset, curandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_init(state, seed, subsequence, offset);
}
OPENHIP_CURAND_FUNC unsigned int curand(curandStatePhilox4_32_10_t* state) {
  return openhip_rand::philox_next(state);
}
OPENHIP_CURAND_FUNC uint4 curand4(curandStatePhilox4_32_10_t* state) {
  return openhip_rand::philox_next4(state);
}
OPENHIP_CURAND_FUNC void skipahead(unsigned long long n, curandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_skipahead(state, n);
}
OPENHIP_CURAND_FUNC void skipahead_sequence(unsigned long long n,
                                            curandStatePhilox4_32_10_t* state) {
  openhip_rand::philox_skipahead_subsequence(state, n);
}

// ---- MRG32k3a (subsequences 2^76, sequences 2^127 apart) ------------------

OPENHIP_CURAND_FUNC void curand_init(unsigned long long seed, unsigned long long subsequence,
                                     unsigned long long offset, curandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_init_curand(state, seed, subsequence, offset);
}
OPENHIP_CURAND_FUNC unsigned int curand(curandStateMRG32k3a_t* state) {
  return openhip_rand::cu::mrg_uint(openhip_rand::mrg32k3a_next(state));
}
OPENHIP_CURAND_FUNC void skipahead(unsigned long long n, curandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead(state, n);
}
OPENHIP_CURAND_FUNC void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead_subsequence(state, n);
}
OPENHIP_CURAND_FUNC void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t* state) {
  openhip_rand::mrg32k3a_skipahead_sequence(state, n);
}

// ---- Sobol (the caller passes the dimension's direction vectors) ---------

OPENHIP_CURAND_FUNC void curand_init(curandDirectionVectors32_t direction_vectors,
                                     unsigned int offset, curandStateSobol32_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, 0u, offset);
}
OPENHIP_CURAND_FUNC void curand_init(curandDirectionVectors32_t direction_vectors,
                                     unsigned int scramble_c, unsigned int offset,
                                     curandStateScrambledSobol32_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, scramble_c, offset);
}
OPENHIP_CURAND_FUNC void curand_init(curandDirectionVectors64_t direction_vectors,
                                     unsigned long long offset, curandStateSobol64_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, 0ull, offset);
}
OPENHIP_CURAND_FUNC void curand_init(curandDirectionVectors64_t direction_vectors,
                                     unsigned long long scramble_c, unsigned long long offset,
                                     curandStateScrambledSobol64_t* state) {
  openhip_rand::sobol_init(state, direction_vectors, scramble_c, offset);
}

#define OPENHIP_CURAND_SOBOL(State, Word)                                                          \
  OPENHIP_CURAND_FUNC Word curand(State* state) {                                                  \
    return openhip_rand::sobol_next<openhip_rand::sobol_wrap::last>(state);                        \
  }                                                                                                \
  OPENHIP_CURAND_FUNC void skipahead(Word n, State* state) {                                       \
    openhip_rand::sobol_skipahead(state, n);                                                       \
  }
OPENHIP_CURAND_SOBOL(curandStateSobol32_t, unsigned int)
OPENHIP_CURAND_SOBOL(curandStateScrambledSobol32_t, unsigned int)
OPENHIP_CURAND_SOBOL(curandStateSobol64_t, unsigned long long)
OPENHIP_CURAND_SOBOL(curandStateScrambledSobol64_t, unsigned long long)
#undef OPENHIP_CURAND_SOBOL

// ---- MTGP32: one state per block, at most 256 threads ----------------------

#if defined(__HIPCC__)
namespace openhip_rand {
__device__ inline mtgp32_set curand_mtgp32_set(const curandStateMtgp32_t* state) {
  return mtgp32_kernel_set(state->k, state->pIdx);
}
__device__ inline unsigned int curand_mtgp32_thread_index() {
  return (blockDim.z * blockDim.y * threadIdx.z) + (blockDim.x * threadIdx.y) + threadIdx.x;
}
} // namespace openhip_rand

// Every thread of the block computes one word; the window then advances by
// the block size.
OPENHIP_CURAND_DEVICE unsigned int curand(curandStateMtgp32_t* state) {
  const unsigned int t = openhip_rand::curand_mtgp32_thread_index();
  const unsigned int o =
      openhip_rand::mtgp32_word(state->s, state->offset, t, openhip_rand::curand_mtgp32_set(state));
  __syncthreads();
  if (t == 0)
    state->offset = (state->offset + blockDim.z * blockDim.y * blockDim.x) & MTGP32_STATE_MASK;
  __syncthreads();
  return o;
}

// Position `index` of the window; the block updates `n` positions in all.
OPENHIP_CURAND_DEVICE unsigned int curand_mtgp32_specific(curandStateMtgp32_t* state,
                                                          unsigned char index, unsigned char n) {
  const unsigned int o = openhip_rand::mtgp32_word(state->s, state->offset, index,
                                                   openhip_rand::curand_mtgp32_set(state));
  __syncthreads();
  if (index == 0)
    state->offset = (state->offset + n) & MTGP32_STATE_MASK;
  __syncthreads();
  return o;
}

// MTGP's own float conversion: values in [1, 2). cuRAND stores the new word
// at position t (not t + N) and numbers threads by z*y + x here; both kept.
namespace openhip_rand {
__device__ inline float curand_mtgp32_single_word(curandStateMtgp32_t* state, unsigned int t,
                                                  unsigned int n) {
  const mtgp32_set p = curand_mtgp32_set(state);
  const int offset = state->offset;
  const unsigned int r = mtgp32_recursion(p, state->s[(t + offset) & MTGP32_STATE_MASK],
                                          state->s[(t + offset + 1) & MTGP32_STATE_MASK],
                                          state->s[(t + offset + p.pos) & MTGP32_STATE_MASK]);
  state->s[t] = r;
  const unsigned int o =
      (r >> 9) ^
      p.single_temper[mtgp32_fold(state->s[(t + offset + p.pos - 1) & MTGP32_STATE_MASK])];
  __syncthreads();
  if (threadIdx.x == 0)
    state->offset = (state->offset + n) & MTGP32_STATE_MASK;
  __syncthreads();
  union {
    unsigned int u;
    float f;
  } bits = {o};
  return bits.f;
}
} // namespace openhip_rand

OPENHIP_CURAND_DEVICE float curand_mtgp32_single_specific(curandStateMtgp32_t* state,
                                                          unsigned char index, unsigned char n) {
  return openhip_rand::curand_mtgp32_single_word(state, index, n);
}

OPENHIP_CURAND_DEVICE float curand_mtgp32_single(curandStateMtgp32_t* state) {
  return openhip_rand::curand_mtgp32_single_word(state, blockDim.z * blockDim.y + threadIdx.x,
                                                 blockDim.z * blockDim.y * blockDim.x);
}
#endif // __HIPCC__

#include <hiprand/detail/curand_kernel_distributions.h>

#endif // CURAND_KERNEL_H_
