// Executable graphs: instantiation, launch semantics (stream order, events,
// child graphs, every node type), parameter changes of an executable graph,
// hipGraphExecUpdate, and their errors.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {

constexpr int kCount = 256;

class GraphExec : public ::testing::Test {
 protected:
  void SetUp() override {
    registerTestKernels();
    registerTestVariables();
    HIP_ASSERT_OK(hipGraphCreate(&graph, 0));
    HIP_ASSERT_OK(hipStreamCreate(&stream));
    HIP_ASSERT_OK(hipMalloc(&device, kCount * sizeof(int)));
    host.assign(kCount, -1);
  }
  void TearDown() override {
    if (exec) {
      EXPECT_EQ(hipGraphExecDestroy(exec), hipSuccess);
    }
    EXPECT_EQ(hipGraphDestroy(graph), hipSuccess);
    EXPECT_EQ(hipStreamDestroy(stream), hipSuccess);
    EXPECT_EQ(hipFree(device), hipSuccess);
    (void)hipGetLastError();
  }

  /// memset(device, value) -> addOne x `kernels` -> copy to host.
  void buildChain(unsigned value, int kernels) {
    hipMemsetParams m{};
    m.dst = device;
    m.elementSize = 4;
    m.width = kCount;
    m.height = 1;
    m.value = value;
    HIP_ASSERT_OK(hipGraphAddMemsetNode(&memset_node, graph, nullptr, 0, &m));
    hipGraphNode_t last = memset_node;
    void* args[] = {&device, &n};
    hipKernelNodeParams k{};
    k.func = const_cast<void*>(kAddOne);
    k.gridDim = dim3(kCount / 64);
    k.blockDim = dim3(64);
    k.kernelParams = args;
    for (int i = 0; i < kernels; ++i) {
      HIP_ASSERT_OK(hipGraphAddKernelNode(&kernel_node, graph, &last, 1, &k));
      last = kernel_node;
    }
    HIP_ASSERT_OK(hipGraphAddMemcpyNode1D(&copy_node, graph, &last, 1, host.data(), device,
                                          kCount * sizeof(int), hipMemcpyDeviceToHost));
  }
  void expectHost(int value) {
    for (int i = 0; i < kCount; ++i)
      ASSERT_EQ(host[i], value) << "index " << i;
  }

  hipGraph_t graph = nullptr;
  hipGraphExec_t exec = nullptr;
  hipStream_t stream = nullptr;
  int* device = nullptr;
  int n = kCount;
  std::vector<int> host;
  hipGraphNode_t memset_node = nullptr, kernel_node = nullptr, copy_node = nullptr;
};

void setFlagAfterSleep(void* flag) {
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  static_cast<std::atomic<int>*>(flag)->store(1);
}
void copyFlag(void* pair) {
  auto* p = static_cast<std::atomic<int>*>(pair);
  p[1].store(p[0].load());
}
void increment(void* counter) { static_cast<std::atomic<int>*>(counter)->fetch_add(1); }

}  // namespace

TEST_F(GraphExec, ChainReplaysWithFreshResults) {
  buildChain(5, 3);
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int launch = 0; launch < 5; ++launch) {
    host.assign(kCount, -1);
    HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
    HIP_ASSERT_OK(hipStreamSynchronize(stream));
    expectHost(8);
  }
  // The null stream and per-thread stream work too.
  host.assign(kCount, -1);
  HIP_ASSERT_OK(hipGraphLaunch(exec, nullptr));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  expectHost(8);
  HIP_ASSERT_OK(hipGraphLaunch(exec, hipStreamPerThread));
  HIP_ASSERT_OK(hipStreamSynchronize(hipStreamPerThread));
  expectHost(8);
}

TEST_F(GraphExec, LaterStreamWorkWaitsForTheWholeGraph) {
  std::atomic<int> flags[2] = {{0}, {0}};
  hipHostNodeParams slow{setFlagAfterSleep, &flags[0]};
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddHostNode(&node, graph, nullptr, 0, &slow));
  HIP_ASSERT_OK(hipGraphInstantiateWithFlags(&exec, graph, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, copyFlag, flags));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(flags[1].load(), 1);
}

