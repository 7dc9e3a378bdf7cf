// MT19937 host generation: the reference sequence of Matsumoto and
// Nishimura's mt19937ar (init_genrand with the 32-bit seed
// (seed >> 32) ^ seed, rocRAND's fold), consumed in order. rocRAND and
// cuRAND interleave thousands of generators 2^1000 apart instead; see
// docs/hiprand.md for why OpenHIP keeps the single sequence.
#include "generator.h"
#include "word_dispatch.h"

namespace openhip_rand::host {
namespace {

constexpr int kN = 624;
constexpr int kM = 397;

struct Mt19937State {
  unsigned int mt[kN];
  int index; // next word of mt to temper; kN: regenerate first
};

__device__ inline unsigned int mtTwist(unsigned int upper, unsigned int lower, unsigned int far) {
  const unsigned int y = (upper & 0x80000000u) | (lower & 0x7fffffffu);
  return far ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
}

// The next 624 words: the reference's three loops (no index wraps inside).
__device__ inline void mtRegenerate(unsigned int* mt) {
  for (int k = 0; k < kN - kM; ++k)
    mt[k] = mtTwist(mt[k], mt[k + 1], mt[k + kM]);
  for (int k = kN - kM; k < kN - 1; ++k)
    mt[k] = mtTwist(mt[k], mt[k + 1], mt[k + kM - kN]);
  mt[kN - 1] = mtTwist(mt[kN - 1], mt[0], mt[kM - 1]);
}

__device__ inline unsigned int mtTemper(unsigned int y) {
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

// One work-item walks the sequence (it is inherently sequential), a block
// of 624 words at a time: regenerate, temper the block into `words`
// (vectorized), then convert the groups that lie wholly inside it.
template <typename Dist, typename T>
__global__ void generateMt19937(Mt19937State* state, T* data, size_t n, Dist dist) {
  unsigned int* mt = state->mt;
  int index = state->index;
  unsigned int words[kN];
  for (int k = index; k < kN; ++k)
    words[k] = mtTemper(mt[k]);
  auto next = [&]() {
    if (index == kN) {
      mtRegenerate(mt);
      for (int k = 0; k < kN; ++k)
        words[k] = mtTemper(mt[k]);
      index = 0;
    }
    return words[index++];
  };
  auto emit = [&](const unsigned int(&in)[Dist::in], size_t g) {
    T out[Dist::out];
    dist(in, out);
    for (int k = 0; k < Dist::out; ++k) {
      if (g * Dist::out + k < n)
        data[g * Dist::out + k] = out[k];
    }
  };
  const size_t groups = (n + Dist::out - 1) / Dist::out;
  size_t g = 0;
  while (g < groups) {
    if (index + Dist::in <= kN) {
      size_t m = static_cast<size_t>(kN - index) / Dist::in;
      if (m > groups - g)
        m = groups - g;
      for (size_t j = 0; j < m; ++j) {
        unsigned int in[Dist::in];
        for (int i = 0; i < Dist::in; ++i)
          in[i] = words[index + j * Dist::in + i];
        emit(in, g + j);
      }
      index += static_cast<int>(m * Dist::in);
      g += m;
    }
    if (g < groups) { // a group that straddles two blocks, or the block is used up
      unsigned int in[Dist::in];
      for (int i = 0; i < Dist::in; ++i)
        in[i] = next();
      emit(in, g++);
    }
  }
  state->index = index;
}

class Mt19937Generator final : public Generator {
public:
  Mt19937Generator(Flavor flavor, bool host) : Generator(flavor, Engine::mt19937, host) {}

protected:
  Status prepare() override {
    if (state_ == nullptr) {
      state_ = static_cast<Mt19937State*>(allocate(sizeof(Mt19937State)));
      if (state_ == nullptr)
        return Status::allocation_failed;
    }
    // Staged in generator memory and copied in stream order; the host does
    // not wait.
    auto* h = static_cast<Mt19937State*>(staging(sizeof(Mt19937State)));
    if (h == nullptr)
      return Status::allocation_failed;
    h->mt[0] = static_cast<unsigned int>((seed_ >> 32) ^ seed_);
    for (int i = 1; i < kN; ++i)
      h->mt[i] = 1812433253u * (h->mt[i - 1] ^ (h->mt[i - 1] >> 30)) + i;
    h->index = kN;
    if (hipMemcpyAsync(state_, h, sizeof(*h), hipMemcpyHostToDevice, stream()) != hipSuccess) {
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
      const hipError_t error = launchKernel(generateMt19937<decltype(dist), T>, dim3(1), dim3(1),
                                            stream(), state_, data, r.n, dist);
      return error == hipSuccess ? Status::success : Status::launch_failure;
    });
  }

private:
  Mt19937State* state_ = nullptr;
};

} // namespace

std::unique_ptr<Generator> makeMt19937Generator(Flavor flavor, bool host) {
  return std::make_unique<Mt19937Generator>(flavor, host);
}

} // namespace openhip_rand::host
