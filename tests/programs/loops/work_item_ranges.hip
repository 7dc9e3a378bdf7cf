// Work-item range loops (the compiler runs the iterations every work-item of
// the block has in common as work-item loops over the block, then the rest
// per work-item): `for (j = first; j < per && start + j < count; ++j)` with
// start = global id * per, as key searches write them. Each work-item must
// run exactly its own iterations, in order, with its private state carried
// from one to the next: for counts not a multiple of per, per 0 and 1,
// negative per (no iterations), negative multipliers of the work-item id
// (the split is skipped at run time), blocks past the end, one-work-item
// blocks, unsigned indices, a non-zero first j, and hits reported by stores
// to fixed addresses.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

__host__ __device__ unsigned mix(unsigned word, unsigned length) {
  switch (length) {  // block-uniform, like md5's padding by key length
    case 0: word |= 0x80u; break;
    case 1: word |= 0x8000u; break;
    case 2: word |= 0x800000u; break;
    case 3: word |= 0x80000000u; break;
  }
  unsigned h = 0x811c9dc5u;
  for (int r = 0; r < 6; ++r) {
    h = (h ^ word) * 0x01000193u;
    h = (h << 13) | (h >> 19);
  }
  return h;
}

// The key is a private byte array whose first byte counts up per item, the
// others fixed per work-item (md5hash's shape).
__host__ __device__ unsigned key_word(const unsigned char key[4]) {
  return key[0] | key[1] << 8 | key[2] << 16 | static_cast<unsigned>(key[3]) << 24;
}

__global__ void key_search(int* found, unsigned char* found_key, unsigned* hashes, int* iterations, int count, int per,
                           int first, unsigned length, unsigned target) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int start = gid * per;
  unsigned char key[4] = {static_cast<unsigned char>(start), static_cast<unsigned char>(start >> 8),
                          static_cast<unsigned char>(start >> 16), 0x5a};
  unsigned folded = 0;
  int done = 0;
  for (int j = first; j < per && start + j < count; ++j) {
    const unsigned h = mix(key_word(key), length);
    if (h == target) {
      found[0] = start + j;
      found_key[0] = key[0];
      found_key[1] = key[1];
      found_key[2] = key[2];
      found_key[3] = key[3];
    }
    folded = folded * 31u + h;  // order-sensitive: the items must come in order
    ++key[0];
    ++done;
  }
  hashes[gid] = folded;
  iterations[gid] = done;
}

__global__ void unsigned_counts(unsigned* iterations, unsigned count, unsigned per) {
  const unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned start = gid * per;
  unsigned done = 0, sum = 0;
  for (unsigned j = 0; j < per && start + j < count; ++j) {
    sum += (start + j) * 2654435761u;
    ++done;
  }
  iterations[gid] = done * 100000u + (sum & 0xffffu);
}

// The start's multiplier may be negative (later work-items then start lower
// and run more items): the block's last work-item is no longer the one with
// the fewest iterations, so the split must not happen.
__global__ void strided_counts(int* iterations, int n, int m, int stride) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int start = gid * stride;
  int done = 0;
  unsigned sum = 0;
  for (int j = 0; j < m && start + j < n; ++j) {
    sum = sum * 7u + static_cast<unsigned>(start + j);
    ++done;
  }
  iterations[gid] = done * 1000000 + static_cast<int>(sum & 0xfffffu);
}

struct Expected {
  std::vector<unsigned> hashes;
  std::vector<int> iterations;
};

Expected host_search(int threads_total, int count, int per, int first, unsigned length) {
  Expected e{std::vector<unsigned>(threads_total), std::vector<int>(threads_total)};
  for (int gid = 0; gid < threads_total; ++gid) {
    const int start = gid * per;
    unsigned char key[4] = {static_cast<unsigned char>(start), static_cast<unsigned char>(start >> 8),
                            static_cast<unsigned char>(start >> 16), 0x5a};
    unsigned folded = 0;
    int done = 0;
    for (int j = first; j < per && start + j < count; ++j) {
      folded = folded * 31u + mix(key_word(key), length);
      ++key[0];
      ++done;
    }
    e.hashes[gid] = folded;
    e.iterations[gid] = done;
  }
  return e;
}

