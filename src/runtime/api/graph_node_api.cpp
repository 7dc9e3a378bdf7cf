// C ABI: adding graph nodes of each type and reading or changing their
// parameters, in a graph (hipGraph*Node*) or in an executable graph
// (hipGraphExec*SetParams: the next launches use the new values).
#include "api_common.h"
#include "graph_exec.h"

using openhip::graphMutex;
using openhip::NodeParams;

namespace {

using GraphLock = std::lock_guard<std::mutex>;

bool isKernel(hipGraphNodeType t) { return t == hipGraphNodeTypeKernel; }
bool isMemset(hipGraphNodeType t) { return t == hipGraphNodeTypeMemset; }
bool isHost(hipGraphNodeType t) { return t == hipGraphNodeTypeHost; }
bool isChild(hipGraphNodeType t) { return t == hipGraphNodeTypeGraph; }
bool isRecord(hipGraphNodeType t) { return t == hipGraphNodeTypeEventRecord; }
bool isWait(hipGraphNodeType t) { return t == hipGraphNodeTypeWaitEvent; }
/// Any copy node accepts any form of copy parameters (3D, 1D, symbol).
bool isCopy(hipGraphNodeType t) {
  return t == hipGraphNodeTypeMemcpy || t == hipGraphNodeTypeMemcpy1D ||
         t == hipGraphNodeTypeMemcpyFromSymbol || t == hipGraphNodeTypeMemcpyToSymbol;
}

bool liveEvent(hipEvent_t event) { return event && openhip::Runtime::get().isLiveEvent(event); }

template <class Build>
hipError_t addTypedNode(hipGraphNode_t* out, hipGraph_t graph, const hipGraphNode_t* deps,
                        size_t count, hipGraphNodeType type, Build build) {
  if (!out) return hipErrorInvalidValue;
  GraphLock lock(graphMutex());
  if (!openhip::isLiveGraph(graph)) return hipErrorInvalidValue;
  if (hipError_t e = openhip::checkDependencies(graph, deps, count)) return e;
  NodeParams params;
  if (hipError_t e = build(params)) return e;
  *out = openhip::addNode(graph, type, std::move(params), deps, count);
  return hipSuccess;
}

template <class Apply>
hipError_t setNodeParams(hipGraphNode_t node, bool (*type_ok)(hipGraphNodeType), Apply apply) {
  GraphLock lock(graphMutex());
  if (!openhip::isLiveNode(node) || !type_ok(node->type)) return hipErrorInvalidValue;
  NodeParams params = node->params;
  if (hipError_t e = apply(params)) return e;
  node->params = std::move(params);
  return hipSuccess;
}

template <class Read>
hipError_t getNodeParams(hipGraphNode_t node, bool (*type_ok)(hipGraphNodeType), const void* out,
                         Read read) {
  if (!out) return hipErrorInvalidValue;
  GraphLock lock(graphMutex());
  if (!openhip::isLiveNode(node) || !type_ok(node->type)) return hipErrorInvalidValue;
  read(node->params);
  return hipSuccess;
}

/// `node` is a node of the graph `exec` was instantiated from.
template <class Apply>
hipError_t setExecParams(hipGraphExec_t exec, hipGraphNode_t node,
                         bool (*type_ok)(hipGraphNodeType), Apply apply) {
  GraphLock lock(graphMutex());
  if (!openhip::isLiveExec(exec) || !node) return hipErrorInvalidValue;
  std::lock_guard<std::mutex> exec_lock(exec->mutex);
  openhip::PlanStep* step = exec->stepForUpdate(node);
  if (!step || !type_ok(step->type)) return hipErrorInvalidValue;
  NodeParams params = step->params;
  if (hipError_t e = apply(params)) return e;
  step->params = std::move(params);
  return hipSuccess;
}

hipError_t kernelFrom(const hipKernelNodeParams* p, NodeParams& params) {
  return p ? openhip::makeKernelParams(*p, &params.kernel) : hipErrorInvalidValue;
}
hipError_t copyFrom(const hipMemcpy3DParms* p, NodeParams& params) {
  return p ? openhip::makeCopyParams(*p, &params.copy) : hipErrorInvalidValue;
}
hipError_t memsetFrom(const hipMemsetParams* p, NodeParams& params) {
  return p ? openhip::makeMemsetParams(*p, &params.memset) : hipErrorInvalidValue;
}
hipError_t hostFrom(const hipHostNodeParams* p, NodeParams& params) {
  if (hipError_t e = openhip::checkHostParams(p)) return e;
  params.host = *p;
  params.closure.reset();
  return hipSuccess;
}
hipError_t eventFrom(hipEvent_t event, NodeParams& params) {
  if (!liveEvent(event)) return hipErrorInvalidValue;
  params.event = event;
  return hipSuccess;
}

}  // namespace

