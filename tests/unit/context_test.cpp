// Contexts (hipCtx*) and primary contexts (hipDevicePrimaryCtx*). Runs with
// the default single device and again with OPENHIP_CPU_DEVICES=4
// (tests/unit/devices.cmake); cases needing two devices skip with one.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <thread>

#include "test_kernels.h"

// The context API is deprecated in HIP, and still part of it.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace {

int deviceCount() {
  int count = 0;
  EXPECT_EQ(hipGetDeviceCount(&count), hipSuccess);
  return count;
}

// Leaves the thread with an empty context stack on device 0.
void clearContextStack() {
  hipCtx_t ctx = nullptr;
  while (hipCtxPopCurrent(&ctx) == hipSuccess) {
  }
  (void)hipGetLastError();
  EXPECT_EQ(hipSetDevice(0), hipSuccess);
}

}  // namespace

TEST(Context, CurrentIsPrimaryOfCurrentDevice) {
  clearContextStack();
  hipCtx_t current = nullptr, primary = nullptr;
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  ASSERT_NE(current, nullptr);
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&primary, 0));
  EXPECT_EQ(current, primary);
  hipDevice_t device = -1;
  HIP_ASSERT_OK(hipCtxGetDevice(&device));
  EXPECT_EQ(device, 0);
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(0));
  EXPECT_EQ(hipCtxGetCurrent(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxGetDevice(nullptr), hipErrorInvalidValue);
}

TEST(Context, CreatePushPopDestroy) {
  clearContextStack();
  const int last = deviceCount() - 1;
  hipCtx_t ctx = nullptr;
  HIP_ASSERT_OK(hipCtxCreate(&ctx, hipDeviceScheduleYield, last));
  ASSERT_NE(ctx, nullptr);
  // A created context becomes current and makes its device current.
  hipCtx_t current = nullptr;
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  EXPECT_EQ(current, ctx);
  int device = -1;
  HIP_ASSERT_OK(hipGetDevice(&device));
  EXPECT_EQ(device, last);
  unsigned flags = 0;
  HIP_ASSERT_OK(hipCtxGetFlags(&flags));
  EXPECT_EQ(flags, unsigned(hipDeviceScheduleYield));

  hipCtx_t popped = nullptr;
  HIP_ASSERT_OK(hipCtxPopCurrent(&popped));
  EXPECT_EQ(popped, ctx);
  EXPECT_EQ(hipCtxPopCurrent(&popped), hipErrorInvalidContext);  // stack is empty

  HIP_ASSERT_OK(hipCtxPushCurrent(ctx));
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  EXPECT_EQ(current, ctx);
  HIP_ASSERT_OK(hipCtxDestroy(ctx));  // also leaves the stack
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  EXPECT_NE(current, ctx);

  // A destroyed context is no longer a context.
  EXPECT_EQ(hipCtxPushCurrent(ctx), hipErrorInvalidContext);
  EXPECT_EQ(hipCtxSetCurrent(ctx), hipErrorInvalidContext);
  EXPECT_EQ(hipCtxDestroy(ctx), hipErrorInvalidContext);
  (void)hipGetLastError();
  clearContextStack();
}

TEST(Context, CreateRejectsBadArguments) {
  clearContextStack();
  hipCtx_t ctx = nullptr;
  int version_unused = 0;
  EXPECT_EQ(hipCtxCreate(nullptr, 0, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxCreate(&ctx, 0, deviceCount()), hipErrorInvalidDevice);
  EXPECT_EQ(hipCtxCreate(&ctx, 0, -1), hipErrorInvalidDevice);
  EXPECT_EQ(hipCtxCreate(&ctx, hipDeviceScheduleSpin | hipDeviceScheduleYield, 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipCtxCreate(&ctx, 0x1000, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxDestroy(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxPushCurrent(nullptr), hipErrorInvalidContext);
  const auto bogus = reinterpret_cast<hipCtx_t>(0x1234);  // never dereferenced
  EXPECT_EQ(hipCtxPushCurrent(bogus), hipErrorInvalidContext);
  EXPECT_EQ(hipCtxDestroy(bogus), hipErrorInvalidContext);
  EXPECT_EQ(hipCtxGetApiVersion(bogus, &version_unused), hipErrorInvalidContext);
  hipCtx_t primary = nullptr;
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&primary, 0));
  EXPECT_EQ(hipCtxDestroy(primary), hipErrorInvalidContext);  // primary contexts are not destroyed
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(0));
  (void)hipGetLastError();
}

TEST(Context, SetCurrentReplacesTopAndNullUnbinds) {
  clearContextStack();
  hipCtx_t a = nullptr, b = nullptr, current = nullptr;
  HIP_ASSERT_OK(hipCtxCreate(&a, 0, 0));
  HIP_ASSERT_OK(hipCtxCreate(&b, 0, deviceCount() - 1));  // stack: a b
  HIP_ASSERT_OK(hipCtxSetCurrent(a));                    // stack: a a
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  EXPECT_EQ(current, a);
  int device = -1;
  HIP_ASSERT_OK(hipGetDevice(&device));
  EXPECT_EQ(device, 0);
  HIP_ASSERT_OK(hipCtxSetCurrent(nullptr));  // stack: a
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  EXPECT_EQ(current, a);
  HIP_ASSERT_OK(hipCtxDestroy(a));
  HIP_ASSERT_OK(hipCtxDestroy(b));
  clearContextStack();
}

TEST(Context, SetDeviceMakesPrimaryCurrent) {
  clearContextStack();
  if (deviceCount() < 2) GTEST_SKIP() << "needs two devices (OPENHIP_CPU_DEVICES)";
  hipCtx_t ctx = nullptr, current = nullptr, primary1 = nullptr;
  HIP_ASSERT_OK(hipCtxCreate(&ctx, 0, 0));
  HIP_ASSERT_OK(hipSetDevice(1));
  HIP_ASSERT_OK(hipCtxGetCurrent(&current));
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&primary1, 1));
  EXPECT_EQ(current, primary1);
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(1));
  HIP_ASSERT_OK(hipCtxDestroy(ctx));
  clearContextStack();
}