int main() {
  Checker check;
  struct Shape { int count, per, first, blocks, threads; };
  const Shape shapes[] = {{100000, 10, 0, 40, 256}, {99991, 7, 0, 56, 256}, {5000, 35, 0, 3, 64},
                          {1000, 1, 0, 4, 256},     {1000, 0, 0, 2, 64},    {1000, -3, 0, 2, 64},
                          {777, 5, 2, 3, 96},       {300, 4, 0, 5, 32},     {50, 3, 0, 20, 1},
                          {64, 8, 0, 1, 1024}};
  const int max_threads = 56 * 256;
  int *dfound, *diterations;
  unsigned char* dkey;
  unsigned* dhashes;
  HIP_CHECK(hipMalloc(&dfound, sizeof(int)));
  HIP_CHECK(hipMalloc(&dkey, 4));
  HIP_CHECK(hipMalloc(&dhashes, max_threads * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&diterations, max_threads * sizeof(int)));
  for (const Shape& s : shapes) {
    for (unsigned length : {1u, 3u, 6u}) {
      const int total = s.blocks * s.threads;
      const Expected want = host_search(total, s.count, s.per, s.first, length);
      // The target: the hash of one item that a work-item in the middle runs.
      int target_gid = -1;
      for (int g = total / 2; g < total && target_gid < 0; ++g)
        if (want.iterations[g] > 0) target_gid = g;
      unsigned target = 0xdeadbeefu;
      int target_item = -1;
      unsigned char target_key[4] = {0, 0, 0, 0};
      if (target_gid >= 0) {
        const int start = target_gid * s.per;
        const int j = s.first + want.iterations[target_gid] / 2;
        target_key[0] = static_cast<unsigned char>(start + (j - s.first));
        target_key[1] = static_cast<unsigned char>(start >> 8);
        target_key[2] = static_cast<unsigned char>(start >> 16);
        target_key[3] = 0x5a;
        target = mix(key_word(target_key), length);
        target_item = start + j;
      }
      // Other items may collide with the target hash: the last one in the
      // program's order wins on every platform only if it is unique, so
      // count the hits on the host and check the index only then.
      int hits = 0;
      for (int g = 0; g < total; ++g) {
        const int start = g * s.per;
        unsigned char key[4] = {static_cast<unsigned char>(start), static_cast<unsigned char>(start >> 8),
                                static_cast<unsigned char>(start >> 16), 0x5a};
        for (int j = s.first; j < s.per && start + j < s.count; ++j, ++key[0]) hits += mix(key_word(key), length) == target;
      }
      const int none = -1;
      HIP_CHECK(hipMemcpy(dfound, &none, sizeof(int), hipMemcpyHostToDevice));
      HIP_CHECK(hipMemset(dkey, 0, 4));
      hipLaunchKernelGGL(key_search, dim3(s.blocks), dim3(s.threads), 0, 0, dfound, dkey, dhashes, diterations, s.count,
                         s.per, s.first, length, target);
      HIP_CHECK_LAUNCH();
      std::vector<unsigned> hashes(total);
      std::vector<int> iterations(total);
      int found = 0;
      unsigned char key[4];
      HIP_CHECK(hipMemcpy(hashes.data(), dhashes, total * sizeof(unsigned), hipMemcpyDeviceToHost));
      HIP_CHECK(hipMemcpy(iterations.data(), diterations, total * sizeof(int), hipMemcpyDeviceToHost));
      HIP_CHECK(hipMemcpy(&found, dfound, sizeof(int), hipMemcpyDeviceToHost));
      HIP_CHECK(hipMemcpy(key, dkey, 4, hipMemcpyDeviceToHost));
      const long shape = s.count * 100L + s.per;
      for (int g = 0; g < total; ++g) {
        check.expect_eq("search.iterations", shape * 10000 + g, iterations[g], want.iterations[g]);
        check.expect_eq("search.hashes", shape * 10000 + g, hashes[g], want.hashes[g]);
      }
      if (hits == 1) {
        check.expect_eq("search.found", shape, found, target_item);
        for (int b = 0; b < 4; ++b) check.expect_eq("search.key", shape * 10 + b, key[b], target_key[b]);
      } else if (hits == 0) {
        check.expect_eq("search.none", shape, found, none);
      }
    }
  }

  const unsigned counts_threads = 4 * 128;
  unsigned* dcounts;
  HIP_CHECK(hipMalloc(&dcounts, counts_threads * sizeof(unsigned)));
  std::vector<unsigned> counts(counts_threads);
  for (unsigned per : {0u, 1u, 9u, 1000u}) {
    for (unsigned count : {0u, 4000u, 4099u}) {
      hipLaunchKernelGGL(unsigned_counts, dim3(4), dim3(128), 0, 0, dcounts, count, per);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(counts.data(), dcounts, counts_threads * sizeof(unsigned), hipMemcpyDeviceToHost));
      for (unsigned g = 0; g < counts_threads; ++g) {
        const unsigned start = g * per;
        unsigned done = 0, sum = 0;
        for (unsigned j = 0; j < per && start + j < count; ++j) {
          sum += (start + j) * 2654435761u;
          ++done;
        }
        check.expect_eq("unsigned.counts", per * 100000L + count * 10L + g, counts[g], done * 100000u + (sum & 0xffffu));
      }
    }
  }
  HIP_CHECK(hipFree(dcounts));

  int* dstrided;
  const int strided_threads = 3 * 64;
  HIP_CHECK(hipMalloc(&dstrided, strided_threads * sizeof(int)));
  std::vector<int> strided(strided_threads);
  for (int stride : {-5, -1, 0, 3}) {
    for (int n : {-400, 10, 500}) {
      const int m = 40;
      hipLaunchKernelGGL(strided_counts, dim3(3), dim3(64), 0, 0, dstrided, n, m, stride);
      HIP_CHECK_LAUNCH();
      HIP_CHECK(hipMemcpy(strided.data(), dstrided, strided_threads * sizeof(int), hipMemcpyDeviceToHost));
      for (int g = 0; g < strided_threads; ++g) {
        const int start = g * stride;
        int done = 0;
        unsigned sum = 0;
        for (int j = 0; j < m && start + j < n; ++j) {
          sum = sum * 7u + static_cast<unsigned>(start + j);
          ++done;
        }
        check.expect_eq("strided.counts", (stride + 10) * 100000L + (n + 1000) * 100L + g, strided[g],
                        done * 1000000 + static_cast<int>(sum & 0xfffffu));
      }
    }
  }
  HIP_CHECK(hipFree(dstrided));
  HIP_CHECK(hipFree(dfound));
  HIP_CHECK(hipFree(dkey));
  HIP_CHECK(hipFree(dhashes));
  HIP_CHECK(hipFree(diterations));
  return check.finish();
}
