// Divergent early returns in front of block-uniform loops and barriers
// (docs/cpu-lowering.md, "Early-return narrowing"): the work-items that pass
// `if (i >= n) return;` are an x range, and every later sub-CFG runs only
// that range. Partial last blocks, blocks where every work-item returns,
// lower and upper bounds, 2-D and 3-D blocks, a guard the range cannot
// describe exactly (C + x wraps: the exited-flag fallback runs), and a guard
// on y (not narrowed at all).
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

// Upper bound, 1-D: n-body-like sums over every body.
__global__ void sum_after_return(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int mine = in[i];
  int total = 0;
  for (int j = 0; j < n; ++j) total += (in[j] ^ mine) & 0xff;
  out[i] = total;
}

// Lower and upper bound on the local x; the first alive work-item is not 0.
__global__ void window(const int* in, int* out, int lo, int hi, int trips) {
  int t = threadIdx.x;
  if (t < lo || t >= hi) return;
  int g = blockIdx.x * blockDim.x + t;
  int acc = t;
  for (int k = 0; k < trips; ++k) acc = acc * 3 + in[(g + k) % 61];
  out[g] = acc;
}

// 2-D and 3-D blocks, guard on the global x only: every (y, z) row has the
// same alive range.
__global__ void rows(const int* in, int* out, int width, int trips) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= width) return;
  int row = threadIdx.z * blockDim.y + threadIdx.y;
  int acc = row;
  for (int k = 0; k < trips; ++k) acc += in[(col * 7 + k) % 53] * (row + 1);
  out[row * width + col] = acc;
}

// An explicit barrier after the return: the alive work-items share values.
__global__ void share_after_return(const int* in, int* out, int n) {
  __shared__ int tile[256];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i >= n) return;
  tile[t] = in[i];
  __syncthreads();
  int left = n - int(blockIdx.x * blockDim.x);
  int alive = left < int(blockDim.x) ? left : int(blockDim.x);
  int total = 0;
  for (int k = 0; k < alive; ++k) total += tile[k] * ((k + t) % 3);
  out[i] = total;
}

// i = base + x in unsigned arithmetic wraps inside the block for a base
// close to 2^32: the alive work-items are not one x range.
__global__ void wrapping(const int* in, int* out, unsigned base, unsigned n, int trips) {
  unsigned i = base + threadIdx.x;
  if (i >= n) return;
  int acc = int(i);
  for (int k = 0; k < trips; ++k) acc += in[(i + k) % 29];
  out[threadIdx.x] = acc;
}

// A guard on y: the alive work-items are not an x range (exited flag).
__global__ void guard_on_y(const int* in, int* out, int height, int trips) {
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (y >= height) return;
  int acc = threadIdx.x;
  for (int k = 0; k < trips; ++k) acc += in[(y + k) % 31];
  out[y * blockDim.x + threadIdx.x] = acc;
}

// A work-item dependent branch between barriers and a uniform choice of the
// next barrier, in 2-D blocks: the first alive work-item is peeled whole.
__global__ void branchy_barriers(int* out, int lo, int width) {
  __shared__ int tile[4][64];
  int x = threadIdx.x, y = threadIdx.y;
  if (x < lo) return;
  tile[y][x] = x * 10 + y;
  __syncthreads();
  int v = tile[y][x];
  if (x & 1) v += tile[y][x - 1 >= lo ? x - 1 : x];
  if (width > 3) {
    __syncthreads();
    out[y * blockDim.x + x] = v * 2;
  } else {
    __syncthreads();
    out[y * blockDim.x + x] = v * 3 + tile[y][lo];
  }
}

namespace {

int* upload(const std::vector<int>& host) {
  int* device = nullptr;
  HIP_CHECK(hipMalloc(&device, host.size() * sizeof(int)));
  HIP_CHECK(hipMemcpy(device, host.data(), host.size() * sizeof(int), hipMemcpyHostToDevice));
  return device;
}

std::vector<int> download(const int* device, size_t count) {
  std::vector<int> host(count);
  HIP_CHECK(hipMemcpy(host.data(), device, count * sizeof(int), hipMemcpyDeviceToHost));
  return host;
}

std::vector<int> pattern(int count, int seed) {
  std::vector<int> values(count);
  for (int i = 0; i < count; ++i) values[i] = (i * 37 + seed) % 101 - 50;
  return values;
}

constexpr int kUntouched = -12345;

}  // namespace

