#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <thread>

#include "test_kernels.h"

namespace {
class StreamMemory : public ::testing::Test {
 protected:
  void TearDown() override { (void)hipGetLastError(); }
};
}  // namespace

TEST_F(StreamMemory, WaitValueBlocksTheStreamUntilTheHostWrites) {
  uint32_t* flag = nullptr;
  HIP_ASSERT_OK(hipHostMalloc(reinterpret_cast<void**>(&flag), 64, 0));
  flag[0] = flag[1] = 0;
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  HIP_ASSERT_OK(hipStreamWaitValue32(s, flag, 5, hipStreamWaitValueGte, 0xffffffffu));
  HIP_ASSERT_OK(hipStreamWriteValue32(s, flag + 1, 42, 0));
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  EXPECT_EQ(hipStreamQuery(s), hipErrorNotReady);
  EXPECT_EQ(reinterpret_cast<std::atomic<uint32_t>*>(flag + 1)->load(), 0u);
  reinterpret_cast<std::atomic<uint32_t>*>(flag)->store(7);
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(flag[1], 42u);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  HIP_ASSERT_OK(hipHostFree(flag));
}

TEST_F(StreamMemory, ConditionsAndMasks) {
  uint64_t* words = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&words), 64));
  writeDevice(words, std::vector<uint64_t>{0x1234});
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  // All satisfied already: the stream must not block.
  HIP_ASSERT_OK(hipStreamWaitValue64(s, words, 0x34, hipStreamWaitValueEq, 0xff));
  HIP_ASSERT_OK(hipStreamWaitValue64(s, words, 0x1000, hipStreamWaitValueAnd, ~0ull));
  HIP_ASSERT_OK(hipStreamWaitValue64(s, words, 0x1, hipStreamWaitValueNor, 0xf));
  HIP_ASSERT_OK(hipStreamWaitValue32(s, words, 0x1000, hipStreamWaitValueGte, 0xffff));
  HIP_ASSERT_OK(hipStreamWriteValue64(s, words + 1, 0xdeadbeefcafeull, 0));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(readDevice<uint64_t>(words + 1), 0xdeadbeefcafeull);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  HIP_ASSERT_OK(hipFree(words));
}

TEST_F(StreamMemory, InvalidArguments) {
  uint64_t* words = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&words), 64));
  uint32_t pageable = 0;
  EXPECT_EQ(hipStreamWaitValue32(nullptr, nullptr, 0, 0, ~0u), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamWaitValue32(nullptr, &pageable, 0, 0, ~0u), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamWaitValue32(nullptr, words, 0, 9, ~0u), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamWaitValue64(nullptr, reinterpret_cast<char*>(words) + 4, 0, 0, ~0ull),
            hipErrorInvalidValue);  // misaligned
  EXPECT_EQ(hipStreamWriteValue32(nullptr, words, 1, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamWriteValue64(nullptr, reinterpret_cast<char*>(words) + 60, 1, 0),
            hipErrorInvalidValue);  // past the end
  hipStream_t dead;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  EXPECT_EQ(hipStreamWriteValue32(dead, words, 1, 0), hipErrorInvalidHandle);
  int value = 0;
  HIP_ASSERT_OK(hipDeviceGetAttribute(&value, hipDeviceAttributeCanUseStreamWaitValue, 0));
  EXPECT_EQ(value, 1);
  HIP_ASSERT_OK(hipFree(words));
}
