#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <thread>

#include "test_kernels.h"

TEST(Device, CountAndSelection) {
  int count = 0;
  HIP_ASSERT_OK(hipGetDeviceCount(&count));
  EXPECT_EQ(count, 1);  // OPENHIP_CPU_DEVICES defaults to 1
  EXPECT_EQ(hipGetDeviceCount(nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipSetDevice(0));
  int device = -1;
  HIP_ASSERT_OK(hipGetDevice(&device));
  EXPECT_EQ(device, 0);
  EXPECT_EQ(hipGetDevice(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipSetDevice(1), hipErrorInvalidDevice);
  EXPECT_EQ(hipSetDevice(-1), hipErrorInvalidDevice);
  hipDevice_t handle = -1;
  HIP_ASSERT_OK(hipDeviceGet(&handle, 0));
  EXPECT_EQ(handle, 0);
  EXPECT_EQ(hipDeviceGet(&handle, 5), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGet(nullptr, 0), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Device, InitAndVersions) {
  HIP_EXPECT_OK(hipInit(0));
  EXPECT_EQ(hipInit(1), hipErrorInvalidValue);
  int version = 0;
  HIP_ASSERT_OK(hipRuntimeGetVersion(&version));
  EXPECT_EQ(version, HIP_VERSION);
  HIP_ASSERT_OK(hipDriverGetVersion(&version));
  EXPECT_GE(version, 50200000);
  EXPECT_EQ(hipRuntimeGetVersion(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDriverGetVersion(nullptr), hipErrorInvalidValue);
}

TEST(Device, PropertiesAreHonest) {
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  EXPECT_EQ(std::strncmp(props.name, "OpenHIP CPU (", 13), 0) << props.name;
  EXPECT_STREQ(props.gcnArchName, "cpu");
  EXPECT_EQ(props.warpSize, 64);
  EXPECT_EQ(props.maxThreadsPerBlock, 1024);
  EXPECT_EQ(props.sharedMemPerBlock, 64u * 1024u);
  EXPECT_EQ(props.maxThreadsDim[0], 1024);
  EXPECT_GT(props.totalGlobalMem, size_t(64) << 20);
  EXPECT_GE(props.multiProcessorCount, 1);
  EXPECT_GT(props.clockRate, 0);
  EXPECT_EQ(props.managedMemory, 1);
  EXPECT_EQ(props.canMapHostMemory, 1);
  EXPECT_EQ(hipGetDeviceProperties(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGetDeviceProperties(&props, 3), hipErrorInvalidDevice);
  size_t total = 0;
  HIP_ASSERT_OK(hipDeviceTotalMem(&total, 0));
  EXPECT_EQ(total, props.totalGlobalMem);
  EXPECT_EQ(hipDeviceTotalMem(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceTotalMem(&total, 9), hipErrorInvalidDevice);
  int major = 0, minor = -1;
  HIP_ASSERT_OK(hipDeviceComputeCapability(&major, &minor, 0));
  EXPECT_EQ(major, props.major);
  EXPECT_EQ(minor, props.minor);
  EXPECT_EQ(hipDeviceComputeCapability(nullptr, &minor, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceComputeCapability(&major, &minor, 2), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

TEST(Device, AttributesMatchProperties) {
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  struct {
    hipDeviceAttribute_t attribute;
    int expected;
  } cases[] = {
      {hipDeviceAttributeWarpSize, props.warpSize},
      {hipDeviceAttributeMaxThreadsPerBlock, props.maxThreadsPerBlock},
      {hipDeviceAttributeMaxBlockDimX, props.maxThreadsDim[0]},
      {hipDeviceAttributeMaxGridDimX, props.maxGridSize[0]},
      {hipDeviceAttributeMaxGridDimY, props.maxGridSize[1]},
      {hipDeviceAttributeMultiprocessorCount, props.multiProcessorCount},
      {hipDeviceAttributeMaxSharedMemoryPerBlock, int(props.sharedMemPerBlock)},
      {hipDeviceAttributeClockRate, props.clockRate},
      {hipDeviceAttributeComputeCapabilityMajor, props.major},
      {hipDeviceAttributeComputeCapabilityMinor, props.minor},
      {hipDeviceAttributeManagedMemory, 1},
      {hipDeviceAttributeIntegrated, hostAddressesDeviceMemory() ? 1 : 0},
      {hipDeviceAttributeConcurrentKernels, 1},
      {hipDeviceAttributeL2CacheSize, props.l2CacheSize},
  };
  for (const auto& c : cases) {
    int value = -12345;
    HIP_EXPECT_OK(hipDeviceGetAttribute(&value, c.attribute, 0)) << c.attribute;
    EXPECT_EQ(value, c.expected) << "attribute " << c.attribute;
  }
  int value = 0;
  EXPECT_EQ(hipDeviceGetAttribute(nullptr, hipDeviceAttributeWarpSize, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetAttribute(&value, hipDeviceAttributeWarpSize, 4), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetAttribute(&value, static_cast<hipDeviceAttribute_t>(123456), 0),
            hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Device, Name) {
  char name[256];
  HIP_ASSERT_OK(hipDeviceGetName(name, sizeof(name), 0));
  EXPECT_EQ(std::strncmp(name, "OpenHIP CPU", 11), 0);
  char tiny[8];
  HIP_ASSERT_OK(hipDeviceGetName(tiny, sizeof(tiny), 0));
  EXPECT_EQ(std::strlen(tiny), 7u);  // truncated, terminated
  EXPECT_EQ(hipDeviceGetName(nullptr, 10, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetName(name, 0, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetName(name, 10, 1), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

TEST(Device, Flags) {
  unsigned flags = 99;
  HIP_ASSERT_OK(hipSetDeviceFlags(hipDeviceScheduleBlockingSync | hipDeviceMapHost));
  HIP_ASSERT_OK(hipGetDeviceFlags(&flags));
  EXPECT_EQ(flags, unsigned(hipDeviceScheduleBlockingSync | hipDeviceMapHost));
  EXPECT_EQ(hipSetDeviceFlags(hipDeviceScheduleSpin | hipDeviceScheduleYield), hipErrorInvalidValue);
  EXPECT_EQ(hipSetDeviceFlags(0x1000), hipErrorInvalidValue);
  EXPECT_EQ(hipGetDeviceFlags(nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipSetDeviceFlags(0));
  (void)hipGetLastError();
}

TEST(Device, ChooseDevice) {
  hipDeviceProp_t want;
  std::memset(&want, 0, sizeof(want));
  want.major = 1;
  int device = -1;
  HIP_ASSERT_OK(hipChooseDevice(&device, &want));
  EXPECT_EQ(device, 0);
  EXPECT_EQ(hipChooseDevice(nullptr, &want), hipErrorInvalidValue);
  EXPECT_EQ(hipChooseDevice(&device, nullptr), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Device, SynchronizeWaitsForAllStreams) {
  test_kernels::registerTestKernels();
  hipStream_t a, b;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&a, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamCreate(&b));
  int ms = 50;
  void* args[] = {&ms};
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), args, 0, a));
  HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), args, 0, b));
  EXPECT_EQ(hipStreamQuery(a), hipErrorNotReady);
  HIP_ASSERT_OK(hipDeviceSynchronize());
  HIP_EXPECT_OK(hipStreamQuery(a));
  HIP_EXPECT_OK(hipStreamQuery(b));
  HIP_ASSERT_OK(hipStreamDestroy(a));
  HIP_ASSERT_OK(hipStreamDestroy(b));
  (void)hipGetLastError();
}

TEST(Device, ResetFreesMemoryAndStreams) {
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 1 << 20));
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  size_t free_before = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free_before, &total));
  HIP_ASSERT_OK(hipDeviceReset());
  size_t free_after = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free_after, &total));
  EXPECT_EQ(free_after, free_before + (1 << 20));
  EXPECT_EQ(hipFree(p), hipErrorInvalidValue);  // already released by the reset
  EXPECT_EQ(hipStreamQuery(s), hipErrorInvalidHandle);
  (void)hipGetLastError();
}
