// Runs the kernels of kernels.cu, lowered by compileDeviceModuleForCpu and
// linked into this program, through the launch ABI of include/openhip/abi.h
// exactly as the runtime does: registration by constructor, lookup by
// mangled name, one block function call per block with a filled context.
#include "openhip/abi.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {
const OpenHipCpuTable* g_table = nullptr;
int g_failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++g_failures;
  }
}

const OpenHipKernelEntry* findKernel(const char* name) {
  for (uint32_t i = 0; g_table && i < g_table->kernel_count; ++i)
    if (std::strcmp(g_table->kernels[i].name, name) == 0) return &g_table->kernels[i];
  std::printf("FAIL: kernel %s not in the table\n", name);
  std::exit(1);
}

/// Runs every block of a grid, one after another, as a runtime worker would.
void launch(const OpenHipKernelEntry* kernel, OpenHipLaunchCtx grid, uint64_t dynamicShared, void** args) {
  uint64_t threads = uint64_t(grid.block_dim[0]) * grid.block_dim[1] * grid.block_dim[2];
  uint64_t sharedBytes = ((kernel->static_shared_size + 15) & ~uint64_t(15)) + dynamicShared;
  void* shared = std::aligned_alloc(64, (sharedBytes + 63) / 64 * 64 + 64);
  uint64_t privateBytes = kernel->private_size_per_work_item * threads;
  void* priv = std::aligned_alloc(64, (privateBytes + 63) / 64 * 64 + 64);
  grid.shared_arena = shared;
  grid.private_arena = priv;
  grid.dynamic_shared_size = dynamicShared;
  grid.warp_size = g_table->warp_size;
  for (uint32_t z = 0; z < grid.grid_dim[2]; ++z)
    for (uint32_t y = 0; y < grid.grid_dim[1]; ++y)
      for (uint32_t x = 0; x < grid.grid_dim[0]; ++x) {
        OpenHipLaunchCtx ctx = grid;
        ctx.block_idx[0] = x;
        ctx.block_idx[1] = y;
        ctx.block_idx[2] = z;
        kernel->block_fn(args, &ctx);
      }
  std::free(shared);
  std::free(priv);
}

OpenHipLaunchCtx dims(uint32_t gx, uint32_t gy, uint32_t bx, uint32_t by) {
  OpenHipLaunchCtx ctx{};
  ctx.grid_dim[0] = gx, ctx.grid_dim[1] = gy, ctx.grid_dim[2] = 1;
  ctx.block_dim[0] = bx, ctx.block_dim[1] = by, ctx.block_dim[2] = 1;
  return ctx;
}

void testAdd2d() {
  const int width = 37, height = 21;
  std::vector<float> a(width * height), b(width * height), c(width * height, -1.0f);
  for (int i = 0; i < width * height; ++i) a[i] = float(i), b[i] = float(2 * i);
  const float* pa = a.data();
  const float* pb = b.data();
  float* pc = c.data();
  int w = width, h = height;
  void* args[] = {&pa, &pb, &pc, &w, &h};
  const OpenHipKernelEntry* kernel = findKernel("add2d");
  check(kernel->arg_count == 5 && kernel->arg_sizes[0] == 8 && kernel->arg_sizes[3] == 4, "add2d argument sizes");
  check(!(kernel->flags & OPENHIP_KERNEL_HAS_BARRIERS), "add2d has no barriers");
  launch(kernel, dims(5, 3, 8, 8), 0, args);
  bool ok = true;
  for (int i = 0; i < width * height; ++i) ok &= c[i] == float(3 * i);
  check(ok, "add2d results");
}

void testBlockSum() {
  const int blocks = 64, threads = 256;
  std::vector<float> in(blocks * threads), out(blocks, 0.0f);
  for (int i = 0; i < blocks * threads; ++i) in[i] = float(i % 7);
  const float* pin = in.data();
  float* pout = out.data();
  void* args[] = {&pin, &pout};
  const OpenHipKernelEntry* kernel = findKernel("block_sum");
  check(kernel->static_shared_size == 256 * sizeof(float), "block_sum static shared size");
  check(kernel->max_threads_per_block == 256, "block_sum launch bounds");
  check(kernel->flags & OPENHIP_KERNEL_HAS_BARRIERS, "block_sum has barriers");
  launch(kernel, dims(blocks, 1, threads, 1), 0, args);
  bool ok = true;
  for (int b = 0; b < blocks; ++b) {
    float expected = 0;
    for (int t = 0; t < threads; ++t) expected += in[b * threads + t];
    ok &= out[b] == expected;
  }
  check(ok, "block_sum results");
}

void testDynamicViews() {
  const int blocks = 3, threads = 96;
  std::vector<int> counts(blocks, -1);
  std::vector<float> reversed(blocks * threads, -1.0f);
  int* pc = counts.data();
  float* pr = reversed.data();
  void* args[] = {&pc, &pr};
  const OpenHipKernelEntry* kernel = findKernel("dynamic_views");
  check(kernel->flags & OPENHIP_KERNEL_USES_DYNAMIC_SHARED, "dynamic_views uses dynamic shared memory");
  launch(kernel, dims(blocks, 1, threads, 1), threads * sizeof(float), args);
  bool ok = true;
  for (int b = 0; b < blocks; ++b) {
    ok &= counts[b] == threads / 2;
    for (int t = 0; t < threads; ++t) ok &= reversed[b * threads + t] == float(threads - 1 - t);
  }
  check(ok, "dynamic_views results");
}

struct Params {
  int scale;
  double offset;
  char tag;
};

void testMixed() {
  const int threads = 64;
  Params params{3, 100.0, 2};
  std::vector<int> out(threads, -1);
  int* po = out.data();
  void* args[] = {&params, &po};
  const OpenHipKernelEntry* kernel = findKernel("_ZN2ns5mixedIiEEv6ParamsPT_");
  check(kernel->arg_sizes[0] == sizeof(Params) && kernel->arg_aligns[0] == alignof(Params), "mixed byval size");
  launch(kernel, dims(1, 1, threads, 1), 0, args);
  const int table[4] = {10, 20, 30, 40};
  bool ok = true;
  for (int t = 0; t < threads; ++t) {
    int rotated = ((t + 1) % threads) * params.scale;
    ok &= out[t] == rotated + 100 + 2 + 5 + table[t % 4] + 24;
  }
  check(ok, "mixed results");
  bool foundVars = false;
  for (uint32_t i = 0; i < g_table->var_count; ++i)
    if (std::strcmp(g_table->vars[i].name, "constant_table") == 0)
      foundVars = g_table->vars[i].size == sizeof(table) &&
                  std::memcmp(g_table->vars[i].address, table, sizeof(table)) == 0;
  check(foundVars, "constant_table in the variable table");
}
}  // namespace

extern "C" void __openhip_register_cpu_table(const OpenHipCpuTable* table) { g_table = table; }

int main() {
  if (!g_table || g_table->abi_version != OPENHIP_ABI_VERSION || std::strcmp(g_table->id, "e2e") != 0) {
    std::printf("FAIL: the kernel table was not registered before main\n");
    return 1;
  }
  testAdd2d();
  testBlockSum();
  testDynamicViews();
  testMixed();
  std::printf(g_failures ? "FAIL\n" : "PASS\n");
  return g_failures ? 1 : 0;
}
