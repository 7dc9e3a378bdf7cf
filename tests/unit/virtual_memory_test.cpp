// Virtual memory management: reserve, create, map, access, alias, export/import, errors.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

#include "test_kernels.h"

namespace {

class VirtualMemory : public ::testing::Test {
 protected:
  void SetUp() override {
    prop_.type = hipMemAllocationTypePinned;
    prop_.location.type = hipMemLocationTypeDevice;
    prop_.location.id = 0;
    HIP_ASSERT_OK(hipMemGetAllocationGranularity(&granularity_, &prop_,
                                                 hipMemAllocationGranularityMinimum));
  }
  void TearDown() override { (void)hipGetLastError(); }

  void allowReadWrite(void* p, size_t size) {
    hipMemAccessDesc desc{prop_.location, hipMemAccessFlagsProtReadWrite};
    ASSERT_EQ(hipMemSetAccess(p, size, &desc, 1), hipSuccess);
  }

  hipMemAllocationProp prop_{};
  size_t granularity_ = 0;
};

}  // namespace

TEST_F(VirtualMemory, Granularity) {
  EXPECT_EQ(granularity_, static_cast<size_t>(sysconf(_SC_PAGESIZE)));
  size_t recommended = 0;
  HIP_ASSERT_OK(hipMemGetAllocationGranularity(&recommended, &prop_,
                                               hipMemAllocationGranularityRecommended));
  EXPECT_EQ(recommended % granularity_, 0u);
  EXPECT_EQ(hipMemGetAllocationGranularity(nullptr, &prop_, hipMemAllocationGranularityMinimum),
            hipErrorInvalidValue);
  hipMemAllocationProp bad = prop_;
  bad.location.id = 99;
  EXPECT_EQ(hipMemGetAllocationGranularity(&recommended, &bad, hipMemAllocationGranularityMinimum),
            hipErrorInvalidValue);
}

TEST_F(VirtualMemory, MapTwoAllocationsBackToBackAndUseThem) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  const size_t chunk = 4 * granularity_;
  void* base = nullptr;
  HIP_ASSERT_OK(hipMemAddressReserve(&base, 2 * chunk, 0, nullptr, 0));
  ASSERT_NE(base, nullptr);
  hipMemGenericAllocationHandle_t first, second;
  size_t free0 = 0, free1 = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  HIP_ASSERT_OK(hipMemCreate(&first, chunk, &prop_, 0));
  HIP_ASSERT_OK(hipMemCreate(&second, chunk, &prop_, 0));
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free0 - free1, 2 * chunk);  // physical memory counts against the device
  char* lo = static_cast<char*>(base);
  char* hi = lo + chunk;
  HIP_ASSERT_OK(hipMemMap(lo, chunk, 0, first, 0));
  HIP_ASSERT_OK(hipMemMap(hi, chunk, 0, second, 0));
  unsigned long long flags = 99;
  HIP_ASSERT_OK(hipMemGetAccess(&flags, &prop_.location, lo));
  EXPECT_EQ(flags, 0u);  // no access before hipMemSetAccess
  allowReadWrite(base, 2 * chunk);
  HIP_ASSERT_OK(hipMemGetAccess(&flags, &prop_.location, hi + 7));
  EXPECT_EQ(flags, static_cast<unsigned long long>(hipMemAccessFlagsProtReadWrite));

  HIP_ASSERT_OK(hipMemset(lo, 1, chunk));  // a mapping is device memory
  HIP_ASSERT_OK(hipMemset(hi, 2, chunk));
  EXPECT_EQ(lo[chunk - 1], 1);
  EXPECT_EQ(hi[0], 2);
  std::vector<char> host(chunk);
  HIP_ASSERT_OK(hipMemcpy(host.data(), hi, chunk, hipMemcpyDeviceToHost));
  EXPECT_EQ(host[chunk - 1], 2);
  hipPointerAttribute_t attributes{};
  HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, hi + 1));
  EXPECT_EQ(attributes.memoryType, hipMemoryTypeDevice);
  EXPECT_EQ(hipFree(lo), hipErrorInvalidValue);  // mappings are unmapped, not freed

  hipMemGenericAllocationHandle_t retained = nullptr;
  HIP_ASSERT_OK(hipMemRetainAllocationHandle(&retained, hi + 100));
  EXPECT_EQ(retained, second);
  HIP_ASSERT_OK(hipMemRelease(retained));
  hipMemAllocationProp queried{};
  HIP_ASSERT_OK(hipMemGetAllocationPropertiesFromHandle(&queried, first));
  EXPECT_EQ(queried.location.id, 0);
  EXPECT_EQ(queried.type, hipMemAllocationTypePinned);

  // Released handles stay mapped until unmapped.
  HIP_ASSERT_OK(hipMemRelease(first));
  HIP_ASSERT_OK(hipMemRelease(second));
  EXPECT_EQ(hipMemRelease(first), hipErrorInvalidValue);
  EXPECT_EQ(lo[5], 1);
  EXPECT_EQ(hipMemAddressFree(base, 2 * chunk), hipErrorInvalidValue);  // still mapped
  HIP_ASSERT_OK(hipMemUnmap(base, 2 * chunk));
  EXPECT_EQ(hipMemset(lo, 0, 16), hipErrorInvalidValue);  // no longer memory
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free0);
  HIP_ASSERT_OK(hipMemAddressFree(base, 2 * chunk));
}

