// hipDeviceGetAttribute for every hipDeviceAttribute_t, agreement with
// hipGetDeviceProperties, PCI identity, P2P attributes and link types,
// CU-masked streams.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <climits>
#include <cstring>
#include <set>
#include <vector>

#include "test_kernels.h"

namespace {

int deviceCount() {
  int count = 0;
  EXPECT_EQ(hipGetDeviceCount(&count), hipSuccess);
  return count;
}

// Attributes with no integer value in HIP: names, UUIDs, extents given as
// arrays, pointers, the arch struct, texture kinds the CPU device lacks,
// and the range markers that are not also a real attribute.
const std::set<int> kNoIntegerValue = {
    hipDeviceAttributeLuid,
    hipDeviceAttributeLuidDeviceNodeMask,
    hipDeviceAttributeMaxSurface1DLayered,
    hipDeviceAttributeMaxSurface2D,
    hipDeviceAttributeMaxSurface2DLayered,
    hipDeviceAttributeMaxSurface3D,
    hipDeviceAttributeMaxSurfaceCubemap,
    hipDeviceAttributeMaxSurfaceCubemapLayered,
    hipDeviceAttributeMaxTexture1DLayered,
    hipDeviceAttributeMaxTexture1DMipmap,
    hipDeviceAttributeMaxTexture2DGather,
    hipDeviceAttributeMaxTexture2DLayered,
    hipDeviceAttributeMaxTexture2DMipmap,
    hipDeviceAttributeMaxTexture3DAlt,
    hipDeviceAttributeMaxTextureCubemap,
    hipDeviceAttributeMaxTextureCubemapLayered,
    hipDeviceAttributeMaxThreadsDim,
    hipDeviceAttributeName,
    hipDeviceAttributeUuid,
    hipDeviceAttributeCudaCompatibleEnd,
    hipDeviceAttributeArch,
    hipDeviceAttributeGcnArchName,
    hipDeviceAttributeHdpMemFlushCntl,
    hipDeviceAttributeHdpRegFlushCntl,
    hipDeviceAttributeAmdSpecificEnd,
    hipDeviceAttributeVendorSpecificBegin,
};

// Every enumerator value of hipDeviceAttribute_t in HIP 5.2: 0..88 without
// gaps up to the CUDA-compatible end, then the AMD-specific block.
std::vector<int> allAttributes() {
  std::vector<int> values;
  for (int v = hipDeviceAttributeCudaCompatibleBegin; v <= hipDeviceAttributeWarpSize; ++v)
    values.push_back(v);
  values.push_back(hipDeviceAttributeMemoryPoolsSupported);
  values.push_back(hipDeviceAttributeCudaCompatibleEnd);
  for (int v = hipDeviceAttributeAmdSpecificBegin; v <= hipDeviceAttributeFineGrainSupport; ++v)
    values.push_back(v);
  values.push_back(hipDeviceAttributeAmdSpecificEnd);
  values.push_back(hipDeviceAttributeVendorSpecificBegin);
  return values;
}

int attribute(hipDeviceAttribute_t a, int device = 0) {
  int value = -12345;
  EXPECT_EQ(hipDeviceGetAttribute(&value, a, device), hipSuccess) << "attribute " << int(a);
  return value;
}

}  // namespace

TEST(DeviceAttribute, EveryAttributeHasAValueOrInvalidValue) {
  for (int device = 0; device < deviceCount(); ++device) {
    for (int a : allAttributes()) {
      int value = -12345;
      const hipError_t result =
          hipDeviceGetAttribute(&value, static_cast<hipDeviceAttribute_t>(a), device);
      if (kNoIntegerValue.count(a)) {
        EXPECT_EQ(result, hipErrorInvalidValue) << "attribute " << a;
        EXPECT_EQ(value, -12345) << "attribute " << a << " wrote a value";
      } else {
        EXPECT_EQ(result, hipSuccess) << "attribute " << a;
        EXPECT_GE(value, 0) << "attribute " << a;
      }
    }
  }
  (void)hipGetLastError();
}

