// External memory (a memfd imported as opaque fd) and external semaphores
// (eventfds) used from streams.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <thread>

#include "test_kernels.h"

namespace {
class ExternalMemory : public ::testing::Test {
 protected:
  void TearDown() override { (void)hipGetLastError(); }
};

int memfdWith(size_t size) {
  const int fd = memfd_create("external-test", MFD_CLOEXEC);
  EXPECT_EQ(ftruncate(fd, static_cast<off_t>(size)), 0);
  return fd;
}
}  // namespace

TEST_F(ExternalMemory, MappedBufferSharesTheFile) {
  const size_t size = 3 * 4096;
  const int fd = memfdWith(size);
  // Our own view of the file, to see what the device writes.
  auto* view = static_cast<unsigned char*>(
      mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0));
  ASSERT_NE(view, MAP_FAILED);
  view[5000] = 42;
  hipExternalMemoryHandleDesc desc{};
  desc.type = hipExternalMemoryHandleTypeOpaqueFd;
  desc.handle.fd = fd;  // owned by the runtime from now on
  desc.size = size;
  hipExternalMemory_t memory = nullptr;
  HIP_ASSERT_OK(hipImportExternalMemory(&memory, &desc));
  hipExternalMemoryBufferDesc buffer{};
  buffer.offset = 4000;  // not page-aligned
  buffer.size = 5000;
  unsigned char* device = nullptr;
  HIP_ASSERT_OK(hipExternalMemoryGetMappedBuffer(reinterpret_cast<void**>(&device), memory, &buffer));
  unsigned char byte = 0;
  HIP_ASSERT_OK(hipMemcpy(&byte, device + 1000, 1, hipMemcpyDeviceToHost));
  EXPECT_EQ(byte, 42);
  HIP_ASSERT_OK(hipMemset(device, 7, buffer.size));
  EXPECT_EQ(view[4000], 7);
  EXPECT_EQ(view[8999], 7);
  EXPECT_EQ(view[9000], 0);
  EXPECT_EQ(hipMemset(device, 0, buffer.size + 1), hipErrorInvalidValue);  // past the buffer
  HIP_ASSERT_OK(hipDestroyExternalMemory(memory));
  HIP_ASSERT_OK(hipMemset(device, 8, 1));  // still mapped until freed
  EXPECT_EQ(view[4000], 8);
  HIP_ASSERT_OK(hipFree(device));
  EXPECT_EQ(hipDestroyExternalMemory(memory), hipErrorInvalidValue);
  munmap(view, size);
}

TEST_F(ExternalMemory, MemoryErrors) {
  hipExternalMemory_t memory = nullptr;
  hipExternalMemoryHandleDesc desc{};
  desc.type = hipExternalMemoryHandleTypeOpaqueFd;
  desc.handle.fd = -1;
  desc.size = 4096;
  EXPECT_EQ(hipImportExternalMemory(&memory, &desc), hipErrorInvalidValue);
  desc.handle.fd = memfdWith(4096);
  desc.size = 8192;  // larger than the file
  EXPECT_EQ(hipImportExternalMemory(&memory, &desc), hipErrorInvalidValue);
  desc.size = 0;
  EXPECT_EQ(hipImportExternalMemory(&memory, &desc), hipErrorInvalidValue);
  desc.type = hipExternalMemoryHandleTypeD3D12Heap;
  desc.size = 4096;
  EXPECT_EQ(hipImportExternalMemory(&memory, &desc), hipErrorNotSupported);
  EXPECT_EQ(hipImportExternalMemory(nullptr, &desc), hipErrorInvalidValue);
  EXPECT_EQ(hipImportExternalMemory(&memory, nullptr), hipErrorInvalidValue);
  desc.type = hipExternalMemoryHandleTypeOpaqueFd;
  HIP_ASSERT_OK(hipImportExternalMemory(&memory, &desc));
  hipExternalMemoryBufferDesc buffer{};
  buffer.offset = 4000;
  buffer.size = 100;  // 4000 + 100 > 4096
  void* p = nullptr;
  EXPECT_EQ(hipExternalMemoryGetMappedBuffer(&p, memory, &buffer), hipErrorInvalidValue);
  buffer.offset = 0;
  buffer.flags = 1;
  EXPECT_EQ(hipExternalMemoryGetMappedBuffer(&p, memory, &buffer), hipErrorInvalidValue);
  buffer.flags = 0;
  EXPECT_EQ(hipExternalMemoryGetMappedBuffer(nullptr, memory, &buffer), hipErrorInvalidValue);
  EXPECT_EQ(hipExternalMemoryGetMappedBuffer(&p, nullptr, &buffer), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipDestroyExternalMemory(memory));
  EXPECT_EQ(hipExternalMemoryGetMappedBuffer(&p, memory, &buffer), hipErrorInvalidValue);
  EXPECT_EQ(hipDestroyExternalMemory(nullptr), hipErrorInvalidValue);
}

