// End-to-end test of the work-item loop and barrier passes without hipcc:
// kernels.c (canonical kernel form) is compiled by clang, lowered by
// openhip-barrier-opt through several pipelines (see CMakeLists.txt), linked
// in, and run here block by block on a hand-built OpenHipLaunchCtx.
#include "openhip/abi.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <numeric>
#include <vector>

#define DECLARE_KERNELS(V)                                                                              \
  extern "C" {                                                                                          \
  void kernel_saxpy_##V(float, const float*, float*, int, const OpenHipLaunchCtx*);                     \
  void kernel_block_reduce_##V(const float*, float*, int, const OpenHipLaunchCtx*);                     \
  void kernel_transpose_##V(const float*, float*, int, int, const OpenHipLaunchCtx*);                   \
  void kernel_uniform_branches_##V(int*, const OpenHipLaunchCtx*);                                      \
  void kernel_early_return_##V(int*, unsigned, const OpenHipLaunchCtx*);                                \
  void kernel_live_values_##V(const double*, double*, int64_t*, const OpenHipLaunchCtx*);               \
  void kernel_private_array_##V(int*, const OpenHipLaunchCtx*);                                         \
  void kernel_vote_##V(const int*, int*, const OpenHipLaunchCtx*);                                      \
  void kernel_divergent_loops_##V(const int*, int*, const OpenHipLaunchCtx*);                           \
  void kernel_block3d_##V(int*, const OpenHipLaunchCtx*);                                               \
  void kernel_no_barrier_private_##V(int*, const OpenHipLaunchCtx*);                                    \
  void kernel_divergent_return_##V(const int*, int*, unsigned, const OpenHipLaunchCtx*);                \
  void kernel_barrier_loop_2d_##V(int*, int, const OpenHipLaunchCtx*);                                  \
  void kernel_late_divergent_return_##V(const int*, int*, unsigned, const OpenHipLaunchCtx*);           \
  }                                                                                                     \
  static const Kernels kernels_##V = {#V,                                                               \
                                      kernel_saxpy_##V,                                                 \
                                      kernel_block_reduce_##V,                                          \
                                      kernel_transpose_##V,                                             \
                                      kernel_uniform_branches_##V,                                      \
                                      kernel_early_return_##V,                                          \
                                      kernel_live_values_##V,                                           \
                                      kernel_private_array_##V,                                         \
                                      kernel_vote_##V,                                                  \
                                      kernel_divergent_loops_##V,                                       \
                                      kernel_block3d_##V,                                               \
                                      kernel_no_barrier_private_##V,                                    \
                                      kernel_divergent_return_##V,                                      \
                                      kernel_barrier_loop_2d_##V,                                       \
                                      kernel_late_divergent_return_##V};

namespace {

struct Kernels {
  const char* name;
  void (*saxpy)(float, const float*, float*, int, const OpenHipLaunchCtx*);
  void (*blockReduce)(const float*, float*, int, const OpenHipLaunchCtx*);
  void (*transpose)(const float*, float*, int, int, const OpenHipLaunchCtx*);
  void (*uniformBranches)(int*, const OpenHipLaunchCtx*);
  void (*earlyReturn)(int*, unsigned, const OpenHipLaunchCtx*);
  void (*liveValues)(const double*, double*, int64_t*, const OpenHipLaunchCtx*);
  void (*privateArray)(int*, const OpenHipLaunchCtx*);
  void (*vote)(const int*, int*, const OpenHipLaunchCtx*);
  void (*divergentLoops)(const int*, int*, const OpenHipLaunchCtx*);
  void (*block3d)(int*, const OpenHipLaunchCtx*);
  void (*noBarrierPrivate)(int*, const OpenHipLaunchCtx*);
  void (*divergentReturn)(const int*, int*, unsigned, const OpenHipLaunchCtx*);
  void (*barrierLoop2d)(int*, int, const OpenHipLaunchCtx*);
  void (*lateDivergentReturn)(const int*, int*, unsigned, const OpenHipLaunchCtx*);
};

}  // namespace

DECLARE_KERNELS(in_o2)
DECLARE_KERNELS(in_o2_out_o2)
DECLARE_KERNELS(in_o0)
DECLARE_KERNELS(in_o0_out_o2)

