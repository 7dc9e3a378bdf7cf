// The guard shapes the CPU lowering narrows or splits the x loop at
// (docs/cpu-lowering.md, "Narrowing the x loop to a guard"), run with
// partial blocks, 1-D and 2-D blocks, and checked on the host:
//   - equality guards: `if (t == 0)`, `if (t == blockDim.x - 1)`,
//     `if (i == n - 1)`, `if (t != k) return;`, between barriers too;
//   - value guards: `i < n ? in[i] : -1`, `t >= off ? a[t - off] : 0`;
//   - scaled indices: `base = blockIdx.x * B * 4 + t * 4`, `base + k < n`;
//   - sums that wrap within a block (the exact fallback);
//   - head flags that read in[i - 1] before the guard drops it at i == 0
//     (NVIDIA Thrust's pattern): the bytes before a device allocation are
//     readable (docs/faults.md), small and huge-page allocations alike;
//   - a vector copy whose last block reads whole vectors past the end of a
//     large allocation (HeCBench threadcpy: `n - index` wraps for the
//     work-items past n): readable up to the 2 MiB granule, as on a GPU.
#include "../program_check.h"

#include <climits>
#include <vector>

namespace {

__global__ void first_and_last(int* first, int* last, int* point, int n) {
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (t == 0) first[blockIdx.x * blockDim.y + threadIdx.y] = blockIdx.x * 100 + threadIdx.y;
  if (t == blockDim.x - 1) last[blockIdx.x * blockDim.y + threadIdx.y] = i + threadIdx.y;
  if (i == n - 1) point[threadIdx.y] = i;
}

__global__ void all_but(int* out, int skip) {
  if (threadIdx.x != skip) return;
  out[blockIdx.x] = threadIdx.x + 1;
}

__global__ void value_guard(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int row = threadIdx.y * gridDim.x * blockDim.x;
  out[row + i] = i < n ? in[i] : -1;
}

__global__ void shifted(const int* in, int* out, int off) {
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  out[base + t] = t >= off ? in[base + t - off] : 7;
}

constexpr int kItems = 4;

__global__ void scaled(const int* in, int* out, int* copied, int n) {
  int base = blockIdx.x * blockDim.x * kItems + threadIdx.x * kItems;
  int sum = 0;
  for (int k = 0; k < kItems; ++k) sum += base + k < n ? in[base + k] : 0;
  for (int k = 0; k < kItems; ++k)
    if (base + k < n) copied[base + k] = in[base + k] * 2;
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// `off + x` wraps in unsigned arithmetic; compared as int, the guard is no
// interval of x.
__global__ void wrapping(int* out, unsigned off, int n) {
  int i = static_cast<int>(off + threadIdx.x);
  out[threadIdx.x] = i < n ? 1 : 2;
  if (i < n) out[blockDim.x + threadIdx.x] = 3;
}

template <int Block>
__global__ void block_reduce(const float* in, float* out, int n) {
  __shared__ float partial[Block];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  partial[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

template <int Block>
__global__ void block_scan(const unsigned* in, unsigned* out, unsigned* sums, int n) {
  __shared__ unsigned totals[Block];
  int t = threadIdx.x;
  int base = blockIdx.x * Block * kItems + t * kItems;
  unsigned items[kItems];
  unsigned total = 0;
  for (int k = 0; k < kItems; ++k) {
    items[k] = base + k < n ? in[base + k] : 0u;
    total += items[k];
  }
  totals[t] = total;
  __syncthreads();
  for (int offset = 1; offset < Block; offset *= 2) {
    unsigned left = t >= offset ? totals[t - offset] : 0u;
    __syncthreads();
    totals[t] += left;
    __syncthreads();
  }
  unsigned running = totals[t] - total;
  for (int k = 0; k < kItems; ++k) {
    if (base + k < n) out[base + k] = running;
    running += items[k];
  }
  if (t == Block - 1) sums[blockIdx.x] = totals[t];
}

// 2-D block, barrier: row leaders write after the barrier.
__global__ void row_leaders(const int* in, int* out, int width) {
  __shared__ int tile[8][16];
  int x = threadIdx.x, y = threadIdx.y;
  int gx = blockIdx.x * blockDim.x + x;
  tile[y][x] = gx < width ? in[y * width + gx] : 0;
  __syncthreads();
  if (x == 0) {
    int s = 0;
    for (int k = 0; k < static_cast<int>(blockDim.x); ++k) s += tile[y][k];
    out[blockIdx.x * blockDim.y + y] = s;
  }
}

// The load of in[i - 1] is not guarded: at i == 0 it reads the 4 bytes
// before the allocation, and the value is dropped.
__global__ void head_flags(const int* in, int* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int previous = in[i - 1];
  flags[i] = i == 0 ? 1 : in[i] != previous;
}

struct alignas(32) Vector8 {
  int word[8];
};

__global__ void vector_copy(const int* in, int* out, size_t n) {
  size_t index = (size_t(blockIdx.x) * blockDim.x + threadIdx.x) * 8;
  size_t remaining = n - index;  // wraps past n: such work-items copy a whole vector
  if (remaining < 8) {
    for (size_t i = index; i < n; ++i) out[i] = in[i];
  } else {
    *reinterpret_cast<Vector8*>(out + index) = *reinterpret_cast<const Vector8*>(in + index);
  }
}

template <typename T>
T* device(const std::vector<T>& host) {
  T* ptr = nullptr;
  HIP_CHECK(hipMalloc(&ptr, host.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(ptr, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return ptr;
}

template <typename T>
std::vector<T> back(const T* ptr, size_t count) {
  std::vector<T> host(count);
  HIP_CHECK(hipMemcpy(host.data(), ptr, count * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

void checkEquality(Checker& check) {
  const int n = 1000, bx = 96, by = 3, blocks = (n + bx - 1) / bx;
  std::vector<int> none(blocks * by, -5);
  int* first = device(none);
  int* last = device(none);
  int* point = device(std::vector<int>(by, -5));
  first_and_last<<<blocks, dim3(bx, by)>>>(first, last, point, n);
  HIP_CHECK_LAUNCH();
  std::vector<int> gotFirst = back(first, none.size()), gotLast = back(last, none.size());
  std::vector<int> gotPoint = back(point, by);
  for (int b = 0; b < blocks; ++b)
    for (int y = 0; y < by; ++y) {
      check.expect_eq("first", b * by + y, gotFirst[b * by + y], b * 100 + y);
      check.expect_eq("last", b * by + y, gotLast[b * by + y], b * bx + bx - 1 + y);
    }
  for (int y = 0; y < by; ++y) check.expect_eq("point", y, gotPoint[y], n - 1);

  for (int skip : {0, 5, 63, 64, 1000, -1}) {
    int* out = device(std::vector<int>(4, 0));
    all_but<<<4, 64>>>(out, skip);
    HIP_CHECK_LAUNCH();
    std::vector<int> got = back(out, 4);
    for (int b = 0; b < 4; ++b) check.expect_eq("all_but", skip * 10 + b, got[b], skip >= 0 && skip < 64 ? skip + 1 : 0);
    HIP_CHECK(hipFree(out));
  }
  HIP_CHECK(hipFree(first));
  HIP_CHECK(hipFree(last));
  HIP_CHECK(hipFree(point));
}

void checkValueGuards(Checker& check) {
  for (int n : {0, 1, 100, 255, 256, 700}) {
    const int bx = 64, by = 2, blocks = 5, width = blocks * bx;
    std::vector<int> in(width);
    for (int i = 0; i < width; ++i) in[i] = 3 * i + 1;
    int* din = device(in);
    int* out = device(std::vector<int>(width * by, -9));
    value_guard<<<blocks, dim3(bx, by)>>>(din, out, n);
    HIP_CHECK_LAUNCH();
    std::vector<int> got = back(out, width * by);
    for (int y = 0; y < by; ++y)
      for (int i = 0; i < width; ++i) check.expect_eq("value_guard", y * width + i, got[y * width + i], i < n ? in[i] : -1);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(out));
  }
  for (int off : {0, 1, 17, 64, 100}) {
    const int block = 64, blocks = 3;
    std::vector<int> in(block * blocks);
    for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int>(i * 5);
    int* din = device(in);
    int* out = device(std::vector<int>(in.size(), 0));
    shifted<<<blocks, block>>>(din, out, off);
    HIP_CHECK_LAUNCH();
    std::vector<int> got = back(out, in.size());
    for (int b = 0; b < blocks; ++b)
      for (int t = 0; t < block; ++t)
        check.expect_eq("shifted", b * block + t, got[b * block + t], t >= off ? in[b * block + t - off] : 7);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(out));
  }
}

void checkScaled(Checker& check) {
  const int block = 48, blocks = 4, size = block * blocks * kItems;
  for (int n : {0, 5, 190, 191, 192, 193, 500, size}) {
    std::vector<int> in(size);
    for (int i = 0; i < size; ++i) in[i] = i % 13 + 1;
    int* din = device(in);
    int* out = device(std::vector<int>(block * blocks, -1));
    int* copied = device(std::vector<int>(size, -1));
    scaled<<<blocks, block>>>(din, out, copied, n);
    HIP_CHECK_LAUNCH();
    std::vector<int> got = back(out, block * blocks), gotCopied = back(copied, size);
    for (int w = 0; w < block * blocks; ++w) {
      int want = 0;
      for (int k = 0; k < kItems; ++k) want += w * kItems + k < n ? in[w * kItems + k] : 0;
      check.expect_eq("scaled", w, got[w], want);
    }
    for (int i = 0; i < size; ++i) check.expect_eq("scaled copy", i, gotCopied[i], i < n ? in[i] * 2 : -1);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(out));
    HIP_CHECK(hipFree(copied));
  }
}

void checkWrapping(Checker& check) {
  const int block = 64;
  for (unsigned off : {0u, 10u, static_cast<unsigned>(INT_MAX) - 20u, static_cast<unsigned>(INT_MAX)}) {
    for (int n : {5, INT_MAX - 3}) {
      int* out = device(std::vector<int>(2 * block, 0));
      wrapping<<<1, block>>>(out, off, n);
      HIP_CHECK_LAUNCH();
      std::vector<int> got = back(out, 2 * block);
      for (int t = 0; t < block; ++t) {
        const int i = static_cast<int>(off + static_cast<unsigned>(t));
        check.expect_eq("wrapping", t, got[t], i < n ? 1 : 2);
        check.expect_eq("wrapping guard", t, got[block + t], i < n ? 3 : 0);
      }
      HIP_CHECK(hipFree(out));
    }
  }
}

template <int Block>
void checkReduce(Checker& check, int n) {
  const int blocks = (n + Block - 1) / Block;
  std::vector<float> in(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i % 7);
  float* din = device(in);
  float* out = device(std::vector<float>(blocks, -1.0f));
  block_reduce<Block><<<blocks, Block>>>(din, out, n);
  HIP_CHECK_LAUNCH();
  std::vector<float> got = back(out, blocks);
  for (int b = 0; b < blocks; ++b) {
    float want = 0;
    for (int i = b * Block; i < n && i < (b + 1) * Block; ++i) want += in[i];
    check.expect_near("block_reduce", b, got[b], want, 1e-6);
  }
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(out));
}

template <int Block>
void checkScan(Checker& check, int n) {
  const int perBlock = Block * kItems, blocks = (n + perBlock - 1) / perBlock;
  std::vector<unsigned> in(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<unsigned>(i % 5 + 1);
  unsigned* din = device(in);
  unsigned* out = device(std::vector<unsigned>(n + 1, 12345u));
  unsigned* sums = device(std::vector<unsigned>(blocks, 0u));
  block_scan<Block><<<blocks, Block>>>(din, out, sums, n);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned> got = back(out, n + 1), gotSums = back(sums, blocks);
  for (int b = 0; b < blocks; ++b) {
    unsigned running = 0;
    for (int i = b * perBlock; i < (b + 1) * perBlock; ++i) {
      if (i < n) check.expect_eq("block_scan", i, got[i], running);
      running += i < n ? in[i] : 0u;
    }
    check.expect_eq("block_scan sums", b, gotSums[b], running);
  }
  check.expect_eq("block_scan past the end", n, got[n], 12345u);
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(sums));
}

void checkRowLeaders(Checker& check) {
  const int width = 40, bx = 16, by = 8, blocks = (width + bx - 1) / bx;
  std::vector<int> in(width * by);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<int>(i % 11);
  int* din = device(in);
  int* out = device(std::vector<int>(blocks * by, -1));
  row_leaders<<<blocks, dim3(bx, by)>>>(din, out, width);
  HIP_CHECK_LAUNCH();
  std::vector<int> got = back(out, blocks * by);
  for (int b = 0; b < blocks; ++b)
    for (int y = 0; y < by; ++y) {
      int want = 0;
      for (int x = b * bx; x < (b + 1) * bx && x < width; ++x) want += in[y * width + x];
      check.expect_eq("row_leaders", b * by + y, got[b * by + y], want);
    }
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(out));
}

void checkHeadFlags(Checker& check) {
  for (int n : {1, 1000, (2 << 20) / 4, (3 << 20) / 4 + 5}) {
    std::vector<int> in(n);
    for (int i = 0; i < n; ++i) in[i] = i / 3;
    int* din = device(in);
    int* flags = device(std::vector<int>(n, -1));
    head_flags<<<(n + 255) / 256, 256>>>(din, flags, n);
    HIP_CHECK_LAUNCH();
    std::vector<int> got = back(flags, n);
    for (int i = 0; i < n; ++i) check.expect_eq("head_flags", i, got[i], i % 3 == 0 ? 1 : 0);
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(flags));
  }
}

void checkVectorTail(Checker& check) {
  const size_t n = (3 << 20) / 4 + 2;  // 3 MiB + 8 bytes: 8 KiB of reads past the end
  std::vector<int> in(n);
  for (size_t i = 0; i < n; ++i) in[i] = static_cast<int>(i * 7 + 1);
  int* din = device(in);
  int* out = device(std::vector<int>(n, -1));
  vector_copy<<<(n + 2047) / 2048, 256>>>(din, out, n);
  HIP_CHECK_LAUNCH();
  std::vector<int> got = back(out, n);
  size_t wrong = 0;
  for (size_t i = 0; i < n; ++i) wrong += got[i] != in[i];
  check.expect_eq("vector_copy wrong elements", 0, wrong, size_t{0});
  HIP_CHECK(hipFree(din));
  HIP_CHECK(hipFree(out));
}

}  // namespace

int main() {
  Checker check;
  checkEquality(check);
  checkValueGuards(check);
  checkScaled(check);
  checkWrapping(check);
  for (int n : {1, 200, 256, 257, 1000, 4096}) checkReduce<256>(check, n);
  for (int n : {1, 40, 64, 100, 129}) checkReduce<64>(check, n);
  for (int n : {1, 7, 1023, 1024, 1025, 5000}) checkScan<256>(check, n);
  for (int n : {3, 200, 257}) checkScan<64>(check, n);
  checkRowLeaders(check);
  checkHeadFlags(check);
  checkVectorTail(check);
  return check.finish();
}
