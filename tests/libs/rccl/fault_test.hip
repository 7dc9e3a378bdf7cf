// Faults never hang: a rank whose peer never joins a collective gets
// ncclRemoteError within OPENHIP_RCCL_TIMEOUT, ncclCommAbort releases a rank
// waiting for a peer, and a peer process that exits or is killed makes the
// survivors fail fast (without waiting for the timeout).
//
//   fault_test timeout     2 devices, OPENHIP_RCCL_TIMEOUT=2: rank 1 never calls
//   fault_test abort       2 devices, default timeout: rank 0 aborted while waiting
//   fault_test peer-exit   2 processes (fork), rank 1 exits after initialization
//   fault_test hung-peer   2 processes (fork), OPENHIP_RCCL_TIMEOUT=2: rank 1
//                          lives on without calling (shared-memory transport)
//   fault_test killed      3 processes (fork): rank 2 is killed (SIGKILL) while
//                          the three run a series of all-reduces; ranks 0 and 1
//                          end in ncclRemoteError
//   fault_test mpi-hung    (built with -DRCCL_TEST_MPI, under mpirun -np 2,
//                          NCCL_SHM_DISABLE=1, OPENHIP_RCCL_TIMEOUT=2): MPI
//                          rank 1 lives on without calling (MPI transport)
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>
#ifdef RCCL_TEST_MPI
#include <mpi.h>
#endif

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