namespace {

struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

/// Runs every block of the grid one after another, like one runtime worker.
/// The arenas are filled with garbage so reads of unwritten data show up.
void launch(Dim3 grid, Dim3 block, size_t sharedBytes, const std::function<void(const OpenHipLaunchCtx*)>& run) {
  const size_t threads = size_t(block.x) * block.y * block.z;
  const size_t privateBytesPerItem = 1024;  // generous; the exact size is checked by FileCheck tests
  std::vector<unsigned char> shared(sharedBytes + 64), priv(privateBytesPerItem * threads + 64);
  auto align64 = [](unsigned char* p) {
    return reinterpret_cast<void*>((reinterpret_cast<uintptr_t>(p) + 63) & ~uintptr_t(63));
  };
  OpenHipLaunchCtx ctx;
  std::memset(&ctx, 0, sizeof ctx);
  ctx.grid_dim[0] = grid.x, ctx.grid_dim[1] = grid.y, ctx.grid_dim[2] = grid.z;
  ctx.block_dim[0] = block.x, ctx.block_dim[1] = block.y, ctx.block_dim[2] = block.z;
  ctx.shared_arena = align64(shared.data());
  ctx.private_arena = align64(priv.data());
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        std::memset(shared.data(), 0xA5, shared.size());
        std::memset(priv.data(), 0x5A, priv.size());
        ctx.block_idx[0] = bx, ctx.block_idx[1] = by, ctx.block_idx[2] = bz;
        run(&ctx);
      }
}

class BarrierE2E : public ::testing::TestWithParam<const Kernels*> {};

TEST_P(BarrierE2E, Saxpy) {
  const int n = 1000;
  std::vector<float> x(n), y(n), expected(n);
  for (int i = 0; i < n; ++i) x[i] = float(i) * 0.5f, y[i] = float(n - i), expected[i] = 2.0f * x[i] + y[i];
  launch({(n + 127) / 128}, {128}, 0, [&](const OpenHipLaunchCtx* ctx) { GetParam()->saxpy(2.0f, x.data(), y.data(), n, ctx); });
  EXPECT_EQ(y, expected);
}

TEST_P(BarrierE2E, BlockReduce) {
  for (unsigned blockSize : {1u, 2u, 64u, 256u, 1024u}) {
    const int n = 5000;
    std::vector<float> in(n);
    for (int i = 0; i < n; ++i) in[i] = float(i % 17);
    unsigned blocks = (n + blockSize - 1) / blockSize;
    std::vector<float> out(blocks, -1.0f);
    launch({blocks}, {blockSize}, blockSize * sizeof(float),
           [&](const OpenHipLaunchCtx* ctx) { GetParam()->blockReduce(in.data(), out.data(), n, ctx); });
    for (unsigned b = 0; b < blocks; ++b) {
      float sum = 0;
      for (unsigned i = b * blockSize; i < std::min<unsigned>(n, (b + 1) * blockSize); ++i) sum += in[i];
      ASSERT_EQ(out[b], sum) << "block " << b << " of size " << blockSize;
    }
  }
}

TEST_P(BarrierE2E, Transpose2D) {
  const int width = 45, height = 30;
  const unsigned tile = 16;
  std::vector<float> in(width * height), out(width * height, -1.0f);
  std::iota(in.begin(), in.end(), 0.0f);
  launch({(width + tile - 1) / tile, (height + tile - 1) / tile}, {tile, tile}, tile * tile * sizeof(float),
         [&](const OpenHipLaunchCtx* ctx) { GetParam()->transpose(in.data(), out.data(), width, height, ctx); });
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) ASSERT_EQ(out[x * height + y], in[y * width + x]) << x << "," << y;
}

