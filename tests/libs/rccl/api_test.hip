// RCCL API test on 2 virtual devices (OPENHIP_CPU_DEVICES=2): version, error
// strings, communicator creation and queries, bad arguments answered with
// NCCL's result codes (never a crash), group misuse, and stream order (a
// collective waits for earlier work on its stream, later work waits for it,
// and the host does not block while the stream is held back), ranks making
// different calls.
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace {

int failures = 0;

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

void versionAndErrors() {
  int v = 0;
  EXPECT_RESULT(ncclGetVersion(&v), ncclSuccess);
  CHECK(v == NCCL_VERSION_CODE);
  CHECK(v == NCCL_VERSION(NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH));
  EXPECT_RESULT(ncclGetVersion(nullptr), ncclInvalidArgument);
  // Numeric codes are RCCL's.
  CHECK(ncclSuccess == 0 && ncclUnhandledCudaError == 1 && ncclSystemError == 2 &&
        ncclInternalError == 3 && ncclInvalidArgument == 4 && ncclInvalidUsage == 5 &&
        ncclRemoteError == 6 && ncclInProgress == 7 && ncclNumResults == 8);
  CHECK(ncclSum == 0 && ncclProd == 1 && ncclMax == 2 && ncclMin == 3 && ncclAvg == 4 &&
        ncclNumOps == 5);
  CHECK(ncclInt8 == 0 && ncclUint8 == 1 && ncclInt32 == 2 && ncclUint32 == 3 && ncclInt64 == 4 &&
        ncclUint64 == 5 && ncclFloat16 == 6 && ncclFloat32 == 7 && ncclFloat64 == 8 &&
        ncclBfloat16 == 9 && ncclFp8E4M3 == 10 && ncclFp8E5M2 == 11 && ncclNumTypes == 12);
  std::set<std::string> texts;
  for (int r = 0; r < int(ncclNumResults); ++r) {
    const char* s = ncclGetErrorString(ncclResult_t(r));
    CHECK(s != nullptr && s[0] != '\0');
    if (s)
      texts.insert(s);
  }
  CHECK(texts.size() == size_t(ncclNumResults)); // one text per code
  const char* unknown = ncclGetErrorString(ncclResult_t(1234));
  CHECK(unknown != nullptr && unknown[0] != '\0');
  // The profiling entry points are the same functions.
  CHECK(pncclGetErrorString(ncclInvalidArgument) == ncclGetErrorString(ncclInvalidArgument));
}

void communicatorArguments() {
  EXPECT_RESULT(ncclGetUniqueId(nullptr), ncclInvalidArgument);
  ncclUniqueId a, b;
  EXPECT_RESULT(ncclGetUniqueId(&a), ncclSuccess);
  EXPECT_RESULT(ncclGetUniqueId(&b), ncclSuccess);
  CHECK(std::memcmp(&a, &b, sizeof(a)) != 0); // every id names a new communicator

  ncclComm_t comm = nullptr;
  EXPECT_RESULT(ncclCommInitRank(nullptr, 1, a, 0), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommInitRank(&comm, 0, a, 0), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommInitRank(&comm, 2, a, 2), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommInitRank(&comm, 2, a, -1), ncclInvalidArgument);
  ncclUniqueId garbage;
  std::memset(&garbage, 0x5a, sizeof(garbage));
  EXPECT_RESULT(ncclCommInitRank(&comm, 1, garbage, 0), ncclInvalidArgument);

  ncclComm_t comms[3] = {nullptr, nullptr, nullptr};
  EXPECT_RESULT(ncclCommInitAll(nullptr, 2, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommInitAll(comms, -1, nullptr), ncclInvalidArgument);
  const int missing[] = {0, 5};
  EXPECT_RESULT(ncclCommInitAll(comms, 2, missing), ncclInvalidArgument);
  const int twice[] = {1, 1};
  EXPECT_RESULT(ncclCommInitAll(comms, 2, twice), ncclInvalidUsage);
  EXPECT_RESULT(ncclCommInitAll(comms, 3, nullptr), ncclUnhandledCudaError); // only 2 devices

  // A single-rank communicator from ncclCommInitRank on the current device.
  HIP_OK(hipSetDevice(1));
  EXPECT_RESULT(ncclCommInitRank(&comm, 1, a, 0), ncclSuccess);
  int count = -1, dev = -1, rank = -1;
  EXPECT_RESULT(ncclCommCount(comm, &count), ncclSuccess);
  EXPECT_RESULT(ncclCommCuDevice(comm, &dev), ncclSuccess);
  EXPECT_RESULT(ncclCommUserRank(comm, &rank), ncclSuccess);
  CHECK(count == 1 && dev == 1 && rank == 0);
  EXPECT_RESULT(ncclCommCount(comm, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommCuDevice(comm, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommUserRank(comm, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommCount(nullptr, &count), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommCuDevice(nullptr, &dev), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommUserRank(nullptr, &rank), ncclInvalidArgument);
  ncclResult_t async = ncclInternalError;
  EXPECT_RESULT(ncclCommGetAsyncError(comm, &async), ncclSuccess);
  CHECK(async == ncclSuccess);
  EXPECT_RESULT(ncclCommGetAsyncError(comm, nullptr), ncclInvalidArgument);
  EXPECT_RESULT(ncclCommDestroy(comm), ncclSuccess);
  EXPECT_RESULT(ncclCommDestroy(nullptr), ncclSuccess);
  HIP_OK(hipSetDevice(0));

  // ncclCommInitAll with a device list: user order, not device order.
  const int reversed[] = {1, 0};
  EXPECT_RESULT(ncclCommInitAll(comms, 2, reversed), ncclSuccess);
  for (int i = 0; i < 2; ++i) {
    EXPECT_RESULT(ncclCommCount(comms[i], &count), ncclSuccess);
    EXPECT_RESULT(ncclCommCuDevice(comms[i], &dev), ncclSuccess);
    EXPECT_RESULT(ncclCommUserRank(comms[i], &rank), ncclSuccess);
    CHECK(count == 2 && dev == reversed[i] && rank == i);
  }
  for (ncclComm_t c : {comms[0], comms[1]})
    EXPECT_RESULT(ncclCommDestroy(c), ncclSuccess);
}

struct Pair {
  ncclComm_t comm[2] = {nullptr, nullptr};
  hipStream_t stream[2] = {nullptr, nullptr};
  float* buf[2] = {nullptr, nullptr};
  static constexpr size_t kCount = 1000;
};

void collectiveArguments(Pair& p) {
  ncclComm_t c = p.comm[0];
  hipStream_t s = p.stream[0];
  float* d = p.buf[0];
  const size_t n = Pair::kCount;
  HIP_OK(hipSetDevice(0));
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, ncclSum, nullptr, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclDataType_t(ncclNumTypes), ncclSum, c, s),
                ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclDataType_t(-1), ncclSum, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, ncclNumOps, c, s),
                ncclInvalidArgument); // never created
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, ncclRedOp_t(-3), c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(nullptr, d, n, ncclFloat, ncclSum, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(d, nullptr, n, ncclFloat, ncclSum, c, s), ncclInvalidArgument);
  // More elements than the allocation holds.
  EXPECT_RESULT(ncclAllReduce(d, d, n + 1, ncclFloat, ncclSum, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllGather(d, d, n, ncclFloat, c, s), ncclInvalidArgument); // needs 2n
  // Host memory HIP does not know, and memory of the other device.
  std::vector<float> host(n);
  EXPECT_RESULT(ncclAllReduce(host.data(), d, n, ncclFloat, ncclSum, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclAllReduce(p.buf[1], d, n, ncclFloat, ncclSum, c, s), ncclInvalidArgument);
  // A stream of the other device.
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, ncclSum, c, p.stream[1]), ncclInvalidArgument);
  EXPECT_RESULT(ncclBroadcast(d, d, n, ncclFloat, 2, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclBroadcast(d, d, n, ncclFloat, -1, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclBcast(d, n, ncclFloat, 7, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclReduce(d, d, n, ncclFloat, ncclSum, 2, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclReduce(d, d, n, ncclFloat, ncclRedOp_t(99), 0, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclReduceScatter(d, d, n, ncclFloat, ncclSum, c, s),
                ncclInvalidArgument); // needs 2n
  EXPECT_RESULT(ncclSend(d, n, ncclFloat, 2, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclRecv(d, n, ncclFloat, -1, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclSend(nullptr, n, ncclFloat, 1, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclRecv(d, n, ncclUint64, 1, c, s), ncclInvalidArgument); // 8n bytes > 4n
  // Nothing above reached the communicator: it is still healthy.
  ncclResult_t async = ncclInternalError;
  EXPECT_RESULT(ncclCommGetAsyncError(c, &async), ncclSuccess);
  CHECK(async == ncclSuccess);

  // Groups: an End without a Start, and a bad call inside a group makes
  // ncclGroupEnd fail and enqueue nothing.
  EXPECT_RESULT(ncclGroupEnd(), ncclInvalidUsage);
  EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, ncclSum, p.comm[0], p.stream[0]), ncclSuccess);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclDataType_t(42), ncclSum, p.comm[1], p.stream[1]),
                ncclInvalidArgument);
  EXPECT_RESULT(ncclGroupEnd(), ncclInvalidArgument);

  // PreMulSum operators: bad arguments, and destroyed operators are refused.
  ncclRedOp_t op;
  float scalar = 2.0f;
  EXPECT_RESULT(ncclRedOpCreatePreMulSum(nullptr, &scalar, ncclFloat, ncclScalarHostImmediate, c),
                ncclInvalidArgument);
  EXPECT_RESULT(ncclRedOpCreatePreMulSum(&op, nullptr, ncclFloat, ncclScalarHostImmediate, c),
                ncclInvalidArgument);
  EXPECT_RESULT(ncclRedOpCreatePreMulSum(&op, &scalar, ncclFloat, ncclScalarHostImmediate, nullptr),
                ncclInvalidArgument);
  EXPECT_RESULT(ncclRedOpCreatePreMulSum(&op, &scalar, ncclFloat, ncclScalarHostImmediate, c),
                ncclSuccess);
  CHECK(int(op) >= int(ncclNumOps));
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclDouble, op, c, s),
                ncclInvalidArgument); // made for float
  EXPECT_RESULT(ncclRedOpDestroy(op, c), ncclSuccess);
  EXPECT_RESULT(ncclAllReduce(d, d, n, ncclFloat, op, c, s), ncclInvalidArgument);
  EXPECT_RESULT(ncclRedOpDestroy(ncclSum, c), ncclInvalidArgument); // built-ins cannot be destroyed
}

__global__ void fill(float* p, size_t n, float v) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i < n)
    p[i] = v;
}
__global__ void scale(float* p, size_t n, float f) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i < n)
    p[i] *= f;
}