int failures = 0;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                  \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)
#define HIP_OK(x)                                                                                  \
  do {                                                                                             \
    hipError_t e_ = (x);                                                                           \
    if (e_ != hipSuccess) {                                                                        \
      std::printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, hipGetErrorString(e_));           \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// Polls until the stream is done or `limit` seconds pass; false on the limit.
bool drains(hipStream_t stream, double limit) {
  auto start = std::chrono::steady_clock::now();
  while (hipStreamQuery(stream) == hipErrorNotReady) {
    if (seconds(start) > limit)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return true;
}

// Rank 0 of an in-process pair enqueues an all-reduce that rank 1 never joins.
int lonelyCollective(bool abortIt) {
  ncclComm_t comms[2];
  if (ncclCommInitAll(comms, 2, nullptr) != ncclSuccess) {
    std::printf("FAIL ncclCommInitAll\n");
    return 1;
  }
  HIP_OK(hipSetDevice(0));
  hipStream_t stream;
  float* buf;
  HIP_OK(hipStreamCreate(&stream));
  HIP_OK(hipMalloc(&buf, 1024 * sizeof(float)));
  auto start = std::chrono::steady_clock::now();
  CHECK(ncclAllReduce(buf, buf, 1024, ncclFloat, ncclSum, comms[0], stream) == ncclSuccess);
  CHECK(seconds(start) < 1.0); // enqueued, not waited for
  if (abortIt) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    CHECK(hipStreamQuery(stream) == hipErrorNotReady); // still waiting for rank 1
    auto t = std::chrono::steady_clock::now();
    CHECK(ncclCommAbort(comms[0]) == ncclSuccess);
    CHECK(seconds(t) < 10.0);
    CHECK(drains(stream, 10.0));
  } else {
    CHECK(drains(stream, 30.0));
    double waited = seconds(start);
    ncclResult_t async = ncclSuccess;
    CHECK(ncclCommGetAsyncError(comms[0], &async) == ncclSuccess);
    CHECK(async == ncclRemoteError);
    CHECK(waited >= 1.5); // OPENHIP_RCCL_TIMEOUT=2
    std::printf("timed out after %.1f s: %s\n", waited, ncclGetErrorString(async));
    // A broken communicator refuses new work.
    CHECK(ncclAllReduce(buf, buf, 1024, ncclFloat, ncclSum, comms[0], stream) == ncclRemoteError);
    CHECK(ncclCommAbort(comms[0]) == ncclSuccess);
  }
  HIP_OK(hipSetDevice(1));
  CHECK(ncclCommAbort(comms[1]) == ncclSuccess);
  HIP_OK(hipSetDevice(0));
  HIP_OK(hipFree(buf));
  HIP_OK(hipStreamDestroy(stream));
  return 0;
}

// Enqueues `count` all-reduces of `elements` floats on a new stream of the
// current device; the caller drains it.
struct Series {
  hipStream_t stream = nullptr;
  float* buf = nullptr;
};
Series startSeries(ncclComm_t comm, size_t elements, int count) {
  Series s;
  HIP_OK(hipStreamCreate(&s.stream));
  HIP_OK(hipMalloc(&s.buf, elements * sizeof(float)));
  HIP_OK(hipMemsetAsync(s.buf, 0, elements * sizeof(float), s.stream));
  for (int i = 0; i < count; ++i)
    CHECK(ncclAllReduce(s.buf, s.buf, elements, ncclFloat, ncclSum, comm, s.stream) ==
          ncclSuccess);
  return s;
}
void endSeries(Series& s) {
  HIP_OK(hipFree(s.buf));
  HIP_OK(hipStreamDestroy(s.stream));
}

// The survivor's side of a fault: its stream drains within `limit` seconds
// and the communicator reports ncclRemoteError. Returns the seconds waited.
double survives(ncclComm_t comm, Series& s, double limit, const char* who) {
  auto start = std::chrono::steady_clock::now();
  CHECK(drains(s.stream, limit));
  double waited = seconds(start);
  ncclResult_t async = ncclSuccess;
  CHECK(ncclCommGetAsyncError(comm, &async) == ncclSuccess);
  CHECK(async == ncclRemoteError);
  std::printf("%s: stream ended after %.2f s: %s\n", who, waited, ncclGetErrorString(async));
  std::fflush(stdout); // children leave through _exit
  CHECK(ncclCommAbort(comm) == ncclSuccess);
  endSeries(s);
  return waited;
}

int peerExit() {
  ncclUniqueId id;
  if (ncclGetUniqueId(&id) != ncclSuccess)
    return 1; // before fork: no HIP call yet
  pid_t child = fork();
  if (child == 0) {
    ncclComm_t comm;
    if (ncclCommInitRank(&comm, 2, id, 1) != ncclSuccess)
      _exit(2);
    _exit(0); // dies without taking part in any collective
  }
  ncclComm_t comm;
  CHECK(ncclCommInitRank(&comm, 2, id, 0) == ncclSuccess);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  Series s = startSeries(comm, 1024, 1);
  survives(comm, s, 30.0, "rank 0 (peer gone)"); // well below the 300 s default timeout
  return 0;
}

// Rank 1 (another process) initializes, then stays alive without calling:
// rank 0 cannot tell it from a slow peer, so it fails at the timeout.
int hungPeer() {
  ncclUniqueId id;
  if (ncclGetUniqueId(&id) != ncclSuccess)
    return 1;
  pid_t child = fork();
  if (child == 0) {
    ncclComm_t comm;
    if (ncclCommInitRank(&comm, 2, id, 1) != ncclSuccess)
      _exit(2);
    alarm(120); // killed by rank 0 below (or by the alarm, should rank 0 fail first)
    pause();
    _exit(0);
  }
  ncclComm_t comm;
  CHECK(ncclCommInitRank(&comm, 2, id, 0) == ncclSuccess);
  Series s = startSeries(comm, 1024, 1);
  double waited = survives(comm, s, 30.0, "rank 0");
  CHECK(waited >= 1.5); // OPENHIP_RCCL_TIMEOUT=2
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  return 0;
}

// Three processes run a series of large all-reduces; rank 0 kills rank 2
// while they run. Ranks 0 and 1 must both end in ncclRemoteError quickly,
// not at OPENHIP_RCCL_TIMEOUT (the default 300 s).
int killedMidway() {
  constexpr size_t kElements = size_t(1) << 22; // 16 MiB per all-reduce
  constexpr int kCount = 1000; // seconds of work: still running when rank 2 dies
  ncclUniqueId id;
  if (ncclGetUniqueId(&id) != ncclSuccess)
    return 1;
  int started[2];
  if (pipe(started) != 0)
    return 1;
  pid_t children[3] = {0, 0, 0};
  for (int rank = 1; rank < 3; ++rank) {
    children[rank] = fork();
    if (children[rank] != 0)
      continue;
    close(started[0]);
    ncclComm_t comm;
    if (ncclCommInitRank(&comm, 3, id, rank) != ncclSuccess)
      _exit(2);
    Series s = startSeries(comm, kElements, kCount);
    char one = 1;
    if (write(started[1], &one, 1) != 1)
      _exit(3);
    if (rank == 2) {
      alarm(120); // killed while the series runs (or by the alarm)
      pause();
    }
    double waited = survives(comm, s, 60.0, "rank 1");
    _exit(failures == 0 && waited < 60.0 ? 0 : 1);
  }
  close(started[1]);
  ncclComm_t comm;
  CHECK(ncclCommInitRank(&comm, 3, id, 0) == ncclSuccess);
  Series s = startSeries(comm, kElements, kCount);
  char byte;
  for (int ready = 0; ready < 2; ++ready) // both children have enqueued theirs
    CHECK(read(started[0], &byte, 1) == 1);
  close(started[0]);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(hipStreamQuery(s.stream) == hipErrorNotReady); // the series is still running
  kill(children[2], SIGKILL);
  survives(comm, s, 60.0, "rank 0");
  int status = 0;
  waitpid(children[1], &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  waitpid(children[2], &status, 0);
  CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
  return 0;
}

#ifdef RCCL_TEST_MPI
// MPI rank 1 initializes and then sleeps past rank 0's timeout; rank 0 fails
// at the timeout, both abort and leave MPI normally.
int mpiHungPeer() {
  int me = 0, world = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  if (world != 2) {
    std::printf("FAIL mpi-hung needs 2 MPI ranks, got %d\n", world);
    return 1;
  }
  ncclUniqueId id;
  if (me == 0 && ncclGetUniqueId(&id) != ncclSuccess)
    return 1;
  MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, MPI_COMM_WORLD);
  ncclComm_t comm;
  CHECK(ncclCommInitRank(&comm, 2, id, me) == ncclSuccess);
  if (me == 1) {
    std::this_thread::sleep_for(std::chrono::seconds(5)); // alive, never calls
    CHECK(ncclCommAbort(comm) == ncclSuccess);
  } else {
    Series s = startSeries(comm, 1 << 20, 1);
    double waited = survives(comm, s, 30.0, "MPI rank 0");
    CHECK(waited >= 1.5); // OPENHIP_RCCL_TIMEOUT=2
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return 0;
}
#endif

} // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  int rc = 1;
#ifdef RCCL_TEST_MPI
  MPI_Init(&argc, &argv);
  if (mode == "mpi-hung")
    rc = mpiHungPeer();
  else
    std::printf("FAIL usage: fault_test_mpi mpi-hung\n");
  if (rc == 0)
    std::printf("%s (%d failures)\n", failures ? "FAIL" : "PASS", failures);
  MPI_Finalize();
  return rc ? rc : failures ? 1 : 0;
#endif
  if (mode == "timeout")
    rc = lonelyCollective(false);
  else if (mode == "abort")
    rc = lonelyCollective(true);
  else if (mode == "peer-exit")
    rc = peerExit();
  else if (mode == "hung-peer")
    rc = hungPeer();
  else if (mode == "killed")
    rc = killedMidway();
  else
    std::printf("FAIL usage: fault_test timeout|abort|peer-exit|hung-peer|killed\n");
  if (rc)
    return rc;
  std::printf("%s (%d failures)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
