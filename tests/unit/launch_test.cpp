#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_registration.h>  // what hipcc-generated code calls; these tests call it by hand

#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {
class Launch : public ::testing::Test {
 protected:
  void SetUp() override { registerTestKernels(); }
  void TearDown() override { (void)hipGetLastError(); }
};

template <class T>
T* deviceAlloc(size_t count) {
  void* p = nullptr;
  EXPECT_EQ(hipMalloc(&p, count * sizeof(T)), hipSuccess);
  return static_cast<T*>(p);
}
}  // namespace

TEST_F(Launch, Saxpy) {
  const int n = 10007;  // not a multiple of the block size
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) x[i] = float(i), y[i] = 1.0f;
  float* dx = deviceAlloc<float>(n);
  float* dy = deviceAlloc<float>(n);
  HIP_ASSERT_OK(hipMemcpy(dx, x.data(), n * 4, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemcpy(dy, y.data(), n * 4, hipMemcpyHostToDevice));
  int count = n;
  float a = 2.0f;
  void* args[] = {&count, &a, &dx, &dy};
  HIP_ASSERT_OK(hipLaunchKernel(kSaxpy, dim3((n + 255) / 256), dim3(256), args, 0, nullptr));
  HIP_ASSERT_OK(hipMemcpy(y.data(), dy, n * 4, hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) ASSERT_EQ(y[i], 2.0f * i + 1.0f) << i;
  // The CUDA-mode entry point is the same launch.
  ASSERT_EQ(static_cast<int>(cudaLaunchKernel(kSaxpy, dim3((n + 255) / 256), dim3(256), args, 0, nullptr)), 0);
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<float>(dy + 10), 4.0f * 10 + 1.0f);  // y = 2x + (2x + 1)
  HIP_ASSERT_OK(hipFree(dx));
  HIP_ASSERT_OK(hipFree(dy));
}

