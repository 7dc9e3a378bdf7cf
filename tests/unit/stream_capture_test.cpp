// Stream capture: captured work becomes graph nodes instead of running,
// cross-stream capture through events, capture status queries, dependency
// updates, capture modes and the calls a capture forbids.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <thread>
#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {

constexpr int kCount = 128;

class StreamCapture : public ::testing::Test {
 protected:
  void SetUp() override {
    registerTestKernels();
    HIP_ASSERT_OK(hipStreamCreate(&stream));
    HIP_ASSERT_OK(hipStreamCreate(&side));
    HIP_ASSERT_OK(hipMalloc(&device, kCount * sizeof(int)));
    HIP_ASSERT_OK(hipMemset(device, 0, kCount * sizeof(int)));
  }
  void TearDown() override {
    EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
    EXPECT_EQ(hipStreamDestroy(side), hipSuccess);
    EXPECT_EQ(hipFree(device), hipSuccess);
    (void)hipGetLastError();
  }
  hipError_t addOne(hipStream_t s) {
    void* args[] = {&device, &n};
    return hipLaunchKernel(kAddOne, dim3(kCount / 64), dim3(64), args, 0, s);
  }
  std::vector<int> read() {
    std::vector<int> out(kCount);
    EXPECT_EQ(hipMemcpy(out.data(), device, kCount * sizeof(int), hipMemcpyDeviceToHost), hipSuccess);
    return out;
  }
  size_t nodeCount(hipGraph_t graph) {
    size_t count = 0;
    EXPECT_EQ(hipGraphGetNodes(graph, nullptr, &count), hipSuccess);
    return count;
  }

  hipStream_t stream = nullptr, side = nullptr;
  int* device = nullptr;
  int n = kCount;
};

void increment(void* counter) { static_cast<std::atomic<int>*>(counter)->fetch_add(1); }

}  // namespace

TEST_F(StreamCapture, CapturedWorkRunsOnlyWhenTheGraphIsLaunched) {
  std::atomic<int> calls{0};
  std::vector<int> host(kCount, -1);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  hipStreamCaptureStatus status = hipStreamCaptureStatusNone;
  HIP_ASSERT_OK(hipStreamIsCapturing(stream, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusActive);
  unsigned long long id = 0;
  HIP_ASSERT_OK(hipStreamGetCaptureInfo(stream, &status, &id));
  EXPECT_NE(id, 0u);
  HIP_ASSERT_OK(hipMemsetAsync(device, 0, kCount * sizeof(int), stream));
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, increment, &calls));
  HIP_ASSERT_OK(hipMemcpyAsync(host.data(), device, kCount * sizeof(int), hipMemcpyDeviceToHost,
                               stream));
  HIP_ASSERT_OK(hipStreamIsCapturing(side, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  ASSERT_NE(graph, nullptr);
  HIP_ASSERT_OK(hipStreamIsCapturing(stream, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(calls.load(), 0);  // nothing ran
  EXPECT_EQ(host[0], -1);

  // A chain of five nodes; kernel launches and the host function are proper
  // kernel and host nodes.
  std::vector<hipGraphNode_t> nodes(5);
  size_t count = nodes.size();
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nodes.data(), &count));
  ASSERT_EQ(count, 5u);
  hipGraphNodeType type = hipGraphNodeTypeCount;
  HIP_ASSERT_OK(hipGraphNodeGetType(nodes[1], &type));
  EXPECT_EQ(type, hipGraphNodeTypeKernel);
  hipKernelNodeParams kernel_params{};
  HIP_ASSERT_OK(hipGraphKernelNodeGetParams(nodes[2], &kernel_params));
  EXPECT_EQ(kernel_params.func, kAddOne);
  EXPECT_EQ(kernel_params.gridDim.x, unsigned(kCount / 64));
  EXPECT_EQ(*static_cast<int**>(kernel_params.kernelParams[0]), device);
  HIP_ASSERT_OK(hipGraphNodeGetType(nodes[3], &type));
  EXPECT_EQ(type, hipGraphNodeTypeHost);
  HIP_ASSERT_OK(hipGraphGetRootNodes(graph, nullptr, &count));
  EXPECT_EQ(count, 1u);
  hipHostNodeParams host_params{};
  HIP_ASSERT_OK(hipGraphHostNodeGetParams(nodes[3], &host_params));
  EXPECT_EQ(host_params.fn, increment);
  EXPECT_EQ(host_params.userData, &calls);
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(nodes[4], nullptr, &count));
  EXPECT_EQ(count, 1u);

  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int i = 0; i < 3; ++i) {
    host.assign(kCount, -1);
    HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
    HIP_ASSERT_OK(hipStreamSynchronize(stream));
    for (int v : host) ASSERT_EQ(v, 2);
  }
  EXPECT_EQ(calls.load(), 3);
  // The captured kernel node's parameters can be changed in the executable graph.
  int half = kCount / 2;
  void* args[] = {&device, &half};
  kernel_params.kernelParams = args;
  HIP_ASSERT_OK(hipGraphExecKernelNodeSetParams(exec, nodes[2], &kernel_params));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(host[i], i < half ? 2 : 1);
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
}

