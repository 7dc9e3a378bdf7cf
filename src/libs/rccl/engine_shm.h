// The shared-memory transport: the ranks are processes (and devices) of one
// machine (docs/rccl.md, "Between processes").
#pragma once

#include "comm.h"
#include "segment.h"

#include <memory>

namespace rccl {

// This rank's shared segment (made before the rank table is exchanged, so
// its descriptor travels in `mine`).
ncclResult_t createShmSegment(int nranks, RankInfo& mine, std::unique_ptr<SharedSegment>& segment);

ncclResult_t makeShmEngine(ncclComm* comm, std::unique_ptr<SharedSegment> own,
                           std::unique_ptr<Engine>& out);

} // namespace rccl
