// Executable graphs (hipGraphExec_t). hipGraphInstantiate flattens a graph
// into a Plan: its nodes in a topological order, each with its parameters
// ready to run (kernel arguments already copied, copies resolved), and the
// Program the queue runs (backend.h: the steps flattened, child graphs
// inlined). A launch is ONE queue operation: later work on the stream waits
// for the whole graph, and replay costs one queue hand-off instead of one
// per node. Independent branches are not run concurrently: on the CPU
// device each kernel already uses every worker.
//
// Plans are immutable once published: hipGraphExec*SetParams and
// hipGraphExecUpdate copy the plan when a launch still holds it, so queued
// launches keep the parameters they were launched with, as in HIP.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "graph.h"

namespace openhip {

struct Plan;

struct PlanStep {
  hipGraphNodeType type = hipGraphNodeTypeEmpty;
  const hipGraphNode* origin = nullptr;  ///< node of the instantiated graph
  NodeParams params;                     ///< params.child unused, see `child`
  /// The plan of a child graph node, or of a graph launch captured into
  /// this graph (a host-typed node, see NodeParams::embedded_plan).
  std::shared_ptr<const Plan> child;
  size_t creation_index = 0;             ///< position in the graph's node list
  std::vector<size_t> dependencies;      ///< creation indices, sorted
};

struct Plan {
  std::vector<PlanStep> steps;  ///< topological order
  bool has_events = false;      ///< event record/wait steps here or in a child plan
  /// What a launch submits; built at the first launch of a published plan
  /// (hipGraphExec::snapshot) and dropped when a parameter changes.
  std::shared_ptr<const Program> program;
  /// One reference to each user object of the instantiated graph, kept
  /// while the executable graph or a launch of this plan lives.
  std::shared_ptr<const UserObjectRefs> user_objects;
};

/// Builds the plan of `graph` (caller holds graphMutex()). A cycle gives
/// hipErrorInvalidValue with `error_node` set and a message in `log`.
hipError_t instantiatePlan(const ihipGraph* graph, std::shared_ptr<Plan>* plan,
                           const hipGraphNode** error_node, std::string* log);

}  // namespace openhip

struct hipGraphExec {
  std::mutex mutex;
  std::shared_ptr<openhip::Plan> plan;  ///< guarded by mutex

  /// The current plan for a launch (shared with the launch), its program built.
  std::shared_ptr<const openhip::Plan> snapshot();
  /// The step of `node` for a parameter change, after making the plan
  /// private to this exec (copy-on-write); nullptr if `node` is not a
  /// top-level node of the instantiated graph. Caller holds `mutex`.
  openhip::PlanStep* stepForUpdate(const hipGraphNode* node);
};

namespace openhip {

hipGraphExec* createExec(std::shared_ptr<Plan> plan);
bool isLiveExec(const hipGraphExec* exec);
void destroyExec(hipGraphExec* exec);

/// Queues one launch of the plan on `stream` (see the file comment).
hipError_t launchExec(hipGraphExec* exec, Stream& stream);

/// hipGraphExecUpdate: on success every step takes the parameters of its
/// counterpart in `graph` (paired by creation order).
hipError_t updateExec(hipGraphExec* exec, const ihipGraph* graph, const hipGraphNode** error_node,
                      hipGraphExecUpdateResult* result);

/// hipGraphExecChildGraphNodeSetParams: the step takes the parameters of
/// `child`, which must have the topology of the step's graph.
hipError_t updateChildStep(PlanStep* step, const ihipGraph* child);

}  // namespace openhip