TEST_F(StreamCapture, BeginAndEndErrors) {
  EXPECT_EQ(hipStreamBeginCapture(nullptr, hipStreamCaptureModeGlobal),
            hipErrorStreamCaptureUnsupported);  // the legacy null stream
  EXPECT_EQ(hipStreamBeginCapture(stream, static_cast<hipStreamCaptureMode>(3)),
            hipErrorInvalidValue);
  hipGraph_t graph = nullptr;
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorIllegalState);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeThreadLocal));
  EXPECT_EQ(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal), hipErrorIllegalState);
  EXPECT_EQ(hipStreamEndCapture(stream, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamIsCapturing(stream, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamGetCaptureInfo(stream, nullptr, nullptr), hipErrorInvalidValue);
  hipError_t from_other_thread = hipSuccess;
  std::thread([&] { from_other_thread = hipStreamEndCapture(stream, &graph); }).join();
  EXPECT_EQ(from_other_thread, hipErrorStreamCaptureWrongThread);
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  EXPECT_EQ(nodeCount(graph), 0u);
  HIP_ASSERT_OK(hipGraphDestroy(graph));

  // Per-thread streams can capture.
  HIP_ASSERT_OK(hipStreamBeginCapture(hipStreamPerThread, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(hipStreamPerThread));
  HIP_ASSERT_OK(hipStreamEndCapture(hipStreamPerThread, &graph));
  EXPECT_EQ(nodeCount(graph), 1u);
  HIP_ASSERT_OK(hipGraphDestroy(graph));

  hipStream_t dead = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  EXPECT_EQ(hipStreamBeginCapture(dead, hipStreamCaptureModeGlobal), hipErrorInvalidHandle);
}

TEST_F(StreamCapture, ForkAndJoinThroughEvents) {
  hipEvent_t fork = nullptr, join = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&fork));
  HIP_ASSERT_OK(hipEventCreate(&join));
  std::atomic<int> calls{0};
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(hipEventRecord(fork, stream));
  EXPECT_EQ(hipEventQuery(fork), hipErrorCapturedEvent);
  EXPECT_EQ(hipEventSynchronize(fork), hipErrorCapturedEvent);
  HIP_ASSERT_OK(hipStreamWaitEvent(side, fork, 0));  // `side` joins the capture
  hipStreamCaptureStatus status;
  unsigned long long stream_id = 0, side_id = 0;
  HIP_ASSERT_OK(hipStreamGetCaptureInfo(stream, &status, &stream_id));
  HIP_ASSERT_OK(hipStreamGetCaptureInfo(side, &status, &side_id));
  EXPECT_EQ(status, hipStreamCaptureStatusActive);
  EXPECT_EQ(stream_id, side_id);
  HIP_ASSERT_OK(hipLaunchHostFunc(side, increment, &calls));  // branch 1
  HIP_ASSERT_OK(addOne(stream));                              // branch 2
  HIP_ASSERT_OK(hipEventRecord(join, side));
  HIP_ASSERT_OK(hipStreamWaitEvent(stream, join, 0));
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, increment, &calls));
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  HIP_ASSERT_OK(hipStreamIsCapturing(side, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);

  // root kernel -> {host, kernel} -> host
  std::vector<hipGraphNode_t> nodes(4);
  size_t count = 4;
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nodes.data(), &count));
  ASSERT_EQ(count, 4u);
  HIP_ASSERT_OK(hipGraphNodeGetDependentNodes(nodes[0], nullptr, &count));
  EXPECT_EQ(count, 2u);
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(nodes[3], nullptr, &count));
  EXPECT_EQ(count, 2u);

  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(calls.load(), 2);
  for (int v : read()) ASSERT_EQ(v, 2);
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  HIP_ASSERT_OK(hipEventRecord(fork, stream));  // an ordinary record again
  HIP_ASSERT_OK(hipEventSynchronize(fork));
  HIP_ASSERT_OK(hipEventDestroy(fork));
  HIP_ASSERT_OK(hipEventDestroy(join));
}

