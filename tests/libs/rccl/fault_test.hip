// Faults never hang: a rank whose peer never joins a collective gets
// ncclRemoteError within OPENHIP_RCCL_TIMEOUT, ncclCommAbort releases a rank
// waiting for a peer, and a peer process that exits makes the survivor fail
// fast (without waiting for the timeout).
//
//   fault_test timeout     2 devices, OPENHIP_RCCL_TIMEOUT=2: rank 1 never calls
//   fault_test abort       2 devices, default timeout: rank 0 aborted while waiting
//   fault_test peer-exit   2 processes (fork), rank 1 exits after initialization
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

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
  hipStream_t stream;
  float* buf;
  HIP_OK(hipStreamCreate(&stream));
  HIP_OK(hipMalloc(&buf, 1024 * sizeof(float)));
  auto start = std::chrono::steady_clock::now();
  CHECK(ncclAllReduce(buf, buf, 1024, ncclFloat, ncclSum, comm, stream) == ncclSuccess);
  CHECK(drains(stream, 30.0)); // well below the 300 s default timeout
  ncclResult_t async = ncclSuccess;
  CHECK(ncclCommGetAsyncError(comm, &async) == ncclSuccess);
  CHECK(async == ncclRemoteError);
  std::printf("peer gone noticed after %.2f s: %s\n", seconds(start), ncclGetErrorString(async));
  CHECK(ncclCommAbort(comm) == ncclSuccess);
  HIP_OK(hipFree(buf));
  HIP_OK(hipStreamDestroy(stream));
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  int rc = 1;
  if (mode == "timeout")
    rc = lonelyCollective(false);
  else if (mode == "abort")
    rc = lonelyCollective(true);
  else if (mode == "peer-exit")
    rc = peerExit();
  else
    std::printf("FAIL usage: fault_test timeout|abort|peer-exit\n");
  if (rc)
    return rc;
  std::printf("%s (%d failures)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