TEST_F(GraphExec, InstantiateAndLaunchErrors) {
  hipGraphNode_t a = nullptr, b = nullptr;
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&a, graph, nullptr, 0));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&b, graph, &a, 1));
  HIP_ASSERT_OK(hipGraphAddDependencies(graph, &b, &a, 1));  // a cycle
  hipGraphNode_t error_node = nullptr;
  char log[128] = {};
  hipGraphExec_t cyclic = nullptr;
  EXPECT_EQ(hipGraphInstantiate(&cyclic, graph, &error_node, log, sizeof(log)), hipErrorInvalidValue);
  EXPECT_NE(error_node, nullptr);
  EXPECT_NE(std::string(log).find("cycle"), std::string::npos);
  HIP_ASSERT_OK(hipGraphRemoveDependencies(graph, &b, &a, 1));

  EXPECT_EQ(hipGraphInstantiate(nullptr, graph, nullptr, nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphInstantiate(&cyclic, nullptr, nullptr, nullptr, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphInstantiateWithFlags(&cyclic, graph, 2), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphInstantiateWithFlags(nullptr, graph, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphInstantiateWithFlags(&exec, graph, hipGraphInstantiateFlagAutoFreeOnLaunch));
  EXPECT_EQ(hipGraphLaunch(nullptr, stream), hipErrorInvalidValue);
  hipStream_t dead = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  EXPECT_EQ(hipGraphLaunch(exec, dead), hipErrorInvalidHandle);
  hipGraphExec_t other = nullptr;
  HIP_ASSERT_OK(hipGraphInstantiate(&other, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphExecDestroy(other));
  EXPECT_EQ(hipGraphExecDestroy(other), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphLaunch(other, stream), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecDestroy(nullptr), hipErrorInvalidValue);
}

TEST_F(GraphExec, GraphChangesAfterInstantiationDoNotAffectTheExec) {
  buildChain(1, 1);
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  hipMemsetParams m{};
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(memset_node, &m));
  m.value = 100;
  HIP_ASSERT_OK(hipGraphMemsetNodeSetParams(memset_node, &m));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  expectHost(2);
}

TEST_F(GraphExec, ExecSetParamsChangeLaterLaunchesOnly) {
  buildChain(1, 1);
  std::atomic<int> counter{0};
  hipHostNodeParams host_params{increment, &counter};
  hipGraphNode_t host_node = nullptr;
  HIP_ASSERT_OK(hipGraphAddHostNode(&host_node, graph, &copy_node, 1, &host_params));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));

  hipMemsetParams m{};
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(memset_node, &m));
  m.value = 40;
  HIP_ASSERT_OK(hipGraphExecMemsetNodeSetParams(exec, memset_node, &m));
  // The kernel now adds one only to the first half.
  int half = kCount / 2;
  void* args[] = {&device, &half};
  hipKernelNodeParams k{};
  HIP_ASSERT_OK(hipGraphKernelNodeGetParams(kernel_node, &k));
  k.kernelParams = args;
  HIP_ASSERT_OK(hipGraphExecKernelNodeSetParams(exec, kernel_node, &k));
  std::atomic<int> other_counter{0};
  hipHostNodeParams other_host{increment, &other_counter};
  HIP_ASSERT_OK(hipGraphExecHostNodeSetParams(exec, host_node, &other_host));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(host[i], i < half ? 41 : 40);
  EXPECT_EQ(counter.load(), 0);
  EXPECT_EQ(other_counter.load(), 1);
  // The graph itself kept its parameters.
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(memset_node, &m));
  EXPECT_EQ(m.value, 1u);

  // A copy retargeted to a second host buffer, 1D and 3D forms.
  std::vector<int> second(kCount, 0);
  HIP_ASSERT_OK(hipGraphExecMemcpyNodeSetParams1D(exec, copy_node, second.data(), device,
                                                  kCount * sizeof(int), hipMemcpyDeviceToHost));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(second[0], 41);
  EXPECT_EQ(second[kCount - 1], 40);
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(device, 16, 16, 1);
  p.dstPtr = make_hipPitchedPtr(second.data(), 16, 16, 1);
  p.extent = make_hipExtent(16, 1, 1);  // 4 ints
  p.kind = hipMemcpyDeviceToHost;
  second.assign(kCount, 0);
  HIP_ASSERT_OK(hipGraphExecMemcpyNodeSetParams(exec, copy_node, &p));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(second[3], 41);
  EXPECT_EQ(second[4], 0);

  // Errors: node of another graph, wrong node type, bad parameters.
  hipGraph_t other = nullptr;
  hipGraphNode_t foreign = nullptr;
  HIP_ASSERT_OK(hipGraphCreate(&other, 0));
  HIP_ASSERT_OK(hipGraphAddMemsetNode(&foreign, other, nullptr, 0, &m));
  EXPECT_EQ(hipGraphExecMemsetNodeSetParams(exec, foreign, &m), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecMemsetNodeSetParams(exec, kernel_node, &m), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecMemsetNodeSetParams(nullptr, memset_node, &m), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecKernelNodeSetParams(exec, kernel_node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecHostNodeSetParams(exec, memset_node, &other_host), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecMemcpyNodeSetParams1D(exec, copy_node, second.data(), device,
                                              kCount * sizeof(int) + 4, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecMemcpyNodeSetParams(exec, memset_node, &p), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(other));
}

TEST_F(GraphExec, SymbolCopiesReplay) {
  int value = 11, out = 0;
  hipGraphNode_t to = nullptr, from = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNodeToSymbol(&to, graph, nullptr, 0, &counter_shadow, &value,
                                              sizeof(int), 0, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, &out, &counter_shadow,
                                                sizeof(int), 0, hipMemcpyDeviceToHost));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(out, 11);
  EXPECT_EQ(counter_storage, 11);
  float table_out[2] = {};
  float table_in[2] = {2.5f, 3.5f};
  HIP_ASSERT_OK(hipGraphExecMemcpyNodeSetParamsToSymbol(exec, to, constant_table_shadow, table_in,
                                                        sizeof(table_in), 8, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, table_out, constant_table_shadow,
                                                          sizeof(table_out), 8, hipMemcpyDeviceToHost));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(table_out[0], 2.5f);
  EXPECT_EQ(table_out[1], 3.5f);
  EXPECT_EQ(hipGraphExecMemcpyNodeSetParamsToSymbol(exec, to, &unregistered_shadow, table_in, 4, 0,
                                                    hipMemcpyHostToDevice),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, table_out, constant_table_shadow,
                                                      8, 60, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
}

TEST_F(GraphExec, PitchedThreeDimensionalCopy) {
  // A 4x3x2 box of bytes out of an 8-byte-pitch, 4-row-per-slice source.
  std::vector<unsigned char> src(8 * 4 * 3), dst(4 * 3 * 2, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<unsigned char>(i);
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(src.data(), 8, 8, 4);
  p.srcPos = hipPos{2, 1, 1};
  p.dstPtr = make_hipPitchedPtr(dst.data(), 4, 4, 3);
  p.extent = make_hipExtent(4, 3, 2);
  p.kind = hipMemcpyHostToHost;
  hipGraphNode_t node = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNode(&node, graph, nullptr, 0, &p));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (size_t z = 0; z < 2; ++z)
    for (size_t y = 0; y < 3; ++y)
      for (size_t x = 0; x < 4; ++x)
        ASSERT_EQ(dst[z * 12 + y * 4 + x], src[(z + 1) * 32 + (y + 1) * 8 + x + 2]);
}

TEST_F(GraphExec, EventRecordAndWaitNodes) {
  hipEvent_t done = nullptr, gate = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&done));
  HIP_ASSERT_OK(hipEventCreate(&gate));
  std::atomic<int> flags[2] = {{0}, {0}};
  // Graph: wait(gate) -> copyFlag -> record(done).
  hipGraphNode_t wait = nullptr, copy = nullptr, record = nullptr;
  HIP_ASSERT_OK(hipGraphAddEventWaitNode(&wait, graph, nullptr, 0, gate));
  hipHostNodeParams copy_params{copyFlag, flags};
  HIP_ASSERT_OK(hipGraphAddHostNode(&copy, graph, &wait, 1, &copy_params));
  HIP_ASSERT_OK(hipGraphAddEventRecordNode(&record, graph, &copy, 1, done));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));

  hipStream_t other = nullptr;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&other, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipLaunchHostFunc(other, setFlagAfterSleep, flags));
  HIP_ASSERT_OK(hipEventRecord(gate, other));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipEventSynchronize(done));  // waits for the record node
  EXPECT_EQ(flags[1].load(), 1);             // the wait node waited for `gate`
  HIP_ASSERT_OK(hipStreamSynchronize(stream));

  // Retarget the record node: `done` stays as it was, `second` gets recorded.
  hipEvent_t second = nullptr;
  HIP_ASSERT_OK(hipEventCreate(&second));
  HIP_ASSERT_OK(hipGraphExecEventRecordNodeSetEvent(exec, record, second));
  HIP_ASSERT_OK(hipGraphExecEventWaitNodeSetEvent(exec, wait, second));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  HIP_ASSERT_OK(hipEventQuery(second));
  float ms = -1;
  HIP_ASSERT_OK(hipEventElapsedTime(&ms, done, second));
  EXPECT_GE(ms, 0.0f);
  EXPECT_EQ(hipGraphExecEventRecordNodeSetEvent(exec, wait, second), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecEventWaitNodeSetEvent(exec, record, second), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecEventRecordNodeSetEvent(exec, record, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamDestroy(other));
  HIP_ASSERT_OK(hipEventDestroy(done));
  HIP_ASSERT_OK(hipEventDestroy(gate));
  HIP_ASSERT_OK(hipEventDestroy(second));
}