TEST_F(StreamCapture, UnjoinedForkAndMisuse) {
  hipEvent_t fork = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&fork));
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipEventRecord(fork, stream));
  HIP_ASSERT_OK(hipStreamWaitEvent(side, fork, 0));
  HIP_ASSERT_OK(addOne(side));  // never joined back
  hipGraph_t graph = nullptr;
  EXPECT_EQ(hipStreamEndCapture(side, &graph), hipErrorStreamCaptureUnmatched);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorIllegalState);  // already ended

  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipEventRecord(fork, stream));
  HIP_ASSERT_OK(hipStreamWaitEvent(side, fork, 0));
  HIP_ASSERT_OK(addOne(side));
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureUnjoined);
  EXPECT_EQ(graph, nullptr);
  hipStreamCaptureStatus status;
  HIP_ASSERT_OK(hipStreamIsCapturing(side, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);
  for (int v : read()) ASSERT_EQ(v, 0);  // captured work never ran
  HIP_ASSERT_OK(hipEventDestroy(fork));
}

TEST_F(StreamCapture, UnsafeCallsInvalidateGlobalCaptures) {
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(stream));
  EXPECT_EQ(hipStreamSynchronize(side), hipErrorStreamCaptureUnsupported);
  hipStreamCaptureStatus status;
  HIP_ASSERT_OK(hipStreamIsCapturing(stream, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusInvalidated);
  hipGraph_t graph = nullptr;
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  EXPECT_EQ(graph, nullptr);

  // Synchronizing or querying the capturing stream itself is never allowed.
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipStreamQuery(stream), hipErrorStreamCaptureUnsupported);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipStreamSynchronize(stream), hipErrorStreamCaptureUnsupported);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);

  // A relaxed capture allows other synchronizations.
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(hipStreamSynchronize(side));
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  EXPECT_EQ(nodeCount(graph), 1u);
  HIP_ASSERT_OK(hipGraphDestroy(graph));
}

TEST_F(StreamCapture, ThreadCaptureModes) {
  hipStreamCaptureMode mode = hipStreamCaptureModeRelaxed;
  HIP_ASSERT_OK(hipThreadExchangeStreamCaptureMode(&mode));
  EXPECT_EQ(mode, hipStreamCaptureModeGlobal);  // the default
  // In relaxed thread mode the thread's own global capture allows unsafe calls.
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipStreamSynchronize(side));
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  mode = hipStreamCaptureModeGlobal;
  HIP_ASSERT_OK(hipThreadExchangeStreamCaptureMode(&mode));
  EXPECT_EQ(mode, hipStreamCaptureModeRelaxed);
  EXPECT_EQ(hipThreadExchangeStreamCaptureMode(nullptr), hipErrorInvalidValue);
  mode = static_cast<hipStreamCaptureMode>(7);
  EXPECT_EQ(hipThreadExchangeStreamCaptureMode(&mode), hipErrorInvalidValue);

  // Another thread's global capture forbids unsafe calls here (global
  // mode) but not in thread-local mode.
  std::atomic<int> phase{0};
  hipError_t end_result = hipSuccess;
  std::thread capturer([&] {
    EXPECT_EQ(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal), hipSuccess);
    phase = 1;
    while (phase != 2) std::this_thread::yield();
    hipGraph_t g = nullptr;
    end_result = hipStreamEndCapture(stream, &g);
  });
  while (phase != 1) std::this_thread::yield();
  mode = hipStreamCaptureModeThreadLocal;
  HIP_ASSERT_OK(hipThreadExchangeStreamCaptureMode(&mode));
  HIP_EXPECT_OK(hipStreamSynchronize(side));
  HIP_ASSERT_OK(hipThreadExchangeStreamCaptureMode(&mode));  // back to global
  EXPECT_EQ(hipStreamSynchronize(side), hipErrorStreamCaptureUnsupported);
  phase = 2;
  capturer.join();
  EXPECT_EQ(end_result, hipErrorStreamCaptureInvalidated);
}

TEST_F(StreamCapture, LegacyStreamWorkInvalidatesBlockingCaptures) {
  std::atomic<int> calls{0};
  hipStream_t non_blocking = nullptr;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&non_blocking, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamBeginCapture(non_blocking, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipLaunchHostFunc(nullptr, increment, &calls));  // unrelated to it
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(non_blocking, &graph));
  HIP_ASSERT_OK(hipGraphDestroy(graph));

  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  EXPECT_EQ(hipLaunchHostFunc(nullptr, increment, &calls), hipErrorStreamCaptureImplicit);
  hipStreamCaptureStatus status;
  EXPECT_EQ(hipStreamIsCapturing(nullptr, &status), hipErrorStreamCaptureImplicit);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  HIP_ASSERT_OK(hipStreamIsCapturing(nullptr, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);
  // Even a relaxed capture cannot let the legacy stream wait for it.
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipStreamSynchronize(nullptr), hipErrorStreamCaptureImplicit);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(calls.load(), 1);
  HIP_ASSERT_OK(hipStreamDestroy(non_blocking));
}

