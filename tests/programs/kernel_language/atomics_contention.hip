// Every atomic operation and type under contention from all workers: results
// are compared with a host computation over the same inputs.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "../program_check.h"

constexpr int kBins = 256;
constexpr int kCount = 1 << 20;  // 1M work-items, 4096 blocks of 256

__host__ __device__ unsigned int mix(unsigned int i) {
  i ^= i >> 16;
  i *= 0x7feb352du;
  i ^= i >> 15;
  i *= 0x846ca68bu;
  return i ^ (i >> 16);
}

__host__ __device__ int signedValue(int i) { return static_cast<int>(mix(i) % 2000001u) - 1000000; }

struct Results {
  int histogram[kBins];
  float float_histogram[kBins];
  unsigned long long ull_sum;
  double double_sum;
  unsigned int countdown;
  int int_min, int_max;
  unsigned int uint_min, uint_max;
  long long ll_min, ll_max;
  unsigned long long ull_min, ull_max;
  float float_min, float_max;
  double double_min, double_max, cas_max;
  unsigned long long or_bits, and_bits;
  unsigned int xor_bits;
  long long exchange_returned_sum;
  long long exchange_slot;
  unsigned int system_counter;
  unsigned long block_hist_total;
};

__global__ void everyOperation(Results* r) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kCount) return;
  const unsigned int h = mix(i);
  const int v = signedValue(i);
  atomicAdd(&r->histogram[h % kBins], 1);
  atomicAdd(&r->float_histogram[h % kBins], 1.0f);
  atomicAdd(&r->ull_sum, static_cast<unsigned long long>(h) << 20);
  atomicAdd(&r->double_sum, 0.5 * (h % 7));
  atomicSub(&r->countdown, h % 3);
  atomicMin(&r->int_min, v);
  atomicMax(&r->int_max, v);
  atomicMin(&r->uint_min, h);
  atomicMax(&r->uint_max, h);
  atomicMin(&r->ll_min, static_cast<long long>(v) * 1000003);
  atomicMax(&r->ll_max, static_cast<long long>(v) * 1000003);
  atomicMin(&r->ull_min, static_cast<unsigned long long>(h) * 77777);
  atomicMax(&r->ull_max, static_cast<unsigned long long>(h) * 77777);
  atomicMin(&r->float_min, v * 0.25f);
  atomicMax(&r->float_max, v * 0.25f);
  atomicMin(&r->double_min, v * 0.125);
  atomicMax(&r->double_max, v * 0.125);
  atomicOr(&r->or_bits, 1ull << (h % 64));
  atomicAnd(&r->and_bits, ~(1ull << (h % 61)));
  atomicXor(&r->xor_bits, h);
  atomicAdd(&r->exchange_returned_sum, atomicExch(&r->exchange_slot, static_cast<long long>(i)));
  atomicAdd_system(&r->system_counter, 1u);
  __hip_atomic_fetch_add(&r->system_counter, 2u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  unsafeAtomicAdd(&r->double_sum, 0.25);

  // Lock-free maximum of a double with atomicCAS.
  const double candidate = v * 0.001;
  unsigned long long* bits = reinterpret_cast<unsigned long long*>(&r->cas_max);
  unsigned long long seen = *bits;
  while (__longlong_as_double(seen) < candidate) {
    const unsigned long long previous = atomicCAS(bits, seen, __double_as_longlong(candidate));
    if (previous == seen) break;
    seen = previous;
  }
}

// Shared-memory histogram with block-scope atomics, merged with device atomics.
__global__ void blockHistogram(unsigned long* total, unsigned int* global_bins) {
  __shared__ unsigned int bins[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) bins[b] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(&bins[mix(i) % kBins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    atomicAdd(&global_bins[b], bins[b]);
    atomicAdd(total, static_cast<unsigned long>(bins[b]));
  }
}

// atomicInc/atomicDec wrap: every returned value of the cycle appears equally often.
constexpr unsigned int kLimit = 999;
__global__ void wrapping(unsigned int* inc_counter, unsigned int* dec_counter, unsigned int* inc_seen,
                         unsigned int* dec_seen) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kCount) return;
  atomicAdd(&inc_seen[atomicInc(inc_counter, kLimit)], 1u);
  atomicAdd(&dec_seen[atomicDec(dec_counter, kLimit)], 1u);
}

