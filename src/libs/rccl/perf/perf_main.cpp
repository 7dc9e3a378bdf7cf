// all_reduce_perf, all_gather_perf, ...: nccl-tests' programs for OpenHIP's
// RCCL (docs/rccl.md, "Performance programs"). One executable; the name it is
// started by picks the collective. Flags, output columns and bandwidth
// figures follow nccl-tests, so runs compare with runs on GPUs.
#include "collectives.h"
#include "elements_check.h"
#include "team.h"

#include <getopt.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace rccl_perf {
namespace {

struct Options {
  int threads = 1, gpus = 1;
  size_t minBytes = size_t(32) << 20, maxBytes = size_t(32) << 20, stepBytes = size_t(1) << 20;
  double stepFactor = 1;
  int iters = 20, warmup = 5, agg = 1, check = 1, root = 0, average = 1, blocking = 0, graphs = 0;
  std::vector<TypeInfo> types;
  std::vector<OpInfo> ops;
};

Team* team = nullptr;

#define HIP_OR_DIE(call)                                                                           \
  do {                                                                                             \
    hipError_t e_ = (call);                                                                        \
    if (e_ != hipSuccess) {                                                                        \
      std::fprintf(stderr, "%s:%d: error: %s: %s\n", __FILE__, __LINE__, #call, hipGetErrorString(e_)); \
      team->abort(1);                                                                              \
    }                                                                                              \
  } while (0)
#define NCCL_OR_DIE(call)                                                                          \
  do {                                                                                             \
    ncclResult_t r_ = (call);                                                                      \
    if (r_ != ncclSuccess) {                                                                       \
      std::fprintf(stderr, "%s:%d: error: %s: %s\n", __FILE__, __LINE__, #call, ncclGetErrorString(r_)); \
      team->abort(1);                                                                              \
    }                                                                                              \
  } while (0)

// "64", "1K", "32M", "2G" (powers of 1024, as nccl-tests reads them).
bool parseSize(const char* text, size_t* out) {
  char* end = nullptr;
  const double value = std::strtod(text, &end);
  if (end == text || value < 0)
    return false;
  double scale = 1;
  switch (*end) {
  case 'G': case 'g': scale = 1024.0 * 1024 * 1024; ++end; break;
  case 'M': case 'm': scale = 1024.0 * 1024; ++end; break;
  case 'K': case 'k': scale = 1024.0; ++end; break;
  default: break;
  }
  if (*end == 'B' || *end == 'b')
    ++end;
  if (*end)
    return false;
  *out = size_t(value * scale);
  return true;
}

bool parseInt(const char* text, int minimum, int* out) {
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end == text || *end || value < minimum || value > 1 << 30)
    return false;
  *out = int(value);
  return true;
}

void usage(const char* program, FILE* to) {
  std::fprintf(to,
               "usage: %s [options]\n"
               "  -t,--nthreads <n>       threads per process (default 1)\n"
               "  -g,--ngpus <n>          devices per thread (default 1)\n"
               "  -b,--minbytes <size>    smallest message (default 32M; K, M, G suffixes)\n"
               "  -e,--maxbytes <size>    largest message (default 32M)\n"
               "  -i,--stepbytes <size>   increment between sizes (default 1M)\n"
               "  -f,--stepfactor <f>     multiply the size by f instead (default off)\n"
               "  -n,--iters <n>          timed iterations (default 20)\n"
               "  -w,--warmup_iters <n>   untimed iterations first (default 5)\n"
               "  -m,--agg_iters <n>      collectives grouped per iteration (default 1)\n"
               "  -c,--check <n>          check results n times per size, 0: never (default 1)\n"
               "  -o,--op <op>            sum, prod, max, min, avg, mulsum or all (default sum)\n"
               "  -d,--datatype <type>    int8, uint8, int32, uint32, int64, uint64, half, float,\n"
               "                          double, bfloat16, fp8_e4m3, fp8_e5m2 or all (default float)\n"
               "  -r,--root <rank>        root of rooted collectives (default 0)\n"
               "  -a,--average <0..3>     time reported: rank 0, average, min, max (default 1)\n"
               "  -z,--blocking <0/1>     wait for each collective before the next (default 0)\n"
               "  -G,--cudagraph <n>      capture the timed iterations into a graph and launch it\n"
               "                          n times (default 0: call directly)\n"
               "  -h,--help\n"
               "Ranks: processes (mpirun) x threads x devices; OPENHIP_CPU_DEVICES=N gives N devices.\n",
               program);
}

// Parses argv; prints the problem and exits on a bad option.
Options parseOptions(int argc, char** argv) {
  Options o;
  const char* type = "float";
  const char* op = "sum";
  static const option longOptions[] = {
      {"nthreads", required_argument, nullptr, 't'},   {"ngpus", required_argument, nullptr, 'g'},
      {"minbytes", required_argument, nullptr, 'b'},   {"maxbytes", required_argument, nullptr, 'e'},
      {"stepbytes", required_argument, nullptr, 'i'},  {"stepfactor", required_argument, nullptr, 'f'},
      {"iters", required_argument, nullptr, 'n'},      {"warmup_iters", required_argument, nullptr, 'w'},
      {"agg_iters", required_argument, nullptr, 'm'},  {"check", required_argument, nullptr, 'c'},
      {"op", required_argument, nullptr, 'o'},         {"datatype", required_argument, nullptr, 'd'},
      {"root", required_argument, nullptr, 'r'},       {"average", required_argument, nullptr, 'a'},
      {"blocking", required_argument, nullptr, 'z'},   {"cudagraph", required_argument, nullptr, 'G'},
      {"help", no_argument, nullptr, 'h'},
      {nullptr, 0, nullptr, 0}};
  auto bad = [&](const char* what, const char* value) {
    std::fprintf(stderr, "%s: error: invalid %s '%s'\n", argv[0], what, value ? value : "");
    usage(argv[0], stderr);
    std::exit(2);
  };
  int c;
  while ((c = getopt_long(argc, argv, "t:g:b:e:i:f:n:w:m:c:o:d:r:a:z:G:h", longOptions, nullptr)) != -1) {
    switch (c) {
    case 't': if (!parseInt(optarg, 1, &o.threads)) bad("thread count (-t)", optarg); break;
    case 'g': if (!parseInt(optarg, 1, &o.gpus)) bad("device count (-g)", optarg); break;
    case 'b': if (!parseSize(optarg, &o.minBytes)) bad("size (-b)", optarg); break;
    case 'e': if (!parseSize(optarg, &o.maxBytes)) bad("size (-e)", optarg); break;
    case 'i': if (!parseSize(optarg, &o.stepBytes)) bad("step (-i)", optarg); break;
    case 'f': {
      char* end = nullptr;
      o.stepFactor = std::strtod(optarg, &end);
      if (end == optarg || *end || o.stepFactor < 1)
        bad("step factor (-f)", optarg);
      break;
    }
    case 'n': if (!parseInt(optarg, 1, &o.iters)) bad("iteration count (-n)", optarg); break;
    case 'w': if (!parseInt(optarg, 0, &o.warmup)) bad("warmup count (-w)", optarg); break;
    case 'm': if (!parseInt(optarg, 1, &o.agg)) bad("aggregation count (-m)", optarg); break;
    case 'c': if (!parseInt(optarg, 0, &o.check)) bad("check count (-c)", optarg); break;
    case 'o': op = optarg; break;
    case 'd': type = optarg; break;
    case 'r': if (!parseInt(optarg, 0, &o.root)) bad("root (-r)", optarg); break;
    case 'a': if (!parseInt(optarg, 0, &o.average) || o.average > 3) bad("average mode (-a)", optarg); break;
    case 'z': if (!parseInt(optarg, 0, &o.blocking) || o.blocking > 1) bad("blocking flag (-z)", optarg); break;
    case 'G': if (!parseInt(optarg, 0, &o.graphs)) bad("graph launch count (-G)", optarg); break;
    case 'h': usage(argv[0], stdout); std::exit(0);
    default: usage(argv[0], stderr); std::exit(2);
    }
  }
  if (optind < argc)
    bad("argument", argv[optind]);
  if (!typesByName(type, &o.types))
    bad("data type (-d)", type);
  if (!opsByName(op, &o.ops))
    bad("reduction operator (-o)", op);
  if (o.minBytes > o.maxBytes)
    bad("size range (-b above -e)", argv[0]);
  if (o.stepFactor <= 1 && o.stepBytes == 0 && o.minBytes < o.maxBytes)
    bad("step (-i 0 without -f)", "0");
  return o;
}

std::string formatTime(double us) {
  char text[32];
  std::snprintf(text, sizeof text, us >= 10000 ? "%7.0f" : us >= 100 ? "%7.1f" : "%7.2f", us);
  return text;
}

// One rank driven by a thread: its device, stream, communicator and buffers.
struct Rank {
  int rank = 0, device = 0;
  hipStream_t stream = nullptr;
  ncclComm_t comm = nullptr;
  void* send = nullptr;
  void* recv = nullptr;
  size_t bufferBytes = 0;
  ncclRedOp_t op = ncclSum; // this size's operator (a PreMulSum is per communicator)
};

struct Run {
  const Collective* coll = nullptr;
  Options opt;
  int nranks = 0;
  ncclUniqueId id{};
  double busTotal = 0;
  long rows = 0;
  size_t wrongTotal = 0;
};

// Where a rank's collective reads and writes: in place, one buffer serves both.
void pointers(Rank& r, const Counts& k, const TypeInfo& t, bool inPlace, const void** send, void** recv) {
  if (!inPlace) {
    *send = r.send;
    *recv = r.recv;
    return;
  }
  char* base = static_cast<char*>(r.recv);
  *send = base + k.sendInPlace * t.bytes;
  *recv = base + k.recvInPlace * t.bytes;
}

void launchAll(Run& run, std::vector<Rank>& ranks, const Counts* counts, const TypeInfo& t, bool inPlace,
               int repeats) {
  const bool group = ranks.size() > 1 || repeats > 1;
  if (group)
    NCCL_OR_DIE(ncclGroupStart());
  for (int a = 0; a < repeats; ++a)
    for (size_t g = 0; g < ranks.size(); ++g) {
      const void* send;
      void* recv;
      pointers(ranks[g], counts[g], t, inPlace, &send, &recv);
      NCCL_OR_DIE(runCollective(*run.coll, send, recv, counts[g], t.type, ranks[g].op, run.opt.root,
                                ranks[g].rank, run.nranks, ranks[g].comm, ranks[g].stream));
    }
  if (group)
    NCCL_OR_DIE(ncclGroupEnd());
}

void syncAll(std::vector<Rank>& ranks) {
  for (Rank& r : ranks) {
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipStreamSynchronize(r.stream));
  }
}

// Fills the send data (and poisons the receive buffer), runs once, and counts
// the wrong elements of this thread's ranks.
size_t checkOnce(Run& run, std::vector<Rank>& ranks, const Counts* counts, const TypeInfo& t,
                 const OpInfo& op, bool inPlace) {
  std::vector<unsigned char> host;
  for (size_t g = 0; g < ranks.size(); ++g) {
    Rank& r = ranks[g];
    const void* send;
    void* recv;
    pointers(r, counts[g], t, inPlace, &send, &recv);
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipMemset(r.recv, 0xa5, std::max(counts[g].send, counts[g].recv) * t.bytes));
    fillSend(*run.coll, t, op, r.rank, run.nranks, counts[g].send, host);
    if (!host.empty())
      HIP_OR_DIE(hipMemcpy(const_cast<void*>(send), host.data(), host.size(), hipMemcpyHostToDevice));
  }
  launchAll(run, ranks, counts, t, inPlace, 1);
  syncAll(ranks);
  size_t wrong = 0;
  for (size_t g = 0; g < ranks.size(); ++g) {
    const void* send;
    void* recv;
    pointers(ranks[g], counts[g], t, inPlace, &send, &recv);
    host.resize(counts[g].recv * t.bytes);
    if (!host.empty())
      HIP_OR_DIE(hipMemcpy(host.data(), recv, host.size(), hipMemcpyDeviceToHost));
    wrong += countWrong(*run.coll, counts[g], t, op, run.opt.root, ranks[g].rank, run.nranks, host);
  }
  return wrong;
}