TEST_P(BarrierE2E, BarriersInUniformBranches) {
  const unsigned n = 48, blocks = 4;
  std::vector<int> out(n * blocks, -1);
  launch({blocks}, {n}, n * sizeof(int), [&](const OpenHipLaunchCtx* ctx) { GetParam()->uniformBranches(out.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b) {
    auto value = [&](unsigned t) { return int(t * 3 + b); };
    for (unsigned t = 0; t < n; ++t) {
      int expected;
      if (b % 2 == 0) {
        expected = value(n - 1 - t);
      } else {
        auto second = [&](unsigned u) { return value(u) + 2 * value((u + 1) % n); };
        expected = second((t + 2) % n) - 1;
      }
      ASSERT_EQ(out[b * n + t], expected) << "block " << b << " item " << t;
    }
  }
}

TEST_P(BarrierE2E, EarlyReturnBeforeBarrier) {
  const unsigned n = 32, blocks = 5, active = 3;
  std::vector<int> out(n * blocks, -1);
  launch({blocks}, {n}, n * sizeof(int), [&](const OpenHipLaunchCtx* ctx) { GetParam()->earlyReturn(out.data(), active, ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < n; ++t)
      ASSERT_EQ(out[b * n + t], b < active ? int(n - 1 - t + 100 * b) : -1) << b << "," << t;
}

TEST_P(BarrierE2E, LiveValuesOfSeveralTypes) {
  const unsigned n = 40, blocks = 3;
  std::vector<double> in(n * blocks), out(n * blocks);
  std::vector<int64_t> out64(n * blocks);
  for (unsigned i = 0; i < in.size(); ++i) in[i] = i * 0.125;
  launch({blocks}, {n}, n * sizeof(int),
         [&](const OpenHipLaunchCtx* ctx) { GetParam()->liveValues(in.data(), out.data(), out64.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < n; ++t) {
      unsigned gid = b * n + t;
      int neighbour = int((t + 1) % n);
      float f = float(t) * 0.25f;
      double expected = in[gid] * 1.5 + in[gid] + ((t & 1) ? f : -f) + neighbour * 2 + (b * 7 + n);
      ASSERT_EQ(out[gid], expected) << b << "," << t;
      ASSERT_EQ(out64[gid], int64_t(gid) * 1000003 + neighbour);
    }
}

TEST_P(BarrierE2E, PrivateArrayAcrossBarriers) {
  const unsigned n = 37, blocks = 2;
  std::vector<int> out(n * blocks, -1);
  launch({blocks}, {n}, n * sizeof(int), [&](const OpenHipLaunchCtx* ctx) { GetParam()->privateArray(out.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < n; ++t) {
      int sum = 0;
      for (int k = 0; k < 16; ++k) sum += int(t) * k;
      ASSERT_EQ(out[b * n + t], sum + 1000) << b << "," << t;
    }
}

TEST_P(BarrierE2E, SyncthreadsCountAndOr) {
  const unsigned n = 50, blocks = 3;
  std::vector<int> in(n * blocks), out(n * blocks, -1);
  for (unsigned i = 0; i < in.size(); ++i) in[i] = i < n ? int(i % 4) : (i < 2 * n ? 3 : 1);
  launch({blocks}, {n}, 0, [&](const OpenHipLaunchCtx* ctx) { GetParam()->vote(in.data(), out.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b) {
    int total = 0;
    for (int round = 0; round < 3; ++round) {
      int count = 0, all = 1, any = 0;
      for (unsigned t = 0; t < n; ++t) {
        int v = in[b * n + t];
        count += v > round;
        all &= v > round;
        any |= v == round;
      }
      total += count * 100 + all * 10 + any;
    }
    for (unsigned t = 0; t < n; ++t) ASSERT_EQ(out[b * n + t], total) << b << "," << t;
  }
}

TEST_P(BarrierE2E, DivergentLoopsBetweenBarriers) {
  const unsigned n = 23, blocks = 2;
  std::vector<int> in = {3, 5, 7, 11, 13}, out(n * blocks, -1);
  launch({blocks}, {n}, n * sizeof(int), [&](const OpenHipLaunchCtx* ctx) { GetParam()->divergentLoops(in.data(), out.data(), ctx); });
  auto count = [&](unsigned t) { return std::accumulate(in.begin(), in.begin() + t % 5, 0); };
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < n; ++t)
      ASSERT_EQ(out[b * n + t], count(n - 1 - t) * 1000 + (int(t % 5) - 1) * 10 + count(t)) << b << "," << t;
}

TEST_P(BarrierE2E, ThreeDimensionalBlock) {
  const Dim3 block{5, 4, 3};
  const unsigned threads = 60, blocks = 2;
  std::vector<int> out(threads * blocks, -1);
  launch({blocks}, block, threads * sizeof(int), [&](const OpenHipLaunchCtx* ctx) { GetParam()->block3d(out.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned lid = 0; lid < threads; ++lid) {
      unsigned other = threads - 1 - lid;
      unsigned x = other % 5, y = (other / 5) % 4, z = other / 20;
      ASSERT_EQ(out[b * threads + lid], int(x * 10000 + y * 100 + z)) << lid;
    }
}

TEST_P(BarrierE2E, BarrierFreePrivateArray2D) {
  const Dim3 block{8, 3};
  const unsigned threads = 24, blocks = 2;
  std::vector<int> out(threads * blocks, -1);
  launch({blocks}, block, 0, [&](const OpenHipLaunchCtx* ctx) { GetParam()->noBarrierPrivate(out.data(), ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned lid = 0; lid < threads; ++lid) {
      int sum = 0;
      for (int k = 0; k < 8; ++k) sum += k == int(lid % 8) ? -1 : int(lid + k);
      ASSERT_EQ(out[b * threads + lid], sum) << lid;
    }
}

TEST_P(BarrierE2E, DivergentReturnBeforeBarriers) {
  const unsigned block = 8, blocks = 3, n = 19;  // the last block has 3 live work-items
  std::vector<int> in(n), out(block * blocks, -7);
  for (unsigned i = 0; i < n; ++i) in[i] = int(i * i % 11);
  launch({blocks}, {block}, block * sizeof(int),
         [&](const OpenHipLaunchCtx* ctx) { GetParam()->divergentReturn(in.data(), out.data(), n, ctx); });
  for (unsigned b = 0; b < blocks; ++b) {
    std::vector<int> s(block, -1), sum(block);
    auto live = [&](unsigned t) { return b * block + t < n; };
    for (unsigned t = 0; t < block; ++t)
      if (live(t)) s[t] = in[b * block + t] * 2;
    for (unsigned t = 0; t < block; ++t) sum[t] = s[t] + s[t ^ 1u];
    for (int round = 0; round < 2; ++round) {
      for (unsigned t = 0; t < block; ++t)
        if (live(t)) s[t] = sum[t] + round;
      for (unsigned t = 0; t < block; ++t) sum[t] += s[(t + 2) % block];
    }
    for (unsigned t = 0; t < block; ++t)
      ASSERT_EQ(out[b * block + t], live(t) ? sum[t] : -7) << b << "," << t;
  }
}

TEST_P(BarrierE2E, UniformLoopAroundBarriers2D) {
  for (Dim3 block : {Dim3{1, 1}, Dim3{4, 3}, Dim3{1, 5}, Dim3{16, 2}}) {
    for (int rounds : {0, 1, 3}) {
      const unsigned n = block.x * block.y, blocks = 2;
      std::vector<int> out(n * blocks, -1);
      launch({blocks}, block, n * sizeof(int),
             [&](const OpenHipLaunchCtx* ctx) { GetParam()->barrierLoop2d(out.data(), rounds, ctx); });
      std::vector<int> v(n);
      std::iota(v.begin(), v.end(), 0);
      for (int r = 0; r < rounds; ++r) {
        std::vector<int> s = v;
        for (unsigned t = 0; t < n; ++t) v[t] += s[(t + 1) % n] * (r + 1);
      }
      for (unsigned b = 0; b < blocks; ++b)
        for (unsigned t = 0; t < n; ++t)
          ASSERT_EQ(out[b * n + t], v[t]) << block.x << "x" << block.y << " rounds " << rounds << " item " << t;
    }
  }
}

TEST_P(BarrierE2E, DivergentReturnDecidedBeforeBarrier) {
  const unsigned block = 8, blocks = 2, n = 13;
  std::vector<int> limits = {9, 0, 3, 5, 1, 8, 2, 7}, out(block * blocks, -7);
  launch({blocks}, {block}, block * sizeof(int),
         [&](const OpenHipLaunchCtx* ctx) { GetParam()->lateDivergentReturn(limits.data(), out.data(), n, ctx); });
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < block; ++t) {
      unsigned gid = b * block + t;
      int expected = gid >= n ? -7 : int((t + 1) % block) + (int(t) < limits[t] ? 100 : 0);
      ASSERT_EQ(out[gid], expected) << b << "," << t;
    }
}

INSTANTIATE_TEST_SUITE_P(Pipelines, BarrierE2E,
                         ::testing::Values(&kernels_in_o2, &kernels_in_o2_out_o2, &kernels_in_o0, &kernels_in_o0_out_o2),
                         [](const ::testing::TestParamInfo<const Kernels*>& info) { return std::string(info.param->name); });

}  // namespace