TEST(DeviceAttribute, RejectsBadArguments) {
  int value = 0;
  EXPECT_EQ(hipDeviceGetAttribute(nullptr, hipDeviceAttributeWarpSize, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, deviceCount()),
            hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, -1), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetAttribute(&value, static_cast<hipDeviceAttribute_t>(5000), 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetAttribute(&value, static_cast<hipDeviceAttribute_t>(-3), 0),
            hipErrorInvalidValue);
  hipDeviceProp_t props;
  EXPECT_EQ(hipGetDeviceProperties(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGetDeviceProperties(&props, deviceCount()), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

TEST(DeviceAttribute, AgreesWithProperties) {
  for (int device = 0; device < deviceCount(); ++device) {
    hipDeviceProp_t p;
    HIP_ASSERT_OK(hipGetDeviceProperties(&p, device));
    EXPECT_EQ(attribute(hipDeviceAttributeWarpSize, device), p.warpSize);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxThreadsPerBlock, device), p.maxThreadsPerBlock);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxBlockDimX, device), p.maxThreadsDim[0]);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxBlockDimZ, device), p.maxThreadsDim[2]);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxGridDimX, device), p.maxGridSize[0]);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxGridDimY, device), p.maxGridSize[1]);
    EXPECT_EQ(attribute(hipDeviceAttributeMultiprocessorCount, device), p.multiProcessorCount);
    EXPECT_EQ(attribute(hipDeviceAttributeClockRate, device), p.clockRate);
    EXPECT_EQ(attribute(hipDeviceAttributeL2CacheSize, device), p.l2CacheSize);
    EXPECT_EQ(attribute(hipDeviceAttributeComputeCapabilityMajor, device), p.major);
    EXPECT_EQ(attribute(hipDeviceAttributeComputeCapabilityMinor, device), p.minor);
    EXPECT_EQ(size_t(attribute(hipDeviceAttributeMaxSharedMemoryPerBlock, device)),
              p.sharedMemPerBlock);
    EXPECT_EQ(attribute(hipDeviceAttributePciDeviceId, device), p.pciDeviceID);
    EXPECT_EQ(attribute(hipDeviceAttributePciBusId, device), p.pciBusID);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxTexture1DWidth, device), p.maxTexture1D);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxTexture2DHeight, device), p.maxTexture2D[1]);
    EXPECT_EQ(attribute(hipDeviceAttributeMaxTexture3DDepth, device), p.maxTexture3D[2]);
    EXPECT_EQ(attribute(hipDeviceAttributeCooperativeLaunch, device), p.cooperativeLaunch);
    EXPECT_EQ(attribute(hipDeviceAttributeIntegrated, device), p.integrated);
    // Stream-ordered allocation and pools are implemented: programs that
    // check first (CUDA's streamOrderedAllocation sample) must not skip.
    EXPECT_EQ(attribute(hipDeviceAttributeMemoryPoolsSupported, device), 1);
    const int total = attribute(hipDeviceAttributeTotalGlobalMem, device);
    EXPECT_EQ(size_t(total), p.totalGlobalMem > INT_MAX ? size_t(INT_MAX) : p.totalGlobalMem);
  }
}

TEST(DeviceProperties, HonestCpuValues) {
  hipDeviceProp_t p;
  HIP_ASSERT_OK(hipGetDeviceProperties(&p, 0));
  EXPECT_NE(std::strstr(p.name, "CPU"), nullptr) << p.name;
  EXPECT_EQ(p.warpSize, 64);  // this program registers no 32-wide kernel tables
  EXPECT_EQ(p.maxThreadsPerBlock, 1024);
  EXPECT_EQ(p.sharedMemPerBlock, size_t(64 * 1024));
  EXPECT_GE(p.multiProcessorCount, 1);
  EXPECT_GT(p.totalGlobalMem, size_t(0));
  EXPECT_GT(p.clockRate, 0);
  EXPECT_EQ(p.maxThreadsPerMultiProcessor, 2048);  // residency as on a 7.0 GPU (core/occupancy.h)
  EXPECT_EQ(p.maxSharedMemoryPerMultiProcessor, size_t(128 * 1024));
  EXPECT_EQ(p.cooperativeLaunch, 1);
  EXPECT_EQ(p.managedMemory, 1);
  EXPECT_EQ(p.canMapHostMemory, 1);
  EXPECT_GT(p.maxTexture1DLinear, 0);
  EXPECT_GT(p.maxTexture3D[0], 0);
  EXPECT_STREQ(p.gcnArchName, "cpu");
  EXPECT_EQ(attribute(hipDeviceAttributeMaxBlocksPerMultiProcessor), 32);
}

