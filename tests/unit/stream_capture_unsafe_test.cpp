// Calls a stream capture cannot record: stream-ordered allocation (HIP 5.2 has
// no memory-allocation graph nodes) and device-wide synchronization. They
// return hipErrorStreamCaptureUnsupported and invalidate the capture instead
// of recording work that would replay wrongly (a free that runs twice).
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "test_kernels.h"

namespace {

class CaptureUnsafe : public ::testing::Test {
 protected:
  void SetUp() override { HIP_ASSERT_OK(hipStreamCreate(&stream)); }
  void TearDown() override {
    EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
    (void)hipGetLastError();
  }
  /// Ends the capture, which must have been invalidated.
  void expectInvalidated() {
    hipStreamCaptureStatus status = hipStreamCaptureStatusNone;
    EXPECT_EQ(hipStreamIsCapturing(stream, &status), hipSuccess);
    EXPECT_EQ(status, hipStreamCaptureStatusInvalidated);
    hipGraph_t graph = nullptr;
    EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
    EXPECT_EQ(graph, nullptr);
  }
  hipStream_t stream = nullptr;
};

}  // namespace

TEST_F(CaptureUnsafe, StreamOrderedAllocationIsNotCaptured) {
  void* p = nullptr;
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipMallocAsync(&p, 256, stream), hipErrorStreamCaptureUnsupported);
  EXPECT_EQ(p, nullptr);
  expectInvalidated();

  hipMemPool_t pool = nullptr;
  HIP_ASSERT_OK(hipDeviceGetDefaultMemPool(&pool, 0));
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipMallocFromPoolAsync(&p, 256, pool, stream), hipErrorStreamCaptureUnsupported);
  expectInvalidated();

  // A free during a capture is refused and leaves the memory allocated.
  HIP_ASSERT_OK(hipMallocAsync(&p, 256, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipFreeAsync(p, stream), hipErrorStreamCaptureUnsupported);
  expectInvalidated();
  HIP_EXPECT_OK(hipMemsetAsync(p, 1, 256, stream));
  HIP_EXPECT_OK(hipFreeAsync(p, stream));
  HIP_EXPECT_OK(hipStreamSynchronize(stream));
}

TEST_F(CaptureUnsafe, DeviceSynchronizeDuringAGlobalCapture) {
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorStreamCaptureUnsupported);
  expectInvalidated();
  // Relaxed captures allow it (the capturing stream has nothing queued).
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  HIP_EXPECT_OK(hipDeviceSynchronize());
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  HIP_EXPECT_OK(hipGraphDestroy(graph));
}
