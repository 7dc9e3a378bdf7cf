// CUDA graphs and stream capture over OpenHIP's hipGraph* runtime. Handles
// are HIP's; the node parameter structs have CUDA's layout and node types
// CUDA's numbers (HIP numbers them from 1), converted on the way through.
// Included by cuda_runtime_api.h.
#ifndef OPENHIP_CUDA_RUNTIME_GRAPH_H
#define OPENHIP_CUDA_RUNTIME_GRAPH_H

#define OPENHIP_CUDA_CALL(call) return openhip_cuda::toCuda(call)

typedef hipGraph_t cudaGraph_t;
typedef hipGraphExec_t cudaGraphExec_t;
typedef hipGraphNode_t cudaGraphNode_t;

enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0,
  cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};
enum cudaGraphNodeType {
  cudaGraphNodeTypeKernel = 0x00,
  cudaGraphNodeTypeMemcpy = 0x01,
  cudaGraphNodeTypeMemset = 0x02,
  cudaGraphNodeTypeHost = 0x03,
  cudaGraphNodeTypeGraph = 0x04,
  cudaGraphNodeTypeEmpty = 0x05,
  cudaGraphNodeTypeWaitEvent = 0x06,
  cudaGraphNodeTypeEventRecord = 0x07,
  cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
  cudaGraphNodeTypeExtSemaphoreWait = 0x09,
  cudaGraphNodeTypeMemAlloc = 0x0a,
  cudaGraphNodeTypeMemFree = 0x0b,
  cudaGraphNodeTypeCount
};
enum cudaGraphExecUpdateResult {
  cudaGraphExecUpdateSuccess = 0x0,
  cudaGraphExecUpdateError = 0x1,
  cudaGraphExecUpdateErrorTopologyChanged = 0x2,
  cudaGraphExecUpdateErrorNodeTypeChanged = 0x3,
  cudaGraphExecUpdateErrorFunctionChanged = 0x4,
  cudaGraphExecUpdateErrorParametersChanged = 0x5,
  cudaGraphExecUpdateErrorNotSupported = 0x6,
  cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
  cudaGraphExecUpdateErrorAttributesChanged = 0x8
};
enum cudaGraphInstantiateFlags { cudaGraphInstantiateFlagAutoFreeOnLaunch = 1 };

struct cudaKernelNodeParams {
  void* func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void** kernelParams;
  void** extra;
};
struct cudaMemsetParams {
  void* dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width;
  size_t height;
};
struct cudaHostNodeParams {
  cudaHostFn_t fn;
  void* userData;
};

namespace openhip_cuda {
inline hipKernelNodeParams toHip(const cudaKernelNodeParams& p) {
  hipKernelNodeParams h{};
  h.func = p.func;
  h.gridDim = p.gridDim;
  h.blockDim = p.blockDim;
  h.sharedMemBytes = p.sharedMemBytes;
  h.kernelParams = p.kernelParams;
  h.extra = p.extra;
  return h;
}
inline cudaKernelNodeParams toCuda(const hipKernelNodeParams& h) {
  return cudaKernelNodeParams{h.func, h.gridDim, h.blockDim, h.sharedMemBytes, h.kernelParams, h.extra};
}
inline hipMemsetParams toHip(const cudaMemsetParams& p) {
  hipMemsetParams h{};
  h.dst = p.dst;
  h.pitch = p.pitch;
  h.value = p.value;
  h.elementSize = p.elementSize;
  h.width = p.width;
  h.height = p.height;
  return h;
}
inline cudaGraphNodeType toCuda(hipGraphNodeType t) {
  switch (t) {
    case hipGraphNodeTypeKernel: return cudaGraphNodeTypeKernel;
    case hipGraphNodeTypeMemcpy:
    case hipGraphNodeTypeMemcpy1D:
    case hipGraphNodeTypeMemcpyFromSymbol:
    case hipGraphNodeTypeMemcpyToSymbol: return cudaGraphNodeTypeMemcpy;
    case hipGraphNodeTypeMemset: return cudaGraphNodeTypeMemset;
    case hipGraphNodeTypeHost: return cudaGraphNodeTypeHost;
    case hipGraphNodeTypeGraph: return cudaGraphNodeTypeGraph;
    case hipGraphNodeTypeEmpty: return cudaGraphNodeTypeEmpty;
    case hipGraphNodeTypeWaitEvent: return cudaGraphNodeTypeWaitEvent;
    case hipGraphNodeTypeEventRecord: return cudaGraphNodeTypeEventRecord;
    default: return cudaGraphNodeTypeCount;
  }
}
}  // namespace openhip_cuda

