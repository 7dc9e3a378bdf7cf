// In one process every rank can reach every other rank's buffers, so the
// kernels read the peers' send buffers and write the peers' receive buffers
// directly, no staging copy:
//
//   host function "arrive":  publish my buffers, wait until every rank has
//                            published (its stream reached this collective),
//                            fill my kernels' pointer tables
//   kernels:                 e.g. AllReduce: rank r reduces slice r of every
//                            rank's input (in rank order) and writes it into
//                            every rank's output
//   host function "depart":  wait until every rank's kernels are done, so no
//                            rank's later work touches a buffer still read
//
// Each device's stream has its own executor thread, so the host functions of
// all ranks can wait for each other at the same time (one thread may enqueue
// for every device, with or without a group). On a device whose memory the
// host addresses (the CPU device), a plan of small collectives is one host
// function doing all three steps, the kernels' work done on the host.
#include "engine_local.h"

#include "engine_common.h"
#include "host_reduce.h"
#include "kernels.h"
#include "log.h"
#include "sync.h"

#include <cstring>
#include <map>

namespace rccl {
namespace {

struct LocalTeam {
  struct alignas(64) Slot {
    SyncWord arrive, depart, ctrl;
    std::atomic<uint32_t> failed{0};
    std::vector<std::pair<const void*, void*>> buffers; // (send, recv) per collective of the plan
    std::vector<uint64_t> signatures;
    std::vector<char> ctrlData[2];
  };
  struct alignas(64) Channel {
    SyncWord posted, consumed;
    void* ptr = nullptr;
    size_t bytes = 0;
  };
  explicit LocalTeam(int n) : n(n), slots(new Slot[n]), channels(new Channel[size_t(n) * n]) {}
  Channel& channel(int src, int dst) { return channels[size_t(src) * n + dst]; }
  int n;
  std::unique_ptr<Slot[]> slots;
  std::unique_ptr<Channel[]> channels;
};

std::mutex teamsMutex;
std::map<Nonce, std::weak_ptr<LocalTeam>> teams;

std::shared_ptr<LocalTeam> teamFor(const Nonce& nonce, int n) {
  std::lock_guard<std::mutex> lock(teamsMutex);
  for (auto it = teams.begin(); it != teams.end();)
    it = it->second.expired() ? teams.erase(it) : std::next(it);
  auto& slot = teams[nonce];
  auto team = slot.lock();
  if (!team) {
    team = std::make_shared<LocalTeam>(n);
    slot = team;
  }
  return team;
}

// A buffer of some rank, known when that rank publishes: its send or receive
// buffer of the plan's collective `op`, plus a byte offset.
struct Ref {
  int rank;
  int op;
  bool recv;
  size_t offset;
};

struct Task {
  bool reduce;
  ncclDataType_t type;
  RedOp redop;
  size_t count;                // elements (reduce) or bytes per pair (copy)
  std::vector<Ref> srcs, dsts; // copy: srcs[i] -> dsts[i]
  size_t slot = 0;             // first entry in the pointer table
  size_t slots() const { return srcs.size() + dsts.size(); }
};

class LocalEngine : public Engine {
public:
  LocalEngine(ncclComm* comm, std::shared_ptr<LocalTeam> team)
      : comm_(comm), team_(std::move(team)), me_(comm->rank), n_(comm->nranks), sendRun_(n_, 0),
        recvRun_(n_, 0), hostReachesDevice_(hostReachesDevice(comm->device)) {}

  ncclResult_t enqueue(Plan& plan, hipStream_t stream) override;
  ncclResult_t controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) override;
  void markFailed() override { team_->slots[me_].failed.store(1, std::memory_order_release); }

private:
  ncclResult_t enqueueCollectives(Plan& plan, hipStream_t stream);
  ncclResult_t enqueueTransfers(const Plan& plan, hipStream_t stream);
  void buildTasks(const Op& op, int opIndex, std::vector<Task>& tasks,
                  std::vector<LocalCopy>& copies) const;
  // The steps of a plan's collectives, on the stream's thread. arrive: publish
  // this rank's buffers, wait for every rank's, check the signatures (false,
  // the failure recorded, when that fails). depart: wait until every rank's
  // tasks are done.
  bool arrive(uint32_t seq, const std::vector<std::pair<const void*, void*>>& buffers,
              const std::vector<uint64_t>& sigs) const;
  void depart(uint32_t seq) const;
  // A task's buffer, once its owner has arrived.
  void* resolve(const Ref& ref) const;
  // The tasks' kernels run on the host (hostReachesDevice_).
  void runOnHost(const std::vector<Task>& tasks) const;
  ncclResult_t peerCheck() const {
    for (int j = 0; j < n_; ++j)
      if (j != me_ && team_->slots[j].failed.load(std::memory_order_acquire))
        return ncclRemoteError;
    return ncclSuccess;
  }

