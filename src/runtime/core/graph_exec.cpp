#include "graph_exec.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "event.h"
#include "stream_capture.h"

namespace openhip {
namespace {

std::unordered_set<const hipGraphExec*>& liveExecs() {
  static auto* execs = new std::unordered_set<const hipGraphExec*>;
  return *execs;
}

bool liveEvent(hipEvent_t event) { return event && Runtime::get().isLiveEvent(event); }

/// The completions of a launch's event steps, in program order: a record
/// step gets a new completion (the event's marker from now on), a wait step
/// the event's current marker.
void prepareEvents(const Plan& plan, std::vector<CompletionPtr>* slots) {
  for (const PlanStep& step : plan.steps) {
    if (step.child) {
      if (step.child->has_events) prepareEvents(*step.child, slots);
    } else if (step.type == hipGraphNodeTypeEventRecord) {
      auto completion = std::make_shared<Completion>();
      if (liveEvent(step.params.event)) step.params.event->setMarker(completion);
      slots->push_back(std::move(completion));
    } else if (step.type == hipGraphNodeTypeWaitEvent) {
      slots->push_back(liveEvent(step.params.event) ? step.params.event->marker() : nullptr);
    }
  }
}

void callClosure(void* closure) { (*static_cast<const std::function<void()>*>(closure))(); }

/// A captured node's replayed queue work as a program step.
void appendReplay(const QueueWork& work, Program* program) {
  if (const auto* copy = std::get_if<CopyRegion>(&work)) program->steps.push_back(*copy);
  if (const auto* fill = std::get_if<FillRegion>(&work)) program->steps.push_back(*fill);
  if (const auto* write = std::get_if<ValueWrite>(&work)) program->steps.push_back(*write);
  if (const auto* wait = std::get_if<ValueWait>(&work)) program->steps.push_back(*wait);
  if (const auto* host = std::get_if<HostFunction>(&work))
    program->steps.push_back(HostCall{callClosure, const_cast<std::function<void()>*>(&host->fn)});
}

/// Appends the steps of `plan` (child plans inlined) to `program`; `slot`
/// numbers the event steps as prepareEvents meets them.
void appendSteps(const Plan& plan, Program* program, size_t* slot) {
  for (const PlanStep& step : plan.steps) {
    if (step.child) {
      appendSteps(*step.child, program, slot);
      continue;
    }
    const NodeParams& p = step.params;
    switch (step.type) {
      case hipGraphNodeTypeKernel: program->steps.push_back(&p.kernel.packet->launch); break;
      case hipGraphNodeTypeMemcpy:
      case hipGraphNodeTypeMemcpy1D:
      case hipGraphNodeTypeMemcpyFromSymbol:
      case hipGraphNodeTypeMemcpyToSymbol:
        if (p.copy.region.width) program->steps.push_back(p.copy.region);
        break;
      case hipGraphNodeTypeMemset:
        if (p.memset.params.width) program->steps.push_back(fillRegion(p.memset));
        break;
      case hipGraphNodeTypeHost:
        if (p.replay)
          appendReplay(*p.replay, program);
        else
          program->steps.push_back(HostCall{p.host.fn, p.host.userData});
        break;
      case hipGraphNodeTypeEventRecord: program->steps.push_back(SignalSlot{(*slot)++}); break;
      case hipGraphNodeTypeWaitEvent: program->steps.push_back(WaitSlot{(*slot)++}); break;
      default: break;  // empty nodes
    }
  }
}

std::shared_ptr<const Program> buildProgram(const Plan& plan) {
  auto program = std::make_shared<Program>();
  size_t slot = 0;
  appendSteps(plan, program.get(), &slot);
  return program;
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
  if (!graph->user_objects.empty())
    plan->user_objects = std::make_shared<const UserObjectRefs>(graph->user_objects);
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
      std::shared_ptr<Plan> child;
      if (hipError_t e = instantiatePlan(node->params.child, &child, error_node, log)) return e;
      step.child = std::move(child);
    } else if (node->params.embedded_plan) {
      step.child = node->params.embedded_plan;
    }
    if (step.child) plan->has_events |= step.child->has_events;
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
  // Captured into another graph, the launch becomes a node that runs the plan.
  if (isCapturing(stream) && captureEmbeddedPlan(stream, plan)) return hipSuccess;
  ProgramLaunch launch;
  launch.program = plan->program;
  // Events take their new marker at launch, so hipEventSynchronize after
  // hipGraphLaunch waits for the record node.
  if (plan->has_events) prepareEvents(*plan, &launch.slots);
  launch.keep_alive = std::move(plan);
  maybeBlock(stream.device().submit(stream, std::move(launch)));
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
  // The user objects stay those of the graph the exec was instantiated from.
  fresh->user_objects = exec->plan->user_objects;
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
  // Built once per published plan: parameter updates drop it (stepForUpdate).
  if (!plan->program) plan->program = openhip::buildProgram(*plan);
  return plan;
}

openhip::PlanStep* hipGraphExec::stepForUpdate(const hipGraphNode* node) {
  auto it = std::find_if(plan->steps.begin(), plan->steps.end(),
                         [&](const openhip::PlanStep& s) { return s.origin == node; });
  if (it == plan->steps.end()) return nullptr;
  const size_t position = static_cast<size_t>(it - plan->steps.begin());
  if (plan.use_count() > 1) plan = std::make_shared<openhip::Plan>(*plan);  // a launch holds it
  plan->program = nullptr;
  return &plan->steps[position];
}
