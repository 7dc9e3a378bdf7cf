// Sobol host generation (32/64 bits, plain or scrambled): with d dimensions
// the output holds n/d points of dimension 0, then of dimension 1, ..., all
// starting at the generator's offset, which then advances by n/d (both
// libraries' documented order). One value per point: the distributions use
// the inverse CDF.
#include "generator.h"
#include "sobol_tables.h"

#include <hiprand/detail/curand_distributions.h>
#include <hiprand/detail/rocrand_distributions.h>

namespace openhip_rand::host {
namespace {

namespace roc = openhip_rand::roc;
namespace cu = openhip_rand::cu;

// Conversions of one point P (32 or 64 bits).
template <typename P, typename T> struct QuasiBits {
  __host__ __device__ T operator()(P v) const {
    return static_cast<T>(v >> (8 * (sizeof(P) - sizeof(T))));
  }
};
template <typename P> struct QuasiUniform {
  bool cuda;
  __host__ __device__ float operator()(P v) const {
    return cuda ? cu::uniform(v) : roc::uniform(v);
  }
};
template <typename P> struct QuasiUniformDouble {
  bool cuda;
  __host__ __device__ double operator()(P v) const {
    return cuda ? cu::uniform_double(v) : roc::uniform_double(v);
  }
};
template <typename P> struct QuasiUniformHalf {
  __host__ __device__ __half operator()(P v) const {
    return roc::uniform_half(static_cast<unsigned short>(v >> (8 * sizeof(P) - 16)));
  }
};
template <typename P> struct QuasiNormal {
  float mean, stddev;
  bool cuda, log;
  __host__ __device__ float operator()(P v) const {
    const float x = mean + (cuda ? cu::normal_icdf(v) : roc::normal_icdf(v)) * stddev;
    return log ? expf(x) : x;
  }
};
template <typename P> struct QuasiNormalDouble {
  double mean, stddev;
  bool cuda, log;
  __host__ __device__ double operator()(P v) const {
    const double x =
        mean + (cuda ? cu::normal_icdf_double(v) : roc::normal_icdf_double(v)) * stddev;
    return log ? exp(x) : x;
  }
};
template <typename P> struct QuasiNormalHalf {
  float mean, stddev;
  bool log;
  __host__ __device__ __half operator()(P v) const {
    const float x = mean + roc::normal_icdf(v) * stddev;
    return __float2half(log ? expf(x) : x);
  }
};
// rocRAND: the CDF table (lambda <= 4000) or the rounded normal value;
// cuRAND: inversion (lambda < 1000) or the rounded normal value.
template <typename P> struct QuasiPoisson {
  const openhip_rand::roc::discrete_table* table;
  double lambda;
  bool cuda;
  __host__ __device__ unsigned int operator()(P v) const {
    if (cuda)
      return cu::poisson_from_word(v, lambda);
    if (table != nullptr)
      return roc::discrete_cdf(v, *table);
    return roc::poisson_normal<unsigned int>(roc::normal_icdf_double(v), lambda);
  }
};

// Points are computed in aligned groups of 256 indices: for a group base b
// (a multiple of 256) and t < 256, gray(b + t) = gray(b) ^ gray(t), so point
// b + t is point(b) ^ low(t), where low(t) XORs the first 8 direction
// vectors selected by gray(t). A block walks kSobolGroups consecutive groups:
// work-item t computes low(t) once; thread 0 keeps point(b) in shared memory
// and moves it to the next group with two XORs (point(b + 256) = point(b) ^
// v[7] ^ v[8 + ctz(~(b / 256))]). The barriers make each group's loop over
// the work-items an inner loop that the compiler vectorizes: one XOR, one
// conversion and one store per value, consecutive work-items writing
// consecutive values.
constexpr unsigned int kSobolGroup = 256;
constexpr unsigned int kSobolGroups = 64;

template <typename P> __device__ inline P sobolPoint(const P* v, unsigned long long index) {
  constexpr int bits = sizeof(P) * 8;
  const P i = static_cast<P>(index);
  const P gray = i ^ (i >> 1);
  P x = 0;
  for (int k = 0; k < bits; ++k)
    x ^= ((gray >> k) & 1) ? v[k] : P(0);
  return x;
}

// Values [first, first + count) of each dimension (blockIdx.y), written from
// data + dimension * count; block x starts at group first / 256 + 64 x.
template <typename P, typename Conv, typename T>
__global__ void generateSobol(const P* vectors, const P* scramble, unsigned long long first,
                              T* data, size_t count, Conv conv) {
  constexpr int bits = sizeof(P) * 8;
  __shared__ P base;
  const unsigned int dimension = blockIdx.y;
  const unsigned int t = threadIdx.x;
  const P* v = vectors + static_cast<size_t>(dimension) * bits;
  unsigned long long group =
      first / kSobolGroup + static_cast<unsigned long long>(blockIdx.x) * kSobolGroups;
  if (t == 0)
    base = sobolPoint(v, group * kSobolGroup) ^ (scramble != nullptr ? scramble[dimension] : P(0));
  const unsigned int gt = t ^ (t >> 1);
  P low = 0;
  for (int k = 0; k < 8; ++k)
    low ^= ((gt >> k) & 1) ? v[k] : P(0);
  T* out = data + static_cast<size_t>(dimension) * count;
  const unsigned long long end = first + count;
  __syncthreads();
  for (unsigned int r = 0; r < kSobolGroups; ++r, ++group) {
    const unsigned long long index = group * kSobolGroup + t;
    if (index >= first && index < end)
      out[index - first] = conv(base ^ low);
    __syncthreads();
    if (t == 0) {
      const int k = 8 + __builtin_ctzll(~group);
      if (k < bits)
        base ^= v[7] ^ v[k]; // (k = bits only past the last point)
    }
    __syncthreads();
  }
}

template <typename P> class SobolGenerator final : public Generator {
public:
  SobolGenerator(Flavor flavor, Engine engine, bool host) : Generator(flavor, engine, host) {}

protected:
  Status prepare() override {
    position_ = offset_;
    return Status::success;
  }

  Status enqueue(const Request& r) override {
    const bool cuda = flavor_ == Flavor::curand;
    const bool log = r.distribution == Distribution::log_normal;
    switch (r.distribution) {
    case Distribution::bits:
      switch (r.value) {
      case Value::u8:
        return run(QuasiBits<P, unsigned char>{}, static_cast<unsigned char*>(r.data), r.n);
      case Value::u16:
        return run(QuasiBits<P, unsigned short>{}, static_cast<unsigned short*>(r.data), r.n);
      case Value::u32:
        return run(QuasiBits<P, unsigned int>{}, static_cast<unsigned int*>(r.data), r.n);
      case Value::u64:
        if constexpr (sizeof(P) == 8) {
          return run(QuasiBits<P, unsigned long long>{}, static_cast<unsigned long long*>(r.data),
                     r.n);
        }
        return Status::type_error;
      default:
        return Status::type_error;
      }
    case Distribution::uniform:
      switch (r.value) {
      case Value::f32:
        return run(QuasiUniform<P>{cuda}, static_cast<float*>(r.data), r.n);
      case Value::f64:
        return run(QuasiUniformDouble<P>{cuda}, static_cast<double*>(r.data), r.n);
      case Value::f16:
        return run(QuasiUniformHalf<P>{}, static_cast<__half*>(r.data), r.n);
      default:
        return Status::type_error;
      }
    case Distribution::normal:
    case Distribution::log_normal:
      switch (r.value) {
      case Value::f32:
        return run(
            QuasiNormal<P>{static_cast<float>(r.mean), static_cast<float>(r.stddev), cuda, log},
            static_cast<float*>(r.data), r.n);
      case Value::f64:
        return run(QuasiNormalDouble<P>{r.mean, r.stddev, cuda, log}, static_cast<double*>(r.data),
                   r.n);
      case Value::f16:
        return run(
            QuasiNormalHalf<P>{static_cast<float>(r.mean), static_cast<float>(r.stddev), log},
            static_cast<__half*>(r.data), r.n);
      default:
        return Status::type_error;
      }
    case Distribution::poisson: {
      if (r.value != Value::u32)
        return Status::type_error;
      const openhip_rand::roc::discrete_table* table = nullptr;
      if (!cuda && r.lambda <= kPoissonTableLimit &&
          (table = rocrandPoissonTable(r.lambda)) == nullptr) {
        return Status::allocation_failed;
      }
      return run(QuasiPoisson<P>{table, r.lambda, cuda}, static_cast<unsigned int*>(r.data), r.n);
    }
    }
    return Status::internal_error;
  }

private:
  template <typename Conv, typename T> Status run(Conv conv, T* data, size_t n) {
    const size_t per_dimension = n / dimensions_;
    // A Sobol32 dimension has 2^32 points.
    if (sizeof(P) == 4 && position_ + per_dimension > 0x100000000ull)
      return Status::out_of_range;
    const bool scrambled =
        engine_ == Engine::scrambled_sobol32 || engine_ == Engine::scrambled_sobol64;
    const P* vectors = nullptr;
    const P* scramble = nullptr;
    if constexpr (sizeof(P) == 4) {
      vectors = sobolDirectionVectors32(scrambled);
      if (scrambled)
        scramble = sobolScrambleConstants32();
    } else {
      vectors = sobolDirectionVectors64(scrambled);
      if (scrambled)
        scramble = sobolScrambleConstants64();
    }
    const unsigned long long span = position_ % kSobolGroup + per_dimension;
    const unsigned long long per_block =
        static_cast<unsigned long long>(kSobolGroup) * kSobolGroups;
    const dim3 grid(static_cast<unsigned int>((span + per_block - 1) / per_block), dimensions_);
    const hipError_t error =
        launchKernel(generateSobol<P, Conv, T>, grid, dim3(kSobolGroup), stream(), vectors,
                     scramble, position_, data, per_dimension, conv);
    if (error != hipSuccess)
      return Status::launch_failure;
    position_ += per_dimension;
    return Status::success;
  }

  unsigned long long position_ = 0;
};

} // namespace

std::unique_ptr<Generator> makeSobolGenerator(Flavor flavor, Engine engine, bool host) {
  if (is64BitQuasi(engine))
    return std::make_unique<SobolGenerator<unsigned long long>>(flavor, engine, host);
  return std::make_unique<SobolGenerator<unsigned int>>(flavor, engine, host);
}

} // namespace openhip_rand::host
