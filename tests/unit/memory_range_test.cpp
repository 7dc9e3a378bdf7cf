// hipMemRangeGetAttribute(s): what hipMemAdvise and hipMemPrefetchAsync recorded.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "test_kernels.h"

namespace {
class MemoryRange : public ::testing::Test {
 protected:
  void SetUp() override {
    HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&m_), kSize, hipMemAttachGlobal));
  }
  void TearDown() override {
    EXPECT_EQ(hipFree(m_), hipSuccess);
    (void)hipGetLastError();
  }
  int query(hipMemRangeAttribute attribute, size_t offset, size_t count) {
    int value = -99;
    EXPECT_EQ(hipMemRangeGetAttribute(&value, sizeof value, attribute, m_ + offset, count),
              hipSuccess);
    return value;
  }
  static constexpr size_t kSize = 1 << 16;
  char* m_ = nullptr;
};
}  // namespace

TEST_F(MemoryRange, DefaultsBeforeAnyHint) {
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 0, kSize), 0);
  EXPECT_EQ(query(hipMemRangeAttributePreferredLocation, 0, kSize), hipInvalidDeviceId);
  EXPECT_EQ(query(hipMemRangeAttributeLastPrefetchLocation, 0, kSize), hipInvalidDeviceId);
  EXPECT_EQ(query(hipMemRangeAttributeCoherencyMode, 0, kSize), hipMemRangeCoherencyModeFineGrain);
  int devices[3] = {5, 5, 5};
  HIP_ASSERT_OK(hipMemRangeGetAttribute(devices, sizeof devices, hipMemRangeAttributeAccessedBy,
                                        m_, kSize));
  EXPECT_EQ(devices[0], hipInvalidDeviceId);
  EXPECT_EQ(devices[2], hipInvalidDeviceId);
}

TEST_F(MemoryRange, AdviceHoldsOnlyWhereItWasGiven) {
  HIP_ASSERT_OK(hipMemAdvise(m_, 4096, hipMemAdviseSetReadMostly, 0));
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 0, 4096), 1);
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 100, 200), 1);
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 0, 8192), 0);  // half of it only
  HIP_ASSERT_OK(hipMemAdvise(m_ + 100, 100, hipMemAdviseUnsetReadMostly, 0));
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 0, 100), 1);
  EXPECT_EQ(query(hipMemRangeAttributeReadMostly, 0, 4096), 0);

  HIP_ASSERT_OK(hipMemAdvise(m_, kSize, hipMemAdviseSetPreferredLocation, 0));
  EXPECT_EQ(query(hipMemRangeAttributePreferredLocation, 0, kSize), 0);
  HIP_ASSERT_OK(hipMemAdvise(m_, 1024, hipMemAdviseSetPreferredLocation, hipCpuDeviceId));
  EXPECT_EQ(query(hipMemRangeAttributePreferredLocation, 0, 1024), hipCpuDeviceId);
  EXPECT_EQ(query(hipMemRangeAttributePreferredLocation, 0, kSize), hipInvalidDeviceId);  // mixed
  HIP_ASSERT_OK(hipMemAdvise(m_, kSize, hipMemAdviseUnsetPreferredLocation, 0));
  EXPECT_EQ(query(hipMemRangeAttributePreferredLocation, 0, kSize), hipInvalidDeviceId);

  HIP_ASSERT_OK(hipMemAdvise(m_, kSize, hipMemAdviseSetCoarseGrain, 0));
  EXPECT_EQ(query(hipMemRangeAttributeCoherencyMode, 0, kSize), hipMemRangeCoherencyModeCoarseGrain);
  HIP_ASSERT_OK(hipMemAdvise(m_, 10, hipMemAdviseUnsetCoarseGrain, 0));
  EXPECT_EQ(query(hipMemRangeAttributeCoherencyMode, 0, kSize),
            hipMemRangeCoherencyModeIndeterminate);
}

