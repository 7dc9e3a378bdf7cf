// hipLaunchCooperativeKernel, hipLaunchCooperativeKernelMultiDevice and
// hipExtLaunchMultiKernelMultiDevice: the grid barrier reached from device
// code (__openhip_grid_sync, called here by hand-written block functions as
// the lowered cooperative-groups header calls it), the residency limit and
// HIP's argument errors. Tests needing several devices skip unless
// OPENHIP_CPU_DEVICES >= 2 (see cooperative.cmake).
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "test_kernels.h"

extern "C" {
void __openhip_grid_sync(void);
int __openhip_grid_is_valid(void);
void __openhip_multi_grid_sync(void);
int __openhip_multi_grid_is_valid(void);
uint32_t __openhip_multi_grid_num_grids(void);
uint32_t __openhip_multi_grid_rank(void);
uint64_t __openhip_multi_grid_thread_offset(void);
uint64_t __openhip_multi_grid_size(void);
void __openhip_device_trap(unsigned thread_x, unsigned thread_y, unsigned thread_z);
}

namespace {

using test_kernels::arg;
using test_kernels::linearBlock;

uint64_t gridBlocks(const OpenHipLaunchCtx* c) {
  return uint64_t(c->grid_dim[0]) * c->grid_dim[1] * c->grid_dim[2];
}

/// phases(int* slots, int* errors, int rounds): per round every block writes
/// its slot, meets the grid, checks every other block's slot, meets again.
void phasesBlock(void** args, const OpenHipLaunchCtx* c) {
  int* slots = arg<int*>(args, 0);
  auto* errors = reinterpret_cast<std::atomic<int>*>(arg<int*>(args, 1));
  const int rounds = arg<int>(args, 2);
  const uint64_t me = linearBlock(c), blocks = gridBlocks(c);
  for (int r = 0; r < rounds; ++r) {
    reinterpret_cast<std::atomic<int>*>(slots)[me].store(r * 100000 + int(me), std::memory_order_relaxed);
    __openhip_grid_sync();
    for (uint64_t b = 0; b < blocks; ++b)
      if (reinterpret_cast<std::atomic<int>*>(slots)[b].load(std::memory_order_relaxed) != r * 100000 + int(b))
        errors->fetch_add(1);
    __openhip_grid_sync();
  }
}

/// validity(int* out): out[block] = 1 + grid_is_valid, out[blocks + block] = multi-grid valid.
void validityBlock(void** args, const OpenHipLaunchCtx* c) {
  int* out = arg<int*>(args, 0);
  out[linearBlock(c)] = 1 + __openhip_grid_is_valid();
  out[gridBlocks(c) + linearBlock(c)] = __openhip_multi_grid_is_valid();
}

/// multiGrid(unsigned long long* info, int* counter, int* errors, int total_blocks): block 0 of
/// each grid records (num_grids, rank, offset, size) at info[4*rank..];
/// every block increments the shared counter, meets all grids, then checks
/// that the counter holds every block of every grid.
void multiGridBlock(void** args, const OpenHipLaunchCtx* c) {
  auto* info = arg<unsigned long long*>(args, 0);
  auto* counter = reinterpret_cast<std::atomic<int>*>(arg<int*>(args, 1));
  auto* errors = reinterpret_cast<std::atomic<int>*>(arg<int*>(args, 2));
  const uint32_t rank = __openhip_multi_grid_rank();
  if (linearBlock(c) == 0) {
    info[4 * rank + 0] = __openhip_multi_grid_num_grids();
    info[4 * rank + 1] = rank;
    info[4 * rank + 2] = __openhip_multi_grid_thread_offset();
    info[4 * rank + 3] = __openhip_multi_grid_size();
  }
  counter->fetch_add(1);
  __openhip_multi_grid_sync();
  const int expected = arg<int>(args, 3);
  if (counter->load() != expected) errors->fetch_add(1);
}

/// trapFirst(int* passed): block 0 traps before the grid barrier; the other
/// blocks must not get past it (passed[block] stays 0).
void trapFirstBlock(void** args, const OpenHipLaunchCtx* c) {
  int* passed = arg<int*>(args, 0);
  if (linearBlock(c) == 0) __openhip_device_trap(0, 0, 0);
  __openhip_grid_sync();
  passed[linearBlock(c)] = 1;
}

const uint32_t kPhasesSizes[] = {8, 8, 4};
const uint32_t kPhasesAligns[] = {8, 8, 4};
const uint32_t kOnePtr[] = {8};
const uint32_t kMultiSizes[] = {8, 8, 8, 4};
const uint32_t kMultiAligns[] = {8, 8, 8, 4};

const OpenHipKernelEntry kCoopEntries[] = {
    {"_Z6phasesPiS_i", phasesBlock, 0, 0, 0, 0, 3, kPhasesSizes, kPhasesAligns},
    {"_Z8validityPi", validityBlock, 0, 0, 0, 0, 1, kOnePtr, kOnePtr},
    {"_Z9multiGridPyPiS0_i", multiGridBlock, 0, 0, 0, 0, 4, kMultiSizes, kMultiAligns},
    {"_Z7boundedv", test_kernels::noopBlock, 0, 0, 0, 128, 0, nullptr, nullptr},
    {"_Z9trapFirstPi", trapFirstBlock, 0, 0, 0, 0, 1, kOnePtr, kOnePtr},
};
char phases_stub, validity_stub, multi_grid_stub, bounded_stub, trap_first_stub;
const void* const kCoopStubs[] = {&phases_stub, &validity_stub, &multi_grid_stub, &bounded_stub,
                                  &trap_first_stub};
const void* const kTrapFirst = &trap_first_stub;
const void* const kPhases = &phases_stub;
const void* const kValidity = &validity_stub;
const void* const kMultiGrid = &multi_grid_stub;
const void* const kBounded = &bounded_stub;

void registerCoopKernels() {
  static const bool done = [] {
    static const char* id = "openhip-cooperative-unit-tests";
    static const std::vector<char> blob = test_kernels::makeBlob(id);
    static test_kernels::FatBinaryWrapper wrapper{test_kernels::kHipMagic, 1, blob.data(), nullptr};
    void** handle = __hipRegisterFatBinary(&wrapper);
    for (size_t i = 0; i < sizeof(kCoopEntries) / sizeof(kCoopEntries[0]); ++i)
      __hipRegisterFunction(handle, kCoopStubs[i], const_cast<char*>(kCoopEntries[i].name),
                            kCoopEntries[i].name, -1,
                            nullptr, nullptr, nullptr, nullptr, nullptr);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, id,
                                       sizeof(kCoopEntries) / sizeof(kCoopEntries[0]), 0,
                                       kCoopEntries, nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  (void)done;
}

/// Blocks a cooperative launch may have, from the occupancy API.
int cooperativeLimit(const void* kernel, int block_threads, int device = 0) {
  int per_mp = 0, mps = 0;
  EXPECT_EQ(hipOccupancyMaxActiveBlocksPerMultiprocessor(&per_mp, kernel, block_threads, 0), hipSuccess);
  EXPECT_EQ(hipDeviceGetAttribute(&mps, hipDeviceAttributeMultiprocessorCount, device), hipSuccess);
  return per_mp * mps;
}

class CooperativeLaunch : public ::testing::Test {
 protected:
  void SetUp() override {
    registerCoopKernels();
    ASSERT_EQ(hipSetDevice(0), hipSuccess);
  }
};

TEST_F(CooperativeLaunch, LimitIsOccupancyTimesMultiprocessors) {
  const int limit = cooperativeLimit(kPhases, 64);
  EXPECT_GE(limit, 1);
  int mps = 0;
  ASSERT_EQ(hipDeviceGetAttribute(&mps, hipDeviceAttributeMultiprocessorCount, 0), hipSuccess);
  EXPECT_EQ(limit % mps, 0);
}

TEST_F(CooperativeLaunch, GridSyncSeparatesPhasesRepeatedly) {
  const int blocks = cooperativeLimit(kPhases, 32);
  ASSERT_GE(blocks, 1);
  int *slots = nullptr, *errors = nullptr;
  ASSERT_EQ(hipMalloc(&slots, blocks * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&errors, sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemset(errors, 0, sizeof(int)), hipSuccess);
  // Up to 32 blocks per core, each its own thread: 400 grid-wide barriers in all.
  int rounds = 40;
  void* args[] = {&slots, &errors, &rounds};
  for (int launch = 0; launch < 10; ++launch)
    ASSERT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(blocks), dim3(32), args, 0, nullptr), hipSuccess);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  int host_errors = -1;
  ASSERT_EQ(hipMemcpy(&host_errors, errors, sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(host_errors, 0);
  EXPECT_EQ(hipFree(slots), hipSuccess);
  EXPECT_EQ(hipFree(errors), hipSuccess);
}

TEST_F(CooperativeLaunch, MultiDimensionalGridAndStreams) {
  const int limit = cooperativeLimit(kPhases, 8);
  // The largest y*z grid within the limit, on a user stream.
  const dim3 grid(1, limit >= 2 ? 2 : 1, limit >= 4 ? limit / 2 : 1);
  int *slots = nullptr, *errors = nullptr;
  ASSERT_EQ(hipMalloc(&slots, limit * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&errors, sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemset(errors, 0, sizeof(int)), hipSuccess);
  hipStream_t stream = nullptr;
  ASSERT_EQ(hipStreamCreate(&stream), hipSuccess);
  int rounds = 50;
  void* args[] = {&slots, &errors, &rounds};
  ASSERT_EQ(hipLaunchCooperativeKernel(kPhases, grid, dim3(2, 2, 2), args, 0, stream), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(stream), hipSuccess);
  int host_errors = -1;
  ASSERT_EQ(hipMemcpy(&host_errors, errors, sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(host_errors, 0);
  EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
  EXPECT_EQ(hipFree(slots), hipSuccess);
  EXPECT_EQ(hipFree(errors), hipSuccess);
}

TEST_F(CooperativeLaunch, GridIsValidOnlyInCooperativeLaunches) {
  const int blocks = cooperativeLimit(kValidity, 1);
  std::vector<int> host(2 * blocks, -1);
  int* out = nullptr;
  ASSERT_EQ(hipMalloc(&out, host.size() * sizeof(int)), hipSuccess);
  void* args[] = {&out};
  ASSERT_EQ(hipLaunchKernel(kValidity, dim3(blocks), dim3(1), args, 0, nullptr), hipSuccess);
  ASSERT_EQ(hipMemcpy(host.data(), out, host.size() * sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  for (int b = 0; b < blocks; ++b) EXPECT_EQ(host[b], 1) << "ordinary launch, block " << b;
  ASSERT_EQ(hipLaunchCooperativeKernel(kValidity, dim3(blocks), dim3(1), args, 0, nullptr), hipSuccess);
  ASSERT_EQ(hipMemcpy(host.data(), out, host.size() * sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
  for (int b = 0; b < blocks; ++b) {
    EXPECT_EQ(host[b], 2) << "cooperative launch, block " << b;
    EXPECT_EQ(host[blocks + b], 0) << "not a multi-device launch, block " << b;
  }
  EXPECT_EQ(hipFree(out), hipSuccess);
}

TEST_F(CooperativeLaunch, GridAboveTheLimitIsTooLarge) {
  const int limit = cooperativeLimit(kPhases, 16);
  int* p = nullptr;
  int rounds = 1;
  void* args[] = {&p, &p, &rounds};
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(limit + 1), dim3(16), args, 0, nullptr),
            hipErrorCooperativeLaunchTooLarge);
  EXPECT_EQ(hipGetLastError(), hipErrorCooperativeLaunchTooLarge);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1, limit + 1), dim3(16), args, 0, nullptr),
            hipErrorCooperativeLaunchTooLarge);
  EXPECT_EQ(hipGetLastError(), hipErrorCooperativeLaunchTooLarge);
}

TEST_F(CooperativeLaunch, ArgumentErrors) {
  int* p = nullptr;
  int rounds = 1;
  void* args[] = {&p, &p, &rounds};
  EXPECT_EQ(hipLaunchCooperativeKernel(nullptr, dim3(1), dim3(1), args, 0, nullptr),
            hipErrorInvalidDeviceFunction);
  static char unknown_stub;
  EXPECT_EQ(hipLaunchCooperativeKernel(&unknown_stub, dim3(1), dim3(1), args, 0, nullptr),
            hipErrorInvalidDeviceFunction);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(0), dim3(1), args, 0, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1), dim3(0), args, 0, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1), dim3(2048), args, 0, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipLaunchCooperativeKernel(kBounded, dim3(1), dim3(256), nullptr, 0, nullptr),
            hipErrorInvalidConfiguration);  // __launch_bounds__(128)
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1), dim3(1), args, 1u << 20, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1), dim3(1), nullptr, 0, nullptr),
            hipErrorInvalidValue);
  EXPECT_EQ(hipLaunchCooperativeKernel(kPhases, dim3(1), dim3(1), args, 0,
                                       reinterpret_cast<hipStream_t>(&unknown_stub)),
            hipErrorInvalidHandle);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidHandle);
  EXPECT_EQ(hipLaunchCooperativeKernel(kBounded, dim3(1), dim3(128), nullptr, 0, nullptr), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
}

