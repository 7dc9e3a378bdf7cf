// Philox4x32-10 host generation: the output is the generator's single
// stream (subsequence 0) from its current position, as both libraries
// document it; each work-item produces the values of one 4-word block. With
// a pointer that is not aligned to a block's values rocRAND's kernel writes
// the first values separately and shifts the other threads' words by the
// head's element count; that placement is reproduced.
#include "generator.h"
#include "word_dispatch.h"

#include <hiprand/detail/philox4x32_10.h>

namespace openhip_rand::host {
namespace {

constexpr size_t kRocrandStride = 1024 * 256; // threads of rocRAND's Philox kernel

// The four words at word `index` past the position (ctr, first) of `key`.
__device__ inline uint4 wordsAt(uint4 ctr, unsigned int first, uint2 key,
                                unsigned long long index) {
  const unsigned long long word = first + index;
  const uint4 c = counter_add(ctr, word / 4);
  const uint4 a = philox4x32_10(c, key);
  const unsigned int sub = static_cast<unsigned int>(word % 4);
  if (sub == 0)
    return a;
  return window4(a, philox4x32_10(counter_add(c, 1), key), sub);
}

template <typename Dist, typename T>
__device__ void emitBlock(const Dist& dist, uint4 w, T* out, size_t limit) {
  constexpr int groups = 4 / Dist::in;
  const unsigned int words[4] = {w.x, w.y, w.z, w.w};
  for (int s = 0; s < groups; ++s) {
    if (static_cast<size_t>(s * Dist::out) >= limit)
      break;
    unsigned int in[Dist::in];
    for (int i = 0; i < Dist::in; ++i)
      in[i] = words[s * Dist::in + i];
    T values[Dist::out];
    dist(in, values);
    for (int k = 0; k < Dist::out; ++k) {
      if (static_cast<size_t>(s * Dist::out + k) < limit)
        out[s * Dist::out + k] = values[k];
    }
  }
}

// Item i < vec_n fills block i of the aligned part; item vec_n writes the
// head and the tail. `head_shift` is the word shift of blocks not owned by
// rocRAND's thread 0 (the head's element count; its word count for thread 0).
// `Aligned`: no head and the position at the start of a counter block (the
// common case), so item i simply takes counter ctr + i.
template <bool Aligned, typename Dist, typename T>
__global__ void generatePhilox(uint4 ctr, unsigned int first, uint2 key, T* data, size_t n,
                               size_t head, size_t vec_n, unsigned long long head_words,
                               unsigned long long head_shift, unsigned long long stride,
                               Dist dist) {
  constexpr size_t per_block = (4 / Dist::in) * Dist::out;
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < vec_n) {
    if constexpr (Aligned) {
      emitBlock(dist, philox4x32_10(counter_add(ctr, i), key), data + i * per_block, per_block);
    } else {
      const unsigned long long word = 4ull * i + (i % stride == 0 ? head_words : head_shift);
      emitBlock(dist, wordsAt(ctr, first, key, word), data + head + i * per_block, per_block);
    }
  } else if (i == vec_n) {
    if (head > 0)
      emitBlock(dist, wordsAt(ctr, first, key, 0), data, head);
    const size_t tail = (n - head) % per_block;
    if (tail > 0) {
      const unsigned long long word =
          4ull * vec_n + (vec_n % stride == 0 ? head_words : head_shift);
      emitBlock(dist, wordsAt(ctr, first, key, word), data + n - tail, tail);
    }
  }
}

class PhiloxGenerator final : public Generator {
public:
  PhiloxGenerator(Flavor flavor, bool host) : Generator(flavor, Engine::philox4x32_10, host) {}

protected:
  Status prepare() override {
    philox_init(&position_, seed_, 0, offset_);
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
    return dispatchWords(r, flavor_, engine_, roc_table, cu_table,
                         [&](auto dist, auto* data) { return run(dist, data, r.n); });
  }

private:
  template <typename Dist, typename T> Status run(Dist dist, T* data, size_t n) {
    constexpr size_t per_block = (4 / Dist::in) * Dist::out;
    size_t head = 0;
    if (flavor_ == Flavor::rocrand) {
      const size_t misalignment =
          (per_block - reinterpret_cast<uintptr_t>(data) / sizeof(T) % per_block) % per_block;
      head = n < misalignment ? n : misalignment;
    }
    const size_t vec_n = (n - head) / per_block;
    const unsigned long long head_words = (head + Dist::out - 1) / Dist::out * Dist::in;
    const size_t items = vec_n + 1;
    const bool aligned = head == 0 && position_.STATE == 0;
    const hipError_t error =
        launchKernel(aligned ? generatePhilox<true, Dist, T> : generatePhilox<false, Dist, T>,
                     dim3(static_cast<unsigned int>((items + 255) / 256)), dim3(256), stream(),
                     position_.ctr, position_.STATE, position_.key, data, n, head, vec_n,
                     head_words, static_cast<unsigned long long>(head),
                     static_cast<unsigned long long>(kRocrandStride), dist);
    if (error != hipSuccess)
      return Status::launch_failure;
    philox_skipahead(&position_, (n + Dist::out - 1) / Dist::out * Dist::in);
    return Status::success;
  }

  philox4x32_10_state position_{};
};

} // namespace

std::unique_ptr<Generator> makePhiloxGenerator(Flavor flavor, bool host) {
  return std::make_unique<PhiloxGenerator>(flavor, host);
}

} // namespace openhip_rand::host