std::atomic<bool> gateOpen{false};
void waitGate(void*) {
  while (!gateOpen.load()) {
  }
}

// fill (kernel) -> allreduce -> scale (kernel), all on the user's streams,
// queued while a host function holds rank 0's stream back: the calls must
// return at once and the result must follow stream order.
void streamOrder(Pair& p) {
  const size_t n = Pair::kCount;
  const unsigned blocks = unsigned((n + 255) / 256);
  gateOpen = false;
  HIP_OK(hipSetDevice(0));
  HIP_OK(hipLaunchHostFunc(p.stream[0], waitGate, nullptr));
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    fill<<<blocks, 256, 0, p.stream[r]>>>(p.buf[r], n, float(r + 1));
  }
  EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
  for (int r = 0; r < 2; ++r)
    EXPECT_RESULT(ncclAllReduce(p.buf[r], p.buf[r], n, ncclFloat, ncclSum, p.comm[r], p.stream[r]),
                  ncclSuccess);
  EXPECT_RESULT(ncclGroupEnd(), ncclSuccess);
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    scale<<<blocks, 256, 0, p.stream[r]>>>(p.buf[r], n, 10.0f);
  }
  // Everything is queued behind the gate: nothing has run on either rank.
  CHECK(hipStreamQuery(p.stream[0]) == hipErrorNotReady);
  CHECK(hipStreamQuery(p.stream[1]) == hipErrorNotReady);
  gateOpen = true;
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    HIP_OK(hipStreamSynchronize(p.stream[r]));
    std::vector<float> got(n);
    HIP_OK(hipMemcpy(got.data(), p.buf[r], n * sizeof(float), hipMemcpyDeviceToHost));
    size_t wrong = 0;
    for (float x : got)
      wrong += x != 30.0f; // (1 + 2) * 10
    if (wrong)
      std::printf("FAIL stream order: rank %d has %zu wrong elements (first %g)\n", r, wrong,
                  got[0]);
    failures += wrong != 0;
  }
}

