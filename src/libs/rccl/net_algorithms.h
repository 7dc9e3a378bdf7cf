// The algorithms of the MPI transport, on host staging buffers: rings for
// large messages (every rank sends and receives (n-1)/n of the data per
// phase, bandwidth-optimal), binomial trees for small ones (2 log2 n steps of
// latency instead of 2 (n-1)). docs/rccl.md has the choice per size.
#pragma once

#include "elements.h"
#include "mpi_support.h"

#include <rccl/rccl.h>

namespace rccl {

struct NetContext {
  MpiComm* mpi;
  int rank, n;
  WaitContext* wait;
  ncclDataType_t type;
  RedKind kind;
  uint64_t divisor; // SumPostDiv: applied where a final result is made, else 0
  // One step: send to one peer and receive from another at the same time
  // (either may be skipped with peer -1 or 0 bytes).
  ncclResult_t sendRecv(int to, const void* sendBuf, size_t sendBytes, int from, void* recvBuf,
                        size_t recvBytes);
};

// All ranks end with the reduction of all ranks' buf (count elements). tmp
// holds count elements. A PreMulSum's scaling must be applied before.
ncclResult_t ringAllReduce(NetContext& c, void* buf, void* tmp, size_t count);
ncclResult_t treeAllReduce(NetContext& c, void* buf, void* tmp, size_t count);
// buf holds n blocks of m elements; afterwards block `rank` holds the
// reduction of every rank's block `rank`. tmp holds m elements.
ncclResult_t ringReduceScatter(NetContext& c, void* buf, void* tmp, size_t m);
// buf holds n blocks of `bytes`; block `rank` is this rank's; afterwards all are filled.
ncclResult_t ringAllGather(NetContext& c, void* buf, size_t bytes);
// root's buf (bytes) reaches every rank.
ncclResult_t treeBroadcast(NetContext& c, void* buf, size_t bytes, int root);
ncclResult_t chainBroadcast(NetContext& c, void* buf, size_t bytes, int root, size_t piece);
// root's buf ends as the reduction (count elements); tmp holds count elements.
ncclResult_t treeReduce(NetContext& c, void* buf, void* tmp, size_t count, int root);
// Large reduce: ring reduce-scatter, then the parts go to root. tmp holds
// the largest of the n parts (count / n rounded up).
ncclResult_t ringReduce(NetContext& c, void* buf, void* tmp, size_t count, int root);

} // namespace rccl