TEST(DevicePci, BusIdRoundTrip) {
  for (int device = 0; device < deviceCount(); ++device) {
    char bus_id[32];
    HIP_ASSERT_OK(hipDeviceGetPCIBusId(bus_id, sizeof(bus_id), device));
    EXPECT_EQ(std::strlen(bus_id), 12u) << bus_id;
    int found = -1;
    HIP_ASSERT_OK(hipDeviceGetByPCIBusId(&found, bus_id));
    EXPECT_EQ(found, device);
  }
  char small[8];
  EXPECT_EQ(hipDeviceGetPCIBusId(small, sizeof(small), 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetPCIBusId(nullptr, 32, 0), hipErrorInvalidValue);
  char bus_id[32];
  EXPECT_EQ(hipDeviceGetPCIBusId(bus_id, sizeof(bus_id), deviceCount()), hipErrorInvalidDevice);
  int found = -1;
  EXPECT_EQ(hipDeviceGetByPCIBusId(&found, "not a bus id"), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetByPCIBusId(&found, "0000:7f:00.0"), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetByPCIBusId(nullptr, "0000:00:00.0"), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(DevicePeer, P2PAttributesAndLinkType) {
  const int count = deviceCount();
  int value = -1;
  uint32_t link = 0, hops = 0;
  EXPECT_EQ(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrAccessSupported, 0, 0),
            hipErrorInvalidDevice);
  EXPECT_EQ(hipExtGetLinkTypeAndHopCount(0, 0, &link, &hops), hipErrorInvalidDevice);
  EXPECT_EQ(hipExtGetLinkTypeAndHopCount(0, count, &link, &hops), hipErrorInvalidDevice);
  EXPECT_EQ(hipExtGetLinkTypeAndHopCount(0, 1, nullptr, &hops), hipErrorInvalidValue);
  EXPECT_EQ(hipExtGetLinkTypeAndHopCount(0, 1, &link, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetP2PAttribute(nullptr, hipDevP2PAttrAccessSupported, 0, 1),
            hipErrorInvalidValue);
  (void)hipGetLastError();
  if (count < 2) GTEST_SKIP() << "needs two devices (OPENHIP_CPU_DEVICES)";
  HIP_ASSERT_OK(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrAccessSupported, 0, 1));
  EXPECT_EQ(value, 1);
  HIP_ASSERT_OK(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrNativeAtomicSupported, 1, 0));
  EXPECT_EQ(value, 1);
  HIP_ASSERT_OK(hipDeviceGetP2PAttribute(&value, hipDevP2PAttrPerformanceRank, 0, count - 1));
  EXPECT_EQ(value, 0);
  EXPECT_EQ(hipDeviceGetP2PAttribute(&value, static_cast<hipDeviceP2PAttr>(77), 0, 1),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipExtGetLinkTypeAndHopCount(0, count - 1, &link, &hops));
  EXPECT_EQ(link, 4u);  // HSA_AMD_LINK_INFO_TYPE_XGMI
  EXPECT_EQ(hops, 1u);
  (void)hipGetLastError();
}

TEST(StreamCuMask, StoredAndReported) {
  int cus = 0;
  HIP_ASSERT_OK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, 0));
  ASSERT_GE(cus, 1);
  const uint32_t mask[2] = {0x1u, 0xffffffffu};  // CU 0, plus bits the device may not have
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipExtStreamCreateWithCUMask(&stream, 2, mask));
  uint32_t got[2] = {0, 0};
  HIP_ASSERT_OK(hipExtStreamGetCUMask(stream, 2, got));
  EXPECT_EQ(got[0], 1u);
  EXPECT_EQ(got[1], cus > 32 ? (cus >= 64 ? 0xffffffffu : (1u << (cus - 32)) - 1) : 0u);
  // Work on it still runs.
  std::atomic<int> ran{0};
  HIP_ASSERT_OK(hipLaunchHostFunc(
      stream, [](void* flag) { static_cast<std::atomic<int>*>(flag)->store(1); }, &ran));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(ran.load(), 1);
  HIP_ASSERT_OK(hipStreamDestroy(stream));

  // A stream without a mask reports every CU.
  uint32_t all = 0;
  HIP_ASSERT_OK(hipExtStreamGetCUMask(nullptr, 1, &all));
  EXPECT_EQ(all, cus >= 32 ? 0xffffffffu : (1u << cus) - 1);

  const uint32_t none = 0;
  EXPECT_EQ(hipExtStreamCreateWithCUMask(&stream, 1, &none), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamCreateWithCUMask(&stream, 0, mask), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamCreateWithCUMask(&stream, 1, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamCreateWithCUMask(nullptr, 1, mask), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamGetCUMask(nullptr, 0, &all), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamGetCUMask(nullptr, 1, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipExtStreamGetCUMask(reinterpret_cast<hipStream_t>(0x1234), 1, &all),
            hipErrorInvalidHandle);
  (void)hipGetLastError();
}