  ncclComm* comm_;
  std::shared_ptr<LocalTeam> team_;
  int me_, n_;
  uint32_t ctrlSeq_ = 0;
  // Numbered as they run, on the stream's thread (a captured plan runs at
  // every launch of its graph): collectives, and sends / receives per peer.
  // One rank runs one plan at a time, so a plan's depart still sees the
  // number its arrive took.
  std::atomic<uint32_t> collRun_{0};
  std::vector<uint32_t> sendRun_, recvRun_;
  bool hostReachesDevice_;
  PointerArena arena_;
};

void LocalEngine::buildTasks(const Op& op, int oi, std::vector<Task>& tasks,
                             std::vector<LocalCopy>& copies) const {
  const size_t es = typeSize(op.type);
  const size_t align = es >= 64 ? 1 : 64 / es; // slices start on cache lines
  const int r = me_, n = n_;
  auto ref = [oi](int rank, bool recv, size_t off) { return Ref{rank, oi, recv, off}; };
  switch (op.coll) {
  case Coll::AllReduce:
  case Coll::Reduce: {
    Range s = partRange(op.count, n, r, align);
    if (!s.len)
      break;
    Task t{true, op.type, op.redop, s.len, {}, {}};
    for (int j = 0; j < n; ++j)
      t.srcs.push_back(ref(j, false, s.begin * es));
    if (op.coll == Coll::AllReduce)
      for (int j = 0; j < n; ++j)
        t.dsts.push_back(ref(j, true, s.begin * es));
    else
      t.dsts.push_back(ref(op.root, true, s.begin * es));
    tasks.push_back(std::move(t));
    break;
  }
  case Coll::ReduceScatter: {
    if (!op.count)
      break;
    Task t{true, op.type, op.redop, op.count, {}, {}};
    for (int j = 0; j < n; ++j)
      t.srcs.push_back(ref(j, false, size_t(r) * op.count * es));
    t.dsts.push_back(ref(r, true, 0));
    tasks.push_back(std::move(t));
    break;
  }
  case Coll::Broadcast: {
    size_t bytes = op.count * es;
    if (!bytes)
      break;
    if (r == op.root) {
      copies.push_back({op.sendbuff, op.recvbuff, bytes});
    } else {
      Task t{false, op.type, op.redop, bytes, {ref(op.root, false, 0)}, {ref(r, true, 0)}};
      tasks.push_back(std::move(t));
    }
    break;
  }
  case Coll::AllGather:
  case Coll::AllToAll: {
    size_t bytes = op.count * es;
    if (!bytes)
      break;
    bool gather = op.coll == Coll::AllGather;
    Task t{false, op.type, op.redop, bytes, {}, {}};
    for (int j = 0; j < n; ++j) {
      if (j == r)
        continue;
      t.srcs.push_back(ref(j, false, gather ? 0 : size_t(r) * bytes));
      t.dsts.push_back(ref(r, true, size_t(j) * bytes));
    }
    if (!t.srcs.empty())
      tasks.push_back(std::move(t));
    const char* src = static_cast<const char*>(op.sendbuff) + (gather ? 0 : size_t(r) * bytes);
    copies.push_back({src, static_cast<char*>(op.recvbuff) + size_t(r) * bytes, bytes});
    break;
  }
  default:
    break;
  }
}

ncclResult_t LocalEngine::enqueue(Plan& plan, hipStream_t stream) {
  if (matchSelfTransfers(plan, me_) != ncclSuccess) {
    warn("rank %d: its sends to itself and receives from itself do not pair up", me_);
    return ncclInvalidUsage;
  }
  for (const LocalCopy& c : plan.copies) {
    ncclResult_t r = copyAsync(c.dst, c.src, c.bytes, stream);
    if (r != ncclSuccess)
      return r;
  }
  if (!plan.colls.empty()) {
    ncclResult_t r = enqueueCollectives(plan, stream);
    if (r != ncclSuccess)
      return r;
  }
  if (!plan.transfers.empty())
    return enqueueTransfers(plan, stream);
  return ncclSuccess;
}

bool LocalEngine::arrive(uint32_t seq, const std::vector<std::pair<const void*, void*>>& buffers,
                         const std::vector<uint64_t>& sigs) const {
  LocalTeam::Slot& mine = team_->slots[me_];
  mine.buffers = buffers;
  mine.signatures = sigs;
  mine.arrive.publish(seq);
  if (comm_->broken())
    return false;
  WaitContext ctx = waitContext(
      comm_, [this] { return peerCheck(); }, "the other ranks to reach the collective");
  for (int j = 0; j < n_; ++j) {
    if (j == me_)
      continue;
    ncclResult_t r = waitReached(team_->slots[j].arrive, seq, ctx);
    if (r != ncclSuccess) {
      reportWaitFailure(comm_, r, ctx);
      return false;
    }
  }
  for (int j = 0; j < n_; ++j) {
    if (team_->slots[j].signatures != sigs) {
      fault("rank %d: rank %d called a different collective (operation, count, type, reduction "
            "or root) "
            "as its call number %u on this communicator",
            me_, j, seq);
      comm_->fail(ncclInvalidUsage);
      return false;
    }
  }
  return true;
}

void LocalEngine::depart(uint32_t seq) const {
  team_->slots[me_].depart.publish(seq);
  if (comm_->broken())
    return;
  WaitContext ctx = waitContext(
      comm_, [this] { return peerCheck(); }, "the other ranks to finish the collective");
  for (int j = 0; j < n_; ++j) {
    if (j == me_)
      continue;
    ncclResult_t r = waitReached(team_->slots[j].depart, seq, ctx);
    if (r != ncclSuccess)
      return reportWaitFailure(comm_, r, ctx);
  }
}

void* LocalEngine::resolve(const Ref& ref) const {
  const auto& b = team_->slots[ref.rank].buffers[size_t(ref.op)];
  char* base = ref.recv ? static_cast<char*>(b.second)
                        : static_cast<char*>(const_cast<void*>(b.first));
  return base + ref.offset;
}

// What the kernels do (kernels.hip): a reduction reads every source before it
// writes a destination, tile by tile (hostReduce), so in-place buffers are safe.
void LocalEngine::runOnHost(const std::vector<Task>& tasks) const {
  std::vector<const void*> srcs;
  for (const Task& t : tasks) {
    if (!t.reduce) {
      for (size_t i = 0; i < t.srcs.size(); ++i)
        std::memcpy(resolve(t.dsts[i]), resolve(t.srcs[i]), t.count);
      continue;
    }
    srcs.clear();
    for (const Ref& r : t.srcs)
      srcs.push_back(resolve(r));
    void* first = resolve(t.dsts[0]);
    hostReduce(t.type, t.redop, srcs.data(), int(srcs.size()), first, t.count);
    for (size_t j = 1; j < t.dsts.size(); ++j)
      std::memcpy(resolve(t.dsts[j]), first, t.count * typeSize(t.type));
  }
}

ncclResult_t LocalEngine::enqueueCollectives(Plan& plan, hipStream_t stream) {
  std::vector<Task> tasks;
  std::vector<LocalCopy> copies;
  std::vector<std::pair<const void*, void*>> buffers;
  std::vector<uint64_t> sigs;
  bool small = hostReachesDevice_;
  for (size_t i = 0; i < plan.colls.size(); ++i) {
    const Op& op = plan.colls[i];
    buildTasks(op, int(i), tasks, copies);
    buffers.emplace_back(op.sendbuff, op.recvbuff);
    sigs.push_back(signature(op));
    small = small && op.count * typeSize(op.type) <= kHostPathBytes;
  }
  for (const LocalCopy& c : copies) {
    ncclResult_t res = copyAsync(c.dst, c.src, c.bytes, stream);
    if (res != ncclSuccess)
      return res;
  }
  LocalEngine* self = this;
  if (small) {
    const bool finishes = plan.transfers.empty();
    ncclResult_t res = enqueueHost(stream, [=]() {
      const uint32_t seq = self->collRun_.fetch_add(1, std::memory_order_relaxed) + 1;
      if (self->arrive(seq, buffers, sigs))
        self->runOnHost(tasks);
      self->depart(seq);
      if (finishes)
        self->comm_->inflight.fetch_sub(1);
    });
    plan.finishedByEngine = finishes && res == ncclSuccess;
    return res;
  }
  size_t slots = 0;
  for (Task& t : tasks) {
    t.slot = slots;
    slots += t.slots();
  }
  void** host = nullptr;
  void** dev = nullptr;
  ncclResult_t res = arena_.reserve(slots, &host, &dev);
  if (res != ncclSuccess)
    return res;
  res = enqueueHost(stream, [=]() {
    const uint32_t seq = self->collRun_.fetch_add(1, std::memory_order_relaxed) + 1;
    const bool ok = self->arrive(seq, buffers, sigs);
    for (const Task& t : tasks) {
      size_t k = t.slot;
      if (!ok) {
        host[k] = nullptr; // the kernels return at once
      } else if (t.reduce) {
        for (const Ref& s : t.srcs)
          host[k++] = self->resolve(s);
        for (const Ref& d : t.dsts)
          host[k++] = self->resolve(d);
      } else {
        for (size_t i = 0; i < t.srcs.size(); ++i) {
          host[k++] = self->resolve(t.srcs[i]);
          host[k++] = self->resolve(t.dsts[i]);
        }
      }
    }
  });
  if (res != ncclSuccess)
    return res;
  for (const Task& t : tasks) {
    hipError_t e = t.reduce ? launchReduce(t.type, t.redop, dev + t.slot, int(t.srcs.size()),
                                           int(t.dsts.size()), t.count, stream)
                            : launchCopy(dev + t.slot, int(t.srcs.size()), t.count, stream);
    if (e != hipSuccess) {
      warn("rank %d: kernel launch failed: %s", me_, hipGetErrorString(e));
      return ncclUnhandledCudaError;
    }
  }
  return enqueueHost(stream,
                     [=]() { self->depart(self->collRun_.load(std::memory_order_relaxed)); });
}

// Sends and receives in rounds: round t holds the t-th send to each peer and
// the t-th receive from each peer. A round posts its sends, waits for the
// matching sends of its receives, copies (the receiver pulls from the
// sender's buffer), marks them consumed and waits until its own sends are
// consumed. Posting before waiting keeps any pattern of pairs deadlock-free.
ncclResult_t LocalEngine::enqueueTransfers(const Plan& plan, hipStream_t stream) {
  struct Item {
    int peer;
    void* buffer;
    size_t bytes;
    size_t slot;
  };
  std::vector<std::vector<Item>> sends(static_cast<size_t>(n_)), recvs(static_cast<size_t>(n_));
  for (const Transfer& t : plan.transfers) {
    (t.send ? sends : recvs)[size_t(t.peer)].push_back({t.peer, t.buffer, t.bytes, 0});
  }
  size_t rounds = 0;
  for (int p = 0; p < n_; ++p)
    rounds = std::max(rounds, std::max(sends[size_t(p)].size(), recvs[size_t(p)].size()));
  std::vector<std::vector<Item>> roundSends(rounds), roundRecvs(rounds);
  size_t slots = 0;
  for (int p = 0; p < n_; ++p) {
    for (size_t t = 0; t < sends[size_t(p)].size(); ++t)
      roundSends[t].push_back(sends[size_t(p)][t]);
    for (size_t t = 0; t < recvs[size_t(p)].size(); ++t) {
      Item it = recvs[size_t(p)][t];
      it.slot = slots;
      slots += 2;
      roundRecvs[t].push_back(it);
    }
  }
  void** host = nullptr;
  void** dev = nullptr;
  ncclResult_t res = arena_.reserve(slots, &host, &dev);
  if (res != ncclSuccess)
    return res;
  auto team = team_;
  ncclComm* comm = comm_;
  const int me = me_;
  LocalEngine* self = this;
  // Step t: finish round t-1 (if any), start round t (if any). A round has at
  // most one send and one receive per peer: the transfer being finished with
  // a peer is the one numbered last (sendRun_ / recvRun_).
  for (size_t step = 0; step <= rounds; ++step) {
    std::vector<Item> endRecvs = step ? roundRecvs[step - 1] : std::vector<Item>{};
    std::vector<Item> endSends = step ? roundSends[step - 1] : std::vector<Item>{};
    std::vector<Item> startSends = step < rounds ? roundSends[step] : std::vector<Item>{};
    std::vector<Item> startRecvs = step < rounds ? roundRecvs[step] : std::vector<Item>{};
    res = enqueueHost(stream, [=]() {
      WaitContext ctx = waitContext(
          comm, [self] { return self->peerCheck(); }, "a send or receive peer");
      for (const Item& it : endRecvs)
        team->channel(it.peer, me).consumed.publish(self->recvRun_[size_t(it.peer)]);
      bool ok = !comm->broken();
      for (const Item& it : endSends) {
        if (!ok)
          break;
        ncclResult_t r = waitReached(team->channel(me, it.peer).consumed,
                                     self->sendRun_[size_t(it.peer)], ctx);
        if (r != ncclSuccess) {
          reportWaitFailure(comm, r, ctx);
          ok = false;
        }
      }
      for (const Item& it : startSends) {
        LocalTeam::Channel& ch = team->channel(me, it.peer);
        ch.ptr = it.buffer;
        ch.bytes = it.bytes;
        ch.posted.publish(++self->sendRun_[size_t(it.peer)]);
      }
      for (const Item& it : startRecvs) {
        const uint32_t seq = ++self->recvRun_[size_t(it.peer)];
        host[it.slot] = nullptr;
        host[it.slot + 1] = it.buffer;
        if (!ok || comm->broken())
          continue;
        LocalTeam::Channel& ch = team->channel(it.peer, me);
        ncclResult_t r = waitReached(ch.posted, seq, ctx);
        if (r != ncclSuccess) {
          reportWaitFailure(comm, r, ctx);
          ok = false;
          continue;
        }
        if (ch.bytes != it.bytes) {
          fault("rank %d: receives %zu bytes from rank %d, which sends %zu", me, it.bytes, it.peer,
                ch.bytes);
          comm->fail(ncclInvalidUsage);
          ok = false;
          continue;
        }
        host[it.slot] = ch.ptr;
      }
    });
    if (res != ncclSuccess)
      return res;
    if (step < rounds) {
      for (const Item& it : roundRecvs[step]) {
        hipError_t e = launchCopy(dev + it.slot, 1, it.bytes, stream);
        if (e != hipSuccess) {
          warn("rank %d: copy kernel launch failed: %s", me_, hipGetErrorString(e));
          return ncclUnhandledCudaError;
        }
      }
    }
  }
  return ncclSuccess;
}

ncclResult_t LocalEngine::controlAllGather(const void* mine, size_t bytes, std::vector<char>& all) {
  const uint32_t seq = ++ctrlSeq_;
  LocalTeam::Slot& slot = team_->slots[me_];
  auto& data = slot.ctrlData[seq & 1];
  data.assign(static_cast<const char*>(mine), static_cast<const char*>(mine) + bytes);
  slot.ctrl.publish(seq);
  WaitContext ctx = waitContext(
      comm_, [this] { return peerCheck(); }, "the other ranks (control exchange)");
  for (int j = 0; j < n_; ++j) {
    ncclResult_t r = waitReached(team_->slots[j].ctrl, seq, ctx);
    if (r != ncclSuccess)
      return r;
  }
  all.resize(bytes * size_t(n_));
  for (int j = 0; j < n_; ++j) {
    const auto& d = team_->slots[j].ctrlData[seq & 1];
    if (d.size() != bytes)
      return ncclInternalError;
    std::memcpy(all.data() + bytes * size_t(j), d.data(), bytes);
  }
  return ncclSuccess;
}

} // namespace

ncclResult_t makeLocalEngine(ncclComm* comm, std::unique_ptr<Engine>& out) {
  out = std::make_unique<LocalEngine>(comm, teamFor(comm->nonce, comm->nranks));
  return ncclSuccess;
}

} // namespace rccl
