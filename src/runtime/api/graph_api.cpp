// C ABI: graphs as a whole — creation, topology queries and edits, cloning,
// instantiation, launch, update and destruction. Node creation and node
// parameters are in graph_node_api.cpp.
#include <cstring>
#include <string>
#include <unordered_set>

#include "api_common.h"
#include "graph_exec.h"

using openhip::graphMutex;
using openhip::isLiveGraph;
using openhip::isLiveNode;

namespace {

using GraphLock = std::lock_guard<std::mutex>;

/// Validates `count` edges from[i] -> to[i] of `graph`; `must_exist` selects
/// removal (edges must exist) or addition (must not, no self edges).
hipError_t checkEdges(const ihipGraph* graph, const hipGraphNode_t* from, const hipGraphNode_t* to,
                      size_t count, bool must_exist) {
  if (!isLiveGraph(graph)) return hipErrorInvalidValue;
  if (count && (!from || !to)) return hipErrorInvalidValue;
  for (size_t i = 0; i < count; ++i) {
    if (!isLiveNode(from[i]) || !isLiveNode(to[i])) return hipErrorInvalidValue;
    if (from[i]->graph != graph || to[i]->graph != graph || from[i] == to[i])
      return hipErrorInvalidValue;
    if (openhip::hasEdge(from[i], to[i]) != must_exist) return hipErrorInvalidValue;
    for (size_t j = 0; j < i; ++j)
      if (from[j] == from[i] && to[j] == to[i]) return hipErrorInvalidValue;
  }
  return hipSuccess;
}

hipError_t instantiate(hipGraphExec_t* exec, hipGraph_t graph, hipGraphNode_t* error_node,
                       char* log_buffer, size_t log_size) {
  if (!exec) return hipErrorInvalidValue;
  GraphLock lock(graphMutex());
  if (!isLiveGraph(graph)) return hipErrorInvalidValue;
  std::shared_ptr<openhip::Plan> plan;
  const hipGraphNode* failed = nullptr;
  std::string log;
  hipError_t e = openhip::instantiatePlan(graph, &plan, &failed, &log);
  if (error_node) *error_node = const_cast<hipGraphNode*>(failed);
  if (log_buffer && log_size) {
    const size_t n = std::min(log.size(), log_size - 1);
    std::memcpy(log_buffer, log.data(), n);
    log_buffer[n] = '\0';
  }
  if (e) return e;
  *exec = openhip::createExec(std::move(plan));
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipGraphCreate(hipGraph_t* pGraph, unsigned int flags) {
  OPENHIP_API(pGraph, flags);
  if (!pGraph || flags != 0) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  *pGraph = openhip::createGraph();
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphDestroy(hipGraph_t graph) {
  OPENHIP_API(graph);
  GraphLock lock(graphMutex());
  // A child graph belongs to its node (hipGraphChildGraphNodeGetGraph).
  if (!isLiveGraph(graph) || graph->owner || graph->capturing) HIP_RETURN(hipErrorInvalidValue);
  openhip::destroyGraph(graph);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t* from,
                                   const hipGraphNode_t* to, size_t numDependencies) {
  OPENHIP_API(graph, from, to, numDependencies);
  GraphLock lock(graphMutex());
  if (hipError_t e = checkEdges(graph, from, to, numDependencies, false)) HIP_RETURN(e);
  for (size_t i = 0; i < numDependencies; ++i) openhip::addEdge(from[i], to[i]);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphRemoveDependencies(hipGraph_t graph, const hipGraphNode_t* from,
                                      const hipGraphNode_t* to, size_t numDependencies) {
  OPENHIP_API(graph, from, to, numDependencies);
  GraphLock lock(graphMutex());
  if (hipError_t e = checkEdges(graph, from, to, numDependencies, true)) HIP_RETURN(e);
  for (size_t i = 0; i < numDependencies; ++i) openhip::removeEdge(from[i], to[i]);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphGetEdges(hipGraph_t graph, hipGraphNode_t* from, hipGraphNode_t* to,
                            size_t* numEdges) {
  OPENHIP_API(graph, from, to, numEdges);
  if (!numEdges || (from == nullptr) != (to == nullptr)) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveGraph(graph)) HIP_RETURN(hipErrorInvalidValue);
  std::vector<hipGraphNode*> sources, targets;
  for (const auto& node : graph->nodes)
    for (hipGraphNode* target : node->dependents) {
      sources.push_back(node.get());
      targets.push_back(target);
    }
  size_t count = *numEdges;
  openhip::reportNodes(sources, from, &count);
  openhip::reportNodes(targets, to, numEdges);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t* nodes, size_t* numNodes) {
  OPENHIP_API(graph, nodes, numNodes);
  if (!numNodes) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveGraph(graph)) HIP_RETURN(hipErrorInvalidValue);
  std::vector<hipGraphNode*> all;
  for (const auto& node : graph->nodes) all.push_back(node.get());
  openhip::reportNodes(all, nodes, numNodes);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t* pRootNodes,
                                size_t* pNumRootNodes) {
  OPENHIP_API(graph, pRootNodes, pNumRootNodes);
  if (!pNumRootNodes) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveGraph(graph)) HIP_RETURN(hipErrorInvalidValue);
  std::vector<hipGraphNode*> roots;
  for (const auto& node : graph->nodes)
    if (node->dependencies.empty()) roots.push_back(node.get());
  openhip::reportNodes(roots, pRootNodes, pNumRootNodes);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t* pDependencies,
                                       size_t* pNumDependencies) {
  OPENHIP_API(node, pDependencies, pNumDependencies);
  if (!pNumDependencies) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveNode(node)) HIP_RETURN(hipErrorInvalidValue);
  openhip::reportNodes(node->dependencies, pDependencies, pNumDependencies);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphNodeGetDependentNodes(hipGraphNode_t node, hipGraphNode_t* pDependentNodes,
                                         size_t* pNumDependentNodes) {
  OPENHIP_API(node, pDependentNodes, pNumDependentNodes);
  if (!pNumDependentNodes) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveNode(node)) HIP_RETURN(hipErrorInvalidValue);
  openhip::reportNodes(node->dependents, pDependentNodes, pNumDependentNodes);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType* pType) {
  OPENHIP_API(node, pType);
  if (!pType) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveNode(node)) HIP_RETURN(hipErrorInvalidValue);
  *pType = node->type;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphDestroyNode(hipGraphNode_t node) {
  OPENHIP_API(node);
  GraphLock lock(graphMutex());
  if (!isLiveNode(node)) HIP_RETURN(hipErrorInvalidValue);
  openhip::destroyNode(node);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphClone(hipGraph_t* pGraphClone, hipGraph_t originalGraph) {
  OPENHIP_API(pGraphClone, originalGraph);
  if (!pGraphClone) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveGraph(originalGraph)) HIP_RETURN(hipErrorInvalidValue);
  *pGraphClone = openhip::cloneGraph(originalGraph);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphNodeFindInClone(hipGraphNode_t* pNode, hipGraphNode_t originalNode,
                                   hipGraph_t clonedGraph) {
  OPENHIP_API(pNode, originalNode, clonedGraph);
  if (!pNode) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!isLiveNode(originalNode) || !isLiveGraph(clonedGraph) ||
      clonedGraph->cloned_from != originalNode->graph)
    HIP_RETURN(hipErrorInvalidValue);
  for (const auto& node : clonedGraph->nodes)
    if (node->cloned_from == originalNode) {
      *pNode = node.get();
      HIP_RETURN(hipSuccess);
    }
  HIP_RETURN(hipErrorInvalidValue);  // added to the original after cloning
}

hipError_t hipGraphInstantiate(hipGraphExec_t* pGraphExec, hipGraph_t graph,
                               hipGraphNode_t* pErrorNode, char* pLogBuffer, size_t bufferSize) {
  OPENHIP_API(pGraphExec, graph, pErrorNode, pLogBuffer, bufferSize);
  HIP_RETURN(instantiate(pGraphExec, graph, pErrorNode, pLogBuffer, bufferSize));
}

hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t* pGraphExec, hipGraph_t graph,
                                        unsigned long long flags) {
  OPENHIP_API(pGraphExec, graph, flags);
  // Auto-free-on-launch concerns memory allocation nodes, which HIP 5.2's
  // API cannot create: accepted, nothing to free.
  if (flags & ~static_cast<unsigned long long>(hipGraphInstantiateFlagAutoFreeOnLaunch))
    HIP_RETURN(hipErrorInvalidValue);
  HIP_RETURN(instantiate(pGraphExec, graph, nullptr, nullptr, 0));
}

