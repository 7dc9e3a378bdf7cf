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
  int index;  // next word of mt to temper; kN: regenerate first
};

__host__ __device__ inline unsigned int mtNext(Mt19937State* s) {
  if (s->index >= kN) {
    for (int k = 0; k < kN; ++k) {
      const unsigned int y = (s->mt[k] & 0x80000000u) | (s->mt[(k + 1) % kN] & 0x7fffffffu);
      s->mt[k] = s->mt[(k + kM) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    s->index = 0;
  }
  unsigned int y = s->mt[s->index++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

// One work-item walks the sequence (it is inherently sequential).
template <typename Dist, typename T>
__global__ void generateMt19937(Mt19937State* state, T* data, size_t n, Dist dist) {
  Mt19937State s = *state;
  for (size_t g = 0; g * Dist::out < n; ++g) {
    unsigned int in[Dist::in];
    for (int i = 0; i < Dist::in; ++i) in[i] = mtNext(&s);
    T out[Dist::out];
    dist(in, out);
    for (int k = 0; k < Dist::out && g * Dist::out + k < n; ++k) data[g * Dist::out + k] = out[k];
  }
  *state = s;
}

class Mt19937Generator final : public Generator {
 public:
  Mt19937Generator(Flavor flavor, bool host) : Generator(flavor, Engine::mt19937, host) {}

 protected:
  Status prepare() override {
    if (state_ == nullptr) {
      state_ = static_cast<Mt19937State*>(allocate(sizeof(Mt19937State)));
      if (state_ == nullptr) return Status::allocation_failed;
    }
    // Staged in generator memory and copied in stream order; the host does
    // not wait.
    auto* h = static_cast<Mt19937State*>(staging(sizeof(Mt19937State)));
    if (h == nullptr) return Status::allocation_failed;
    h->mt[0] = static_cast<unsigned int>((seed_ >> 32) ^ seed_);
    for (int i = 1; i < kN; ++i) h->mt[i] = 1812433253u * (h->mt[i - 1] ^ (h->mt[i - 1] >> 30)) + i;
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
      } else if (r.lambda <= kPoissonTableLimit && (roc_table = rocrandPoissonTable(r.lambda)) == nullptr) {
        return Status::allocation_failed;
      }
    }
    return dispatchWords(r, flavor_, engine_, roc_table, cu_table, [&](auto dist, auto* data) {
      using T = std::remove_pointer_t<decltype(data)>;
      const hipError_t error =
          launchKernel(generateMt19937<decltype(dist), T>, dim3(1), dim3(1), stream(), state_, data, r.n, dist);
      return error == hipSuccess ? Status::success : Status::launch_failure;
    });
  }

 private:
  Mt19937State* state_ = nullptr;
};

}  // namespace

std::unique_ptr<Generator> makeMt19937Generator(Flavor flavor, bool host) {
  return std::make_unique<Mt19937Generator>(flavor, host);
}

}  // namespace openhip_rand::host
