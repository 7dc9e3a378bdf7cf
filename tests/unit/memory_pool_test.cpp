// Stream-ordered allocation and memory pools: reuse in stream order, release
// threshold, trimming, attributes, access, default/current pools and errors.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

#include <unistd.h>

#include "test_kernels.h"

namespace {

class MemoryPool : public ::testing::Test {
 protected:
  void SetUp() override {
    HIP_ASSERT_OK(hipStreamCreate(&a_));
    HIP_ASSERT_OK(hipStreamCreate(&b_));
    hipMemPoolProps props{};
    props.allocType = hipMemAllocationTypePinned;
    props.location.type = hipMemLocationTypeDevice;
    props.location.id = 0;
    HIP_ASSERT_OK(hipMemPoolCreate(&pool_, &props));
  }
  void TearDown() override {
    EXPECT_EQ(hipStreamDestroy(a_), hipSuccess);
    EXPECT_EQ(hipStreamDestroy(b_), hipSuccess);
    EXPECT_EQ(hipMemPoolDestroy(pool_), hipSuccess);
    (void)hipGetLastError();
  }
  uint64_t attribute(hipMemPoolAttr attr) {
    uint64_t value = 0;
    EXPECT_EQ(hipMemPoolGetAttribute(pool_, attr, &value), hipSuccess);
    return value;
  }
  void setThreshold(uint64_t bytes) {
    EXPECT_EQ(hipMemPoolSetAttribute(pool_, hipMemPoolAttrReleaseThreshold, &bytes), hipSuccess);
  }
  void setFlag(hipMemPoolAttr attr, int value) {
    EXPECT_EQ(hipMemPoolSetAttribute(pool_, attr, &value), hipSuccess);
  }

  hipStream_t a_ = nullptr, b_ = nullptr;
  hipMemPool_t pool_ = nullptr;
};

/// Keeps a stream busy until `release` is set.
void waitForFlag(void* flag) {
  auto* release = static_cast<std::atomic<bool>*>(flag);
  while (!release->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace

TEST_F(MemoryPool, SameStreamReusesFreedBlockAtOnce) {
  setThreshold(UINT64_MAX);
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 1000, pool_, a_));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(attribute(hipMemPoolAttrUsedMemCurrent), 1024u);
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 1024u);
  HIP_ASSERT_OK(hipMemsetAsync(p, 7, 1000, a_));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  EXPECT_EQ(attribute(hipMemPoolAttrUsedMemCurrent), 0u);
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 1024u);  // cached
  void* q = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&q, 900, pool_, a_));
  EXPECT_EQ(q, p);
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  EXPECT_EQ(readDevice<unsigned char>(static_cast<char*>(q) + 899), 7);  // same memory
  void* big = nullptr;  // a request twice the size does not take the cached block
  HIP_ASSERT_OK(hipFreeAsync(q, a_));
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&big, 4096, pool_, a_));
  EXPECT_NE(big, q);
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 1024u + 4096u);
  EXPECT_EQ(attribute(hipMemPoolAttrUsedMemHigh), 4096u);
  HIP_ASSERT_OK(hipFreeAsync(big, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  HIP_ASSERT_OK(hipMemPoolTrimTo(pool_, 1024));
  EXPECT_LE(attribute(hipMemPoolAttrReservedMemCurrent), 1024u);
  HIP_ASSERT_OK(hipMemPoolTrimTo(pool_, 0));
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 0u);
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemHigh), 1024u + 4096u);
  uint64_t zero = 0;
  HIP_ASSERT_OK(hipMemPoolSetAttribute(pool_, hipMemPoolAttrReservedMemHigh, &zero));
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemHigh), 0u);
}

TEST_F(MemoryPool, ReleaseThresholdReturnsMemoryWhenStreamReachesFree) {
  size_t free0 = 0, total = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 1 << 20, pool_, a_));
  size_t free1 = 0;
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free0 - free1, size_t(1) << 20);  // counted against the device
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  // Threshold 0 (default): nothing stays cached once the stream reached the free.
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 0u);
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free0);

  setThreshold(2 << 20);
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 1 << 20, pool_, a_));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  EXPECT_EQ(attribute(hipMemPoolAttrReservedMemCurrent), 1u << 20);  // kept below threshold
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free0 - free1, size_t(1) << 20);  // cached memory is still reserved
  HIP_ASSERT_OK(hipMemPoolTrimTo(pool_, 0));
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free0);
}

