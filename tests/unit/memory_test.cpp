#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <vector>

#include "test_kernels.h"

TEST(Memory, MallocFreeAndAlignment) {
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 1000));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 256, 0u);
  HIP_ASSERT_OK(hipMemset(p, 0x5a, 1000));
  EXPECT_EQ(readDevice<unsigned char>(static_cast<char*>(p) + 999), 0x5a);
  HIP_ASSERT_OK(hipFree(p));
  EXPECT_EQ(hipFree(p), hipErrorInvalidValue);  // double free
  HIP_EXPECT_OK(hipFree(nullptr));
  (void)hipGetLastError();
}

// From 2 MiB on, device, pinned and managed memory are mappings of their own
// that start on a huge-page boundary (docs/runtime.md, "Memory"); every byte
// of them is usable, and freeing gives them back.
TEST(Memory, LargeAllocationsStartOnHugePages) {
  const size_t sizes[] = {size_t{2} << 20, (size_t{6} << 20) + 100};
  for (size_t bytes : sizes) {
    void* device = nullptr;
    void* pinned = nullptr;
    void* managed = nullptr;
    HIP_ASSERT_OK(hipMalloc(&device, bytes));
    HIP_ASSERT_OK(hipHostMalloc(&pinned, bytes, hipHostMallocDefault));
    HIP_ASSERT_OK(hipMallocManaged(&managed, bytes, hipMemAttachGlobal));
    for (void* p : {device, pinned, managed}) {
      EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % (size_t{2} << 20), 0u) << bytes;
      HIP_ASSERT_OK(hipMemset(p, 0x3c, bytes));
      EXPECT_EQ(readDevice<unsigned char>(p), 0x3c);
      EXPECT_EQ(readDevice<unsigned char>(static_cast<char*>(p) + bytes - 1), 0x3c);
    }
    HIP_ASSERT_OK(hipFree(device));
    HIP_ASSERT_OK(hipHostFree(pinned));
    HIP_ASSERT_OK(hipFree(managed));
  }
}

TEST(Memory, MallocEdgeCases) {
  void* p = reinterpret_cast<void*>(0x1);
  HIP_ASSERT_OK(hipMalloc(&p, 0));
  EXPECT_EQ(p, nullptr);
  EXPECT_EQ(hipMalloc(nullptr, 64), hipErrorInvalidValue);
  EXPECT_EQ(hipMalloc(&p, SIZE_MAX), hipErrorOutOfMemory);
  hipDeviceProp_t props;
  HIP_ASSERT_OK(hipGetDeviceProperties(&props, 0));
  EXPECT_EQ(hipMalloc(&p, props.totalGlobalMem + 1), hipErrorOutOfMemory);
  (void)hipGetLastError();
}

TEST(Memory, FreeRejectsUnknownAndInteriorPointers) {
  int local = 0;
  EXPECT_EQ(hipFree(&local), hipErrorInvalidValue);
  char* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&p), 512));
  EXPECT_EQ(hipFree(p + 8), hipErrorInvalidValue);
  void* host = nullptr;
  HIP_ASSERT_OK(hipHostMalloc(&host, 64, 0));
  EXPECT_EQ(hipFree(host), hipErrorInvalidValue);  // pinned memory goes to hipHostFree
  HIP_ASSERT_OK(hipHostFree(host));
  HIP_ASSERT_OK(hipFree(p));
  (void)hipGetLastError();
}

TEST(Memory, MemGetInfoAccountsPerDevice) {
  size_t free0 = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  EXPECT_GT(total, 0u);
  EXPECT_LE(free0, total);
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 8 << 20));
  size_t free1 = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free0 - free1, size_t(8) << 20);
  HIP_ASSERT_OK(hipFree(p));
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free0);
  EXPECT_EQ(hipMemGetInfo(nullptr, &total), hipErrorInvalidValue);
  EXPECT_EQ(hipMemGetInfo(&free1, nullptr), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Memory, MallocPitch) {
  void* p = nullptr;
  size_t pitch = 0;
  HIP_ASSERT_OK(hipMallocPitch(&p, &pitch, 300, 7));
  EXPECT_GE(pitch, 300u);
  EXPECT_EQ(pitch % 256, 0u);
  size_t size = 0;
  HIP_ASSERT_OK(hipMemPtrGetInfo(p, &size));
  EXPECT_EQ(size, pitch * 7);
  HIP_ASSERT_OK(hipFree(p));
  EXPECT_EQ(hipMallocPitch(nullptr, &pitch, 10, 10), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocPitch(&p, nullptr, 10, 10), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMallocPitch(&p, &pitch, 0, 10));
  EXPECT_EQ(p, nullptr);
  EXPECT_EQ(hipMallocPitch(&p, &pitch, SIZE_MAX / 2, 4), hipErrorOutOfMemory);
  (void)hipGetLastError();
}

