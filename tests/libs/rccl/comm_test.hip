// Communicator life cycle on 3 virtual devices (OPENHIP_CPU_DEVICES=3), one
// thread driving every rank: non-blocking ncclCommInitRankConfig polled with
// ncclCommGetAsyncError, config checks, ncclCommSplit (colors, keys,
// NCCL_SPLIT_NOCOLOR) and a collective on the split communicator,
// ncclMemAlloc buffers, buffer registration, ncclCommFinalize, ncclCommAbort.
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace {

int failures = 0;
constexpr int kRanks = 3;

#define CHECK(cond)                                                                                \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                  \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)
#define EXPECT_RESULT(call, want)                                                                  \
  do {                                                                                             \
    ncclResult_t got_ = (call);                                                                    \
    if (got_ != (want)) {                                                                          \
      std::printf("FAIL %s:%d: %s returned %d (%s), expected %d\n", __FILE__, __LINE__, #call,     \
                  int(got_), ncclGetErrorString(got_), int(want));                                 \
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

// Waits until a non-blocking communicator leaves ncclInProgress.
ncclResult_t settle(ncclComm_t comm) {
  ncclResult_t state = ncclInProgress;
  for (int i = 0; i < 100000 && state == ncclInProgress; ++i) {
    if (ncclCommGetAsyncError(comm, &state) != ncclSuccess)
      return ncclInternalError;
    if (state == ncclInProgress)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return state;
}

void configChecks(const ncclUniqueId& id) {
  ncclComm_t c = nullptr;
  ncclConfig_t bad = NCCL_CONFIG_INITIALIZER;
  bad.magic = 0;
  EXPECT_RESULT(ncclCommInitRankConfig(&c, 1, id, 0, &bad), ncclInvalidArgument);
  ncclConfig_t blocking2 = NCCL_CONFIG_INITIALIZER;
  blocking2.blocking = 2;
  EXPECT_RESULT(ncclCommInitRankConfig(&c, 1, id, 0, &blocking2), ncclInvalidArgument);
  ncclConfig_t ctas = NCCL_CONFIG_INITIALIZER;
  ctas.minCTAs = 4;
  ctas.maxCTAs = 2;
  EXPECT_RESULT(ncclCommInitRankConfig(&c, 1, id, 0, &ctas), ncclInvalidArgument);
  CHECK(c == nullptr);
  const char* last = ncclGetLastError(nullptr);
  CHECK(last != nullptr && last[0] != '\0'); // the last warning's text
}

// Sum of (rank + 1) over the given ranks, every element.
bool allReduceWorks(const std::vector<ncclComm_t>& comms, const std::vector<int>& devices,
                    float expect) {
  const size_t n = 4097;
  std::vector<float*> bufs(comms.size());
  std::vector<hipStream_t> streams(comms.size());
  for (size_t i = 0; i < comms.size(); ++i) {
    HIP_OK(hipSetDevice(devices[i]));
    HIP_OK(hipStreamCreate(&streams[i]));
    void* p = nullptr;
    EXPECT_RESULT(ncclMemAlloc(&p, n * sizeof(float)), ncclSuccess);
    bufs[i] = static_cast<float*>(p);
    std::vector<float> host(n, float(devices[i] + 1));
    HIP_OK(hipMemcpy(bufs[i], host.data(), n * sizeof(float), hipMemcpyHostToDevice));
  }
  EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
  for (size_t i = 0; i < comms.size(); ++i)
    EXPECT_RESULT(ncclAllReduce(bufs[i], bufs[i], n, ncclFloat, ncclSum, comms[i], streams[i]),
                  ncclSuccess);
  EXPECT_RESULT(ncclGroupEnd(), ncclSuccess);
  bool ok = true;
  for (size_t i = 0; i < comms.size(); ++i) {
    HIP_OK(hipSetDevice(devices[i]));
    HIP_OK(hipStreamSynchronize(streams[i]));
    std::vector<float> host(n);
    HIP_OK(hipMemcpy(host.data(), bufs[i], n * sizeof(float), hipMemcpyDeviceToHost));
    for (float x : host)
      ok = ok && x == expect;
    EXPECT_RESULT(ncclMemFree(bufs[i]), ncclSuccess);
    HIP_OK(hipStreamDestroy(streams[i]));
  }
  return ok;
}

} // namespace

int main() {
  int devices = 0;
  HIP_OK(hipGetDeviceCount(&devices));
  if (devices != kRanks) {
    std::printf("FAIL needs exactly %d devices (OPENHIP_CPU_DEVICES=%d), found %d\n", kRanks,
                kRanks, devices);
    return 1;
  }
  ncclUniqueId id;
  EXPECT_RESULT(ncclGetUniqueId(&id), ncclSuccess);
  configChecks(id);

  // Non-blocking initialization from one thread: every call returns at once.
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  std::vector<ncclComm_t> world(kRanks, nullptr);
  for (int r = 0; r < kRanks; ++r) {
    HIP_OK(hipSetDevice(r));
    ncclResult_t res = ncclCommInitRankConfig(&world[size_t(r)], kRanks, id, r, &config);
    CHECK(res == ncclInProgress || res == ncclSuccess);
    CHECK(world[size_t(r)] != nullptr);
  }
  for (int r = 0; r < kRanks; ++r)
    EXPECT_RESULT(settle(world[size_t(r)]), ncclSuccess);
  for (int r = 0; r < kRanks; ++r) {
    int count = 0, rank = -1, dev = -1;
    EXPECT_RESULT(ncclCommCount(world[size_t(r)], &count), ncclSuccess);
    EXPECT_RESULT(ncclCommUserRank(world[size_t(r)], &rank), ncclSuccess);
    EXPECT_RESULT(ncclCommCuDevice(world[size_t(r)], &dev), ncclSuccess);
    CHECK(count == kRanks && rank == r && dev == r);
  }
  CHECK(allReduceWorks(world, {0, 1, 2}, 6.0f));

  // Split: even ranks (color 0) in reverse order (key -rank), rank 1 alone.
  std::vector<ncclComm_t> split(kRanks, nullptr);
  EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
  for (int r = 0; r < kRanks; ++r)
    EXPECT_RESULT(ncclCommSplit(world[size_t(r)], r % 2, -r, &split[size_t(r)], nullptr),
                  ncclSuccess);
  EXPECT_RESULT(ncclGroupEnd(), ncclSuccess);
  for (int r = 0; r < kRanks; ++r)
    EXPECT_RESULT(settle(split[size_t(r)]), ncclSuccess);
  const int wantCount[kRanks] = {2, 1, 2}, wantRank[kRanks] = {1, 0, 0};
  for (int r = 0; r < kRanks; ++r) {
    int count = 0, rank = -1, dev = -1;
    EXPECT_RESULT(ncclCommCount(split[size_t(r)], &count), ncclSuccess);
    EXPECT_RESULT(ncclCommUserRank(split[size_t(r)], &rank), ncclSuccess);
    EXPECT_RESULT(ncclCommCuDevice(split[size_t(r)], &dev), ncclSuccess);
    CHECK(count == wantCount[r] && rank == wantRank[r] && dev == r);
  }
  CHECK(allReduceWorks({split[2], split[0]}, {2, 0}, 4.0f));
  CHECK(allReduceWorks({split[1]}, {1}, 2.0f));

  // NCCL_SPLIT_NOCOLOR: that rank gets no communicator.
  std::vector<ncclComm_t> pair(kRanks, nullptr);
  EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
  for (int r = 0; r < kRanks; ++r)
    EXPECT_RESULT(ncclCommSplit(world[size_t(r)], r == 1 ? NCCL_SPLIT_NOCOLOR : 7, r,
                                &pair[size_t(r)], nullptr),
                  ncclSuccess);
  EXPECT_RESULT(ncclGroupEnd(), ncclSuccess);
  CHECK(pair[1] == nullptr);
  for (int r : {0, 2})
    EXPECT_RESULT(settle(pair[size_t(r)]), ncclSuccess);
  CHECK(allReduceWorks({pair[0], pair[2]}, {0, 2}, 4.0f));
  ncclComm_t unused = nullptr;
  EXPECT_RESULT(ncclCommSplit(world[0], -5, 0, &unused, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommSplit(world[0], 0, 0, nullptr, nullptr), ncclInvalidArgument);

  // Registration handles.
  void* buf = nullptr;
  HIP_OK(hipSetDevice(0));
  EXPECT_RESULT(ncclMemAlloc(&buf, 1024), ncclSuccess);
  void* handle = nullptr;
  EXPECT_RESULT(ncclCommRegister(world[0], buf, 1024, &handle), ncclSuccess);
  CHECK(handle != nullptr);
  EXPECT_RESULT(ncclCommRegister(world[0], buf, 1024, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommDeregister(world[0], handle), ncclSuccess);
  EXPECT_RESULT(ncclCommDeregister(world[0], handle), ncclInvalidArgument);
  EXPECT_RESULT(ncclMemFree(buf), ncclSuccess);
  EXPECT_RESULT(ncclMemAlloc(nullptr, 16), ncclInvalidArgument);

  // Teardown: finalize + destroy, and abort (always returns).
  for (int r = 0; r < kRanks; ++r) {
    HIP_OK(hipSetDevice(r));
    EXPECT_RESULT(ncclCommFinalize(split[size_t(r)]), ncclSuccess);
    EXPECT_RESULT(ncclCommDestroy(split[size_t(r)]), ncclSuccess);
    if (pair[size_t(r)])
      EXPECT_RESULT(ncclCommAbort(pair[size_t(r)]), ncclSuccess);
    EXPECT_RESULT(ncclCommDestroy(world[size_t(r)]), ncclSuccess);
  }
  std::printf("%s (%d failures)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
