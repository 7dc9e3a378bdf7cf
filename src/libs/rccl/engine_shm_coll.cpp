// The collectives of the shared-memory engine. Each runs in rounds of at most
// one staging half; a round copies this rank's contribution into its staging
// (hipMemcpyAsync), meets the other ranks at a barrier (host function), then
// reads the peers' staging: AllReduce and Reduce let rank r reduce slice r of
// the round (sources in rank order, so the result does not depend on the
// transport) into its staging and output, meet again, and copy the other
// slices out. Round g uses staging half g % 2, so a round's copies never
// overwrite what a peer may still read from the round before.
#include "engine_shm_impl.h"

#include "host_reduce.h"
#include "kernels.h"
#include "log.h"

#include <algorithm>
#include <cstring>

namespace rccl {
namespace {

const char* cat(const void* p, size_t off) {
  return static_cast<const char*>(p) + off;
}
char* cat(void* p, size_t off) {
  return static_cast<char*>(p) + off;
}

} // namespace

ncclResult_t ShmEngine::enqueueCollective(const Op& op, hipStream_t stream) {
  switch (op.coll) {
  case Coll::AllReduce:
  case Coll::Reduce:
    return allReduceOrReduce(op, stream);
  case Coll::Broadcast:
    return broadcast(op, stream);
  case Coll::AllGather:
    return allGather(op, stream);
  case Coll::ReduceScatter:
    return reduceScatter(op, stream);
  case Coll::AllToAll:
    return allToAll(op, stream);
  default:
    return ncclInternalError;
  }
}

// Small messages (up to kWholeReduceBytes, in one staging half): every rank that needs the
// result reduces all of it, from every rank's staging in rank order (the same order, so the
// same bits, as the sliced scheme below), into its output. That takes one barrier and no copies
// out instead of two barriers and n-1 copies, which is most of a small collective's time. One
// barrier suffices because staging half g % 2 is written again only in round g + 2, after
// this rank has passed round g + 1's barrier, which every peer reaches after its reads of
// round g.
ncclResult_t ShmEngine::allReduceWhole(const Op& op, hipStream_t stream) {
  const size_t bytes = op.count * typeSize(op.type);
  const bool needsResult = op.coll == Coll::AllReduce || me_ == op.root;
  const int half = int(round_++ & 1);
  ncclResult_t res = copyAsync(stageHost(me_, half), op.sendbuff, bytes, stream);
  if (res != ncclSuccess)
    return res;
  void** table = nullptr;
  void** dev = nullptr;
  std::vector<void*> fill;
  if (needsResult) {
    for (int j = 0; j < n_; ++j)
      fill.push_back(j == me_ ? const_cast<void*>(op.sendbuff) : static_cast<void*>(stageDev(j, half)));
    fill.push_back(op.recvbuff);
    if ((res = tableFor(fill.size(), &table, &dev)) != ncclSuccess)
      return res;
  }
  if ((res = barrier(stream, signature(op), true, table, fill)) != ncclSuccess)
    return res;
  if (!needsResult)
    return ncclSuccess;
  hipError_t e = launchReduce(op.type, op.redop, dev, n_, 1, op.count, stream);
  if (e != hipSuccess) {
    warn("rank %d: reduction kernel launch failed: %s", me_, hipGetErrorString(e));
    return ncclUnhandledCudaError;
  }
  return ncclSuccess;
}

bool ShmEngine::reducesWhole(const Op& op) const {
  return (op.coll == Coll::AllReduce || op.coll == Coll::Reduce) && op.count > 0 &&
         op.count * typeSize(op.type) <= std::min(kWholeReduceBytes, stagingHalf_);
}

bool ShmEngine::runsOnHost(const Op& op) const {
  return hostReachesDevice_ && reducesWhole(op);
}

// allReduceWhole on a device whose memory the host addresses (the CPU device):
// one host function copies this rank's input into its staging, meets the peers
// and reduces, where the general path enqueues a copy, a barrier and a kernel.
// A small collective's time is mostly those stream operations (docs/rccl.md).
// It stages in the host path's own halves, alternating as these functions run
// (the one-barrier argument above holds for them among themselves, and any
// other round in between has its own barrier).
ncclResult_t ShmEngine::allReduceWholeOnHost(const Op& op, hipStream_t stream,
                                             bool finishesPlan) {
  const size_t bytes = op.count * typeSize(op.type);
  const bool needsResult = op.coll == Coll::AllReduce || me_ == op.root;
  const uint64_t sig = signature(op);
  std::vector<const void*> sources[2];
  for (int half = 0; half < 2; ++half)
    for (int j = 0; j < n_; ++j)
      sources[half].push_back(j == me_ ? op.sendbuff : hostStage(j, half));
  ShmEngine* self = this;
  char* stages[2] = {hostStage(me_, 0), hostStage(me_, 1)};
  const void* send = op.sendbuff;
  void* recv = needsResult ? op.recvbuff : nullptr;
  const ncclDataType_t type = op.type;
  const RedOp redop = op.redop;
  const size_t count = op.count;
  return enqueueHost(stream, [=]() {
    const int half = int(self->hostRoundRun_++ & 1);
    memcpy(stages[half], send, bytes);
    if (self->meet(sig, true) && recv)
      hostReduce(type, redop, sources[half].data(), self->n_, recv, count);
    if (finishesPlan)
      self->comm_->inflight.fetch_sub(1);
  });
}

ncclResult_t ShmEngine::allReduceOrReduce(const Op& op, hipStream_t stream) {
  if (reducesWhole(op))
    return allReduceWhole(op, stream);
  const size_t es = typeSize(op.type);
  const size_t perRound = stagingHalf_ / es;
  const size_t align = es >= 64 ? 1 : 64 / es;
  const bool all = op.coll == Coll::AllReduce;
  const uint64_t sig = signature(op);
  const int r = me_, n = n_;
  ncclResult_t res;
  for (size_t off = 0; off < op.count; off += perRound) {
    const size_t m = std::min(perRound, op.count - off);
    const int half = int(round_++ & 1);
    std::vector<Range> s(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j)
      s[size_t(j)] = partRange(m, n, j, align);
    const Range mine = s[size_t(r)];
    // (a) the slices the others reduce go to my staging
    char* stage = stageHost(r, half);
    if ((res = copyAsync(stage, cat(op.sendbuff, off * es), mine.begin * es, stream)) !=
        ncclSuccess)
      return res;
    size_t after = mine.begin + mine.len;
    if ((res = copyAsync(stage + after * es, cat(op.sendbuff, (off + after) * es), (m - after) * es,
                         stream)) != ncclSuccess)
      return res;
    // (b) barrier, then (c) reduce slice r from everyone's staging (mine from sendbuff)
    void** table = nullptr;
    void** dev = nullptr;
    std::vector<void*> fill;
    const bool toOutput = all || r == op.root;
    if (mine.len) {
      for (int j = 0; j < n; ++j)
        fill.push_back(j == r ? const_cast<char*>(cat(op.sendbuff, (off + mine.begin) * es))
                              : stageDev(j, half) + mine.begin * es);
      if (toOutput)
        fill.push_back(cat(op.recvbuff, (off + mine.begin) * es));
      fill.push_back(stageDev(r, half) + mine.begin * es);
      if ((res = tableFor(fill.size(), &table, &dev)) != ncclSuccess)
        return res;
    }
    if ((res = barrier(stream, sig, off == 0, table, fill)) != ncclSuccess)
      return res;
    if (mine.len) {
      hipError_t e = launchReduce(op.type, op.redop, dev, n, toOutput ? 2 : 1, mine.len, stream);
      if (e != hipSuccess) {
        warn("rank %d: reduction kernel launch failed: %s", me_, hipGetErrorString(e));
        return ncclUnhandledCudaError;
      }
    }
    // (d) barrier, (e) the other slices come from their owners' staging
    if ((res = barrier(stream, sig, false, nullptr, {})) != ncclSuccess)
      return res;
    if (!all && r != op.root)
      continue;
    for (int j = 0; j < n; ++j) {
      if (j == r || !s[size_t(j)].len)
        continue;
      const Range& sj = s[size_t(j)];
      res = copyAsync(cat(op.recvbuff, (off + sj.begin) * es), stageHost(j, half) + sj.begin * es,
                      sj.len * es, stream);
      if (res != ncclSuccess)
        return res;
    }
  }
  return ncclSuccess;
}

ncclResult_t ShmEngine::broadcast(const Op& op, hipStream_t stream) {
  const size_t bytes = op.count * typeSize(op.type);
  const uint64_t sig = signature(op);
  ncclResult_t res;
  if (me_ == op.root) {
    if ((res = copyAsync(op.recvbuff, op.sendbuff, bytes, stream)) != ncclSuccess)
      return res;
  }
  for (size_t off = 0; off < bytes; off += stagingHalf_) {
    const size_t m = std::min(stagingHalf_, bytes - off);
    const int half = int(round_++ & 1);
    if (me_ == op.root &&
        (res = copyAsync(stageHost(me_, half), cat(op.sendbuff, off), m, stream)) != ncclSuccess)
      return res;
    if ((res = barrier(stream, sig, off == 0, nullptr, {})) != ncclSuccess)
      return res;
    if (me_ != op.root && (res = copyAsync(cat(op.recvbuff, off), stageHost(op.root, half), m,
                                           stream)) != ncclSuccess)
      return res;
  }
  return ncclSuccess;
}

ncclResult_t ShmEngine::allGather(const Op& op, hipStream_t stream) {
  const size_t bytes = op.count * typeSize(op.type);
  const uint64_t sig = signature(op);
  ncclResult_t res = copyAsync(cat(op.recvbuff, size_t(me_) * bytes), op.sendbuff, bytes, stream);
  if (res != ncclSuccess)
    return res;
  for (size_t off = 0; off < bytes; off += stagingHalf_) {
    const size_t m = std::min(stagingHalf_, bytes - off);
    const int half = int(round_++ & 1);
    if ((res = copyAsync(stageHost(me_, half), cat(op.sendbuff, off), m, stream)) != ncclSuccess)
      return res;
    if ((res = barrier(stream, sig, off == 0, nullptr, {})) != ncclSuccess)
      return res;
    for (int j = 0; j < n_; ++j) {
      if (j == me_)
        continue;
      if ((res = copyAsync(cat(op.recvbuff, size_t(j) * bytes + off), stageHost(j, half), m,
                           stream)) != ncclSuccess)
        return res;
    }
  }
  return ncclSuccess;
}

ncclResult_t ShmEngine::reduceScatter(const Op& op, hipStream_t stream) {
  const size_t es = typeSize(op.type);
  const size_t perRound = std::max<size_t>(1, stagingHalf_ / (es * size_t(n_)));
  const uint64_t sig = signature(op);
  const size_t c = op.count;
  const int r = me_, n = n_;
  ncclResult_t res;
  for (size_t off = 0; off < c; off += perRound) {
    const size_t m = std::min(perRound, c - off);
    const int half = int(round_++ & 1);
    // block j of this round (what rank j reduces) goes to my staging at j*m
    for (int j = 0; j < n; ++j) {
      if (j == r)
        continue;
      res = copyAsync(stageHost(r, half) + size_t(j) * m * es,
                      cat(op.sendbuff, (size_t(j) * c + off) * es), m * es, stream);
      if (res != ncclSuccess)
        return res;
    }
    std::vector<void*> fill;
    for (int j = 0; j < n; ++j)
      fill.push_back(j == r ? const_cast<char*>(cat(op.sendbuff, (size_t(r) * c + off) * es))
                            : stageDev(j, half) + size_t(r) * m * es);
    fill.push_back(cat(op.recvbuff, off * es));
    void** table = nullptr;
    void** dev = nullptr;
    if ((res = tableFor(fill.size(), &table, &dev)) != ncclSuccess)
      return res;
    if ((res = barrier(stream, sig, off == 0, table, fill)) != ncclSuccess)
      return res;
    hipError_t e = launchReduce(op.type, op.redop, dev, n, 1, m, stream);
    if (e != hipSuccess) {
      warn("rank %d: reduction kernel launch failed: %s", me_, hipGetErrorString(e));
      return ncclUnhandledCudaError;
    }
  }
  return ncclSuccess;
}

ncclResult_t ShmEngine::allToAll(const Op& op, hipStream_t stream) {
  const size_t es = typeSize(op.type);
  const size_t bytes = op.count * es;
  const size_t perRound = std::max<size_t>(1, stagingHalf_ / size_t(n_));
  const uint64_t sig = signature(op);
  const int r = me_, n = n_;
  ncclResult_t res = copyAsync(cat(op.recvbuff, size_t(r) * bytes),
                               cat(op.sendbuff, size_t(r) * bytes), bytes, stream);
  if (res != ncclSuccess)
    return res;
  for (size_t off = 0; off < bytes; off += perRound) {
    const size_t m = std::min(perRound, bytes - off);
    const int half = int(round_++ & 1);
    for (int j = 0; j < n; ++j) {
      if (j == r)
        continue;
      res = copyAsync(stageHost(r, half) + size_t(j) * perRound,
                      cat(op.sendbuff, size_t(j) * bytes + off), m, stream);
      if (res != ncclSuccess)
        return res;
    }
    if ((res = barrier(stream, sig, off == 0, nullptr, {})) != ncclSuccess)
      return res;
    for (int j = 0; j < n; ++j) {
      if (j == r)
        continue;
      res = copyAsync(cat(op.recvbuff, size_t(j) * bytes + off),
                      stageHost(j, half) + size_t(r) * perRound, m, stream);
      if (res != ncclSuccess)
        return res;
    }
  }
  return ncclSuccess;
}

} // namespace rccl