extern "C" {

// ---- kernel nodes ----------------------------------------------------------

hipError_t hipGraphAddKernelNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t* pDependencies, size_t numDependencies,
                                 const hipKernelNodeParams* pNodeParams) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeKernel,
                          [&](NodeParams& p) { return kernelFrom(pNodeParams, p); }));
}

hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(getNodeParams(node, isKernel, pNodeParams,
                           [&](const NodeParams& p) { *pNodeParams = p.kernel.params; }));
}

hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node, const hipKernelNodeParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(setNodeParams(node, isKernel, [&](NodeParams& p) { return kernelFrom(pNodeParams, p); }));
}

hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipKernelNodeParams* pNodeParams) {
  OPENHIP_API(hGraphExec, node, pNodeParams);
  HIP_RETURN(setExecParams(hGraphExec, node, isKernel,
                           [&](NodeParams& p) { return kernelFrom(pNodeParams, p); }));
}

hipError_t hipGraphKernelNodeSetAttribute(hipGraphNode_t hNode, hipKernelNodeAttrID attr,
                                          const hipKernelNodeAttrValue* value) {
  OPENHIP_API(hNode, attr, value);
  if (!value) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(setNodeParams(hNode, isKernel, [&](NodeParams& p) {
    switch (openhip::enumValue(attr)) {
      case hipKernelNodeAttributeAccessPolicyWindow:
        // A cache-residency hint: recorded and reported; the CPU's caches
        // are not partitioned.
        if (value->accessPolicyWindow.hitRatio < 0.0f || value->accessPolicyWindow.hitRatio > 1.0f)
          return hipErrorInvalidValue;
        p.kernel.access_policy = value->accessPolicyWindow;
        return hipSuccess;
      case hipKernelNodeAttributeCooperative:
        // Graph kernel nodes run as ordinary launches (no grid barrier).
        return value->cooperative == 0 ? hipSuccess : hipErrorNotSupported;
      default: return hipErrorInvalidValue;
    }
  }));
}

hipError_t hipGraphKernelNodeGetAttribute(hipGraphNode_t hNode, hipKernelNodeAttrID attr,
                                          hipKernelNodeAttrValue* value) {
  OPENHIP_API(hNode, attr, value);
  const int id = openhip::enumValue(attr);
  if (id != hipKernelNodeAttributeAccessPolicyWindow && id != hipKernelNodeAttributeCooperative)
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(getNodeParams(hNode, isKernel, value, [&](const NodeParams& p) {
    if (id == hipKernelNodeAttributeAccessPolicyWindow)
      value->accessPolicyWindow = p.kernel.access_policy;
    else
      value->cooperative = 0;
  }));
}

// ---- copy nodes ------------------------------------------------------------

hipError_t hipGraphAddMemcpyNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t* pDependencies, size_t numDependencies,
                                 const hipMemcpy3DParms* pCopyParams) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeMemcpy,
                          [&](NodeParams& p) { return copyFrom(pCopyParams, p); }));
}

hipError_t hipGraphMemcpyNodeGetParams(hipGraphNode_t node, hipMemcpy3DParms* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(getNodeParams(node, isCopy, pNodeParams,
                           [&](const NodeParams& p) { *pNodeParams = p.copy.params; }));
}

hipError_t hipGraphMemcpyNodeSetParams(hipGraphNode_t node, const hipMemcpy3DParms* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(setNodeParams(node, isCopy, [&](NodeParams& p) { return copyFrom(pNodeParams, p); }));
}

hipError_t hipGraphExecMemcpyNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           hipMemcpy3DParms* pNodeParams) {
  OPENHIP_API(hGraphExec, node, pNodeParams);
  HIP_RETURN(setExecParams(hGraphExec, node, isCopy,
                           [&](NodeParams& p) { return copyFrom(pNodeParams, p); }));
}

hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                   const hipGraphNode_t* pDependencies, size_t numDependencies,
                                   void* dst, const void* src, size_t count, hipMemcpyKind kind) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeMemcpy1D, [&](NodeParams& p) {
                            return openhip::makeCopy1DParams(dst, src, count, kind, &p.copy);
                          }));
}

hipError_t hipGraphMemcpyNodeSetParams1D(hipGraphNode_t node, void* dst, const void* src,
                                         size_t count, hipMemcpyKind kind) {
  OPENHIP_API(node, dst, src, count, kind);
  HIP_RETURN(setNodeParams(node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopy1DParams(dst, src, count, kind, &p.copy);
  }));
}

hipError_t hipGraphExecMemcpyNodeSetParams1D(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                             void* dst, const void* src, size_t count,
                                             hipMemcpyKind kind) {
  OPENHIP_API(hGraphExec, node, dst, src, count, kind);
  HIP_RETURN(setExecParams(hGraphExec, node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopy1DParams(dst, src, count, kind, &p.copy);
  }));
}

