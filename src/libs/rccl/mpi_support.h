// Open MPI underneath the library: the bootstrap of communicators whose ranks
// may be on several machines, and the private MPI communicator each such
// communicator sends its data through (docs/rccl.md, "Across machines").
//
// A constructor sets OMPI_MPI_THREAD_LEVEL=3 (unless already set, or
// OPENHIP_RCCL_MPI_THREAD_LEVEL=0) so that a program's plain MPI_Init gives
// MPI_THREAD_MULTIPLE: collectives call MPI from the streams' threads while
// the program may call MPI itself.
#pragma once

#include "bootstrap.h"
#include "sync.h"

#include <rccl/rccl.h>

#include <cstddef>
#include <memory>
#include <vector>

namespace rccl {

// Whether the library was built with MPI.
bool mpiBuilt();
// This process's rank in MPI_COMM_WORLD when MPI is initialized (and not
// finalized) with more than one process, else -1.
int mpiBootstrapRank();
// This process's rank in MPI_COMM_WORLD when MPI is initialized, else -1.
int mpiWorldRank();
// Whether MPI provides MPI_THREAD_MULTIPLE.
bool mpiThreadMultiple();

// The bootstrap through MPI (see bootstrap.h).
ncclResult_t mpiExchangeRankInfo(const IdData& id, const RankInfo& mine,
                                 std::vector<RankInfo>& table);

// One message of an exchange: to or from the process holding `peerRank`.
struct MpiMessage {
  bool send;
  void* buffer;
  size_t bytes;
  int peerRank; // communicator rank of the peer
  int tag;
};

// The MPI side of one communicator in this process: a communicator made with
// MPI_Comm_create_group over the processes that hold its ranks, shared by the
// process's ranks of it.
class MpiComm {
public:
  virtual ~MpiComm() = default;
  // Posts all messages, then waits for all (never a silent hang: the wait
  // stops at the deadline, on abort or when a check fails).
  virtual ncclResult_t exchange(const std::vector<MpiMessage>& msgs, WaitContext& ctx) = 0;
  // A tag for (kind, source rank, destination rank) that no other pair uses.
  virtual int tag(int kind, int src, int dst) const = 0;
};

// The MpiComm of a communicator (rank table known): created once per process.
ncclResult_t mpiCommFor(const Nonce& nonce, const std::vector<RankInfo>& table,
                        std::shared_ptr<MpiComm>& out);

} // namespace rccl
