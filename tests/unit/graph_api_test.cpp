// Graph construction: nodes of every type, edges, topology queries, node
// parameters, clone, destruction, and HIP's errors for each.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {

class Graphs : public ::testing::Test {
 protected:
  void SetUp() override {
    registerTestKernels();
    registerTestVariables();
    HIP_ASSERT_OK(hipGraphCreate(&graph, 0));
  }
  void TearDown() override {
    if (graph) {
      EXPECT_EQ(hipGraphDestroy(graph), hipSuccess);
    }
    (void)hipGetLastError();
  }
  hipGraphNode_t empty(std::vector<hipGraphNode_t> deps = {}) {
    hipGraphNode_t node = nullptr;
    EXPECT_EQ(hipGraphAddEmptyNode(&node, graph, deps.data(), deps.size()), hipSuccess);
    return node;
  }
  hipGraph_t graph = nullptr;
};

void noop(void*) {}
void other(void*) {}

hipKernelNodeParams addOneParams(void** args) {
  hipKernelNodeParams p{};
  p.func = const_cast<void*>(kAddOne);
  p.gridDim = dim3(2);
  p.blockDim = dim3(64);
  p.kernelParams = args;
  return p;
}

}  // namespace

TEST_F(Graphs, CreateAndDestroyErrors) {
  EXPECT_EQ(hipGraphCreate(nullptr, 0), hipErrorInvalidValue);
  hipGraph_t g = nullptr;
  EXPECT_EQ(hipGraphCreate(&g, 1), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphCreate(&g, 0));
  HIP_ASSERT_OK(hipGraphDestroy(g));
  EXPECT_EQ(hipGraphDestroy(g), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphDestroy(nullptr), hipErrorInvalidValue);
}

