// hipDeviceSetLimit / hipDeviceGetLimit, and the heap limit as device code
// sees it through the runtime's device malloc/free.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <vector>

#include "test_kernels.h"

extern "C" void* __openhip_device_malloc(size_t size);
extern "C" void __openhip_device_free(void* pointer);

namespace {

/// Restores the heap limit after a test.
class DeviceLimits : public ::testing::Test {
 protected:
  void SetUp() override { HIP_ASSERT_OK(hipDeviceGetLimit(&saved_heap_, hipLimitMallocHeapSize)); }
  void TearDown() override { HIP_EXPECT_OK(hipDeviceSetLimit(hipLimitMallocHeapSize, saved_heap_)); }
  size_t saved_heap_ = 0;
};

TEST_F(DeviceLimits, DefaultsAreReported) {
  size_t value = 0;
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitMallocHeapSize));
  EXPECT_GT(value, size_t{0});
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitPrintfFifoSize));
  EXPECT_EQ(value, size_t{1} << 20);
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitStackSize));
  EXPECT_EQ(value, size_t{1024});
}

TEST_F(DeviceLimits, SetValuesAreReportedBack) {
  size_t old_fifo = 0, old_stack = 0, value = 0;
  HIP_ASSERT_OK(hipDeviceGetLimit(&old_fifo, hipLimitPrintfFifoSize));
  HIP_ASSERT_OK(hipDeviceGetLimit(&old_stack, hipLimitStackSize));
  HIP_ASSERT_OK(hipDeviceSetLimit(hipLimitMallocHeapSize, 12345));
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitMallocHeapSize));
  EXPECT_EQ(value, size_t{12345});
  HIP_ASSERT_OK(hipDeviceSetLimit(hipLimitPrintfFifoSize, 4 << 20));
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitPrintfFifoSize));
  EXPECT_EQ(value, size_t{4} << 20);
  HIP_ASSERT_OK(hipDeviceSetLimit(hipLimitStackSize, 16384));
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitStackSize));
  EXPECT_EQ(value, size_t{16384});
  HIP_EXPECT_OK(hipDeviceSetLimit(hipLimitPrintfFifoSize, old_fifo));
  HIP_EXPECT_OK(hipDeviceSetLimit(hipLimitStackSize, old_stack));
}

TEST_F(DeviceLimits, Errors) {
  size_t value = 0;
  EXPECT_EQ(hipDeviceGetLimit(nullptr, hipLimitMallocHeapSize), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetLimit(&value, static_cast<hipLimit_t>(77)), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceSetLimit(static_cast<hipLimit_t>(77), 1), hipErrorUnsupportedLimit);
  EXPECT_EQ(hipGetLastError(), hipErrorUnsupportedLimit);
  EXPECT_EQ(hipDeviceSetLimit(hipLimitPrintfFifoSize, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
}

TEST_F(DeviceLimits, DeviceMallocStopsAtTheHeapLimit) {
  HIP_ASSERT_OK(hipDeviceSetLimit(hipLimitMallocHeapSize, 1024));
  void* a = __openhip_device_malloc(500);  // charged 512
  void* b = __openhip_device_malloc(512);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 16, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % 16, 0u);
  EXPECT_EQ(__openhip_device_malloc(1), nullptr);  // the heap is full
  EXPECT_EQ(__openhip_device_malloc(SIZE_MAX), nullptr);
  static_cast<char*>(a)[499] = 1;  // the whole block is usable
  __openhip_device_free(a);
  void* c = __openhip_device_malloc(512);
  EXPECT_NE(c, nullptr);
  __openhip_device_free(b);
  __openhip_device_free(c);
  __openhip_device_free(nullptr);
}

TEST_F(DeviceLimits, DeviceHeapUnderContention) {
  HIP_ASSERT_OK(hipDeviceSetLimit(hipLimitMallocHeapSize, 64 * 100));
  std::vector<std::thread> threads;
  std::atomic<int> granted{0};
  std::vector<std::vector<void*>> blocks(8);
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 50; ++i)
        if (void* p = __openhip_device_malloc(64)) {
          blocks[t].push_back(p);
          granted.fetch_add(1);
        }
    });
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(granted.load(), 100);  // exactly as many as fit
  for (auto& list : blocks)
    for (void* p : list) __openhip_device_free(p);
  void* all = __openhip_device_malloc(64 * 100);  // everything was returned
  EXPECT_NE(all, nullptr);
  __openhip_device_free(all);
}

}  // namespace