TEST_F(CooperativeLaunch, MultiDeviceArgumentErrors) {
  int devices = 0;
  ASSERT_EQ(hipGetDeviceCount(&devices), hipSuccess);
  hipStream_t stream = nullptr;
  ASSERT_EQ(hipStreamCreate(&stream), hipSuccess);
  hipLaunchParams params{};
  params.func = const_cast<void*>(kBounded);
  params.gridDim = dim3(1);
  params.blockDim = dim3(1);
  params.stream = stream;
  using MultiLaunchFn = hipError_t (*)(hipLaunchParams*, int, unsigned int);
  const MultiLaunchFn launches[] = {&hipLaunchCooperativeKernelMultiDevice,
                                    &hipExtLaunchMultiKernelMultiDevice};
  for (MultiLaunchFn launch : launches) {
    EXPECT_EQ(launch(nullptr, 1, 0), hipErrorInvalidValue);
    EXPECT_EQ(launch(&params, 0, 0), hipErrorInvalidValue);
    EXPECT_EQ(launch(&params, -1, 0), hipErrorInvalidValue);
    EXPECT_EQ(launch(&params, devices + 1, 0), hipErrorInvalidValue);
    EXPECT_EQ(launch(&params, 1, 0x4), hipErrorInvalidValue);
    hipLaunchParams bad = params;
    bad.stream = nullptr;
    EXPECT_EQ(launch(&bad, 1, 0), hipErrorInvalidHandle);
    bad = params;
    bad.blockDim = dim3(0);
    EXPECT_EQ(launch(&bad, 1, 0), hipErrorInvalidConfiguration);
    bad = params;
    bad.func = nullptr;
    EXPECT_EQ(launch(&bad, 1, 0), hipErrorInvalidDeviceFunction);
    EXPECT_EQ(launch(&params, 1, 0), hipSuccess);
    EXPECT_EQ(launch(&params, 1, hipCooperativeLaunchMultiDeviceNoPreSync |
                                     hipCooperativeLaunchMultiDeviceNoPostSync),
              hipSuccess);
  }
  hipLaunchParams too_large = params;
  too_large.gridDim = dim3(cooperativeLimit(kBounded, 1) + 1);
  EXPECT_EQ(hipLaunchCooperativeKernelMultiDevice(&too_large, 1, 0), hipErrorCooperativeLaunchTooLarge);
  EXPECT_EQ(hipExtLaunchMultiKernelMultiDevice(&too_large, 1, 0), hipSuccess);  // not cooperative
  EXPECT_EQ(hipStreamSynchronize(stream), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
}

/// Runs kMultiGrid on the first `count` devices, one stream each.
void runMultiGrid(int count, unsigned flags) {
  std::vector<hipStream_t> streams(count);
  std::vector<int> blocks(count);
  unsigned long long* info = nullptr;
  int *counter = nullptr, *errors = nullptr;
  ASSERT_EQ(hipMallocManaged(&info, 4 * count * sizeof(unsigned long long)), hipSuccess);
  ASSERT_EQ(hipMallocManaged(&counter, sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMallocManaged(&errors, sizeof(int)), hipSuccess);
  *counter = 0;
  *errors = 0;
  int total_blocks = 0;
  for (int d = 0; d < count; ++d) {
    blocks[d] = cooperativeLimit(kMultiGrid, 4, d);
    total_blocks += blocks[d];
  }
  std::vector<std::vector<void*>> args(count);
  std::vector<hipLaunchParams> params(count);
  for (int d = 0; d < count; ++d) {
    ASSERT_EQ(hipSetDevice(d), hipSuccess);
    ASSERT_EQ(hipStreamCreate(&streams[d]), hipSuccess);
    args[d] = {&info, &counter, &errors, &total_blocks};
    params[d].func = const_cast<void*>(kMultiGrid);
    params[d].gridDim = dim3(blocks[d]);
    params[d].blockDim = dim3(4);
    params[d].args = args[d].data();
    params[d].sharedMem = 0;
    params[d].stream = streams[d];
  }
  ASSERT_EQ(hipSetDevice(0), hipSuccess);
  ASSERT_EQ(hipLaunchCooperativeKernelMultiDevice(params.data(), count, flags), hipSuccess);
  for (int d = 0; d < count; ++d) ASSERT_EQ(hipStreamSynchronize(streams[d]), hipSuccess);
  EXPECT_EQ(*counter, total_blocks);
  EXPECT_EQ(*errors, 0);
  uint64_t offset = 0;
  for (int d = 0; d < count; ++d) {
    EXPECT_EQ(info[4 * d + 0], unsigned(count));
    EXPECT_EQ(info[4 * d + 1], unsigned(d));
    EXPECT_EQ(info[4 * d + 2], offset);
    EXPECT_EQ(info[4 * d + 3], uint64_t(total_blocks) * 4);
    offset += uint64_t(blocks[d]) * 4;
  }
  for (int d = 0; d < count; ++d) EXPECT_EQ(hipStreamDestroy(streams[d]), hipSuccess);
  EXPECT_EQ(hipFree(info), hipSuccess);
  EXPECT_EQ(hipFree(counter), hipSuccess);
  EXPECT_EQ(hipFree(errors), hipSuccess);
}

TEST_F(CooperativeLaunch, MultiDeviceOneGrid) { runMultiGrid(1, 0); }

TEST_F(CooperativeLaunch, MultiDeviceAllGridsMeet) {
  int devices = 0;
  ASSERT_EQ(hipGetDeviceCount(&devices), hipSuccess);
  if (devices < 2) GTEST_SKIP() << "needs OPENHIP_CPU_DEVICES >= 2";
  for (int round = 0; round < 10; ++round) runMultiGrid(devices, 0);
  runMultiGrid(devices, hipCooperativeLaunchMultiDeviceNoPreSync | hipCooperativeLaunchMultiDeviceNoPostSync);
}

TEST_F(CooperativeLaunch, MultiDeviceRejectsTwoGridsOnOneDevice) {
  int devices = 0;
  ASSERT_EQ(hipGetDeviceCount(&devices), hipSuccess);
  if (devices < 2) GTEST_SKIP() << "needs OPENHIP_CPU_DEVICES >= 2";
  hipStream_t a = nullptr, b = nullptr;
  ASSERT_EQ(hipStreamCreate(&a), hipSuccess);
  ASSERT_EQ(hipStreamCreate(&b), hipSuccess);
  hipLaunchParams params[2]{};
  for (auto& p : params) {
    p.func = const_cast<void*>(kBounded);
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
  }
  params[0].stream = a;
  params[1].stream = b;
  EXPECT_EQ(hipLaunchCooperativeKernelMultiDevice(params, 2, 0), hipErrorInvalidDevice);
  EXPECT_EQ(hipExtLaunchMultiKernelMultiDevice(params, 2, 0), hipErrorInvalidDevice);
  EXPECT_EQ(hipStreamDestroy(a), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(b), hipSuccess);
}

// Last: it leaves a sticky error that only hipDeviceReset clears.
TEST_F(CooperativeLaunch, FaultInOneBlockReleasesTheOthers) {
  const int blocks = cooperativeLimit(kTrapFirst, 1);
  int* passed = nullptr;
  ASSERT_EQ(hipMallocManaged(&passed, blocks * sizeof(int)), hipSuccess);
  for (int b = 0; b < blocks; ++b) passed[b] = 0;
  void* args[] = {&passed};
  ASSERT_EQ(hipLaunchCooperativeKernel(kTrapFirst, dim3(blocks), dim3(1), args, 0, nullptr), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorLaunchFailure);  // returns: nobody waits forever
  for (int b = 0; b < blocks; ++b) EXPECT_EQ(passed[b], 0) << "block " << b << " passed the barrier";
  EXPECT_EQ(hipDeviceReset(), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
}

}  // namespace