TEST_F(Graphs, DiamondTopologyQueries) {
  hipGraphNode_t a = empty(), b = empty({a}), c = empty({a}), d = empty({b, c});
  size_t count = 0;
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nullptr, &count));
  EXPECT_EQ(count, 4u);
  std::vector<hipGraphNode_t> nodes(6, a);
  count = nodes.size();
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nodes.data(), &count));
  EXPECT_EQ(count, 4u);
  EXPECT_EQ(nodes, (std::vector<hipGraphNode_t>{a, b, c, d, nullptr, nullptr}));
  count = 2;  // a smaller array gets the first entries
  HIP_ASSERT_OK(hipGraphGetNodes(graph, nodes.data(), &count));
  EXPECT_EQ(count, 2u);
  EXPECT_EQ(nodes[1], b);

  hipGraphNode_t roots[2] = {};
  count = 2;
  HIP_ASSERT_OK(hipGraphGetRootNodes(graph, roots, &count));
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(roots[0], a);

  HIP_ASSERT_OK(hipGraphGetEdges(graph, nullptr, nullptr, &count));
  EXPECT_EQ(count, 4u);
  hipGraphNode_t from[4], to[4];
  HIP_ASSERT_OK(hipGraphGetEdges(graph, from, to, &count));
  EXPECT_EQ(from[0], a);
  EXPECT_EQ(to[0], b);
  EXPECT_EQ(from[3], c);
  EXPECT_EQ(to[3], d);

  hipGraphNode_t deps[2];
  count = 2;
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(d, deps, &count));
  EXPECT_EQ(count, 2u);
  EXPECT_EQ(deps[0], b);
  EXPECT_EQ(deps[1], c);
  HIP_ASSERT_OK(hipGraphNodeGetDependentNodes(a, nullptr, &count));
  EXPECT_EQ(count, 2u);
  HIP_ASSERT_OK(hipGraphNodeGetDependentNodes(d, nullptr, &count));
  EXPECT_EQ(count, 0u);
  hipGraphNodeType type = hipGraphNodeTypeCount;
  HIP_ASSERT_OK(hipGraphNodeGetType(d, &type));
  EXPECT_EQ(type, hipGraphNodeTypeEmpty);

  EXPECT_EQ(hipGraphGetNodes(graph, nodes.data(), nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphGetNodes(nullptr, nullptr, &count), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphGetRootNodes(graph, roots, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphGetEdges(graph, from, nullptr, &count), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphGetEdges(graph, from, to, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeGetDependencies(nullptr, deps, &count), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeGetDependencies(d, deps, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeGetDependentNodes(nullptr, deps, &count), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeGetType(d, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeGetType(nullptr, &type), hipErrorInvalidValue);
}

TEST_F(Graphs, AddNodeDependencyErrors) {
  hipGraphNode_t a = empty(), node = nullptr;
  EXPECT_EQ(hipGraphAddEmptyNode(nullptr, graph, nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddEmptyNode(&node, nullptr, nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddEmptyNode(&node, graph, nullptr, 1), hipErrorInvalidValue);
  hipGraphNode_t twice[] = {a, a};
  EXPECT_EQ(hipGraphAddEmptyNode(&node, graph, twice, 2), hipErrorInvalidValue);
  hipGraph_t other_graph = nullptr;
  HIP_ASSERT_OK(hipGraphCreate(&other_graph, 0));
  EXPECT_EQ(hipGraphAddEmptyNode(&node, other_graph, &a, 1), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(other_graph));
}

TEST_F(Graphs, AddAndRemoveDependencies) {
  hipGraphNode_t a = empty(), b = empty();
  HIP_ASSERT_OK(hipGraphAddDependencies(graph, &a, &b, 1));
  size_t count = 0;
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(b, nullptr, &count));
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(hipGraphAddDependencies(graph, &a, &b, 1), hipErrorInvalidValue);  // exists
  EXPECT_EQ(hipGraphAddDependencies(graph, &a, &a, 1), hipErrorInvalidValue);  // self
  EXPECT_EQ(hipGraphAddDependencies(graph, nullptr, &b, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddDependencies(nullptr, &a, &b, 1), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphRemoveDependencies(graph, &a, &b, 1));
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(b, nullptr, &count));
  EXPECT_EQ(count, 0u);
  EXPECT_EQ(hipGraphRemoveDependencies(graph, &a, &b, 1), hipErrorInvalidValue);  // gone
  EXPECT_EQ(hipGraphRemoveDependencies(graph, &a, nullptr, 1), hipErrorInvalidValue);
}

TEST_F(Graphs, DestroyNodeRemovesItsEdges) {
  hipGraphNode_t a = empty(), b = empty({a}), c = empty({a, b});
  HIP_ASSERT_OK(hipGraphDestroyNode(b));
  size_t count = 0;
  HIP_ASSERT_OK(hipGraphNodeGetDependentNodes(a, nullptr, &count));
  EXPECT_EQ(count, 1u);
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(c, nullptr, &count));
  EXPECT_EQ(count, 1u);
  hipGraphNodeType type;
  EXPECT_EQ(hipGraphNodeGetType(b, &type), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphDestroyNode(b), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphDestroyNode(nullptr), hipErrorInvalidValue);
}

TEST_F(Graphs, CloneAndFindInClone) {
  hipGraphNode_t a = empty(), b = empty({a});
  hipGraph_t clone = nullptr;
  HIP_ASSERT_OK(hipGraphClone(&clone, graph));
  hipGraphNode_t found = nullptr;
  HIP_ASSERT_OK(hipGraphNodeFindInClone(&found, b, clone));
  EXPECT_NE(found, b);
  size_t count = 0;
  HIP_ASSERT_OK(hipGraphNodeGetDependencies(found, nullptr, &count));
  EXPECT_EQ(count, 1u);
  hipGraphNode_t late = empty();  // added after cloning
  EXPECT_EQ(hipGraphNodeFindInClone(&found, late, clone), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphNodeFindInClone(&found, found, clone), hipErrorInvalidValue);  // not an original
  EXPECT_EQ(hipGraphNodeFindInClone(nullptr, b, clone), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphClone(nullptr, graph), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphClone(&clone, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(clone));
}

TEST_F(Graphs, KernelNodeParamsAndAttributes) {
  int* data = nullptr;
  int n = 100;
  HIP_ASSERT_OK(hipMalloc(&data, n * sizeof(int)));
  void* args[] = {&data, &n};
  hipKernelNodeParams params = addOneParams(args);
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddKernelNode(&node, graph, nullptr, 0, &params));
  n = 5;  // the node copied the arguments
  hipKernelNodeParams got{};
  HIP_ASSERT_OK(hipGraphKernelNodeGetParams(node, &got));
  EXPECT_EQ(got.func, kAddOne);
  EXPECT_EQ(got.gridDim.x, 2u);
  EXPECT_EQ(got.blockDim.x, 64u);
  EXPECT_EQ(*static_cast<int*>(got.kernelParams[1]), 100);
  EXPECT_EQ(*static_cast<int**>(got.kernelParams[0]), data);

  params.gridDim = dim3(7);
  HIP_ASSERT_OK(hipGraphKernelNodeSetParams(node, &params));
  HIP_ASSERT_OK(hipGraphKernelNodeGetParams(node, &got));
  EXPECT_EQ(got.gridDim.x, 7u);
  EXPECT_EQ(*static_cast<int*>(got.kernelParams[1]), 5);

  hipKernelNodeAttrValue value{};
  value.accessPolicyWindow.base_ptr = data;
  value.accessPolicyWindow.num_bytes = 400;
  value.accessPolicyWindow.hitRatio = 0.5f;
  value.accessPolicyWindow.hitProp = hipAccessPropertyPersisting;
  HIP_ASSERT_OK(hipGraphKernelNodeSetAttribute(node, hipKernelNodeAttributeAccessPolicyWindow, &value));
  hipKernelNodeAttrValue read{};
  HIP_ASSERT_OK(hipGraphKernelNodeGetAttribute(node, hipKernelNodeAttributeAccessPolicyWindow, &read));
  EXPECT_EQ(read.accessPolicyWindow.base_ptr, data);
  EXPECT_EQ(read.accessPolicyWindow.num_bytes, 400u);
  EXPECT_EQ(read.accessPolicyWindow.hitProp, hipAccessPropertyPersisting);
  HIP_ASSERT_OK(hipGraphKernelNodeSetParams(node, &params));  // attributes survive
  HIP_ASSERT_OK(hipGraphKernelNodeGetAttribute(node, hipKernelNodeAttributeAccessPolicyWindow, &read));
  EXPECT_EQ(read.accessPolicyWindow.num_bytes, 400u);
  HIP_ASSERT_OK(hipGraphKernelNodeGetAttribute(node, hipKernelNodeAttributeCooperative, &read));
  EXPECT_EQ(read.cooperative, 0);
  value.accessPolicyWindow.hitRatio = 2.0f;
  EXPECT_EQ(hipGraphKernelNodeSetAttribute(node, hipKernelNodeAttributeAccessPolicyWindow, &value),
            hipErrorInvalidValue);
  value.cooperative = 1;
  EXPECT_EQ(hipGraphKernelNodeSetAttribute(node, hipKernelNodeAttributeCooperative, &value),
            hipErrorNotSupported);
  EXPECT_EQ(hipGraphKernelNodeSetAttribute(node, static_cast<hipKernelNodeAttrID>(9), &value),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphKernelNodeGetAttribute(node, static_cast<hipKernelNodeAttrID>(9), &read),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphKernelNodeSetAttribute(node, hipKernelNodeAttributeCooperative, nullptr),
            hipErrorInvalidValue);

  // Errors: unknown kernel, bad configuration, missing arguments, wrong node type.
  hipKernelNodeParams bad = params;
  bad.func = &n;
  EXPECT_EQ(hipGraphAddKernelNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidDeviceFunction);
  bad = params;
  bad.blockDim = dim3(2048);
  EXPECT_EQ(hipGraphAddKernelNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  bad = params;
  bad.kernelParams = nullptr;
  EXPECT_EQ(hipGraphAddKernelNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddKernelNode(&node, graph, nullptr, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphKernelNodeSetParams(node, &bad), hipErrorInvalidValue);
  hipGraphNode_t e = empty();
  EXPECT_EQ(hipGraphKernelNodeGetParams(e, &got), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphKernelNodeGetParams(node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphKernelNodeSetParams(e, &params), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Graphs, KernelNodeExtraArgumentBuffer) {
  struct {
    int* data;
    int n;
  } packed{nullptr, 3};
  size_t size = sizeof(packed);
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                   HIP_LAUNCH_PARAM_END};
  hipKernelNodeParams params = addOneParams(nullptr);
  params.extra = extra;
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddKernelNode(&node, graph, nullptr, 0, &params));
  hipKernelNodeParams got{};
  HIP_ASSERT_OK(hipGraphKernelNodeGetParams(node, &got));
  EXPECT_EQ(*static_cast<int*>(got.kernelParams[1]), 3);
  size = 4;  // too small for the kernel's arguments
  EXPECT_EQ(hipGraphAddKernelNode(&node, graph, nullptr, 0, &params), hipErrorInvalidValue);
}

TEST_F(Graphs, MemcpyNodes) {
  char* device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, 256));
  std::vector<char> host(256);
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(host.data(), 64, 64, 4);
  p.dstPtr = make_hipPitchedPtr(device, 64, 64, 4);
  p.extent = make_hipExtent(32, 4, 1);
  p.kind = hipMemcpyHostToDevice;
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNode(&node, graph, nullptr, 0, &p));
  hipMemcpy3DParms got{};
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(node, &got));
  EXPECT_EQ(got.dstPtr.ptr, device);
  EXPECT_EQ(got.extent.width, 32u);
  p.extent.height = 8;  // 8 rows of 64 bytes do not fit 256 bytes
  EXPECT_EQ(hipGraphMemcpyNodeSetParams(node, &p), hipErrorInvalidValue);
  p.extent.height = 2;
  HIP_ASSERT_OK(hipGraphMemcpyNodeSetParams(node, &p));
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(node, &got));
  EXPECT_EQ(got.extent.height, 2u);
  hipMemcpy3DParms bad = p;
  bad.kind = static_cast<hipMemcpyKind>(17);
  EXPECT_EQ(hipGraphAddMemcpyNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  bad = p;
  bad.srcPtr.ptr = nullptr;  // neither pointer nor array
  EXPECT_EQ(hipGraphAddMemcpyNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddMemcpyNode(&node, graph, nullptr, 0, nullptr), hipErrorInvalidValue);

  hipGraphNode_t linear = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNode1D(&linear, graph, &node, 1, host.data(), device, 256,
                                        hipMemcpyDeviceToHost));
  hipGraphNodeType type;
  HIP_ASSERT_OK(hipGraphNodeGetType(linear, &type));
  EXPECT_EQ(type, hipGraphNodeTypeMemcpy1D);
  HIP_ASSERT_OK(hipGraphMemcpyNodeSetParams1D(linear, host.data(), device, 128, hipMemcpyDefault));
  HIP_ASSERT_OK(hipGraphMemcpyNodeGetParams(linear, &got));
  EXPECT_EQ(got.extent.width, 128u);
  EXPECT_EQ(hipGraphMemcpyNodeSetParams1D(linear, host.data(), device, 257, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddMemcpyNode1D(&linear, graph, nullptr, 0, nullptr, device, 4,
                                    hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  hipGraphNode_t e = empty();
  EXPECT_EQ(hipGraphMemcpyNodeGetParams(e, &got), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphMemcpyNodeSetParams1D(e, host.data(), device, 4, hipMemcpyDefault),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(device));
}

TEST_F(Graphs, SymbolCopyNodes) {
  std::vector<float> values(16, 1.5f);
  hipGraphNode_t to = nullptr, from = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNodeToSymbol(&to, graph, nullptr, 0, constant_table_shadow,
                                              values.data(), 8 * sizeof(float), 4 * sizeof(float),
                                              hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, values.data(),
                                                constant_table_shadow, sizeof(float), 0,
                                                hipMemcpyDeviceToHost));
  hipGraphNodeType type;
  HIP_ASSERT_OK(hipGraphNodeGetType(to, &type));
  EXPECT_EQ(type, hipGraphNodeTypeMemcpyToSymbol);
  HIP_ASSERT_OK(hipGraphNodeGetType(from, &type));
  EXPECT_EQ(type, hipGraphNodeTypeMemcpyFromSymbol);
  HIP_ASSERT_OK(hipGraphMemcpyNodeSetParamsToSymbol(to, constant_table_shadow, values.data(),
                                                    16 * sizeof(float), 0, hipMemcpyDefault));
  HIP_ASSERT_OK(hipGraphMemcpyNodeSetParamsFromSymbol(from, values.data(), &counter_shadow,
                                                      sizeof(int), 0, hipMemcpyDeviceToHost));
  // Past the end of the variable, unknown symbol, wrong direction.
  EXPECT_EQ(hipGraphMemcpyNodeSetParamsToSymbol(to, constant_table_shadow, values.data(),
                                                16 * sizeof(float), 4, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddMemcpyNodeToSymbol(&to, graph, nullptr, 0, &unregistered_shadow,
                                          values.data(), 4, 0, hipMemcpyHostToDevice),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipGraphAddMemcpyNodeFromSymbol(&from, graph, nullptr, 0, values.data(),
                                            &counter_shadow, 4, 0, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphMemcpyNodeSetParamsFromSymbol(from, values.data(), &counter_shadow, 8, 0,
                                                  hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
}

TEST_F(Graphs, MemsetNodes) {
  int* device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, 64 * sizeof(int)));
  hipMemsetParams p{};
  p.dst = device;
  p.elementSize = 4;
  p.width = 64;
  p.height = 1;
  p.value = 7;
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemsetNode(&node, graph, nullptr, 0, &p));
  hipMemsetParams got{};
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(node, &got));
  EXPECT_EQ(got.value, 7u);
  EXPECT_EQ(got.width, 64u);
  p.value = 9;
  p.elementSize = 2;
  p.width = 16;
  p.height = 4;
  p.pitch = 64;
  HIP_ASSERT_OK(hipGraphMemsetNodeSetParams(node, &p));
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(node, &got));
  EXPECT_EQ(got.elementSize, 2u);
  EXPECT_EQ(got.height, 4u);
  hipMemsetParams bad = p;
  bad.elementSize = 3;
  EXPECT_EQ(hipGraphAddMemsetNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  bad = p;
  bad.height = 5;  // beyond the allocation
  EXPECT_EQ(hipGraphMemsetNodeSetParams(node, &bad), hipErrorInvalidValue);
  int stack_value = 0;
  bad = p;
  bad.dst = &stack_value;  // not device memory
  bad.height = 1;
  bad.width = 1;
  EXPECT_EQ(hipGraphAddMemsetNode(&node, graph, nullptr, 0, &bad), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddMemsetNode(&node, graph, nullptr, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphMemsetNodeGetParams(empty(), &got), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(device));
}

TEST_F(Graphs, HostNodes) {
  int user = 0;
  hipHostNodeParams p{noop, &user};
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddHostNode(&node, graph, nullptr, 0, &p));
  hipHostNodeParams got{};
  HIP_ASSERT_OK(hipGraphHostNodeGetParams(node, &got));
  EXPECT_EQ(got.fn, noop);
  EXPECT_EQ(got.userData, &user);
  p.fn = other;
  HIP_ASSERT_OK(hipGraphHostNodeSetParams(node, &p));
  HIP_ASSERT_OK(hipGraphHostNodeGetParams(node, &got));
  EXPECT_EQ(got.fn, other);
  p.fn = nullptr;
  EXPECT_EQ(hipGraphAddHostNode(&node, graph, nullptr, 0, &p), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphHostNodeSetParams(node, &p), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphHostNodeSetParams(node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphHostNodeGetParams(node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphHostNodeGetParams(empty(), &got), hipErrorInvalidValue);
}

TEST_F(Graphs, ChildGraphNodes) {
  hipGraph_t child = nullptr;
  HIP_ASSERT_OK(hipGraphCreate(&child, 0));
  hipGraphNode_t inner = nullptr, node = nullptr;
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&inner, child, nullptr, 0));
  HIP_ASSERT_OK(hipGraphAddChildGraphNode(&node, graph, nullptr, 0, child));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&inner, child, nullptr, 0));  // the node holds a copy
  hipGraph_t embedded = nullptr;
  HIP_ASSERT_OK(hipGraphChildGraphNodeGetGraph(node, &embedded));
  EXPECT_NE(embedded, child);
  size_t count = 0;
  HIP_ASSERT_OK(hipGraphGetNodes(embedded, nullptr, &count));
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(hipGraphDestroy(embedded), hipErrorInvalidValue);  // owned by the node
  hipGraphNodeType type;
  HIP_ASSERT_OK(hipGraphNodeGetType(node, &type));
  EXPECT_EQ(type, hipGraphNodeTypeGraph);
  EXPECT_EQ(hipGraphAddChildGraphNode(&node, graph, nullptr, 0, graph), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddChildGraphNode(&node, graph, nullptr, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphChildGraphNodeGetGraph(node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphChildGraphNodeGetGraph(empty(), &embedded), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(child));
  HIP_ASSERT_OK(hipGraphDestroyNode(node));  // destroys the embedded graph too
  EXPECT_EQ(hipGraphGetNodes(embedded, nullptr, &count), hipErrorInvalidValue);
}

TEST_F(Graphs, EventNodes) {
  hipEvent_t e1 = nullptr, e2 = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&e1));
  HIP_ASSERT_OK(hipEventCreate(&e2));
  hipGraphNode_t record = nullptr, wait = nullptr;
  HIP_ASSERT_OK(hipGraphAddEventRecordNode(&record, graph, nullptr, 0, e1));
  HIP_ASSERT_OK(hipGraphAddEventWaitNode(&wait, graph, &record, 1, e1));
  hipEvent_t got = nullptr;
  HIP_ASSERT_OK(hipGraphEventRecordNodeGetEvent(record, &got));
  EXPECT_EQ(got, e1);
  HIP_ASSERT_OK(hipGraphEventRecordNodeSetEvent(record, e2));
  HIP_ASSERT_OK(hipGraphEventRecordNodeGetEvent(record, &got));
  EXPECT_EQ(got, e2);
  HIP_ASSERT_OK(hipGraphEventWaitNodeGetEvent(wait, &got));
  EXPECT_EQ(got, e1);
  HIP_ASSERT_OK(hipGraphEventWaitNodeSetEvent(wait, e2));
  HIP_ASSERT_OK(hipGraphEventWaitNodeGetEvent(wait, &got));
  EXPECT_EQ(got, e2);
  hipGraphNodeType type;
  HIP_ASSERT_OK(hipGraphNodeGetType(wait, &type));
  EXPECT_EQ(type, hipGraphNodeTypeWaitEvent);
  EXPECT_EQ(hipGraphAddEventRecordNode(&record, graph, nullptr, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphAddEventWaitNode(&wait, graph, nullptr, 0, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphEventRecordNodeSetEvent(wait, e1), hipErrorInvalidValue);  // wrong type
  EXPECT_EQ(hipGraphEventWaitNodeSetEvent(record, e1), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphEventRecordNodeGetEvent(record, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphEventWaitNodeGetEvent(record, &got), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipEventDestroy(e1));
  EXPECT_EQ(hipGraphEventWaitNodeSetEvent(wait, e1), hipErrorInvalidValue);  // destroyed
  HIP_ASSERT_OK(hipEventDestroy(e2));
}