TEST(Memory, Managed) {
  int* p = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&p), 64 * sizeof(int), hipMemAttachGlobal));
  for (int i = 0; i < 64; ++i) p[i] = i;
  hipPointerAttribute_t attributes;
  HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, p + 3));
  EXPECT_EQ(attributes.isManaged, 1);
  EXPECT_EQ(attributes.memoryType, hipMemoryTypeDevice);
  EXPECT_EQ(attributes.hostPointer, p + 3);
  HIP_ASSERT_OK(hipFree(p));
  void* q = nullptr;
  EXPECT_EQ(hipMallocManaged(&q, 64, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocManaged(&q, 0, hipMemAttachGlobal), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocManaged(nullptr, 64, hipMemAttachGlobal), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Memory, PointerAttributes) {
  char* d = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&d), 256));
  hipPointerAttribute_t a;
  HIP_ASSERT_OK(hipPointerGetAttributes(&a, d + 100));
  EXPECT_EQ(a.memoryType, hipMemoryTypeDevice);
  EXPECT_EQ(a.device, 0);
  EXPECT_EQ(a.devicePointer, d + 100);
  EXPECT_EQ(a.hostPointer, nullptr);
  EXPECT_EQ(a.isManaged, 0);
  EXPECT_EQ(hipPointerGetAttributes(&a, d + 256), hipErrorInvalidValue);  // one past the end
  int local = 0;
  EXPECT_EQ(hipPointerGetAttributes(&a, &local), hipErrorInvalidValue);
  EXPECT_EQ(hipPointerGetAttributes(nullptr, d), hipErrorInvalidValue);
  EXPECT_EQ(hipPointerGetAttributes(&a, nullptr), hipErrorInvalidValue);
  size_t size = 0;
  HIP_ASSERT_OK(hipMemPtrGetInfo(d + 5, &size));
  EXPECT_EQ(size, 256u);
  EXPECT_EQ(hipMemPtrGetInfo(&local, &size), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPtrGetInfo(d, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(d));
  EXPECT_EQ(hipPointerGetAttributes(&a, d), hipErrorInvalidValue);  // freed
  (void)hipGetLastError();
}

TEST(Memory, DriverPointerAttributes) {
  char* d = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&d), 500));
  unsigned type = 99;
  HIP_ASSERT_OK(hipPointerGetAttribute(&type, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, d + 7));
  EXPECT_EQ(type, unsigned(hipMemoryTypeDevice));
  void* start = nullptr;
  HIP_ASSERT_OK(hipPointerGetAttribute(&start, HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR, d + 7));
  EXPECT_EQ(start, d);
  size_t size = 0;
  int ordinal = -1;
  int managed = -1;
  hipPointer_attribute which[] = {HIP_POINTER_ATTRIBUTE_RANGE_SIZE, HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                  HIP_POINTER_ATTRIBUTE_IS_MANAGED};
  void* data[] = {&size, &ordinal, &managed};
  HIP_ASSERT_OK(hipDrvPointerGetAttributes(3, which, data, d + 100));
  EXPECT_EQ(size, 500u);
  EXPECT_EQ(ordinal, 0);
  EXPECT_EQ(managed, 0);
  int local = 0;
  EXPECT_EQ(hipPointerGetAttribute(&type, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, &local), hipErrorInvalidValue);
  EXPECT_EQ(hipPointerGetAttribute(&type, HIP_POINTER_ATTRIBUTE_P2P_TOKENS, d), hipErrorInvalidValue);
  EXPECT_EQ(hipPointerGetAttribute(nullptr, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, d), hipErrorInvalidValue);
  EXPECT_EQ(hipDrvPointerGetAttributes(0, which, data, d), hipErrorInvalidValue);
  void* missing[] = {&size, nullptr, &managed};
  EXPECT_EQ(hipDrvPointerGetAttributes(3, which, missing, d), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(d));
  (void)hipGetLastError();
}
