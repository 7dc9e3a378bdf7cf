// Captured symbol and peer copies become memcpy graph nodes (like the other
// asynchronous copies, see stream_capture_memory_test.cpp) and replay.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

TEST(CaptureSymbolCopies, SymbolAndPeerCopiesAreMemcpyNodes) {
  registerTestVariables();
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  float* device = nullptr;
  float* copy_of_device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, sizeof(constant_table_shadow)));
  HIP_ASSERT_OK(hipMalloc(&copy_of_device, sizeof(constant_table_shadow)));
  std::vector<float> in(16), out(16, 0.0f);
  for (int i = 0; i < 16; ++i) in[i] = float(i) + 0.5f;
  HIP_ASSERT_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  HIP_ASSERT_OK(hipMemcpyToSymbolAsync(static_cast<const void*>(constant_table_shadow), in.data(),
                                       sizeof(constant_table_shadow), 0, hipMemcpyHostToDevice,
                                       stream));
  HIP_ASSERT_OK(hipMemcpyFromSymbolAsync(device, static_cast<const void*>(constant_table_shadow),
                                         sizeof(constant_table_shadow), 0,
                                         hipMemcpyDeviceToDevice, stream));
  HIP_ASSERT_OK(hipMemcpyPeerAsync(copy_of_device, 0, device, 0, sizeof(constant_table_shadow),
                                   stream));
  hipGraph_t graph = nullptr;
  HIP_ASSERT_OK(hipStreamEndCapture(stream, &graph));
  std::vector<hipGraphNode_t> nodes(3);
  size_t count = nodes.size();
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nodes.data(), &count));
  ASSERT_EQ(count, 3u);
  for (hipGraphNode_t node : nodes) {
    hipGraphNodeType type = hipGraphNodeTypeCount;
    HIP_ASSERT_OK(hipGraphNodeGetType(node, &type));
    EXPECT_EQ(type, hipGraphNodeTypeMemcpy);
  }
  hipMemcpy3DParms copy{};
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(nodes[0], &copy));
  EXPECT_EQ(copy.dstPtr.ptr, static_cast<void*>(constant_table_storage));
  EXPECT_EQ(copy.srcPtr.ptr, in.data());
  EXPECT_EQ(copy.extent.width, sizeof(constant_table_shadow));
  EXPECT_EQ(copy.kind, hipMemcpyHostToDevice);
  hipGraphExec_t exec = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  HIP_ASSERT_OK(hipMemcpy(out.data(), copy_of_device, sizeof(constant_table_shadow),
                          hipMemcpyDeviceToHost));
  EXPECT_EQ(out, in);
  HIP_EXPECT_OK(hipGraphExecDestroy(exec));
  HIP_EXPECT_OK(hipGraphDestroy(graph));
  HIP_EXPECT_OK(hipFree(device));
  HIP_EXPECT_OK(hipFree(copy_of_device));
  HIP_EXPECT_OK(hipStreamDestroy(stream));
}
