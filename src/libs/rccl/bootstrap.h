// Unique ids and the first exchange between the ranks of a new communicator:
// every rank learns every rank's RankInfo (process, host, device, shared
// segment). Without MPI the ranks meet in a shared segment the id's creator
// made (one machine); with MPI initialized (world size > 1) through MPI
// messages to the creator's process (any number of machines).
#pragma once

#include <rccl/rccl.h>

#include <cstdint>
#include <vector>

namespace rccl {

struct Nonce {
  uint64_t a, b;
  bool operator<(const Nonce& o) const { return a != o.a ? a < o.a : b < o.b; }
  bool operator==(const Nonce& o) const { return a == o.a && b == o.b; }
  bool operator!=(const Nonce& o) const { return !(*this == o); }
};

Nonce randomNonce();
// A nonce derived from another one (split communicators).
Nonce deriveNonce(const Nonce& parent, uint64_t x, uint64_t y);

// The content of an ncclUniqueId.
struct IdData {
  char magic[8];
  Nonce nonce;
  uint64_t hostHash;    // the creator's host
  int32_t pid;          // the creator's process
  int32_t rendezvousFd; // memfd of the rendezvous segment in the creator, or -1
  int32_t mpiWorldRank; // the creator's rank in MPI_COMM_WORLD, or -1 (no MPI)
  int32_t reserved;
};
static_assert(sizeof(IdData) <= NCCL_UNIQUE_ID_BYTES, "id too large");

enum RankFlags : uint32_t { kP2pDisable = 1, kShmDisable = 2 };

struct RankInfo {
  Nonce nonce;
  int32_t rank, nranks;
  int32_t pid, device;
  int32_t mpiWorldRank;
  uint32_t flags;
  uint64_t hostHash;
  int32_t segmentFd; // this rank's shared segment (memfd), -1 if none
  int32_t reserved;
  uint64_t stagingBytes; // per half of the collective staging
  uint64_t fifoBytes;    // per send/recv FIFO slot
  char host[56];
};
static_assert(sizeof(RankInfo) == 128, "RankInfo is exchanged as raw bytes");

// The host this process runs on: hostname, boot id and network namespace
// (processes in different network namespaces count as different machines),
// or NCCL_HOSTID when set.
uint64_t localHostHash();

// With allowMpi false the id never uses MPI (ranks of one process).
ncclResult_t makeUniqueId(ncclUniqueId* id, bool allowMpi = true);
// ncclInvalidArgument when the bytes are not an id of this library.
ncclResult_t decodeUniqueId(const ncclUniqueId& id, IdData& out);

// Every rank's info, indexed by rank. Blocks until all nranks ranks called it
// with the same id (or the timeout).
ncclResult_t exchangeRankInfo(const IdData& id, const RankInfo& mine, std::vector<RankInfo>& table);

} // namespace rccl