TEST_F(ExternalMemory, SemaphoreSignalAndWaitInStreamOrder) {
  const int efd = eventfd(0, EFD_CLOEXEC | EFD_SEMAPHORE);
  ASSERT_GE(efd, 0);
  const int ours = dup(efd);  // the runtime owns efd after the import
  hipExternalSemaphoreHandleDesc desc{};
  desc.type = hipExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = efd;
  hipExternalSemaphore_t semaphore = nullptr;
  HIP_ASSERT_OK(hipImportExternalSemaphore(&semaphore, &desc));

  hipStream_t stream;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  hipExternalSemaphoreWaitParams wait{};
  HIP_ASSERT_OK(hipWaitExternalSemaphoresAsync(&semaphore, &wait, 1, stream));
  int* flag = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&flag), sizeof(int)));
  *flag = 0;
  HIP_ASSERT_OK(hipMemsetAsync(flag, 1, 1, stream));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(hipStreamQuery(stream), hipErrorNotReady);  // waiting for the semaphore
  EXPECT_EQ(*flag, 0);
  const uint64_t one = 1;  // signal from "another API"
  ASSERT_EQ(write(ours, &one, sizeof one), 8);
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(*flag, 1);

  hipExternalSemaphoreSignalParams signal{};
  HIP_ASSERT_OK(hipSignalExternalSemaphoresAsync(&semaphore, &signal, 1, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  uint64_t count = 0;
  ASSERT_EQ(read(ours, &count, sizeof count), 8);  // the stream's signal arrived
  EXPECT_EQ(count, 1u);

  HIP_ASSERT_OK(hipStreamDestroy(stream));
  HIP_ASSERT_OK(hipDestroyExternalSemaphore(semaphore));
  EXPECT_EQ(hipDestroyExternalSemaphore(semaphore), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(flag));
  close(ours);
}

TEST_F(ExternalMemory, SemaphoreErrors) {
  hipExternalSemaphore_t semaphore = nullptr;
  hipExternalSemaphoreHandleDesc desc{};
  desc.type = hipExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = memfdWith(16);  // not an eventfd
  EXPECT_EQ(hipImportExternalSemaphore(&semaphore, &desc), hipErrorInvalidValue);
  close(desc.handle.fd);
  desc.type = hipExternalSemaphoreHandleTypeD3D12Fence;
  EXPECT_EQ(hipImportExternalSemaphore(&semaphore, &desc), hipErrorNotSupported);
  EXPECT_EQ(hipImportExternalSemaphore(nullptr, &desc), hipErrorInvalidValue);
  hipExternalSemaphoreSignalParams signal{};
  hipExternalSemaphoreWaitParams wait{};
  hipExternalSemaphore_t bogus = &signal;
  EXPECT_EQ(hipSignalExternalSemaphoresAsync(&bogus, &signal, 1, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipWaitExternalSemaphoresAsync(&bogus, &wait, 1, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipSignalExternalSemaphoresAsync(nullptr, &signal, 1, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDestroyExternalSemaphore(nullptr), hipErrorInvalidValue);
}
