// ncclGroupStart/End: per-thread state collecting calls until the outermost
// ncclGroupEnd, which runs deferred initializations/splits concurrently and
// enqueues one fused plan per communicator.
#pragma once

#include "op.h"

#include <rccl/rccl.h>

#include <functional>

namespace rccl {

ncclResult_t groupStart();
ncclResult_t groupEnd();
bool inGroup();

// A collective or send/receive: queued in a group, else enqueued at once.
ncclResult_t submitOp(Op&& op);
// Work that must run concurrently with the group's other jobs (communicator
// initialization and splits when called inside a group).
void addGroupJob(std::function<ncclResult_t()> job);
// A failed call inside a group: ncclGroupEnd returns it (and enqueues nothing).
ncclResult_t groupError(ncclResult_t r);

} // namespace rccl
