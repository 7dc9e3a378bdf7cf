// The in-process transport: all ranks of the communicator are devices of this
// process (docs/rccl.md, "In one process").
#pragma once

#include "comm.h"

#include <memory>

namespace rccl {

ncclResult_t makeLocalEngine(ncclComm* comm, std::unique_ptr<Engine>& out);

} // namespace rccl
