// The MPI engine: every rank reaches every other through the communicator's
// private MPI communicator. Device data is staged in pinned host buffers:
// per segment (at most NCCL_BUFFSIZE bytes of this rank's data) the stream
// runs a copy into staging, one host function that runs the whole algorithm
// with MPI (and reduces on the host), and a copy out.
#include "engine_net.h"

#include "engine_common.h"
#include "env.h"
#include "host_reduce.h"
#include "log.h"
#include "mpi_support.h"
#include "net_algorithms.h"

#include <algorithm>
#include <cstring>

namespace rccl {
namespace {

constexpr int kTagCollective = 0, kTagTransfer = 1, kTagControl = 2;

char* at(void* p, size_t off) {
  return static_cast<char*>(p) + off;
}
const char* at(const void* p, size_t off) {
  return static_cast<const char*>(p) + off;
}

// Pinned staging that grows at enqueue time; an old block is kept until the
// engine goes (a plan still running may use it).
class Staging {
public:
  ~Staging() {
    for (void* p : blocks_)
      (void)hipHostFree(p);
  }
  ncclResult_t get(size_t bytes, char** out) {
    if (bytes > size_) {
      void* p = nullptr;
      size_t size = std::max(bytes, size_ * 2);
      hipError_t e = hipHostMalloc(&p, size, hipHostMallocDefault);
      if (e != hipSuccess) {
        warn("hipHostMalloc of %zu staging bytes failed: %s", size, hipGetErrorString(e));
        return ncclUnhandledCudaError;
      }
      blocks_.push_back(p);
      current_ = static_cast<char*>(p);
      size_ = size;
    }
    *out = current_;
    return ncclSuccess;
  }

private:
  std::vector<void*> blocks_;
  char* current_ = nullptr;
  size_t size_ = 0;
};

class NetEngine : public Engine {
public:
  NetEngine(ncclComm* comm, std::shared_ptr<MpiComm> mpi)
      : comm_(comm), mpi_(std::move(mpi)), me_(comm->rank), n_(comm->nranks) {}

  ncclResult_t enqueue(Plan& plan, hipStream_t stream) override;
  ncclResult_t controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) override;
  void markFailed() override {}

private:
  ncclResult_t enqueueCollective(const Op& op, hipStream_t stream);
  ncclResult_t enqueueTransfers(const Plan& plan, hipStream_t stream);
  // A host function running `algo` with a context for this op.
  ncclResult_t runOnHost(hipStream_t stream, const Op& op,
                         std::function<ncclResult_t(NetContext&)> algo);
  bool useTree(size_t bytes) const {
    int algo = settings().algo;
    return algo == 2 || (algo == 0 && bytes <= settings().treeThreshold);
  }