// -G: the timed iterations captured into one graph per rank (stream
// capture), launched run.opt.graphs times.
double timeGraphs(Run& run, std::vector<Rank>& ranks, const Counts* counts, const TypeInfo& t,
                  bool inPlace) {
  std::vector<hipGraphExec_t> execs;
  for (Rank& r : ranks) {
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipStreamBeginCapture(r.stream, hipStreamCaptureModeThreadLocal));
  }
  for (int i = 0; i < run.opt.iters; ++i)
    launchAll(run, ranks, counts, t, inPlace, run.opt.agg);
  for (Rank& r : ranks) {
    hipGraph_t graph = nullptr;
    hipGraphExec_t exec = nullptr;
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipStreamEndCapture(r.stream, &graph));
    HIP_OR_DIE(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
    HIP_OR_DIE(hipGraphDestroy(graph));
    execs.push_back(exec);
  }
  team->barrier();
  const auto start = std::chrono::steady_clock::now();
  for (int l = 0; l < run.opt.graphs; ++l) {
    for (size_t g = 0; g < ranks.size(); ++g) {
      HIP_OR_DIE(hipSetDevice(ranks[g].device));
      HIP_OR_DIE(hipGraphLaunch(execs[g], ranks[g].stream));
    }
    if (run.opt.blocking)
      syncAll(ranks);
  }
  syncAll(ranks);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  for (hipGraphExec_t exec : execs)
    HIP_OR_DIE(hipGraphExecDestroy(exec));
  return elapsed.count() / (double(run.opt.iters) * run.opt.agg * run.opt.graphs);
}