hipError_t hipGraphAddMemcpyNodeFromSymbol(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                           const hipGraphNode_t* pDependencies,
                                           size_t numDependencies, void* dst, const void* symbol,
                                           size_t count, size_t offset, hipMemcpyKind kind) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeMemcpyFromSymbol, [&](NodeParams& p) {
                            return openhip::makeCopyFromSymbolParams(dst, symbol, count, offset,
                                                                     kind, &p.copy);
                          }));
}

hipError_t hipGraphMemcpyNodeSetParamsFromSymbol(hipGraphNode_t node, void* dst, const void* symbol,
                                                 size_t count, size_t offset, hipMemcpyKind kind) {
  OPENHIP_API(node, dst, symbol, count, offset, kind);
  HIP_RETURN(setNodeParams(node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopyFromSymbolParams(dst, symbol, count, offset, kind, &p.copy);
  }));
}

hipError_t hipGraphExecMemcpyNodeSetParamsFromSymbol(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                                     void* dst, const void* symbol, size_t count,
                                                     size_t offset, hipMemcpyKind kind) {
  OPENHIP_API(hGraphExec, node, dst, symbol, count, offset, kind);
  HIP_RETURN(setExecParams(hGraphExec, node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopyFromSymbolParams(dst, symbol, count, offset, kind, &p.copy);
  }));
}

hipError_t hipGraphAddMemcpyNodeToSymbol(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                         const hipGraphNode_t* pDependencies,
                                         size_t numDependencies, const void* symbol,
                                         const void* src, size_t count, size_t offset,
                                         hipMemcpyKind kind) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeMemcpyToSymbol, [&](NodeParams& p) {
                            return openhip::makeCopyToSymbolParams(symbol, src, count, offset, kind,
                                                                   &p.copy);
                          }));
}

hipError_t hipGraphMemcpyNodeSetParamsToSymbol(hipGraphNode_t node, const void* symbol,
                                               const void* src, size_t count, size_t offset,
                                               hipMemcpyKind kind) {
  OPENHIP_API(node, symbol, src, count, offset, kind);
  HIP_RETURN(setNodeParams(node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopyToSymbolParams(symbol, src, count, offset, kind, &p.copy);
  }));
}

hipError_t hipGraphExecMemcpyNodeSetParamsToSymbol(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                                   const void* symbol, const void* src,
                                                   size_t count, size_t offset, hipMemcpyKind kind) {
  OPENHIP_API(hGraphExec, node, symbol, src, count, offset, kind);
  HIP_RETURN(setExecParams(hGraphExec, node, isCopy, [&](NodeParams& p) {
    return openhip::makeCopyToSymbolParams(symbol, src, count, offset, kind, &p.copy);
  }));
}

// ---- memset nodes ----------------------------------------------------------

hipError_t hipGraphAddMemsetNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t* pDependencies, size_t numDependencies,
                                 const hipMemsetParams* pMemsetParams) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeMemset,
                          [&](NodeParams& p) { return memsetFrom(pMemsetParams, p); }));
}

hipError_t hipGraphMemsetNodeGetParams(hipGraphNode_t node, hipMemsetParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(getNodeParams(node, isMemset, pNodeParams,
                           [&](const NodeParams& p) { *pNodeParams = p.memset.params; }));
}

hipError_t hipGraphMemsetNodeSetParams(hipGraphNode_t node, const hipMemsetParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(setNodeParams(node, isMemset, [&](NodeParams& p) { return memsetFrom(pNodeParams, p); }));
}

hipError_t hipGraphExecMemsetNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipMemsetParams* pNodeParams) {
  OPENHIP_API(hGraphExec, node, pNodeParams);
  HIP_RETURN(setExecParams(hGraphExec, node, isMemset,
                           [&](NodeParams& p) { return memsetFrom(pNodeParams, p); }));
}

// ---- host nodes ------------------------------------------------------------

hipError_t hipGraphAddHostNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                               const hipGraphNode_t* pDependencies, size_t numDependencies,
                               const hipHostNodeParams* pNodeParams) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeHost,
                          [&](NodeParams& p) { return hostFrom(pNodeParams, p); }));
}

hipError_t hipGraphHostNodeGetParams(hipGraphNode_t node, hipHostNodeParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(getNodeParams(node, isHost, pNodeParams,
                           [&](const NodeParams& p) { *pNodeParams = p.host; }));
}

hipError_t hipGraphHostNodeSetParams(hipGraphNode_t node, const hipHostNodeParams* pNodeParams) {
  OPENHIP_API(node, pNodeParams);
  HIP_RETURN(setNodeParams(node, isHost, [&](NodeParams& p) { return hostFrom(pNodeParams, p); }));
}

