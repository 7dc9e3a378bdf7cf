#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>

#include "test_kernels.h"

namespace {
class DeviceConfig : public ::testing::Test {
 protected:
  void TearDown() override { (void)hipGetLastError(); }
};
}  // namespace

TEST_F(DeviceConfig, PciBusIdRoundTrip) {
  char id[32];
  HIP_ASSERT_OK(hipDeviceGetPCIBusId(id, sizeof(id), 0));
  EXPECT_STREQ(id, "0000:00:00.0");
  int device = -1;
  HIP_ASSERT_OK(hipDeviceGetByPCIBusId(&device, id));
  EXPECT_EQ(device, 0);
  EXPECT_EQ(hipDeviceGetByPCIBusId(&device, "0000:00:05.0"), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetByPCIBusId(&device, "not a bus id"), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetByPCIBusId(nullptr, id), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetPCIBusId(id, 5, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetPCIBusId(nullptr, 32, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetPCIBusId(id, sizeof(id), 1), hipErrorInvalidDevice);
}

TEST_F(DeviceConfig, UuidIsStable) {
  hipUUID a, b;
  HIP_ASSERT_OK(hipDeviceGetUuid(&a, 0));
  HIP_ASSERT_OK(hipDeviceGetUuid(&b, 0));
  EXPECT_EQ(std::memcmp(a.bytes, b.bytes, 16), 0);
  hipUUID zero{};
  EXPECT_NE(std::memcmp(a.bytes, zero.bytes, 16), 0);
  EXPECT_EQ(hipDeviceGetUuid(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetUuid(&a, 2), hipErrorInvalidDevice);
}

TEST_F(DeviceConfig, Limits) {
  size_t value = 0;
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitMallocHeapSize));
  EXPECT_GT(value, 0u);
  HIP_ASSERT_OK(hipDeviceGetLimit(&value, hipLimitPrintfFifoSize));
  EXPECT_GT(value, 0u);
  EXPECT_EQ(hipDeviceGetLimit(&value, static_cast<hipLimit_t>(77)), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetLimit(nullptr, hipLimitMallocHeapSize), hipErrorInvalidValue);
}

TEST_F(DeviceConfig, CacheAndSharedMemoryPreferences) {
  hipFuncCache_t cache = hipFuncCachePreferNone;
  HIP_ASSERT_OK(hipDeviceSetCacheConfig(hipFuncCachePreferShared));
  HIP_ASSERT_OK(hipDeviceGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferShared);
  EXPECT_EQ(hipDeviceSetCacheConfig(static_cast<hipFuncCache_t>(9)), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetCacheConfig(nullptr), hipErrorInvalidValue);
  hipSharedMemConfig config = hipSharedMemBankSizeDefault;
  HIP_ASSERT_OK(hipDeviceSetSharedMemConfig(hipSharedMemBankSizeEightByte));
  HIP_ASSERT_OK(hipDeviceGetSharedMemConfig(&config));
  EXPECT_EQ(config, hipSharedMemBankSizeEightByte);
  EXPECT_EQ(hipDeviceSetSharedMemConfig(static_cast<hipSharedMemConfig>(3)), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetSharedMemConfig(nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipDeviceReset());  // back to the defaults
  HIP_ASSERT_OK(hipDeviceGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferNone);
  HIP_ASSERT_OK(hipDeviceGetSharedMemConfig(&config));
  EXPECT_EQ(config, hipSharedMemBankSizeDefault);
}

TEST_F(DeviceConfig, SingleDeviceHasNoPeers) {
  int can = -1;
  HIP_ASSERT_OK(hipDeviceCanAccessPeer(&can, 0, 0));
  EXPECT_EQ(can, 0);
  EXPECT_EQ(hipDeviceCanAccessPeer(nullptr, 0, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceCanAccessPeer(&can, 0, 1), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceEnablePeerAccess(0, 0), hipErrorInvalidDevice);  // itself
  EXPECT_EQ(hipDeviceEnablePeerAccess(1, 0), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceEnablePeerAccess(0, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceDisablePeerAccess(3), hipErrorInvalidDevice);
  int value = 0;
  EXPECT_EQ(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrAccessSupported, 0, 0), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetP2PAttribute(nullptr, hipDevP2PAttrAccessSupported, 0, 0), hipErrorInvalidValue);
}
