#include "graph_exec.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "cpu/worker_pool.h"
#include "event.h"
#include "stream_capture.h"

namespace openhip {
namespace {

std::unordered_set<const hipGraphExec*>& liveExecs() {
  static auto* execs = new std::unordered_set<const hipGraphExec*>;
  return *execs;
}

bool liveEvent(hipEvent_t event) { return event && Runtime::get().isLiveEvent(event); }

/// Per launch: the completion each event-record step signals and the marker
/// each wait step waits for, in the order runPlan meets them.
struct EventSlot {
  CompletionPtr completion;
  bool recorded_here = false;  ///< a record step's own completion (else a wait's marker)
};
using EventState = std::vector<EventSlot>;

/// After a fault stops a launch, its record steps still complete, so that
/// nobody waits forever for them.
void finishRecords(EventState& events) {
  for (EventSlot& slot : events)
    if (slot.recorded_here && !slot.completion->done()) slot.completion->signal();
}

void prepareEvents(const Plan& plan, EventState* state) {
  for (const PlanStep& step : plan.steps) {
    if (step.type == hipGraphNodeTypeEventRecord) {
      auto completion = std::make_shared<Completion>();
      if (liveEvent(step.params.event)) step.params.event->setMarker(completion);
      state->push_back(EventSlot{std::move(completion), true});
    } else if (step.type == hipGraphNodeTypeWaitEvent) {
      state->push_back(EventSlot{liveEvent(step.params.event) ? step.params.event->marker() : nullptr});
    } else if (step.type == hipGraphNodeTypeGraph && step.child->has_events) {
      prepareEvents(*step.child, state);
    }
  }
}

/// Runs the steps in order; stops after a kernel that faulted (the device
/// then has a sticky error) and returns false.
bool runPlan(const Plan& plan, cpu::WorkerPool& pool, const EventState& events, size_t& cursor) {
  for (const PlanStep& step : plan.steps) {
    switch (step.type) {
      case hipGraphNodeTypeKernel:
        if (cpu::executeKernel(pool, step.params.kernel.exec) != 0) return false;
        break;
      case hipGraphNodeTypeMemcpy:
      case hipGraphNodeTypeMemcpy1D:
      case hipGraphNodeTypeMemcpyFromSymbol:
      case hipGraphNodeTypeMemcpyToSymbol: runCopy(step.params.copy); break;
      case hipGraphNodeTypeMemset: runMemset(step.params.memset); break;
      case hipGraphNodeTypeHost: step.params.host.fn(step.params.host.userData); break;
      case hipGraphNodeTypeGraph:
        if (!runPlan(*step.child, pool, events, cursor)) return false;
        break;
      case hipGraphNodeTypeEventRecord: events[cursor++].completion->signal(); break;
      case hipGraphNodeTypeWaitEvent:
        if (const CompletionPtr& marker = events[cursor++].completion) marker->wait();
        break;
      default: break;  // empty nodes
    }
  }
  return true;
}

std::vector<size_t> dependencyIndices(const hipGraphNode* node,
                                      const std::unordered_map<const hipGraphNode*, size_t>& index) {
  std::vector<size_t> deps;
  for (const hipGraphNode* d : node->dependencies) deps.push_back(index.at(d));
  std::sort(deps.begin(), deps.end());
  return deps;
}

std::unordered_map<const hipGraphNode*, size_t> creationIndex(const ihipGraph* graph) {
  std::unordered_map<const hipGraphNode*, size_t> index;
  for (size_t i = 0; i < graph->nodes.size(); ++i) index[graph->nodes[i].get()] = i;
  return index;
}

hipGraphExecUpdateResult comparePlan(const Plan& plan, const ihipGraph* graph,
                                     const hipGraphNode** error_node) {
  if (graph->nodes.size() != plan.steps.size()) return hipGraphExecUpdateErrorTopologyChanged;
  const auto index = creationIndex(graph);
  for (const PlanStep& step : plan.steps) {
    const hipGraphNode* node = graph->nodes[step.creation_index].get();
    *error_node = node;
    if (node->type != step.type) return hipGraphExecUpdateErrorNodeTypeChanged;
    if (dependencyIndices(node, index) != step.dependencies)
      return hipGraphExecUpdateErrorTopologyChanged;
    if (step.type == hipGraphNodeTypeKernel &&
        node->params.kernel.params.func != step.params.kernel.params.func)
      return hipGraphExecUpdateErrorFunctionChanged;
    if (step.type == hipGraphNodeTypeGraph) {
      const hipGraphNode* inner = nullptr;
      hipGraphExecUpdateResult r = comparePlan(*step.child, node->params.child, &inner);
      if (r != hipGraphExecUpdateSuccess) return r;
    }
  }
  *error_node = nullptr;
  return hipGraphExecUpdateSuccess;
}

}  // namespace

hipError_t instantiatePlan(const ihipGraph* graph, std::shared_ptr<Plan>* out,
                           const hipGraphNode** error_node, std::string* log) {
  std::vector<const hipGraphNode*> order;
  const hipGraphNode* cycle = nullptr;
  if (!topologicalOrder(graph, &order, &cycle)) {
    if (error_node) *error_node = cycle;
    if (log) *log = "graph instantiation failed: the dependencies form a cycle";
    return hipErrorInvalidValue;
  }
  const auto index = creationIndex(graph);
  auto plan = std::make_shared<Plan>();
  plan->steps.reserve(order.size());
  for (const hipGraphNode* node : order) {
    PlanStep step;
    step.type = node->type;
    step.origin = node;
    step.params = node->params;
    step.params.child = nullptr;
    step.creation_index = index.at(node);
    step.dependencies = dependencyIndices(node, index);
    if (node->type == hipGraphNodeTypeGraph) {
      if (hipError_t e = instantiatePlan(node->params.child, &step.child, error_node, log)) return e;
      plan->has_events |= step.child->has_events;
    }
    plan->has_events |= node->type == hipGraphNodeTypeEventRecord ||
                        node->type == hipGraphNodeTypeWaitEvent;
    plan->steps.push_back(std::move(step));
  }
  *out = std::move(plan);
  return hipSuccess;
}

hipGraphExec* createExec(std::shared_ptr<Plan> plan) {
  auto* exec = new hipGraphExec;
  exec->plan = std::move(plan);
  liveExecs().insert(exec);
  return exec;
}

bool isLiveExec(const hipGraphExec* exec) { return exec && liveExecs().count(exec); }

void destroyExec(hipGraphExec* exec) {
  liveExecs().erase(exec);
  delete exec;  // queued launches hold their own reference to the plan
}

hipError_t launchExec(hipGraphExec* exec, Stream& stream) {
  std::shared_ptr<const Plan> plan = exec->snapshot();
  cpu::WorkerPool& pool = Runtime::get().pool();
  if (!plan->has_events) {
    maybeBlock(stream.device().submit(stream, [plan, &pool] {
      size_t cursor = 0;
      runPlan(*plan, pool, {}, cursor);
    }));
    return hipSuccess;
  }
  // Events take their new marker at launch, so hipEventSynchronize after
  // hipGraphLaunch waits for the record node. A launch captured into
  // another graph prepares its events when it runs instead.
  EventState events;
  const bool capturing = isCapturing(stream);
  if (!capturing) prepareEvents(*plan, &events);
  maybeBlock(stream.device().submit(stream, [plan, &pool, events, capturing]() mutable {
    if (capturing) {
      events.clear();
      prepareEvents(*plan, &events);
    }
    size_t cursor = 0;
    if (!runPlan(*plan, pool, events, cursor)) finishRecords(events);
  }));
  return hipSuccess;
}

hipError_t updateExec(hipGraphExec* exec, const ihipGraph* graph, const hipGraphNode** error_node,
                      hipGraphExecUpdateResult* result) {
  std::lock_guard<std::mutex> lock(exec->mutex);
  *error_node = nullptr;
  *result = comparePlan(*exec->plan, graph, error_node);
  if (*result != hipGraphExecUpdateSuccess) return hipErrorGraphExecUpdateFailure;
  std::shared_ptr<Plan> fresh;
  if (instantiatePlan(graph, &fresh, nullptr, nullptr)) {
    *result = hipGraphExecUpdateError;
    return hipErrorGraphExecUpdateFailure;
  }
  // Same topology and creation order give the same step order; keep the
  // original nodes as the keys for hipGraphExec*SetParams.
  for (size_t i = 0; i < fresh->steps.size(); ++i) fresh->steps[i].origin = exec->plan->steps[i].origin;
  exec->plan = std::move(fresh);
  return hipSuccess;
}

hipError_t updateChildStep(PlanStep* step, const ihipGraph* child) {
  const hipGraphNode* error_node = nullptr;
  if (comparePlan(*step->child, child, &error_node) != hipGraphExecUpdateSuccess)
    return hipErrorInvalidValue;
  std::shared_ptr<Plan> fresh;
  if (hipError_t e = instantiatePlan(child, &fresh, nullptr, nullptr)) return e;
  step->child = std::move(fresh);
  return hipSuccess;
}

}  // namespace openhip

std::shared_ptr<const openhip::Plan> hipGraphExec::snapshot() {
  std::lock_guard<std::mutex> lock(mutex);
  return plan;
}

openhip::PlanStep* hipGraphExec::stepForUpdate(const hipGraphNode* node) {
  auto it = std::find_if(plan->steps.begin(), plan->steps.end(),
                         [&](const openhip::PlanStep& s) { return s.origin == node; });
  if (it == plan->steps.end()) return nullptr;
  const size_t position = static_cast<size_t>(it - plan->steps.begin());
  if (plan.use_count() > 1) plan = std::make_shared<openhip::Plan>(*plan);  // a launch holds it
  return &plan->steps[position];
}
