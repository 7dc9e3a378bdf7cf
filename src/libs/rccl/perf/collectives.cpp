#include "collectives.h"

namespace rccl_perf {
namespace {

const Collective kCollectives[] = {
    {"all_reduce_perf", Kind::AllReduce, true, false, true},
    {"all_gather_perf", Kind::AllGather, false, false, true},
    {"broadcast_perf", Kind::Broadcast, false, true, true},
    {"reduce_perf", Kind::Reduce, true, true, true},
    {"reduce_scatter_perf", Kind::ReduceScatter, true, false, true},
    {"alltoall_perf", Kind::AllToAll, false, false, false},
    {"sendrecv_perf", Kind::SendRecv, false, false, false},
    {"gather_perf", Kind::Gather, false, true, false},
    {"scatter_perf", Kind::Scatter, false, true, false},
};

} // namespace

const Collective* collectiveList(size_t* count) {
  *count = sizeof(kCollectives) / sizeof(kCollectives[0]);
  return kCollectives;
}

const Collective* collectiveForProgram(const std::string& program) {
  for (const Collective& c : kCollectives)
    if (program == c.program)
      return &c;
  return nullptr;
}

double Collective::busFactor(int n) const {
  switch (kind) {
  case Kind::AllReduce:
    return 2.0 * (n - 1) / n;
  case Kind::AllGather:
  case Kind::ReduceScatter:
  case Kind::AllToAll:
  case Kind::Gather:
  case Kind::Scatter:
    return double(n - 1) / n;
  default:
    return 1.0;
  }
}

Counts Collective::counts(size_t elements, int n, int rank) const {
  Counts c;
  const size_t base = elements / size_t(n); // per-rank share of the split collectives
  switch (kind) {
  case Kind::AllReduce:
  case Kind::Broadcast:
  case Kind::Reduce:
  case Kind::SendRecv:
    c.send = c.recv = c.param = c.reported = elements;
    break;
  case Kind::AllGather:
  case Kind::Gather:
    c.send = c.param = base;
    c.recv = c.reported = base * n;
    c.sendInPlace = size_t(rank) * base;
    break;
  case Kind::ReduceScatter:
  case Kind::Scatter:
    c.send = c.reported = base * n;
    c.recv = c.param = base;
    c.recvInPlace = size_t(rank) * base;
    break;
  case Kind::AllToAll:
    c.send = c.recv = c.reported = base * n;
    c.param = base;
    break;
  }
  return c;
}

ncclResult_t runCollective(const Collective& c, const void* send, void* recv, const Counts& k,
                           ncclDataType_t type, ncclRedOp_t op, int root, int rank, int n,
                           ncclComm_t comm, hipStream_t stream) {
  switch (c.kind) {
  case Kind::AllReduce:
    return ncclAllReduce(send, recv, k.param, type, op, comm, stream);
  case Kind::AllGather:
    return ncclAllGather(send, recv, k.param, type, comm, stream);
  case Kind::Broadcast:
    return ncclBroadcast(send, recv, k.param, type, root, comm, stream);
  case Kind::Reduce:
    return ncclReduce(send, recv, k.param, type, op, root, comm, stream);
  case Kind::ReduceScatter:
    return ncclReduceScatter(send, recv, k.param, type, op, comm, stream);
  case Kind::AllToAll:
    return ncclAllToAll(send, recv, k.param, type, comm, stream);
  case Kind::Gather:
    return ncclGather(send, recv, k.param, type, root, comm, stream);
  case Kind::Scatter:
    return ncclScatter(send, recv, k.param, type, root, comm, stream);
  case Kind::SendRecv: {
    // A ring: every rank sends to the next and receives from the previous.
    ncclResult_t r = ncclGroupStart();
    if (r != ncclSuccess)
      return r;
    ncclResult_t sent = ncclSend(send, k.param, type, (rank + 1) % n, comm, stream);
    ncclResult_t received = ncclRecv(recv, k.param, type, (rank + n - 1) % n, comm, stream);
    r = ncclGroupEnd();
    return sent != ncclSuccess ? sent : received != ncclSuccess ? received : r;
  }
  }
  return ncclInvalidArgument;
}

bool expectedSource(const Collective& c, const Counts& k, int root, int rank, int n, size_t i,
                    Source* out) {
  const size_t base = k.param;
  switch (c.kind) {
  case Kind::AllReduce:
    *out = {true, 0, i};
    return true;
  case Kind::Reduce:
    *out = {true, 0, i};
    return rank == root;
  case Kind::ReduceScatter:
    *out = {true, 0, size_t(rank) * base + i};
    return true;
  case Kind::Broadcast:
    *out = {false, root, i};
    return true;
  case Kind::AllGather:
    *out = {false, int(i / base), i % base};
    return true;
  case Kind::Gather:
    *out = {false, int(i / base), i % base};
    return rank == root;
  case Kind::Scatter:
    *out = {false, root, size_t(rank) * base + i};
    return true;
  case Kind::AllToAll:
    *out = {false, int(i / base), size_t(rank) * base + i % base};
    return true;
  case Kind::SendRecv:
    *out = {false, (rank + n - 1) % n, i};
    return true;
  }
  return false;
}

} // namespace rccl_perf