int main() {
  Checker check;

  {  // n not a multiple of the block; extra blocks where every item returns
    const int n = 300;
    std::vector<int> in = pattern(n, 1);
    int* din = upload(in);
    for (int block : {64, 96, 7, 1}) {
      const int blocks = (n + block - 1) / block + 2;
      std::vector<int> init(blocks * block, kUntouched);
      int* dout = upload(init);
      hipLaunchKernelGGL(sum_after_return, dim3(blocks), dim3(block), 0, 0, din, dout, n);
      HIP_CHECK_LAUNCH();
      std::vector<int> out = download(dout, init.size());
      for (int i = 0; i < blocks * block; ++i) {
        int want = kUntouched;
        if (i < n) {
          want = 0;
          for (int j = 0; j < n; ++j) want += (in[j] ^ in[i]) & 0xff;
        }
        check.expect_eq("sum_after_return", i, out[i], want);
      }
      HIP_CHECK(hipFree(dout));
    }
    HIP_CHECK(hipFree(din));
  }

  {  // lower and upper bounds, including an empty window
    std::vector<int> in = pattern(61, 2);
    int* din = upload(in);
    const int block = 40, blocks = 3, trips = 90;
    struct Window { int lo, hi; };
    for (Window w : {Window{5, 33}, Window{0, 40}, Window{17, 18}, Window{30, 10}, Window{-3, 100}}) {
      std::vector<int> init(blocks * block, kUntouched);
      int* dout = upload(init);
      hipLaunchKernelGGL(window, dim3(blocks), dim3(block), 0, 0, din, dout, w.lo, w.hi, trips);
      HIP_CHECK_LAUNCH();
      std::vector<int> out = download(dout, init.size());
      for (int g = 0; g < blocks * block; ++g) {
        int t = g % block, want = kUntouched;
        if (t >= w.lo && t < w.hi) {
          want = t;
          for (int k = 0; k < trips; ++k) want = want * 3 + in[(g + k) % 61];
        }
        check.expect_eq("window", g, out[g], want);
      }
      HIP_CHECK(hipFree(dout));
    }
    HIP_CHECK(hipFree(din));
  }

  {  // 2-D and 3-D blocks overhanging the width
    std::vector<int> in = pattern(53, 3);
    int* din = upload(in);
    const int width = 45, trips = 70;
    for (dim3 block : {dim3(16, 3, 1), dim3(8, 2, 2), dim3(5, 1, 3)}) {
      const int rowsPerBlock = block.y * block.z;
      std::vector<int> init(rowsPerBlock * width, kUntouched);
      int* dout = upload(init);
      hipLaunchKernelGGL(rows, dim3((width + block.x - 1) / block.x), block, 0, 0, din, dout, width, trips);
      HIP_CHECK_LAUNCH();
      std::vector<int> out = download(dout, init.size());
      for (int row = 0; row < rowsPerBlock; ++row)
        for (int col = 0; col < width; ++col) {
          int want = row;
          for (int k = 0; k < trips; ++k) want += in[(col * 7 + k) % 53] * (row + 1);
          check.expect_eq("rows", row * width + col, out[row * width + col], want);
        }
      HIP_CHECK(hipFree(dout));
    }
    HIP_CHECK(hipFree(din));
  }

  {  // explicit barrier and shared memory among the alive work-items
    const int n = 200, block = 128, blocks = 3;
    std::vector<int> in = pattern(n, 4);
    int* din = upload(in);
    std::vector<int> init(blocks * block, kUntouched);
    int* dout = upload(init);
    hipLaunchKernelGGL(share_after_return, dim3(blocks), dim3(block), 0, 0, din, dout, n);
    HIP_CHECK_LAUNCH();
    std::vector<int> out = download(dout, init.size());
    for (int i = 0; i < blocks * block; ++i) {
      int want = kUntouched;
      if (i < n) {
        int first = i / block * block, alive = std::min(block, n - first), t = i % block;
        want = 0;
        for (int k = 0; k < alive; ++k) want += in[first + k] * ((k + t) % 3);
      }
      check.expect_eq("share_after_return", i, out[i], want);
    }
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
  }

  {  // C + x wraps inside the block
    std::vector<int> in = pattern(29, 5);
    int* din = upload(in);
    const int block = 64, trips = 40;
    const unsigned n = 40;
    for (unsigned base : {0xfffffff0u, 0u, 20u}) {
      std::vector<int> init(block, kUntouched);
      int* dout = upload(init);
      hipLaunchKernelGGL(wrapping, dim3(1), dim3(block), 0, 0, din, dout, base, n, trips);
      HIP_CHECK_LAUNCH();
      std::vector<int> out = download(dout, init.size());
      for (int t = 0; t < block; ++t) {
        unsigned i = base + unsigned(t);
        int want = kUntouched;
        if (i < n) {
          want = int(i);
          for (int k = 0; k < trips; ++k) want += in[(i + k) % 29];
        }
        check.expect_eq("wrapping", t, out[t], want);
      }
      HIP_CHECK(hipFree(dout));
    }
    HIP_CHECK(hipFree(din));
  }

  {  // guard on y
    std::vector<int> in = pattern(31, 6);
    int* din = upload(in);
    const int height = 10, trips = 80;
    const dim3 block(8, 4);
    const int blocks = (height + block.y - 1) / block.y;
    std::vector<int> init(blocks * block.y * block.x, kUntouched);
    int* dout = upload(init);
    hipLaunchKernelGGL(guard_on_y, dim3(1, blocks), block, 0, 0, din, dout, height, trips);
    HIP_CHECK_LAUNCH();
    std::vector<int> out = download(dout, init.size());
    for (size_t g = 0; g < init.size(); ++g) {
      int y = int(g / block.x), x = int(g % block.x), want = kUntouched;
      if (y < height) {
        want = x;
        for (int k = 0; k < trips; ++k) want += in[(y + k) % 31];
      }
      check.expect_eq("guard_on_y", long(g), out[g], want);
    }
    HIP_CHECK(hipFree(din));
    HIP_CHECK(hipFree(dout));
  }
  {  // peeled first alive work-item in 2-D blocks
    const dim3 block(16, 3);
    for (int lo : {0, 5, 15, 16, 40})
      for (int width : {8, 2}) {
        std::vector<int> init(block.x * block.y, kUntouched);
        int* dout = upload(init);
        hipLaunchKernelGGL(branchy_barriers, dim3(2), block, 0, 0, dout, lo, width);
        HIP_CHECK_LAUNCH();
        std::vector<int> out = download(dout, init.size());
        for (int y = 0; y < int(block.y); ++y)
          for (int x = 0; x < int(block.x); ++x) {
            int want = kUntouched;
            if (x >= lo) {
              int v = x * 10 + y;
              if (x & 1) v += (x - 1 >= lo ? x - 1 : x) * 10 + y;
              want = width > 3 ? v * 2 : v * 3 + lo * 10 + y;
            }
            check.expect_eq("branchy_barriers", y * block.x + x, out[y * block.x + x], want);
          }
        HIP_CHECK(hipFree(dout));
      }
  }
  return check.finish();
}
