// The environment variables the library reads (docs/rccl.md lists them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace rccl {

struct Settings {
  double timeoutSeconds; // OPENHIP_RCCL_TIMEOUT (default 300; 0 = wait forever)
  bool p2pDisable;       // NCCL_P2P_DISABLE=1: no direct access between ranks of one process
  bool shmDisable;       // NCCL_SHM_DISABLE=1: no shared memory between processes (use MPI)
  int algo;              // NCCL_ALGO for the MPI transport: 0 automatic, 1 ring, 2 tree
  size_t bufferBytes;    // NCCL_BUFFSIZE: staging bytes per round (default 4 MiB)
  size_t treeThreshold;  // OPENHIP_RCCL_TREE_THRESHOLD: MPI transport uses trees below (64 KiB)
  std::string hostId;    // NCCL_HOSTID: overrides the host identity
};

const Settings& settings();

} // namespace rccl
