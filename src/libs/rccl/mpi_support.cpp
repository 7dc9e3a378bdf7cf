#include "mpi_support.h"

#include "env.h"
#include "log.h"

// The C API only (Open MPI's C++ bindings would need libmpi_cxx).
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

namespace rccl {
namespace {

// Before main: let a plain MPI_Init give MPI_THREAD_MULTIPLE (Open MPI reads
// OMPI_MPI_THREAD_LEVEL in MPI_Init).
__attribute__((constructor)) void requestThreadMultiple() {
  const char* opt = std::getenv("OPENHIP_RCCL_MPI_THREAD_LEVEL");
  if (opt && std::strcmp(opt, "0") == 0)
    return;
  setenv("OMPI_MPI_THREAD_LEVEL", "3", 0);
}

// Below MPI_THREAD_MULTIPLE our own calls are serialized (the program must
// then not call MPI while a collective runs).
std::recursive_mutex mpiMutex;

struct MpiLock {
  MpiLock() : locked(!mpiThreadMultiple()) {
    if (locked)
      mpiMutex.lock();
  }
  ~MpiLock() {
    if (locked)
      mpiMutex.unlock();
  }
  bool locked;
};

bool mpiActive() {
  int init = 0, fin = 0;
  MPI_Initialized(&init);
  if (!init)
    return false;
  MPI_Finalized(&fin);
  return !fin;
}

std::atomic<bool> finalizing{false};

int tagUpperBound() {
  void* value = nullptr;
  int flag = 0;
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &value, &flag);
  int ub = flag ? *static_cast<int*>(value) : 32767;
  return ub < 32767 ? 32767 : ub;
}

// Bootstrap tags on MPI_COMM_WORLD: the upper half of the tag space, even for
// requests, odd for replies, chosen by the communicator's nonce.
int bootstrapTag(const Nonce& n) {
  int ub = tagUpperBound();
  int half = ub / 2;
  uint64_t h = n.a ^ (n.b * 0x9e3779b97f4a7c15ull);
  int tag = half + int(h % uint64_t(half - 2));
  return tag & ~1;
}

// Ranks of the creator's process wait here for the one of them that collects.
struct Collection {
  std::mutex m;
  std::condition_variable cv;
  bool collectorChosen = false;
  bool done = false;
  ncclResult_t result = ncclSuccess;
  std::vector<RankInfo> infos; // deposited by local ranks
  std::vector<RankInfo> table;
};
std::mutex collectionsMutex;
std::map<Nonce, std::shared_ptr<Collection>> collections;

struct Reply {
  int32_t result;
  int32_t nranks;
};

// Finalize hook: MPI_Finalize deletes MPI_COMM_SELF's attributes first.
int onFinalize(MPI_Comm, int, void*, void*) {
  finalizing.store(true);
  return MPI_SUCCESS;
}

void installFinalizeHook() {
  static std::once_flag once;
  std::call_once(once, [] {
    int key;
    if (MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, onFinalize, &key, nullptr) == MPI_SUCCESS)
      MPI_Comm_set_attr(MPI_COMM_SELF, key, nullptr);
  });
}

ncclResult_t waitRequests(std::vector<MPI_Request>& reqs, WaitContext& ctx) {
  Backoff backoff;
  unsigned polls = 0;
  for (;;) {
    int flag = 0;
    {
      MpiLock lock;
      if (finalizing.load())
        return ncclInvalidUsage;
      if (MPI_Testall(int(reqs.size()), reqs.data(), &flag, MPI_STATUSES_IGNORE) != MPI_SUCCESS)
        return ncclRemoteError;
    }
    if (flag)
      return ncclSuccess;
    if ((++polls & 15) == 0) {
      ncclResult_t stop = ncclSuccess;
      if (ctx.aborted && ctx.aborted->load())
        stop = ncclInvalidUsage;
      else if (ctx.check)
        stop = ctx.check();
      if (stop == ncclSuccess && ctx.deadline.passed())
        stop = ncclRemoteError;
      if (stop != ncclSuccess) {
        MpiLock lock;
        for (auto& r : reqs)
          if (r != MPI_REQUEST_NULL)
            MPI_Cancel(&r);
        return stop;
      }
    }
    backoff.pause();
  }
}

