// XORWOW and MRG32k3a: N engines, engine e on subsequence e. Element groups
// (one distribution step each) are dealt round-robin: group g comes from
// engine (g + start) mod N, which the library rotates by the groups each call
// consumed. rocRAND uses N = 512 * 256 engines and puts the generator offset o
// into engine e as offset o / N (+1 for e < o mod N); cuRAND's documented
// legacy ordering is the same scheme with N = 4096 (result n of the sequence
// from subsequence n mod 4096, position n / 4096).
#include "generator.h"
#include "word_dispatch.h"

#include <hiprand/detail/mrg32k3a.h>
#include <hiprand/detail/xorwow.h>

namespace openhip_rand::host {
namespace {

template <typename State> struct EngineOps;

template <> struct EngineOps<xorwow_state> {
  __host__ __device__ static unsigned int next(xorwow_state* s) { return xorwow_next(s); }
  __host__ __device__ static void seed(xorwow_state* s, Flavor f, unsigned long long seed,
                                       unsigned long long sub, unsigned long long offset) {
    xorwow_init(s, f == Flavor::curand ? kCurandXorwowSeeding : kRocrandXorwowSeeding, seed, sub,
                offset);
  }
  __host__ __device__ static void nextSubsequence(xorwow_state* s) {
    xorwow_apply(xorwow_sequence_jump_table[0], s->v);
  }
};

template <> struct EngineOps<mrg32k3a_state> {
  __host__ __device__ static unsigned int next(mrg32k3a_state* s) { return mrg32k3a_next(s); }
  __host__ __device__ static void seed(mrg32k3a_state* s, Flavor f, unsigned long long seed,
                                       unsigned long long sub, unsigned long long offset) {
    if (f == Flavor::curand) {
      mrg32k3a_init_curand(s, seed, sub, offset);
    } else {
      mrg32k3a_init_rocrand(s, seed, sub, offset);
    }
  }
  __host__ __device__ static void nextSubsequence(mrg32k3a_state* s) {
    mrg_apply(mrg32k3a_subsequence_jump1_table[0], s->s1, kMrgM1);
    mrg_apply(mrg32k3a_subsequence_jump2_table[0], s->s2, kMrgM2);
  }
};

constexpr unsigned int kInitChunk = 256; // engines one work-item derives in a row

// Engine e = seed at subsequence e, offset `offset` (+1 for e < start). A
// work-item seeds the first engine of its chunk with full jumps and steps to
// each next one by one subsequence jump (jumps commute).
template <typename State>
__global__ void initEngines(State* engines, unsigned int count, Flavor flavor,
                            unsigned long long seed, unsigned long long offset,
                            unsigned int start) {
  const unsigned int first = (blockIdx.x * blockDim.x + threadIdx.x) * kInitChunk;
  if (first >= count)
    return;
  State s;
  EngineOps<State>::seed(&s, flavor, seed, first, offset);
  for (unsigned int e = first; e < first + kInitChunk && e < count; ++e) {
    if (e != first)
      EngineOps<State>::nextSubsequence(&s);
    State t = s;
    if (e < start)
      (void)EngineOps<State>::next(&t);
    engines[e] = t;
  }
}

template <typename State, typename Dist, typename T>
__device__ void generateGroup(State* s, const Dist& dist, T (&out)[Dist::out]) {
  unsigned int in[Dist::in];
  for (int i = 0; i < Dist::in; ++i)
    in[i] = EngineOps<State>::next(s);
  dist(in, out);
}

// Work-item t (of exactly N) runs engine (t + start) mod N over groups t,
// t + N, ... in uniform rounds. The barrier in the round loop makes the
// loop over the block's work-items the inner loop, which the compiler
// vectorizes (consecutive work-items write consecutive groups); without it
// each work-item would run all its rounds alone, storing N groups apart.
// The work-item whose next group would be number vec_n also writes the
// unaligned head and the tail, as rocRAND's kernel does.
template <typename State, typename Dist, typename T>
__global__ void generateStrided(State* engines, unsigned int count, unsigned int start, T* data,
                                size_t n, size_t head, size_t vec_n, size_t rounds, Dist dist) {
  const unsigned int t = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned int e = (t + start) % count;
  State s = engines[e];
  T* vec = data + head;
  for (size_t r = 0; r < rounds; ++r) {
    const size_t g = r * count + t;
    if (g < vec_n) {
      T out[Dist::out];
      generateGroup(&s, dist, out);
      for (int k = 0; k < Dist::out; ++k)
        vec[g * Dist::out + k] = out[k];
    }
    __syncthreads();
  }
  const size_t next = t < vec_n ? t + ((vec_n - t + count - 1) / count) * count : t;
  const size_t tail = (n - head) % Dist::out;
  if (Dist::out > 1 && next == vec_n) {
    T out[Dist::out];
    if (head > 0) {
      generateGroup(&s, dist, out);
      for (size_t k = 0; k < head; ++k)
        data[k] = out[k];
    }
    if (tail > 0) {
      generateGroup(&s, dist, out);
      for (size_t k = 0; k < tail; ++k)
        data[n - tail + k] = out[k];
    }
  }
  engines[e] = s;
}

template <typename State, Engine Kind> class StridedGenerator final : public Generator {
public:
  StridedGenerator(Flavor flavor, bool host)
      : Generator(flavor, Kind, host), count_(flavor == Flavor::rocrand ? 512u * 256u : 4096u) {}

protected:
  Status prepare() override {
    if (engines_ == nullptr) {
      engines_ = static_cast<State*>(allocate(sizeof(State) * count_));
      if (engines_ == nullptr)
        return Status::allocation_failed;
    }
    start_ = static_cast<unsigned int>(offset_ % count_);
    const unsigned int items = (count_ + kInitChunk - 1) / kInitChunk;
    const hipError_t error =
        launchKernel(initEngines<State>, dim3((items + 63) / 64), dim3(64), stream(), engines_,
                     count_, flavor_, seed_, offset_ / count_, start_);
    return error == hipSuccess ? Status::success : Status::launch_failure;
  }

  Status enqueue(const Request& r) override {
    const bool table = r.distribution == Distribution::poisson && r.lambda <= kPoissonTableLimit;
    const openhip_rand::roc::discrete_table* roc_table = nullptr;
    const curandDiscreteDistribution_st* cu_table = nullptr;
    if (r.distribution == Distribution::poisson) {
      if (flavor_ == Flavor::curand) {
        cu_table = curandPoissonTable(r.lambda);
      } else if (table && (roc_table = rocrandPoissonTable(r.lambda)) == nullptr) {
        return Status::allocation_failed;
      }
    }
    return dispatchWords(r, flavor_, engine_, roc_table, cu_table,
                         [&](auto dist, auto* data) { return run(dist, data, r.n); });
  }

private:
  template <typename Dist, typename T> Status run(Dist dist, T* data, size_t n) {
    constexpr size_t ow = Dist::out;
    const size_t misalignment = (ow - reinterpret_cast<uintptr_t>(data) / sizeof(T) % ow) % ow;
    const size_t head = n < misalignment ? n : misalignment;
    const size_t vec_n = (n - head) / ow;
    const size_t rounds = (vec_n + count_ - 1) / count_;
    const hipError_t error =
        launchKernel(generateStrided<State, Dist, T>, dim3(count_ / 256), dim3(256), stream(),
                     engines_, count_, start_, data, n, head, vec_n, rounds, dist);
    if (error != hipSuccess)
      return Status::launch_failure;
    start_ = static_cast<unsigned int>((start_ + (n + ow - 1) / ow) % count_);
    return Status::success;
  }

  unsigned int count_;
  unsigned int start_ = 0;
  State* engines_ = nullptr;
};

} // namespace

std::unique_ptr<Generator> makeXorwowGenerator(Flavor flavor, bool host) {
  return std::make_unique<StridedGenerator<xorwow_state, Engine::xorwow>>(flavor, host);
}

std::unique_ptr<Generator> makeMrg32k3aGenerator(Flavor flavor, bool host) {
  return std::make_unique<StridedGenerator<mrg32k3a_state, Engine::mrg32k3a>>(flavor, host);
}

} // namespace openhip_rand::host
