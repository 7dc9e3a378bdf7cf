#include "bootstrap.h"

#include "env.h"
#include "log.h"
#include "mpi_support.h"
#include "segment.h"
#include "sync.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <mutex>
#include <string>

#include <sys/random.h>
#include <unistd.h>

namespace rccl {
namespace {

constexpr char kMagic[8] = {'O', 'H', 'R', 'C', 'C', 'L', '1', 0};
constexpr int kRendezvousMaxRanks = 1 << 15;

uint64_t fnv1a(const void* data, size_t n, uint64_t h = 1469598103934665603ull) {
  const unsigned char* p = static_cast<const unsigned char*>(data);
  for (size_t i = 0; i < n; ++i)
    h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

uint64_t mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  return x ^ (x >> 33);
}

// The rendezvous segment of the memfd path: the creator's process holds the
// descriptor until every rank has arrived.
struct RendezvousHeader {
  std::atomic<uint32_t> nranks;
  std::atomic<uint32_t> closed;
  SyncWord arrived;
};
struct RendezvousSlot {
  std::atomic<uint32_t> state; // 0 free, 1 being written, 2 written
  uint32_t pad[15];
  RankInfo info;
};
constexpr size_t kRendezvousBytes =
    sizeof(RendezvousHeader) + sizeof(RendezvousSlot) * kRendezvousMaxRanks;

ncclResult_t exchangeThroughSegment(const IdData& id, const RankInfo& mine,
                                    std::vector<RankInfo>& table) {
  const int n = mine.nranks;
  if (n > kRendezvousMaxRanks) {
    warn("ncclCommInitRank: %d ranks exceed the %d of a rendezvous without MPI", n,
         kRendezvousMaxRanks);
    return ncclInvalidArgument;
  }
  if (id.hostHash != mine.hostHash) {
    warn("ncclCommInitRank: the unique id comes from another host and MPI is not initialized; "
         "ranks on several machines need MPI (see docs/rccl.md)");
    return ncclInvalidUsage;
  }
  SharedSegment seg;
  ncclResult_t r = seg.open(id.pid, id.rendezvousFd, kRendezvousBytes);
  if (r != ncclSuccess) {
    warn("ncclCommInitRank: the unique id's rendezvous is gone (its creator, process %d, exited, "
         "or the id was used for a communicator already)",
         id.pid);
    return ncclInvalidArgument;
  }
  auto* header = static_cast<RendezvousHeader*>(seg.base());
  auto* slots = reinterpret_cast<RendezvousSlot*>(header + 1);
  uint32_t expected = 0;
  if (!header->nranks.compare_exchange_strong(expected, uint32_t(n)) && expected != uint32_t(n)) {
    warn("ncclCommInitRank: rank %d was given nranks %d, another rank %u", mine.rank, n, expected);
    return ncclInvalidUsage;
  }
  uint32_t free = 0;
  if (!slots[mine.rank].state.compare_exchange_strong(free, 1)) {
    warn("ncclCommInitRank: rank %d was initialized twice with the same unique id", mine.rank);
    return ncclInvalidUsage;
  }
  slots[mine.rank].info = mine;
  slots[mine.rank].state.store(2, std::memory_order_release);
  uint32_t arrived = header->arrived.value.fetch_add(1, std::memory_order_acq_rel) + 1;
  header->arrived.publish(arrived);

  WaitContext ctx;
  ctx.deadline = Deadline(settings().timeoutSeconds);
  ctx.what = "ranks to join";
  r = waitReached(header->arrived, uint32_t(n), ctx);
  if (r != ncclSuccess) {
    fault("ncclCommInitRank: only %u of %d ranks joined within %.0f s", header->arrived.load(), n,
          settings().timeoutSeconds);
    return ncclSystemError;
  }
  table.resize(n);
  for (int i = 0; i < n; ++i) {
    while (slots[i].state.load(std::memory_order_acquire) != 2) {
    }
    table[i] = slots[i].info;
  }
  // Everyone has the segment mapped: the creator no longer needs to hold it.
  if (id.pid == getpid()) {
    uint32_t notClosed = 0;
    if (header->closed.compare_exchange_strong(notClosed, 1))
      close(id.rendezvousFd);
  }
  return ncclSuccess;
}

} // namespace

Nonce randomNonce() {
  Nonce n{0, 0};
  if (getrandom(&n, sizeof(n), 0) != ssize_t(sizeof(n))) {
    static std::atomic<uint64_t> counter{0};
    n.a = mix(uint64_t(getpid()) ^ uint64_t(time(nullptr)) << 20);
    n.b = mix(counter.fetch_add(1) ^ reinterpret_cast<uintptr_t>(&n));
  }
  return n;
}

Nonce deriveNonce(const Nonce& parent, uint64_t x, uint64_t y) {
  Nonce n{0, 0};
  n.a = mix(parent.a ^ mix(x + 0x9e3779b97f4a7c15ull));
  n.b = mix(parent.b ^ mix(y + 0x632be59bd9b4e019ull) ^ n.a);
  return n;
}

uint64_t localHostHash() {
  static const uint64_t hash = [] {
    const std::string& forced = settings().hostId;
    if (!forced.empty())
      return fnv1a(forced.data(), forced.size());
    char host[256] = {0};
    gethostname(host, sizeof(host) - 1);
    uint64_t h = fnv1a(host, strlen(host));
    std::ifstream boot("/proc/sys/kernel/random/boot_id");
    std::string bootId;
    std::getline(boot, bootId);
    h = fnv1a(bootId.data(), bootId.size(), h);
    char ns[128] = {0};
    ssize_t len = readlink("/proc/self/ns/net", ns, sizeof(ns) - 1);
    if (len > 0)
      h = fnv1a(ns, size_t(len), h);
    return h;
  }();
  return hash;
}

ncclResult_t makeUniqueId(ncclUniqueId* id, bool allowMpi) {
  IdData d;
  std::memset(&d, 0, sizeof(d));
  std::memcpy(d.magic, kMagic, sizeof(kMagic));
  d.nonce = randomNonce();
  d.hostHash = localHostHash();
  d.pid = getpid();
  d.rendezvousFd = -1;
  d.mpiWorldRank = allowMpi ? mpiBootstrapRank() : -1;
  if (d.mpiWorldRank < 0) {
    // The descriptor stays open until every rank has joined (the ranks map
    // the segment through /proc/<pid>/fd); an id never used keeps it open.
    d.rendezvousFd = SharedSegment::createDescriptor(kRendezvousBytes, "rccl-rendezvous");
    if (d.rendezvousFd < 0)
      return ncclSystemError;
  }
  std::memset(id, 0, sizeof(*id));
  std::memcpy(id->internal, &d, sizeof(d));
  return ncclSuccess;
}

ncclResult_t decodeUniqueId(const ncclUniqueId& id, IdData& out) {
  std::memcpy(&out, id.internal, sizeof(out));
  if (std::memcmp(out.magic, kMagic, sizeof(kMagic)) != 0) {
    warn("ncclCommInitRank: the unique id was not made by ncclGetUniqueId");
    return ncclInvalidArgument;
  }
  return ncclSuccess;
}

ncclResult_t exchangeRankInfo(const IdData& id, const RankInfo& mine,
                              std::vector<RankInfo>& table) {
  if (mine.nranks == 1) {
    table.assign(1, mine);
    if (id.rendezvousFd >= 0 && id.pid == getpid())
      close(id.rendezvousFd);
    return ncclSuccess;
  }
  if (id.mpiWorldRank >= 0)
    return mpiExchangeRankInfo(id, mine, table);
  return exchangeThroughSegment(id, mine, table);
}

} // namespace rccl
