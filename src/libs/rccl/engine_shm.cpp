// Shared-memory engine: setup, barriers, control exchange and the
// send/receive FIFOs (see engine_shm_impl.h for the segment layout).
#include "engine_shm_impl.h"

#include "env.h"
#include "log.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <unistd.h>

namespace rccl {
namespace {

size_t alignUp(size_t x, size_t a) {
  return (x + a - 1) / a * a;
}

} // namespace

ShmLayout::ShmLayout(int n, size_t half, size_t slot) : stagingHalf(half), fifoSlot(slot) {
  control = alignUp(sizeof(ShmControl) + sizeof(SyncWord) * 2 * size_t(n), 4096);
  staging = control;
  fifo = staging + 2 * half;
  hostStaging = fifo + size_t(n) * kFifoSlots * slot;
  total = hostStaging + 2 * kHostPathBytes;
}

ncclResult_t createShmSegment(int nranks, RankInfo& mine, std::unique_ptr<SharedSegment>& segment) {
  const size_t half = settings().bufferBytes;
  const size_t slot = std::max<size_t>(65536, half / 4);
  ShmLayout layout(nranks, half, slot);
  segment = std::make_unique<SharedSegment>();
  ncclResult_t r = segment->create(layout.total, "rccl-shm");
  if (r != ncclSuccess)
    return r;
  // Placement-construct the control block (the memfd is zero-filled).
  new (segment->base()) ShmControl();
  mine.segmentFd = segment->fd();
  mine.stagingBytes = half;
  mine.fifoBytes = slot;
  return ncclSuccess;
}

ShmEngine::ShmEngine(ncclComm* comm, std::unique_ptr<SharedSegment> own)
    : comm_(comm), own_(std::move(own)), me_(comm->rank), n_(comm->nranks),
      sendChunks_(size_t(comm->nranks), 0), recvChunks_(size_t(comm->nranks), 0),
      sendRun_(size_t(comm->nranks), 0), recvRun_(size_t(comm->nranks), 0) {}

ShmEngine::~ShmEngine() {
  for (Peer& p : peers_)
    if (p.registered)
      (void)hipHostUnregister(p.host);
}

ncclResult_t ShmEngine::setup() {
  if (!own_) {
    warn("rank %d: no shared segment for the shared-memory transport", me_);
    return ncclInternalError;
  }
  stagingHalf_ = fifoSlot_ = ~size_t(0);
  for (const RankInfo& r : comm_->table) {
    stagingHalf_ = std::min<size_t>(stagingHalf_, r.stagingBytes);
    fifoSlot_ = std::min<size_t>(fifoSlot_, r.fifoBytes);
  }
  hostReachesDevice_ = hostReachesDevice(comm_->device);
  peers_.resize(size_t(n_));
  for (int j = 0; j < n_; ++j) {
    const RankInfo& info = comm_->table[size_t(j)];
    Peer& p = peers_[size_t(j)];
    p.layout = ShmLayout(n_, info.stagingBytes, info.fifoBytes);
    if (j == me_) {
      p.host = static_cast<char*>(own_->base());
    } else {
      p.mapping = std::make_unique<SharedSegment>();
      ncclResult_t r = p.mapping->open(info.pid, info.segmentFd, p.layout.total);
      if (r != ncclSuccess)
        return r;
      p.host = static_cast<char*>(p.mapping->base());
    }
    hipError_t e = hipHostRegister(p.host, p.layout.total, hipHostRegisterMapped);
    if (e != hipSuccess) {
      warn("rank %d: hipHostRegister of rank %d's shared segment failed: %s", me_, j,
           hipGetErrorString(e));
      return ncclUnhandledCudaError;
    }
    p.registered = true;
    void* dev = nullptr;
    if (hipHostGetDevicePointer(&dev, p.host, 0) != hipSuccess)
      return ncclUnhandledCudaError;
    p.dev = static_cast<char*>(dev);
    if (info.pid != getpid()) {
      bool watched = false;
      for (auto& w : watches_)
        watched = watched || w->pid() == info.pid;
      if (!watched)
        watches_.push_back(std::make_unique<ProcessWatch>(info.pid));
    }
  }
  // Everyone has mapped every segment: the descriptors are no longer needed.
  std::vector<char> all;
  char nothing = 0;
  ncclResult_t r = controlAllGather(&nothing, 1, all);
  if (r != ncclSuccess)
    return r;
  own_->closeDescriptor();
  return ncclSuccess;
}

SyncWord& ShmEngine::posted(int owner, int peer) const {
  auto* words = reinterpret_cast<SyncWord*>(peers_[size_t(owner)].host + sizeof(ShmControl));
  return words[peer];
}

SyncWord& ShmEngine::consumed(int owner, int peer) const {
  auto* words = reinterpret_cast<SyncWord*>(peers_[size_t(owner)].host + sizeof(ShmControl));
  return words[n_ + peer];
}

char* ShmEngine::stageHost(int j, int half) const {
  const Peer& p = peers_[size_t(j)];
  return p.host + p.layout.staging + size_t(half) * p.layout.stagingHalf;
}

char* ShmEngine::stageDev(int j, int half) const {
  const Peer& p = peers_[size_t(j)];
  return p.dev + p.layout.staging + size_t(half) * p.layout.stagingHalf;
}

char* ShmEngine::hostStage(int j, int half) const {
  const Peer& p = peers_[size_t(j)];
  return p.host + p.layout.hostStaging + size_t(half) * kHostPathBytes;
}

char* ShmEngine::fifoHost(int sender, int receiver, int slot) const {
  const Peer& p = peers_[size_t(sender)];
  return p.host + p.layout.fifo +
         (size_t(receiver) * kFifoSlots + size_t(slot)) * p.layout.fifoSlot;
}

ncclResult_t ShmEngine::peerCheck() const {
  for (int j = 0; j < n_; ++j)
    if (j != me_ && control(j)->failed.load(std::memory_order_acquire))
      return ncclRemoteError;
  for (const auto& w : watches_)
    if (!w->alive())
      return ncclRemoteError;
  return ncclSuccess;
}

void ShmEngine::markFailed() {
  if (!peers_.empty())
    control(me_)->failed.store(1, std::memory_order_release);
}

ncclResult_t ShmEngine::tableFor(size_t slots, void*** host, void*** dev) {
  void** h = nullptr;
  void** d = nullptr;
  ncclResult_t r = arena_.reserve(arenaUsed_ + slots, &h, &d);
  if (r != ncclSuccess)
    return r;
  *host = h + arenaUsed_;
  *dev = d + arenaUsed_;
  arenaUsed_ += slots;
  return ncclSuccess;
}

bool ShmEngine::meet(uint64_t sig, bool checkSig) {
  const uint32_t phase = phaseRun_.fetch_add(1, std::memory_order_relaxed) + 1;
  ShmControl* mine = control(me_);
  mine->signature[phase & 1] = sig;
  mine->phase.publish(phase);
  if (comm_->broken())
    return false;
  WaitContext ctx = waitContext(
      comm_, [this] { return peerCheck(); }, "the other ranks (shared memory)");
  for (int j = 0; j < n_; ++j) {
    if (j == me_)
      continue;
    ncclResult_t r = waitReached(control(j)->phase, phase, ctx);
    if (r != ncclSuccess) {
      reportWaitFailure(comm_, r, ctx);
      return false;
    }
    if (checkSig && control(j)->signature[phase & 1] != sig) {
      fault("rank %d: rank %d called a different collective (operation, count, type, reduction "
            "or root)",
            me_, j);
      comm_->fail(ncclInvalidUsage);
      return false;
    }
  }
  return true;
}

ncclResult_t ShmEngine::barrier(hipStream_t stream, uint64_t sig, bool checkSig, void** table,
                                std::vector<void*> fill) {
  ShmEngine* self = this;
  return enqueueHost(stream, [=]() {
    if (!self->meet(sig, checkSig)) {
      if (table)
        table[0] = nullptr; // the kernel does nothing
      return;
    }
    if (table)
      std::copy(fill.begin(), fill.end(), table);
  });
}

ncclResult_t ShmEngine::enqueue(Plan& plan, hipStream_t stream) {
  if (matchSelfTransfers(plan, me_) != ncclSuccess) {
    warn("rank %d: its sends to itself and receives from itself do not pair up", me_);
    return ncclInvalidUsage;
  }
  arenaUsed_ = 0;
  for (const LocalCopy& c : plan.copies) {
    ncclResult_t r = copyAsync(c.dst, c.src, c.bytes, stream);
    if (r != ncclSuccess)
      return r;
  }
  if (plan.captured)
    captureSeen_ = true;
  for (size_t i = 0; i < plan.colls.size(); ++i) {
    const Op& op = plan.colls[i];
    ncclResult_t r;
    if (runsOnHost(op)) {
      const bool last = i + 1 == plan.colls.size() && plan.transfers.empty();
      r = allReduceWholeOnHost(op, stream, last);
      plan.finishedByEngine = last && r == ncclSuccess;
    } else if (plan.captured) {
      // Its staging halves were chosen at capture: barriers before and after
      // it keep them from meeting a neighbouring round's use of the same
      // half (each rank's reads precede its next barrier). Per collective,
      // so that ranks may group their calls differently.
      r = barrier(stream, 0, false, nullptr, {});
      if (r == ncclSuccess)
        r = enqueueCollective(op, stream);
      if (r == ncclSuccess)
        r = barrier(stream, 0, false, nullptr, {});
    } else {
      r = enqueueCollective(op, stream);
    }
    if (r != ncclSuccess)
      return r;
  }
  if (!plan.transfers.empty())
    return enqueueTransfers(plan, stream);
  return ncclSuccess;
}

// Sends and receives through the FIFOs, in rounds: round u moves chunk u of
// each peer's sends and receives. A round waits for free slots, copies its
// sends into them, posts them, waits for its receives' chunks, copies them
// out; the next round starts by marking those consumed. Sends finish once
// their data is in the FIFO. A chunk's slot follows its number at enqueueing
// (sendChunks_ / recvChunks_: both sides of a pair count the same chunks);
// the posted / consumed words count chunks as they run (sendRun_ / recvRun_;
// a round has at most one chunk per peer and direction). The numbers agree
// until a captured plan runs a second time: from the first capture on, a
// send waits until every earlier chunk to that peer is consumed instead of
// the one kFifoSlots before it.
ncclResult_t ShmEngine::enqueueTransfers(const Plan& plan, hipStream_t stream) {
  struct Chunk {
    int peer;
    char* buffer;
    size_t bytes;
    int slot;
  };
  std::vector<std::vector<Chunk>> sends(static_cast<size_t>(n_)), recvs(static_cast<size_t>(n_));
  for (const Transfer& t : plan.transfers) {
    auto& list = t.send ? sends[size_t(t.peer)] : recvs[size_t(t.peer)];
    auto& seq = t.send ? sendChunks_[size_t(t.peer)] : recvChunks_[size_t(t.peer)];
    for (size_t off = 0; off < t.bytes; off += fifoSlot_)
      list.push_back({t.peer, static_cast<char*>(t.buffer) + off,
                      std::min(fifoSlot_, t.bytes - off), int(seq++ % kFifoSlots)});
  }
  const uint32_t behind = captureSeen_ ? 1 : kFifoSlots;
  size_t rounds = 0;
  for (int p = 0; p < n_; ++p)
    rounds = std::max({rounds, sends[size_t(p)].size(), recvs[size_t(p)].size()});
  ncclComm* comm = comm_;
  ShmEngine* self = this;
  const int me = me_;
  std::vector<Chunk> prevRecvs;
  for (size_t u = 0; u <= rounds; ++u) {
    std::vector<Chunk> roundSends, roundRecvs;
    if (u < rounds)
      for (int p = 0; p < n_; ++p) {
        if (u < sends[size_t(p)].size())
          roundSends.push_back(sends[size_t(p)][u]);
        if (u < recvs[size_t(p)].size())
          roundRecvs.push_back(recvs[size_t(p)][u]);
      }
    // Finish the previous round's receives; wait for free slots of this round's sends.
    ncclResult_t r = enqueueHost(stream, [=]() {
      for (const Chunk& c : prevRecvs)
        self->consumed(me, c.peer).publish(self->recvRun_[size_t(c.peer)]);
      if (comm->broken())
        return;
      WaitContext ctx = waitContext(
          comm, [self] { return self->peerCheck(); }, "a receiving peer (FIFO slot)");
      for (const Chunk& c : roundSends) {
        const uint32_t seq = self->sendRun_[size_t(c.peer)] + 1;
        if (seq <= behind)
          continue;
        ncclResult_t w = waitReached(self->consumed(c.peer, me), seq - behind, ctx);
        if (w != ncclSuccess)
          return reportWaitFailure(comm, w, ctx);
      }
    });
    if (r != ncclSuccess)
      return r;
    if (u == rounds)
      break;
    for (const Chunk& c : roundSends) {
      r = copyAsync(fifoHost(me_, c.peer, c.slot), c.buffer, c.bytes, stream);
      if (r != ncclSuccess)
        return r;
    }
    r = enqueueHost(stream, [=]() {
      for (const Chunk& c : roundSends)
        self->posted(me, c.peer).publish(++self->sendRun_[size_t(c.peer)]);
      if (comm->broken())
        return;
      WaitContext ctx = waitContext(
          comm, [self] { return self->peerCheck(); }, "a sending peer");
      for (const Chunk& c : roundRecvs) {
        ncclResult_t w = waitReached(self->posted(c.peer, me), ++self->recvRun_[size_t(c.peer)], ctx);
        if (w != ncclSuccess)
          return reportWaitFailure(comm, w, ctx);
      }
    });
    if (r != ncclSuccess)
      return r;
    for (const Chunk& c : roundRecvs) {
      r = copyAsync(c.buffer, fifoHost(c.peer, me_, c.slot), c.bytes, stream);
      if (r != ncclSuccess)
        return r;
    }
    prevRecvs = roundRecvs;
  }
  return ncclSuccess;
}

ncclResult_t ShmEngine::controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) {
  if (bytes > kControlRecordBytes)
    return ncclInternalError;
  const uint32_t seq = ++ctrlSeq_;
  ShmControl* c = control(me_);
  std::memcpy(c->record[seq & 1], mine, bytes);
  c->ctrl.publish(seq);
  WaitContext ctx = waitContext(
      comm_, [this] { return peerCheck(); }, "the other ranks (control exchange)");
  all.resize(bytes * size_t(n_));
  for (int j = 0; j < n_; ++j) {
    ncclResult_t r = waitReached(control(j)->ctrl, seq, ctx);
    if (r != ncclSuccess)
      return r;
    std::memcpy(all.data() + bytes * size_t(j), control(j)->record[seq & 1], bytes);
  }
  return ncclSuccess;
}

ncclResult_t makeShmEngine(ncclComm* comm, std::unique_ptr<SharedSegment> own,
                           std::unique_ptr<Engine>& out) {
  auto engine = std::make_unique<ShmEngine>(comm, std::move(own));
  ncclResult_t r = engine->setup();
  if (r != ncclSuccess)
    return r;
  out = std::move(engine);
  return ncclSuccess;
}

} // namespace rccl
