#include "comm.h"

#include "engine_local.h"
#include "engine_net.h"
#include "engine_shm.h"
#include "env.h"
#include "log.h"
#include "mpi_support.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <mutex>
#include <thread>
#include <unistd.h>

void ncclComm::fail(ncclResult_t r) {
  int expected = ncclSuccess;
  asyncError.compare_exchange_strong(expected, int(r));
  if (engine)
    engine->markFailed();
}

namespace rccl {
namespace {

std::mutex liveMutex;
std::set<const ncclComm*> live;

} // namespace

const char* familyName(Family f) {
  switch (f) {
  case Family::Local:
    return "in-process";
  case Family::Shm:
    return "shared memory";
  case Family::Net:
    return "MPI";
  }
  return "?";
}

void registerComm(ncclComm* comm) {
  std::lock_guard<std::mutex> lock(liveMutex);
  live.insert(comm);
}

void unregisterComm(ncclComm* comm) {
  std::lock_guard<std::mutex> lock(liveMutex);
  live.erase(comm);
}

ncclResult_t checkComm(const ncclComm* comm, const char* api) {
  if (!comm) {
    warn("%s: comm argument is NULL", api);
    return ncclInvalidArgument;
  }
  std::lock_guard<std::mutex> lock(liveMutex);
  if (!live.count(comm) || comm->magic != ncclComm::kMagic) {
    warn("%s: invalid or destroyed communicator %p", api, static_cast<const void*>(comm));
    return ncclInvalidArgument;
  }
  return ncclSuccess;
}

ncclResult_t commReady(ncclComm* comm, const char* api) {
  ncclResult_t r = checkComm(comm, api);
  if (r != ncclSuccess)
    return r;
  if (comm->initResult.load() == ncclInProgress && comm->initThread.joinable() &&
      comm->initThread.get_id() != std::this_thread::get_id())
    comm->initThread.join();
  int init = comm->initResult.load();
  if (init != ncclSuccess) {
    warn("%s: the communicator's initialization %s", api,
         init == ncclInProgress ? "has not finished" : "failed");
    return init == ncclInProgress ? ncclInvalidUsage : ncclResult_t(init);
  }
  int err = comm->asyncError.load();
  if (err != ncclSuccess) {
    warn("%s: the communicator has an asynchronous error (%s)", api,
         ncclGetErrorString(ncclResult_t(err)));
    return ncclResult_t(err);
  }
  return ncclSuccess;
}

Family chooseFamily(const std::vector<RankInfo>& table) {
  bool sameProcess = true, sameHost = true;
  uint32_t flags = 0;
  for (const RankInfo& r : table) {
    sameHost = sameHost && r.hostHash == table[0].hostHash;
    sameProcess = sameProcess && sameHost && r.pid == table[0].pid;
    flags |= r.flags;
  }
  if (sameProcess && !(flags & kP2pDisable))
    return Family::Local;
  if (sameHost && !(flags & kShmDisable))
    return Family::Shm;
  return Family::Net;
}

ncclResult_t setupEngine(ncclComm* comm, std::unique_ptr<SharedSegment> segment) {
  for (int i = 0; i < comm->nranks; ++i)
    for (int j = 0; j < i; ++j)
      if (comm->table[i].pid == comm->table[j].pid &&
          comm->table[i].hostHash == comm->table[j].hostHash &&
          comm->table[i].device == comm->table[j].device) {
        warn("ncclCommInitRank: ranks %d and %d are both on device %d of process %d", j, i,
             comm->table[i].device, comm->table[i].pid);
        return ncclInvalidUsage;
      }
  comm->family = chooseFamily(comm->table);
  ncclResult_t r = ncclSuccess;
  switch (comm->family) {
  case Family::Local:
    r = makeLocalEngine(comm, comm->engine);
    break;
  case Family::Shm:
    r = makeShmEngine(comm, std::move(segment), comm->engine);
    break;
  case Family::Net:
    r = makeNetEngine(comm, comm->engine);
    break;
  }
  if (r != ncclSuccess)
    return r;
  if (hipEventCreateWithFlags(&comm->orderEvent, hipEventDisableTiming) != hipSuccess)
    return ncclUnhandledCudaError;
  info("comm %p rank %d nranks %d device %d: %s transport", static_cast<void*>(comm), comm->rank,
       comm->nranks, comm->device, familyName(comm->family));
  return ncclSuccess;
}

RankInfo describeRank(const ncclComm* comm, bool withMpi) {
  RankInfo mine;
  std::memset(&mine, 0, sizeof(mine));
  mine.nonce = comm->nonce;
  mine.rank = comm->rank;
  mine.nranks = comm->nranks;
  mine.pid = getpid();
  mine.device = comm->device;
  mine.mpiWorldRank = withMpi ? mpiWorldRank() : -1;
  mine.flags = (settings().p2pDisable ? uint32_t(kP2pDisable) : 0u) |
               (settings().shmDisable ? uint32_t(kShmDisable) : 0u);
  mine.hostHash = localHostHash();
  mine.segmentFd = -1;
  gethostname(mine.host, sizeof(mine.host) - 1);
  return mine;
}

ncclResult_t initRank(ncclComm* comm, int nranks, const ncclUniqueId& id, int rank, int device) {
  IdData d;
  ncclResult_t r = decodeUniqueId(id, d);
  if (r != ncclSuccess)
    return r;
  if (hipSetDevice(device) != hipSuccess) {
    warn("ncclCommInitRank: hipSetDevice(%d) failed", device);
    return ncclUnhandledCudaError;
  }
  comm->rank = rank;
  comm->nranks = nranks;
  comm->device = device;
  comm->nonce = d.nonce;
  int workers = 1;
  if (hipDeviceGetAttribute(&workers, hipDeviceAttributeMultiprocessorCount, device) ==
          hipSuccess &&
      workers > 0)
    comm->workers = workers;
  RankInfo mine = describeRank(comm, true);
  std::unique_ptr<SharedSegment> segment;
  if (nranks > 1) {
    r = createShmSegment(nranks, mine, segment);
    if (r != ncclSuccess)
      return r;
  }
  r = exchangeRankInfo(d, mine, comm->table);
  if (r != ncclSuccess)
    return r;
  return setupEngine(comm, std::move(segment));
}

// The record each rank contributes to a split.
struct SplitRecord {
  int32_t color, key, rank, pad;
};

ncclResult_t splitRank(ncclComm* parent, int color, int key, ncclComm* child) {
  SplitRecord mine{color, key, parent->rank, 0};
  std::vector<char> all;
  ncclResult_t r = parent->engine->controlAllGather(&mine, sizeof(mine), all);
  if (r != ncclSuccess)
    return r;
  const int n = parent->nranks;
  std::vector<SplitRecord> recs(static_cast<size_t>(n));
  std::memcpy(recs.data(), all.data(), sizeof(SplitRecord) * size_t(n));
  const uint64_t splitIndex = parent->splitCount++;
  // Members of my color ordered by (key, parent rank).
  std::vector<int> members;
  for (int j = 0; j < n; ++j)
    if (recs[size_t(j)].color == color && color != NCCL_SPLIT_NOCOLOR)
      members.push_back(j);
  std::stable_sort(members.begin(), members.end(),
                   [&](int a, int b) { return recs[size_t(a)].key < recs[size_t(b)].key; });
  std::unique_ptr<SharedSegment> segment;
  RankInfo seg;
  std::memset(&seg, 0, sizeof(seg));
  seg.segmentFd = -1;
  if (child) {
    child->nranks = int(members.size());
    child->rank = int(std::find(members.begin(), members.end(), parent->rank) - members.begin());
    child->device = parent->device;
    child->workers = parent->workers;
    child->nonce = deriveNonce(parent->nonce, splitIndex, uint64_t(uint32_t(color)));
    child->table.clear();
    for (int j : members) {
      RankInfo info = parent->table[size_t(j)];
      info.nonce = child->nonce;
      info.rank = int32_t(child->table.size());
      info.nranks = child->nranks;
      info.segmentFd = -1;
      child->table.push_back(info);
    }
    if (child->nranks > 1 && chooseFamily(child->table) == Family::Shm) {
      r = createShmSegment(child->nranks, seg, segment);
      if (r != ncclSuccess)
        return r;
    }
  }
  // Second round: the children's shared segments (every parent rank takes part).
  r = parent->engine->controlAllGather(&seg, sizeof(seg), all);
  if (r != ncclSuccess)
    return r;
  if (!child)
    return ncclSuccess;
  for (size_t i = 0; i < members.size(); ++i) {
    RankInfo peer;
    std::memcpy(&peer, all.data() + sizeof(RankInfo) * size_t(members[i]), sizeof(peer));
    child->table[i].segmentFd = peer.segmentFd;
    child->table[i].stagingBytes = peer.stagingBytes;
    child->table[i].fifoBytes = peer.fifoBytes;
  }
  if (hipSetDevice(child->device) != hipSuccess)
    return ncclUnhandledCudaError;
  return setupEngine(child, std::move(segment));
}

void releaseComm(ncclComm* comm, bool abort) {
  if (abort) {
    comm->aborted.store(true);
    if (comm->engine)
      comm->engine->markFailed();
  }
  if (comm->initThread.joinable() && comm->initThread.get_id() != std::this_thread::get_id())
    comm->initThread.join();
  // Plans still queued finish quickly once the communicator is broken or
  // aborted; a healthy one finishes its work (bounded by the timeout).
  auto start = std::chrono::steady_clock::now();
  bool drained = true;
  while (comm->inflight.load() > 0) {
    if (comm->broken() && std::chrono::steady_clock::now() - start > std::chrono::seconds(5)) {
      drained = false;
      break;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  unregisterComm(comm);
  if (!drained) {
    // Queued work still refers to it (e.g. behind a stream that never runs): keep it.
    warn("communicator %p released with work still queued; its memory is kept",
         static_cast<void*>(comm));
    return;
  }
  for (hipEvent_t e : comm->groupEvents)
    (void)hipEventDestroy(e);
  if (comm->orderEvent)
    (void)hipEventDestroy(comm->orderEvent);
  comm->engine.reset();
  comm->magic = 0;
  delete comm;
}

} // namespace rccl