TEST_F(VirtualMemory, OneAllocationMappedTwiceAliases) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  const size_t size = 2 * granularity_;
  void* a = nullptr;
  void* b = nullptr;
  HIP_ASSERT_OK(hipMemAddressReserve(&a, size, 1 << 20, nullptr, 0));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % (1 << 20), 0u);  // alignment honoured
  HIP_ASSERT_OK(hipMemAddressReserve(&b, size, 0, nullptr, 0));
  hipMemGenericAllocationHandle_t handle;
  HIP_ASSERT_OK(hipMemCreate(&handle, size, &prop_, 0));
  HIP_ASSERT_OK(hipMemMap(a, size, 0, handle, 0));
  HIP_ASSERT_OK(hipMemMap(b, size, 0, handle, 0));
  allowReadWrite(a, size);
  allowReadWrite(b, size);
  static_cast<int*>(a)[10] = 1234;
  EXPECT_EQ(static_cast<int*>(b)[10], 1234);
  HIP_ASSERT_OK(hipMemUnmap(a, size));
  HIP_ASSERT_OK(hipMemUnmap(b, size));
  HIP_ASSERT_OK(hipMemRelease(handle));
  HIP_ASSERT_OK(hipMemAddressFree(a, size));
  HIP_ASSERT_OK(hipMemAddressFree(b, size));
}

TEST_F(VirtualMemory, ExportAndImportAsFileDescriptor) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  const size_t size = granularity_;
  hipMemAllocationProp shareable = prop_;
  shareable.requestedHandleType = hipMemHandleTypePosixFileDescriptor;
  hipMemGenericAllocationHandle_t original, imported;
  HIP_ASSERT_OK(hipMemCreate(&original, size, &shareable, 0));
  int fd = -1;
  HIP_ASSERT_OK(hipMemExportToShareableHandle(&fd, original, hipMemHandleTypePosixFileDescriptor, 0));
  ASSERT_GE(fd, 0);
  HIP_ASSERT_OK(hipMemImportFromShareableHandle(&imported, reinterpret_cast<void*>(intptr_t(fd)),
                                                hipMemHandleTypePosixFileDescriptor));
  close(fd);
  void* a = nullptr;
  void* b = nullptr;
  HIP_ASSERT_OK(hipMemAddressReserve(&a, size, 0, nullptr, 0));
  HIP_ASSERT_OK(hipMemAddressReserve(&b, size, 0, nullptr, 0));
  HIP_ASSERT_OK(hipMemMap(a, size, 0, original, 0));
  HIP_ASSERT_OK(hipMemMap(b, size, 0, imported, 0));
  allowReadWrite(a, size);
  allowReadWrite(b, size);
  HIP_ASSERT_OK(hipMemsetD32(a, 0x5a5a5a5a, size / 4));
  EXPECT_EQ(static_cast<unsigned*>(b)[size / 4 - 1], 0x5a5a5a5au);

  // A handle not created for sharing cannot be exported.
  hipMemGenericAllocationHandle_t plain;
  HIP_ASSERT_OK(hipMemCreate(&plain, size, &prop_, 0));
  EXPECT_EQ(hipMemExportToShareableHandle(&fd, plain, hipMemHandleTypePosixFileDescriptor, 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemExportToShareableHandle(&fd, original, hipMemHandleTypeWin32, 0),
            hipErrorNotSupported);
  EXPECT_EQ(hipMemImportFromShareableHandle(&imported, reinterpret_cast<void*>(intptr_t(-1)),
                                            hipMemHandleTypePosixFileDescriptor),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMemRelease(plain));
  HIP_ASSERT_OK(hipMemUnmap(a, size));
  HIP_ASSERT_OK(hipMemUnmap(b, size));
  HIP_ASSERT_OK(hipMemRelease(original));
  HIP_ASSERT_OK(hipMemRelease(imported));
  HIP_ASSERT_OK(hipMemAddressFree(a, size));
  HIP_ASSERT_OK(hipMemAddressFree(b, size));
}