TEST(Context, StacksArePerThread) {
  clearContextStack();
  hipCtx_t ctx = nullptr;
  HIP_ASSERT_OK(hipCtxCreate(&ctx, 0, deviceCount() - 1));
  hipCtx_t seen_by_other = nullptr;
  hipError_t pop_in_other = hipSuccess;
  std::thread other([&] {
    (void)hipCtxGetCurrent(&seen_by_other);
    hipCtx_t popped = nullptr;
    pop_in_other = hipCtxPopCurrent(&popped);
  });
  other.join();
  EXPECT_NE(seen_by_other, ctx);
  EXPECT_EQ(pop_in_other, hipErrorInvalidContext);  // the new thread's stack is empty
  HIP_ASSERT_OK(hipCtxDestroy(ctx));
  clearContextStack();
}

TEST(Context, ConfigurationFollowsCurrentDevice) {
  clearContextStack();
  HIP_ASSERT_OK(hipCtxSetCacheConfig(hipFuncCachePreferShared));
  hipFuncCache_t cache = hipFuncCachePreferNone;
  HIP_ASSERT_OK(hipCtxGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferShared);
  HIP_ASSERT_OK(hipDeviceGetCacheConfig(&cache));
  EXPECT_EQ(cache, hipFuncCachePreferShared);
  HIP_ASSERT_OK(hipCtxSetCacheConfig(hipFuncCachePreferNone));
  EXPECT_EQ(hipCtxSetCacheConfig(static_cast<hipFuncCache_t>(42)), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxGetCacheConfig(nullptr), hipErrorInvalidValue);

  HIP_ASSERT_OK(hipCtxSetSharedMemConfig(hipSharedMemBankSizeEightByte));
  hipSharedMemConfig bank = hipSharedMemBankSizeDefault;
  HIP_ASSERT_OK(hipCtxGetSharedMemConfig(&bank));
  EXPECT_EQ(bank, hipSharedMemBankSizeEightByte);
  HIP_ASSERT_OK(hipCtxSetSharedMemConfig(hipSharedMemBankSizeDefault));
  EXPECT_EQ(hipCtxSetSharedMemConfig(static_cast<hipSharedMemConfig>(9)), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxGetSharedMemConfig(nullptr), hipErrorInvalidValue);

  int version = 0;
  HIP_ASSERT_OK(hipCtxGetApiVersion(nullptr, &version));
  EXPECT_EQ(version, HIP_VERSION);
  EXPECT_EQ(hipCtxGetApiVersion(nullptr, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxGetFlags(nullptr), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Context, SynchronizeWaitsForQueuedWork) {
  clearContextStack();
  std::atomic<int> done{0};
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipLaunchHostFunc(
      stream,
      [](void* flag) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        static_cast<std::atomic<int>*>(flag)->store(1);
      },
      &done));
  HIP_ASSERT_OK(hipCtxSynchronize());
  EXPECT_EQ(done.load(), 1);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
}

