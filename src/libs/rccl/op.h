// One call of the API as recorded for enqueueing, and the per-communicator
// plan a group (or a single call) turns into.
#pragma once

#include "elements.h"

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <cstddef>
#include <cstdint>
#include <vector>

struct ncclComm;

namespace rccl {

enum class Coll : uint8_t {
  AllReduce,
  Broadcast,
  Reduce,
  AllGather,
  ReduceScatter,
  AllToAll,
  AllToAllv,
  Gather,
  Scatter,
  Send,
  Recv
};
const char* collName(Coll c);

struct Op {
  Coll coll;
  ncclComm* comm;
  hipStream_t stream;
  const void* sendbuff;
  void* recvbuff;
  size_t
      count; // as the API counts it (per rank for AllGather/ReduceScatter/Gather/Scatter/AllToAll)
  ncclDataType_t type;
  RedOp redop;
  int root;                    // Broadcast, Reduce, Gather, Scatter
  int peer;                    // Send, Recv
  std::vector<size_t> vcounts; // AllToAllv: sendcounts, sdispls, recvcounts, rdispls (4 x nranks)
};

// A point-to-point transfer of bytes with another rank.
struct Transfer {
  int peer;
  bool send;
  void* buffer;
  size_t bytes;
};

// A copy within this rank (a rank's message to itself).
struct LocalCopy {
  const void* src;
  void* dst;
  size_t bytes;
};

// What one rank of one communicator enqueues at once: its collectives in call
// order (all ranks have the same list), then its transfers (matched pairwise
// in order), then copies to itself.
struct Plan {
  std::vector<Op> colls;
  std::vector<Transfer> transfers;
  std::vector<LocalCopy> copies;
  // Set by an engine whose last host function of the plan also counts the
  // plan finished (comm->inflight), which enqueuePlan then leaves to it.
  bool finishedByEngine = false;
  // Enqueued into a stream capture: it runs at every launch of the graph
  // (the engines number their steps when they run, docs/rccl.md).
  bool captured = false;
  bool empty() const { return colls.empty() && transfers.empty() && copies.empty(); }
};

// Splits gather/scatter/all-to-all-v, sends and receives into transfers and
// copies; collectives stay (AllToAll stays a collective when keepAllToAll).
void addToPlan(Plan& plan, const Op& op, int rank, int nranks, bool keepAllToAll);

// Turns a rank's sends to itself and receives from itself (matched in order)
// into copies; ncclInvalidUsage when they do not pair up.
ncclResult_t matchSelfTransfers(Plan& plan, int rank);

// Balanced split of n elements into parts: [begin, begin + len) of part i,
// boundaries rounded to `align` elements.
struct Range {
  size_t begin, len;
};
Range partRange(size_t n, int parts, int i, size_t align);

// What ranks must agree on for a collective (checked where the transport can).
uint64_t signature(const Op& op);

} // namespace rccl