ncclResult_t collect(const IdData& id, const RankInfo& mine, std::shared_ptr<Collection> col,
                     std::vector<RankInfo>& table) {
  const int n = mine.nranks;
  const int tag = bootstrapTag(id.nonce);
  std::vector<RankInfo> byRank(n);
  std::vector<int> have(n, 0);
  std::vector<int> requesters;
  int count = 0;
  ncclResult_t result = ncclSuccess;
  auto add = [&](const RankInfo& info) {
    if (info.nranks != n) {
      warn("ncclCommInitRank: rank %d was given nranks %d, rank %d has %d", info.rank, info.nranks,
           mine.rank, n);
      result = ncclInvalidUsage;
    } else if (info.rank < 0 || info.rank >= n || have[info.rank]) {
      warn("ncclCommInitRank: rank %d joined twice with the same unique id", info.rank);
      result = ncclInvalidUsage;
    } else {
      byRank[info.rank] = info;
      have[info.rank] = 1;
    }
    ++count;
  };
  add(mine);
  Deadline deadline(settings().timeoutSeconds);
  Backoff backoff;
  size_t localTaken = 0;
  while (count < n) {
    {
      std::lock_guard<std::mutex> lock(col->m);
      for (; localTaken < col->infos.size(); ++localTaken)
        add(col->infos[localTaken]);
    }
    int flag = 0;
    MPI_Status st;
    {
      MpiLock lock;
      MPI_Iprobe(MPI_ANY_SOURCE, tag, MPI_COMM_WORLD, &flag, &st);
      if (flag) {
        RankInfo info;
        MPI_Recv(&info, int(sizeof(info)), MPI_BYTE, st.MPI_SOURCE, tag, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (info.nonce != id.nonce) {
          warn("ncclCommInitRank: a bootstrap message of another communicator arrived (tag clash)");
          result = ncclInternalError;
        } else {
          requesters.push_back(st.MPI_SOURCE);
          add(info);
        }
        backoff.reset();
      }
    }
    if (count >= n)
      break;
    if (deadline.passed()) {
      fault("ncclCommInitRank: only %d of %d ranks joined within %.0f s", count, n,
            settings().timeoutSeconds);
      result = ncclSystemError;
      break;
    }
    if (!flag)
      backoff.pause();
  }
  std::vector<char> reply(sizeof(Reply) + sizeof(RankInfo) * size_t(n));
  Reply head{int32_t(result), int32_t(n)};
  std::memcpy(reply.data(), &head, sizeof(head));
  std::memcpy(reply.data() + sizeof(Reply), byRank.data(), sizeof(RankInfo) * size_t(n));
  std::vector<MPI_Request> reqs(requesters.size(), MPI_REQUEST_NULL);
  {
    MpiLock lock;
    for (size_t i = 0; i < requesters.size(); ++i)
      MPI_Isend(reply.data(), int(reply.size()), MPI_BYTE, requesters[i], tag + 1, MPI_COMM_WORLD,
                &reqs[i]);
  }
  WaitContext ctx;
  ctx.deadline = Deadline(settings().timeoutSeconds);
  ncclResult_t sent = waitRequests(reqs, ctx);
  if (result == ncclSuccess && sent != ncclSuccess)
    result = ncclSystemError;
  {
    std::lock_guard<std::mutex> lock(col->m);
    col->result = result;
    col->table = byRank;
    col->done = true;
  }
  col->cv.notify_all();
  table = byRank;
  return result;
}

class MpiCommImpl : public MpiComm {
public:
  MpiCommImpl(MPI_Comm comm, std::vector<int> procOfRank, int nranks)
      : comm_(comm), procOfRank_(std::move(procOfRank)), nranks_(nranks), ub_(tagUpperBound()) {}
  ~MpiCommImpl() override {
    if (comm_ != MPI_COMM_NULL && mpiActive() && !finalizing.load()) {
      MpiLock lock;
      MPI_Comm_free(&comm_);
    }
  }

  ncclResult_t exchange(const std::vector<MpiMessage>& msgs, WaitContext& ctx) override {
    constexpr size_t kMaxPiece = size_t(1) << 30; // MPI counts are int
    std::vector<MPI_Request> reqs;
    {
      MpiLock lock;
      if (finalizing.load() || !mpiActive()) {
        warn("MPI was finalized while a collective still needed it");
        return ncclInvalidUsage;
      }
      for (const MpiMessage& m : msgs) {
        char* p = static_cast<char*>(m.buffer);
        size_t left = m.bytes;
        int proc = procOfRank_[m.peerRank];
        do {
          size_t piece = std::min(left, kMaxPiece);
          MPI_Request r;
          int rc = m.send ? MPI_Isend(p, int(piece), MPI_BYTE, proc, m.tag, comm_, &r)
                          : MPI_Irecv(p, int(piece), MPI_BYTE, proc, m.tag, comm_, &r);
          if (rc != MPI_SUCCESS) {
            for (auto& q : reqs)
              MPI_Cancel(&q);
            return ncclRemoteError;
          }
          reqs.push_back(r);
          p += piece;
          left -= piece;
        } while (left > 0);
      }
    }
    return waitRequests(reqs, ctx);
  }

  int tag(int kind, int src, int dst) const override {
    uint64_t t = (uint64_t(src) * uint64_t(nranks_) + uint64_t(dst)) * 4 + uint64_t(kind);
    return int(t % uint64_t(ub_));
  }

private:
  MPI_Comm comm_;
  std::vector<int> procOfRank_;
  int nranks_;
  int ub_;
};

struct CommEntry {
  std::mutex m;
  std::condition_variable cv;
  bool creating = false;
  bool done = false;
  ncclResult_t result = ncclSuccess;
  std::weak_ptr<MpiComm> comm;
};
std::mutex commsMutex;
std::map<Nonce, std::shared_ptr<CommEntry>> comms;

} // namespace

