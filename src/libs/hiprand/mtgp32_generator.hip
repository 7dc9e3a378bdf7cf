// MTGP32 host generation: B blocks of 256 threads, block b running parameter
// set b seeded with (seed ^ seed >> 32) + b + 1. Each distribution step of a
// block draws `in` block rounds (256 words each, thread t taking word t); group
// g of the output comes from block (g / 256) mod B, thread g mod 256. rocRAND
// uses B = 512; cuRAND documents 64 sequences interleaved 256 values at a time.
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

// One block round: thread t computes word t of the window.
__device__ inline unsigned int blockRound(BlockState* s, const mtgp32_set& p) {
  const unsigned int o = mtgp32_word(s->status, s->offset, threadIdx.x, p);
  __syncthreads();
  if (threadIdx.x == 0) s->offset = (s->offset + kThreads) & MTGP32_STATE_MASK;
  __syncthreads();
  return o;
}

template <typename Dist, typename T>
__device__ void step(BlockState* s, const mtgp32_set& p, const Dist& dist, T (&out)[Dist::out]) {
  unsigned int in[Dist::in];
  for (int i = 0; i < Dist::in; ++i) in[i] = blockRound(s, p);
  dist(in, out);
}

// rocRAND's generate_mtgp: full rounds of the grid, one partial round, then
// one more step whose values go to the unaligned head and the tail.
template <typename Dist, typename T>
__global__ void generateMtgp(BlockState* states, const mtgp32_kernel_params* params, T* data, size_t n,
                             size_t head, size_t vec_n, Dist dist) {
  BlockState* s = &states[blockIdx.x];
  const mtgp32_set p = mtgp32_kernel_set(params, blockIdx.x);
  const size_t stride = static_cast<size_t>(gridDim.x) * kThreads;
  const size_t vec_down = vec_n - vec_n % kThreads;
  const size_t vec_up = vec_n % kThreads == 0 ? vec_down : vec_down + kThreads;
  T* vec = data + head;
  size_t index = static_cast<size_t>(blockIdx.x) * kThreads + threadIdx.x;
  T out[Dist::out];
  while (index < vec_down) {
    step(s, p, dist, out);
    for (int k = 0; k < Dist::out; ++k) vec[index * Dist::out + k] = out[k];
    index += stride;
  }
  if (index < vec_up) {
    step(s, p, dist, out);
    if (index < vec_n) {
      for (int k = 0; k < Dist::out; ++k) vec[index * Dist::out + k] = out[k];
    }
    index += stride;
  }
  const size_t tail = (n - head) % Dist::out;
  if (Dist::out > 1 && (head > 0 || tail > 0)) {
    step(s, p, dist, out);
    if (index == vec_up) {
      for (size_t k = 0; k < head; ++k) data[k] = out[k];
    }
    if (index == vec_up + 1) {
      for (size_t k = 0; k < tail; ++k) data[n - tail + k] = out[k];
    }
  }
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
      if (states_ == nullptr || params_ == nullptr) return Status::allocation_failed;
    }
    const mtgp32_params_fast_t* sets = mtgp32_params_11213_storage.entries;
    // Staged in generator memory and copied in stream order (kernels of
    // earlier calls may still use the states); the host does not wait.
    const size_t bytes = sizeof(mtgp32_kernel_params) + sizeof(BlockState) * blocks_;
    auto* table = static_cast<mtgp32_kernel_params*>(staging(bytes));
    if (table == nullptr) return Status::allocation_failed;
    auto* h = reinterpret_cast<BlockState*>(table + 1);
    mtgp32_make_kernel_params(sets, static_cast<int>(blocks_), table);
    const unsigned long long folded = seed_ ^ (seed_ >> 32);
    for (unsigned int b = 0; b < blocks_; ++b) {
      mtgp32_init_state(h[b].status, &sets[b], static_cast<unsigned int>(folded) + b + 1);
      h[b].offset = 0;
    }
    if (hipMemcpyAsync(params_, table, sizeof(mtgp32_kernel_params), hipMemcpyHostToDevice, stream()) !=
            hipSuccess ||
        hipMemcpyAsync(states_, h, sizeof(BlockState) * blocks_, hipMemcpyHostToDevice, stream()) != hipSuccess) {
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
      } else if (r.lambda <= kPoissonTableLimit && (roc_table = rocrandPoissonTable(r.lambda)) == nullptr) {
        return Status::allocation_failed;
      }
    }
    return dispatchWords(r, flavor_, engine_, roc_table, cu_table, [&](auto dist, auto* data) {
      using T = std::remove_pointer_t<decltype(data)>;
      constexpr size_t ow = decltype(dist)::out;
      const size_t misalignment = (ow - reinterpret_cast<uintptr_t>(data) / sizeof(T) % ow) % ow;
      const size_t head = r.n < misalignment ? r.n : misalignment;
      const size_t vec_n = (r.n - head) / ow;
      const hipError_t error = launchKernel(generateMtgp<decltype(dist), T>, dim3(blocks_), dim3(kThreads),
                                            stream(), states_, params_, data, r.n, head, vec_n, dist);
      return error == hipSuccess ? Status::success : Status::launch_failure;
    });
  }

 private:
  unsigned int blocks_;
  BlockState* states_ = nullptr;
  mtgp32_kernel_params* params_ = nullptr;
};

}  // namespace

std::unique_ptr<Generator> makeMtgp32Generator(Flavor flavor, bool host) {
  return std::make_unique<Mtgp32Generator>(flavor, host);
}

}  // namespace openhip_rand::host