hipError_t hipGraphExecHostNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                         const hipHostNodeParams* pNodeParams) {
  OPENHIP_API(hGraphExec, node, pNodeParams);
  HIP_RETURN(setExecParams(hGraphExec, node, isHost,
                           [&](NodeParams& p) { return hostFrom(pNodeParams, p); }));
}

// ---- child graph and empty nodes -------------------------------------------

hipError_t hipGraphAddChildGraphNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                     const hipGraphNode_t* pDependencies, size_t numDependencies,
                                     hipGraph_t childGraph) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, childGraph);
  // The child graph is cloned: later changes to childGraph do not affect the node.
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeGraph,
                          [&](NodeParams& p) {
                            if (!openhip::isLiveGraph(childGraph) || childGraph == graph)
                              return hipErrorInvalidValue;
                            p.child = openhip::cloneGraph(childGraph);
                            return hipSuccess;
                          }));
}

hipError_t hipGraphChildGraphNodeGetGraph(hipGraphNode_t node, hipGraph_t* pGraph) {
  OPENHIP_API(node, pGraph);
  HIP_RETURN(getNodeParams(node, isChild, pGraph, [&](const NodeParams& p) { *pGraph = p.child; }));
}

hipError_t hipGraphExecChildGraphNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                               hipGraph_t childGraph) {
  OPENHIP_API(hGraphExec, node, childGraph);
  GraphLock lock(graphMutex());
  if (!openhip::isLiveExec(hGraphExec) || !openhip::isLiveGraph(childGraph) || !node)
    HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> exec_lock(hGraphExec->mutex);
  openhip::PlanStep* step = hGraphExec->stepForUpdate(node);
  if (!step || step->type != hipGraphNodeTypeGraph) HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(openhip::updateChildStep(step, childGraph));
}

hipError_t hipGraphAddEmptyNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                const hipGraphNode_t* pDependencies, size_t numDependencies) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies, hipGraphNodeTypeEmpty,
                          [](NodeParams&) { return hipSuccess; }));
}

// ---- event nodes -----------------------------------------------------------

hipError_t hipGraphAddEventRecordNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                      const hipGraphNode_t* pDependencies, size_t numDependencies,
                                      hipEvent_t event) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, event);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeEventRecord,
                          [&](NodeParams& p) { return eventFrom(event, p); }));
}

hipError_t hipGraphEventRecordNodeGetEvent(hipGraphNode_t node, hipEvent_t* event_out) {
  OPENHIP_API(node, event_out);
  HIP_RETURN(getNodeParams(node, isRecord, event_out,
                           [&](const NodeParams& p) { *event_out = p.event; }));
}

hipError_t hipGraphEventRecordNodeSetEvent(hipGraphNode_t node, hipEvent_t event) {
  OPENHIP_API(node, event);
  HIP_RETURN(setNodeParams(node, isRecord, [&](NodeParams& p) { return eventFrom(event, p); }));
}

hipError_t hipGraphExecEventRecordNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                               hipEvent_t event) {
  OPENHIP_API(hGraphExec, hNode, event);
  HIP_RETURN(setExecParams(hGraphExec, hNode, isRecord,
                           [&](NodeParams& p) { return eventFrom(event, p); }));
}

hipError_t hipGraphAddEventWaitNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                    const hipGraphNode_t* pDependencies, size_t numDependencies,
                                    hipEvent_t event) {
  OPENHIP_API(pGraphNode, graph, pDependencies, numDependencies, event);
  HIP_RETURN(addTypedNode(pGraphNode, graph, pDependencies, numDependencies,
                          hipGraphNodeTypeWaitEvent,
                          [&](NodeParams& p) { return eventFrom(event, p); }));
}

hipError_t hipGraphEventWaitNodeGetEvent(hipGraphNode_t node, hipEvent_t* event_out) {
  OPENHIP_API(node, event_out);
  HIP_RETURN(getNodeParams(node, isWait, event_out,
                           [&](const NodeParams& p) { *event_out = p.event; }));
}

hipError_t hipGraphEventWaitNodeSetEvent(hipGraphNode_t node, hipEvent_t event) {
  OPENHIP_API(node, event);
  HIP_RETURN(setNodeParams(node, isWait, [&](NodeParams& p) { return eventFrom(event, p); }));
}

hipError_t hipGraphExecEventWaitNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode,
                                             hipEvent_t event) {
  OPENHIP_API(hGraphExec, hNode, event);
  HIP_RETURN(setExecParams(hGraphExec, hNode, isWait,
                           [&](NodeParams& p) { return eventFrom(event, p); }));
}

}  // extern "C"