TEST_F(VirtualMemory, Errors) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  const size_t g = granularity_;
  hipMemGenericAllocationHandle_t handle;
  EXPECT_EQ(hipMemCreate(&handle, g + 1, &prop_, 0), hipErrorInvalidValue);  // not a multiple
  EXPECT_EQ(hipMemCreate(&handle, 0, &prop_, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMemCreate(&handle, g, &prop_, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipMemCreate(nullptr, g, &prop_, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMemCreate(&handle, g, nullptr, 0), hipErrorInvalidValue);
  hipMemAllocationProp bad = prop_;
  bad.location.id = 42;
  EXPECT_EQ(hipMemCreate(&handle, g, &bad, 0), hipErrorInvalidValue);
  void* base = nullptr;
  EXPECT_EQ(hipMemAddressReserve(&base, g + 1, 0, nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMemAddressReserve(&base, g, 3, nullptr, 0), hipErrorInvalidValue);  // alignment
  EXPECT_EQ(hipMemAddressReserve(nullptr, g, 0, nullptr, 0), hipErrorInvalidValue);

  HIP_ASSERT_OK(hipMemAddressReserve(&base, 2 * g, 0, nullptr, 0));
  HIP_ASSERT_OK(hipMemCreate(&handle, g, &prop_, 0));
  char* p = static_cast<char*>(base);
  EXPECT_EQ(hipMemMap(p, 2 * g, 0, handle, 0), hipErrorInvalidValue);  // bigger than the handle
  EXPECT_EQ(hipMemMap(p, g, g, handle, 0), hipErrorInvalidValue);      // offset must be 0
  EXPECT_EQ(hipMemMap(p + 1, g, 0, handle, 0), hipErrorInvalidValue);  // unaligned
  EXPECT_EQ(hipMemMap(p + 2 * g, g, 0, handle, 0), hipErrorInvalidValue);  // outside
  int local = 0;
  EXPECT_EQ(hipMemMap(&local, g, 0, handle, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMemMap(p + g, g, 0, handle, 0));
  EXPECT_EQ(hipMemMap(p + g, g, 0, handle, 0), hipErrorInvalidValue);  // already mapped
  hipMemAccessDesc desc{prop_.location, hipMemAccessFlagsProtReadWrite};
  EXPECT_EQ(hipMemSetAccess(p, g, &desc, 1), hipErrorInvalidValue);  // nothing mapped there
  EXPECT_EQ(hipMemSetAccess(p, 2 * g, &desc, 1), hipErrorInvalidValue);
  desc.location.id = 42;
  EXPECT_EQ(hipMemSetAccess(p + g, g, &desc, 1), hipErrorInvalidValue);
  unsigned long long flags = 0;
  EXPECT_EQ(hipMemGetAccess(&flags, &prop_.location, p), hipErrorInvalidValue);  // unmapped
  EXPECT_EQ(hipMemGetAccess(nullptr, &prop_.location, p + g), hipErrorInvalidValue);
  hipMemGenericAllocationHandle_t retained;
  EXPECT_EQ(hipMemRetainAllocationHandle(&retained, p), hipErrorInvalidValue);
  EXPECT_EQ(hipMemUnmap(p, g), hipErrorInvalidValue);          // not mapped
  EXPECT_EQ(hipMemUnmap(p + g, g / 2), hipErrorInvalidValue);  // part of a mapping
  HIP_ASSERT_OK(hipMemUnmap(p + g, g));
  EXPECT_EQ(hipMemAddressFree(base, g), hipErrorInvalidValue);  // size must match
  HIP_ASSERT_OK(hipMemAddressFree(base, 2 * g));
  EXPECT_EQ(hipMemAddressFree(base, 2 * g), hipErrorInvalidValue);  // twice
  HIP_ASSERT_OK(hipMemRelease(handle));
  EXPECT_EQ(hipMemRelease(handle), hipErrorInvalidValue);
  EXPECT_EQ(hipMemRelease(nullptr), hipErrorInvalidValue);
  hipMemAllocationProp queried;
  EXPECT_EQ(hipMemGetAllocationPropertiesFromHandle(&queried, handle), hipErrorInvalidValue);
  EXPECT_EQ(hipMemMap(p, g, 0, handle, 0), hipErrorInvalidValue);  // released handle
}