// ---- Stream capture ----------------------------------------------------------
inline cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode mode) {
  OPENHIP_CUDA_CALL(hipStreamBeginCapture(stream, static_cast<hipStreamCaptureMode>(mode)));
}
inline cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t* graph) {
  OPENHIP_CUDA_CALL(hipStreamEndCapture(stream, graph));
}
inline cudaError_t cudaStreamIsCapturing(cudaStream_t stream, cudaStreamCaptureStatus* status) {
  OPENHIP_CUDA_CALL(hipStreamIsCapturing(stream, reinterpret_cast<hipStreamCaptureStatus*>(status)));
}
inline cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, cudaStreamCaptureStatus* status,
                                            unsigned long long* id = nullptr) {
  OPENHIP_CUDA_CALL(hipStreamGetCaptureInfo(stream, reinterpret_cast<hipStreamCaptureStatus*>(status), id));
}
inline cudaError_t cudaThreadExchangeStreamCaptureMode(cudaStreamCaptureMode* mode) {
  OPENHIP_CUDA_CALL(hipThreadExchangeStreamCaptureMode(reinterpret_cast<hipStreamCaptureMode*>(mode)));
}

// ---- Graphs ------------------------------------------------------------------
inline cudaError_t cudaGraphCreate(cudaGraph_t* graph, unsigned flags) {
  OPENHIP_CUDA_CALL(hipGraphCreate(graph, flags));
}
inline cudaError_t cudaGraphDestroy(cudaGraph_t graph) { OPENHIP_CUDA_CALL(hipGraphDestroy(graph)); }
inline cudaError_t cudaGraphClone(cudaGraph_t* clone, cudaGraph_t original) {
  OPENHIP_CUDA_CALL(hipGraphClone(clone, original));
}
// CUDA 11's form (error node and log) and CUDA 12's (flags) are both accepted.
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t graph, cudaGraphNode_t* errorNode,
                                        char* logBuffer, size_t bufferSize) {
  OPENHIP_CUDA_CALL(hipGraphInstantiate(exec, graph, errorNode, logBuffer, bufferSize));
}
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t* exec, cudaGraph_t graph, unsigned long long flags = 0) {
  OPENHIP_CUDA_CALL(hipGraphInstantiateWithFlags(exec, graph, flags));
}
inline cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t* exec, cudaGraph_t graph,
                                                 unsigned long long flags) {
  OPENHIP_CUDA_CALL(hipGraphInstantiateWithFlags(exec, graph, flags));
}
inline cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream) {
  OPENHIP_CUDA_CALL(hipGraphLaunch(exec, stream));
}
inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec) { OPENHIP_CUDA_CALL(hipGraphExecDestroy(exec)); }
inline cudaError_t cudaGraphExecUpdate(cudaGraphExec_t exec, cudaGraph_t graph, cudaGraphNode_t* errorNode,
                                       cudaGraphExecUpdateResult* result) {
  OPENHIP_CUDA_CALL(hipGraphExecUpdate(exec, graph, errorNode, reinterpret_cast<hipGraphExecUpdateResult*>(result)));
}

