// The registration path hipcc's generated code takes, in both families and
// in both orders (kernel table before or after the fat binary), plus the
// malformed inputs it must survive.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_registration.h>  // what hipcc-generated code calls; these tests call it by hand

#include "test_kernels.h"

using namespace test_kernels;

namespace {

const OpenHipKernelEntry kLateEntries[] = {
    {"_Z6addOnePii", addOneBlock, 0, 0, 0, 0, 2, kPtrIntSizes, kPtrIntAligns},
};

hipError_t launchAddOne(const void* stub, int* data, int n) {
  void* args[] = {&data, &n};
  return hipLaunchKernel(stub, dim3(1), dim3(n), args, 0, nullptr);
}

class Registration : public ::testing::Test {
 protected:
  void TearDown() override { (void)hipGetLastError(); }
};

}  // namespace

TEST_F(Registration, HipFamilyWithTableFirst) {
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 32, "hip-family-table", 1, 0, kLateEntries, nullptr, nullptr, 0};
  __openhip_register_cpu_table(&table);
  static const std::vector<char> blob = makeBlob("hip-family-table");
  static FatBinaryWrapper wrapper{kHipMagic, 1, blob.data(), nullptr};
  void** handle = __hipRegisterFatBinary(&wrapper);
  ASSERT_NE(handle, nullptr);
  static char stub;
  __hipRegisterFunction(handle, &stub, const_cast<char*>("_Z6addOnePii"), "_Z6addOnePii", -1u,
                        nullptr, nullptr, nullptr, nullptr, nullptr);
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), 16));
  HIP_ASSERT_OK(hipMemset(data, 0, 16));
  HIP_ASSERT_OK(launchAddOne(&stub, data, 4));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data + 3), 1);
  __hipUnregisterFatBinary(handle);
  EXPECT_EQ(launchAddOne(&stub, data, 4), hipErrorInvalidDeviceFunction);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Registration, TableArrivingAfterTheLaunchAttemptIsResolvedLazily) {
  static const std::vector<char> blob = makeBlob("late-table");
  static FatBinaryWrapper wrapper{kCudaMagic, 1, blob.data(), nullptr};
  void** handle = __cudaRegisterFatBinary(&wrapper);
  ASSERT_NE(handle, nullptr);
  static char stub;
  __cudaRegisterFunction(handle, &stub, const_cast<char*>("_Z6addOnePii"), "_Z6addOnePii", -1,
                         nullptr, nullptr, nullptr, nullptr, nullptr);
  __cudaRegisterFatBinaryEnd(handle);
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), 16));
  HIP_ASSERT_OK(hipMemset(data, 0, 16));
  EXPECT_EQ(launchAddOne(&stub, data, 4), hipErrorInvalidDeviceFunction);
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, "late-table", 1, 0, kLateEntries, nullptr, nullptr, 0};
  __openhip_register_cpu_table(&table);
  HIP_ASSERT_OK(launchAddOne(&stub, data, 4));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data + 0), 1);
  __cudaUnregisterFatBinary(handle);
  HIP_ASSERT_OK(hipFree(data));
}

/// Registers a HIP fat binary naming `table_id` and `stub` as its addOne kernel.
void** registerAddOne(const char* table_id, const char* stub) {
  static std::vector<std::vector<char>> blobs;
  static std::vector<FatBinaryWrapper> wrappers;
  blobs.reserve(8);
  wrappers.reserve(8);
  blobs.push_back(makeBlob(table_id));
  wrappers.push_back({kHipMagic, 1, blobs.back().data(), nullptr});
  void** handle = __hipRegisterFatBinary(&wrappers.back());
  if (handle)
    __hipRegisterFunction(handle, stub, const_cast<char*>("_Z6addOnePii"), "_Z6addOnePii", -1u, nullptr,
                          nullptr, nullptr, nullptr, nullptr);
  return handle;
}

/// Adds 10 instead of 1: which table of a unit ran.
void addTenBlock(void** args, const OpenHipLaunchCtx* c) {
  int* data = arg<int*>(args, 0);
  for (uint32_t t = 0; t < c->block_dim[0]; ++t) data[t] += 10;
}