TEST(Context, PeerAccessThroughContexts) {
  clearContextStack();
  if (deviceCount() < 2) {
    hipCtx_t primary = nullptr;
    HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&primary, 0));
    EXPECT_EQ(hipCtxEnablePeerAccess(primary, 0), hipErrorInvalidDevice);  // not its own peer
    HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(0));
    (void)hipGetLastError();
    GTEST_SKIP() << "needs two devices (OPENHIP_CPU_DEVICES)";
  }
  hipCtx_t peer = nullptr;
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&peer, 1));
  HIP_ASSERT_OK(hipCtxEnablePeerAccess(peer, 0));
  EXPECT_EQ(hipCtxEnablePeerAccess(peer, 0), hipErrorPeerAccessAlreadyEnabled);
  EXPECT_EQ(hipCtxEnablePeerAccess(peer, 1), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipCtxDisablePeerAccess(peer));
  EXPECT_EQ(hipCtxDisablePeerAccess(peer), hipErrorPeerAccessNotEnabled);
  EXPECT_EQ(hipCtxEnablePeerAccess(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipCtxDisablePeerAccess(nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(1));
  (void)hipGetLastError();
}

TEST(PrimaryContext, RetainReleaseState) {
  clearContextStack();
  const int last = deviceCount() - 1;
  unsigned flags = 0;
  int active = -1;
  HIP_ASSERT_OK(hipDevicePrimaryCtxGetState(last, &flags, &active));
  EXPECT_EQ(active, 0);
  hipCtx_t first = nullptr, second = nullptr;
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&first, last));
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&second, last));
  EXPECT_EQ(first, second);
  HIP_ASSERT_OK(hipDevicePrimaryCtxGetState(last, &flags, &active));
  EXPECT_EQ(active, 1);
  // Flags of an active primary context cannot change.
  EXPECT_EQ(hipDevicePrimaryCtxSetFlags(last, hipDeviceScheduleSpin), hipErrorContextAlreadyInUse);
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(last));
  HIP_ASSERT_OK(hipDevicePrimaryCtxRelease(last));
  EXPECT_EQ(hipDevicePrimaryCtxRelease(last), hipErrorInvalidContext);  // not retained any more
  HIP_ASSERT_OK(hipDevicePrimaryCtxGetState(last, &flags, &active));
  EXPECT_EQ(active, 0);

  HIP_ASSERT_OK(hipDevicePrimaryCtxSetFlags(last, hipDeviceScheduleBlockingSync));
  HIP_ASSERT_OK(hipDevicePrimaryCtxGetState(last, &flags, &active));
  EXPECT_EQ(flags, unsigned(hipDeviceScheduleBlockingSync));
  EXPECT_EQ(hipDevicePrimaryCtxSetFlags(last, 0x3), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipDevicePrimaryCtxSetFlags(last, 0));
  (void)hipGetLastError();
}

TEST(PrimaryContext, RejectsBadArguments) {
  const int count = deviceCount();
  unsigned flags = 0;
  int active = 0;
  hipCtx_t ctx = nullptr;
  EXPECT_EQ(hipDevicePrimaryCtxGetState(count, &flags, &active), hipErrorInvalidDevice);
  EXPECT_EQ(hipDevicePrimaryCtxGetState(0, nullptr, &active), hipErrorInvalidValue);
  EXPECT_EQ(hipDevicePrimaryCtxGetState(0, &flags, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDevicePrimaryCtxRetain(nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipDevicePrimaryCtxRetain(&ctx, count), hipErrorInvalidDevice);
  EXPECT_EQ(hipDevicePrimaryCtxRelease(-1), hipErrorInvalidDevice);
  EXPECT_EQ(hipDevicePrimaryCtxReset(count), hipErrorInvalidDevice);
  EXPECT_EQ(hipDevicePrimaryCtxSetFlags(count, 0), hipErrorInvalidDevice);
  (void)hipGetLastError();
}

TEST(PrimaryContext, ResetFreesTheDevicesMemory) {
  clearContextStack();
  const int last = deviceCount() - 1;
  HIP_ASSERT_OK(hipSetDevice(last));
  void* p = nullptr;
  HIP_ASSERT_OK(hipMalloc(&p, 4096));
  hipCtx_t ctx = nullptr;
  HIP_ASSERT_OK(hipDevicePrimaryCtxRetain(&ctx, last));
  HIP_ASSERT_OK(hipDevicePrimaryCtxReset(last));
  int active = -1;
  unsigned flags = 0;
  HIP_ASSERT_OK(hipDevicePrimaryCtxGetState(last, &flags, &active));
  EXPECT_EQ(active, 0);
  hipPointerAttribute_t attributes;
  EXPECT_NE(hipPointerGetAttributes(&attributes, p), hipSuccess);  // freed by the reset
  (void)hipGetLastError();
  HIP_ASSERT_OK(hipSetDevice(0));
}