inline cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                          size_t numDeps, const cudaKernelNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipKernelNodeParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphAddKernelNode(node, graph, deps, numDeps, &h));
}
inline cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, cudaKernelNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipKernelNodeParams h{};
  hipError_t e = hipGraphKernelNodeGetParams(node, &h);
  if (e == hipSuccess) *params = openhip_cuda::toCuda(h);
  return openhip_cuda::toCuda(e);
}
inline cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const cudaKernelNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipKernelNodeParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphKernelNodeSetParams(node, &h));
}
inline cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t exec, cudaGraphNode_t node,
                                                    const cudaKernelNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipKernelNodeParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphExecKernelNodeSetParams(exec, node, &h));
}
inline cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                            size_t numDeps, void* dst, const void* src, size_t count,
                                            cudaMemcpyKind kind) {
  OPENHIP_CUDA_CALL(
      hipGraphAddMemcpyNode1D(node, graph, deps, numDeps, dst, src, count, static_cast<hipMemcpyKind>(kind)));
}
inline cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                          size_t numDeps, const cudaMemsetParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipMemsetParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphAddMemsetNode(node, graph, deps, numDeps, &h));
}
inline cudaError_t cudaGraphAddHostNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                        size_t numDeps, const cudaHostNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipHostNodeParams h{params->fn, params->userData};
  OPENHIP_CUDA_CALL(hipGraphAddHostNode(node, graph, deps, numDeps, &h));
}
inline cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                         size_t numDeps) {
  OPENHIP_CUDA_CALL(hipGraphAddEmptyNode(node, graph, deps, numDeps));
}
inline cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                              size_t numDeps, cudaGraph_t child) {
  OPENHIP_CUDA_CALL(hipGraphAddChildGraphNode(node, graph, deps, numDeps, child));
}
inline cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t* node, cudaGraph_t graph,
                                               const cudaGraphNode_t* deps, size_t numDeps, cudaEvent_t event) {
  OPENHIP_CUDA_CALL(hipGraphAddEventRecordNode(node, graph, deps, numDeps, event));
}
inline cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t* node, cudaGraph_t graph, const cudaGraphNode_t* deps,
                                             size_t numDeps, cudaEvent_t event) {
  OPENHIP_CUDA_CALL(hipGraphAddEventWaitNode(node, graph, deps, numDeps, event));
}
inline cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t* from,
                                            const cudaGraphNode_t* to, size_t count) {
  OPENHIP_CUDA_CALL(hipGraphAddDependencies(graph, from, to, count));
}
inline cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t* from,
                                               const cudaGraphNode_t* to, size_t count) {
  OPENHIP_CUDA_CALL(hipGraphRemoveDependencies(graph, from, to, count));
}
inline cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t* nodes, size_t* count) {
  OPENHIP_CUDA_CALL(hipGraphGetNodes(graph, nodes, count));
}
inline cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t* nodes, size_t* count) {
  OPENHIP_CUDA_CALL(hipGraphGetRootNodes(graph, nodes, count));
}
inline cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t* from, cudaGraphNode_t* to, size_t* count) {
  OPENHIP_CUDA_CALL(hipGraphGetEdges(graph, from, to, count));
}
inline cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, cudaGraphNodeType* type) {
  if (!type) return cudaErrorInvalidValue;
  hipGraphNodeType h{};
  hipError_t e = hipGraphNodeGetType(node, &h);
  if (e == hipSuccess) *type = openhip_cuda::toCuda(h);
  return openhip_cuda::toCuda(e);
}
inline cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node) { OPENHIP_CUDA_CALL(hipGraphDestroyNode(node)); }

// ---- node parameters and dependencies by handle ------------------------------------------
enum cudaStreamUpdateCaptureDependenciesFlags { cudaStreamAddCaptureDependencies = 0x0, cudaStreamSetCaptureDependencies = 0x1 };
inline cudaError_t cudaStreamGetCaptureInfo_v2(cudaStream_t stream, cudaStreamCaptureStatus* status,
                                               unsigned long long* id = nullptr, cudaGraph_t* graph = nullptr,
                                               const cudaGraphNode_t** dependencies = nullptr,
                                               size_t* numDependencies = nullptr) {
  OPENHIP_CUDA_CALL(hipStreamGetCaptureInfo_v2(stream, reinterpret_cast<hipStreamCaptureStatus*>(status), id, graph,
                                               dependencies, numDependencies));
}
inline cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t* dependencies,
                                                       size_t numDependencies, unsigned int flags = 0) {
  OPENHIP_CUDA_CALL(hipStreamUpdateCaptureDependencies(stream, dependencies, numDependencies, flags));
}
inline cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t* dependencies, size_t* count) {
  OPENHIP_CUDA_CALL(hipGraphNodeGetDependencies(node, dependencies, count));
}
inline cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t* dependents, size_t* count) {
  OPENHIP_CUDA_CALL(hipGraphNodeGetDependentNodes(node, dependents, count));
}
inline cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t* node, cudaGraphNode_t original, cudaGraph_t clone) {
  OPENHIP_CUDA_CALL(hipGraphNodeFindInClone(node, original, clone));
}
inline cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t* graph) {
  OPENHIP_CUDA_CALL(hipGraphChildGraphNodeGetGraph(node, graph));
}
inline cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t exec, cudaGraphNode_t node, cudaGraph_t child) {
  OPENHIP_CUDA_CALL(hipGraphExecChildGraphNodeSetParams(exec, node, child));
}
#define OPENHIP_CUDA_EVENT_NODE(KIND)                                                                    \
  inline cudaError_t cudaGraph##KIND##NodeGetEvent(cudaGraphNode_t node, cudaEvent_t* event) {            \
    OPENHIP_CUDA_CALL(hipGraph##KIND##NodeGetEvent(node, event));                                       \
  }                                                                                                      \
  inline cudaError_t cudaGraph##KIND##NodeSetEvent(cudaGraphNode_t node, cudaEvent_t event) {             \
    OPENHIP_CUDA_CALL(hipGraph##KIND##NodeSetEvent(node, event));                                       \
  }                                                                                                      \
  inline cudaError_t cudaGraphExec##KIND##NodeSetEvent(cudaGraphExec_t exec, cudaGraphNode_t node, cudaEvent_t event) { \
    OPENHIP_CUDA_CALL(hipGraphExec##KIND##NodeSetEvent(exec, node, event));                             \
  }
