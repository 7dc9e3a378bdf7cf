// __shared__ atomics under contention inside each block (SharedMemoryAtomics
// makes them plain read-modify-writes): many work-items hit the same counters,
// the returned old values must form tickets, and every kind of operation must
// give the same result as a host computation.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kThreads = 256;
constexpr int kBlocks = 64;
constexpr int kBins = 8;           // few bins: heavy contention
constexpr int kItemsPerThread = 16;

__host__ __device__ unsigned int mix(unsigned int i) {
  i ^= i >> 16;
  i *= 0x7feb352du;
  i ^= i >> 15;
  i *= 0x846ca68bu;
  return i ^ (i >> 16);
}

struct BlockResult {
  int histogram[kBins];
  float float_sum;
  unsigned int max_value;
  unsigned int min_value;
  unsigned int or_bits;
  unsigned int cas_count;
  int tickets_seen[kThreads];  // tickets_seen[ticket] = thread that drew it
};

__global__ void sharedAtomics(BlockResult* results) {
  __shared__ int histogram[kBins];
  __shared__ float float_sum;
  __shared__ unsigned int max_value, min_value, or_bits, cas_count, next_ticket;
  const int t = threadIdx.x;
  if (t < kBins) histogram[t] = 0;
  if (t == 0) {
    float_sum = 0.0f;
    max_value = 0;
    min_value = 0xffffffffu;
    or_bits = 0;
    cas_count = 0;
    next_ticket = 0;
  }
  __syncthreads();
  // The old value each work-item gets back is its ticket: a permutation.
  const unsigned int ticket = atomicAdd(&next_ticket, 1u);
  results[blockIdx.x].tickets_seen[ticket] = t;
  for (int k = 0; k < kItemsPerThread; ++k) {
    const unsigned int h = mix((blockIdx.x * kThreads + t) * kItemsPerThread + k);
    atomicAdd(&histogram[h % kBins], 1);
    atomicAdd(&float_sum, 0.25f);
    atomicMax(&max_value, h);
    atomicMin(&min_value, h);
    atomicOr(&or_bits, 1u << (h % 32));
    // An increment written as a CAS loop, as code without atomicInc does.
    unsigned int seen = cas_count, assumed;
    do {
      assumed = seen;
      seen = atomicCAS(&cas_count, assumed, assumed + 1);
    } while (seen != assumed);
  }
  __syncthreads();
  BlockResult& out = results[blockIdx.x];
  if (t < kBins) out.histogram[t] = histogram[t];
  if (t == 0) {
    out.float_sum = float_sum;
    out.max_value = max_value;
    out.min_value = min_value;
    out.or_bits = or_bits;
    out.cas_count = cas_count;
  }
}

// Without barriers the kernel is one work-item loop; the shared counter
// updates make its iterations depend on each other (vectorizing them
// naively would lose increments). Each block counts its odd values.
__global__ void countWithoutBarriers(const unsigned int* values, unsigned int* tickets) {
  extern __shared__ unsigned int counter[];
  const int t = threadIdx.x;
  const unsigned int v = values[blockIdx.x * blockDim.x + t];
  tickets[blockIdx.x * blockDim.x + t] = (v & 1u) ? atomicAdd(&counter[v % 4], 1u) : 0xffffffffu;
}

int main() {
  Checker check;
  BlockResult* results = nullptr;
  HIP_CHECK(hipMalloc(&results, sizeof(BlockResult) * kBlocks));
  HIP_CHECK(hipMemset(results, 0xff, sizeof(BlockResult) * kBlocks));
  sharedAtomics<<<kBlocks, kThreads>>>(results);
  HIP_CHECK_LAUNCH();
  std::vector<BlockResult> got(kBlocks);
  HIP_CHECK(hipMemcpy(got.data(), results, sizeof(BlockResult) * kBlocks, hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    int histogram[kBins] = {};
    unsigned int max_value = 0, min_value = 0xffffffffu, or_bits = 0;
    for (int t = 0; t < kThreads; ++t)
      for (int k = 0; k < kItemsPerThread; ++k) {
        const unsigned int h = mix((b * kThreads + t) * kItemsPerThread + k);
        ++histogram[h % kBins];
        max_value = h > max_value ? h : max_value;
        min_value = h < min_value ? h : min_value;
        or_bits |= 1u << (h % 32);
      }
    for (int i = 0; i < kBins; ++i) check.expect_eq("histogram", b * kBins + i, got[b].histogram[i], histogram[i]);
    check.expect_eq("float_sum", b, got[b].float_sum, 0.25f * kThreads * kItemsPerThread);
    check.expect_eq("max_value", b, got[b].max_value, max_value);
    check.expect_eq("min_value", b, got[b].min_value, min_value);
    check.expect_eq("or_bits", b, got[b].or_bits, or_bits);
    check.expect_eq("cas_count", b, got[b].cas_count, kThreads * kItemsPerThread);
    std::vector<int> drawn(kThreads, 0);
    for (int ticket = 0; ticket < kThreads; ++ticket) {
      const int t = got[b].tickets_seen[ticket];
      if (t >= 0 && t < kThreads) ++drawn[t];
    }
    for (int t = 0; t < kThreads; ++t) check.expect_eq("tickets drawn by thread", b * kThreads + t, drawn[t], 1);
  }

  // Barrier-free kernel: shared memory starts undefined, so the counters
  // start anywhere; the tickets of one counter must still be consecutive.
  const int n = kBlocks * kThreads;
  std::vector<unsigned int> values(n);
  for (int i = 0; i < n; ++i) values[i] = mix(i + 12345);
  unsigned int *d_values = nullptr, *d_tickets = nullptr;
  HIP_CHECK(hipMalloc(&d_values, n * sizeof(unsigned int)));
  HIP_CHECK(hipMalloc(&d_tickets, n * sizeof(unsigned int)));
  HIP_CHECK(hipMemcpy(d_values, values.data(), n * sizeof(unsigned int), hipMemcpyHostToDevice));
  countWithoutBarriers<<<kBlocks, kThreads, 4 * sizeof(unsigned int)>>>(d_values, d_tickets);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned int> tickets(n);
  HIP_CHECK(hipMemcpy(tickets.data(), d_tickets, n * sizeof(unsigned int), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    for (unsigned int c = 0; c < 4; ++c) {
      // The tickets of one counter: distinct and consecutive from some start.
      std::vector<unsigned int> drawn;
      for (int t = 0; t < kThreads; ++t) {
        const unsigned int v = values[b * kThreads + t];
        if ((v & 1u) && v % 4 == c) drawn.push_back(tickets[b * kThreads + t]);
      }
      if (drawn.empty()) continue;
      unsigned int lowest = drawn[0];
      for (unsigned int x : drawn) lowest = x < lowest ? x : lowest;
      std::vector<int> hits(drawn.size(), 0);
      for (unsigned int x : drawn)
        if (x - lowest < drawn.size()) ++hits[x - lowest];
      for (size_t i = 0; i < hits.size(); ++i) check.expect_eq("counter tickets", b * 4 + c, hits[i], 1);
    }
  }
  HIP_CHECK(hipFree(results));
  HIP_CHECK(hipFree(d_values));
  HIP_CHECK(hipFree(d_tickets));
  return check.finish();
}
