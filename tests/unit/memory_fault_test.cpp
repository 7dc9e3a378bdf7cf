// Memory faults in kernels (docs/faults.md): a kernel that writes through a
// null, wild, out-of-bounds or freed pointer, or overflows its stack, ends
// with hipErrorIllegalAddress, sticky until hipDeviceReset, and the process
// lives on; stderr names the kernel, the block and the address with the
// allocation it falls in or near. The kernels are hand-written block
// functions, as lowered kernels are.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <string>

#include <sys/mman.h>
#include <unistd.h>

#include "test_kernels.h"

namespace {

using test_kernels::arg;

/// writeAt(char* base, long long offset): work-item t writes base[offset + t].
void writeAtBlock(void** args, const OpenHipLaunchCtx* c) {
  char* base = arg<char*>(args, 0);
  const long long offset = arg<long long>(args, 1);
  for (uint32_t t = 0; t < c->block_dim[0]; ++t)
    *reinterpret_cast<volatile char*>(base + offset + t) = 1;
}

/// Recursion `limit` calls deep, 4 KiB of stack per call.
__attribute__((noinline)) int recurse(int depth, int limit) {
  volatile char frame[4096];
  frame[depth & 4095] = static_cast<char>(depth);
  if (depth == limit) return 0;
  return recurse(depth + 1, limit) + frame[(depth * 7) & 4095];
}

/// recurseForever(int* out): deeper than any stack (the limit is only known at run time).
void recurseBlock(void** args, const OpenHipLaunchCtx*) {
  int* out = arg<int*>(args, 0);
  *out = recurse(0, *out);
}

/// divide(int* out, int divisor): code not built by hipcc (whose division
/// never traps) still divides with the trapping instruction.
void divideBlock(void** args, const OpenHipLaunchCtx*) {
  volatile int divisor = arg<int>(args, 1);
  *arg<int*>(args, 0) = 1000 / divisor;
}

const uint32_t kWriteSizes[] = {8, 8};
const uint32_t kDivideSizes[] = {8, 4};
const uint32_t kPtrSizes[] = {8};
const OpenHipKernelEntry kEntries[] = {
    {"_Z7writeAtPcx", writeAtBlock, 0, 0, 0, 0, 2, kWriteSizes, kWriteSizes},
    {"_Z14recurseForeverPi", recurseBlock, 0, 0, 0, 0, 1, kPtrSizes, kPtrSizes},
    {"_Z6dividePii", divideBlock, 0, 0, 0, 0, 2, kDivideSizes, kDivideSizes},
};
char write_at_stub, recurse_stub, divide_stub;
const char* kTableId = "openhip-memory-fault-tests";

void registerKernels() {
  static const bool done = [] {
    static const std::vector<char> blob = test_kernels::makeBlob(kTableId);
    static test_kernels::FatBinaryWrapper wrapper{test_kernels::kHipMagic, 1, blob.data(), nullptr};
    void** handle = __hipRegisterFatBinary(&wrapper);
    const void* stubs[] = {&write_at_stub, &recurse_stub, &divide_stub};
    for (int i = 0; i < 3; ++i)
      __hipRegisterFunction(handle, stubs[i], const_cast<char*>(kEntries[i].name), kEntries[i].name, -1,
                            nullptr, nullptr, nullptr, nullptr, nullptr);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, kTableId, 3, 0, kEntries, nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  ASSERT_TRUE(done);
}

hipError_t writeAt(void* base, long long offset, uint32_t blocks = 1, hipStream_t stream = nullptr) {
  void* args[] = {&base, &offset};
  return hipLaunchKernel(&write_at_stub, dim3(blocks), dim3(64), args, 0, stream);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

class MemoryFaults : public ::testing::Test {
 protected:
  void SetUp() override {
    SKIP_UNDER_SANITIZERS();
    registerKernels();
    HIP_ASSERT_OK(hipSetDevice(0));
  }
  void TearDown() override { HIP_EXPECT_OK(hipDeviceReset()); }

  /// Synchronizes after a faulting launch; returns what was printed since
  /// capture() (called before the launch: the report may come at once).
  static void capture() { testing::internal::CaptureStderr(); }
  static std::string faultReport(hipError_t expected = hipErrorIllegalAddress) {
    EXPECT_EQ(hipDeviceSynchronize(), expected);
    return testing::internal::GetCapturedStderr();
  }

  /// The error is sticky: every later call reports it, until hipDeviceReset.
  static void expectSticky() {
    EXPECT_EQ(hipGetLastError(), hipErrorIllegalAddress);
    EXPECT_EQ(hipGetLastError(), hipErrorIllegalAddress);
    void* p = nullptr;
    EXPECT_EQ(hipMalloc(&p, 16), hipErrorIllegalAddress);
    EXPECT_EQ(writeAt(nullptr, 0), hipErrorIllegalAddress);
    EXPECT_EQ(hipStreamSynchronize(nullptr), hipErrorIllegalAddress);
  }
};

TEST_F(MemoryFaults, NullPointerWriteIsAnIllegalAddress) {
  capture();
  HIP_ASSERT_OK(writeAt(nullptr, 0, 4));
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "openhip: illegal address in kernel 'writeAt(char*, long long)' on device 0, block ["))
      << report;
  EXPECT_TRUE(contains(report, "write at ")) << report;
  EXPECT_TRUE(contains(report, "a null pointer plus ")) << report;
  EXPECT_TRUE(contains(report, "hipErrorIllegalAddress is sticky until hipDeviceReset")) << report;
  expectSticky();
}

TEST_F(MemoryFaults, WildPointerWriteIsAnIllegalAddress) {
  capture();
  HIP_ASSERT_OK(writeAt(nullptr, 1LL << 40));
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "block [0,0,0]: write at 0x10000000000")) << report;
  expectSticky();
}