TEST_F(GraphExec, ChildGraphsRunAndCanBeReplaced) {
  std::atomic<int> first{0}, second{0};
  hipGraph_t child = nullptr;
  HIP_ASSERT_OK(hipGraphCreate(&child, 0));
  hipHostNodeParams p{increment, &first};
  hipGraphNode_t inner = nullptr, node = nullptr;
  HIP_ASSERT_OK(hipGraphAddHostNode(&inner, child, nullptr, 0, &p));
  HIP_ASSERT_OK(hipGraphAddChildGraphNode(&node, graph, nullptr, 0, child));
  HIP_ASSERT_OK(hipGraphAddChildGraphNode(&node, graph, &node, 1, child));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(first.load(), 2);

  p.userData = &second;
  HIP_ASSERT_OK(hipGraphHostNodeSetParams(inner, &p));
  HIP_ASSERT_OK(hipGraphExecChildGraphNodeSetParams(exec, node, child));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(first.load(), 3);
  EXPECT_EQ(second.load(), 1);

  HIP_ASSERT_OK(hipGraphAddEmptyNode(&inner, child, nullptr, 0));  // topology differs now
  EXPECT_EQ(hipGraphExecChildGraphNodeSetParams(exec, node, child), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecChildGraphNodeSetParams(exec, node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecChildGraphNodeSetParams(nullptr, node, child), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(child));
}

TEST_F(GraphExec, ExecUpdate) {
  buildChain(1, 2);
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  hipGraph_t changed = nullptr;
  HIP_ASSERT_OK(hipGraphClone(&changed, graph));
  hipGraphNode_t changed_memset = nullptr;
  HIP_ASSERT_OK(hipGraphNodeFindInClone(&changed_memset, memset_node, changed));
  hipMemsetParams m{};
  HIP_ASSERT_OK(hipGraphMemsetNodeGetParams(changed_memset, &m));
  m.value = 20;
  HIP_ASSERT_OK(hipGraphMemsetNodeSetParams(changed_memset, &m));
  hipGraphNode_t error_node = memset_node;
  hipGraphExecUpdateResult result = hipGraphExecUpdateError;
  HIP_ASSERT_OK(hipGraphExecUpdate(exec, changed, &error_node, &result));
  EXPECT_EQ(result, hipGraphExecUpdateSuccess);
  EXPECT_EQ(error_node, nullptr);
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  expectHost(22);
  // Exec*SetParams still take the nodes of the instantiated graph.
  m.value = 30;
  HIP_ASSERT_OK(hipGraphExecMemsetNodeSetParams(exec, memset_node, &m));

  hipGraphNode_t extra = nullptr;  // topology change
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&extra, changed, nullptr, 0));
  EXPECT_EQ(hipGraphExecUpdate(exec, changed, &error_node, &result), hipErrorGraphExecUpdateFailure);
  EXPECT_EQ(result, hipGraphExecUpdateErrorTopologyChanged);
  HIP_ASSERT_OK(hipGraphDestroyNode(extra));

  hipGraph_t retyped = nullptr;  // same shape, first node of another type
  HIP_ASSERT_OK(hipGraphCreate(&retyped, 0));
  hipGraphNode_t a = nullptr, b = nullptr, c = nullptr, d = nullptr;
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&a, retyped, nullptr, 0));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&b, retyped, &a, 1));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&c, retyped, &b, 1));
  HIP_ASSERT_OK(hipGraphAddEmptyNode(&d, retyped, &c, 1));
  EXPECT_EQ(hipGraphExecUpdate(exec, retyped, &error_node, &result), hipErrorGraphExecUpdateFailure);
  EXPECT_EQ(result, hipGraphExecUpdateErrorNodeTypeChanged);
  EXPECT_EQ(error_node, a);

  hipGraphNode_t changed_kernel = nullptr;  // another kernel function
  HIP_ASSERT_OK(hipGraphNodeFindInClone(&changed_kernel, kernel_node, changed));
  unsigned hits[4] = {};
  unsigned* hits_ptr = hits;
  void* args[] = {&hits_ptr};
  hipKernelNodeParams k{};
  k.func = const_cast<void*>(kCountBlocks);
  k.gridDim = dim3(4);
  k.blockDim = dim3(1);
  k.kernelParams = args;
  HIP_ASSERT_OK(hipGraphKernelNodeSetParams(changed_kernel, &k));
  EXPECT_EQ(hipGraphExecUpdate(exec, changed, &error_node, &result), hipErrorGraphExecUpdateFailure);
  EXPECT_EQ(result, hipGraphExecUpdateErrorFunctionChanged);
  EXPECT_EQ(error_node, changed_kernel);

  EXPECT_EQ(hipGraphExecUpdate(exec, changed, nullptr, &result), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecUpdate(exec, changed, &error_node, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecUpdate(nullptr, changed, &error_node, &result), hipErrorInvalidValue);
  EXPECT_EQ(hipGraphExecUpdate(exec, nullptr, &error_node, &result), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipGraphDestroy(retyped));
  HIP_ASSERT_OK(hipGraphDestroy(changed));
}

