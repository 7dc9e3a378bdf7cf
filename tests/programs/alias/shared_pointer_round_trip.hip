// __shared__ addresses that travel through memory (global, shared, private)
// and come back as plain pointers: ArenaAliasScopes gives accesses through
// such pointers no scope, so a write through one must be seen by direct reads
// of the tile, and vice versa. Also private values live across barriers next
// to shared tiles (a tiled dot product), whose loads and stores the scopes
// let LLVM reorder.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kThreads = 128;
constexpr int kBlocks = 32;

__global__ void roundTrip(float** scratch, float* const* addresses_in, float* out) {
  __shared__ float tile[kThreads];
  __shared__ float* pointers[kThreads];
  const int t = threadIdx.x;
  const int g = blockIdx.x * kThreads + t;
  const int neighbour = (t + 1) % kThreads;
  tile[t] = static_cast<float>(t);
  scratch[g] = &tile[neighbour];  // a __shared__ address in global memory
  pointers[t] = &tile[t];         // ... and in shared memory
  __syncthreads();
  float* through_global = scratch[g];
  const float before = tile[neighbour];
  *through_global += 1000.0f;           // unknown provenance
  const float after = tile[neighbour];  // must see the write
  out[g * 4 + 0] = after - before;
  __syncthreads();
  // A pointer read from shared memory, used after a barrier (it is live
  // across the barrier, so it sits in the private arena itself).
  float* mine = pointers[t];
  __syncthreads();
  *mine *= 2.0f;
  out[g * 4 + 1] = tile[t];
  // A pointer the host passed that happens to be null for odd blocks: the
  // direct path and the loaded path must agree.
  float* maybe = addresses_in[blockIdx.x];
  float local = tile[t];
  if (maybe) {
    maybe[t] = local;
    local += maybe[t];
  }
  __syncthreads();
  // All work-items add to one element through a reloaded shared pointer:
  // atomics of unknown provenance stay atomic.
  atomicAdd(scratch[blockIdx.x * kThreads], 1.0f);
  __syncthreads();
  out[g * 4 + 2] = local;
  out[g * 4 + 3] = tile[1];
}

// sum is live across both barriers of every step (private arena) while the
// tiles are read from the shared arena.
__global__ void tiledDot(const float* a, const float* b, float* out, int steps) {
  __shared__ float ta[kThreads];
  __shared__ float tb[kThreads];
  const int t = threadIdx.x;
  float sum = 0.0f;
  for (int s = 0; s < steps; ++s) {
    const int base = (blockIdx.x * steps + s) * kThreads;
    ta[t] = a[base + t];
    tb[t] = b[base + t];
    __syncthreads();
    for (int k = 0; k < 16; ++k) sum += ta[(t + k) % kThreads] * tb[(t * 3 + k) % kThreads];
    __syncthreads();
  }
  out[blockIdx.x * kThreads + t] = sum;
}

int main() {
  Checker check;
  const int n = kBlocks * kThreads;
  float** scratch = nullptr;
  float* out = nullptr;
  float** addresses = nullptr;
  float* buffer = nullptr;
  HIP_CHECK(hipMalloc(&scratch, n * sizeof(float*)));
  HIP_CHECK(hipMalloc(&out, 4 * n * sizeof(float)));
  HIP_CHECK(hipMalloc(&addresses, kBlocks * sizeof(float*)));
  HIP_CHECK(hipMalloc(&buffer, n * sizeof(float)));
  std::vector<float*> host_addresses(kBlocks, nullptr);
  for (int b = 0; b < kBlocks; b += 2) host_addresses[b] = buffer + b * kThreads;
  HIP_CHECK(hipMemcpy(addresses, host_addresses.data(), kBlocks * sizeof(float*), hipMemcpyHostToDevice));
  roundTrip<<<kBlocks, kThreads>>>(scratch, addresses, out);
  HIP_CHECK_LAUNCH();
  std::vector<float> got(4 * n);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    for (int t = 0; t < kThreads; ++t) {
      const int g = b * kThreads + t;
      const float doubled = 2.0f * (static_cast<float>(t) + 1000.0f);
      check.expect_eq("write through a reloaded pointer", g, got[g * 4 + 0], 1000.0f);
      check.expect_eq("write through a pointer from shared memory", g, got[g * 4 + 1], doubled);
      check.expect_eq("host pointer or not", g, got[g * 4 + 2], b % 2 == 0 ? 2.0f * doubled : doubled);
      check.expect_eq("atomic through a reloaded pointer", g, got[g * 4 + 3],
                      2.0f * (1.0f + 1000.0f) + kThreads);
    }
  }

  const int steps = 4;
  std::vector<float> a(n * steps), b(n * steps);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = static_cast<float>(i % 7);
    b[i] = static_cast<float>(i % 5) - 2.0f;
  }
  float *d_a = nullptr, *d_b = nullptr, *d_dot = nullptr;
  HIP_CHECK(hipMalloc(&d_a, a.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_b, b.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_dot, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_a, a.data(), a.size() * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_b, b.data(), b.size() * sizeof(float), hipMemcpyHostToDevice));
  tiledDot<<<kBlocks, kThreads>>>(d_a, d_b, d_dot, steps);
  HIP_CHECK_LAUNCH();
  std::vector<float> dot(n);
  HIP_CHECK(hipMemcpy(dot.data(), d_dot, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int blk = 0; blk < kBlocks; ++blk)
    for (int t = 0; t < kThreads; ++t) {
      float sum = 0.0f;  // small integers: exact in any order
      for (int s = 0; s < steps; ++s) {
        const int base = (blk * steps + s) * kThreads;
        for (int k = 0; k < 16; ++k) sum += a[base + (t + k) % kThreads] * b[base + (t * 3 + k) % kThreads];
      }
      check.expect_eq("tiled dot", blk * kThreads + t, dot[blk * kThreads + t], sum);
    }
  HIP_CHECK(hipFree(scratch));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(addresses));
  HIP_CHECK(hipFree(buffer));
  HIP_CHECK(hipFree(d_a));
  HIP_CHECK(hipFree(d_b));
  HIP_CHECK(hipFree(d_dot));
  return check.finish();
}
