#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "test_kernels.h"

using namespace test_kernels;

namespace {
class Functions : public ::testing::Test {
 protected:
  void SetUp() override { registerTestKernels(); }
  void TearDown() override { (void)hipGetLastError(); }
};
char unregistered;
}  // namespace

TEST_F(Functions, SetAttributeValidatesAgainstTheKernel) {
  HIP_EXPECT_OK(hipFuncSetAttribute(kBlockSum, hipFuncAttributeMaxDynamicSharedMemorySize, 60 * 1024));
  EXPECT_EQ(hipFuncSetAttribute(kBlockSum, hipFuncAttributeMaxDynamicSharedMemorySize, 60 * 1024 + 1),
            hipErrorInvalidValue);
  EXPECT_EQ(hipFuncSetAttribute(kBlockSum, hipFuncAttributeMaxDynamicSharedMemorySize, -1),
            hipErrorInvalidValue);
  HIP_EXPECT_OK(hipFuncSetAttribute(kBlockSum, hipFuncAttributePreferredSharedMemoryCarveout, 50));
  EXPECT_EQ(hipFuncSetAttribute(kBlockSum, hipFuncAttributePreferredSharedMemoryCarveout, 101),
            hipErrorInvalidValue);
  EXPECT_EQ(hipFuncSetAttribute(kBlockSum, hipFuncAttributeMax, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipFuncSetAttribute(&unregistered, hipFuncAttributeMaxDynamicSharedMemorySize, 0),
            hipErrorInvalidDeviceFunction);
  HIP_EXPECT_OK(hipFuncSetCacheConfig(kSaxpy, hipFuncCachePreferL1));
  EXPECT_EQ(hipFuncSetCacheConfig(kSaxpy, static_cast<hipFuncCache_t>(8)), hipErrorInvalidValue);
  EXPECT_EQ(hipFuncSetCacheConfig(&unregistered, hipFuncCachePreferL1), hipErrorInvalidDeviceFunction);
  HIP_EXPECT_OK(hipFuncSetSharedMemConfig(kSaxpy, hipSharedMemBankSizeFourByte));
  EXPECT_EQ(hipFuncSetSharedMemConfig(kSaxpy, static_cast<hipSharedMemConfig>(8)), hipErrorInvalidValue);
  EXPECT_EQ(hipFuncSetSharedMemConfig(static_cast<const void*>(nullptr), hipSharedMemBankSizeFourByte),
            hipErrorInvalidDeviceFunction);
}

TEST_F(Functions, Occupancy) {
  int blocks = -1;
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kSaxpy, 256, 0));
  EXPECT_EQ(blocks, 8);  // 2048 resident work-items per multiprocessor
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kSaxpy, 100, 0));
  EXPECT_EQ(blocks, 16);  // rounded up to two 64-wide warps
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kSaxpy, 32, 0));
  EXPECT_EQ(blocks, 32);  // at most 32 blocks
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kSaxpy, 64, 48 * 1024));
  EXPECT_EQ(blocks, 2);  // 128 KiB of shared memory per multiprocessor
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kBounded, 256, 0));
  EXPECT_EQ(blocks, 0);  // above its launch bounds
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kBigShared, 64, 8 * 1024));
  EXPECT_EQ(blocks, 0);  // 60 KiB static + 8 KiB dynamic do not fit
  HIP_ASSERT_OK(hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, kSaxpy, 64, 0, 0));
  EXPECT_EQ(blocks, 32);
  EXPECT_EQ(hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, kSaxpy, 64, 0, 4),
            hipErrorInvalidValue);
  EXPECT_EQ(hipOccupancyMaxActiveBlocksPerMultiprocessor(nullptr, kSaxpy, 64, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kSaxpy, 0, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, &unregistered, 64, 0),
            hipErrorInvalidDeviceFunction);

  int grid = 0, block = 0;
  HIP_ASSERT_OK(hipOccupancyMaxPotentialBlockSize(&grid, &block, kSaxpy, 0, 0));
  EXPECT_EQ(block, 1024);  // every size fills 32 warps; the largest wins
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  EXPECT_EQ(grid, 2 * props.multiProcessorCount);
  HIP_ASSERT_OK(hipOccupancyMaxPotentialBlockSize(&grid, &block, kBounded, 0, 0));
  EXPECT_EQ(block, 128);
  EXPECT_EQ(grid, 16 * props.multiProcessorCount);
  HIP_ASSERT_OK(hipOccupancyMaxPotentialBlockSize(&grid, &block, kSaxpy, 0, 200));
  EXPECT_EQ(block, 200);  // 8 blocks of 4 warps: as many warps as 128, larger
  EXPECT_EQ(hipOccupancyMaxPotentialBlockSize(&grid, &block, kBigShared, 8192, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipOccupancyMaxPotentialBlockSize(nullptr, &block, kSaxpy, 0, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipOccupancyMaxPotentialBlockSize(&grid, &block, &unregistered, 0, 0),
            hipErrorInvalidDeviceFunction);
}
