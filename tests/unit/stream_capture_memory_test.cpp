// Stream capture of copies and fills: they become memcpy / memset graph nodes
// (type and parameters visible through the graph API, as in HIP and CUDA),
// replay correctly, and synchronous copies during a capture are refused.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <vector>

#include "test_kernels.h"

namespace {

constexpr size_t kWidth = 16, kHeight = 4;

class CaptureMemory : public ::testing::Test {
 protected:
  void SetUp() override {
    HIP_ASSERT_OK(hipStreamCreate(&stream));
    HIP_ASSERT_OK(hipMalloc(&a, kBytes));
    HIP_ASSERT_OK(hipMalloc(&b, kBytes));
    HIP_ASSERT_OK(hipMallocPitch(&pitched, &pitch, kWidth, kHeight));
  }
  void TearDown() override {
    EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
    EXPECT_EQ(hipFree(a), hipSuccess);
    EXPECT_EQ(hipFree(b), hipSuccess);
    EXPECT_EQ(hipFree(pitched), hipSuccess);
    (void)hipGetLastError();
  }
  std::vector<hipGraphNode_t> nodes(hipGraph_t graph) {
    size_t count = 0;
    EXPECT_EQ(hipGraphGetNodes(graph, nullptr, &count), hipSuccess);
    std::vector<hipGraphNode_t> out(count);
    EXPECT_EQ(hipGraphGetNodes(graph, out.data(), &count), hipSuccess);
    return out;
  }
  static hipGraphNodeType typeOf(hipGraphNode_t node) {
    hipGraphNodeType type = hipGraphNodeTypeCount;
    EXPECT_EQ(hipGraphNodeGetType(node, &type), hipSuccess);
    return type;
  }

  static constexpr size_t kBytes = 256;
  hipStream_t stream = nullptr;
  unsigned char* a = nullptr;
  unsigned char* b = nullptr;
  void* pitched = nullptr;
  size_t pitch = 0;
};

}  // namespace

TEST_F(CaptureMemory, CopiesAndFillsBecomeMemcpyAndMemsetNodes) {
  std::vector<unsigned char> host(kBytes, 0);
  std::vector<unsigned char> rows(kWidth * kHeight, 0);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipMemsetAsync(a, 0x5a, kBytes, stream));                                 // 0
  HIP_ASSERT_OK(hipMemsetD32Async(b, 0x01020304, kBytes / 8, stream));                    // 1
  HIP_ASSERT_OK(hipMemcpyAsync(b + kBytes / 2, a, kBytes / 2, hipMemcpyDeviceToDevice,   // 2
                               stream));
  HIP_ASSERT_OK(hipMemset2DAsync(pitched, pitch, 7, kWidth, kHeight, stream));           // 3
  HIP_ASSERT_OK(hipMemcpy2DAsync(rows.data(), kWidth, pitched, pitch, kWidth, kHeight,   // 4
                                 hipMemcpyDeviceToHost, stream));
  HIP_ASSERT_OK(hipMemcpyAsync(host.data(), b, kBytes, hipMemcpyDeviceToHost, stream));  // 5
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  EXPECT_EQ(host[0], 0);  // nothing ran yet

  const std::vector<hipGraphNode_t> list = nodes(graph);
  ASSERT_EQ(list.size(), 6u);
  const hipGraphNodeType expected[] = {hipGraphNodeTypeMemset, hipGraphNodeTypeMemset,
                                       hipGraphNodeTypeMemcpy, hipGraphNodeTypeMemset,
                                       hipGraphNodeTypeMemcpy, hipGraphNodeTypeMemcpy};
  for (size_t i = 0; i < list.size(); ++i) EXPECT_EQ(typeOf(list[i]), expected[i]) << "node " << i;

  hipMemsetParams fill{};
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(list[0], &fill));
  EXPECT_EQ(fill.dst, a);
  EXPECT_EQ(fill.value, 0x5au);
  EXPECT_EQ(fill.elementSize, 1u);
  EXPECT_EQ(fill.width, kBytes);
  EXPECT_EQ(fill.height, 1u);
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(list[1], &fill));
  EXPECT_EQ(fill.elementSize, 4u);
  EXPECT_EQ(fill.value, 0x01020304u);
  EXPECT_EQ(fill.width, kBytes / 8);
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(list[3], &fill));
  EXPECT_EQ(fill.dst, pitched);
  EXPECT_EQ(fill.pitch, pitch);
  EXPECT_EQ(fill.height, kHeight);
  EXPECT_EQ(fill.width, kWidth);
  EXPECT_EQ(fill.value, 7u);

  hipMemcpy3DParms copy{};
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(list[2], &copy));
  EXPECT_EQ(copy.dstPtr.ptr, b + kBytes / 2);
  EXPECT_EQ(copy.srcPtr.ptr, a);
  EXPECT_EQ(copy.extent.width, kBytes / 2);
  EXPECT_EQ(copy.extent.height, 1u);
  EXPECT_EQ(copy.extent.depth, 1u);
  EXPECT_EQ(copy.kind, hipMemcpyDeviceToDevice);
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(list[4], &copy));
  EXPECT_EQ(copy.srcPtr.ptr, pitched);
  EXPECT_EQ(copy.srcPtr.pitch, pitch);
  EXPECT_EQ(copy.dstPtr.ptr, rows.data());
  EXPECT_EQ(copy.dstPtr.pitch, kWidth);
  EXPECT_EQ(copy.extent.width, kWidth);
  EXPECT_EQ(copy.extent.height, kHeight);
  EXPECT_EQ(copy.kind, hipMemcpyDeviceToHost);

  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int launch = 0; launch < 2; ++launch) {
    host.assign(kBytes, 0);
    rows.assign(rows.size(), 0);
    HIP_ASSERT_OK(hipMemset(b, 0, kBytes));
    HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
    HIP_ASSERT_OK(hipStreamSynchronize(stream));
    for (size_t i = 0; i < kBytes / 2; i += 4) {
      uint32_t word = 0;
      std::memcpy(&word, &host[i], 4);
      ASSERT_EQ(word, 0x01020304u) << i;
    }
    for (size_t i = kBytes / 2; i < kBytes; ++i) ASSERT_EQ(host[i], 0x5a) << i;
    for (unsigned char v : rows) ASSERT_EQ(v, 7);
  }
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
}

