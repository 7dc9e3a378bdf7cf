// The collectives the *_perf programs measure, as nccl-tests defines them:
// element counts per rank for a message size, bus-bandwidth factor, the call,
// and what every rank's receive buffer must hold afterwards.
#pragma once

#define RCCL_FLOAT8 1
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <cstddef>
#include <string>

namespace rccl_perf {

enum class Kind { AllReduce, AllGather, Broadcast, Reduce, ReduceScatter, AllToAll, SendRecv, Gather, Scatter };

struct Counts {
  size_t send = 0, recv = 0; // elements in each rank's send and receive buffer
  size_t param = 0;          // the count argument of the call
  size_t reported = 0;       // elements in the "size" and "count" columns
  size_t sendInPlace = 0;    // in place: the send buffer is recvbuff + this (elements),
  size_t recvInPlace = 0;    // or the receive buffer is sendbuff + this
};

struct Collective {
  const char* program; // "all_reduce_perf"
  Kind kind;
  bool reduces; // takes a reduction operator
  bool rooted;  // takes a root
  bool inPlace; // has an in-place form
  // busbw = algbw * busFactor: the bytes each rank's link carries, as nccl-tests
  // counts them, so that the figure is comparable with the hardware bound.
  double busFactor(int nranks) const;
  Counts counts(size_t elements, int nranks, int rank) const;
};

// The collective a program name (argv[0]'s basename) stands for, or nullptr.
const Collective* collectiveForProgram(const std::string& program);
const Collective* collectiveList(size_t* count);

// Runs one collective of rank `rank`. `op` is ignored by the non-reducing
// collectives, `root` by the unrooted ones.
ncclResult_t runCollective(const Collective& c, const void* send, void* recv, const Counts& counts,
                           ncclDataType_t type, ncclRedOp_t op, int root, int rank, int nranks,
                           ncclComm_t comm, hipStream_t stream);

// Where element `index` of rank `rank`'s receive buffer comes from: the
// senders' elements `sourceIndex` (every rank's when `allRanks`, else rank
// `sourceRank`'s), or nothing to check (returns false).
struct Source {
  bool allRanks = false;
  int sourceRank = 0;
  size_t sourceIndex = 0;
};
bool expectedSource(const Collective& c, const Counts& counts, int root, int rank, int nranks,
                    size_t index, Source* out);

} // namespace rccl_perf