// Seconds per collective on this thread's ranks.
double timeCollective(Run& run, std::vector<Rank>& ranks, const Counts* counts, const TypeInfo& t,
                      bool inPlace) {
  for (int w = 0; w < run.opt.warmup; ++w)
    launchAll(run, ranks, counts, t, inPlace, 1);
  syncAll(ranks);
  if (run.opt.graphs > 0)
    return timeGraphs(run, ranks, counts, t, inPlace);
  team->barrier();
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < run.opt.iters; ++i) {
    launchAll(run, ranks, counts, t, inPlace, run.opt.agg);
    if (run.opt.blocking)
      syncAll(ranks);
  }
  syncAll(ranks);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  return elapsed.count() / (double(run.opt.iters) * run.opt.agg);
}

// One row's figures for one placement, combined over every thread.
void measure(Run& run, int thread, std::vector<Rank>& ranks, const Counts* counts, const TypeInfo& t,
             const OpInfo& op, bool inPlace, size_t bytes, std::string* cells) {
  size_t wrong = 0;
  for (int c = 0; c < run.opt.check; ++c)
    wrong += checkOnce(run, ranks, counts, t, op, inPlace);
  const double mine = timeCollective(run, ranks, counts, t, inPlace);
  double seconds = 0;
  switch (run.opt.average) {
  case 0: seconds = team->reduce(thread, team->process() == 0 && thread == 0 ? mine : 0, Team::Reduce::Sum); break;
  case 1: seconds = team->reduce(thread, mine, Team::Reduce::Sum) / (team->processes() * team->threads()); break;
  case 2: seconds = team->reduce(thread, mine, Team::Reduce::Min); break;
  default: seconds = team->reduce(thread, mine, Team::Reduce::Max); break;
  }
  const double wrongAll = team->reduce(thread, double(wrong), Team::Reduce::Sum);
  const double algbw = seconds > 0 ? double(bytes) / seconds / 1e9 : 0;
  const double busbw = algbw * run.coll->busFactor(run.nranks);
  char text[96];
  char wrongText[16] = "N/A";
  if (run.opt.check)
    std::snprintf(wrongText, sizeof wrongText, "%.0f", wrongAll);
  std::snprintf(text, sizeof text, "  %s  %6.2f  %6.2f  %5s", formatTime(seconds * 1e6).c_str(), algbw, busbw,
                wrongText);
  *cells += text;
  if (thread == 0 && team->process() == 0) {
    run.busTotal += busbw;
    run.rows += 1;
    run.wrongTotal += size_t(wrongAll);
  }
}