TEST_F(CaptureMemory, CapturedCopyParametersCanBeChangedInTheExecutableGraph) {
  HIP_ASSERT_OK(hipMemset(a, 1, kBytes));
  HIP_ASSERT_OK(hipMemset(b, 2, kBytes));
  std::vector<unsigned char> host(kBytes, 0);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipMemcpyAsync(host.data(), a, kBytes, hipMemcpyDeviceToHost, stream));
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  const std::vector<hipGraphNode_t> list = nodes(graph);
  ASSERT_EQ(list.size(), 1u);
  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphExecMemcpyNodeSetParams1D(exec, list[0], host.data(), b, kBytes,
                                                  hipMemcpyDeviceToHost));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (unsigned char v : host) ASSERT_EQ(v, 2);
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  HIP_ASSERT_OK(hipGraphDestroy(graph));
}

TEST_F(CaptureMemory, SynchronousCopyDuringACaptureIsRefused) {
  std::vector<unsigned char> host(kBytes, 0);
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  EXPECT_EQ(hipMemcpy(host.data(), a, kBytes, hipMemcpyDeviceToHost),
            hipErrorStreamCaptureUnsupported);
  EXPECT_EQ(hipMemset(a, 0, kBytes), hipErrorStreamCaptureUnsupported);
  hipStreamCaptureStatus status = hipStreamCaptureStatusNone;
  HIP_ASSERT_OK(hipStreamIsCapturing(stream, &status));
  EXPECT_EQ(status, hipStreamCaptureStatusInvalidated);
  hipGraph_t graph = nullptr;
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  EXPECT_EQ(graph, nullptr);
  // A relaxed capture allows them, unless they would depend on the capture
  // implicitly (the legacy null stream waits for blocking streams).
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeRelaxed));
  EXPECT_EQ(hipMemcpy(host.data(), a, kBytes, hipMemcpyDeviceToHost),
            hipErrorStreamCaptureImplicit);
  EXPECT_EQ(hipStreamEndCapture(stream, &graph), hipErrorStreamCaptureInvalidated);
  hipStream_t non_blocking = nullptr;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&non_blocking, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamBeginCapture(non_blocking, hipStreamCaptureModeRelaxed));
  HIP_EXPECT_OK(hipMemcpy(host.data(), a, kBytes, hipMemcpyDeviceToHost));
  HIP_EXPECT_OK(hipStreamEndCapture(non_blocking, &graph));
  HIP_EXPECT_OK(hipGraphDestroy(graph));
  HIP_EXPECT_OK(hipStreamDestroy(non_blocking));
}
