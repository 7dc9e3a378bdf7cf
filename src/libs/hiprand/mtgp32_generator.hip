// MTGP32 host generation: B blocks of 256 threads, block b running parameter
// set b seeded with (seed ^ seed >> 32) + b + 1. Each distribution step of a
// block draws `in` block rounds (256 words each, thread t taking word t); group
// g of the output comes from block (g / 256) mod B, thread g mod 256. rocRAND
// uses B = 512; cuRAND documents 64 sequences interleaved 256 values at a time.
// (Computed with one work-item per block, see generateMtgp.)
#include "generator.h"
#include "word_dispatch.h"

#include <hiprand/detail/mtgp32.h>
#include <hiprand/detail/mtgp32_params_11213.h>

namespace openhip_rand::host {
namespace {

constexpr unsigned int kThreads = 256;

struct BlockState {
  unsigned int status[MTGP32_STATE_SIZE];
  int offset;
};

// The block-parallel MTGP32 of a GPU (rocRAND's kernel: 256 threads per
// state, a barrier per round) is computed here by one work-item per state,
// round by round in sequence order: on a CPU that is the plain sequential
// loop over a ring that stays in L1, and the states run in parallel. A
// round's 256 words are the words threads 0-255 of the GPU block would
// compute (their reads never touch words written in the same round), so the
// values and their placement are the same.
constexpr unsigned int kStatesPerBlock = 8;

// The next `Dist::in` rounds of state s: words[i][t] is what thread t draws
// in the step's i-th round.
template <int Rounds>
__device__ inline void nextStep(BlockState* s, int& offset, const mtgp32_set& p,
                                unsigned int (&words)[Rounds][kThreads]) {
  for (int i = 0; i < Rounds; ++i) {
    for (unsigned int t = 0; t < kThreads; ++t)
      words[i][t] = mtgp32_word(s->status, offset, t, p);
    offset = (offset + kThreads) & MTGP32_STATE_MASK;
  }
}

template <typename Dist, typename T>
__device__ inline void emit(const Dist& dist, const unsigned int (&words)[Dist::in][kThreads],
                            unsigned int t, T (&out)[Dist::out]) {
  unsigned int in[Dist::in];
  for (int i = 0; i < Dist::in; ++i)
    in[i] = words[i][t];
  dist(in, out);
}

// rocRAND's generate_mtgp, state b standing for GPU block b: full rounds of
// the grid, one partial round, then one more step (of every state) whose
// values go to the unaligned head and the tail. Group index b * 256 + t +
// k * (states * 256) is thread t's k-th step.
template <typename Dist, typename T>
__global__ void generateMtgp(BlockState* states, const mtgp32_kernel_params* params,
                             unsigned int count, T* data, size_t n, size_t head, size_t vec_n,
                             Dist dist) {
  const unsigned int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= count)
    return;
  BlockState* s = &states[b];
  const mtgp32_set p = mtgp32_kernel_set(params, b);
  int offset = s->offset;
  const size_t stride = static_cast<size_t>(count) * kThreads;
  const size_t vec_up = (vec_n + kThreads - 1) / kThreads * kThreads;
  T* vec = data + head;
  unsigned int words[Dist::in][kThreads];
  T out[Dist::out];
  size_t base = static_cast<size_t>(b) * kThreads;
  for (; base < vec_up; base += stride) {
    nextStep(s, offset, p, words);
    const size_t limit = vec_n - base < kThreads ? vec_n - base : kThreads;
    for (unsigned int t = 0; t < limit; ++t) {
      emit(dist, words, t, out);
      for (int k = 0; k < Dist::out; ++k)
        vec[(base + t) * Dist::out + k] = out[k];
    }
  }
  const size_t tail = (n - head) % Dist::out;
  if (Dist::out > 1 && (head > 0 || tail > 0)) {
    nextStep(s, offset, p, words);
    // Thread t's next group is base + t: vec_up takes the head, vec_up + 1 the tail.
    if (base <= vec_up && vec_up < base + kThreads) {
      emit(dist, words, static_cast<unsigned int>(vec_up - base), out);
      for (size_t k = 0; k < head; ++k)
        data[k] = out[k];
    }
    if (base <= vec_up + 1 && vec_up + 1 < base + kThreads) {
      emit(dist, words, static_cast<unsigned int>(vec_up + 1 - base), out);
      for (size_t k = 0; k < tail; ++k)
        data[n - tail + k] = out[k];
    }
  }
  s->offset = offset;
}

class Mtgp32Generator final : public Generator {
public:
  Mtgp32Generator(Flavor flavor, bool host)
      : Generator(flavor, Engine::mtgp32, host), blocks_(flavor == Flavor::rocrand ? 512u : 64u) {}

protected:
  Status prepare() override {
    if (states_ == nullptr) {
      states_ = static_cast<BlockState*>(allocate(sizeof(BlockState) * blocks_));
      params_ = static_cast<mtgp32_kernel_params*>(allocate(sizeof(mtgp32_kernel_params)));
      if (states_ == nullptr || params_ == nullptr)
        return Status::allocation_failed;
    }
    const mtgp32_params_fast_t* sets = mtgp32_params_11213_storage.entries;
    // Staged in generator memory and copied in stream order (kernels of
    // earlier calls may still use the states); the host does not wait.
    const size_t bytes = sizeof(mtgp32_kernel_params) + sizeof(BlockState) * blocks_;
    auto* table = static_cast<mtgp32_kernel_params*>(staging(bytes));
    if (table == nullptr)
      return Status::allocation_failed;
    auto* h = reinterpret_cast<BlockState*>(table + 1);
    mtgp32_make_kernel_params(sets, static_cast<int>(blocks_), table);
    const unsigned long long folded = seed_ ^ (seed_ >> 32);
    for (unsigned int b = 0; b < blocks_; ++b) {
      mtgp32_init_state(h[b].status, &sets[b], static_cast<unsigned int>(folded) + b + 1);
      h[b].offset = 0;
    }
    if (hipMemcpyAsync(params_, table, sizeof(mtgp32_kernel_params), hipMemcpyHostToDevice,
                       stream()) != hipSuccess ||
        hipMemcpyAsync(states_, h, sizeof(BlockState) * blocks_, hipMemcpyHostToDevice, stream()) !=
            hipSuccess) {
      return Status::launch_failure;
    }
    stagingEnqueued();
    return Status::success;
  }