bool mpiBuilt() {
  return true;
}

int mpiBootstrapRank() {
  if (!mpiActive())
    return -1;
  MpiLock lock;
  int size = 1, rank = -1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size < 2)
    return -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  installFinalizeHook();
  return rank;
}

int mpiWorldRank() {
  if (!mpiActive())
    return -1;
  MpiLock lock;
  int rank = -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  installFinalizeHook();
  return rank;
}

bool mpiThreadMultiple() {
  int provided = MPI_THREAD_SINGLE;
  if (!mpiActive())
    return false;
  MPI_Query_thread(&provided);
  return provided == MPI_THREAD_MULTIPLE;
}

ncclResult_t mpiExchangeRankInfo(const IdData& id, const RankInfo& mine,
                                 std::vector<RankInfo>& table) {
  if (!mpiActive()) {
    warn("ncclCommInitRank: the unique id was made under MPI, but MPI is not initialized (or "
         "finalized) here");
    return ncclInvalidUsage;
  }
  installFinalizeHook();
  const int tag = bootstrapTag(id.nonce);
  const int n = mine.nranks;
  if (mine.mpiWorldRank == id.mpiWorldRank) {
    // In the creator's process: the first rank here collects, the others wait for it.
    std::shared_ptr<Collection> col;
    {
      std::lock_guard<std::mutex> lock(collectionsMutex);
      auto& slot = collections[id.nonce];
      if (!slot)
        slot = std::make_shared<Collection>();
      col = slot;
    }
    std::unique_lock<std::mutex> lock(col->m);
    if (!col->collectorChosen) {
      col->collectorChosen = true;
      lock.unlock();
      ncclResult_t r = collect(id, mine, col, table);
      std::lock_guard<std::mutex> g(collectionsMutex);
      collections.erase(id.nonce);
      return r;
    }
    col->infos.push_back(mine);
    double limit = settings().timeoutSeconds;
    auto ready = [&] { return col->done; };
    if (limit > 0) {
      if (!col->cv.wait_for(lock, std::chrono::duration<double>(limit + 5), ready)) {
        fault("ncclCommInitRank: rank %d timed out waiting for the bootstrap", mine.rank);
        return ncclSystemError;
      }
    } else {
      col->cv.wait(lock, ready);
    }
    table = col->table;
    return col->result;
  }
  std::vector<char> reply(sizeof(Reply) + sizeof(RankInfo) * size_t(n));
  std::vector<MPI_Request> reqs(2, MPI_REQUEST_NULL);
  RankInfo info = mine;
  {
    MpiLock lock;
    MPI_Isend(&info, int(sizeof(info)), MPI_BYTE, id.mpiWorldRank, tag, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(reply.data(), int(reply.size()), MPI_BYTE, id.mpiWorldRank, tag + 1, MPI_COMM_WORLD,
              &reqs[1]);
  }
  WaitContext ctx;
  ctx.deadline = Deadline(settings().timeoutSeconds);
  ncclResult_t r = waitRequests(reqs, ctx);
  if (r != ncclSuccess) {
    fault("ncclCommInitRank: rank %d got no answer from the unique id's creator (MPI rank %d) "
          "within %.0f s",
          mine.rank, id.mpiWorldRank, settings().timeoutSeconds);
    return ncclSystemError;
  }
  Reply head;
  std::memcpy(&head, reply.data(), sizeof(head));
  if (head.nranks != n) {
    warn("ncclCommInitRank: rank %d was given nranks %d, the creator's rank has %d", mine.rank, n,
         head.nranks);
    return ncclInvalidUsage;
  }
  table.resize(n);
  std::memcpy(table.data(), reply.data() + sizeof(Reply), sizeof(RankInfo) * size_t(n));
  return ncclResult_t(head.result);
}

ncclResult_t mpiCommFor(const Nonce& nonce, const std::vector<RankInfo>& table,
                        std::shared_ptr<MpiComm>& out) {
  if (!mpiActive()) {
    warn("the ranks of this communicator span machines: MPI must be initialized (MPI_Init) before "
         "ncclCommInitRank");
    return ncclInvalidUsage;
  }
  if (!mpiThreadMultiple()) {
    warn("the ranks of this communicator span machines: MPI must provide MPI_THREAD_MULTIPLE "
         "(MPI_Init_thread, or leave OMPI_MPI_THREAD_LEVEL to the library)");
    return ncclInvalidUsage;
  }
  std::shared_ptr<CommEntry> entry;
  {
    std::lock_guard<std::mutex> lock(commsMutex);
    auto& slot = comms[nonce];
    if (!slot)
      slot = std::make_shared<CommEntry>();
    entry = slot;
  }
  std::unique_lock<std::mutex> lock(entry->m);
  if (auto existing = entry->comm.lock()) {
    out = existing;
    return ncclSuccess;
  }
  if (entry->creating) {
    entry->cv.wait(lock, [&] { return entry->done; });
    out = entry->comm.lock();
    return out ? ncclSuccess : entry->result;
  }
  entry->creating = true;
  lock.unlock();

  std::vector<int> procs;
  for (const RankInfo& r : table)
    procs.push_back(r.mpiWorldRank);
  std::sort(procs.begin(), procs.end());
  procs.erase(std::unique(procs.begin(), procs.end()), procs.end());
  std::vector<int> procOfRank;
  for (const RankInfo& r : table)
    procOfRank.push_back(
        int(std::lower_bound(procs.begin(), procs.end(), r.mpiWorldRank) - procs.begin()));
  ncclResult_t result = ncclSuccess;
  MPI_Comm comm = MPI_COMM_NULL;
  {
    MpiLock mlock;
    MPI_Group world, group;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, int(procs.size()), procs.data(), &group);
    int rc = MPI_Comm_create_group(MPI_COMM_WORLD, group, bootstrapTag(nonce), &comm);
    MPI_Group_free(&group);
    MPI_Group_free(&world);
    if (rc != MPI_SUCCESS || comm == MPI_COMM_NULL) {
      warn("MPI_Comm_create_group failed for a communicator of %zu processes", procs.size());
      result = ncclSystemError;
    } else {
      MPI_Comm_set_errhandler(comm, MPI_ERRORS_RETURN);
    }
  }
  std::shared_ptr<MpiComm> made;
  if (result == ncclSuccess)
    made = std::make_shared<MpiCommImpl>(comm, procOfRank, int(table.size()));
  lock.lock();
  entry->comm = made;
  entry->result = result;
  entry->done = true;
  entry->cv.notify_all();
  out = made;
  return result;
}

} // namespace rccl