TEST_F(MemoryPool, OtherStreamWaitsForTheFreeThroughInternalDependency) {
  setThreshold(UINT64_MAX);
  std::atomic<bool> release{false};
  int* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(reinterpret_cast<void**>(&p), 256, pool_, a_));
  HIP_ASSERT_OK(hipLaunchHostFunc(a_, waitForFlag, &release));
  HIP_ASSERT_OK(hipMemsetAsync(p, 1, 256, a_));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  int* q = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(reinterpret_cast<void**>(&q), 256, pool_, b_));
  EXPECT_EQ(q, p);  // reused, with b_ ordered after a_'s free
  HIP_ASSERT_OK(hipMemsetAsync(q, 2, 256, b_));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(hipStreamQuery(b_), hipErrorNotReady);
  release = true;
  HIP_ASSERT_OK(hipStreamSynchronize(b_));
  EXPECT_EQ(readDevice<unsigned char>(reinterpret_cast<char*>(q) + 255), 2);  // b_'s memset ran last
  HIP_ASSERT_OK(hipFreeAsync(q, b_));
  HIP_ASSERT_OK(hipDeviceSynchronize());
}

TEST_F(MemoryPool, WithoutReuseAcrossStreamsAnotherStreamGetsNewMemory) {
  setThreshold(UINT64_MAX);
  setFlag(hipMemPoolReuseAllowInternalDependencies, 0);
  setFlag(hipMemPoolReuseAllowOpportunistic, 0);
  int flag = 1;
  HIP_ASSERT_OK(hipMemPoolGetAttribute(pool_, hipMemPoolReuseAllowOpportunistic, &flag));
  EXPECT_EQ(flag, 0);
  std::atomic<bool> release{false};
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 256, pool_, a_));
  HIP_ASSERT_OK(hipLaunchHostFunc(a_, waitForFlag, &release));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  void* q = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&q, 256, pool_, b_));
  EXPECT_NE(q, p);
  HIP_ASSERT_OK(hipStreamQuery(b_));  // no dependency was added
  release = true;
  HIP_ASSERT_OK(hipFreeAsync(q, b_));
  HIP_ASSERT_OK(hipDeviceSynchronize());
}

TEST_F(MemoryPool, OpportunisticReuseAfterTheFreeCompleted) {
  setThreshold(UINT64_MAX);
  setFlag(hipMemPoolReuseAllowInternalDependencies, 0);
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 256, pool_, a_));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  void* q = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&q, 256, pool_, b_));
  EXPECT_EQ(q, p);
  HIP_ASSERT_OK(hipFree(q));  // hipFree also accepts stream-ordered memory
  EXPECT_EQ(attribute(hipMemPoolAttrUsedMemCurrent), 0u);
}