  ncclComm* comm_;
  std::shared_ptr<MpiComm> mpi_;
  int me_, n_;
  Staging staging_;
};

ncclResult_t NetEngine::runOnHost(hipStream_t stream, const Op& op,
                                  std::function<ncclResult_t(NetContext&)> algo) {
  ncclComm* comm = comm_;
  MpiComm* mpi = mpi_.get();
  const int me = me_, n = n_;
  const ncclDataType_t type = op.type;
  const RedOp redop = op.redop;
  return enqueueHost(stream, [=]() {
    if (comm->broken())
      return;
    WaitContext ctx = waitContext(comm, nullptr, "the other ranks (MPI)");
    NetContext c{
        mpi, me, n, &ctx, type, redop.kind, redop.kind == RedKind::SumPostDiv ? redop.divisor : 0};
    ncclResult_t r = algo(c);
    if (r != ncclSuccess)
      reportWaitFailure(comm, r, ctx);
  });
}

ncclResult_t NetEngine::enqueue(Plan& plan, hipStream_t stream) {
  if (matchSelfTransfers(plan, me_) != ncclSuccess) {
    warn("rank %d: its sends to itself and receives from itself do not pair up", me_);
    return ncclInvalidUsage;
  }
  for (const LocalCopy& c : plan.copies) {
    ncclResult_t r = copyAsync(c.dst, c.src, c.bytes, stream);
    if (r != ncclSuccess)
      return r;
  }
  for (const Op& op : plan.colls) {
    ncclResult_t r = enqueueCollective(op, stream);
    if (r != ncclSuccess)
      return r;
  }
  if (!plan.transfers.empty())
    return enqueueTransfers(plan, stream);
  return ncclSuccess;
}

ncclResult_t NetEngine::enqueueCollective(const Op& op, hipStream_t stream) {
  const size_t es = typeSize(op.type);
  const size_t budget = settings().bufferBytes;
  const int r = me_, n = n_, root = op.root;
  const bool premul = op.redop.kind == RedKind::PreMulSum;
  ncclResult_t res;
  char* base = nullptr;
  switch (op.coll) {
  case Coll::AllReduce:
  case Coll::Reduce: {
    const size_t seg = std::max<size_t>(1, budget / es);
    const size_t segBytes = std::min(seg, op.count) * es;
    // buf | tmp | scalar
    if ((res = staging_.get(2 * segBytes + 64, &base)) != ncclSuccess)
      return res;
    char* buf = base;
    char* tmp = base + segBytes;
    char* scalar = base + 2 * segBytes;
    const bool tree = useTree(op.count * es);
    const bool all = op.coll == Coll::AllReduce;
    for (size_t off = 0; off < op.count; off += seg) {
      const size_t m = std::min(seg, op.count - off);
      if ((res = copyAsync(buf, at(op.sendbuff, off * es), m * es, stream)) != ncclSuccess)
        return res;
      if (premul && op.redop.scalarIsPtr &&
          (res = copyAsync(scalar, reinterpret_cast<const void*>(op.redop.scalar), es, stream)) !=
              ncclSuccess)
        return res;
      const RedOp redop = op.redop;
      const ncclDataType_t type = op.type;
      res = runOnHost(stream, op, [=](NetContext& c) {
        if (redop.kind == RedKind::PreMulSum) {
          uint64_t bits = redop.scalar;
          if (redop.scalarIsPtr)
            std::memcpy(&bits, scalar, es);
          hostScale(type, buf, m, bits);
        }
        if (all)
          return tree ? treeAllReduce(c, buf, tmp, m) : ringAllReduce(c, buf, tmp, m);
        return tree ? treeReduce(c, buf, tmp, m, root) : ringReduce(c, buf, tmp, m, root);
      });
      if (res != ncclSuccess)
        return res;
      if ((all || r == root) &&
          (res = copyAsync(at(op.recvbuff, off * es), buf, m * es, stream)) != ncclSuccess)
        return res;
    }
    return ncclSuccess;
  }
  case Coll::Broadcast: {
    const size_t bytes = op.count * es;
    if (r == root && (res = copyAsync(op.recvbuff, op.sendbuff, bytes, stream)) != ncclSuccess)
      return res;
    const size_t seg = std::min(budget, bytes);
    if ((res = staging_.get(seg, &base)) != ncclSuccess)
      return res;
    const bool tree = useTree(bytes);
    for (size_t off = 0; off < bytes; off += seg) {
      const size_t m = std::min(seg, bytes - off);
      if (r == root && (res = copyAsync(base, at(op.sendbuff, off), m, stream)) != ncclSuccess)
        return res;
      res = runOnHost(stream, op, [=](NetContext& c) {
        return tree ? treeBroadcast(c, base, m, root) : chainBroadcast(c, base, m, root, 256 << 10);
      });
      if (res != ncclSuccess)
        return res;
      if (r != root && (res = copyAsync(at(op.recvbuff, off), base, m, stream)) != ncclSuccess)
        return res;
    }
    return ncclSuccess;
  }
  case Coll::AllGather: {
    const size_t bytes = op.count * es;
    const size_t seg = std::max<size_t>(1, budget / size_t(n));
    const size_t segBytes = std::min(seg, bytes);
    if ((res = staging_.get(segBytes * size_t(n), &base)) != ncclSuccess)
      return res;
    for (size_t off = 0; off < bytes; off += seg) {
      const size_t m = std::min(seg, bytes - off);
      if ((res = copyAsync(base + size_t(r) * m, at(op.sendbuff, off), m, stream)) != ncclSuccess)
        return res;
      res = runOnHost(stream, op, [=](NetContext& c) { return ringAllGather(c, base, m); });
      if (res != ncclSuccess)
        return res;
      for (int j = 0; j < n; ++j)
        if ((res = copyAsync(at(op.recvbuff, size_t(j) * bytes + off), base + size_t(j) * m, m,
                             stream)) != ncclSuccess)
          return res;
    }
    return ncclSuccess;
  }
  case Coll::ReduceScatter: {
    const size_t c = op.count;
    const size_t seg = std::max<size_t>(1, budget / (es * size_t(n)));
    const size_t segElems = std::min(seg, c);
    if ((res = staging_.get((size_t(n) + 1) * segElems * es + 64, &base)) != ncclSuccess)
      return res;
    char* tmp = base + size_t(n) * segElems * es;
    char* scalar = tmp + segElems * es;
    for (size_t off = 0; off < c; off += seg) {
      const size_t m = std::min(seg, c - off);
      for (int j = 0; j < n; ++j)
        if ((res = copyAsync(base + size_t(j) * m * es, at(op.sendbuff, (size_t(j) * c + off) * es),
                             m * es, stream)) != ncclSuccess)
          return res;
      if (premul && op.redop.scalarIsPtr &&
          (res = copyAsync(scalar, reinterpret_cast<const void*>(op.redop.scalar), es, stream)) !=
              ncclSuccess)
        return res;
      const RedOp redop = op.redop;
      const ncclDataType_t type = op.type;
      res = runOnHost(stream, op, [=](NetContext& ctx) {
        if (redop.kind == RedKind::PreMulSum) {
          uint64_t bits = redop.scalar;
          if (redop.scalarIsPtr)
            std::memcpy(&bits, scalar, es);
          hostScale(type, base, m * size_t(n), bits);
        }
        return ringReduceScatter(ctx, base, tmp, m);
      });
      if (res != ncclSuccess)
        return res;
      if ((res = copyAsync(at(op.recvbuff, off * es), base + size_t(r) * m * es, m * es, stream)) !=
          ncclSuccess)
        return res;
    }
    return ncclSuccess;
  }
  default:
    return ncclInternalError;
  }
}

// Sends and receives in rounds of at most NCCL_BUFFSIZE bytes per peer and
// direction: copies into staging, one host function posting every message of
// the round and waiting for all, copies out.
ncclResult_t NetEngine::enqueueTransfers(const Plan& plan, hipStream_t stream) {
  const size_t chunk = settings().bufferBytes;
  struct Piece {
    int peer;
    bool send;
    char* buffer;
    size_t bytes;
  };
  std::vector<std::vector<Piece>> perPeer(size_t(n_) * 2);
  for (const Transfer& t : plan.transfers)
    for (size_t off = 0; off < t.bytes; off += chunk)
      perPeer[size_t(t.peer) * 2 + (t.send ? 0 : 1)].push_back(
          {t.peer, t.send, static_cast<char*>(t.buffer) + off, std::min(chunk, t.bytes - off)});
  size_t rounds = 0, lanes = 0;
  for (const auto& list : perPeer) {
    rounds = std::max(rounds, list.size());
    lanes += list.empty() ? 0 : 1;
  }
  char* base = nullptr;
  ncclResult_t res = staging_.get(lanes * chunk, &base);
  if (res != ncclSuccess)
    return res;
  ncclComm* comm = comm_;
  MpiComm* mpi = mpi_.get();
  const int me = me_;
  for (size_t u = 0; u < rounds; ++u) {
    std::vector<MpiMessage> msgs;
    std::vector<std::pair<char*, Piece>> recvs;
    size_t lane = 0;
    for (const auto& list : perPeer) {
      if (list.empty())
        continue;
      char* slot = base + lane++ * chunk;
      if (u >= list.size())
        continue;
      const Piece& p = list[u];
      if (p.send) {
        if ((res = copyAsync(slot, p.buffer, p.bytes, stream)) != ncclSuccess)
          return res;
        msgs.push_back({true, slot, p.bytes, p.peer, mpi->tag(kTagTransfer, me, p.peer)});
      } else {
        msgs.push_back({false, slot, p.bytes, p.peer, mpi->tag(kTagTransfer, p.peer, me)});
        recvs.emplace_back(slot, p);
      }
    }
    res = enqueueHost(stream, [=]() {
      if (comm->broken())
        return;
      WaitContext ctx = waitContext(comm, nullptr, "a send or receive peer (MPI)");
      ncclResult_t r = mpi->exchange(msgs, ctx);
      if (r != ncclSuccess)
        reportWaitFailure(comm, r, ctx);
    });
    if (res != ncclSuccess)
      return res;
    for (const auto& rv : recvs)
      if ((res = copyAsync(rv.second.buffer, rv.first, rv.second.bytes, stream)) != ncclSuccess)
        return res;
  }
  return ncclSuccess;
}

ncclResult_t NetEngine::controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) {
  all.assign(bytes * size_t(n_), 0);
  std::memcpy(all.data() + bytes * size_t(me_), mine, bytes);
  WaitContext ctx = waitContext(comm_, nullptr, "the other ranks (control exchange over MPI)");
  std::vector<MpiMessage> msgs;
  if (me_ == 0) {
    for (int j = 1; j < n_; ++j)
      msgs.push_back(
          {false, all.data() + bytes * size_t(j), bytes, j, mpi_->tag(kTagControl, j, 0)});
    ncclResult_t r = mpi_->exchange(msgs, ctx);
    if (r != ncclSuccess)
      return r;
    msgs.clear();
    for (int j = 1; j < n_; ++j)
      msgs.push_back({true, all.data(), all.size(), j, mpi_->tag(kTagControl, 0, j)});
    return mpi_->exchange(msgs, ctx);
  }
  msgs.push_back({true, const_cast<void*>(mine), bytes, 0, mpi_->tag(kTagControl, me_, 0)});
  ncclResult_t r = mpi_->exchange(msgs, ctx);
  if (r != ncclSuccess)
    return r;
  msgs.assign(1, {false, all.data(), all.size(), 0, mpi_->tag(kTagControl, 0, me_)});
  return mpi_->exchange(msgs, ctx);
}

} // namespace

ncclResult_t makeNetEngine(ncclComm* comm, std::unique_ptr<Engine>& out) {
  for (const RankInfo& r : comm->table) {
    if (r.mpiWorldRank < 0) {
      warn("rank %d: the communicator needs the MPI transport (ranks on several machines, or "
           "NCCL_SHM_DISABLE / "
           "NCCL_P2P_DISABLE), but rank %d is not an MPI process; call MPI_Init before "
           "ncclCommInitRank",
           comm->rank, r.rank);
      return ncclInvalidUsage;
    }
  }
  std::shared_ptr<MpiComm> mpi;
  ncclResult_t r = mpiCommFor(comm->nonce, comm->table, mpi);
  if (r != ncclSuccess)
    return r;
  out = std::make_unique<NetEngine>(comm, std::move(mpi));
  return ncclSuccess;
}

} // namespace rccl
