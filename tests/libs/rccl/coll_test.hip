// Collective acceptance test: every collective x data type x reduction x
// size (0, 1, odd, not a multiple of the rank count, large), in place and out
// of place, checked bit for bit on every rank (coll_cases.h). Inputs are
// untouched by out-of-place calls, and nothing is written past an output.
//
//   coll_test group [N]       one thread drives N devices (ncclCommInitAll,
//                             alternately one group per case and no group)
//   coll_test threads [N]     one thread per device (ncclCommInitRank)
//   coll_test fork P [K]      P processes (no MPI) of K devices each
//   coll_test_mpi [K]         under mpirun, K devices per process
// --any-order: floats are checked with values exact in any reduction order
// (for the MPI transport, whose rings and trees reduce in other orders).
// --graph: each case is captured into a graph per rank (stream capture),
// which runs twice with the same call made directly in between.
// RCCL_TEST_LARGE=1 makes the large size 64 MiB of floats (default 4 MiB).
#include "coll_cases.h"

#include <hip/hip_runtime.h>
#include <rccl/rccl.h>
#ifdef RCCL_TEST_MPI
#include <mpi.h>
#endif

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#define HIP_OK(x)                                                                                  \
  do {                                                                                             \
    hipError_t e_ = (x);                                                                           \
    if (e_ != hipSuccess) {                                                                        \
      std::printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, hipGetErrorString(e_));           \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)