void sizeRow(Run& run, int thread, std::vector<Rank>& ranks, const TypeInfo& t, const OpInfo* op,
             size_t bytes) {
  const size_t elements = bytes / t.bytes;
  std::vector<Counts> counts;
  for (Rank& r : ranks)
    counts.push_back(run.coll->counts(elements, run.nranks, r.rank));
  const OpInfo& usedOp = op ? *op : allOps()[0];
  for (Rank& r : ranks) {
    r.op = usedOp.op;
    if (usedOp.preMulSum) {
      const uint64_t scalar = scalarBits(t, kPreMulScalar);
      NCCL_OR_DIE(ncclRedOpCreatePreMulSum(&r.op, const_cast<uint64_t*>(&scalar), t.type,
                                           ncclScalarHostImmediate, r.comm));
    }
  }
  const size_t reported = counts[0].reported;
  char head[128];
  std::snprintf(head, sizeof head, "%12zu  %12zu  %8s  %6s  %6i", reported * t.bytes, reported, t.name,
                op ? op->name : "none", run.coll->rooted ? run.opt.root : -1);
  std::string line = head;
  measure(run, thread, ranks, counts.data(), t, usedOp, false, reported * t.bytes, &line);
  if (run.coll->inPlace)
    measure(run, thread, ranks, counts.data(), t, usedOp, true, reported * t.bytes, &line);
  else
    line += "      N/A     N/A     N/A    N/A";
  for (Rank& r : ranks)
    if (usedOp.preMulSum)
      NCCL_OR_DIE(ncclRedOpDestroy(r.op, r.comm));
  if (thread == 0 && team->process() == 0)
    std::printf("%s\n", line.c_str());
  std::fflush(stdout);
}