OPENHIP_CUDA_EVENT_NODE(EventRecord)
OPENHIP_CUDA_EVENT_NODE(EventWait)
#undef OPENHIP_CUDA_EVENT_NODE
inline cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, cudaHostNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipHostNodeParams h{};
  const hipError_t e = hipGraphHostNodeGetParams(node, &h);
  if (e == hipSuccess) *params = cudaHostNodeParams{h.fn, h.userData};
  return openhip_cuda::toCuda(e);
}
inline cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node, const cudaHostNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipHostNodeParams h{};
  h.fn = params->fn;
  h.userData = params->userData;
  OPENHIP_CUDA_CALL(hipGraphHostNodeSetParams(node, &h));
}
inline cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t exec, cudaGraphNode_t node,
                                                  const cudaHostNodeParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipHostNodeParams h{};
  h.fn = params->fn;
  h.userData = params->userData;
  OPENHIP_CUDA_CALL(hipGraphExecHostNodeSetParams(exec, node, &h));
}
inline cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, cudaMemsetParams* params) {
  if (!params) return cudaErrorInvalidValue;
  hipMemsetParams h{};
  const hipError_t e = hipGraphMemsetNodeGetParams(node, &h);
  if (e == hipSuccess) *params = cudaMemsetParams{h.dst, h.pitch, h.value, h.elementSize, h.width, h.height};
  return openhip_cuda::toCuda(e);
}
inline cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const cudaMemsetParams* params) {
  if (!params) return cudaErrorInvalidValue;
  const hipMemsetParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphMemsetNodeSetParams(node, &h));
}
inline cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t exec, cudaGraphNode_t node,
                                                    const cudaMemsetParams* params) {
  if (!params) return cudaErrorInvalidValue;
  const hipMemsetParams h = openhip_cuda::toHip(*params);
  OPENHIP_CUDA_CALL(hipGraphExecMemsetNodeSetParams(exec, node, &h));
}

// User objects (CUDA 11.3): resources whose lifetime graphs share.
typedef hipUserObject_t cudaUserObject_t;
enum cudaUserObjectFlags { cudaUserObjectNoDestructorSync = 0x1 };
enum cudaUserObjectRetainFlags { cudaGraphUserObjectMove = 0x1 };
inline cudaError_t cudaUserObjectCreate(cudaUserObject_t* object_out, void* ptr, cudaHostFn_t destroy,
                                        unsigned int initialRefcount, unsigned int flags) {
  OPENHIP_CUDA_CALL(hipUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags));
}
// CUDA's C++ form: the object is deleted when the last reference goes.
template <class WrappedObject>
inline cudaError_t cudaUserObjectCreate(cudaUserObject_t* object_out, WrappedObject* objectToWrap,
                                        unsigned int initialRefcount, unsigned int flags) {
  OPENHIP_CUDA_CALL(hipUserObjectCreate(
      object_out, objectToWrap, [](void* object) { delete static_cast<WrappedObject*>(object); },
      initialRefcount, flags));
}
inline cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count = 1) {
  OPENHIP_CUDA_CALL(hipUserObjectRetain(object, count));
}
inline cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count = 1) {
  OPENHIP_CUDA_CALL(hipUserObjectRelease(object, count));
}
inline cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                             unsigned int count = 1, unsigned int flags = 0) {
  OPENHIP_CUDA_CALL(hipGraphRetainUserObject(graph, object, count, flags));
}
inline cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                              unsigned int count = 1) {
  OPENHIP_CUDA_CALL(hipGraphReleaseUserObject(graph, object, count));
}

#undef OPENHIP_CUDA_CALL

#endif  // OPENHIP_CUDA_RUNTIME_GRAPH_H
