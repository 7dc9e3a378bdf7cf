// Graphs (hipGraph_t): nodes with typed parameters and dependency edges, built
// by the hipGraphAdd*Node calls or by stream capture. A graph is only a
// description; hipGraphInstantiate turns it into an executable plan
// (graph_exec.h). Every graph, node and executable graph handle given to the
// user is recorded so that a stale or foreign handle is rejected instead of
// dereferenced. All graph structures are guarded by graphMutex(): HIP does
// not make graphs thread-safe, but capture may add nodes from several threads.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "runtime.h"
#include "graph_node_params.h"
#include "user_object.h"

struct hipGraphNode {
  ihipGraph* graph = nullptr;
  hipGraphNodeType type = hipGraphNodeTypeEmpty;
  openhip::NodeParams params;
  std::vector<hipGraphNode*> dependencies;  ///< incoming edges, in insertion order
  std::vector<hipGraphNode*> dependents;    ///< outgoing edges
  const hipGraphNode* cloned_from = nullptr;  ///< hipGraphNodeFindInClone
};

struct ihipGraph {
  /// Nodes in creation order (the order hipGraphGetNodes reports and
  /// hipGraphExecUpdate pairs nodes by).
  std::vector<std::unique_ptr<hipGraphNode>> nodes;
  /// Set when this graph is embedded in a child-graph node (owned by it).
  hipGraphNode* owner = nullptr;
  const ihipGraph* cloned_from = nullptr;
  /// A stream capture is adding to it (hipStreamGetCaptureInfo_v2 hands it
  /// out): it cannot be destroyed until the capture ends.
  bool capturing = false;
  /// References to user objects this graph owns (hipGraphRetainUserObject).
  openhip::UserObjectCounts user_objects;
};

namespace openhip {

/// Guards every graph and node (and capture sessions, see stream_capture.h).
std::mutex& graphMutex();

/// Handle bookkeeping; callers hold graphMutex().
bool isLiveGraph(const ihipGraph* graph);
bool isLiveNode(const hipGraphNode* node);

ihipGraph* createGraph();
/// Destroys the graph, its nodes and the child graphs they embed, and
/// releases the user objects they own.
void destroyGraph(ihipGraph* graph);

/// Validates a dependency list for a node added to `graph`: non-null when
/// count > 0, every node live, in `graph`, no duplicates.
hipError_t checkDependencies(const ihipGraph* graph, const hipGraphNode_t* deps, size_t count);
/// Adds a node (dependencies already checked); returns it.
hipGraphNode* addNode(ihipGraph* graph, hipGraphNodeType type, NodeParams params,
                      const hipGraphNode_t* deps, size_t count);
/// Removes the node and its edges, then frees it.
void destroyNode(hipGraphNode* node);

bool hasEdge(const hipGraphNode* from, const hipGraphNode* to);
void addEdge(hipGraphNode* from, hipGraphNode* to);
void removeEdge(hipGraphNode* from, hipGraphNode* to);

/// Deep copy: nodes (same order), edges, child graphs, references to user
/// objects; node->cloned_from set.
ihipGraph* cloneGraph(const ihipGraph* original);

/// Nodes in a dependency-respecting order (creation order among ready nodes);
/// false if the edges form a cycle (`cycle_node` gets a node on it).
bool topologicalOrder(const ihipGraph* graph, std::vector<const hipGraphNode*>* order,
                      const hipGraphNode** cycle_node);

/// Copies up to *count entries into `out` (if non-null), fills the rest of
/// the caller's array with nullptr, and sets *count to the real number, as
/// the hipGraphGet* queries do.
void reportNodes(const std::vector<hipGraphNode*>& nodes, hipGraphNode_t* out, size_t* count);

}  // namespace openhip