// The device lines of every rank (gathered to process 0), then the column heads.
void printHeader(const std::string* devices, size_t count) {
  std::string mine;
  for (size_t i = 0; i < count; ++i)
    mine += devices[i];
  const std::string all = team->gather(mine);
  if (team->process() != 0)
    return;
  std::printf("%s#\n", all.c_str());
  std::printf("#                                                              out-of-place"
              "                       in-place          \n"
              "#       size         count      type   redop    root     time   algbw   busbw #wrong"
              "     time   algbw   busbw #wrong\n"
              "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)       "
              "     (us)  (GB/s)  (GB/s)       \n");
  std::fflush(stdout);
}

size_t largestBuffer(const Run& run, const TypeInfo& t, int rank) {
  const Counts k = run.coll->counts(run.opt.maxBytes / t.bytes, run.nranks, rank);
  return std::max(std::max(k.send, k.recv), size_t(1)) * t.bytes;
}

void threadMain(Run& run, int thread, std::string* devices) {
  const Options& o = run.opt;
  int deviceCount = 0;
  HIP_OR_DIE(hipGetDeviceCount(&deviceCount));
  std::vector<Rank> ranks(size_t(o.gpus));
  size_t bufferBytes = 0;
  for (int g = 0; g < o.gpus; ++g) {
    Rank& r = ranks[size_t(g)];
    r.rank = (team->process() * o.threads + thread) * o.gpus + g;
    r.device = (thread * o.gpus + g) % deviceCount;
    for (const TypeInfo& t : o.types)
      bufferBytes = std::max(bufferBytes, largestBuffer(run, t, r.rank));
  }
  char host[64] = "";
  gethostname(host, sizeof host - 1);
  for (Rank& r : ranks) {
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipStreamCreateWithFlags(&r.stream, hipStreamNonBlocking));
    HIP_OR_DIE(hipMalloc(&r.send, bufferBytes));
    HIP_OR_DIE(hipMalloc(&r.recv, bufferBytes));
    r.bufferBytes = bufferBytes;
    hipDeviceProp_t props;
    HIP_OR_DIE(hipGetDeviceProperties(&props, r.device));
    char line[256];
    std::snprintf(line, sizeof line, "#  Rank %2d Group %2d Pid %6d on %10s device %2d [%04x:%02x:%02x] %s\n",
                  r.rank, 0, int(getpid()), host, r.device, props.pciDomainID, props.pciBusID,
                  props.pciDeviceID, props.name);
    devices[size_t(thread * o.gpus) + size_t(&r - ranks.data())] = line;
  }
  NCCL_OR_DIE(ncclGroupStart());
  for (Rank& r : ranks) {
    HIP_OR_DIE(hipSetDevice(r.device));
    NCCL_OR_DIE(ncclCommInitRank(&r.comm, run.nranks, run.id, r.rank));
  }
  NCCL_OR_DIE(ncclGroupEnd());
  team->barrier(); // every thread has filled its device lines
  if (thread == 0)
    printHeader(devices, ranks.size() * size_t(o.threads));
  team->barrier();
  for (const TypeInfo& t : o.types) {
    const size_t opCount = run.coll->reduces ? o.ops.size() : 1;
    for (size_t oi = 0; oi < opCount; ++oi) {
      const OpInfo* op = run.coll->reduces ? &o.ops[oi] : nullptr;
      for (size_t bytes = o.minBytes; bytes <= o.maxBytes;) {
        sizeRow(run, thread, ranks, t, op, bytes);
        const size_t next = o.stepFactor > 1 ? size_t(double(bytes) * o.stepFactor) : bytes + o.stepBytes;
        if (next <= bytes)
          break;
        bytes = next;
      }
    }
  }
  for (Rank& r : ranks) {
    NCCL_OR_DIE(ncclCommDestroy(r.comm));
    HIP_OR_DIE(hipSetDevice(r.device));
    HIP_OR_DIE(hipFree(r.send));
    HIP_OR_DIE(hipFree(r.recv));
    HIP_OR_DIE(hipStreamDestroy(r.stream));
  }
}

