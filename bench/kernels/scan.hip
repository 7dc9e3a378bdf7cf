// Exclusive prefix sum of unsigned ints, the GPU way: scan_blocks scans 1024
// elements per 256-work-item block (4 per work-item in registers, then a
// Hillis-Steele scan of the work-item totals in __shared__ memory with two
// __syncthreads() per step) and writes each block's total; the totals are
// scanned by the same kernel (recursively) and add_offsets adds them back.
// Variants: BENCH_SCAN_N elements, BENCH_SCAN_BLOCK (128, 256, 512 or 1024
// work-items per block) and BENCH_SCAN_ITEMS (1, 2, 4 or 8 per work-item).
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void scan_omp(const unsigned* in, unsigned* out, long n);

namespace {
template <int kBlock, int kItems>
__global__ void scan_blocks(const unsigned* in, unsigned* out, unsigned* block_sums, int n) {
  __shared__ unsigned totals[kBlock];
  int t = threadIdx.x;
  int base = blockIdx.x * kBlock * kItems + t * kItems;
  unsigned items[kItems];
  unsigned total = 0;
  for (int k = 0; k < kItems; ++k) {
    items[k] = base + k < n ? in[base + k] : 0u;
    total += items[k];
  }
  totals[t] = total;
  __syncthreads();
  for (int offset = 1; offset < kBlock; offset *= 2) {
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
  if (t == kBlock - 1) block_sums[blockIdx.x] = totals[t];
}

template <int kBlock, int kItems>
__global__ void add_offsets(unsigned* out, const unsigned* offsets, int n) {
  unsigned offset = offsets[blockIdx.x];
  for (int k = 0; k < kItems; ++k) {
    int i = blockIdx.x * kBlock * kItems + k * kBlock + threadIdx.x;
    if (i < n) out[i] += offset;
  }
}

int blockCount(int n, int perBlock) { return (n + perBlock - 1) / perBlock; }

/// Buffers of one recursion level: the block totals and their scan.
struct Level {
  int count;
  unsigned* sums;
  unsigned* scanned;
};

template <int kBlock, int kItems>
void scanHip(const unsigned* in, unsigned* out, int n, const std::vector<Level>& levels, size_t depth) {
  const int blocks = blockCount(n, kBlock * kItems);
  scan_blocks<kBlock, kItems><<<blocks, kBlock>>>(in, out, levels[depth].sums, n);
  if (blocks == 1) return;
  scanHip<kBlock, kItems>(levels[depth].sums, levels[depth].scanned, blocks, levels, depth + 1);
  add_offsets<kBlock, kItems><<<blocks, kBlock>>>(out, levels[depth].scanned, n);
}

template <int kBlock>
void scanHipItems(int items, const unsigned* in, unsigned* out, int n, const std::vector<Level>& levels) {
  switch (items) {
    case 1: scanHip<kBlock, 1>(in, out, n, levels, 0); break;
    case 2: scanHip<kBlock, 2>(in, out, n, levels, 0); break;
    case 4: scanHip<kBlock, 4>(in, out, n, levels, 0); break;
    default: scanHip<kBlock, 8>(in, out, n, levels, 0); break;
  }
}

void scanOnDevice(int block, int items, const unsigned* in, unsigned* out, int n, const std::vector<Level>& levels) {
  switch (block) {
    case 128: scanHipItems<128>(items, in, out, n, levels); break;
    case 256: scanHipItems<256>(items, in, out, n, levels); break;
    case 512: scanHipItems<512>(items, in, out, n, levels); break;
    default: scanHipItems<1024>(items, in, out, n, levels); break;
  }
}
}  // namespace

int main() {
  const int n = bench::setting("BENCH_SCAN_N", (1u << 25) / bench::scaleDown(), 1, 1 << 29);
  const int block = bench::choiceSetting("BENCH_SCAN_BLOCK", 256, {128, 256, 512, 1024});
  const int items = bench::choiceSetting("BENCH_SCAN_ITEMS", 4, {1, 2, 4, 8});
  auto blocksFor = [perBlock = block * items](int count) { return blockCount(count, perBlock); };
  std::vector<unsigned> in(n), want(n), got(n);
  bench::Random random(8);
  for (unsigned& v : in) v = static_cast<unsigned>(random.next() >> 62);
  unsigned running = 0;
  for (int i = 0; i < n; ++i) want[i] = running, running += in[i];
  auto check = [&](const char* form) { return bench::equalExactly(form, got.data(), want.data(), n); };

  bench::FormResult omp = bench::measure("scan", "omp",
      [&] { scan_omp(in.data(), got.data(), n); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0u);
  bench::DeviceArray<unsigned> din(n, in.data()), dout(n);
  std::vector<Level> levels;
  for (int count = n; count > 1 || levels.empty(); count = blocksFor(count)) {
    Level level{blocksFor(count), nullptr, nullptr};
    HIP_CHECK(hipMalloc(&level.sums, level.count * sizeof(unsigned)));
    HIP_CHECK(hipMalloc(&level.scanned, level.count * sizeof(unsigned)));
    levels.push_back(level);
    if (level.count == 1) break;
  }
  bench::FormResult hip = bench::measure("scan", "hip",
      [&] {
        scanOnDevice(block, items, din.ptr, dout.ptr, n, levels);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });
  for (Level& level : levels) {
    HIP_CHECK(hipFree(level.sums));
    HIP_CHECK(hipFree(level.scanned));
  }

  bench::FormResult pocl = bench::guarded("scan", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("scan.cl"),
                           "-DBLOCK=" + std::to_string(block) + " -DITEMS=" + std::to_string(items));
    cl_kernel scan_kernel = cl.kernel("scan_blocks"), add_kernel = cl.kernel("add_offsets");
    cl_mem cin = cl.buffer(n * sizeof(unsigned), in.data()), cout = cl.buffer(n * sizeof(unsigned));
    struct ClLevel { cl_mem sums, scanned; };
    std::vector<ClLevel> cl_levels;
    for (const Level& level : levels)
      cl_levels.push_back({cl.buffer(level.count * sizeof(unsigned)), cl.buffer(level.count * sizeof(unsigned))});
    // The recursion of scanHip, unrolled: scan down the levels, add back up.
    auto run = [&] {
      cl_mem src = cin, dst = cout;
      int count = n;
      size_t depth = 0;
      std::vector<std::pair<cl_mem, int>> pending;  // (output, element count) per level
      for (;; ++depth) {
        const int blocks = blocksFor(count);
        cl.setArgs(scan_kernel, src, dst, cl_levels[depth].sums, count);
        const size_t global = size_t(blocks) * block, local = block;
        cl.launch(scan_kernel, 1, &global, &local);
        if (blocks == 1) break;
        pending.push_back({dst, count});
        src = cl_levels[depth].sums;
        dst = cl_levels[depth].scanned;
        count = blocks;
      }
      while (!pending.empty()) {
        --depth;
        const auto [out, elements] = pending.back();
        pending.pop_back();
        const int blocks = blocksFor(elements);
        cl.setArgs(add_kernel, out, cl_levels[depth].scanned, elements);
        const size_t global = size_t(blocks) * block, local = block;
        cl.launch(add_kernel, 1, &global, &local);
      }
      cl.finish();
    };
    std::fill(got.begin(), got.end(), 0u);
    return bench::measure("scan", "pocl", run,
        [&] { cl.read(cout, got.data(), n * sizeof(unsigned)); return check("pocl"); });
  });
  bench::printResult("scan", std::to_string(n) + " uints in blocks of " + std::to_string(block) + " x " +
                     std::to_string(items) + " items", omp, hip, pocl);
}