TEST_F(MemoryFaults, WriteJustPastAnAllocationNamesIt) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();  // the discrete backend's arena has no gaps
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 4096));
  capture();
  HIP_ASSERT_OK(writeAt(p, 4096));
  const std::string report = faultReport();
  char expected[128];
  std::snprintf(expected, sizeof expected, "0 bytes past the end of a 4096-byte device allocation at %p", p);
  EXPECT_TRUE(contains(report, expected)) << report;
  expectSticky();
}

TEST_F(MemoryFaults, WriteThroughAFreedPointerFaultsAndNamesIt) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();  // the discrete backend releases freed memory at once
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 1 << 20));
  HIP_ASSERT_OK(hipFree(p));
  capture();
  HIP_ASSERT_OK(writeAt(p, 100));
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "at offset 100, which was freed")) << report;
  expectSticky();
}

TEST_F(MemoryFaults, StackOverflowIsContained) {
  int* out = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&out), sizeof(int)));
  *out = 1 << 30;  // 4 TiB of frames
  void* args[] = {&out};
  capture();
  HIP_ASSERT_OK(hipLaunchKernel(&recurse_stub, dim3(1), dim3(1), args, 0, nullptr));
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "stack overflow in kernel 'recurseForever(int*)'")) << report;
  EXPECT_TRUE(contains(report, "ran out of stack")) << report;
  expectSticky();
}

TEST_F(MemoryFaults, IntegerDivisionTrapIsContained) {
  int* out = nullptr;
  HIP_ASSERT_OK(hipMallocManaged(reinterpret_cast<void**>(&out), sizeof(int)));
  int divisor = 0;
  void* args[] = {&out, &divisor};
  capture();
  HIP_ASSERT_OK(hipLaunchKernel(&divide_stub, dim3(1), dim3(1), args, 0, nullptr));
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "openhip: integer divide by zero in kernel 'divide(int*, int)'")) << report;
  expectSticky();
}

TEST_F(MemoryFaults, FaultOnAStreamReachesTheDeviceAndResetClearsIt) {
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  capture();
  HIP_ASSERT_OK(writeAt(nullptr, 8, 1, stream));
  EXPECT_EQ(hipStreamSynchronize(stream), hipErrorIllegalAddress);
  testing::internal::GetCapturedStderr();
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorIllegalAddress);
  HIP_ASSERT_OK(hipDeviceReset());
  // The device works again, and faults again.
  char* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&p), 64));
  HIP_ASSERT_OK(writeAt(p, 0));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<char>(p + 63), 1);
  capture();
  HIP_ASSERT_OK(writeAt(nullptr, 0));
  faultReport();
}

TEST_F(MemoryFaults, CopyFromAFreedPointerIsAnError) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();  // retired device memory
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 1 << 20));
  HIP_ASSERT_OK(hipFree(p));
  char host[16];
  EXPECT_EQ(hipMemcpy(host, p, sizeof host, hipMemcpyDefault), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(p, host, sizeof host, hipMemcpyDefault), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyAsync(host, p, sizeof host, hipMemcpyDefault, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(host, p, sizeof host, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  // Not sticky: the copy never ran.
  HIP_EXPECT_OK(hipDeviceSynchronize());
}

// A copy the runtime cannot refuse up front (host memory is not known to it)
// faults in the copy engine: contained like a kernel's fault.
TEST_F(MemoryFaults, CopyFromUnmappedHostMemoryIsContained) {
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  void* hole = mmap(nullptr, page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(hole, MAP_FAILED);
  void* device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, page));
  capture();
  const hipError_t copied = hipMemcpyAsync(device, hole, 64, hipMemcpyHostToDevice, nullptr);
  EXPECT_TRUE(copied == hipSuccess || copied == hipErrorIllegalAddress) << hipGetErrorName(copied);
  const std::string report = faultReport();
  EXPECT_TRUE(contains(report, "openhip: illegal address in a copy on device 0: read at ")) << report;
  EXPECT_TRUE(contains(report, "(the copy's source, ")) << report;
  expectSticky();
  munmap(hole, page);
}

TEST(HostFaults, AFaultOutsideKernelsStillEndsTheProcess) {
  SKIP_UNDER_SANITIZERS();
  // Containment is for device work only: the runtime's handler passes a
  // fault of host code on to the default action.
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";  // the runtime has threads
  EXPECT_DEATH(
      {
        (void)hipSetDevice(0);
        volatile uintptr_t bad = 8;
        *reinterpret_cast<volatile int*>(bad) = 1;
      },
      "");
}

}  // namespace
