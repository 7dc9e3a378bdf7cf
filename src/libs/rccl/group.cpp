#include "group.h"

#include "comm.h"
#include "log.h"

#include <algorithm>
#include <map>
#include <thread>

namespace rccl {
namespace {

struct GroupState {
  int depth = 0;
  ncclResult_t error = ncclSuccess;
  std::vector<Op> ops;
  std::vector<std::function<ncclResult_t()>> jobs;
};
thread_local GroupState state;

ncclResult_t runJobs(std::vector<std::function<ncclResult_t()>>& jobs) {
  if (jobs.empty())
    return ncclSuccess;
  if (jobs.size() == 1)
    return jobs[0]();
  std::vector<ncclResult_t> results(jobs.size(), ncclSuccess);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < jobs.size(); ++i)
    threads.emplace_back([&, i] { results[i] = jobs[i](); });
  for (auto& t : threads)
    t.join();
  for (ncclResult_t r : results)
    if (r != ncclSuccess)
      return r;
  return ncclSuccess;
}

ncclResult_t enqueueOps(std::vector<Op>& ops) {
  // One plan per communicator, in the order the communicators first appear.
  std::vector<ncclComm*> order;
  std::map<ncclComm*, std::vector<const Op*>> byComm;
  for (const Op& op : ops) {
    auto& list = byComm[op.comm];
    if (list.empty())
      order.push_back(op.comm);
    list.push_back(&op);
  }
  ncclResult_t first = ncclSuccess;
  for (ncclComm* comm : order) {
    Plan plan;
    std::vector<hipStream_t> others;
    hipStream_t launch = byComm[comm].front()->stream;
    for (const Op* op : byComm[comm]) {
      addToPlan(plan, *op, comm->rank, comm->nranks, comm->family != Family::Net);
      if (op->stream != launch &&
          std::find(others.begin(), others.end(), op->stream) == others.end())
        others.push_back(op->stream);
    }
    ncclResult_t r = enqueuePlan(comm, plan, launch, others);
    if (r != ncclSuccess && first == ncclSuccess)
      first = r;
  }
  return first;
}

} // namespace

bool inGroup() {
  return state.depth > 0;
}

ncclResult_t groupStart() {
  ++state.depth;
  return ncclSuccess;
}

ncclResult_t groupError(ncclResult_t r) {
  if (r != ncclSuccess && state.depth > 0 && state.error == ncclSuccess)
    state.error = r;
  return r;
}

void addGroupJob(std::function<ncclResult_t()> job) {
  state.jobs.push_back(std::move(job));
}

ncclResult_t groupEnd() {
  if (state.depth == 0) {
    warn("ncclGroupEnd: not in a group (no matching ncclGroupStart)");
    return ncclInvalidUsage;
  }
  if (--state.depth > 0)
    return ncclSuccess;
  std::vector<Op> ops;
  std::vector<std::function<ncclResult_t()>> jobs;
  ops.swap(state.ops);
  jobs.swap(state.jobs);
  ncclResult_t error = state.error;
  state.error = ncclSuccess;
  ncclResult_t r = runJobs(jobs);
  if (error != ncclSuccess)
    return error;
  if (r != ncclSuccess)
    return r;
  return enqueueOps(ops);
}

ncclResult_t submitOp(Op&& op) {
  if (state.depth > 0) {
    state.ops.push_back(std::move(op));
    return ncclSuccess;
  }
  std::vector<Op> ops;
  ops.push_back(std::move(op));
  return enqueueOps(ops);
}

} // namespace rccl
