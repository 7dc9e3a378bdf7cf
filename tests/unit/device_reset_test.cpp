// hipDeviceReset with work that never finishes (docs/faults.md): after the
// work has made no progress for a second it is cancelled — a spinning
// kernel's blocks are interrupted, a stream value wait gives up, queued work
// is dropped — and the reset returns with the device usable again.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

#include "test_kernels.h"

namespace {

using test_kernels::arg;

/// spinForever(int* never): every work-item waits for a flag nobody sets.
void spinBlock(void** args, const OpenHipLaunchCtx*) {
  const volatile int* never = arg<int*>(args, 0);
  while (*never == 0) {
  }
}

const uint32_t kPtrSizes[] = {8};
const OpenHipKernelEntry kEntries[] = {
    {"_Z11spinForeverPi", spinBlock, 0, 0, 0, 0, 1, kPtrSizes, kPtrSizes},
};
char spin_stub;
const char* kTableId = "openhip-device-reset-tests";

void registerKernels() {
  static const bool done = [] {
    static const std::vector<char> blob = test_kernels::makeBlob(kTableId);
    static test_kernels::FatBinaryWrapper wrapper{test_kernels::kHipMagic, 1, blob.data(), nullptr};
    void** handle = __hipRegisterFatBinary(&wrapper);
    __hipRegisterFunction(handle, &spin_stub, const_cast<char*>(kEntries[0].name), kEntries[0].name, -1,
                          nullptr, nullptr, nullptr, nullptr, nullptr);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, kTableId, 1, 0, kEntries, nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  ASSERT_TRUE(done);
}

double secondsOf(const std::function<void()>& fn) {
  const auto start = std::chrono::steady_clock::now();
  fn();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(DeviceReset, CancelsAKernelThatNeverFinishes) {
  registerKernels();
  test_kernels::registerTestKernels();
  HIP_ASSERT_OK(hipSetDevice(0));
  static int never = 0;  // host memory the kernel reads (the CPU backend and the discrete one share it)
  int* flag = &never;
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  void* args[] = {&flag};
  HIP_ASSERT_OK(hipLaunchKernel(&spin_stub, dim3(8), dim3(4), args, 0, stream));
  // Queued behind it: dropped by the reset.
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kBounded, dim3(1), dim3(1), nullptr, 0, stream));
  EXPECT_EQ(hipStreamQuery(stream), hipErrorNotReady);
  testing::internal::CaptureStderr();
  const double seconds = secondsOf([] { EXPECT_EQ(hipDeviceReset(), hipSuccess); });
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_LT(seconds, 10.0);
  EXPECT_NE(printed.find("hipDeviceReset: the work of device 0 made no progress"), std::string::npos)
      << printed;
  // The device works again.
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), 64 * sizeof(int)));
  HIP_ASSERT_OK(hipMemset(data, 0, 64 * sizeof(int)));
  int n = 64;
  void* add_args[] = {&data, &n};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(64), add_args, 0, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data + 63), 1);
  HIP_EXPECT_OK(hipFree(data));
}

TEST(DeviceReset, CancelsAStreamWaitThatIsNeverSatisfied) {
  HIP_ASSERT_OK(hipSetDevice(0));
  uint32_t* word = nullptr;
  HIP_ASSERT_OK(hipHostMalloc(reinterpret_cast<void**>(&word), sizeof(uint32_t)));
  *word = 0;
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipStreamWaitValue32(stream, word, 1, hipStreamWaitValueEq, 0xffffffffu));
  testing::internal::CaptureStderr();
  const double seconds = secondsOf([] { EXPECT_EQ(hipDeviceReset(), hipSuccess); });
  testing::internal::GetCapturedStderr();
  EXPECT_LT(seconds, 10.0);
  HIP_EXPECT_OK(hipDeviceSynchronize());
}

TEST(DeviceReset, WaitsForALongKernelThatMakesProgress) {
  test_kernels::registerTestKernels();
  HIP_ASSERT_OK(hipSetDevice(0));
  int* data = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&data), sizeof(int)));
  *data = 0;
  // 15 launches of 100 ms: longer than the 1 s stall limit, but each launch is progress.
  int milliseconds = 100;
  void* sleep_args[] = {&milliseconds};
  for (int i = 0; i < 15; ++i)
    HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), sleep_args, 0, nullptr));
  int n = 1;
  void* add_args[] = {&data, &n};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(1), add_args, 0, nullptr));
  testing::internal::CaptureStderr();
  HIP_EXPECT_OK(hipDeviceReset());
  const std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_EQ(printed.find("made no progress"), std::string::npos) << printed;
}

}  // namespace