int perfMain(const Collective* coll, int argc, char** argv) {
  Run run;
  run.coll = coll;
  run.opt = parseOptions(argc, argv);
  const Options& o = run.opt;
  Team world(&argc, &argv, o.threads);
  team = &world;
  run.nranks = world.processes() * o.threads * o.gpus;
  int deviceCount = 0;
  HIP_OR_DIE(hipGetDeviceCount(&deviceCount));
  if (deviceCount < o.threads * o.gpus) {
    std::fprintf(stderr, "%s: error: %d threads x %d devices need %d devices, this process has %d "
                 "(OPENHIP_CPU_DEVICES=%d makes that many virtual CPU devices)\n", argv[0], o.threads, o.gpus,
                 o.threads * o.gpus, deviceCount, o.threads * o.gpus);
    world.abort(2);
  }
  if (coll->rooted && o.root >= run.nranks) {
    std::fprintf(stderr, "%s: error: root %d is not a rank (there are %d)\n", argv[0], o.root, run.nranks);
    world.abort(2);
  }
  if (world.process() == 0)
    NCCL_OR_DIE(ncclGetUniqueId(&run.id));
  world.broadcast(&run.id, sizeof run.id);
  if (world.process() == 0) {
    std::printf("# nThread %d nGpus %d minBytes %zu maxBytes %zu step: ", o.threads, o.gpus, o.minBytes,
                o.maxBytes);
    if (o.stepFactor > 1)
      std::printf("%g(factor)", o.stepFactor);
    else
      std::printf("%zu(bytes)", o.stepBytes);
    std::printf(" warmup iters: %d iters: %d agg iters: %d validation: %d graph: %d\n#\n# Using devices\n",
                o.warmup, o.iters, o.agg, o.check, o.graphs);
  }
  std::vector<std::string> devices(size_t(o.threads * o.gpus));
  std::vector<std::thread> workers;
  for (int t = 1; t < o.threads; ++t)
    workers.emplace_back([&run, t, &devices] { threadMain(run, t, devices.data()); });
  threadMain(run, 0, devices.data());
  for (std::thread& w : workers)
    w.join();
  if (world.process() == 0) {
    std::printf("# Out of bounds values : %zu %s\n", run.wrongTotal, run.wrongTotal ? "FAILED" : "OK");
    std::printf("# Avg bus bandwidth    : %g \n#\n", run.rows ? run.busTotal / double(run.rows) : 0.0);
  }
  return run.wrongTotal ? 1 : 0;
}

} // namespace
} // namespace rccl_perf

int main(int argc, char** argv) {
  const char* slash = std::strrchr(argv[0], '/');
  const std::string program = slash ? slash + 1 : argv[0];
  const rccl_perf::Collective* coll = rccl_perf::collectiveForProgram(program);
  if (!coll) {
    size_t count = 0;
    const rccl_perf::Collective* list = rccl_perf::collectiveList(&count);
    std::fprintf(stderr, "%s: error: start this program as one of:", program.c_str());
    for (size_t i = 0; i < count; ++i)
      std::fprintf(stderr, " %s", list[i].program);
    std::fprintf(stderr, "\n");
    return 2;
  }
  return rccl_perf::perfMain(coll, argc, argv);
}