TEST_F(StreamCapture, CaptureInfoAndDependencyUpdates) {
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(stream));
  hipStreamCaptureStatus status;
  unsigned long long id = 0;
  hipGraph_t capturing = nullptr;
  const hipGraphNode_t* deps = nullptr;
  size_t count = 0;
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, &id, &capturing, &deps, &count));
  ASSERT_EQ(count, 1u);
  hipGraphNode_t first = deps[0];
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &count));
  ASSERT_EQ(count, 1u);
  hipGraphNode_t second = deps[0];
  EXPECT_NE(first, second);
  // The next node follows the first one only, then both.
  HIP_ASSERT_OK(hipStreamUpdateCaptureDependencies(stream, &first, 1, hipStreamSetCaptureDependencies));
  HIP_ASSERT_OK(addOne(stream));
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &count));
  hipGraphNode_t third = deps[0];
  HIP_ASSERT_OK(hipStreamUpdateCaptureDependencies(stream, &second, 1, hipStreamAddCaptureDependencies));
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &count));
  EXPECT_EQ(count, 2u);
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(third, nullptr, &count));
  EXPECT_EQ(count, 1u);
  size_t total = 0;
  HIP_ASSERT_OK(hipGraphGetNodes(capturing, nullptr, &total));
  EXPECT_EQ(total, 3u);

  EXPECT_EQ(hipStreamUpdateCaptureDependencies(stream, &first, 1, 5), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamUpdateCaptureDependencies(stream, nullptr, 1, 0), hipErrorInvalidValue);
  hipGraph_t other = nullptr;
  hipGraphNode_t foreign = nullptr;
  HIP_ASSERT_OK(hipGraphCreate(&other, 0));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&foreign, other, nullptr, 0));
  EXPECT_EQ(hipStreamUpdateCaptureDependencies(stream, &foreign, 1, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamGetCaptureInfo_v2(stream, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphDestroy(capturing), hipErrorInvalidValue);  // still being captured
  // A node destroyed during the capture drops out of the dependencies.
  HIP_ASSERT_OK(hipGraphDestroyNode(third));
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &count));
  HIP_ASSERT_OK(addOne(stream));  // follows `second` only
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status, nullptr, nullptr, &deps, &count));
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(deps[0], nullptr, &count));
  EXPECT_EQ(count, 1u);
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  EXPECT_EQ(graph, capturing);
  HIP_ASSERT_OK(hipStreamGetCaptureInfo_v2(stream, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusNone);
  EXPECT_EQ(hipStreamUpdateCaptureDependencies(stream, &first, 1, 0), hipErrorIllegalState);

  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (int v : read()) ASSERT_EQ(v, 3);
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  HIP_ASSERT_OK(hipGraphDestroy(other));
}

TEST_F(StreamCapture, GraphLaunchedIntoACapture) {
  // Capture A: one kernel. Capture B launches A's executable graph twice.
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(stream));
  hipGraph_t inner = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &inner));
  hipGraphExec_t inner_exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&inner_exec, inner, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipGraphLaunch(inner_exec, stream));
  HIP_ASSERT_OK(hipGraphLaunch(inner_exec, stream));
  hipGraph_t outer = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &outer));
  for (int v : read()) ASSERT_EQ(v, 0);
  hipGraphExec_t outer_exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&outer_exec, outer, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(outer_exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (int v : read()) ASSERT_EQ(v, 2);
  HIP_ASSERT_OK(hipGraphExecDestroy(outer_exec));
  HIP_ASSERT_OK(hipGraphExecDestroy(inner_exec));
  HIP_ASSERT_OK(hipGraphDestroy(outer));
  HIP_ASSERT_OK(hipGraphDestroy(inner));
}

TEST_F(StreamCapture, DestroyingACapturingStreamEndsItsCapture) {
  hipStream_t doomed = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&doomed));
  HIP_ASSERT_OK(hipStreamBeginCapture(doomed, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(addOne(doomed));
  HIP_ASSERT_OK(hipStreamDestroy(doomed));
  // No capture is left: unsafe calls work again.
  HIP_ASSERT_OK(hipStreamSynchronize(side));
  for (int v : read()) ASSERT_EQ(v, 0);
}