#define NCCL_OK(x)                                                                                 \
  do {                                                                                             \
    ncclResult_t r_ = (x);                                                                         \
    if (r_ != ncclSuccess) {                                                                       \
      std::printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, ncclGetErrorString(r_));          \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

namespace {

constexpr size_t kGuard = 64;
constexpr unsigned char kSentinel = 0xa5;

struct Rank {
  int rank = 0, device = 0;
  ncclComm_t comm = nullptr;
  hipStream_t stream = nullptr;
  char* a = nullptr; // send buffer (or the in-place buffer)
  char* b = nullptr; // receive buffer
  size_t capacity = 0;
  void* scalar = nullptr;
  ncclRedOp_t op = ncclSum;
  // the current case's layout
  const char* sendPtr = nullptr;
  char* recvPtr = nullptr;
  size_t recvBytes = 0;
  std::vector<char> input;
};

int nranks = 1;
bool fixedOrder = true;
bool graphs = false;
std::atomic<long> failures{0};

size_t maxBytes(const std::vector<Case>& cases, int n) {
  size_t m = 0;
  for (const Case& c : cases)
    for (int r = 0; r < n; ++r) {
      size_t s, q;
      bufferCounts(c, n, r, &s, &q);
      m = std::max(m, std::max(s, q) * ref::typeSize(c.type));
    }
  return m + kGuard;
}

void setup(Rank& rk, size_t capacity) {
  HIP_OK(hipSetDevice(rk.device));
  HIP_OK(hipStreamCreate(&rk.stream));
  HIP_OK(hipMalloc(&rk.a, capacity));
  HIP_OK(hipMalloc(&rk.b, capacity));
  HIP_OK(hipMalloc(&rk.scalar, 8));
  rk.capacity = capacity;
}

void teardown(Rank& rk) {
  HIP_OK(hipSetDevice(rk.device));
  HIP_OK(hipFree(rk.a));
  HIP_OK(hipFree(rk.b));
  HIP_OK(hipFree(rk.scalar));
  HIP_OK(hipStreamDestroy(rk.stream));
  NCCL_OK(ncclCommDestroy(rk.comm));
}

ncclRedOp_t apiOp(ref::Red r) {
  switch (r) {
  case ref::Prod:
    return ncclProd;
  case ref::Max:
    return ncclMax;
  case ref::Min:
    return ncclMin;
  case ref::Avg:
    return ncclAvg;
  default:
    return ncclSum;
  }
}

// Fills the buffers of one case and creates its reduction operator.
void prepare(const Case& c, Rank& rk) {
  const int n = nranks, r = rk.rank;
  const size_t es = ref::typeSize(c.type), k = c.count;
  size_t sendCount, recvCount;
  bufferCounts(c, n, r, &sendCount, &recvCount);
  rk.input.resize(sendCount * es);
  for (size_t i = 0; i < sendCount; ++i)
    input(c, r, i, fixedOrder, &rk.input[i * es]);
  HIP_OK(hipSetDevice(rk.device));
  // Only the bytes this case uses (and the guard) need the sentinel.
  const size_t used = std::min(rk.capacity, std::max(sendCount, recvCount) * es + kGuard);
  HIP_OK(hipMemset(rk.a, kSentinel, used));
  HIP_OK(hipMemset(rk.b, kSentinel, used));
  rk.recvBytes = recvCount * es;
  rk.sendPtr = rk.a;
  rk.recvPtr = rk.b;
  if (c.inPlace) {
    // The API's in-place layouts: sendbuff inside recvbuff or the reverse.
    char* io = rk.a;
    switch (c.coll) {
    case Coll::AllGather:
      rk.recvPtr = io;
      rk.sendPtr = io + size_t(r) * k * es;
      break;
    case Coll::Gather:
      if (r == c.root) {
        rk.recvPtr = io;
        rk.sendPtr = io + size_t(r) * k * es;
      }
      break;
    case Coll::ReduceScatter:
      rk.sendPtr = io;
      rk.recvPtr = io + size_t(r) * k * es;
      break;
    case Coll::Scatter:
      if (r == c.root) {
        rk.sendPtr = io;
        rk.recvPtr = io + size_t(r) * k * es;
      }
      break;
    default:
      rk.sendPtr = io;
      rk.recvPtr = io;
      break;
    }
  }
  if (!rk.input.empty())
    HIP_OK(hipMemcpy(const_cast<char*>(rk.sendPtr), rk.input.data(), rk.input.size(),
                     hipMemcpyHostToDevice));
  rk.op = apiOp(c.op);
  uint64_t bits = scalarBits(c.type);
  if (c.op == ref::PreMulHost)
    NCCL_OK(ncclRedOpCreatePreMulSum(&rk.op, &bits, c.type, ncclScalarHostImmediate, rk.comm));
  if (c.op == ref::PreMulDevice) {
    HIP_OK(hipMemcpy(rk.scalar, &bits, es, hipMemcpyHostToDevice));
    NCCL_OK(ncclRedOpCreatePreMulSum(&rk.op, rk.scalar, c.type, ncclScalarDevice, rk.comm));
  }
}

ncclResult_t issue(const Case& c, Rank& rk) {
  const int n = nranks, r = rk.rank;
  const void* s = rk.sendPtr;
  void* d = rk.recvPtr;
  switch (c.coll) {
  case Coll::AllReduce:
    return ncclAllReduce(s, d, c.count, c.type, rk.op, rk.comm, rk.stream);
  case Coll::Reduce:
    return ncclReduce(s, d, c.count, c.type, rk.op, c.root, rk.comm, rk.stream);
  case Coll::ReduceScatter:
    return ncclReduceScatter(s, d, c.count, c.type, rk.op, rk.comm, rk.stream);
  case Coll::Broadcast:
    return c.inPlace && (c.seed & 1)
               ? ncclBcast(d, c.count, c.type, c.root, rk.comm, rk.stream)
               : ncclBroadcast(s, d, c.count, c.type, c.root, rk.comm, rk.stream);
  case Coll::AllGather:
    return ncclAllGather(s, d, c.count, c.type, rk.comm, rk.stream);
  case Coll::AllToAll:
    return ncclAllToAll(s, d, c.count, c.type, rk.comm, rk.stream);
  case Coll::Gather:
    return ncclGather(s, d, c.count, c.type, c.root, rk.comm, rk.stream);
  case Coll::Scatter:
    return ncclScatter(s, d, c.count, c.type, c.root, rk.comm, rk.stream);
  case Coll::AllToAllv: {
    std::vector<size_t> sc, sd, rc, rd;
    allToAllvLayout(n, r, c.count, sc, sd, rc, rd);
    return ncclAllToAllv(s, sc.data(), sd.data(), d, rc.data(), rd.data(), c.type, rk.comm,
                         rk.stream);
  }
  case Coll::SendRecv: {
    int to = (r + c.root) % n, from = ((r - c.root) % n + n) % n;
    ncclResult_t res = ncclGroupStart();
    if (res == ncclSuccess)
      res = ncclSend(s, c.count, c.type, to, rk.comm, rk.stream);
    if (res == ncclSuccess)
      res = ncclRecv(d, c.count, c.type, from, rk.comm, rk.stream);
    ncclResult_t end = ncclGroupEnd();
    return res != ncclSuccess ? res : end;
  }
  }
  return ncclInternalError;
}

void report(const Case& c, const Rank& rk, const char* what, size_t at) {
  long f = failures.fetch_add(1);
  if (f < 20)
    std::printf("FAIL rank %d/%d: %s %s %s count %zu %s root/shift %d: %s (byte %zu)\n", rk.rank,
                nranks, collName(c.coll), ref::typeName(c.type), ref::redName(c.op), c.count,
                c.inPlace ? "in-place" : "out-of-place", c.root, what, at);
}

void finish(const Case& c, Rank& rk) {
  HIP_OK(hipSetDevice(rk.device));
  HIP_OK(hipStreamSynchronize(rk.stream));
  ncclResult_t async = ncclSuccess;
  NCCL_OK(ncclCommGetAsyncError(rk.comm, &async));
  if (async != ncclSuccess) {
    report(c, rk, ncclGetErrorString(async), 0);
    std::exit(1);
  }
  if (c.op == ref::PreMulHost || c.op == ref::PreMulDevice)
    NCCL_OK(ncclRedOpDestroy(rk.op, rk.comm));
  std::vector<char> want = expected(c, nranks, rk.rank, fixedOrder);
  bool checkOutput = !(c.coll == Coll::Reduce && rk.rank != c.root) &&
                     !(c.coll == Coll::Gather && rk.rank != c.root);
  if (checkOutput) {
    std::vector<char> got(rk.recvBytes + kGuard);
    HIP_OK(hipMemcpy(got.data(), rk.recvPtr, got.size(), hipMemcpyDeviceToHost));
    for (size_t i = 0; i < want.size(); ++i)
      if (got[i] != want[i])
        return report(c, rk, "wrong result", i);
    if (!c.inPlace)
      for (size_t i = rk.recvBytes; i < got.size(); ++i)
        if ((unsigned char)got[i] != kSentinel)
          return report(c, rk, "written past the output", i);
  }
  if (!c.inPlace && !rk.input.empty()) {
    std::vector<char> src(rk.input.size());
    HIP_OK(hipMemcpy(src.data(), rk.sendPtr, src.size(), hipMemcpyDeviceToHost));
    if (src != rk.input)
      return report(c, rk, "input modified", 0);
  }
}

// Issues a case's call on every rank of `ranks` (grouped: in one group).
void issueAll(const Case& c, std::vector<Rank*>& ranks, bool grouped) {
  if (grouped)
    NCCL_OK(ncclGroupStart());
  for (Rank* rk : ranks)
    NCCL_OK(issue(c, *rk));
  if (grouped)
    NCCL_OK(ncclGroupEnd());
}

// Runs a case on `ranks`, all driven by this thread: issued directly, or
// (graphs) captured into one graph per rank that is launched, then the call
// issued directly, then the graph launched again, each checked.
void runCase(const Case& c, std::vector<Rank*>& ranks, bool grouped) {
  for (Rank* rk : ranks)
    prepare(c, *rk);
  if (!graphs) {
    issueAll(c, ranks, grouped);
    for (Rank* rk : ranks)
      finish(c, *rk);
    return;
  }
  std::vector<hipGraphExec_t> execs;
  for (Rank* rk : ranks) {
    HIP_OK(hipSetDevice(rk->device));
    HIP_OK(hipStreamBeginCapture(rk->stream, hipStreamCaptureModeThreadLocal));
  }
  issueAll(c, ranks, grouped);
  for (Rank* rk : ranks) {
    hipGraph_t graph = nullptr;
    hipGraphExec_t exec = nullptr;
    HIP_OK(hipSetDevice(rk->device));
    HIP_OK(hipStreamEndCapture(rk->stream, &graph));
    HIP_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
    HIP_OK(hipGraphDestroy(graph)); // the executable graph keeps what it needs
    execs.push_back(exec);
  }
  for (int run = 0; run < 3; ++run) {
    if (run > 0)
      for (Rank* rk : ranks)
        prepare(c, *rk);
    if (run == 1)
      issueAll(c, ranks, grouped);
    else
      for (size_t i = 0; i < ranks.size(); ++i)
        HIP_OK(hipGraphLaunch(execs[i], ranks[i]->stream));
    for (Rank* rk : ranks)
      finish(c, *rk);
  }
  for (hipGraphExec_t exec : execs)
    HIP_OK(hipGraphExecDestroy(exec));
}

// One thread, several ranks: even cases in one group, odd ones call by call.
void runGroup(std::vector<Rank>& ranks, const std::vector<Case>& cases) {
  std::vector<Rank*> all;
  for (Rank& rk : ranks)
    all.push_back(&rk);
  for (size_t ci = 0; ci < cases.size(); ++ci)
    runCase(cases[ci], all, ci % 2 == 0);
}

[[maybe_unused]] void runThreads(std::vector<Rank>& ranks, const std::vector<Case>& cases) {
  std::vector<std::thread> threads;
  for (Rank& rk : ranks)
    threads.emplace_back([&rk, &cases] {
      std::vector<Rank*> mine{&rk};
      for (const Case& c : cases)
        runCase(c, mine, false);
    });
  for (auto& t : threads)
    t.join();
}

// Initializes `count` local ranks starting at global rank `first`.
std::vector<Rank> initRanks(const ncclUniqueId& id, int first, int count, size_t capacity) {
  std::vector<Rank> ranks(static_cast<size_t>(count));
  NCCL_OK(ncclGroupStart());
  for (int i = 0; i < count; ++i) {
    ranks[size_t(i)].rank = first + i;
    ranks[size_t(i)].device = i;
    HIP_OK(hipSetDevice(i));
    NCCL_OK(ncclCommInitRank(&ranks[size_t(i)].comm, nranks, id, first + i));
  }
  NCCL_OK(ncclGroupEnd());
  for (Rank& rk : ranks)
    setup(rk, capacity);
  return ranks;
}

int finishRun(const char* mode, size_t cases) {
  long f = failures.load();
  std::printf("%s: %d ranks, %zu cases, %ld failures\n", mode, nranks, cases, f);
  std::printf("%s\n", f ? "FAIL" : "PASS");
  return f ? 1 : 0;
}

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--any-order")
      fixedOrder = false;
    else if (std::string(argv[i]) == "--graph")
      graphs = true;
    else
      args.push_back(argv[i]);
  }
#ifdef RCCL_TEST_MPI
  MPI_Init(&argc, &argv);
  int world = 1, me = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  int perProcess = args.empty() ? 1 : std::atoi(args[0].c_str());
  nranks = world * perProcess;
  ncclUniqueId id;
  if (me == 0)
    NCCL_OK(ncclGetUniqueId(&id));
  MPI_Bcast(&id, sizeof(id), MPI_BYTE, 0, MPI_COMM_WORLD);
  std::vector<Case> cases = allCases(nranks, fixedOrder);
  std::vector<Rank> ranks = initRanks(id, me * perProcess, perProcess, maxBytes(cases, nranks));
  runGroup(ranks, cases);
  for (Rank& rk : ranks)
    teardown(rk);
  long mine = failures.load(), total = 0;
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  failures = total;
  int rc = 0;
  if (me == 0)
    rc = finishRun("mpi", cases.size());
  MPI_Finalize();
  return rc;
#else
  std::string mode = args.empty() ? "group" : args[0];
  if (mode == "fork") {
    int procs = args.size() > 1 ? std::atoi(args[1].c_str()) : 2;
    int perProcess = args.size() > 2 ? std::atoi(args[2].c_str()) : 1;
    nranks = procs * perProcess;
    ncclUniqueId id;
    NCCL_OK(ncclGetUniqueId(&id)); // before fork: no HIP call has been made yet
    std::vector<Case> cases = allCases(nranks, fixedOrder);
    std::vector<pid_t> children;
    for (int p = 0; p < procs; ++p) {
      pid_t pid = fork();
      if (pid == 0) {
        std::vector<Rank> ranks =
            initRanks(id, p * perProcess, perProcess, maxBytes(cases, nranks));
        runGroup(ranks, cases);
        for (Rank& rk : ranks)
          teardown(rk);
        std::fflush(stdout);
        _exit(failures.load() ? 1 : 0);
      }
      children.push_back(pid);
    }
    int bad = 0;
    for (pid_t pid : children) {
      int status = 0;
      waitpid(pid, &status, 0);
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        ++bad;
    }
    failures = bad;
    return finishRun("fork", cases.size());
  }
  int devices = 0;
  HIP_OK(hipGetDeviceCount(&devices));
  nranks = args.size() > 1 ? std::atoi(args[1].c_str()) : devices;
  std::vector<Case> cases = allCases(nranks, fixedOrder);
  size_t capacity = maxBytes(cases, nranks);
  std::vector<Rank> ranks;
  if (mode == "group") {
    std::vector<ncclComm_t> comms(static_cast<size_t>(nranks));
    NCCL_OK(ncclCommInitAll(comms.data(), nranks, nullptr));
    ranks.resize(size_t(nranks));
    for (int i = 0; i < nranks; ++i) {
      ranks[size_t(i)].rank = i;
      ranks[size_t(i)].device = i;
      ranks[size_t(i)].comm = comms[size_t(i)];
      setup(ranks[size_t(i)], capacity);
    }
    runGroup(ranks, cases);
  } else {
    ncclUniqueId id;
    NCCL_OK(ncclGetUniqueId(&id));
    ranks = initRanks(id, 0, nranks, capacity);
    runThreads(ranks, cases);
  }
  for (Rank& rk : ranks)
    teardown(rk);
  return finishRun(mode.c_str(), cases.size());
#endif
}