  Status enqueue(const Request& r) override {
    const openhip_rand::roc::discrete_table* roc_table = nullptr;
    const curandDiscreteDistribution_st* cu_table = nullptr;
    if (r.distribution == Distribution::poisson) {
      if (flavor_ == Flavor::curand) {
        cu_table = curandPoissonTable(r.lambda);
      } else if (r.lambda <= kPoissonTableLimit &&
                 (roc_table = rocrandPoissonTable(r.lambda)) == nullptr) {
        return Status::allocation_failed;
      }
    }
    return dispatchWords(r, flavor_, engine_, roc_table, cu_table, [&](auto dist, auto* data) {
      using T = std::remove_pointer_t<decltype(data)>;
      constexpr size_t ow = decltype(dist)::out;
      const size_t misalignment = (ow - reinterpret_cast<uintptr_t>(data) / sizeof(T) % ow) % ow;
      const size_t head = r.n < misalignment ? r.n : misalignment;
      const size_t vec_n = (r.n - head) / ow;
      const hipError_t error = launchKernel(
          generateMtgp<decltype(dist), T>, dim3((blocks_ + kStatesPerBlock - 1) / kStatesPerBlock),
          dim3(kStatesPerBlock), stream(), states_, params_, blocks_, data, r.n, head, vec_n, dist);
      return error == hipSuccess ? Status::success : Status::launch_failure;
    });
  }

private:
  unsigned int blocks_;
  BlockState* states_ = nullptr;
  mtgp32_kernel_params* params_ = nullptr;
};

} // namespace

std::unique_ptr<Generator> makeMtgp32Generator(Flavor flavor, bool host) {
  return std::make_unique<Mtgp32Generator>(flavor, host);
}

} // namespace openhip_rand::host