TEST_F(Registration, UnitBuiltForSeveralCpuTargetsRunsOneTheCpuHas) {
  // Bit 63 names no feature: no CPU has it, so that table must never run.
  static const OpenHipKernelEntry kTenEntries[] = {
      {"_Z6addOnePii", addTenBlock, 0, 0, 0, 0, 2, kPtrIntSizes, kPtrIntAligns}};
  static const OpenHipCpuTable impossible{OPENHIP_ABI_VERSION, 64, "multi-target-table", 1, 0, kTenEntries,
                                          nullptr, "future-cpu", uint64_t{1} << 63};
  static const OpenHipCpuTable portable{OPENHIP_ABI_VERSION, 64, "multi-target-table", 1, 0, kLateEntries,
                                        nullptr, "x86-64", 0};
  __openhip_register_cpu_table(&impossible);
  __openhip_register_cpu_table(&portable);
  static char stub;
  void** handle = registerAddOne("multi-target-table", &stub);
  ASSERT_NE(handle, nullptr);
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), 16));
  HIP_ASSERT_OK(hipMemset(data, 0, 16));
  HIP_ASSERT_OK(launchAddOne(&stub, data, 4));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data + 3), 1);
  __hipUnregisterFatBinary(handle);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Registration, UnitWithNoCodeForThisCpuFailsToLaunchWithNoBinaryForGpu) {
  static const OpenHipCpuTable impossible{OPENHIP_ABI_VERSION, 64, "future-only-table", 1, 0, kLateEntries,
                                          nullptr, "future-cpu", uint64_t{1} << 63};
  __openhip_register_cpu_table(&impossible);
  static char stub;
  void** handle = registerAddOne("future-only-table", &stub);
  ASSERT_NE(handle, nullptr);
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), 16));
  testing::internal::CaptureStderr();
  EXPECT_EQ(launchAddOne(&stub, data, 4), hipErrorNoBinaryForGpu);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_NE(said.find("no kernel code of future-only-table runs on this CPU"), std::string::npos) << said;
  EXPECT_NE(said.find("future-cpu needs"), std::string::npos) << said;
  __hipUnregisterFatBinary(handle);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Registration, KernelNameMustExistInTable) {
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, "name-table", 1, 0, kLateEntries, nullptr, nullptr, 0};
  __openhip_register_cpu_table(&table);
  static const std::vector<char> blob = makeBlob("name-table");
  static FatBinaryWrapper wrapper{kCudaMagic, 1, blob.data(), nullptr};
  void** handle = __cudaRegisterFatBinary(&wrapper);
  static char stub;
  __cudaRegisterFunction(handle, &stub, const_cast<char*>("_Z7missingv"), "_Z7missingv", -1,
                         nullptr, nullptr, nullptr, nullptr, nullptr);
  EXPECT_EQ(hipLaunchKernel(&stub, dim3(1), dim3(1), nullptr, 0, nullptr), hipErrorInvalidDeviceFunction);
  __cudaUnregisterFatBinary(handle);
}

TEST_F(Registration, MalformedFatBinariesAreRejected) {
  (void)hipGetLastError();
  EXPECT_EQ(__cudaRegisterFatBinary(nullptr), nullptr);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidKernelFile);

  static const std::vector<char> good = makeBlob("whatever");
  FatBinaryWrapper wrong_magic{0x12345678, 1, good.data(), nullptr};
  EXPECT_EQ(__cudaRegisterFatBinary(&wrong_magic), nullptr);
  FatBinaryWrapper hip_magic_in_cuda_call{kHipMagic, 1, good.data(), nullptr};
  EXPECT_EQ(__cudaRegisterFatBinary(&hip_magic_in_cuda_call), nullptr);
  FatBinaryWrapper no_data{kCudaMagic, 1, nullptr, nullptr};
  EXPECT_EQ(__cudaRegisterFatBinary(&no_data), nullptr);

  std::vector<char> bad_blob = good;
  bad_blob[0] = 'X';
  FatBinaryWrapper bad_blob_wrapper{kHipMagic, 1, bad_blob.data(), nullptr};
  EXPECT_EQ(__hipRegisterFatBinary(&bad_blob_wrapper), nullptr);
  std::vector<char> bad_version = good;
  bad_version[8] = 99;
  FatBinaryWrapper bad_version_wrapper{kCudaMagic, 1, bad_version.data(), nullptr};
  EXPECT_EQ(__cudaRegisterFatBinary(&bad_version_wrapper), nullptr);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidKernelFile);

  // Calls with the null handle of a failed registration are ignored safely.
  static char stub;
  __cudaRegisterFunction(nullptr, &stub, const_cast<char*>("k"), "k", -1, nullptr, nullptr,
                         nullptr, nullptr, nullptr);
  __cudaRegisterVar(nullptr, &stub, const_cast<char*>("v"), "v", 0, 4, 0, 0);
  __cudaRegisterFatBinaryEnd(nullptr);
  __cudaUnregisterFatBinary(nullptr);
  __hipUnregisterFatBinary(nullptr);
  EXPECT_EQ(hipLaunchKernel(&stub, dim3(1), dim3(1), nullptr, 0, nullptr), hipErrorInvalidDeviceFunction);
}

TEST_F(Registration, ForeignAbiTablesAreIgnored) {
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION + 1, 64, "future-table", 1, 0, kLateEntries, nullptr, nullptr, 0};
  __openhip_register_cpu_table(&table);
  __openhip_register_cpu_table(nullptr);
  static const std::vector<char> blob = makeBlob("future-table");
  static FatBinaryWrapper wrapper{kCudaMagic, 1, blob.data(), nullptr};
  void** handle = __cudaRegisterFatBinary(&wrapper);
  static char stub;
  __cudaRegisterFunction(handle, &stub, const_cast<char*>("_Z6addOnePii"), "_Z6addOnePii", -1,
                         nullptr, nullptr, nullptr, nullptr, nullptr);
  int value = 0;
  EXPECT_EQ(launchAddOne(&stub, &value, 1), hipErrorInvalidDeviceFunction);
  __cudaUnregisterFatBinary(handle);
}