TEST_F(MemoryRange, AccessedByListsDevicesOfTheWholeRange) {
  HIP_ASSERT_OK(hipMemAdvise(m_, kSize, hipMemAdviseSetAccessedBy, 0));
  HIP_ASSERT_OK(hipMemAdvise(m_, kSize, hipMemAdviseSetAccessedBy, hipCpuDeviceId));
  HIP_ASSERT_OK(hipMemAdvise(m_ + 10, 10, hipMemAdviseUnsetAccessedBy, hipCpuDeviceId));
  int devices[3] = {};
  HIP_ASSERT_OK(hipMemRangeGetAttribute(devices, sizeof devices, hipMemRangeAttributeAccessedBy,
                                        m_, kSize));
  EXPECT_EQ(devices[0], 0);  // the host is not set on bytes 10..19
  EXPECT_EQ(devices[1], hipInvalidDeviceId);
  HIP_ASSERT_OK(hipMemRangeGetAttribute(devices, sizeof devices, hipMemRangeAttributeAccessedBy,
                                        m_ + 100, 100));
  EXPECT_EQ(devices[0], hipCpuDeviceId);
  EXPECT_EQ(devices[1], 0);
  EXPECT_EQ(devices[2], hipInvalidDeviceId);
}

TEST_F(MemoryRange, PrefetchRecordsLastLocationInStreamOrder) {
  HIP_ASSERT_OK(hipMemPrefetchAsync(m_, kSize, 0, nullptr));
  HIP_ASSERT_OK(hipMemPrefetchAsync(m_, 512, hipCpuDeviceId, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(query(hipMemRangeAttributeLastPrefetchLocation, 1024, 1024), 0);
  EXPECT_EQ(query(hipMemRangeAttributeLastPrefetchLocation, 0, 512), hipCpuDeviceId);
  EXPECT_EQ(query(hipMemRangeAttributeLastPrefetchLocation, 0, 1024), hipInvalidDeviceId);

  int read_mostly = -1, prefetched = -1;
  void* data[] = {&read_mostly, &prefetched};
  size_t sizes[] = {4, 4};
  hipMemRangeAttribute attributes[] = {hipMemRangeAttributeReadMostly,
                                       hipMemRangeAttributeLastPrefetchLocation};
  HIP_ASSERT_OK(hipMemRangeGetAttributes(data, sizes, attributes, 2, m_ + 2048, 100));
  EXPECT_EQ(read_mostly, 0);
  EXPECT_EQ(prefetched, 0);
  EXPECT_EQ(hipMemRangeGetAttributes(data, sizes, attributes, 0, m_, 100), hipErrorInvalidValue);
  EXPECT_EQ(hipMemRangeGetAttributes(nullptr, sizes, attributes, 2, m_, 100), hipErrorInvalidValue);
}

TEST_F(MemoryRange, Errors) {
  int value = 0;
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 8, hipMemRangeAttributeReadMostly, m_, 16),
            hipErrorInvalidValue);  // wrong size
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 3, hipMemRangeAttributeAccessedBy, m_, 16),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemRangeGetAttribute(nullptr, 4, hipMemRangeAttributeReadMostly, m_, 16),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, m_, 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, m_, kSize + 1),
            hipErrorInvalidValue);  // past the allocation
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 4, static_cast<hipMemRangeAttribute>(50), m_, 16),
            hipErrorInvalidValue);
  void* device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, 64));
  EXPECT_EQ(hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, device, 16),
            hipErrorInvalidValue);  // not managed
  EXPECT_EQ(hipMemAdvise(device, 16, hipMemAdviseSetReadMostly, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(device));
  EXPECT_EQ(hipMemAdvise(m_, 16, hipMemAdviseSetPreferredLocation, 77), hipErrorInvalidDevice);
  EXPECT_EQ(hipMemAdvise(m_, 0, hipMemAdviseSetReadMostly, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMemAdvise(m_, 16, static_cast<hipMemoryAdvise>(99), 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPrefetchAsync(m_, 16, 77, nullptr), hipErrorInvalidDevice);
}
