// Thread-divergent code between barriers: loops whose trip count depends on
// threadIdx, divergent if/else chains, a non-inlined call and a recursive
// __device__ function (no barrier inside them), in a 3-D block whose
// threadIdx.y/z must stay right in every region after a barrier.
#include "program_check.h"

#include <vector>

constexpr int kX = 8, kY = 4, kZ = 3, kThreads = kX * kY * kZ;

__device__ __noinline__ int weigh(int v, int t) { return v * (t % 5 + 1); }

__device__ int digit_sum(int v) { return v < 10 ? v : v % 10 + digit_sum(v / 10); }

__global__ void divergent(const int* in, int* out) {
  __shared__ int cube[kZ][kY][kX];
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  int t = (z * kY + y) * kX + x;
  int v = in[blockIdx.x * kThreads + t];
  int acc = 0;
  for (int k = 0; k < t % 7; ++k) acc += v + k;  // divergent trip count
  cube[z][y][x] = acc;
  __syncthreads();
  int mine;
  if (x == 0)
    mine = cube[(z + 1) % kZ][y][kX - 1];
  else if (y % 2 == 1)
    mine = weigh(cube[z][(y + 1) % kY][x - 1], t);
  else
    mine = digit_sum(cube[kZ - 1 - z][y][x] + 12345);
  __syncthreads();
  cube[z][y][x] = mine;
  __syncthreads();
  int extra = 0;
  while (extra < y + z) ++extra;  // divergent while
  out[blockIdx.x * kThreads + t] = cube[z][kY - 1 - y][x] * 10 + extra + x * 100000 + y * 10000000;
}

static int host_weigh(int v, int t) { return v * (t % 5 + 1); }
static int host_digit_sum(int v) { return v < 10 ? v : v % 10 + host_digit_sum(v / 10); }

int main() {
  Checker check;
  const int blocks = 5, n = blocks * kThreads;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i) in[i] = (i * 37) % 101;
  int *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  divergent<<<blocks, dim3(kX, kY, kZ)>>>(d_in, d_out);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  auto idx = [](int z, int y, int x) { return (z * kY + y) * kX + x; };
  for (int b = 0; b < blocks; ++b) {
    std::vector<int> first(kThreads), second(kThreads);
    for (int t = 0; t < kThreads; ++t) {
      int v = in[b * kThreads + t], acc = 0;
      for (int k = 0; k < t % 7; ++k) acc += v + k;
      first[t] = acc;
    }
    for (int z = 0; z < kZ; ++z)
      for (int y = 0; y < kY; ++y)
        for (int x = 0; x < kX; ++x) {
          int t = idx(z, y, x);
          if (x == 0)
            second[t] = first[idx((z + 1) % kZ, y, kX - 1)];
          else if (y % 2 == 1)
            second[t] = host_weigh(first[idx(z, (y + 1) % kY, x - 1)], t);
          else
            second[t] = host_digit_sum(first[idx(kZ - 1 - z, y, x)] + 12345);
        }
    for (int z = 0; z < kZ; ++z)
      for (int y = 0; y < kY; ++y)
        for (int x = 0; x < kX; ++x) {
          int t = idx(z, y, x);
          int want = second[idx(z, kY - 1 - y, x)] * 10 + y + z + x * 100000 + y * 10000000;
          check.expect_eq("out", b * kThreads + t, out[b * kThreads + t], want);
        }
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
