// Device faults: a kernel whose work-item fails an assert or traps stops its
// block, prints CUDA's message and leaves a sticky error (hipErrorLaunchFailure
// for both, an assert marked as such for CUDA's names, which report
// cudaErrorAssert) that every later call reports until hipDeviceReset.
// The kernels are hand-written block functions calling the runtime's device
// entry points, as lowered kernels do.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_registration.h>  // what hipcc-generated code calls; these tests call it by hand

#include <atomic>
#include <string>

#include "test_kernels.h"

extern "C" void __openhip_device_assert_fail(const char* expression, const char* file, unsigned line,
                                             const char* function, unsigned block_x, unsigned block_y,
                                             unsigned block_z, unsigned thread_x, unsigned thread_y,
                                             unsigned thread_z);
extern "C" void __openhip_device_trap(unsigned thread_x, unsigned thread_y, unsigned thread_z);
extern "C" int __openhip_sticky_error_is_assert(void);

namespace {

using test_kernels::arg;

/// faulting(int* ran, int bad_block, int bad_thread, int trap): each work-item
/// sets ran[global id]; in block bad_block, work-item bad_thread asserts (or traps).
void faultingBlock(void** args, const OpenHipLaunchCtx* c) {
  int* ran = arg<int*>(args, 0);
  const uint32_t bad_block = arg<uint32_t>(args, 1);
  const uint32_t bad_thread = arg<uint32_t>(args, 2);
  const int trap = arg<int>(args, 3);
  const uint32_t block = c->block_idx[0] + c->grid_dim[0] * c->block_idx[1];
  for (uint32_t t = 0; t < c->block_dim[0]; ++t) {
    if (block == bad_block && t == bad_thread) {
      if (trap)
        __openhip_device_trap(t, 0, 0);
      else
        __openhip_device_assert_fail("value == 1", "kernels.hip", 42, "void faulting(int *)", c->block_idx[0],
                                     c->block_idx[1], c->block_idx[2], t, 0, 0);
    }
    reinterpret_cast<std::atomic<int>*>(ran)[block * c->block_dim[0] + t].store(1);
  }
}

const uint32_t kSizes[] = {8, 4, 4, 4};
const uint32_t kAligns[] = {8, 4, 4, 4};
const OpenHipKernelEntry kFaultEntries[] = {
    {"_Z8faultingPijji", faultingBlock, 0, 0, 0, 0, 4, kSizes, kAligns},
};
char faulting_stub;
const char* kFaultTableId = "openhip-device-fault-tests";

void registerFaultKernels() {
  static const bool done = [] {
    static const std::vector<char> blob = test_kernels::makeBlob(kFaultTableId);
    static test_kernels::FatBinaryWrapper wrapper{test_kernels::kHipMagic, 1, blob.data(), nullptr};
    void** handle = __hipRegisterFatBinary(&wrapper);
    __hipRegisterFunction(handle, &faulting_stub, const_cast<char*>(kFaultEntries[0].name),
                          kFaultEntries[0].name, -1, nullptr, nullptr, nullptr, nullptr, nullptr);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, kFaultTableId, 1, 0, kFaultEntries, nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  ASSERT_TRUE(done);
}

struct Launch {
  int* ran = nullptr;
  uint32_t blocks = 0, threads = 0;
};

hipError_t launchFaulting(Launch& launch, uint32_t bad_block, uint32_t bad_thread, int trap, hipStream_t stream) {
  void* args[] = {&launch.ran, &bad_block, &bad_thread, &trap};
  return hipLaunchKernel(&faulting_stub, dim3(launch.blocks), dim3(launch.threads), args, 0, stream);
}

class DeviceFaults : public ::testing::Test {
 protected:
  void SetUp() override {
    registerFaultKernels();
    HIP_ASSERT_OK(hipSetDevice(0));
    launch_.blocks = 64;
    launch_.threads = 8;
    HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&launch_.ran), 64 * 8 * sizeof(int)));
    HIP_ASSERT_OK(hipMemset(launch_.ran, 0, 64 * 8 * sizeof(int)));
  }
  void TearDown() override {
    HIP_EXPECT_OK(hipDeviceReset());  // clears the sticky error and frees `ran`
  }

  /// The sticky error shows in every later call, and hipDeviceReset clears it.
  static void expectSticky(hipError_t error) {
    EXPECT_EQ(hipDeviceSynchronize(), error);
    EXPECT_EQ(hipGetLastError(), error);
    EXPECT_EQ(hipGetLastError(), error);  // not reset by reading
    EXPECT_EQ(hipPeekAtLastError(), error);
    void* p = nullptr;
    EXPECT_EQ(hipMalloc(&p, 16), error);
    EXPECT_EQ(hipStreamSynchronize(nullptr), error);
  }

  Launch launch_;
};

TEST_F(DeviceFaults, AssertStopsTheBlockAndIsSticky) {
  testing::internal::CaptureStderr();
  HIP_ASSERT_OK(launchFaulting(launch_, 5, 3, 0, nullptr));
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorLaunchFailure);  // as AMD's runtime reports it
  EXPECT_EQ(__openhip_sticky_error_is_assert(), 1);           // cudaErrorAssert through CUDA's names
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_NE(printed.find("kernels.hip:42: void faulting(int *): block: [5,0,0], thread: [3,0,0] "
                         "Assertion `value == 1` failed."),
            std::string::npos)
      << printed;
  // The faulting work-item and those after it in its block did not run.
  for (uint32_t t = 0; t < 8; ++t) EXPECT_EQ(launch_.ran[5 * 8 + t], t < 3 ? 1 : 0) << t;
  expectSticky(hipErrorLaunchFailure);
  EXPECT_EQ(launchFaulting(launch_, 99, 0, 0, nullptr), hipErrorLaunchFailure);
}

TEST_F(DeviceFaults, TrapFailsTheLaunch) {
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  testing::internal::CaptureStderr();
  HIP_ASSERT_OK(launchFaulting(launch_, 0, 0, 1, stream));
  EXPECT_EQ(hipStreamSynchronize(stream), hipErrorLaunchFailure);
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_NE(printed.find("kernel 'faulting(int*, unsigned int, unsigned int, int)': block: [0,0,0], "
                         "thread: [0,0,0]: trap"),
            std::string::npos)
      << printed;
  EXPECT_EQ(launch_.ran[0], 0);
  expectSticky(hipErrorLaunchFailure);
  EXPECT_EQ(__openhip_sticky_error_is_assert(), 0);  // a trap is a launch failure everywhere
}

TEST_F(DeviceFaults, ResetMakesTheDeviceUsableAgain) {
  testing::internal::CaptureStderr();
  HIP_ASSERT_OK(launchFaulting(launch_, 1, 0, 0, nullptr));
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorLaunchFailure);
  testing::internal::GetCapturedStderr();
  HIP_ASSERT_OK(hipDeviceReset());
  EXPECT_EQ(__openhip_sticky_error_is_assert(), 0);
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&launch_.ran), 64 * 8 * sizeof(int)));
  HIP_ASSERT_OK(launchFaulting(launch_, 1000, 0, 0, nullptr));  // no block faults
  HIP_ASSERT_OK(hipDeviceSynchronize());
  for (uint32_t i = 0; i < 64 * 8; ++i) ASSERT_EQ(launch_.ran[i], 1) << i;
}

}  // namespace