TEST_F(Launch, ContextOfEveryBlockIn3D) {
  const dim3 grid(3, 4, 5), block(2, 3, 4);
  const size_t blocks = 3 * 4 * 5;
  uint32_t* out = deviceAlloc<uint32_t>(blocks * 10);
  HIP_ASSERT_OK(hipMemset(out, 0xff, blocks * 40));
  void* args[] = {&out};
  HIP_ASSERT_OK(hipLaunchKernel(kRecordCtx, grid, block, args, 0, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  const std::vector<uint32_t> records = readDevice<uint32_t>(out, blocks * 10);
  ASSERT_EQ(records.size(), blocks * 10);
  for (uint32_t z = 0; z < 5; ++z)
    for (uint32_t y = 0; y < 4; ++y)
      for (uint32_t x = 0; x < 3; ++x) {
        const uint32_t* r = records.data() + ((z * 4 + y) * 3 + x) * 10;
        EXPECT_EQ(r[0], x);
        EXPECT_EQ(r[1], y);
        EXPECT_EQ(r[2], z);
        EXPECT_EQ(r[3], 3u);
        EXPECT_EQ(r[4], 4u);
        EXPECT_EQ(r[5], 5u);
        EXPECT_EQ(r[6], 2u);
        EXPECT_EQ(r[7], 3u);
        EXPECT_EQ(r[8], 4u);
        EXPECT_EQ(r[9], 64u);  // the table's warp size
      }
  HIP_ASSERT_OK(hipFree(out));
}

TEST_F(Launch, SharedArenaStaticAndDynamic) {
  const int blocks = 50, threads = 128;
  std::vector<int> in(blocks * threads);
  for (size_t i = 0; i < in.size(); ++i) in[i] = int(i % 97);
  int* din = deviceAlloc<int>(in.size());
  int* dout = deviceAlloc<int>(blocks);
  int* misaligned = deviceAlloc<int>(1);
  HIP_ASSERT_OK(hipMemcpy(din, in.data(), in.size() * 4, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemset(misaligned, 0, 4));
  void* args[] = {&din, &dout, &misaligned};
  HIP_ASSERT_OK(hipLaunchKernel(kBlockSum, dim3(blocks), dim3(threads), args, 64, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  const std::vector<int> sums = readDevice<int>(dout, blocks);
  ASSERT_EQ(sums.size(), size_t(blocks));
  for (int b = 0; b < blocks; ++b) {
    int expected = 0;
    for (int t = 0; t < threads; ++t) expected += in[b * threads + t];
    EXPECT_EQ(sums[b], expected) << b;
  }
  EXPECT_EQ(readDevice<int>(misaligned), 0);
  HIP_ASSERT_OK(hipFree(din));
  HIP_ASSERT_OK(hipFree(dout));
  HIP_ASSERT_OK(hipFree(misaligned));
}

TEST_F(Launch, PrivateArenaPerWorkItem) {
  const int blocks = 37;
  int* ok = deviceAlloc<int>(blocks);
  HIP_ASSERT_OK(hipMemset(ok, 0, blocks * 4));
  void* args[] = {&ok};
  HIP_ASSERT_OK(hipLaunchKernel(kPrivateCheck, dim3(blocks), dim3(16, 16), args, 0, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  const std::vector<int> checks = readDevice<int>(ok, blocks);
  ASSERT_EQ(checks.size(), size_t(blocks));
  for (int b = 0; b < blocks; ++b) EXPECT_EQ(checks[b], 1) << b;
  HIP_ASSERT_OK(hipFree(ok));
}

TEST_F(Launch, EveryBlockRunsExactlyOnce) {
  for (dim3 grid : {dim3(1), dim3(7), dim3(100000), dim3(3, 40000), dim3(2, 3, 1000)}) {
    const size_t blocks = size_t(grid.x) * grid.y * grid.z;
    unsigned* hits = deviceAlloc<unsigned>(blocks);
    HIP_ASSERT_OK(hipMemset(hits, 0, blocks * 4));
    void* args[] = {&hits};
    HIP_ASSERT_OK(hipLaunchKernel(kCountBlocks, grid, dim3(1), args, 0, nullptr));
    HIP_ASSERT_OK(hipDeviceSynchronize());
    const std::vector<unsigned> counts = readDevice<unsigned>(hits, blocks);
    ASSERT_EQ(counts.size(), blocks);
    size_t wrong = 0;
    for (size_t b = 0; b < blocks; ++b) wrong += counts[b] != 1;
    EXPECT_EQ(wrong, 0u) << grid.x << "x" << grid.y << "x" << grid.z;
    HIP_ASSERT_OK(hipFree(hits));
  }
}

TEST_F(Launch, ArgumentsAreCopiedAtLaunch) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  int* data = deviceAlloc<int>(4);
  HIP_ASSERT_OK(hipMemset(data, 0, 16));
  int ms = 50;
  void* sleep_args[] = {&ms};
  HIP_ASSERT_OK(hipLaunchKernel(kSleep, dim3(1), dim3(1), sleep_args, 0, s));
  {
    int* target = data;
    int count = 4;
    void* args[] = {&target, &count};
    HIP_ASSERT_OK(hipLaunchKernel(kAddOne, dim3(1), dim3(4), args, 0, s));
    target = nullptr;  // the queued launch must not see this
    count = 0;
  }
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(readDevice<int>(data, 4), std::vector<int>(4, 1));
  HIP_ASSERT_OK(hipFree(data));
  HIP_ASSERT_OK(hipStreamDestroy(s));
}

TEST_F(Launch, InvalidConfigurations) {
  const hipError_t bad = hipErrorInvalidConfiguration;
  EXPECT_EQ(hipLaunchKernel(kBounded, dim3(1), dim3(0), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBounded, dim3(0), dim3(1), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBounded, dim3(1, 0), dim3(1), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBigShared, dim3(1), dim3(1025), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBigShared, dim3(1), dim3(32, 32, 2), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBigShared, dim3(1, 65536), dim3(1), nullptr, 0, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBigShared, dim3(1, 1, 65536), dim3(1), nullptr, 0, nullptr), bad);
  // __launch_bounds__(128)
  EXPECT_EQ(hipLaunchKernel(kBounded, dim3(1), dim3(129), nullptr, 0, nullptr), bad);
  HIP_EXPECT_OK(hipLaunchKernel(kBounded, dim3(1), dim3(128), nullptr, 0, nullptr));
  // 60 KiB static + dynamic must fit in 64 KiB
  HIP_EXPECT_OK(hipLaunchKernel(kBigShared, dim3(1), dim3(1), nullptr, 4096, nullptr));
  EXPECT_EQ(hipLaunchKernel(kBigShared, dim3(1), dim3(1), nullptr, 4097, nullptr), bad);
  EXPECT_EQ(hipLaunchKernel(kBounded, dim3(1), dim3(1), nullptr, 64 * 1024 + 1, nullptr), bad);
  EXPECT_EQ(hipGetLastError(), bad);
  HIP_ASSERT_OK(hipDeviceSynchronize());
}

TEST_F(Launch, UnknownFunctionsAndMissingArguments) {
  static char unregistered;
  EXPECT_EQ(hipLaunchKernel(&unregistered, dim3(1), dim3(1), nullptr, 0, nullptr),
            hipErrorInvalidDeviceFunction);
  EXPECT_EQ(hipLaunchKernel(static_cast<const void*>(nullptr), dim3(1), dim3(1), nullptr, 0, nullptr),
            hipErrorInvalidDeviceFunction);
  EXPECT_EQ(hipLaunchKernel(kAddOne, dim3(1), dim3(1), nullptr, 0, nullptr), hipErrorInvalidValue);
  int* p = nullptr;
  void* args[] = {&p, nullptr};
  EXPECT_EQ(hipLaunchKernel(kAddOne, dim3(1), dim3(1), args, 0, nullptr), hipErrorInvalidValue);
}

TEST_F(Launch, CallConfigurationStack) {
  dim3 grid, block;
  size_t shared = 1;
  hipStream_t stream = hipStreamPerThread;
  EXPECT_EQ(__cudaPopCallConfiguration(&grid, &block, &shared, &stream), hipErrorMissingConfiguration);
  EXPECT_EQ(__cudaPushCallConfiguration(dim3(1, 2, 3), dim3(4, 5, 6), 7, nullptr), 0u);
  HIP_ASSERT_OK(__hipPushCallConfiguration(dim3(8), dim3(9), 10, hipStreamPerThread));
  HIP_ASSERT_OK(__hipPopCallConfiguration(&grid, &block, &shared, &stream));
  EXPECT_EQ(grid.x, 8u);
  EXPECT_EQ(block.x, 9u);
  EXPECT_EQ(shared, 10u);
  EXPECT_EQ(stream, hipStreamPerThread);
  HIP_ASSERT_OK(__cudaPopCallConfiguration(&grid, &block, &shared, &stream));
  EXPECT_EQ(grid.y, 2u);
  EXPECT_EQ(grid.z, 3u);
  EXPECT_EQ(block.z, 6u);
  EXPECT_EQ(shared, 7u);
  EXPECT_EQ(stream, nullptr);
  EXPECT_EQ(__hipPopCallConfiguration(&grid, &block, &shared, &stream), hipErrorMissingConfiguration);
}

TEST_F(Launch, FuncGetAttributes) {
  hipFuncAttributes attributes;
  HIP_ASSERT_OK(hipFuncGetAttributes(&attributes, kBlockSum));
  EXPECT_EQ(attributes.sharedSizeBytes, 4096u);
  EXPECT_EQ(attributes.maxThreadsPerBlock, 1024);
  EXPECT_EQ(attributes.maxDynamicSharedSizeBytes, 60 * 1024);
  HIP_ASSERT_OK(hipFuncGetAttributes(&attributes, kBounded));
  EXPECT_EQ(attributes.maxThreadsPerBlock, 128);
  HIP_ASSERT_OK(hipFuncGetAttributes(&attributes, kPrivateCheck));
  EXPECT_EQ(attributes.localSizeBytes, 16u);
  static char unregistered;
  EXPECT_EQ(hipFuncGetAttributes(&attributes, &unregistered), hipErrorInvalidDeviceFunction);
  EXPECT_EQ(hipFuncGetAttributes(nullptr, kBlockSum), hipErrorInvalidValue);
}

TEST_F(Launch, ExtLaunchRecordsEvents) {
  hipEvent_t start, stop;
  HIP_ASSERT_OK(hipEventCreate(&start));
  HIP_ASSERT_OK(hipEventCreate(&stop));
  int ms = 30;
  void* args[] = {&ms};
  HIP_ASSERT_OK(hipExtLaunchKernel(kSleep, dim3(1), dim3(1), args, 0, nullptr, start, stop, 0));
  HIP_ASSERT_OK(hipEventSynchronize(stop));
  float elapsed = 0;
  HIP_ASSERT_OK(hipEventElapsedTime(&elapsed, start, stop));
  EXPECT_GE(elapsed, 25.0f);
  HIP_ASSERT_OK(hipEventDestroy(start));
  HIP_ASSERT_OK(hipEventDestroy(stop));
}

TEST_F(Launch, LegacyConfigureSetupLaunch) {
  int* data = deviceAlloc<int>(8);
  HIP_ASSERT_OK(hipMemset(data, 0, 32));
  int n = 8;
  HIP_ASSERT_OK(hipConfigureCall(dim3(2), dim3(4), 0, nullptr));
  HIP_ASSERT_OK(hipSetupArgument(&data, sizeof(data), 0));
  HIP_ASSERT_OK(hipSetupArgument(&n, sizeof(n), 8));
  HIP_ASSERT_OK(hipLaunchByPtr(kAddOne));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(readDevice<int>(data, 8), std::vector<int>(8, 1));
  EXPECT_EQ(hipLaunchByPtr(kAddOne), hipErrorMissingConfiguration);
  HIP_ASSERT_OK(hipConfigureCall(dim3(1), dim3(1), 0, nullptr));
  HIP_ASSERT_OK(hipSetupArgument(&data, sizeof(data), 0));  // n is missing
  EXPECT_EQ(hipLaunchByPtr(kAddOne), hipErrorInvalidValue);
  EXPECT_EQ(hipSetupArgument(nullptr, 4, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Launch, NamesAndStreamDevices) {
  EXPECT_STREQ(hipKernelNameRefByPtr(kSaxpy, nullptr), "_Z5saxpyifPKfPf");
  static char unregistered;
  EXPECT_EQ(hipKernelNameRefByPtr(&unregistered, nullptr), nullptr);
  EXPECT_EQ(hipGetStreamDeviceId(nullptr), 0);
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  EXPECT_EQ(hipGetStreamDeviceId(s), 0);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipGetStreamDeviceId(s), -1);
}
