// <hip/hip_ext.h>: hipExtLaunchKernelGGL converts its arguments to the
// kernel's parameter types and records the start/stop events around the
// launch. The kernel is a hand-written CPU block function registered through
// the HIP-mode entry points, as clang's generated code would register it.
#include <hip/hip_ext.h>
#include <hip/hip_registration.h>  // what hipcc-generated code calls; these tests call it by hand

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "openhip/abi.h"

namespace {

// Stands in for the host stub hipcc would generate; only its address is used.
void scaleStub(float* y, float factor, int n) {
  (void)y;
  (void)factor;
  (void)n;
}

template <class T> T argument(void** args, int index) {
  T value;
  std::memcpy(&value, args[index], sizeof(T));
  return value;
}

// scale(float* y, float factor, int n): y[i] *= factor over a 1D grid.
void scaleBlock(void** args, const OpenHipLaunchCtx* ctx) {
  float* y = argument<float*>(args, 0);
  const float factor = argument<float>(args, 1);
  const int n = argument<int>(args, 2);
  for (uint32_t t = 0; t < ctx->block_dim[0]; ++t) {
    const uint64_t i = uint64_t(ctx->block_idx[0]) * ctx->block_dim[0] + t;
    if (i < uint64_t(n))
      y[i] *= factor;
  }
}

const uint32_t kScaleSizes[] = {8, 4, 4};
const OpenHipKernelEntry kScaleEntry = {"_Z5scalePffi", scaleBlock, 0, 0, 0, 0, 3,
                                        kScaleSizes,    kScaleSizes};
const char kTableId[] = "openhip-hip-ext-test";

void registerScaleKernel() {
  static const bool registered = [] {
    // clang's HIP-mode wrapper around our fat binary blob (include/openhip/abi.h).
    static std::vector<char> blob(sizeof(OpenHipFatBinaryHeader) + sizeof(kTableId) - 1);
    OpenHipFatBinaryHeader header;
    std::memcpy(header.magic, OPENHIP_FATBIN_MAGIC, 8);
    header.version = OPENHIP_ABI_VERSION;
    header.id_size = sizeof(kTableId) - 1;
    std::memcpy(blob.data(), &header, sizeof(header));
    std::memcpy(blob.data() + sizeof(header), kTableId, sizeof(kTableId) - 1);
    struct Wrapper {
      int magic;
      int version;
      const void* data;
      void* unused;
    };
    static Wrapper wrapper{0x48495046, 1, blob.data(), nullptr};
    void** handle = __hipRegisterFatBinary(&wrapper);
    __hipRegisterFunction(handle, reinterpret_cast<const void*>(&scaleStub),
                          const_cast<char*>(kScaleEntry.name), kScaleEntry.name, 0, nullptr,
                          nullptr, nullptr, nullptr, nullptr);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64,     kTableId, 1, 0,
                                       &kScaleEntry,        nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  ASSERT_TRUE(registered);
}

TEST(HipExt, LaunchConvertsArgumentsAndRecordsEvents) {
  registerScaleKernel();
  constexpr int n = 1000;
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = static_cast<float>(i);
  float* device = nullptr;
  ASSERT_EQ(hipMalloc(&device, n * sizeof(float)), hipSuccess);
  ASSERT_EQ(hipMemcpy(device, host.data(), n * sizeof(float), hipMemcpyHostToDevice), hipSuccess);
  hipStream_t stream = nullptr;
  hipEvent_t start = nullptr;
  hipEvent_t stop = nullptr;
  ASSERT_EQ(hipStreamCreate(&stream), hipSuccess);
  ASSERT_EQ(hipEventCreate(&start), hipSuccess);
  ASSERT_EQ(hipEventCreate(&stop), hipSuccess);

  // 3 (an int) must reach the kernel as 3.0f; n as a long converts to int.
  hipExtLaunchKernelGGL(scaleStub, dim3((n + 127) / 128), dim3(128), 0, stream, start, stop, 0,
                        device, 3, static_cast<long>(n));
  ASSERT_EQ(hipGetLastError(), hipSuccess);
  ASSERT_EQ(hipEventSynchronize(stop), hipSuccess);
  float milliseconds = -1.0f;
  EXPECT_EQ(hipEventElapsedTime(&milliseconds, start, stop), hipSuccess);
  EXPECT_GE(milliseconds, 0.0f);

  std::vector<float> result(n);
  ASSERT_EQ(hipMemcpy(result.data(), device, n * sizeof(float), hipMemcpyDeviceToHost), hipSuccess);
  for (int i = 0; i < n; ++i)
    ASSERT_EQ(result[i], 3.0f * static_cast<float>(i)) << i;

  // Without events it is a plain launch.
  hipExtLaunchKernelGGL(scaleStub, dim3((n + 127) / 128), dim3(128), 0, stream, nullptr, nullptr, 0,
                        device, 0.5f, n);
  ASSERT_EQ(hipStreamSynchronize(stream), hipSuccess);
  ASSERT_EQ(hipMemcpy(result.data(), device, n * sizeof(float), hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(result[10], 15.0f);

  EXPECT_EQ(hipEventDestroy(start), hipSuccess);
  EXPECT_EQ(hipEventDestroy(stop), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
  EXPECT_EQ(hipFree(device), hipSuccess);
}

TEST(HipExt, BadLaunchIsReportedThroughGetLastError) {
  registerScaleKernel();
  (void)hipGetLastError();
  hipExtLaunchKernelGGL(scaleStub, dim3(1), dim3(2048), 0, nullptr, nullptr, nullptr, 0,
                        static_cast<float*>(nullptr), 1.0f, 0); // 2048 threads: too many
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidConfiguration);
}

} // namespace
