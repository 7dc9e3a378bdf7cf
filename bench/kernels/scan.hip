// Exclusive prefix sum of unsigned ints, the GPU way: scan_blocks scans 1024
// elements per 256-work-item block (4 per work-item in registers, then a
// Hillis-Steele scan of the work-item totals in __shared__ memory with two
// __syncthreads() per step) and writes each block's total; the totals are
// scanned by the same kernel (recursively) and add_offsets adds them back.
#include <hip/hip_runtime.h>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void scan_omp(const unsigned* in, unsigned* out, long n);

namespace {
constexpr int kBlock = 256, kItems = 4, kPerBlock = kBlock * kItems;

__global__ void scan_blocks(const unsigned* in, unsigned* out, unsigned* block_sums, int n) {
  __shared__ unsigned totals[kBlock];
  int t = threadIdx.x;
  int base = blockIdx.x * kPerBlock + t * kItems;
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

__global__ void add_offsets(unsigned* out, const unsigned* offsets, int n) {
  unsigned offset = offsets[blockIdx.x];
  for (int k = 0; k < kItems; ++k) {
    int i = blockIdx.x * kPerBlock + k * kBlock + threadIdx.x;
    if (i < n) out[i] += offset;
  }
}

int blocksFor(int n) { return (n + kPerBlock - 1) / kPerBlock; }

/// Buffers of one recursion level: the block totals and their scan.
struct Level {
  int count;
  unsigned* sums;
  unsigned* scanned;
};

void scanHip(const unsigned* in, unsigned* out, int n, const std::vector<Level>& levels, size_t depth) {
  const int blocks = blocksFor(n);
  scan_blocks<<<blocks, kBlock>>>(in, out, levels[depth].sums, n);
  if (blocks == 1) return;
  scanHip(levels[depth].sums, levels[depth].scanned, blocks, levels, depth + 1);
  add_offsets<<<blocks, kBlock>>>(out, levels[depth].scanned, n);
}
}  // namespace

int main() {
  const int n = static_cast<int>((1u << 25) / bench::scaleDown());
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
        scanHip(din.ptr, dout.ptr, n, levels, 0);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });
  for (Level& level : levels) {
    HIP_CHECK(hipFree(level.sums));
    HIP_CHECK(hipFree(level.scanned));
  }

  bench::FormResult pocl = bench::guarded("scan", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("scan.cl"));
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
        const size_t global = size_t(blocks) * kBlock, local = kBlock;
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
        const size_t global = size_t(blocks) * kBlock, local = kBlock;
        cl.launch(add_kernel, 1, &global, &local);
      }
      cl.finish();
    };
    std::fill(got.begin(), got.end(), 0u);
    return bench::measure("scan", "pocl", run,
        [&] { cl.read(cout, got.data(), n * sizeof(unsigned)); return check("pocl"); });
  });
  bench::printResult("scan", std::to_string(n) + " uints", omp, hip, pocl);
}