TEST_F(MemoryPool, DefaultAndCurrentPools) {
  hipMemPool_t def = nullptr, cur = nullptr;
  HIP_ASSERT_OK(hipDeviceGetDefaultMemPool(&def, 0));
  HIP_ASSERT_OK(hipDeviceGetMemPool(&cur, 0));
  EXPECT_EQ(def, cur);
  EXPECT_NE(def, pool_);
  HIP_ASSERT_OK(hipDeviceSetMemPool(0, pool_));
  HIP_ASSERT_OK(hipDeviceGetMemPool(&cur, 0));
  EXPECT_EQ(cur, pool_);
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocAsync(&p, 512, a_));  // from the current pool
  hipMemPool_t owner = nullptr;
  HIP_ASSERT_OK(hipPointerGetAttribute(&owner, HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE, p));
  EXPECT_EQ(owner, pool_);
  EXPECT_EQ(attribute(hipMemPoolAttrUsedMemCurrent), 512u);
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  HIP_ASSERT_OK(hipDeviceSetMemPool(0, def));
  EXPECT_EQ(hipMemPoolDestroy(def), hipErrorInvalidValue);  // default pools stay
  EXPECT_EQ(hipDeviceGetDefaultMemPool(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetDefaultMemPool(&def, 99), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetMemPool(&cur, -1), hipErrorInvalidDevice);
  EXPECT_EQ(hipDeviceGetMemPool(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceSetMemPool(0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceSetMemPool(99, pool_), hipErrorInvalidDevice);
}

TEST_F(MemoryPool, DestroyWithOutstandingBlockKeepsItValid) {
  hipMemPool_t doomed = nullptr;
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.location.type = hipMemLocationTypeDevice;
  HIP_ASSERT_OK(hipMemPoolCreate(&doomed, &props));
  int* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(reinterpret_cast<void**>(&p), 64, doomed, a_));
  HIP_ASSERT_OK(hipMemPoolDestroy(doomed));
  EXPECT_EQ(hipMemPoolDestroy(doomed), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocFromPoolAsync(reinterpret_cast<void**>(&p), 64, doomed, a_),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMemsetAsync(p, 3, 64, a_));  // still usable until freed
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
}

TEST_F(MemoryPool, AccessAndAttributeErrors) {
  hipMemLocation here{hipMemLocationTypeDevice, 0};
  hipMemAccessFlags flags = hipMemAccessFlagsProtNone;
  HIP_ASSERT_OK(hipMemPoolGetAccess(&flags, pool_, &here));
  EXPECT_EQ(flags, hipMemAccessFlagsProtReadWrite);
  hipMemAccessDesc desc{here, hipMemAccessFlagsProtReadWrite};
  HIP_ASSERT_OK(hipMemPoolSetAccess(pool_, &desc, 1));
  desc.flags = hipMemAccessFlagsProtNone;  // the owner cannot lose access
  EXPECT_EQ(hipMemPoolSetAccess(pool_, &desc, 1), hipErrorInvalidValue);
  desc.location.id = 42;
  desc.flags = hipMemAccessFlagsProtReadWrite;
  EXPECT_EQ(hipMemPoolSetAccess(pool_, &desc, 1), hipErrorInvalidDevice);
  desc.location.type = hipMemLocationTypeInvalid;
  EXPECT_EQ(hipMemPoolSetAccess(pool_, &desc, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolSetAccess(pool_, nullptr, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolGetAccess(nullptr, pool_, &here), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolGetAccess(&flags, nullptr, &here), hipErrorInvalidValue);

  uint64_t value = 5;
  EXPECT_EQ(hipMemPoolSetAttribute(pool_, hipMemPoolAttrUsedMemCurrent, &value),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolSetAttribute(pool_, hipMemPoolAttrUsedMemHigh, &value), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolSetAttribute(pool_, hipMemPoolAttrReleaseThreshold, nullptr),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolGetAttribute(pool_, static_cast<hipMemPoolAttr>(77), &value),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolGetAttribute(nullptr, hipMemPoolAttrUsedMemCurrent, &value),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolTrimTo(nullptr, 0), hipErrorInvalidValue);

  hipMemPoolProps props{};
  hipMemPool_t other = nullptr;
  EXPECT_EQ(hipMemPoolCreate(&other, &props), hipErrorInvalidValue);  // no allocation type
  props.allocType = hipMemAllocationTypePinned;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = 17;
  EXPECT_EQ(hipMemPoolCreate(&other, &props), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolCreate(nullptr, &props), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolCreate(&other, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolDestroy(nullptr), hipErrorInvalidValue);

  void* p = nullptr;
  EXPECT_EQ(hipMallocFromPoolAsync(&p, 16, nullptr, a_), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocFromPoolAsync(nullptr, 16, pool_, a_), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 0, pool_, a_));
  EXPECT_EQ(p, nullptr);
}

TEST_F(MemoryPool, ShareablePoolExportsBlocksThroughItsFile) {
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypePosixFileDescriptor;
  props.location.type = hipMemLocationTypeDevice;
  hipMemPool_t shared = nullptr;
  HIP_ASSERT_OK(hipMemPoolCreate(&shared, &props));
  int* block = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(reinterpret_cast<void**>(&block), 10000, shared, a_));
  HIP_ASSERT_OK(hipMemsetD32Async(block, 0x1234, 2500, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));

  int fd = -1;
  HIP_ASSERT_OK(hipMemPoolExportToShareableHandle(&fd, shared, hipMemHandleTypePosixFileDescriptor, 0));
  hipMemPool_t imported = nullptr;
  HIP_ASSERT_OK(hipMemPoolImportFromShareableHandle(&imported, reinterpret_cast<void*>(intptr_t(fd)),
                                                    hipMemHandleTypePosixFileDescriptor, 0));
  close(fd);
  hipMemPoolPtrExportData data;
  HIP_ASSERT_OK(hipMemPoolExportPointer(&data, block));
  int* alias = nullptr;
  HIP_ASSERT_OK(hipMemPoolImportPointer(reinterpret_cast<void**>(&alias), imported, &data));
  EXPECT_NE(alias, block);
  EXPECT_EQ(alias[2499], 0x1234);
  alias[7] = 99;  // one memory behind both addresses
  EXPECT_EQ(block[7], 99);
  size_t size = 0;
  HIP_ASSERT_OK(hipMemPtrGetInfo(alias, &size));
  EXPECT_EQ(size, 10000u);
  void* p = nullptr;  // imported pools give access, not allocations
  EXPECT_EQ(hipMallocFromPoolAsync(&p, 16, imported, a_), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(alias));  // the importer frees first
  HIP_ASSERT_OK(hipFreeAsync(block, a_));
  HIP_ASSERT_OK(hipStreamSynchronize(a_));
  HIP_ASSERT_OK(hipMemPoolDestroy(imported));
  HIP_ASSERT_OK(hipMemPoolDestroy(shared));
}

TEST_F(MemoryPool, ShareableHandleErrors) {
  int fd = -1;
  EXPECT_EQ(hipMemPoolExportToShareableHandle(&fd, pool_, hipMemHandleTypePosixFileDescriptor, 0),
            hipErrorInvalidValue);  // not created shareable
  EXPECT_EQ(hipMemPoolExportToShareableHandle(&fd, pool_, hipMemHandleTypeWin32, 0),
            hipErrorNotSupported);
  EXPECT_EQ(hipMemPoolExportToShareableHandle(nullptr, pool_, hipMemHandleTypePosixFileDescriptor, 0),
            hipErrorInvalidValue);
  hipMemPool_t imported = nullptr;
  EXPECT_EQ(hipMemPoolImportFromShareableHandle(&imported, reinterpret_cast<void*>(intptr_t(-1)),
                                                hipMemHandleTypePosixFileDescriptor, 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolImportFromShareableHandle(&imported, nullptr, hipMemHandleTypeWin32Kmt, 0),
            hipErrorNotSupported);
  void* p = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(&p, 64, pool_, a_));
  hipMemPoolPtrExportData data{};
  EXPECT_EQ(hipMemPoolExportPointer(&data, p), hipErrorInvalidValue);  // pool is not shareable
  void* plain = nullptr;
  HIP_ASSERT_OK(hipMalloc(&plain, 64));
  EXPECT_EQ(hipMemPoolExportPointer(&data, plain), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolExportPointer(nullptr, p), hipErrorInvalidValue);
  EXPECT_EQ(hipMemPoolImportPointer(&p, pool_, &data), hipErrorInvalidValue);  // garbage data
  EXPECT_EQ(hipMemPoolImportPointer(nullptr, pool_, &data), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(plain));
  HIP_ASSERT_OK(hipFreeAsync(p, a_));
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypeWin32;
  props.location.type = hipMemLocationTypeDevice;
  EXPECT_EQ(hipMemPoolCreate(&imported, &props), hipErrorNotSupported);
}

// Run with OPENHIP_CPU_DEVICES=4 (tests/unit/memory.cmake); skipped with one device.
TEST(MemoryPerDevice, PoolsAndAccountingBelongToTheirDevice) {
  int count = 0;
  HIP_ASSERT_OK(hipGetDeviceCount(&count));
  if (count < 2) GTEST_SKIP() << "needs OPENHIP_CPU_DEVICES >= 2";
  hipMemPool_t pool0 = nullptr, pool1 = nullptr;
  HIP_ASSERT_OK(hipDeviceGetDefaultMemPool(&pool0, 0));
  HIP_ASSERT_OK(hipDeviceGetDefaultMemPool(&pool1, 1));
  EXPECT_NE(pool0, pool1);
  EXPECT_EQ(hipDeviceSetMemPool(0, pool1), hipErrorInvalidDevice);  // not local to device 0

  size_t free0_before = 0, free1_before = 0, free0 = 0, free1 = 0, total = 0;
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipMemGetInfo(&free0_before, &total));
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipMemGetInfo(&free1_before, &total));
  hipStream_t stream1;
  HIP_ASSERT_OK(hipStreamCreate(&stream1));  // a stream of device 1
  void* pooled = nullptr;
  void* plain = nullptr;
  HIP_ASSERT_OK(hipMallocAsync(&pooled, 1 << 20, stream1));
  HIP_ASSERT_OK(hipMalloc(&plain, 1 << 20));
  hipPointerAttribute_t attributes{};
  HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, pooled));
  EXPECT_EQ(attributes.device, 1);
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1_before - free1, size_t(2) << 20);
  HIP_ASSERT_OK(hipSetDevice(0));
  HIP_ASSERT_OK(hipMemGetInfo(&free0, &total));
  EXPECT_EQ(free0, free0_before);  // device 0 is untouched
  HIP_ASSERT_OK(hipFreeAsync(pooled, stream1));
  HIP_ASSERT_OK(hipFree(plain));
  HIP_ASSERT_OK(hipStreamSynchronize(stream1));
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipMemGetInfo(&free1, &total));
  EXPECT_EQ(free1, free1_before);
  HIP_ASSERT_OK(hipStreamDestroy(stream1));
  HIP_ASSERT_OK(hipSetDevice(0));
}