TEST_F(GraphExec, DestroyingTheGraphAndExecWhileLaunchesAreQueued) {
  buildChain(3, 4);
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  int ms = 20;
  void* sleep_args[] = {&ms};
  HIP_ASSERT_OK(hipLaunchKernel(kSleep, dim3(1), dim3(1), sleep_args, 0, stream));
  for (int i = 0; i < 3; ++i) HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipGraphExecDestroy(exec));
  exec = nullptr;
  HIP_ASSERT_OK(hipGraphDestroy(graph));
  HIP_ASSERT_OK(hipGraphCreate(&graph, 0));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  expectHost(7);
}

TEST_F(GraphExec, CopiesIntoAndOutOfArrays) {
  // Host rows -> a 2x3 box of an 8x4 float array -> back to a dense host buffer.
  hipChannelFormatDesc desc = hipCreateChannelDesc(32, 0, 0, 0, hipChannelFormatKindFloat);
  hipArray_t array = nullptr;
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 8, 4));
  std::vector<float> in(16), out(6, 0.0f);
  for (int i = 0; i < 16; ++i) in[i] = float(i);
  hipMemcpy3DParms to_array{};
  to_array.srcPtr = make_hipPitchedPtr(in.data(), 4 * sizeof(float), 4, 4);  // 4 floats per row
  to_array.dstArray = array;
  to_array.dstPos = hipPos{5, 1, 0};  // elements
  to_array.extent = make_hipExtent(2, 3, 1);  // elements
  to_array.kind = hipMemcpyHostToDevice;
  hipMemcpy3DParms from_array{};
  from_array.srcArray = array;
  from_array.srcPos = hipPos{5, 1, 0};
  from_array.dstPtr = make_hipPitchedPtr(out.data(), 2 * sizeof(float), 2, 3);
  from_array.extent = make_hipExtent(2, 3, 1);
  from_array.kind = hipMemcpyDeviceToHost;
  hipGraphNode_t first = nullptr, second = nullptr;
  HIP_ASSERT_OK(hipGraphAddMemcpyNode(&first, graph, nullptr, 0, &to_array));
  HIP_ASSERT_OK(hipGraphAddMemcpyNode(&second, graph, &first, 1, &from_array));
  HIP_ASSERT_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_ASSERT_OK(hipGraphLaunch(exec, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 2; ++x) EXPECT_EQ(out[y * 2 + x], in[y * 4 + x]);
  hipMemcpy3DParms bad = to_array;
  bad.dstPos = hipPos{7, 1, 0};  // two elements from x = 7 leave the array
  EXPECT_EQ(hipGraphMemcpyNodeSetParams(first, &bad), hipErrorInvalidValue);
  bad = to_array;
  bad.srcArray = array;  // both a pointer and an array
  EXPECT_EQ(hipGraphMemcpyNodeSetParams(first, &bad), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
  EXPECT_EQ(hipGraphAddMemcpyNode(&first, graph, nullptr, 0, &to_array), hipErrorInvalidValue);
}