// A destroyed communicator is refused (NCCL checks its handles' magic).
void destroyedComm(Pair& p) {
  ncclComm_t gone = p.comm[0];
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    EXPECT_RESULT(ncclCommDestroy(p.comm[r]), ncclSuccess);
  }
  int count = 0;
  EXPECT_RESULT(ncclCommCount(gone, &count), ncclInvalidArgument);
  HIP_OK(hipSetDevice(0));
  EXPECT_RESULT(
      ncclAllReduce(p.buf[0], p.buf[0], Pair::kCount, ncclFloat, ncclSum, gone, p.stream[0]),
      ncclInvalidArgument);
}

// Ranks making different calls (here: different counts) as the same call:
// both ranks' communicators end in ncclInvalidUsage, nothing hangs. Small
// counts take the one-meeting host path on the CPU device, large ones the
// kernels (the discrete backend runs both through the kernels).
void mismatchedCalls() {
  for (size_t count : {size_t(4), size_t(32768)}) {
    ncclComm_t comm[2] = {nullptr, nullptr};
    hipStream_t stream[2] = {nullptr, nullptr};
    float* buf[2] = {nullptr, nullptr};
    EXPECT_RESULT(ncclCommInitAll(comm, 2, nullptr), ncclSuccess);
    for (int r = 0; r < 2; ++r) {
      HIP_OK(hipSetDevice(r));
      HIP_OK(hipStreamCreate(&stream[r]));
      HIP_OK(hipMalloc(&buf[r], 2 * count * sizeof(float)));
      HIP_OK(hipMemset(buf[r], 0, 2 * count * sizeof(float)));
    }
    EXPECT_RESULT(ncclGroupStart(), ncclSuccess);
    for (int r = 0; r < 2; ++r)
      EXPECT_RESULT(ncclAllReduce(buf[r], buf[r], count * size_t(r + 1), ncclFloat, ncclSum,
                                  comm[r], stream[r]),
                    ncclSuccess);
    EXPECT_RESULT(ncclGroupEnd(), ncclSuccess);
    for (int r = 0; r < 2; ++r) {
      HIP_OK(hipSetDevice(r));
      HIP_OK(hipStreamSynchronize(stream[r]));
      ncclResult_t async = ncclSuccess;
      EXPECT_RESULT(ncclCommGetAsyncError(comm[r], &async), ncclSuccess);
      CHECK(async == ncclInvalidUsage);
    }
    for (int r = 0; r < 2; ++r) {
      HIP_OK(hipSetDevice(r));
      EXPECT_RESULT(ncclCommAbort(comm[r]), ncclSuccess);
      HIP_OK(hipStreamDestroy(stream[r]));
      HIP_OK(hipFree(buf[r]));
    }
  }
  HIP_OK(hipSetDevice(0));
}

} // namespace

int main() {
  int devices = 0;
  HIP_OK(hipGetDeviceCount(&devices));
  if (devices != 2) {
    std::printf("FAIL needs exactly 2 devices (OPENHIP_CPU_DEVICES=2), found %d\n", devices);
    return 1;
  }
  versionAndErrors();
  communicatorArguments();
  mismatchedCalls();
  Pair p;
  if (ncclCommInitAll(p.comm, 2, nullptr) != ncclSuccess) {
    std::printf("FAIL ncclCommInitAll\n");
    return 1;
  }
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    HIP_OK(hipStreamCreate(&p.stream[r]));
    HIP_OK(hipMalloc(&p.buf[r], Pair::kCount * sizeof(float)));
  }
  collectiveArguments(p);
  streamOrder(p);
  destroyedComm(p);
  for (int r = 0; r < 2; ++r) {
    HIP_OK(hipSetDevice(r));
    HIP_OK(hipStreamDestroy(p.stream[r]));
    HIP_OK(hipFree(p.buf[r]));
  }
  std::printf("%s (%d failures)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