hipError_t hipGraphLaunch(hipGraphExec_t graphExec, hipStream_t stream) {
  OPENHIP_API(graphExec, stream);
  {
    GraphLock lock(graphMutex());
    if (!openhip::isLiveExec(graphExec)) HIP_RETURN(hipErrorInvalidValue);
  }
  openhip::Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(openhip::currentDevice() ? hipErrorInvalidHandle : hipErrorNoDevice);
  if (hipError_t sticky = openhip::stickyError(&s->device())) HIP_RETURN(sticky);
  HIP_RETURN(openhip::launchExec(graphExec, *s));
}

hipError_t hipGraphExecDestroy(hipGraphExec_t graphExec) {
  OPENHIP_API(graphExec);
  GraphLock lock(graphMutex());
  if (!openhip::isLiveExec(graphExec)) HIP_RETURN(hipErrorInvalidValue);
  openhip::destroyExec(graphExec);
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphExecUpdate(hipGraphExec_t hGraphExec, hipGraph_t hGraph,
                              hipGraphNode_t* hErrorNode_out,
                              hipGraphExecUpdateResult* updateResult_out) {
  OPENHIP_API(hGraphExec, hGraph, hErrorNode_out, updateResult_out);
  if (!hErrorNode_out || !updateResult_out) HIP_RETURN(hipErrorInvalidValue);
  GraphLock lock(graphMutex());
  if (!openhip::isLiveExec(hGraphExec) || !isLiveGraph(hGraph)) HIP_RETURN(hipErrorInvalidValue);
  const hipGraphNode* error_node = nullptr;
  hipError_t e = openhip::updateExec(hGraphExec, hGraph, &error_node, updateResult_out);
  *hErrorNode_out = const_cast<hipGraphNode*>(error_node);
  HIP_RETURN(e);
}

}  // extern "C"
