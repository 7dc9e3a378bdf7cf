// The network transport: ranks on several machines, through Open MPI
// (docs/rccl.md, "Across machines").
#pragma once

#include "comm.h"

#include <memory>

namespace rccl {

ncclResult_t makeNetEngine(ncclComm* comm, std::unique_ptr<Engine>& out);

} // namespace rccl
