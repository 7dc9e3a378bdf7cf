#include "graph.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace openhip {
namespace {

struct LiveHandles {
  std::unordered_set<const ihipGraph*> graphs;
  std::unordered_set<const hipGraphNode*> nodes;
};

LiveHandles& live() {
  static LiveHandles* handles = new LiveHandles;  // never destroyed (atexit users)
  return *handles;
}

void eraseValue(std::vector<hipGraphNode*>& list, const hipGraphNode* value) {
  list.erase(std::remove(list.begin(), list.end(), value), list.end());
}

}  // namespace

std::mutex& graphMutex() {
  static std::mutex* mutex = new std::mutex;
  return *mutex;
}

bool isLiveGraph(const ihipGraph* graph) { return graph && live().graphs.count(graph); }
bool isLiveNode(const hipGraphNode* node) { return node && live().nodes.count(node); }

ihipGraph* createGraph() {
  auto* graph = new ihipGraph;
  live().graphs.insert(graph);
  return graph;
}

void destroyGraph(ihipGraph* graph) {
  for (auto& node : graph->nodes) {
    live().nodes.erase(node.get());
    if (node->type == hipGraphNodeTypeGraph && node->params.child) destroyGraph(node->params.child);
  }
  live().graphs.erase(graph);
  releaseAll(graph->user_objects);
  delete graph;
}

hipError_t checkDependencies(const ihipGraph* graph, const hipGraphNode_t* deps, size_t count) {
  if (count && !deps) return hipErrorInvalidValue;
  for (size_t i = 0; i < count; ++i) {
    if (!isLiveNode(deps[i]) || deps[i]->graph != graph) return hipErrorInvalidValue;
    for (size_t j = 0; j < i; ++j)
      if (deps[j] == deps[i]) return hipErrorInvalidValue;
  }
  return hipSuccess;
}

hipGraphNode* addNode(ihipGraph* graph, hipGraphNodeType type, NodeParams params,
                      const hipGraphNode_t* deps, size_t count) {
  auto node = std::make_unique<hipGraphNode>();
  node->graph = graph;
  node->type = type;
  node->params = std::move(params);
  if (type == hipGraphNodeTypeGraph && node->params.child) node->params.child->owner = node.get();
  hipGraphNode* raw = node.get();
  for (size_t i = 0; i < count; ++i) addEdge(deps[i], raw);
  graph->nodes.push_back(std::move(node));
  live().nodes.insert(raw);
  return raw;
}

void destroyNode(hipGraphNode* node) {
  for (hipGraphNode* from : node->dependencies) eraseValue(from->dependents, node);
  for (hipGraphNode* to : node->dependents) eraseValue(to->dependencies, node);
  if (node->type == hipGraphNodeTypeGraph && node->params.child) destroyGraph(node->params.child);
  live().nodes.erase(node);
  auto& nodes = node->graph->nodes;
  nodes.erase(std::find_if(nodes.begin(), nodes.end(),
                           [&](const std::unique_ptr<hipGraphNode>& n) { return n.get() == node; }));
}

bool hasEdge(const hipGraphNode* from, const hipGraphNode* to) {
  return std::find(from->dependents.begin(), from->dependents.end(), to) != from->dependents.end();
}

void addEdge(hipGraphNode* from, hipGraphNode* to) {
  from->dependents.push_back(to);
  to->dependencies.push_back(from);
}

void removeEdge(hipGraphNode* from, hipGraphNode* to) {
  eraseValue(from->dependents, to);
  eraseValue(to->dependencies, from);
}

ihipGraph* cloneGraph(const ihipGraph* original) {
  ihipGraph* copy = createGraph();
  copy->cloned_from = original;
  copy->user_objects = retainAll(original->user_objects);
  std::unordered_map<const hipGraphNode*, hipGraphNode*> map;
  for (const auto& node : original->nodes) {
    NodeParams params = node->params;
    if (node->type == hipGraphNodeTypeGraph && params.child) params.child = cloneGraph(params.child);
    hipGraphNode* clone = addNode(copy, node->type, std::move(params), nullptr, 0);
    clone->cloned_from = node.get();
    map[node.get()] = clone;
  }
  for (const auto& node : original->nodes)
    for (hipGraphNode* to : node->dependents) addEdge(map[node.get()], map[to]);
  return copy;
}

bool topologicalOrder(const ihipGraph* graph, std::vector<const hipGraphNode*>* order,
                      const hipGraphNode** cycle_node) {
  std::unordered_map<const hipGraphNode*, size_t> waiting;
  std::vector<const hipGraphNode*> ready;
  for (const auto& node : graph->nodes) {
    waiting[node.get()] = node->dependencies.size();
    if (node->dependencies.empty()) ready.push_back(node.get());
  }
  order->clear();
  // Creation order among ready nodes keeps a captured chain in issue order.
  size_t next = 0;
  while (next < ready.size()) {
    const hipGraphNode* node = ready[next++];
    order->push_back(node);
    for (const hipGraphNode* to : node->dependents)
      if (--waiting[to] == 0) ready.push_back(to);
  }
  if (order->size() == graph->nodes.size()) return true;
  for (const auto& node : graph->nodes)
    if (waiting[node.get()] != 0) {
      if (cycle_node) *cycle_node = node.get();
      break;
    }
  return false;
}

void reportNodes(const std::vector<hipGraphNode*>& nodes, hipGraphNode_t* out, size_t* count) {
  if (!out) {
    *count = nodes.size();
    return;
  }
  const size_t copied = std::min(*count, nodes.size());
  std::copy(nodes.begin(), nodes.begin() + copied, out);
  if (*count > nodes.size()) {
    std::fill(out + nodes.size(), out + *count, nullptr);
    *count = nodes.size();
  }
}

}  // namespace openhip