int main() {
  Checker check;
  Results* r;
  HIP_CHECK(hipMallocManaged(&r, sizeof(Results)));
  std::memset(r, 0, sizeof(Results));
  r->countdown = 0xFFFFFFFFu;
  r->int_min = 1 << 30;
  r->int_max = -(1 << 30);
  r->uint_min = 0xFFFFFFFFu;
  r->ll_min = 1ll << 62;
  r->ll_max = -(1ll << 62);
  r->ull_min = ~0ull;
  r->float_min = 1e30f;
  r->float_max = -1e30f;
  r->double_min = 1e300;
  r->double_max = -1e300;
  r->cas_max = -1e300;
  r->and_bits = ~0ull;
  r->exchange_slot = -1;

  everyOperation<<<kCount / 256, 256>>>(r);
  HIP_CHECK_LAUNCH();

  std::vector<int> hist(kBins, 0);
  unsigned long long ull_sum = 0, or_bits = 0, and_bits = ~0ull, ull_min = ~0ull, ull_max = 0;
  double double_sum = 0, double_min = 1e300, double_max = -1e300, cas_max = -1e300;
  unsigned int countdown = 0xFFFFFFFFu, uint_min = 0xFFFFFFFFu, uint_max = 0, xor_bits = 0;
  int int_min = 1 << 30, int_max = -(1 << 30);
  long long ll_min = 1ll << 62, ll_max = -(1ll << 62), id_sum = 0;
  float float_min = 1e30f, float_max = -1e30f;
  for (int i = 0; i < kCount; ++i) {
    const unsigned int h = mix(i);
    const int v = signedValue(i);
    hist[h % kBins]++;
    ull_sum += static_cast<unsigned long long>(h) << 20;
    double_sum += 0.5 * (h % 7) + 0.25;
    countdown -= h % 3;
    int_min = std::min(int_min, v);
    int_max = std::max(int_max, v);
    uint_min = std::min(uint_min, h);
    uint_max = std::max(uint_max, h);
    ll_min = std::min(ll_min, static_cast<long long>(v) * 1000003);
    ll_max = std::max(ll_max, static_cast<long long>(v) * 1000003);
    ull_min = std::min(ull_min, static_cast<unsigned long long>(h) * 77777);
    ull_max = std::max(ull_max, static_cast<unsigned long long>(h) * 77777);
    float_min = std::min(float_min, v * 0.25f);
    float_max = std::max(float_max, v * 0.25f);
    double_min = std::min(double_min, v * 0.125);
    double_max = std::max(double_max, v * 0.125);
    cas_max = std::max(cas_max, v * 0.001);
    or_bits |= 1ull << (h % 64);
    and_bits &= ~(1ull << (h % 61));
    xor_bits ^= h;
    id_sum += i;
  }
  for (int b = 0; b < kBins; ++b) {
    check.expect_eq("int histogram", b, r->histogram[b], hist[b]);
    check.expect_eq("float histogram", b, r->float_histogram[b], hist[b]);
  }
  check.expect_eq("ull sum", 0, r->ull_sum, ull_sum);
  check.expect_true("double sum (quarters: exact)", r->double_sum == double_sum);
  check.expect_eq("unsigned sub", 0, r->countdown, countdown);
  check.expect_eq("int min", 0, r->int_min, int_min);
  check.expect_eq("int max", 0, r->int_max, int_max);
  check.expect_eq("uint min", 0, r->uint_min, uint_min);
  check.expect_eq("uint max", 0, r->uint_max, uint_max);
  check.expect_eq("ll min", 0, r->ll_min, ll_min);
  check.expect_eq("ll max", 0, r->ll_max, ll_max);
  check.expect_true("ull min", r->ull_min == ull_min);
  check.expect_true("ull max", r->ull_max == ull_max);
  check.expect_true("float min", r->float_min == float_min);
  check.expect_true("float max", r->float_max == float_max);
  check.expect_true("double min", r->double_min == double_min);
  check.expect_true("double max", r->double_max == double_max);
  check.expect_true("atomicCAS double max", r->cas_max == cas_max);
  check.expect_true("or", r->or_bits == or_bits);
  check.expect_true("and", r->and_bits == and_bits);
  check.expect_eq("xor", 0, r->xor_bits, xor_bits);
  // Every value put into the slot comes out exactly once: by a later exchange or at the end.
  check.expect_eq("exchange conservation", 0, r->exchange_returned_sum + r->exchange_slot, -1 + id_sum);
  check.expect_eq("system + __hip_atomic counter", 0, r->system_counter, 3 * kCount);

  unsigned long* total;
  unsigned int* bins;
  HIP_CHECK(hipMallocManaged(&total, sizeof(unsigned long)));
  HIP_CHECK(hipMallocManaged(&bins, kBins * sizeof(unsigned int)));
  *total = 0;
  std::memset(bins, 0, kBins * sizeof(unsigned int));
  blockHistogram<<<kCount / 256, 256>>>(total, bins);
  HIP_CHECK_LAUNCH();
  check.expect_eq("block histogram total", 0, *total, kCount);
  for (int b = 0; b < kBins; ++b) check.expect_eq("block histogram", b, bins[b], hist[b]);

  unsigned int *counters, *seen;
  HIP_CHECK(hipMallocManaged(&counters, 2 * sizeof(unsigned int)));
  HIP_CHECK(hipMallocManaged(&seen, 2 * (kLimit + 1) * sizeof(unsigned int)));
  counters[0] = counters[1] = 0;
  std::memset(seen, 0, 2 * (kLimit + 1) * sizeof(unsigned int));
  wrapping<<<kCount / 256, 256>>>(&counters[0], &counters[1], seen, seen + kLimit + 1);
  HIP_CHECK_LAUNCH();
  check.expect_eq("atomicInc final", 0, counters[0], kCount % (kLimit + 1));
  check.expect_eq("atomicDec final", 0, counters[1], (kLimit + 1 - kCount % (kLimit + 1)) % (kLimit + 1));
  const unsigned int full_cycles = kCount / (kLimit + 1), rest = kCount % (kLimit + 1);
  for (unsigned int value = 0; value <= kLimit; ++value) {
    // atomicInc returns 0, 1, 2, ...; atomicDec returns 0, limit, limit-1, ...
    const unsigned int dec_rank = value == 0 ? 0 : kLimit + 1 - value;
    check.expect_eq("atomicInc returns", value, seen[value], full_cycles + (value < rest ? 1 : 0));
    check.expect_eq("atomicDec returns", value, seen[kLimit + 1 + value], full_cycles + (dec_rank < rest ? 1 : 0));
  }

  HIP_CHECK(hipFree(r));
  HIP_CHECK(hipFree(total));
  HIP_CHECK(hipFree(bins));
  HIP_CHECK(hipFree(counters));
  HIP_CHECK(hipFree(seen));
  return check.finish();
}
